# cmake -DPROGRAM=fen-check -DDATA=dir -DSCRATCH=dir -P compressed_cases.cmake
# positions.fen compressed in each format under a plain ".fen" name must give the report the
# plain file gives (expected/file_positions.*), the file name aside.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE ${SCRATCH})
file(MAKE_DIRECTORY ${SCRATCH})
file(COPY ${DATA}/positions.fen DESTINATION ${SCRATCH})
file(READ ${DATA}/expected/file_positions.stdout expected_out)
file(READ ${DATA}/expected/file_positions.stderr expected_err)
foreach(format GZip BZip2 XZ Zstd)
    set(name positions-${format}.fen)
    # "raw": the file's bytes alone, compressed (no archive around them).
    file(ARCHIVE_CREATE OUTPUT ${SCRATCH}/${name} PATHS ${SCRATCH}/positions.fen FORMAT raw
         COMPRESSION ${format})
    execute_process(COMMAND ${PROGRAM} --normalize --file ${name} WORKING_DIRECTORY ${SCRATCH}
                    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    string(REPLACE "${name}:" "positions.fen:" err "${err}")
    if(NOT rc EQUAL 1 OR NOT out STREQUAL expected_out OR NOT err STREQUAL expected_err)
        message(FATAL_ERROR "${format}: exit ${rc}\nstdout:\n${out}\nstderr:\n${err}")
    endif()
    message(STATUS "${format}: same report as the plain file")
endforeach()

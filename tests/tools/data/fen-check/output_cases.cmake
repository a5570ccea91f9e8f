# cmake -DPROGRAM=fen-check -DDATA=dir -DSCRATCH=dir -P output_cases.cmake
# -o FILE gets the normalized positions; after an input error the old file stays as it was.
cmake_minimum_required(VERSION 3.25)
file(REMOVE_RECURSE ${SCRATCH})
file(MAKE_DIRECTORY ${SCRATCH})
set(out ${SCRATCH}/clean.fen)

# check(<condition words...> MESSAGE text): fails with text unless the condition holds.
function(check)
    cmake_parse_arguments(PARSE_ARGV 0 arg "" "MESSAGE" "")
    if(NOT (${arg_UNPARSED_ARGUMENTS}))
        message(FATAL_ERROR "${arg_MESSAGE}")
    endif()
endfunction()

execute_process(COMMAND ${PROGRAM} --quiet --normalize -o ${out} -f ${DATA}/windows.fen
                RESULT_VARIABLE rc ERROR_VARIABLE err)
file(READ ${out} written)
set(expected "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
string(APPEND expected "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 3 20\n")
check(rc EQUAL 0 MESSAGE "exit ${rc}: ${err}")
check(written STREQUAL expected MESSAGE "written:\n${written}")

execute_process(COMMAND ${PROGRAM} --quiet --normalize -o ${out} -f ${DATA}/positions.fen
                        -f ${SCRATCH}/missing.fen
                RESULT_VARIABLE rc ERROR_VARIABLE err)
file(READ ${out} kept)
file(GLOB leftovers ${SCRATCH}/clean.fen.tmp.*)
check(rc EQUAL 2 MESSAGE "exit ${rc}: ${err}")
check(kept STREQUAL expected MESSAGE "the old output was replaced:\n${kept}")
check(NOT leftovers MESSAGE "temporary files left: ${leftovers}")
string(FIND "${err}" "clean.fen: not written because of the errors above" found)
check(found GREATER -1 MESSAGE "stderr:\n${err}")
message(STATUS "output written whole, kept after an input error")

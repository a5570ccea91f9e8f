# Runs PROGRAM (with ARGS, ';'-separated) on PLAIN and on COMPRESSED and fails unless stdout and
# the exit code are the same: compressed input is recognised by its content (the compressed
# files are named *.pgn on purpose).
separate_arguments(args UNIX_COMMAND "${ARGS}")
execute_process(COMMAND ${PROGRAM} ${args} ${PLAIN} OUTPUT_VARIABLE plain_out
                RESULT_VARIABLE plain_exit ERROR_QUIET)
execute_process(COMMAND ${PROGRAM} ${args} ${COMPRESSED} OUTPUT_VARIABLE compressed_out
                RESULT_VARIABLE compressed_exit ERROR_VARIABLE compressed_err)
string(REPLACE "${COMPRESSED}" "${PLAIN}" compressed_out "${compressed_out}")
# Run times differ from run to run.
string(REGEX REPLACE "\"seconds\":[0-9.]+" "" plain_out "${plain_out}")
string(REGEX REPLACE "\"seconds\":[0-9.]+" "" compressed_out "${compressed_out}")
if(NOT plain_exit STREQUAL compressed_exit)
    message(FATAL_ERROR "exit ${plain_exit} on plain input, ${compressed_exit} on "
                        "${COMPRESSED}: ${compressed_err}")
endif()
if(NOT plain_out STREQUAL compressed_out)
    message(FATAL_ERROR "output differs between ${PLAIN} and ${COMPRESSED}")
endif()
string(LENGTH "${plain_out}" length)
if(length EQUAL 0)
    message(FATAL_ERROR "no output: nothing was compared")
endif()

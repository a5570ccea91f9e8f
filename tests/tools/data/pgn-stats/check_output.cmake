# cmake -DNAME=TEST -DEXPECTED=FILE -DEXPECTED_EXIT=N [-DINPUT=FILE] [-DSTDERR_REGEX=RE]
#       -P check_output.cmake PROGRAM ARGS...
# Passes when PROGRAM exits with N and prints exactly the contents of FILE on stdout (and, with
# STDERR_REGEX, something matching it on stderr). INPUT is fed to standard input. On a
# difference, stdout is written to TEST.actual: named after the test, not after FILE, which
# several tests share (a parallel ctest would have them write over each other's file).
if(NOT DEFINED NAME)
    message(FATAL_ERROR "check_output.cmake: -DNAME=<the test's name> is missing")
endif()
set(args)
math(EXPR last "${CMAKE_ARGC} - 1")
set(first -1)
foreach(i RANGE ${last})
    if(CMAKE_ARGV${i} MATCHES "check_output\\.cmake$")
        math(EXPR first "${i} + 1")
    elseif(first GREATER -1 AND i GREATER_EQUAL first)
        list(APPEND args "${CMAKE_ARGV${i}}")
    endif()
endforeach()
if(DEFINED INPUT)
    execute_process(COMMAND ${args} INPUT_FILE ${INPUT} RESULT_VARIABLE rc OUTPUT_VARIABLE out
                    ERROR_VARIABLE err)
else()
    execute_process(COMMAND ${args} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
if(NOT rc EQUAL EXPECTED_EXIT)
    message(FATAL_ERROR "expected exit ${EXPECTED_EXIT}, got ${rc}\nstderr:\n${err}")
endif()
file(READ ${EXPECTED} expected)
if(NOT out STREQUAL expected)
    set(actual_file ${CMAKE_CURRENT_BINARY_DIR}/${NAME}.actual)
    file(WRITE ${actual_file} "${out}")
    message(FATAL_ERROR "stdout differs from ${EXPECTED}; it was written to ${actual_file}:\n"
                        "diff ${EXPECTED} ${actual_file}\nstderr:\n${err}")
endif()
if(DEFINED STDERR_REGEX AND NOT err MATCHES "${STDERR_REGEX}")
    message(FATAL_ERROR "stderr does not match '${STDERR_REGEX}':\n${err}")
endif()

# Runs PROGRAM (ARGS, blank-separated) on an input that is ASCII for its first 64 KiB and more:
# GAMES small games (the auto-detection's sample), then the file TAIL (Russian games in
# Windows-1251, or Latin-1 text). INPUT: file (the default), stdin, or gzip (compressed, on
# standard input). Checks the exit code (EXPECTED_EXIT, 0 by default) and, where given,
# STDOUT_REGEX, STDERR_REGEX, STDOUT_NOT_REGEX and STDERR_NOT_REGEX; with UNCHANGED, that the
# input file is as it was (--in-place).
if(NOT DEFINED GAMES)
    set(GAMES 1000)
endif()
if(NOT DEFINED EXPECTED_EXIT)
    set(EXPECTED_EXIT 0)
endif()
file(MAKE_DIRECTORY ${WORK_DIR})
set(head ${WORK_DIR}/head.pgn)
set(input ${WORK_DIR}/late.pgn)
# Seven tags and four moves a game: about 150 bytes, so 1,000 games are well past 64 KiB.
set(text "")
foreach(i RANGE 1 ${GAMES})
    string(APPEND text "[Event \"ASCII ${i}\"]\n[Site \"?\"]\n[Date \"2024.01.01\"]\n"
           "[Round \"${i}\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n"
           "1. e4 e5 2. Nf3 Nc6 *\n\n")
endforeach()
file(WRITE ${head} "${text}")
# Concatenated byte for byte (a CMake string would not be trusted with bytes above 0x7F).
execute_process(COMMAND ${CMAKE_COMMAND} -E cat ${head} ${TAIL} OUTPUT_FILE ${input}
                RESULT_VARIABLE rc)
if(rc)
    message(FATAL_ERROR "could not write ${input}")
endif()

if(UNCHANGED)
    file(COPY_FILE ${input} ${input}.before)
endif()

separate_arguments(args UNIX_COMMAND "${ARGS}")
if(INPUT STREQUAL "gzip")
    execute_process(COMMAND gzip -c ${input} OUTPUT_FILE ${input}.gz RESULT_VARIABLE rc)
    if(rc)
        message(FATAL_ERROR "gzip failed: ${rc}")
    endif()
    set(input ${input}.gz)
endif()
if(INPUT STREQUAL "stdin" OR INPUT STREQUAL "gzip")
    execute_process(COMMAND ${PROGRAM} ${args} - INPUT_FILE ${input} RESULT_VARIABLE exit
                    OUTPUT_VARIABLE out ERROR_VARIABLE err)
else()
    execute_process(COMMAND ${PROGRAM} ${args} ${input} RESULT_VARIABLE exit
                    OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()

set(failures "")
if(NOT exit STREQUAL EXPECTED_EXIT)
    string(APPEND failures "exit ${exit}, expected ${EXPECTED_EXIT}\n")
endif()
if(UNCHANGED)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${input}.before ${input}
                    RESULT_VARIABLE changed)
    if(changed)
        string(APPEND failures "${input} was changed\n")
    endif()
endif()
foreach(stream stdout stderr)
    if(stream STREQUAL "stdout")
        set(text "${out}")
    else()
        set(text "${err}")
    endif()
    string(TOUPPER "${stream}" upper)
    if(DEFINED ${upper}_REGEX AND NOT text MATCHES "${${upper}_REGEX}")
        string(APPEND failures "${stream} does not match '${${upper}_REGEX}'\n")
    endif()
    if(DEFINED ${upper}_NOT_REGEX AND text MATCHES "${${upper}_NOT_REGEX}")
        string(APPEND failures "${stream} matches '${${upper}_NOT_REGEX}'\n")
    endif()
endforeach()
if(failures)
    string(LENGTH "${out}" length)
    if(length GREATER 2000)
        string(SUBSTRING "${out}" 0 2000 out)
        string(APPEND out "...")
    endif()
    message(FATAL_ERROR "${failures}stdout:\n${out}\nstderr:\n${err}")
endif()

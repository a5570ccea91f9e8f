if(NOT TARGET pgn-convert)
    return()
endif()

# pgn-convert's per-game memory bound (--max-game-bytes, E126): the GameLog unit tests, and the
# tool on tests/tools/data/pgn-convert/too-large.pgn (see its README). The bound on a 10 MB game
# of 3.5 million NAGs is checked by the hostile-input catalogue (bad_corpus_gen_line-10m).
add_executable(pgn_convert_game_log_tests
               ${CMAKE_CURRENT_SOURCE_DIR}/tools/pgn-convert-limits/game_log_test.cpp
               ${PROJECT_SOURCE_DIR}/tools/pgn-convert/game_log.cpp)
target_include_directories(pgn_convert_game_log_tests PRIVATE ${PROJECT_SOURCE_DIR}/tools/pgn-convert)
target_link_libraries(pgn_convert_game_log_tests PRIVATE chess::notation GTest::gtest_main
                                                         chess_warnings chess_tuning)
chess_gtest(pgn_convert_game_log_tests "tools;pgn-convert")

# Which diagnostics fail a game because the reader did not keep all of its text, and how they
# are reported (tools/pgn-convert/error_capture.hpp); the tool on such games:
# pgn-convert-lost-text_tests.cmake.
add_executable(pgn_convert_error_capture_tests
               ${CMAKE_CURRENT_SOURCE_DIR}/tools/pgn-convert-limits/error_capture_test.cpp
               ${PROJECT_SOURCE_DIR}/tools/pgn-convert/error_capture.cpp)
target_include_directories(pgn_convert_error_capture_tests
                           PRIVATE ${PROJECT_SOURCE_DIR}/tools/pgn-convert)
target_link_libraries(pgn_convert_error_capture_tests
                      PRIVATE chess_tools_common chess::notation GTest::gtest_main chess_warnings
                              chess_tuning)
chess_gtest(pgn_convert_error_capture_tests "tools;pgn-convert")

set(convert_limits_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert)

function(convert_limits_case name)
    add_test(NAME pgn_convert_${name}
             COMMAND ${CMAKE_COMMAND} ${ARGN}
             WORKING_DIRECTORY ${convert_limits_data})
    set_tests_properties(pgn_convert_${name} PROPERTIES LABELS "tools;pgn-convert")
endfunction()

set(convert_limits_run -P ${convert_limits_data}/run_case.cmake $<TARGET_FILE:pgn-convert>)
# The game over the limit fails with E126 where it crossed it; the others are written.
convert_limits_case(game_too_large -DEXPECTED_EXIT=1
                    -DEXPECTED_STDOUT=${convert_limits_data}/expected/too-large.pgn
                    -DEXPECTED_STDERR=${convert_limits_data}/expected/too-large.err
                    ${convert_limits_run} --max-game-bytes 2000 too-large.pgn)
# It is not written as read either: its text was not kept, and the summary says so.
convert_limits_case(game_too_large_keep_failed -DEXPECTED_EXIT=1
                    -DEXPECTED_STDOUT=${convert_limits_data}/expected/too-large.pgn
                    "-DSTDERR_REGEX=3 games read, 2 written, 1 failed \\(0 written as read, 1 not written: text not kept whole\\)\n$"
                    ${convert_limits_run} --keep-failed --max-game-bytes 2000 too-large.pgn)
# Under the default limit the same game converts.
convert_limits_case(game_under_default_limit
                    "-DSTDERR_REGEX=3 games read, 3 written, 0 failed"
                    ${convert_limits_run} too-large.pgn)
foreach(bad 0 -5 2147483649)
    convert_limits_case(max_game_bytes_${bad} -DEXPECTED_EXIT=2
                        "-DSTDERR_REGEX=--max-game-bytes: ${bad} is not between 1 and 2147483648"
                        ${convert_limits_run} --max-game-bytes ${bad} too-large.pgn)
endforeach()
# --moves: "1. e4 e5 2. " is 12 bytes; Nf3 (ply 3, the token at column 13) takes the line over.
convert_limits_case(moves_too_long -DEXPECTED_EXIT=1 "-DSTDOUT_REGEX=^$"
                    "-DSTDERR_REGEX=<moves>:1:13: error\\[E126\\]: .*'Ng1-f3' \\(game 1, ply 3\\)\n.*1 move list read, 0 written, 1 failed"
                    ${convert_limits_run} --moves "e2-e4 e7-e5 Ng1-f3 Nb8-c6" --max-game-bytes 12)
# A comment counts against the line like the moves: "1. e4 {a long comment}" is over 12 bytes.
convert_limits_case(moves_comment_too_long -DEXPECTED_EXIT=1 "-DSTDOUT_REGEX=^$"
                    "-DSTDERR_REGEX=<moves>:1:7: error\\[E126\\]: .* \\(game 1\\)\n.*1 move list read, 0 written, 1 failed"
                    ${convert_limits_run} --moves "e2-e4 {a long comment} e7-e5" --max-game-bytes 12)
convert_limits_case(moves_within_limit "-DSTDOUT_REGEX=^1. e4 e5 2. Nf3 Nc6\n$"
                    ${convert_limits_run} --moves "e2-e4 e7-e5 Ng1-f3 Nb8-c6" --max-game-bytes 19)

if(NOT TARGET perft)
    return()
endif()

# The perft suites, run by the perft tool: a node budget keeps the default run short; the full
# suites are labelled `slow` (ctest -L slow).
set(suite_dir ${PROJECT_SOURCE_DIR}/corpus/perft)

# Under the sanitizers (several times slower) a fifth of the budget: the generator's memory
# and arithmetic are checked on the shallow depths as well; Release checks the deeper counts.
function(perft_suite_test name file budget)
    if(CHESS_SANITIZERS)
        math(EXPR budget "${budget} / 5")
    endif()
    add_test(NAME perft_suite_${name}
             COMMAND perft --suite ${suite_dir}/${file} --max-nodes ${budget})
    set_tests_properties(perft_suite_${name} PROPERTIES LABELS "tools;perft")
    add_test(NAME perft_suite_${name}_full COMMAND perft --suite ${suite_dir}/${file})
    set_tests_properties(perft_suite_${name}_full PROPERTIES LABELS "slow;perft" TIMEOUT 3600)
endfunction()

perft_suite_test(standard standard.epd 5000000)
perft_suite_test(chess960 chess960.epd 2000000)
perft_suite_test(tricky_a tricky-a.perft 5000000)
perft_suite_test(tricky_b tricky-b.perft 5000000)
perft_suite_test(tricky_c tricky-c.perft 5000000)

# Golden CLI cases: arguments, expected output (regex) and exit code.
function(perft_cli_test name expected_regex)
    add_test(NAME perft_cli_${name} COMMAND perft ${ARGN})
    set_tests_properties(perft_cli_${name} PROPERTIES LABELS "tools;perft"
                         PASS_REGULAR_EXPRESSION "${expected_regex}")
endfunction()

perft_cli_test(start_depth_4 "^197281\n$" 4)
set(kiwipete "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
perft_cli_test(divide_kiwipete_castling "(^|\n)e1g1: 2059\n" --divide --fen ${kiwipete} 3)
perft_cli_test(divide_kiwipete_total "\n\n97862\n$" --divide --fen ${kiwipete} 3)
# Chess960, king f1 and rook h1: f1g1 is an ordinary king step, f1h1 castles (king to g1).
set(c960 "qb1nrkbr/1pppp1p1/1n3p2/p1B4p/8/3P1P1P/PPP1P1P1/QBNNRK1R w HEhe - 0 9")
perft_cli_test(divide_chess960_castling_uci "f1h1: 1\n" --divide --fen ${c960} 1)
perft_cli_test(divide_chess960_king_step "f1g1: 1\n" --divide --fen ${c960} 1)
perft_cli_test(depth_zero "^1\n$" 0)

function(perft_failure_test name exit_code)
    add_test(NAME perft_cli_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=${exit_code} -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake $<TARGET_FILE:perft>
                     ${ARGN})
    set_tests_properties(perft_cli_${name} PROPERTIES LABELS "tools;perft")
endfunction()

perft_failure_test(bad_fen_is_usage_error 2 --fen "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w" 1)
perft_failure_test(missing_depth 2)
perft_failure_test(missing_suite_file 2 --suite /nonexistent/suite.epd)
# A directory reads as an empty suite (once: 0 positions, exit 0); counts that cannot be written
# (a full disk) were lost with exit 0.
perft_failure_test(suite_is_a_directory 2 --suite ${suite_dir})
function(perft_output_not_written_test name)
    add_test(NAME perft_cli_output_not_written_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -DSTDOUT=/dev/full -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake $<TARGET_FILE:perft>
                     ${ARGN})
    set_tests_properties(perft_cli_output_not_written_${name} PROPERTIES LABELS "tools;perft")
endfunction()
perft_output_not_written_test(count 4)
perft_output_not_written_test(divide --divide 2)
perft_output_not_written_test(suite --suite ${suite_dir}/standard.epd --max-nodes 1000)
perft_failure_test(suite_mismatch_exits_1 1 --suite
                   ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/perft-wrong-count.epd)
# Suites in EPD's own form, operations ended by ';' after a whole FEN or EPD's four fields, as
# fen-check --normalize writes a suite (before: "expected ';D<depth> <nodes>'", exit 2), beside
# a line in the perft suites' form.
perft_cli_test(suite_epd_operations "perft-epd-operations.epd: 3 positions, 7 checks, 0 mismatches"
               --suite ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/perft-epd-operations.epd)


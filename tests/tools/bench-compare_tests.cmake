# bench/micro/compare_baseline.py, the comparison behind bench/micro-compare.sh: on small
# hand-made Google Benchmark reports (tests/tools/data/bench-compare/, 3 benchmarks), it must
# pass changes within the threshold, flag a benchmark 15% slower, and refuse reports that do
# not compare (a benchmark missing or new, another machine's shape). Each case checks the exit
# code and, in a second test, what the table says.
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    message(STATUS "bench-compare tests: no python3, not run")
    return()
endif()

set(bench_compare_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/bench-compare)
set(bench_compare ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/bench/micro/compare_baseline.py
    ${bench_compare_data}/baseline.json)

# bench_compare_case(NAME REPORT EXIT OUTPUT_REGEX)
function(bench_compare_case name report exit output)
    add_test(NAME bench_compare_${name}_exit
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=${exit} -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake ${bench_compare}
                     ${bench_compare_data}/${report}.json)
    add_test(NAME bench_compare_${name}_says
             COMMAND ${bench_compare} ${bench_compare_data}/${report}.json)
    set_tests_properties(bench_compare_${name}_exit bench_compare_${name}_says PROPERTIES
                         LABELS "bench-compare" TIMEOUT 30)
    set_tests_properties(bench_compare_${name}_says PROPERTIES PASS_REGULAR_EXPRESSION "${output}")
endfunction()

# +8% and -20%: neither is a regression; the faster one is marked.
bench_compare_case(within_threshold within 0
                   "resolve_san +26.0 +28.1 +\\+8.0%.*write_san +24.0 +19.2 +-20.0% .*faster.*no benchmark slower")
# write_san 15% slower, the others unchanged.
bench_compare_case(regression slower 1
                   "write_san +24.0 +27.6 +\\+15.0% .*REGRESSION.*1 slower than the baseline by more than 10%: write_san\n")
bench_compare_case(renamed_benchmark renamed 2
                   "write_san is in the baseline but was not run.*write_uci has no baseline")
bench_compare_case(other_machine other-machine 2 "another shape")
# A JSON file that is no benchmark report (here the benchmarks have no figures): an error that
# says what was expected, not a traceback.
add_test(NAME bench_compare_not_a_report_exit
         COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -P ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake
                 ${bench_compare} ${bench_compare_data}/not-a-report.json)
add_test(NAME bench_compare_not_a_report_says
         COMMAND ${bench_compare} ${bench_compare_data}/not-a-report.json)
set_tests_properties(bench_compare_not_a_report_exit bench_compare_not_a_report_says PROPERTIES
                     LABELS "bench-compare" TIMEOUT 30)
set_tests_properties(bench_compare_not_a_report_says PROPERTIES
                     PASS_REGULAR_EXPRESSION "error: not a notation_bench report with median")
# A wider threshold lets the same 15% pass.
add_test(NAME bench_compare_threshold_option
         COMMAND ${bench_compare} ${bench_compare_data}/slower.json --threshold 20)
set_tests_properties(bench_compare_threshold_option PROPERTIES LABELS "bench-compare" TIMEOUT 30
                     PASS_REGULAR_EXPRESSION "no benchmark slower than the baseline by more than 20%")

# bench/compare_report.py, the table and the target lines of bench/compare.sh, on hand-made rows
# (compare-rows.tsv: pgn-validate -j 1 at 2.4 s, 8.3x pgn-extract's 20 s, 1/40 of wc -l's 0.06
# s; -j 2 at 1.3 s; the .pgn.zst at 2.5 and 1.6 s; pgn-fen 3 s; pgn-convert 5.1 s, under half;
# chessops failed).
set(compare_report ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/bench/compare_report.py)
# compare_report_case(NAME REGEX): the report of compare-rows.tsv matches REGEX.
function(compare_report_case name regex)
    add_test(NAME compare_report_${name}
             COMMAND ${compare_report} ${bench_compare_data}/compare-rows.tsv --size 265497026)
    set_tests_properties(compare_report_${name} PROPERTIES LABELS "bench-compare" TIMEOUT 30
                         PASS_REGULAR_EXPRESSION "${regex}")
endfunction()
# The medians (the middle of three), MB/s from the size, and pgn-fen's games/s from
# pgn-validate's games (it counts positions).
compare_report_case(median_and_rates
                    "\\| pgn-validate -j 1 \\| 2\\.400 \\(3\\) \\| 110\\.6 \\| 42 \\| 6\\.8 \\| 100 \\| 5,000 \\|")
compare_report_case(positions_rate "\\| pgn-fen --every -j 1 \\| 3\\.000 \\(3\\) \\| 88\\.5 \\| 33 \\|")
compare_report_case(failed_row "\\| chessops \\| failed \\|")
# pgn-fen's 5,100 positions are games + moves: not a difference.
compare_report_case(count_check
                    "check: counts DIFFER: convert-lan: 99 games, pgn-validate 100; pgn-extract: 4,990 moves, pgn-validate 5,000\n")
compare_report_case(target_met_and_aim_not
                    "pgn-validate -j 1 against pgn-extract -r -s: 8\\.33x \\(target 8x met; aim 12x NOT met\\)")
compare_report_case(target_wc "pgn-validate -j 1 against wc -l: 1/40\\.0 \\(target 1/30 NOT met\\)")
compare_report_case(target_jobs "pgn-validate -j 2 against -j 1: 1\\.85x \\(target 1\\.8x met\\)")
# The .pgn.zst rows: 2.5 s against 2.4 (+4.2%), 1.6 s against 1.3 (+23.1%).
compare_report_case(target_zst_j1
                    "pgn-validate -j 1 on the \\.pgn\\.zst against the plain file: \\+4\\.2% time \\(target at most \\+10% met\\)")
compare_report_case(target_zst_j2
                    "pgn-validate -j 2 on the \\.pgn\\.zst against the plain file: \\+23\\.1% time \\(target at most \\+10% NOT met\\)")
compare_report_case(target_convert
                    "pgn-convert --to lan against pgn-validate -j 1: 0\\.47x \\(target 0\\.5x NOT met\\)")
# A row with a field missing: exit 2 and an error naming the line, not a traceback.
add_test(NAME compare_report_short_row_exit
         COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -P ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake
                 ${compare_report} ${bench_compare_data}/compare-rows-short.tsv --size 1)
add_test(NAME compare_report_short_row_says
         COMMAND ${compare_report} ${bench_compare_data}/compare-rows-short.tsv --size 1)
set_tests_properties(compare_report_short_row_exit compare_report_short_row_says PROPERTIES
                     LABELS "bench-compare" TIMEOUT 30)
set_tests_properties(compare_report_short_row_says PROPERTIES PASS_REGULAR_EXPRESSION
                     "compare-rows-short.tsv:1: expected 6 tab-separated fields, found 5")
# A row without times (RUNS=0): exit 2 and the same kind of error.
add_test(NAME compare_report_untimed_row_says
         COMMAND ${compare_report} ${bench_compare_data}/compare-rows-untimed.tsv --size 1)
set_tests_properties(compare_report_untimed_row_says PROPERTIES LABELS "bench-compare" TIMEOUT 30
                     PASS_REGULAR_EXPRESSION
                     "compare-rows-untimed.tsv:1: SECONDS must be 'failed' or comma-separated numbers")

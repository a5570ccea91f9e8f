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

if(NOT TARGET pgn-stats)
    return()
endif()

set(pgn_stats_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-stats)

# Unit tests of the tool's internals; their sources live beside the tool.
file(GLOB pgn_stats_unit_sources CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/tools/pgn-stats/tests/*.cpp)
add_executable(pgn_stats_unit_tests ${pgn_stats_unit_sources})
target_link_libraries(pgn_stats_unit_tests PRIVATE pgn_stats_core GTest::gtest_main
                                                   chess_warnings chess_tuning)
target_compile_definitions(pgn_stats_unit_tests PRIVATE
    CHESS_CORPUS_DIR="${PROJECT_SOURCE_DIR}/corpus" CHESS_TEST_DATA_DIR="${pgn_stats_data}")
chess_gtest(pgn_stats_unit_tests "tools;pgn-stats" TEST_PREFIX "pgn_stats.")

# Golden output: `pgn-stats ARGS...` prints exactly tools/data/pgn-stats/GOLDEN and exits with
# EXIT. small.pgn is hand-made and its figures were checked by hand (see small.pgn.md); it has
# one illegal move, hence exit 1.
function(pgn_stats_golden name golden exit_code)
    add_test(NAME pgn_stats_cli_${name}
             COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_${name}
                     -DEXPECTED=${pgn_stats_data}/${golden}
                     -DEXPECTED_EXIT=${exit_code} -P ${pgn_stats_data}/check_output.cmake
                     $<TARGET_FILE:pgn-stats> --diagnostics none ${ARGN})
    set_tests_properties(pgn_stats_cli_${name} PROPERTIES LABELS "tools;pgn-stats")
endfunction()

set(small ${pgn_stats_data}/small.pgn)
set(unrated ${pgn_stats_data}/unrated.pgn)  # unrated players, an unfinished game: empty cells
pgn_stats_golden(report_text small.txt 1 ${small})
pgn_stats_golden(report_json small.json 1 --format json ${small})
foreach(by player event eco year termination)
    pgn_stats_golden(by_${by}_text small-by-${by}.txt 1 --by ${by} ${small})
    pgn_stats_golden(by_${by}_csv small-by-${by}.csv 1 --by ${by} --format csv ${small})
endforeach()
pgn_stats_golden(by_player_top small-by-player-top2.txt 1 --by player --top 2 ${small})
# Players without a rated opponent or without a finished game: empty CSV cells, never "-".
pgn_stats_golden(by_player_csv_empty_cells unrated-by-player.csv 0 --by player --format csv
                 ${unrated})
set(chesscom ${PROJECT_SOURCE_DIR}/corpus/games/chesscom/chess_com_games.pgn)
pgn_stats_golden(report_chesscom chesscom.txt 0 ${chesscom})

# Standard input: no file, or '-'.
add_test(NAME pgn_stats_cli_stdin
         COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_stdin
                 -DEXPECTED=${pgn_stats_data}/small.txt -DEXPECTED_EXIT=1
                 -DINPUT=${small} -P ${pgn_stats_data}/check_output.cmake
                 $<TARGET_FILE:pgn-stats> --diagnostics none -)
# A missing file is reported, the others are still counted, and the exit code is 2.
add_test(NAME pgn_stats_cli_missing_file_goes_on
         COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_missing_file_goes_on
                 -DEXPECTED=${pgn_stats_data}/small.txt -DEXPECTED_EXIT=2
                 "-DSTDERR_REGEX=pgn-stats: /nonexistent/x.pgn: No such file"
                 -P ${pgn_stats_data}/check_output.cmake
                 $<TARGET_FILE:pgn-stats> --diagnostics none /nonexistent/x.pgn ${small})
# Errors in the input are printed on stderr with file, line, column, game and ply.
add_test(NAME pgn_stats_cli_errors_on_stderr
         COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_errors_on_stderr
                 -DEXPECTED=${pgn_stats_data}/small.txt -DEXPECTED_EXIT=1
                 "-DSTDERR_REGEX=small.pgn:203:13: error\\[E201\\]: illegal move.*\\(game 15, ply 3\\)"
                 -P ${pgn_stats_data}/check_output.cmake $<TARGET_FILE:pgn-stats> ${small})
set_tests_properties(pgn_stats_cli_stdin pgn_stats_cli_missing_file_goes_on
                     pgn_stats_cli_errors_on_stderr PROPERTIES LABELS "tools;pgn-stats")

# The merge identity on real games: halves merged == the whole, as JSON, text and --by tables.
foreach(input chesscom/chess_com_games.pgn mliebelt-pgn-viewer/semicomm.pgn
              pgn4web/euroteams2011.pgn)
    get_filename_component(stem ${input} NAME_WE)
    add_test(NAME pgn_stats_cli_merge_identity_${stem}
             COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:pgn-stats>
                     -DINPUT=${PROJECT_SOURCE_DIR}/corpus/games/${input}
                     -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-merge-${stem}
                     -P ${pgn_stats_data}/check_merge.cmake)
    set_tests_properties(pgn_stats_cli_merge_identity_${stem} PROPERTIES LABELS "tools;pgn-stats")
endforeach()

# The SVG plot: well-formed, and its bars show the JSON of the same run.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    set(plot_dir ${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-plot)
    add_test(NAME pgn_stats_cli_plot_svg
             COMMAND sh -c "mkdir -p '${plot_dir}' && '$<TARGET_FILE:pgn-stats>' -q \
--diagnostics none --format json --plot '${plot_dir}/plot.svg' -o '${plot_dir}/stats.json' \
'${chesscom}' '${small}'; test $? -le 1 && \
'${Python3_EXECUTABLE}' '${pgn_stats_data}/check_svg.py' '${plot_dir}/plot.svg' \
'${plot_dir}/stats.json'")
    set_tests_properties(pgn_stats_cli_plot_svg PROPERTIES LABELS "tools;pgn-stats")
endif()

# Usage and I/O errors: exit 2.
function(pgn_stats_exit_test name exit_code)
    add_test(NAME pgn_stats_cli_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=${exit_code} -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake --
                     $<TARGET_FILE:pgn-stats> --diagnostics none ${ARGN})
    set_tests_properties(pgn_stats_cli_${name} PROPERTIES LABELS "tools;pgn-stats")
endfunction()

pgn_stats_exit_test(clean_input_exits_0 0 ${chesscom})
pgn_stats_exit_test(bad_format 2 --format xml ${small})
pgn_stats_exit_test(bad_by 2 --by site ${small})
pgn_stats_exit_test(csv_needs_by 2 --format csv ${small})
pgn_stats_exit_test(json_with_by 2 --format json --by player ${small})
pgn_stats_exit_test(bad_diagnostics 2 --diagnostics some ${small})
pgn_stats_exit_test(merge_with_openings 2 --merge --openings x.tsv a.json)
pgn_stats_exit_test(missing_opening_table 2 --openings /nonexistent/openings.tsv ${small})
pgn_stats_exit_test(merge_not_json 2 --merge ${small})
pgn_stats_exit_test(merge_missing_file 2 --merge /nonexistent/a.json)
pgn_stats_exit_test(unwritable_plot 2 --plot /nonexistent/dir/plot.svg ${small})
pgn_stats_exit_test(help 0 --help)
# --from-letters: the French knights of this game, read as transliterated Russian bishops, are
# illegal (exit 1); detected, they are French and legal (exit 0); -j reads with the named set too.
set(french_knights ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-validate/inputs/french-knights.pgn)
pgn_stats_exit_test(letters_detected 0 ${french_knights})
pgn_stats_exit_test(from_letters_named 1 --from-letters ru-latin ${french_knights})
pgn_stats_exit_test(from_letters_named_jobs 1 -j 2 --chunk-bytes 16 --from-letters ru-latin
                    ${french_knights})
pgn_stats_exit_test(from_letters_unknown 2 --from-letters xx ${french_knights})
pgn_stats_exit_test(from_letters_with_merge 2 --merge --from-letters de a.json)
pgn_stats_exit_test(ranges_without_merge 2 --ranges a.json)
# A --byte-range run numbers games from the range's first game (at byte 3114 of small.pgn, the
# whole file's game 15), and its diagnostics say so.
add_test(NAME pgn_stats_cli_byte_range_says_where_games_count_from
         COMMAND pgn-stats --byte-range 3000: -o /dev/null ${small})
set_tests_properties(pgn_stats_cli_byte_range_says_where_games_count_from PROPERTIES
    LABELS "tools;pgn-stats"
    PASS_REGULAR_EXPRESSION "small.pgn:203:13: error\\[E201\\][^\n]*\\(game 1 counted from byte 3114, ply 3\\)")
add_test(NAME pgn_stats_cli_version COMMAND pgn-stats --version)
set_tests_properties(pgn_stats_cli_version PROPERTIES LABELS "tools;pgn-stats"
                     PASS_REGULAR_EXPRESSION "^pgn-stats [0-9]+\\.[0-9]+")
add_test(NAME pgn_stats_cli_merge_error_names_file_and_place
         COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_merge_error_names_file_and_place
                 -DEXPECTED=${pgn_stats_data}/empty.txt -DEXPECTED_EXIT=2
                 "-DSTDERR_REGEX=pgn-stats: [^\n]*small.pgn: 1:2: expected a JSON value"
                 -P ${pgn_stats_data}/check_output.cmake
                 $<TARGET_FILE:pgn-stats> --merge --format json
                 -o ${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-merge-error.json ${small})
set_tests_properties(pgn_stats_cli_merge_error_names_file_and_place PROPERTIES
                     LABELS "tools;pgn-stats")

# --merge checks a part's counts against each other (a part edited to say all.games = 1 once
# merged into results adding up to 169%), and the sums of the parts (two parts of 2^43 + 1
# games each pass the 2^44 games pgn-stats counts; such a part is left out, exit 2).
function(pgn_stats_merge_error name regex)
    add_test(NAME pgn_stats_cli_merge_rejects_${name}
             COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_merge_rejects_${name}
                     -DEXPECTED=${pgn_stats_data}/empty.txt -DEXPECTED_EXIT=2
                     "-DSTDERR_REGEX=${regex}" -P ${pgn_stats_data}/check_output.cmake
                     $<TARGET_FILE:pgn-stats> --merge --format json
                     -o ${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-merge-${name}.json ${ARGN})
    set_tests_properties(pgn_stats_cli_merge_rejects_${name} PROPERTIES LABELS "tools;pgn-stats")
endfunction()
pgn_stats_merge_error(inconsistent_part
                      "small-edited-games.json: all.games is 1, but white_wins \\+ draws \\+ black_wins \\+ unfinished add up to 15"
                      ${pgn_stats_data}/small.json ${pgn_stats_data}/small-edited-games.json)
pgn_stats_merge_error(sum_too_large
                      "huge-part.json: adding it to the parts before: all.games: the sum passes 17592186044416"
                      ${pgn_stats_data}/huge-part.json ${pgn_stats_data}/huge-part.json)
# A part saved with a UTF-8 byte order mark reads as any other input does.
set(bom_dir ${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-bom)
add_test(NAME pgn_stats_cli_merge_part_with_byte_order_mark
         COMMAND sh -c "mkdir -p '${bom_dir}' && printf '\\357\\273\\277' > '${bom_dir}/part.json' && \
cat '${pgn_stats_data}/small.json' >> '${bom_dir}/part.json' && \
'$<TARGET_FILE:pgn-stats>' --merge '${bom_dir}/part.json' > '${bom_dir}/out.txt'; \
test $? -eq 1 && cmp '${bom_dir}/out.txt' '${pgn_stats_data}/small.txt'")
set_tests_properties(pgn_stats_cli_merge_part_with_byte_order_mark PROPERTIES
                     LABELS "tools;pgn-stats")

# A usage error: exit 2, nothing on stdout, and stderr matching REGEX.
function(pgn_stats_usage_error name regex)
    add_test(NAME pgn_stats_cli_${name}
             COMMAND ${CMAKE_COMMAND} -DNAME=pgn_stats_cli_${name}
                     -DEXPECTED=${pgn_stats_data}/empty.txt -DEXPECTED_EXIT=2
                     "-DSTDERR_REGEX=${regex}" -P ${pgn_stats_data}/check_output.cmake
                     $<TARGET_FILE:pgn-stats> --diagnostics none ${ARGN})
    set_tests_properties(pgn_stats_cli_${name} PROPERTIES LABELS "tools;pgn-stats")
endfunction()

# --openings reads its table as every input is read: a UTF-8 byte order mark (and CR LF) as
# Windows editors write them, or gzip; both were "expected ECO<TAB>name<TAB>moves" on line 1.
foreach(table openings-bom.tsv openings.tsv.gz)
    pgn_stats_golden(openings_table_${table} unrated-by-eco-own-table.txt 0 --by eco
                     --openings ${pgn_stats_data}/${table} ${unrated})
endforeach()

# --top: boost reads "-1" into an unsigned type as 2^64 - 1, which meant "all rows".
foreach(top -1 -5 x 2x)
    pgn_stats_usage_error(top_not_a_count_${top}
                          "pgn-stats: --top must be a number of rows, 0 or more \\(0: all\\), not '${top}'"
                          --by player --top ${top} ${unrated})
endforeach()

# -o to something that is not a regular file (a FIFO here; /dev/null in practice) writes into it
# instead of renaming a temporary file over it.
set(fifo_dir ${CMAKE_CURRENT_BINARY_DIR}/pgn-stats-fifo)
add_test(NAME pgn_stats_cli_output_to_fifo
         COMMAND sh -c "mkdir -p '${fifo_dir}' && rm -f '${fifo_dir}/fifo' && \
mkfifo '${fifo_dir}/fifo' && { cat '${fifo_dir}/fifo' > '${fifo_dir}/out' & reader=$!; } && \
'$<TARGET_FILE:pgn-stats>' --diagnostics none -o '${fifo_dir}/fifo' '${small}'; \
if test -p '${fifo_dir}/fifo'; then wait $reader; else kill $reader; exit 1; fi && \
cmp '${fifo_dir}/out' '${pgn_stats_data}/small.txt'")
set_tests_properties(pgn_stats_cli_output_to_fifo PROPERTIES LABELS "tools;pgn-stats" TIMEOUT 30)

# The reader's limits (tools/common/reader_limits, as in pgn-validate) reach every reader of the
# run: pgn-fen's deep-variations.pgn nests variations three deep in game 3, so at
# --max-variation-depth 2 that game's deepest variation is skipped with E111, reported and
# counted once by -j 1, by -j 2's workers (chunks of 64 bytes: each game read by a worker) and
# by --byte-range (games 3 and 4, at bytes 242 and 386); at the default depth, nothing.
set(deep_variations ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-fen/deep-variations.pgn)
set(stats_e111 "deep-variations.pgn:29:21: error\\[E111\\]: variations nested deeper than 2")
function(pgn_stats_limit_case name exit_code)
    add_test(NAME pgn_stats_cli_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED_EXIT=${exit_code} ${ARGN})
    set_tests_properties(pgn_stats_cli_${name} PROPERTIES LABELS "tools;pgn-stats")
endfunction()
set(stats_run -P ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert/run_case.cmake
              $<TARGET_FILE:pgn-stats> -q --format json)
pgn_stats_limit_case(max_variation_depth_default 0 "-DSTDOUT_REGEX=\"diagnostics\": {}"
                     ${stats_run} ${deep_variations})
foreach(jobs 1 2)
    pgn_stats_limit_case(max_variation_depth_jobs_${jobs} 1
                         "-DSTDERR_REGEX=${stats_e111}[^\n]*\\(game 3\\)"
                         "-DSTDOUT_REGEX=\"diagnostics\": {\n *\"E111\": 1\n *}"
                         ${stats_run} -j ${jobs} --chunk-bytes 64 --max-variation-depth 2
                         ${deep_variations})
endforeach()
pgn_stats_limit_case(max_variation_depth_byte_range 1
                     "-DSTDERR_REGEX=${stats_e111}[^\n]*\\(game 1 counted from byte 242\\)"
                     "-DSTDOUT_REGEX=\"diagnostics\": {\n *\"E111\": 1\n *}"
                     ${stats_run} --byte-range 200:400 --max-variation-depth 2 ${deep_variations})
foreach(bad 0 -5)
    pgn_stats_usage_error(max_tag_bytes_${bad}
                          "pgn-stats: --max-tag-bytes: ${bad} is not between 1 and 2147483648"
                          --max-tag-bytes ${bad} ${small})
endforeach()
# --merge reads JSON parts, each read with its own limits (as --encoding, refused).
foreach(limit max-token-bytes max-tag-bytes max-comment-bytes max-variation-depth)
    string(REPLACE "-" "_" limit_name ${limit})
    pgn_stats_usage_error(merge_with_${limit_name}
                          "pgn-stats: --${limit} reads PGN: not with --merge"
                          --merge --${limit} 100000 ${pgn_stats_data}/small.json)
endforeach()
add_test(NAME pgn_stats_cli_help_lists_reader_limits COMMAND pgn-stats --help)
set_tests_properties(pgn_stats_cli_help_lists_reader_limits PROPERTIES LABELS "tools;pgn-stats"
    PASS_REGULAR_EXPRESSION "--max-token-bytes N.*--max-tag-bytes N.*--max-comment-bytes N.*--max-variation-depth N")

# A count of one takes the singular: "of the 1 game with both", "1 distinct value" (before, "1
# games", "1 distinct values"). pgn4web's test.pgn has one game with both an ECO tag and a named
# opening, and one TimeControl value.
add_test(NAME pgn_stats_cli_singular_counts
         COMMAND pgn-stats --diagnostics none
                 ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn)
set_tests_properties(pgn_stats_cli_singular_counts PROPERTIES LABELS "tools;pgn-stats"
    PASS_REGULAR_EXPRESSION "of the 1 game with both\\);.*\n  1 distinct value:\n")

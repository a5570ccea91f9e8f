# Splitting an input: the game-boundary finder and -j's chunk loop (unit tests), --byte-range on
# the four PGN tools (the ranges' outputs together equal the whole file's: check_split.py).
if(NOT TARGET pgn-validate OR NOT TARGET pgn-convert OR NOT TARGET pgn-fen
   OR NOT TARGET pgn-stats)
    return()
endif()

set(parallel_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/parallel)

add_executable(parallel_unit_tests ${parallel_data}/game_boundary_test.cpp
                                   ${parallel_data}/prefix_scan_test.cpp
                                   ${parallel_data}/parallel_chunks_test.cpp
                                   ${parallel_data}/chunker_test.cpp
                                   ${parallel_data}/byte_range_test.cpp
                                   ${CMAKE_CURRENT_SOURCE_DIR}/tools_common/test_support.cpp)
target_link_libraries(parallel_unit_tests PRIVATE chess_tools_common GTest::gtest_main
                                                  chess_warnings chess_tuning)
# The byte sources of the tools/common tests (test_support.hpp), which read the corpus.
target_include_directories(parallel_unit_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/tools_common)
target_compile_definitions(parallel_unit_tests PRIVATE
                           CHESS_CORPUS_DIR="${PROJECT_SOURCE_DIR}/corpus")
chess_gtest(parallel_unit_tests "tools;parallel")

find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    message(STATUS "parallel tests: no python3, the split checks are not run")
    return()
endif()

file(GLOB_RECURSE parallel_games CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/corpus/games/*.pgn)
# Compressed inputs too for -j; not for the ranges: a corrupt stream fails every range that
# reads up to the damage, so each range reports the read error (E001) once.
file(GLOB parallel_bad CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/*.pgn*)
file(GLOB parallel_bad_plain CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/*.pgn)
# The whole bad corpus through every tool, format and input kind runs thousands of processes (about
# 12 CPU minutes, several times that under the sanitizers): the default run takes every sixth
# file, the full sets carry the label `slow` (ctest -L slow).
function(parallel_sample out_var)
    set(sample)
    set(index 0)
    foreach(file IN LISTS ARGN)
        math(EXPR keep "${index} % 6")
        if(keep EQUAL 0)
            list(APPEND sample ${file})
        endif()
        math(EXPR index "${index} + 1")
    endforeach()
    set(${out_var} ${sample} PARENT_SCOPE)
endfunction()
parallel_sample(parallel_bad_sample ${parallel_bad})
parallel_sample(parallel_bad_plain_sample ${parallel_bad_plain})

# Under the sanitizers every tool run costs about five times its Release time, and the identity
# matrices below dominated that pass (most of its 20 minutes on this corpus). What they add under
# the sanitizers is the memory and thread checking of the chunk, split and merge code, which the
# small files exercise as well as the big ones (Chess960, deliberate errors, variations, NAGs):
# that build checks the games files under 8 KB and a third of the bad sample; the Release build,
# which runs the same code, checks everything.
set(parallel_games_checked ${parallel_games})
if(CHESS_SANITIZERS)
    set(parallel_games_checked)
    foreach(file IN LISTS parallel_games)
        file(SIZE ${file} bytes)
        if(bytes LESS 8192)
            list(APPEND parallel_games_checked ${file})
        endif()
    endforeach()
    parallel_sample(parallel_bad_sample ${parallel_bad_sample})
    parallel_sample(parallel_bad_plain_sample ${parallel_bad_plain_sample})
endif()

set(parallel_split ${Python3_EXECUTABLE} ${parallel_data}/check_split.py
                   --bin ${PROJECT_BINARY_DIR}/tools)
add_test(NAME parallel_byte_range_corpus COMMAND ${parallel_split} ${parallel_games_checked})
add_test(NAME parallel_byte_range_bad_corpus COMMAND ${parallel_split} --points 3
                                                     ${parallel_bad_plain})
add_test(NAME parallel_byte_range_bad_corpus_sample COMMAND ${parallel_split} --points 3
                                                            ${parallel_bad_plain_sample})
# Found by fuzz_parallel_validation: a tag section that begins in the middle of a line (two files
# joined without a line end) must not give a range start at its next tag line. Always run, not
# only when the sample above happens to hold it.
add_test(NAME parallel_byte_range_tags_begun_mid_line
         COMMAND ${parallel_split} --points 3
                 ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/files-joined-without-line-end.pgn)
# A byte order mark where files were joined: the game behind it begins at the mark's line, for
# the reader as for the boundary finder (before, ranges counted the mark's bytes twice, and a
# tag line behind it after junk or inside an unclosed comment began a game in a range only).
add_test(NAME parallel_byte_range_bom_between_files
         COMMAND ${parallel_split} --points 3
                 ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/utf8-bom-files-joined-after-open-ends.pgn)
# Ranges cut by the file's size (the last one ends at it, then perhaps one from it) on text
# converted to UTF-8, whose offsets count the converted bytes: an offset at or past the file's
# size means the end of the input. Before, the Windows-1251 file's last games, which lie past its
# size in UTF-8 bytes, were in no range (and a range from the size read them, after 0:N had not).
add_test(NAME parallel_byte_range_cut_at_file_size
         COMMAND ${parallel_split} --points 3 --cut-at-size
                 ${PROJECT_SOURCE_DIR}/tests/tools/data/encoding/russian-games-cp1251.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/utf16le-bom.pgn
                 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-stats/small.pgn)
# Unicode spaces: a line of them inside a tag section is a blank line, to the reader and to the
# boundary finder alike (else the tag line after it began a range whose game the range before
# read too); a byte order mark glued to a result ends it.
# (Under the sanitizers 10 points: each tool run there costs five times its Release time.)
set(unicode_space_points 40)
if(CHESS_SANITIZERS)
    set(unicode_space_points 10)
endif()
add_test(NAME parallel_byte_range_unicode_spaces
         COMMAND ${parallel_split} --points ${unicode_space_points}
                 ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/unicode-spaces-between-tokens.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/utf8-bom-glued-to-result.pgn)
set_tests_properties(parallel_byte_range_corpus parallel_byte_range_bad_corpus_sample
                     parallel_byte_range_tags_begun_mid_line parallel_byte_range_bom_between_files
                     parallel_byte_range_unicode_spaces PROPERTIES LABELS "tools;parallel")
set_tests_properties(parallel_byte_range_bad_corpus PROPERTIES LABELS "tools;parallel;slow")

# -j beyond what any machine runs, or negative (which the option parser once took as 2^32 - 1):
# a usage error, not threads until the system refuses one and the process aborts.
foreach(tool pgn-validate pgn-convert pgn-fen pgn-stats)
    foreach(jobs -1 100000)
        add_test(NAME parallel_jobs_usage_${tool}_${jobs}
                 COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -P
                         ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake
                         $<TARGET_FILE:${tool}> -j ${jobs}
                         ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn)
        set_tests_properties(parallel_jobs_usage_${tool}_${jobs} PROPERTIES LABELS "tools;parallel")
    endforeach()
endforeach()

foreach(tool pgn-validate pgn-convert pgn-fen pgn-stats)
    add_test(NAME parallel_byte_range_usage_${tool}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=2 -P
                     ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake
                     $<TARGET_FILE:${tool}> --byte-range 10:5 ${parallel_data}/game_boundary_test.cpp)
    set_tests_properties(parallel_byte_range_usage_${tool} PROPERTIES LABELS "tools;parallel")
endforeach()

# -j N against -j 1, byte for byte, every output format, files, stdin and gzip'd stdin, with tiny
# chunks; and with chunks cut at any line start, which -j's verification must catch and repair.
# Each case runs once at -j 1 and once in each chunking, with the (jobs, chunk size) combinations
# taken in turn; the full bad corpus (label slow) runs every case with every combination.
set(parallel_jobs ${Python3_EXECUTABLE} ${parallel_data}/check_jobs.py --bin ${PROJECT_BINARY_DIR}/tools)
add_test(NAME parallel_jobs_corpus
         COMMAND ${parallel_jobs} --chunk-bytes 256,4096 --any-line-chunk-bytes 100,3000
                 ${parallel_games_checked})
add_test(NAME parallel_jobs_bad_corpus
         COMMAND ${parallel_jobs} --all-combinations --chunk-bytes 64 --any-line-chunk-bytes 16
                 ${parallel_bad})
add_test(NAME parallel_jobs_bad_corpus_sample
         COMMAND ${parallel_jobs} --chunk-bytes 64 --any-line-chunk-bytes 16 ${parallel_bad_sample})
set_tests_properties(parallel_jobs_corpus parallel_jobs_bad_corpus_sample
                     PROPERTIES LABELS "tools;parallel")
set_tests_properties(parallel_jobs_bad_corpus PROPERTIES LABELS "tools;parallel;slow")

# Chunks above 64 KiB start small and double (chunk_target): 64, 128 and 256 KiB chunks of the
# largest corpus files, every tool and format, against -j 1.
add_test(NAME parallel_jobs_first_chunks_grow
         COMMAND ${parallel_jobs} --chunk-bytes 262144
                 ${PROJECT_SOURCE_DIR}/corpus/games/debian/pgn-extract-eco.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/semicomm.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/tactics.pgn)
set_tests_properties(parallel_jobs_first_chunks_grow PROPERTIES LABELS "tools;parallel")

# A diagnostic every few bytes: workers pass their memory budget (record_budget.hpp), are cut
# short or abandoned, and the merger reads on itself until the next chunk start.
add_test(NAME parallel_jobs_record_budget
         COMMAND ${parallel_jobs} --chunk-bytes 256,1024,4096 --any-line-chunk-bytes 100
                 ${parallel_data}/stray-braces-every-game.pgn)
set_tests_properties(parallel_jobs_record_budget PROPERTIES LABELS "tools;parallel")

# The identity tests above would also pass if a tool ignored -j (pgn-validate once did, after a
# merge dropped its options): this one counts the worker threads.
add_test(NAME parallel_jobs_use_threads
         COMMAND ${Python3_EXECUTABLE} ${parallel_data}/check_threads.py
                 --bin ${PROJECT_BINARY_DIR}/tools
                 ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/GM_games.pgn)
set_tests_properties(parallel_jobs_use_threads PROPERTIES LABELS "tools;parallel")

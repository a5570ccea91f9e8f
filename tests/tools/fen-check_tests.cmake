if(NOT TARGET fen-check)
    return()
endif()

# Golden CLI cases for fen-check: arguments, standard input, expected stdout, stderr and exit
# code (tests/tools/data/fen-check/expected/<name>.stdout|.stderr; missing means empty). With
# -DFEN_CHECK_UPDATE=ON the cases rewrite their expected files instead: read every change.
set(fen_check_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/fen-check)
set(fen_check_scratch ${CMAKE_CURRENT_BINARY_DIR}/fen-check)
option(FEN_CHECK_UPDATE "Rewrite fen-check's expected outputs" OFF)

# fen_check_case(NAME EXIT [STDIN FILE] [WORKDIR DIR] -- ARGS...): FILE relative to the data
# directory, which is also the working directory unless WORKDIR says otherwise.
function(fen_check_case name exit_code)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "STDIN;WORKDIR" "")
    list(REMOVE_ITEM arg_UNPARSED_ARGUMENTS --)
    set(stdin "")
    if(arg_STDIN)
        set(stdin ${fen_check_data}/${arg_STDIN})
    endif()
    add_test(NAME fen_check_${name}
             COMMAND ${CMAKE_COMMAND} -DEXPECTED_DIR=${fen_check_data}/expected -DNAME=${name}
                     -DEXIT=${exit_code} -DSTDIN=${stdin} -DWORKDIR=${arg_WORKDIR}
                     -DUPDATE=${FEN_CHECK_UPDATE} -P ${fen_check_data}/run_case.cmake --
                     $<TARGET_FILE:fen-check> ${arg_UNPARSED_ARGUMENTS})
    set_tests_properties(fen_check_${name} PROPERTIES LABELS "tools;fen-check")
endfunction()

set(start "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
set(board "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")

fen_check_case(valid_position 0 ${start})
fen_check_case(empty_input 0)
# Every FEN syntax error code, each at its column.
fen_check_case(every_syntax_error 1
    "   "
    "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "rnbqkbnr/pppppppp/7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "${board}/8 w KQkq - 0 1"
    "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "rnbqk?nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "${board} x KQkq - 0 1"
    "${board} w KQxkq - 0 1"
    "${board} w KQkk - 0 1"
    "${board} w KQkq e9 0 1"
    "${board} w KQkq - -1 1"
    "${board} w KQkq - 0 x"
    "${board} w KQkq - 0 1 extra"
    "${board} w"
    "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "${board} w KQkq - 0 99999999999")
# Validation reports every problem of a position at once.
fen_check_case(every_setup_problem 1
    "8/8/8/8/8/8/8/8 w - - 0 1"
    "kK6/8/8/8/8/8/8/PPPPPPPP w KQkq e6 0 1"
    "kKK5/8/8/8/8/8/8/8 w - - 0 1"
    "k7/pppppppp/pppppppp/8/8/8/8/7K w - - 0 1"
    "k7/pppppppp/p7/8/8/8/8/7K w - - 0 1"
    "k7/pppppppp/qqq5/8/8/8/8/7K w - - 0 1"
    "4k3/8/3N1N2/8/8/8/8/4R1K1 b - - 0 1"
    "8/8/8/8/8/8/1k6/B3K3 b - - 0 1"
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 1")
fen_check_case(chess960_rights_must_mirror 1 --chess960
    "r1k1r3/8/8/8/8/8/8/1RK1R3 w EBea - 0 1" "1r1k1r2/8/8/8/8/8/8/RKR5 w ACbf - 0 1"
    "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1")
fen_check_case(chess960_needs_the_option 1
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
fen_check_case(chess960_shredder 0 --chess960 --shredder
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9" ${start})
fen_check_case(chess960_xfen 0 --chess960 --normalize
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1")
# Canonical form: castling order, en passant only when a capture is legal, counters filled in.
fen_check_case(normalize 0 --normalize
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b kqKQ e3"
    "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR   b KQkq e3 0 3"
    "8/8/8/8/8/8/8/K1k5"
    "${board} w KQkq - 0 0")
fen_check_case(xfen_from_shredder 0 --xfen --chess960 "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"
               "rk2r3/8/8/8/8/8/8/RK2R3 w EAea - 0 1")
fen_check_case(normalize_en_passant_always 0 --en-passant always
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b kqKQ e3")
fen_check_case(unquoted_fen 0 --normalize 8/8/8/8/8/8/8/K1k5 w - - 0 1 8/8/8/8/8/8/8/k1K5 b - -)
fen_check_case(file_positions 1 --normalize --file positions.fen)
fen_check_case(file_json 1 --format json --normalize -f positions.fen)
fen_check_case(epd_suite 1 --normalize -f suite.epd)
fen_check_case(byte_order_mark_and_crlf 0 --normalize -f windows.fen)
fen_check_case(stdin_by_default 1 STDIN positions.fen)
fen_check_case(stdin_dash_in_order 0 STDIN windows.fen -- --normalize "K7/8/8/8/8/8/8/7k w - - 0 1" -
               "k7/8/8/8/8/8/8/7K b - - 0 1")
fen_check_case(missing_file_reported_others_read 2 -f missing.fen -f windows.fen)
fen_check_case(truncated_gzip 2 --normalize -f truncated.fen.gz)
fen_check_case(file_name_given_as_fen 1 positions.fen)
fen_check_case(quiet 1 --quiet "${board} w KQkq - 0 x")
fen_check_case(xfen_and_shredder_exclusive 2 --xfen --shredder ${start})
fen_check_case(bad_format 2 --format xml ${start})
fen_check_case(bad_en_passant_style 2 --en-passant sometimes ${start})
fen_check_case(unknown_option 2 --strict ${start})
# The FEN fuzz corpora of python-chess, shakmaty and the Disservin chess library.
file(GLOB fuzz_files RELATIVE ${PROJECT_SOURCE_DIR}/corpus/fen
     ${PROJECT_SOURCE_DIR}/corpus/fen/*-fuzz-corpus/*)
list(SORT fuzz_files)
set(fuzz_args)
foreach(file IN LISTS fuzz_files)
    list(APPEND fuzz_args -f ${file})
endforeach()
fen_check_case(fuzz_corpora 1 WORKDIR ${PROJECT_SOURCE_DIR}/corpus/fen -- ${fuzz_args})

add_test(NAME fen_check_version COMMAND fen-check --version)
set_tests_properties(fen_check_version PROPERTIES LABELS "tools;fen-check"
                     PASS_REGULAR_EXPRESSION "^fen-check ${PROJECT_VERSION}\n$")
add_test(NAME fen_check_help COMMAND fen-check --help)
set_tests_properties(fen_check_help PROPERTIES LABELS "tools;fen-check"
                     PASS_REGULAR_EXPRESSION "Usage:.*Examples:.*--normalize")

# A line too long to be a position is reported, not read whole.
add_test(NAME fen_check_long_line_setup
         COMMAND ${CMAKE_COMMAND} -DOUT=${fen_check_scratch}/long-line.fen
                 -P ${fen_check_data}/make_long_line.cmake)
set_tests_properties(fen_check_long_line_setup PROPERTIES FIXTURES_SETUP fen_check_long_line
                     LABELS "tools;fen-check")
fen_check_case(long_line 1 WORKDIR ${fen_check_scratch} -- -f long-line.fen)
set_tests_properties(fen_check_long_line PROPERTIES FIXTURES_REQUIRED fen_check_long_line)

# Compressed input in every format, under a name that does not say so: the same report.
add_test(NAME fen_check_compressed_inputs
         COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:fen-check> -DDATA=${fen_check_data}
                 -DSCRATCH=${fen_check_scratch}/compressed
                 -P ${fen_check_data}/compressed_cases.cmake)
# -o FILE: written whole on success, left alone after an input error.
add_test(NAME fen_check_output_file
         COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:fen-check> -DDATA=${fen_check_data}
                 -DSCRATCH=${fen_check_scratch}/output -P ${fen_check_data}/output_cases.cmake)
# chess.js's verdicts on its FEN validation vectors, with fen-check's documented differences.
add_test(NAME fen_check_agrees_with_chessjs
         COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:fen-check>
                 -DTSV=${PROJECT_SOURCE_DIR}/corpus/fen/chessjs-validate-fen.tsv
                 -DSCRATCH=${fen_check_scratch}/chessjs -P ${fen_check_data}/chessjs_agreement.cmake)
set_tests_properties(fen_check_compressed_inputs fen_check_output_file fen_check_agrees_with_chessjs
                     PROPERTIES LABELS "tools;fen-check")

# docs/fen-check-codes.md: a row for every code fen-check can print (read from the source: the
# enums behind problem_codes.cpp and fen-check's code literals), and every example in it run
# and printing its code.
find_package(Python3 COMPONENTS Interpreter)
if(Python3_Interpreter_FOUND)
    add_test(NAME fen_check_docs
             COMMAND ${Python3_EXECUTABLE} ${fen_check_data}/check_docs.py
                     --fen-check $<TARGET_FILE:fen-check> --source-dir ${PROJECT_SOURCE_DIR}
                     --doc ${PROJECT_SOURCE_DIR}/docs/fen-check-codes.md)
    set_tests_properties(fen_check_docs PROPERTIES LABELS "tools;fen-check" SKIP_RETURN_CODE 77)
else()
    message(STATUS "fen-check docs test: no python3, not run")
endif()

if(NOT TARGET pgn-fen)
    return()
endif()

# pgn-fen: FENs after every ply checked against pgn-extract (an independent program, Debian
# package) and final FENs against python-chess (corpus/book-notation); golden outputs of every
# selector, filter and format (each line checked against the pgn-extract list, see
# data/pgn-fen/README.md); failures and exit codes; unit tests of the FEN writer, material
# signatures and the key set.
set(fen_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-fen)
set(fen_expected ${fen_data}/expected)
set(fen_case ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert/run_case.cmake)
set(fen_sample ../pgn-convert/sample.pgn)
set(fen_book ${PROJECT_SOURCE_DIR}/corpus/book-notation)

# fen_case(NAME [VAR=VALUE...] -- ARGS...): runs pgn-fen ARGS in the data directory.
function(fen_case name)
    set(defines)
    set(args)
    set(in_args FALSE)
    foreach(arg IN LISTS ARGN)
        if(in_args)
            list(APPEND args "${arg}")
        elseif(arg STREQUAL "--")
            set(in_args TRUE)
        else()
            list(APPEND defines "-D${arg}")
        endif()
    endforeach()
    add_test(NAME pgn_fen_${name}
             COMMAND ${CMAKE_COMMAND} ${defines} -P ${fen_case} -- $<TARGET_FILE:pgn-fen> ${args}
             WORKING_DIRECTORY ${fen_data})
    set_tests_properties(pgn_fen_${name} PROPERTIES LABELS "tools;pgn-fen")
endfunction()

# ---- positions checked against other programs
# pgn-extract --fencomments writes the en-passant square after every double push.
fen_case(every_ply_vs_pgn_extract_worldchamp1972
         EXPECTED_STDOUT=${fen_expected}/worldchamp1972.every.pgn-extract.fen
         -- --every --min-ply 1 --en-passant always -q
            ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/WorldChamp1972.pgn)
fen_case(every_ply_with_variations_vs_pgn_extract
         EXPECTED_STDOUT=${fen_expected}/sample.every-variations.pgn-extract.fen
         -- --every --variations --min-ply 1 --en-passant always -q ${fen_sample})
# Final positions of 150 games (Chess960, set-ups, promotions, en passant) in every book
# notation, against python-chess's FENs.
foreach(style expected-san lan-hyphen lan-endash lan-russian-cyrillic lan-russian-latin lan-german
              san-short-pawn-captures uci figurine)
    fen_case(final_vs_python_chess_${style} EXPECTED_STDOUT=${fen_expected}/book-final.fen
             "STDERR_REGEX=^pgn-fen: 150 games read, 150 positions written, 0 games failed\n$"
             -- ${fen_book}/${style}.pgn)
endforeach()

# ---- selectors
fen_case(final_is_default EXPECTED_STDOUT=${fen_expected}/sample.final.fen -- -q ${fen_sample})
fen_case(final EXPECTED_STDOUT=${fen_expected}/sample.final.fen -- -q --final ${fen_sample})
fen_case(every EXPECTED_STDOUT=${fen_expected}/sample.every.fen -- -q --every ${fen_sample})
fen_case(ply EXPECTED_STDOUT=${fen_expected}/sample.ply5.fen -- -q --ply 5 ${fen_sample})
fen_case(move EXPECTED_STDOUT=${fen_expected}/sample.move10b.fen -- -q --move 10b ${fen_sample})
fen_case(at_comment EXPECTED_STDOUT=${fen_expected}/sample.at-comment.fen
         -- -q --at-comment Morphy ${fen_sample})
fen_case(variations_final EXPECTED_STDOUT=${fen_expected}/sample.variations-final.fen
         -- -q --variations --final ${fen_sample})
fen_case(variations_every EXPECTED_STDOUT=${fen_expected}/sample.variations-every.fen
         -- -q --variations --every ${fen_sample})
# EPD ids are unique: a position inside a variation names the variation (before, the main line's
# and the variations' positions at one ply had the same id).
fen_case(variations_epd_ids EXPECTED_STDOUT=${fen_expected}/nested-variations.every.epd
         -- -q --format epd --variations --every ${fen_data}/nested-variations.pgn)
# A FEN tag replayed other than as written is said (W316: Chess960 rights in a game without
# [Variant "Chess960"] dropped), as the positions written lack them; before, silently.
fen_case(fen_tag_rights_dropped_are_reported
         "STDOUT_REGEX=^bnrbkrqn/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/BNRBKRQN w - - 0 2\n$"
         "STDERR_REGEX=warning\\[W316\\]: castling rights of the rooks on c1, f1, c8, f8"
         -- chess960-rights-without-variant.pgn)
fen_case(two_selectors EXPECTED_EXIT=2 "STDERR_REGEX=give only one of" -- --every --final ${fen_sample})
fen_case(shredder_and_xfen EXPECTED_EXIT=2
         "STDERR_REGEX=--shredder and --xfen exclude each other" -- --shredder --xfen ${fen_sample})
fen_case(negative_ply EXPECTED_EXIT=2 "STDERR_REGEX=--ply: -3 is not a ply" -- --ply -3 ${fen_sample})
fen_case(bad_move_selector EXPECTED_EXIT=2 "STDERR_REGEX=--move: '10x'" -- --move 10x ${fen_sample})

# ---- filters
fen_case(in_check EXPECTED_STDOUT=${fen_expected}/sample.in-check.fen
         -- -q --every --variations --in-check ${fen_sample})
fen_case(material EXPECTED_STDOUT=${fen_expected}/sample.material.fen
         -- -q --every --variations --material KRRBPPPPPPvKRRNPPPPP ${fen_sample})
fen_case(material_order EXPECTED_EXIT=2 "STDERR_REGEX=in the order K Q R B N P on each side: 'KRPvK'"
         -- --material KPRvK ${fen_sample})
fen_case(side_and_ply_range EXPECTED_STDOUT=${fen_expected}/sample.side-b-ply.fen
         -- -q --every --side b --min-ply 30 --max-ply 33 ${fen_sample})
fen_case(unique EXPECTED_STDOUT=${fen_expected}/transpose.unique.tsv
         -- -q --every --unique --format tsv transpose.pgn)
# One position, once with an en-passant square whose capture is illegal (the pawn is pinned
# along the rank): the same position by FIDE 9.2.3, and the same FEN; it came out twice.
fen_case(unique_en_passant_illegal EXPECTED_STDOUT=${fen_expected}/pinned-en-passant.unique.fen
         -- -q --every --unique pinned-en-passant.pgn)
fen_case(unique_en_passant_illegal_jobs EXPECTED_STDOUT=${fen_expected}/pinned-en-passant.unique.fen
         -- -q -j 2 --chunk-bytes 16 --every --unique pinned-en-passant.pgn)

# ---- formats and FEN styles
fen_case(epd EXPECTED_STDOUT=${fen_expected}/sample.epd
         -- -q --every --max-ply 2 --format epd ${fen_sample})
fen_case(tsv EXPECTED_STDOUT=${fen_expected}/sample.tsv
         -- -q --every --max-ply 1 --format tsv --tags White,Black,Result,ECO ${fen_sample})
fen_case(tsv_variations EXPECTED_STDOUT=${fen_expected}/sample.variations.tsv
         -- -q --variations --every --format tsv --min-ply 7 --max-ply 8 ${fen_sample})
fen_case(json EXPECTED_STDOUT=${fen_expected}/sample.json
         -- -q --ply 1 --format json --tags White,Event ${fen_sample})
# With --variations, TSV and JSON name each position's variation as the EPD id does
# (nested-variations.every.epd, row for row): the sibling variations 1 and 3, both at depth 1,
# stay apart (before, the depth was all that told the lines apart).
fen_case(variations_tsv_line_ids EXPECTED_STDOUT=${fen_expected}/nested-variations.every.tsv
         -- -q --format tsv --variations --every ${fen_data}/nested-variations.pgn)
fen_case(variations_json_line_ids EXPECTED_STDOUT=${fen_expected}/nested-variations.every.json
         -- -q --format json --variations --every ${fen_data}/nested-variations.pgn)
fen_case(several_files_tsv "STDOUT_REGEX=^file\tgame\tply\tsan\tuci\tfen\n[^\n]*transpose.pgn\t1\t0\t"
         -- -q --every --format tsv transpose.pgn ${fen_sample})
set(chess960 ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/chess960wch06.pgn)
fen_case(shredder EXPECTED_STDOUT=${fen_expected}/chess960.start.shredder.fen
         -- -q --every --max-ply 0 --shredder ${chess960})
fen_case(xfen EXPECTED_STDOUT=${fen_expected}/chess960.start.xfen.fen
         -- -q --every --max-ply 0 --xfen ${chess960})

# ---- failures
fen_case(illegal_move_positions_before_it EXPECTED_EXIT=1
         EXPECTED_STDOUT=${fen_expected}/illegal.every.tsv
         EXPECTED_STDERR=${fen_expected}/illegal.every.err
         -- --every --format tsv ../pgn-convert/illegal.pgn)
# A game that fails only for a warning's reason still gets an error, at its first unchecked
# move (a variation with moves before any move of its line, W211, with --variations) or as W315
# raised to an error (an unsupported variant): with -q (errors only) exit 1 went unexplained.
fen_case(failure_explained_when_quiet EXPECTED_EXIT=1
         EXPECTED_STDOUT=${fen_expected}/unchecked-moves.quiet.tsv
         EXPECTED_STDERR=${fen_expected}/unchecked-moves.quiet.err
         -- -q --variations --every --format tsv ../pgn-convert/unchecked-moves.pgn)
# The file that opens is read all the same (with the file column: two files were named).
fen_case(unreadable_file EXPECTED_EXIT=2 "STDOUT_REGEX=\ntranspose.pgn\t3\t5\td4\td2d4\t[^\n]*\n$"
         "STDERR_REGEX=pgn-fen: no-such-file.pgn: No such file or directory"
         -- -q --every --unique --format tsv no-such-file.pgn transpose.pgn)
# ---- which diagnostics are printed: pgn-validate's --disable and --enable (codes and groups);
# what is not printed still counts for the exit code (the error in game 2, E201, or the reader's
# E114 in reader-diagnostics.pgn).
set(fen_illegal_summary "^pgn-fen: 3 games read, 13 positions written, 1 game failed\n$")
set(fen_reader_summary "pgn-fen: 1 game read, 5 positions written, 0 games failed\n$")
fen_case(disable_all_prints_the_summary_only EXPECTED_EXIT=1
         EXPECTED_STDOUT=${fen_expected}/illegal.every.tsv "STDERR_REGEX=${fen_illegal_summary}"
         -- --every --format tsv --disable all ../pgn-convert/illegal.pgn)
fen_case(disable_all_jobs EXPECTED_EXIT=1
         EXPECTED_STDOUT=${fen_expected}/illegal.every.tsv "STDERR_REGEX=${fen_illegal_summary}"
         -- -j 2 --chunk-bytes 64 --every --format tsv --disable all ../pgn-convert/illegal.pgn)
fen_case(disable_code_by_number EXPECTED_EXIT=1
         EXPECTED_STDOUT=${fen_expected}/illegal.every.tsv "STDERR_REGEX=${fen_illegal_summary}"
         -- --every --format tsv --disable 201 ../pgn-convert/illegal.pgn)
fen_case(disable_reader_error_still_exit_1 EXPECTED_EXIT=1 "STDERR_REGEX=^${fen_reader_summary}"
         -- --every --disable all reader-diagnostics.pgn)
fen_case(disable_warnings_and_notes EXPECTED_EXIT=1
         "STDERR_REGEX=^reader-diagnostics.pgn:10:10: error\\[E114\\][^\n]*\n${fen_reader_summary}"
         -- --every --disable warnings,notes reader-diagnostics.pgn)
fen_case(enable_after_disable EXPECTED_EXIT=1
         "STDERR_REGEX=^reader-diagnostics.pgn:6:1: warning\\[W110\\][^\n]*\n${fen_reader_summary}"
         -- --every --disable all --enable W110 reader-diagnostics.pgn)
fen_case(disable_unknown_code EXPECTED_EXIT=2
         "STDERR_REGEX=pgn-fen: unknown diagnostic code 'E999'" -- --disable E999 ${fen_sample})

# ---- the reader's limits (tools/common/reader_limits, as in pgn-validate): deep-variations.pgn's
# game 3 nests variations three deep. At --max-variation-depth 2 the deepest one is skipped
# with E111 (its two positions are not written) by every reader the run makes: -j 1's, the
# workers' of -j 2 (chunks of 64 bytes: each game read by a worker) and --byte-range's (the
# games beginning at bytes 200 to 399: games 3 and 4).
set(fen_deep_summary "pgn-fen: 5 games read, 28 positions written, 0 games failed\n$")
set(fen_e111 "deep-variations.pgn:29:21: error\\[E111\\]: variations nested deeper than 2")
fen_case(max_variation_depth_default "STDERR_REGEX=^${fen_deep_summary}"
         -- --every --variations deep-variations.pgn)
foreach(jobs 1 2)
    fen_case(max_variation_depth_jobs_${jobs} EXPECTED_EXIT=1
             "STDERR_REGEX=^${fen_e111}[^\n]*\\(game 3\\)\n.*pgn-fen: 5 games read, 26 positions"
             -- -j ${jobs} --chunk-bytes 64 --every --variations --max-variation-depth 2
                deep-variations.pgn)
endforeach()
fen_case(max_variation_depth_byte_range EXPECTED_EXIT=1
         "STDERR_REGEX=^${fen_e111}[^\n]*\\(game 1 counted from byte 242\\)\n.*pgn-fen: 2 games read"
         -- --byte-range 200:400 --every --variations --max-variation-depth 2
            deep-variations.pgn)
foreach(bad 0 -5)
    fen_case(max_tag_bytes_${bad} EXPECTED_EXIT=2
             "STDERR_REGEX=pgn-fen: --max-tag-bytes: ${bad} is not between 1 and 2147483648"
             -- --max-tag-bytes ${bad} deep-variations.pgn)
endforeach()
# Run directly: after `cmake -P script`, cmake takes --help as its own option.
add_test(NAME pgn_fen_help_lists_reader_limits COMMAND pgn-fen --help)
set_tests_properties(pgn_fen_help_lists_reader_limits PROPERTIES LABELS "tools;pgn-fen"
    PASS_REGULAR_EXPRESSION "--max-token-bytes N.*--max-tag-bytes N.*--max-comment-bytes N.*--max-variation-depth N")

fen_case(version "STDOUT_REGEX=^pgn-fen [0-9]+\\.[0-9]+" -- --version)
fen_case(help "STDOUT_REGEX=Examples:.*--every --format tsv" -- --help)
fen_case(stdin STDIN=${fen_data}/transpose.pgn EXPECTED_STDOUT=${fen_expected}/transpose.unique.tsv
         -- -q --every --unique --format tsv)

# ---- unit tests of the tool's parts (fmt is found in tools/, a sibling directory)
find_package(fmt REQUIRED)
add_executable(pgn_fen_unit_tests ${fen_data}/unit/fen_text_test.cpp
                                  ${PROJECT_SOURCE_DIR}/tools/pgn-fen/fen_text.cpp
                                  ${PROJECT_SOURCE_DIR}/tools/pgn-fen/material.cpp
                                  ${PROJECT_SOURCE_DIR}/tools/pgn-fen/key_set.cpp)
target_include_directories(pgn_fen_unit_tests PRIVATE ${PROJECT_SOURCE_DIR}/tools/pgn-fen)
target_compile_definitions(pgn_fen_unit_tests PRIVATE
                           CHESS_CORPUS_DIR="${PROJECT_SOURCE_DIR}/corpus")
target_link_libraries(pgn_fen_unit_tests PRIVATE chess::notation fmt::fmt GTest::gtest_main
                                                 chess_warnings chess_tuning)
chess_gtest(pgn_fen_unit_tests "tools;pgn-fen")

# A tag named twice is one column (JSON members must be unique).
fen_case(repeated_tag_is_one_column EXPECTED_STDOUT=${fen_expected}/sample.tsv
         -- -q --every --max-ply 1 --format tsv --tags White,Black,Result,White,ECO,Black
         ${fen_sample})
# Blanks around a tag name are dropped (" Black" was a column of its own, always empty); a name
# the reader cannot read as a tag name is a usage error.
fen_case(tags_blanks_around_names EXPECTED_STDOUT=${fen_expected}/sample.tsv
         -- -q --every --max-ply 1 --format tsv "--tags= White , Black,Result , ECO,"
         ${fen_sample})
fen_case(tags_not_a_tag_name EXPECTED_EXIT=2
         "STDERR_REGEX=pgn-fen: --tags: 'White Elo' is not a tag name"
         -- -q --format tsv "--tags=White,White Elo" ${fen_sample})

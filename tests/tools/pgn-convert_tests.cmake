if(NOT TARGET pgn-convert)
    return()
endif()

# pgn-convert: golden outputs for every notation and letter set, round trips, --fix,
# failures with their exact diagnostics and exit codes, --moves, and the counting invariant
# over the corpora. Expected files were checked independently: LAN/UCI move for move against
# pgn-extract (Debian package) -Wlalg/-Wuci; the book-notation styles against python-chess's
# expected-san.pgn; diagnostics' lines, columns and plies by hand (see data/pgn-convert/README.md).
set(convert_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert)
set(convert_expected ${convert_data}/expected)
set(convert_case ${convert_data}/run_case.cmake)
set(book ${PROJECT_SOURCE_DIR}/corpus/book-notation)

# convert_case(NAME [VAR=VALUE...] -- ARGS...): runs pgn-convert ARGS in the data directory
# (a '!' in ARGS pipes into a further command; name the program with $<TARGET_FILE:...>).
function(convert_case name)
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
    add_test(NAME pgn_convert_${name}
             COMMAND ${CMAKE_COMMAND} ${defines} -P ${convert_case} -- $<TARGET_FILE:pgn-convert>
                     ${args}
             WORKING_DIRECTORY ${convert_data})
    set_tests_properties(pgn_convert_${name} PROPERTIES LABELS "tools;pgn-convert")
endfunction()

set(convert $<TARGET_FILE:pgn-convert>)

# ---- every notation and letter set, from one sample (variations, comments, NAGs, set-up
# positions with Black to move, castling both ways, en passant, promotions and underpromotion)
convert_case(to_san_default EXPECTED_STDOUT=${convert_expected}/sample.san.pgn -- sample.pgn)
foreach(style lan lan-compact uci fan)
    convert_case(to_${style} EXPECTED_STDOUT=${convert_expected}/sample.${style}.pgn
                 -- --to ${style} sample.pgn)
endforeach()
convert_case(to_lan_ru EXPECTED_STDOUT=${convert_expected}/sample.lan-ru.pgn
             -- --to lan --letters ru sample.pgn)
convert_case(to_lan_ru_latin EXPECTED_STDOUT=${convert_expected}/sample.lan-ru-latin.pgn
             -- --to lan --letters ru-latin sample.pgn)
foreach(letters de fr es it nl)
    convert_case(to_san_${letters} EXPECTED_STDOUT=${convert_expected}/sample.san-${letters}.pgn
                 -- --letters ${letters} sample.pgn)
endforeach()

# ---- round trips: --to X --letters Y, read back (letters detected), gives the SAN again
foreach(to san lan lan-compact uci)
    foreach(letters en ru ru-latin de fr es it nl fan)
        convert_case(round_trip_${to}_${letters}
                     EXPECTED_STDOUT=${convert_expected}/sample.san.pgn
                     -- --to ${to} --letters ${letters} sample.pgn ! ${convert} --to san)
    endforeach()
endforeach()
convert_case(round_trip_book_lan_san COMPARE=words EXPECTED_STDOUT=${book}/expected-san.pgn
             -- --to lan ${book}/expected-san.pgn ! ${convert} --to lan ! ${convert} --to san)
# --from-letters names the set instead of detecting it.
convert_case(from_letters_de EXPECTED_STDOUT=${convert_expected}/sample.san.pgn
             -- --letters de sample.pgn ! ${convert} --from-letters de)

# ---- book notations (long algebraic with hyphens or en dashes, Russian in Cyrillic and Latin
# letters with ':' captures and 'x' mates, German, UCI, figurines) to SAN: move for move as
# python-chess exported the same games (layout aside: it breaks lines elsewhere).
foreach(style lan-hyphen lan-endash lan-russian-cyrillic lan-russian-latin lan-german uci
              figurine)
    convert_case(book_${style}_to_san COMPARE=words EXPECTED_STDOUT=${book}/expected-san.pgn
                 "STDERR_REGEX=150 games read, 150 written, 0 failed"
                 -- ${book}/${style}.pgn)
endforeach()
convert_case(book_short_pawn_captures "STDERR_REGEX=150 games read, 150 written, 0 failed"
             -- ${book}/san-short-pawn-captures.pgn)

# ---- --fix: result from the board / token, missing roster tags, non-canonical SAN; a note
# for each change. Without --fix the moves are canonical all the same, tags stay as read.
convert_case(fix EXPECTED_STDOUT=${convert_expected}/fixable.fix.pgn
             EXPECTED_STDERR=${convert_expected}/fixable.fix.err -- --fix fixable.pgn)
convert_case(no_fix EXPECTED_STDOUT=${convert_expected}/fixable.pgn
             "STDERR_REGEX=^pgn-convert: 3 games read, 3 written, 0 failed\n$" -- fixable.pgn)

# ---- failures: the game is not written (or written as read), the others go on, exit 1
convert_case(illegal_move EXPECTED_EXIT=1 EXPECTED_STDOUT=${convert_expected}/illegal.pgn
             EXPECTED_STDERR=${convert_expected}/illegal.err -- illegal.pgn)
convert_case(illegal_move_keep_failed EXPECTED_EXIT=1
             EXPECTED_STDOUT=${convert_expected}/illegal.keep.pgn
             EXPECTED_STDERR=${convert_expected}/illegal.keep.err -- --keep-failed illegal.pgn)
# A game that fails only for a reason reported as a warning (a variation with moves before any
# move of its line, W211; an unsupported variant, W315) still gets an error, at its first
# unchecked move: with -q (errors only) it printed nothing before, and exit 1 went unexplained.
# The empty variation "()" fails nothing and stays a warning.
convert_case(failure_explained_when_quiet EXPECTED_EXIT=1
             EXPECTED_STDOUT=${convert_expected}/unchecked-moves.quiet.pgn
             EXPECTED_STDERR=${convert_expected}/unchecked-moves.quiet.err -- -q unchecked-moves.pgn)
# With no failed game, the summary says nothing of --keep-failed: before, "0 failed (written as
# read)", as if a game had been.
convert_case(keep_failed_nothing_failed
             "STDERR_REGEX=^pgn-convert: 3 games read, 3 written, 0 failed\n$"
             -- --keep-failed fixable.pgn)

# ---- which diagnostics are printed: pgn-validate's --disable and --enable; what is not printed
# still counts for the exit code
convert_case(disable_all_still_exit_1 EXPECTED_EXIT=1 EXPECTED_STDOUT=${convert_expected}/illegal.pgn
             "STDERR_REGEX=^pgn-convert: 3 games read, 2 written, 1 failed\n$"
             -- --disable all illegal.pgn)
convert_case(disable_all_jobs EXPECTED_EXIT=1 EXPECTED_STDOUT=${convert_expected}/illegal.pgn
             "STDERR_REGEX=^pgn-convert: 3 games read, 2 written, 1 failed\n$"
             -- -j 2 --chunk-bytes 64 --disable all illegal.pgn)
# No termination marker (W115): the one the Result tag says, also in a national form ("1:0").
# Before, "*", which contradicts the tag (E301). --fix reads such a tag too (before: "*", "no
# result is known") and writes it in the standard form.
convert_case(result_from_the_tag
             "STDOUT_REGEX=Nf3 Nc6 1/2-1/2\n.*\\[Result \"1:0\"\\].*1\\. e4 e5 1-0\n"
             -- result-tag-only.pgn)
convert_case(fix_national_result_tag
             "STDOUT_REGEX=\\[Result \"1-0\"\\].*1\\. e4 e5 1-0\n"
             "STDERR_REGEX=Result tag \"1:0\" changed to \"1-0\" \\(from the Result tag\\)"
             -- --fix result-tag-only.pgn)
convert_case(fix_enable_one_code EXPECTED_STDOUT=${convert_expected}/fixable.fix.pgn
             "STDERR_REGEX=^fixable.pgn:22:1: note\\[E301\\][^\n]*\npgn-convert: 3 games read, 3 written, 0 failed, 11 fixes\n$"
             -- --fix --disable all --enable E301 fixable.pgn)
convert_case(disable_unknown_code EXPECTED_EXIT=2
             "STDERR_REGEX=pgn-convert: unknown diagnostic code 'E999'" -- --disable E999 illegal.pgn)
convert_case(unreadable_file_goes_on EXPECTED_EXIT=2
             EXPECTED_STDOUT=${convert_expected}/fixable.pgn
             "STDERR_REGEX=pgn-convert: no-such-file.pgn: No such file or directory\n"
             -- no-such-file.pgn fixable.pgn)
convert_case(unknown_notation EXPECTED_EXIT=2 "STDERR_REGEX=unknown notation 'xyz'"
             -- --to xyz sample.pgn)
convert_case(unknown_letters EXPECTED_EXIT=2 "STDERR_REGEX=unknown letter set 'xx'"
             -- --letters xx sample.pgn)
convert_case(version "STDOUT_REGEX=^pgn-convert [0-9]+\\.[0-9]+" -- --version)
convert_case(help "STDOUT_REGEX=Examples:.*--moves 'e2-e4 e7-e5 Ng1-f3'" -- --help)
convert_case(stdin STDIN=${convert_data}/sample.pgn
             EXPECTED_STDOUT=${convert_expected}/sample.lan.pgn -- --to lan -)
convert_case(output_file OUTPUT_FILE=${CMAKE_CURRENT_BINARY_DIR}/pgn-convert-out.pgn
             EXPECTED_STDOUT=${convert_expected}/sample.uci.pgn
             -- --to uci -o ${CMAKE_CURRENT_BINARY_DIR}/pgn-convert-out.pgn sample.pgn)

# Two files joined without a line end, the second with a byte order mark glued to the first
# one's result: both games are written (before, the first failed: '1-0' and the mark were one
# token, no result and no move).
convert_case(bom_glued_to_result
             "STDOUT_REGEX=4\\. Qxf7# 1-0\n\n\\[Event \"B\"\\]\n.*\n1\\. d4 \\*\n"
             "STDERR_REGEX=^pgn-convert: 2 games read, 2 written, 0 failed\n$"
             -- ${PROJECT_SOURCE_DIR}/corpus/bad/pgn/utf8-bom-glued-to-result.pgn)

# ---- --moves
convert_case(moves_lan "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3\n$" -- --moves "e2-e4 e7-e5 Ng1-f3")
convert_case(moves_to_lan "STDOUT_REGEX=^1\\. e2-e4 e7-e5 2\\. Ng1-f3 Nb8-c6 3\\. Bf1-b5 a7-a6 4\\. Bb5xc6 d7xc6 5\\. O-O\n$"
             -- --to lan --moves "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. O-O")
# Check and mate as words apart from the move, as older books print them.
convert_case(moves_check_words "STDOUT_REGEX=^1\\. e4 f5 2\\. Qh5\\+ g6 3\\. Qxg6\\+ hxg6\n$"
             -- --moves "e4 f5 Qh5 ch g6 Qxg6 check hxg6")
convert_case(moves_mate_word "STDOUT_REGEX=^1\\. e4 e5 2\\. Bc4 Nc6 3\\. Qh5 Nf6 4\\. Qxf7#\n$"
             -- --moves "e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7 mate")
# English descriptive notation: Morphy's Opera game as English books printed it.
convert_case(moves_descriptive
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 d6 3\\. d4 Bg4 4\\. dxe5 Bxf3 5\\. Qxf3 dxe5 6\\. Bc4 Nf6 7\\. Qb3 Qe7 8\\. Nc3 c6 9\\. Bg5 b5 10\\. Nxb5 cxb5 11\\. Bxb5\\+ Nbd7 12\\. O-O-O Rd8 13\\. Rxd7 Rxd7 14\\. Rd1 Qe6 15\\. Bxd7\\+ Nxd7 16\\. Qb8\\+ Nxb8 17\\. Rd8#\n$"
             -- --moves "1. P-K4 P-K4 2. N-KB3 P-Q3 3. P-Q4 B-N5 4. PxP BxN 5. QxB PxP 6. B-QB4 N-KB3 7. Q-QN3 Q-K2 8. N-B3 P-B3 9. B-KN5 P-N4 10. NxP PxN 11. BxNPch QN-Q2 12. O-O-O R-Q1 13. RxN RxR 14. R-Q1 Q-K3 15. BxRch NxB 16. Q-N8ch NxQ 17. R-Q8 mate")
# Anderssen - Kieseritzky, London 1851 (the Immortal game), as English books printed it: pawn
# files (P-KB4, P-QN4), the pawn taken named by its file (BxNP), checks and mate as words.
convert_case(moves_descriptive_immortal
             "STDOUT_REGEX=^1\\. e4 e5 2\\. f4 exf4 3\\. Bc4 Qh4\\+ 4\\. Kf1 b5 5\\. Bxb5 Nf6 6\\. Nf3 Qh6 7\\. d3 Nh5 8\\. Nh4 Qg5 9\\. Nf5 c6 10\\. g4 Nf6 11\\. Rg1 cxb5 12\\. h4 Qg6 13\\. h5 Qg5 14\\. Qf3 Ng8 15\\. Bxf4 Qf6 16\\. Nc3 Bc5 17\\. Nd5 Qxb2 18\\. Bd6 Bxg1 19\\. e5 Qxa1\\+ 20\\. Ke2 Na6 21\\. Nxg7\\+ Kd8 22\\. Qf6\\+ Nxf6 23\\. Be7#\n$"
             -- --moves "1. P-K4 P-K4 2. P-KB4 PxP 3. B-B4 Q-R5ch 4. K-B1 P-QN4 5. BxNP N-KB3 6. N-KB3 Q-R3 7. P-Q3 N-R4 8. N-R4 Q-N4 9. N-B5 P-QB3 10. P-KN4 N-B3 11. R-N1 PxB 12. P-KR4 Q-N3 13. P-R5 Q-N4 14. Q-B3 N-N1 15. BxP Q-B3 16. N-B3 B-B4 17. N-Q5 QxP 18. B-Q6 BxR 19. P-K5 QxRch 20. K-K2 N-QR3 21. NxPch K-Q1 22. Q-B6ch NxQ 23. B-K7 mate")
# The Opera game as typeset books print it: em dashes, "Kt", the multiplication sign for
# captures and "Castles (QR)" with its side apart. Before, the first move failed (E203).
convert_case(moves_descriptive_typeset
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 d6 3\\. d4 Bg4 4\\. dxe5 Bxf3 5\\. Qxf3 dxe5 6\\. Bc4 Nf6 7\\. Qb3 Qe7 8\\. Nc3 c6 9\\. Bg5 b5 10\\. Nxb5 cxb5 11\\. Bxb5\\+ Nbd7 12\\. O-O-O Rd8 13\\. Rxd7 Rxd7 14\\. Rd1 Qe6 15\\. Bxd7\\+ Nxd7 16\\. Qb8\\+ Nxb8 17\\. Rd8#\n$"
             -- --moves "1. P—K4 P—K4 2. Kt—KB3 P—Q3 3. P—Q4 B—Kt5 4. P×P B×Kt 5. Q×B P×P 6. B—QB4 Kt—KB3 7. Q—QKt3 Q—K2 8. Kt—B3 P—B3 9. B—KKt5 P—Kt4 10. Kt×P P×Kt 11. B×KtP ch QKt—Q2 12. Castles (QR) R—Q1 13. R×Kt R×R 14. R—Q1 Q—K3 15. B×R ch Kt×B 16. Q—Kt8 ch Kt×Q 17. R—Q8 mate")
# The Opera game in running text, as plain-text books set it: a comma or full stop behind each
# move, also behind captures with blanks around the 'x' ("P x P,", "Q x B,"), check words
# ("B x KtP ch,") and "Castles QR,". Before, "P x P." and "ch," failed (E203).
convert_case(moves_descriptive_running_text
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 d6 3\\. d4 Bg4 4\\. dxe5 Bxf3 5\\. Qxf3 dxe5 6\\. Bc4 Nf6 7\\. Qb3 Qe7 8\\. Nc3 c6 9\\. Bg5 b5 10\\. Nxb5 cxb5 11\\. Bxb5\\+ Nbd7 12\\. O-O-O Rd8 13\\. Rxd7 Rxd7 14\\. Rd1 Qe6 15\\. Bxd7\\+ Nxd7 16\\. Qb8\\+ Nxb8 17\\. Rd8#\n$"
             -- --moves "1. P-K4, P-K4. 2. Kt-KB3, P-Q3. 3. P-Q4, B-Kt5. 4. P x P, B x Kt. 5. Q x B, P x P. 6. B-QB4, Kt-KB3. 7. Q-QKt3, Q-K2. 8. Kt-B3, P-B3. 9. B-KKt5, P-Kt4. 10. Kt x P, P x Kt. 11. B x KtP ch, QKt-Q2. 12. Castles QR, R-Q1. 13. R x Kt, R x R. 14. R-Q1, Q-K3. 15. B x R ch, Kt x B. 16. Q-Kt8 ch, Kt x Q. 17. R-Q8 mate.")
# Pawns that take a piece and promote, the promotion set apart as books print it, with blanks
# inside its parentheses too, and a comma behind a check word. Before, the promotions opened
# variations of one letter (E203).
convert_case(moves_descriptive_capture_promotions
             "STDOUT_REGEX=^1\\. exd8=Q g1=Q\\+ 2\\. Kd2 Qg2\\+ 3\\. Kc3 Rfxd8 4\\. bxa8=Q \\*\n$"
             -- --fen "r2n1r1k/1P2P3/8/8/8/8/6p1/4K3 w - - 0 1"
                --moves "1. PxKt (Q) P-Kt8 ( Q ) ch, 2. K-Q2 Q-Kt7 ch. 3. K-QB3 KRxQ 4. P x R (Q) *")
# Castling in letters without dashes ("OO", "OOO"), as some old texts and text recognition
# give it: N230's style, as "00" is. Before, malformed castling (E203).
convert_case(moves_castling_without_dashes
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bc4 Bc5 4\\. O-O d6 5\\. d3 Bg4 6\\. Nc3 Qd7 7\\. Be3 O-O-O\n$"
             -- --moves "e4 e5 Nf3 Nc6 Bc4 Bc5 OO d6 d3 Bg4 Nc3 Qd7 Be3 OOO")
# Scholar's mate as a book leaves it: "QxP" fits three captures, and "mate" tells which.
# Before, E202 (ambiguous).
convert_case(moves_descriptive_mate_decides
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Bc4 Nc6 3\\. Qh5 Nf6 4\\. Qxf7#\n$"
             -- --moves "1 P-K4 P-K4 2 B-B4 N-QB3 3 Q-R5 N-B3 4 QxP mate")
# A German score saved as Latin-1 (Windows-1252): the en dash (0x96) and the multiplication sign
# (0xD7) inside the moves are read as Latin-1, as in tags (W101). Before, E203 'L\u00D7c6'.
convert_case(latin_1_symbols_in_moves
             "STDOUT_REGEX=White \"Müller\".*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bb5 a6 4\\. Bxc6 dxc6 \\*"
             "STDERR_REGEX=W101.*1 game read, 1 written, 0 failed"
             -- --enable all ${convert_data}/latin-1-moves.pgn)
convert_case(moves_russian "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bb5 a6 4\\. Bxc6 dxc6 5\\. O-O\n$"
             -- --moves "e2-e4 e7-e5 Кg1-f3 Кb8-c6 Сf1-b5 a7-a6 Сb5:c6 d7:c6 0-0")
convert_case(moves_from_fen "STDOUT_REGEX=^12\\.\\.\\. e5 13\\. Nf3\n$"
             -- --fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12"
                --moves "e7-e5 Ng1-f3")
convert_case(moves_stdin STDIN=${convert_data}/moves.txt
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 {a Russian book} 2\\.\\.\\. Nc6 3\\. Bb5 a6 1/2-1/2\n1\\. d4 d5 2\\. c4 dxc4 \\*\n$"
             -- --moves -)
# Unicode spaces between the moves, as a list copied from a web page has them (no-break spaces
# after the numbers, a thin space, a zero width space glued to a move): before, the list failed
# with E203 at its first move ("unknown piece letter at byte 1").
convert_case(moves_unicode_spaces STDIN=${convert_data}/moves-unicode-spaces.txt
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bb5 a6\n$" -- --moves -)
convert_case(moves_illegal EXPECTED_EXIT=1 "STDOUT_REGEX=^$"
             "STDERR_REGEX=^<moves>:1:13: error\\[E201\\]: illegal move: the knight on g1 cannot reach f4 'Ng1-f4' \\(game 1, ply 3\\)\n"
             -- --moves "e2-e4 e7-e5 Ng1-f4")
# The numbers of a list are checked (W213, an error here: the list is not printed, as the
# numbers say it was read wrongly); a FEN without the fullmove number, as a book's diagram gives
# it, takes the list's first number.
set(rook_ending "4r1k1/5ppp/8/8/8/8/5PPP/4R1K1")
convert_case(moves_number_of_the_wrong_side EXPECTED_EXIT=1 STDOUT_NOT_REGEX=.
             "STDERR_REGEX=^<moves>:1:1: error\\[W213\\]: move number 25\\. where Black's move 25 is next \\(25\\.\\.\\.\\)"
             -- --fen "${rook_ending} b - - 0 25" --moves "25. Re7 Rxe7")
# Options for the games of files are refused with --moves rather than ignored.
convert_case(moves_refuse_fix EXPECTED_EXIT=2 STDOUT_NOT_REGEX=.
             "STDERR_REGEX=^pgn-convert: --fix works on the games of files, not on --moves"
             -- --moves "1. e4 e5" --fix)
convert_case(moves_refuse_keep_failed EXPECTED_EXIT=2 STDOUT_NOT_REGEX=.
             "STDERR_REGEX=^pgn-convert: --keep-failed works on the games of files, not on --moves"
             -- --moves "1. e4 e5 2. Nf4" --keep-failed)
convert_case(moves_skipped_move EXPECTED_EXIT=1 STDOUT_NOT_REGEX=.
             "STDERR_REGEX=^<moves>:1:17: error\\[W213\\]: move number 3\\. where Black's move 2 is next"
             -- --moves "1. e4 e5 2. Nf3 3. Nc6")
convert_case(moves_numbered_as_the_book "STDOUT_REGEX=^25\\. Re7 Rxe7\n$"
             -- --fen "${rook_ending} w - -" --moves "25. Re7 Rxe7")
convert_case(moves_numbered_as_the_fen "STDOUT_REGEX=^1\\. Re7 Rxe7\n$"
             -- --fen "${rook_ending} w - - 0 1" --moves "25. Re7 Rxe7")
# A list that opens with a move in national letters, a figurine, an explicit pawn or a book pawn
# capture by files: before, the reader took the first token for text outside any game and the
# list vanished (no output, exit 0).
convert_case(moves_opening_in_national_letters "STDOUT_REGEX=^1\\. Nf3 d5 2\\. c4\n$"
             -- --moves "Кg1-f3 d7-d5 c2-c4")
convert_case(moves_opening_in_german_letters "STDOUT_REGEX=^1\\. Nf3 d5 2\\. c4\n$"
             -- --moves "Sf3 d5 c4")
convert_case(moves_opening_with_a_figurine "STDOUT_REGEX=^1\\. Nf3 d5 2\\. c4\n$"
             -- --moves "♘f3 d5 c4")
convert_case(moves_opening_with_a_pawn_letter "STDOUT_REGEX=^1\\. e4 e5\n$" -- --moves "Pe2-e4 e7-e5")
convert_case(moves_opening_with_a_capture_by_files "STDOUT_REGEX=^1\\.\\.\\. exd1=Q\\+\n$"
             -- --fen "3k4/8/8/8/8/8/4p3/3RK3 b - - 0 1" --moves "ed1=Q+")
# Every token of a list is a move: text that is none fails the list (before, a list that
# opened with it was skipped as text outside any game: no output, exit 0), and a list may open
# with a pawn capture by files or with Black's move after dots.
convert_case(moves_text_that_is_no_move EXPECTED_EXIT=1 "STDOUT_REGEX=^$"
             "STDERR_REGEX=^<moves>:1:1: error\\[E203\\]: not a move in the en letter set: unknown piece letter at byte 1 'Xy3'"
             -- --moves "Xy3 e4 e5")
# Words between the moves are a comment (W134), up to two moves in a row: an unnumbered list
# goes on there. One move alone among the words is an idea, part of them.
convert_case(moves_with_words_between "STDOUT_REGEX=^1\\. e4 e5 {and then} 2\\. Nf3 Nc6 {with the idea Bb5 and d4} 3\\. Bb5\n$"
             "STDERR_REGEX=^$"
             -- --moves "e4 e5 and then Nf3 Nc6 with the idea Bb5 and d4 3. Bb5")
set(after_d5 "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
convert_case(moves_opening_with_a_short_pawn_capture "STDOUT_REGEX=^2\\. exd5 Qxd5 3\\. Nc3\n$"
             -- --fen ${after_d5} --moves "ed Qxd5 Nc3")
convert_case(moves_opening_with_a_colon_capture "STDOUT_REGEX=^2\\. exd5 Qxd5\n$"
             -- --fen ${after_d5} --moves "e:d5 Ф:d5")
set(after_e4 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
convert_case(moves_opening_after_dots "STDOUT_REGEX=^1\\.\\.\\. e5 2\\. Nf3\n$"
             -- --fen ${after_e4} --moves "...e5 2.Nf3")
convert_case(moves_opening_after_an_ellipsis "STDOUT_REGEX=^1\\.\\.\\. e5 2\\. Nf3\n$"
             -- --fen ${after_e4} --moves "… e5 2.Nf3")
convert_case(moves_bad_fen EXPECTED_EXIT=2 "STDERR_REGEX=--fen: " -- --fen "8/8/9" --moves "e4")
# Chess960 lists. A --fen whose castling rights only Chess960 has (the g-file rooks of GAga, the
# king on the e-file) is a Chess960 start, as perft reads it; before, the rights were dropped
# in silence and the castling failed (E204). --chess960 makes any list Chess960 (UCI castling
# as king takes rook), and goes with --moves only.
set(chess960_king_on_e "rnbqknrb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNRB w GAga - 0 1")
convert_case(moves_chess960_from_its_fen "STDOUT_REGEX=^1\\. Ng3 Ng6 2\\. O-O\n$"
             -- --fen ${chess960_king_on_e} --moves "f1g3 f8g6 e1g1")
convert_case(moves_chess960_from_its_xfen "STDOUT_REGEX=^1\\. f1g3 f8g6 2\\. e1g1\n$"
             -- --fen "rnbqknrb/pppppppp/8/8/8/8/PPPPPPPP/RNBQKNRB w KQkq - 0 1"
                --moves "Ng3 Ng6 O-O" --to uci)
convert_case(moves_chess960_option "STDOUT_REGEX=^1\\. e2e4 e7e5 2\\. g1f3 g8f6 3\\. f1c4 f8c5 4\\. e1h1\n$"
             -- --chess960 --moves "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O" --to uci)
convert_case(moves_standard_castling_in_uci "STDOUT_REGEX=^1\\. e2e4 e7e5 2\\. g1f3 g8f6 3\\. f1c4 f8c5 4\\. e1g1\n$"
             -- --moves "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O" --to uci)
convert_case(chess960_option_without_moves EXPECTED_EXIT=2 STDOUT_NOT_REGEX=.
             "STDERR_REGEX=^pgn-convert: --chess960 goes with --moves"
             -- --chess960 ${convert_data}/moves.txt)
# Comments, NAGs and variations are kept on the list's line as the PGN writer writes them (NAGs
# as $n, Black's move numbered after a comment or variation), the moves of variations converted
# and checked like the main line (before: all of them silently dropped, exit 0).
convert_case(moves_keep_a_comment "STDOUT_REGEX=^1\\. e4 e5 {the usual} 2\\. Nf3\n$"
             -- --moves "e2-e4 e7-e5 {the usual} Ng1-f3")
convert_case(moves_comment_before_blacks_move
             "STDOUT_REGEX=^1\\. e4 {best by test} 1\\.\\.\\. e5 2\\. Nf3\n$"
             -- --moves "1. e4 {best by test} e5 2. Nf3")
convert_case(moves_keep_nags "STDOUT_REGEX=^1\\. e4 \\$5 e5 \\$4 2\\. Qh5 \\$18 Nc6 \\$1\n$"
             -- --moves "1. e4!? e5?? 2. Qh5 $18 Nc6 $1")
convert_case(moves_keep_a_variation "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 \\(2\\. Bc4 Nf6\\) 2\\.\\.\\. Nc6\n$"
             -- --moves "e2-e4 e7-e5 Ng1-f3 (Bf1-c4 Ng8-f6) Nb8-c6")
convert_case(moves_keep_a_nested_variation
             "STDOUT_REGEX=^1\\. e4 e5 2\\. Nf3 Nc6 \\(2\\.\\.\\. d6 3\\. d4 \\(3\\. Bc4 Be7\\) 3\\.\\.\\. exd4\\) 3\\. Bb5\n$"
             -- --moves "1. e4 e5 2. Nf3 Nc6 (2... d6 3. d4 (3. Bc4 Be7) exd4) 3. Bb5")
convert_case(moves_to_lan_with_annotations
             "STDOUT_REGEX=^1\\. e2-e4 {best by test} 1\\.\\.\\. e7-e5 2\\. Ng1-f3 \\$5 Nb8-c6 \\$1 \\(2\\.\\.\\. d7-d6\\) 3\\. Bf1-b5 a7-a6\n$"
             -- --to lan --moves "1. e4 {best by test} e5 2. Nf3!? Nc6 $1 (2... d6) 3. Bb5 a6")
# A comment before the first move is the list's, also when the book's numbering is taken; one
# after a result starts the next line (before: both dropped by the reader as outside any game).
convert_case(moves_leading_comment "STDOUT_REGEX=^{Diagram 12} 25\\. Re7 Rxe7 1-0\n{White won}\n$"
             -- --fen "${rook_ending} w - -" --moves "{Diagram 12} 25. Re7 Rxe7 1-0 {White won}")
# A variation's moves are checked like the main line's: one that cannot be checked fails the list,
# as it fails a game in a PGN file (before: the variation was skipped, the list printed, exit 0).
convert_case(moves_illegal_in_a_variation EXPECTED_EXIT=1 "STDOUT_REGEX=^$"
             "STDERR_REGEX=^<moves>:1:33: error\\[E201\\]: illegal move: no bishop can reach f7 'Bxf7' \\(game 1, ply 5\\)\n.*1 move list read, 0 written, 1 failed"
             -- --moves "1. e4 e5 2. Nf3 Nc6 (2... d6 3. Bxf7) 3. Bb5")
# The list after a failed one starts a clean line.
convert_case(moves_after_a_failed_list EXPECTED_EXIT=1 "STDOUT_REGEX=^1\\. d4 d5\n$"
             -- --moves "e4 {c} e5 (d5) Ke3 1-0 d4 d5")
convert_case(moves_variation_before_any_move EXPECTED_EXIT=1 "STDOUT_REGEX=^$"
             "STDERR_REGEX=^<moves>:1:1: error\\[W211\\]: a variation with no move to branch from"
             -- --moves "(1. d4) 1. e4 e5")

# ---- games read = games written + games failed, over every corpus file
add_test(NAME pgn_convert_count_invariant
         COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:pgn-convert> -P
                 ${convert_data}/count_invariant.cmake ${PROJECT_SOURCE_DIR}/corpus/games
                 ${PROJECT_SOURCE_DIR}/corpus/book-notation ${PROJECT_SOURCE_DIR}/../shared/corpus/games
                 ${PROJECT_SOURCE_DIR}/../shared/corpus/pgn)
set_tests_properties(pgn_convert_count_invariant PROPERTIES LABELS "tools;pgn-convert")

# ---- to every kind of notation and back gives the direct SAN conversion, over the corpora
# Under the sanitizers (five times slower, and this test runs alone) the files up to 100 KB,
# each through two of the six styles in turn: the largest files are long runs of the same kind of
# game, and the styles' code is the same for every file; the Release build checks everything.
set(round_trip_limit)
if(CHESS_SANITIZERS)
    set(round_trip_limit -DMAX_BYTES=100000 -DSTYLES_PER_FILE=2)
endif()
add_test(NAME pgn_convert_round_trip_corpus
         COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:pgn-convert> ${round_trip_limit} -P
                 ${convert_data}/round_trip_corpus.cmake ${PROJECT_SOURCE_DIR}/corpus/games
                 ${PROJECT_SOURCE_DIR}/../shared/corpus/pgn)
set_tests_properties(pgn_convert_round_trip_corpus PROPERTIES LABELS "tools;pgn-convert")

# ---- written in each letter set and read back with the set detected: no game fails (before,
# 966 of the corpus' 3,437 games failed in French, 417 in Dutch, 496 in Spanish and Italian)
file(GLOB_RECURSE detect_games CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/corpus/games/*.pgn)
foreach(letters ru ru-latin de fr es it nl)
    add_test(NAME pgn_convert_detect_round_trip_${letters}
             COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:pgn-convert> -DLETTERS=${letters} -P
                     ${convert_data}/detect_round_trip.cmake ${detect_games})
    set_tests_properties(pgn_convert_detect_round_trip_${letters}
                         PROPERTIES LABELS "tools;pgn-convert")
endforeach()

# Russian in Cyrillic letters with Latin look-alikes mixed in (OCR, a Latin keyboard: "Cf1-b5",
# "Kc6-b8", "Kpg1-h1", "KPg8-h7", one in a variation): read as the Cyrillic they look like and
# written in real Cyrillic letters, exactly as the all-Cyrillic score converts (before: E203, not
# written). Not read so: a game illegal in that reading (the error it got before), an English
# endgame of king moves, "Kpe2" without a Cyrillic letter in its game.
convert_case(lookalikes_to_lan_ru EXPECTED_STDOUT=${convert_expected}/russian-lookalikes.lan-ru.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- --to lan --letters ru russian-lookalikes.pgn)
convert_case(lookalikes_to_san EXPECTED_STDOUT=${convert_expected}/russian-lookalikes.san.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- russian-lookalikes.pgn)
convert_case(lookalikes_not_read EXPECTED_EXIT=1
             EXPECTED_STDOUT=${convert_expected}/lookalikes-not-read.pgn
             EXPECTED_STDERR=${convert_expected}/lookalikes-not-read.err -- lookalikes-not-read.pgn)

# Scores typed on a Russian keyboard: Cyrillic а, с, е for the file letters a, c, e ("е2-е4",
# "Кb8-с6", "Rае1", "еxd4"), read as the Latin letters (N215; before: E203). The Russian score
# is russian-lookalikes.pgn's game in Cyrillic letters, so it converts to the same bytes; the
# English one has Latin piece letters and a Bashkir һ for h too.
convert_case(cyrillic_squares_to_lan_ru
             EXPECTED_STDOUT=${convert_expected}/russian-lookalikes.lan-ru.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- --to lan --letters ru russian-cyrillic-squares.pgn)
convert_case(cyrillic_squares_to_san EXPECTED_STDOUT=${convert_expected}/russian-lookalikes.san.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- russian-cyrillic-squares.pgn)
convert_case(cyrillic_squares_in_english
             EXPECTED_STDOUT=${convert_expected}/english-cyrillic-squares.san.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- english-cyrillic-squares.pgn)
# The marks typed on a Russian keyboard too: х and Х for the capture mark ("ехf6", "СХf6"),
# О for castling's O ("О-О"), "е.р." for the en-passant note, and "сd4", no bishop's move there,
# for the pawn capture cxd4 (N215; before: E201 at 6... сd4, "no bishop can reach d4", and no
# output). It converts to the bytes pgn-convert writes for the same game typed in English SAN.
convert_case(russian_keyboard_to_san EXPECTED_STDOUT=${convert_expected}/russian-keyboard.san.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- russian-keyboard.pgn)

# A score typed without blanks between the moves ("1.e4e5 2.Nf3d6 ... 12.O-O-ORd8"): each glued
# token is read as its two moves (W216; before: E201 at "e4e5", and the game was not written),
# and the game in English letters, not Hungarian ("Bg5b5" read whole is a rook's move).
convert_case(glued_moves_to_san EXPECTED_STDOUT=${convert_expected}/glued-moves.san.pgn
             "STDERR_REGEX=^pgn-convert: 1 game read, 1 written, 0 failed\n$"
             -- glued-moves.pgn)

# Forms of old books and Informator: descriptive notation with a full stop behind every piece and
# square ("Kt-K.B.3.", "Q.Kt.-B.3", "B.-Q.Kt.5 ch.", "K.P.xP."), glyphs glued behind an
# en-passant note ("PxP e.p.!,"), a "\u2206" at the end of a line with its idea on the next
# (before: E203 at 1. P-K.4., and 12... Nf1 read as a move) and notes in words in parentheses,
# one of them wrapped onto the next line: comments (N132; before, E203 at "the", the game lost).
# The output reads back to itself.
convert_case(old_book_forms_to_san EXPECTED_STDOUT=${convert_expected}/old-book-forms.san.pgn
             "STDERR_REGEX=:9:9: note\\[N131\\].*pgn-convert: 2 games read, 2 written, 0 failed\n$"
             -- old-book-forms.pgn)
convert_case(old_book_forms_round_trip
             EXPECTED_STDOUT=${convert_expected}/old-book-forms.san.pgn
             -- old-book-forms.pgn ! ${convert})

# Notes in words that the reader read as variations before, so that the game failed at their
# first word (E203) and was not written: notes that begin with a capital ("(Better is 2.
# P-K.B.4.)"), words in square brackets inside a line ("[and White stands well]"), Russian notes
# that begin with a short word ("(с угрозой ...)",
# "(на f3 ...)") (N132); the dotted capture "P.x.P" of old books; and clock commands
# without their braces, written back in braces (N133). Each game is written, and the output
# reads back to itself.
convert_case(book_notes_to_san EXPECTED_STDOUT=${convert_expected}/book-notes.san.pgn
             "STDERR_REGEX=N132.*N132.*N133.*pgn-convert: 3 games read, 3 written, 0 failed\n$"
             -- book-notes.pgn)
convert_case(book_notes_round_trip EXPECTED_STDOUT=${convert_expected}/book-notes.san.pgn
             -- book-notes.pgn ! ${convert})

# Windows-1251 (Russian text from Windows programs), told from its content: tags and moves read
# as the Cyrillic they are (before: tags as Latin-1 mojibake, moves E203).
convert_case(windows_1251_input
             "STDOUT_REGEX=\\[Event \"Чемпионат СССР\"\\].*\\[White \"Смыслов\"\\].*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bc4 Bc5 4\\. O-O \\*"
             "STDERR_REGEX=russian-cp1251.pgn: Windows-1251 text \\(not UTF-8, Cyrillic letters\\), converted to UTF-8"
             -- russian-cp1251.pgn)

# --encoding, named or auto. The inputs are generated (data/encoding/late_input.cmake): 1,000
# ASCII games (over 64 KiB), then a Russian game in Windows-1251 (which auto finds at its first
# byte above 0x7F) or a Latin-1 game whose "Ã©" is also valid UTF-8 (which only a name can say).
set(encoding_script ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/encoding/late_input.cmake)
set(late_1251 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert/russian-cp1251.pgn)
set(late_latin_1 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/encoding/latin-1.pgn)

# encoding_case(NAME TOOL TAIL ARGS [VAR=VALUE...]): TOOL ARGS on the generated input.
function(encoding_case name tool tail args)
    if(NOT TARGET ${tool})
        return()
    endif()
    set(defines)
    foreach(define IN LISTS ARGN)
        list(APPEND defines "-D${define}")
    endforeach()
    add_test(NAME encoding_${name}
             COMMAND ${CMAKE_COMMAND} -DPROGRAM=$<TARGET_FILE:${tool}> "-DARGS=${args}"
                     -DTAIL=${tail} -DWORK_DIR=${CMAKE_CURRENT_BINARY_DIR}/encoding_${name}
                     ${defines} -P ${encoding_script})
    set_tests_properties(encoding_${name} PROPERTIES LABELS "tools;${tool}")
endfunction()

set(named_1251 "STDERR_REGEX=late\\.pgn: Windows-1251 text \\(--encoding\\), converted to UTF-8")
set(stdin_1251 "STDERR_REGEX=<stdin>: Windows-1251 text \\(--encoding\\), converted to UTF-8")
set(no_e203 "STDERR_NOT_REGEX=E203|W101")
set(late_found "STDERR_REGEX=late\\.pgn: Windows-1251 text from byte [0-9]+ on \\(not UTF-8, Cyrillic letters\\), converted to UTF-8")
# -j 2 with small chunks, so that the Russian game is read by a worker, not the first chunk.
foreach(jobs 1 2)
    set(split "-j ${jobs} --chunk-bytes 4096")
    encoding_case(convert_1251_j${jobs} pgn-convert ${late_1251}
                  "--encoding windows-1251 ${split}" ${named_1251} ${no_e203}
                  "STDOUT_REGEX=\\[White \"Смыслов\"\\].*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bc4 Bc5 4\\. O-O \\*")
    encoding_case(convert_cp1251_stdin_gzip_j${jobs} pgn-convert ${late_1251}
                  "--encoding CP1251 ${split}" INPUT=gzip ${stdin_1251} ${no_e203}
                  "STDERR_REGEX=1001 games read, 1001 written, 0 failed")
    encoding_case(validate_1251_j${jobs} pgn-validate ${late_1251}
                  "--encoding windows-1251 ${split}" ${named_1251} "STDOUT_NOT_REGEX=E203|W101")
    encoding_case(validate_1251_stdin_j${jobs} pgn-validate ${late_1251}
                  "--encoding cp1251 ${split}" INPUT=stdin ${stdin_1251}
                  "STDOUT_NOT_REGEX=E203|W101")
    encoding_case(fen_1251_j${jobs} pgn-fen ${late_1251} "--encoding cp1251 ${split}"
                  ${named_1251} ${no_e203})
    encoding_case(stats_1251_j${jobs} pgn-stats ${late_1251} "--encoding cp1251 ${split}"
                  ${named_1251} "STDOUT_REGEX=Games: +1001")
    # Without --encoding, auto finds Windows-1251 at the Russian game's first byte above 0x7F
    # (before: only the first 64 KiB were looked at, and its moves failed as E203 'Êg1-f3').
    # Said once the input is done with (before the summary), so that stderr is the same at -j 1
    # and -j 2.
    encoding_case(convert_1251_auto_j${jobs} pgn-convert ${late_1251} "${split}"
                  "${late_found}.*1001 games read, 1001 written, 0 failed" ${no_e203}
                  "STDOUT_REGEX=\\[White \"Смыслов\"\\].*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bc4 Bc5 4\\. O-O \\*")
    encoding_case(convert_1251_auto_stdin_gzip_j${jobs} pgn-convert ${late_1251} "${split}"
                  INPUT=gzip ${no_e203}
                  "STDERR_REGEX=<stdin>: Windows-1251 text from byte [0-9]+ on.*1001 games read, 1001 written, 0 failed")
    encoding_case(validate_1251_auto_j${jobs} pgn-validate ${late_1251} "${split}" ${late_found}
                  "STDOUT_NOT_REGEX=E203|W101")
    encoding_case(fen_1251_auto_j${jobs} pgn-fen ${late_1251} "${split}" ${late_found} ${no_e203})
    encoding_case(stats_1251_auto_j${jobs} pgn-stats ${late_1251} "${split}" ${late_found}
                  ${no_e203} "STDOUT_REGEX=Games: +1001")
    # --in-place cannot write Windows-1251 back: found late, the file is still left as it was.
    encoding_case(convert_1251_auto_in_place_j${jobs} pgn-convert ${late_1251}
                  "--in-place ${split}" EXPECTED_EXIT=1 UNCHANGED=1
                  "${late_found}.*late\\.pgn: left unchanged: it is compressed or not in UTF-8")
endforeach()
encoding_case(convert_1251_byte_range pgn-convert ${late_1251}
              "--encoding windows-1251 --byte-range 4096:" ${named_1251} ${no_e203}
              "STDOUT_REGEX=\\[White \"Смыслов\"\\]")

# Latin-1 named: "Ã©" stays two letters (auto reads the valid UTF-8 pair as "é"), "é" alone is
# read without W101.
foreach(jobs 1 2)
    encoding_case(convert_latin_1_j${jobs} pgn-convert ${late_latin_1}
                  "--encoding Latin-1 -j ${jobs} --chunk-bytes 4096 --enable all"
                  "STDOUT_REGEX=\\[White \"MÃ©ller\"\\]\n\\[Black \"Léon\"\\]"
                  "STDERR_REGEX=late\\.pgn: Latin-1 text \\(--encoding\\), converted to UTF-8"
                  "STDERR_NOT_REGEX=W101")
endforeach()
encoding_case(convert_latin_1_auto pgn-convert ${late_latin_1} "-j 1 --enable all"
              "STDOUT_REGEX=\\[White \"Méller\"\\]\n\\[Black \"Léon\"\\]")
encoding_case(convert_utf8_named pgn-convert ${late_latin_1} "--encoding utf8"
              "STDOUT_REGEX=\\[White \"Méller\"\\]" "STDERR_NOT_REGEX=text \\(")

# Short files (tools/data/encoding/short-*.pgn): Windows-1251 whose only Cyrillic is a player's
# name, or an event and a comment, is read as such (before, fewer than 16 bytes of Cyrillic words
# were too few to go on: "Êàðïîâ, Àíàòîëèé" with W101); Latin-1 names and words ("Ståhlberg",
# "José Raúl", "élève à Zürich", "MÜLLER", "Øst-Hansen") stay Latin-1. The verdict comes before
# the text is cut, so -j and --byte-range read it alike. Stderr that begins with the summary
# has no encoding notice before it.
set(short_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/encoding)
set(short_run_case ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert/run_case.cmake)
set(short_found "Windows-1251 text \\(not UTF-8, Cyrillic letters\\), converted to UTF-8")
# short_encoding_case(NAME TOOL DEFINES VAR=VALUE... ARGS ARG...): run_case.cmake's checks.
function(short_encoding_case name tool)
    cmake_parse_arguments(PARSE_ARGV 2 case "" "" "DEFINES;ARGS")
    if(NOT TARGET ${tool})
        return()
    endif()
    set(defines)
    foreach(define IN LISTS case_DEFINES)
        list(APPEND defines "-D${define}")
    endforeach()
    add_test(NAME encoding_short_${name}
             COMMAND ${CMAKE_COMMAND} ${defines} -P ${short_run_case} --
                     $<TARGET_FILE:${tool}> ${case_ARGS})
    set_tests_properties(encoding_short_${name} PROPERTIES LABELS "tools;${tool}")
endfunction()
foreach(jobs 1 2)
    foreach(shape name event)
        short_encoding_case(validate_1251_${shape}_j${jobs} pgn-validate
                            DEFINES "STDERR_REGEX=^[^\n]*short-${shape}-cp1251\\.pgn: ${short_found}"
                                    "STDOUT_NOT_REGEX=W101"
                            ARGS -j ${jobs} ${short_data}/short-${shape}-cp1251.pgn)
    endforeach()
    short_encoding_case(convert_1251_name_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*short-name-cp1251\\.pgn: ${short_found}"
                                "STDOUT_REGEX=\\[White \"Карпов, Анатолий\"\\]"
                        ARGS -j ${jobs} ${short_data}/short-name-cp1251.pgn)
    short_encoding_case(convert_1251_event_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*short-event-cp1251\\.pgn: ${short_found}"
                                "STDOUT_REGEX=\\[Event \"Москва\"\\].*1\\. e4 {Лучше d4} 1\\.\\.\\. e5 1-0"
                        ARGS -j ${jobs} ${short_data}/short-event-cp1251.pgn)
    short_encoding_case(validate_latin_1_j${jobs} pgn-validate
                        DEFINES "STDERR_REGEX=^pgn-validate: 1 file, 2 games"
                                "STDOUT_REGEX=W101.*Ståhlberg, Gideon"
                        ARGS -j ${jobs} ${short_data}/short-latin-1.pgn)
    short_encoding_case(convert_latin_1_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*W101"
                                "STDOUT_REGEX=\\[White \"Ståhlberg, Gideon\"\\]\n\\[Black \"Capablanca, José Raúl\"\\].*{élève à Zürich}.*\\[White \"MÜLLER, Hübner\"\\]\n\\[Black \"Øst-Hansen, Nuñez\"\\]"
                        ARGS -j ${jobs} ${short_data}/short-latin-1.pgn)
endforeach()
# Names of three letters or fewer and abbreviations in capitals (short-names-cp1251.pgn:
# [WhiteTeam "СССР"], [White "Ли, Ким"]) are Windows-1251 too (before: Latin-1, "ÑÑÑÐ" with
# W101); Latin-1 names as short ("Öst, Åke", "Ørn, Ågård", "ÅIK") stay Latin-1.
foreach(jobs 1 2)
    short_encoding_case(validate_1251_short_names_j${jobs} pgn-validate
                        DEFINES "STDERR_REGEX=^[^\n]*short-names-cp1251\\.pgn: ${short_found}"
                                "STDOUT_NOT_REGEX=W101"
                        ARGS -j ${jobs} ${short_data}/short-names-cp1251.pgn)
    short_encoding_case(convert_1251_short_names_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*short-names-cp1251\\.pgn: ${short_found}"
                                "STDOUT_REGEX=\\[WhiteTeam \"СССР\"\\].*\\[White \"Ли, Ким\"\\]"
                        ARGS -j ${jobs} ${short_data}/short-names-cp1251.pgn)
    short_encoding_case(convert_latin_1_short_names_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*W101"
                                "STDOUT_REGEX=\\[White \"Öst, Åke\"\\]\n\\[Black \"Ørn, Ågård\"\\].*\\[WhiteTeam \"ÅIK\"\\]"
                        ARGS -j ${jobs} ${short_data}/short-names-latin-1.pgn)
endforeach()
# The second game only (from byte 184): its Cyrillic is read so by the verdict of the first's.
short_encoding_case(convert_1251_short_names_byte_range pgn-convert
                    DEFINES "STDERR_REGEX=^[^\n]*short-names-cp1251\\.pgn: ${short_found}"
                            "STDOUT_REGEX=^\\[Event \"Match\"\\].*\\[White \"Ли, Ким\"\\]"
                    ARGS --byte-range 184: ${short_data}/short-names-cp1251.pgn)
# The second game only (it starts at byte 139), whose comment is its only Cyrillic: the verdict
# is the input's, from its first byte above 0x7F, in the first game's Event.
short_encoding_case(convert_1251_byte_range pgn-convert
                    DEFINES "STDERR_REGEX=^[^\n]*short-event-cp1251\\.pgn: ${short_found}"
                            "STDOUT_REGEX=^\\[Event \"Match\"\\].*1\\. e4 {Лучше d4} 1\\.\\.\\. e5 1-0"
                    ARGS --byte-range 139: ${short_data}/short-event-cp1251.pgn)

# KOI8-R (russian-koi8-r.pgn: names, places and comments): before, taken for Windows-1251 and
# read as "лБТРПЧ, бОБФПМЙК"; now told and read for what it is, alone, after 64 KiB of ASCII
# games, named, at -j 1 and 2 and from a --byte-range (the second game starts at byte 247).
# Greek (Windows-1253, ISO-8859-7), before also taken for Windows-1251, then read as Latin-1
# (W101), is now told for what it is, by its Ά (0xA2 in Windows-1253, 0xB6 in ISO-8859-7).
set(koi8_r ${short_data}/russian-koi8-r.pgn)
set(koi8_r_found "KOI8-R text \\(not UTF-8, Cyrillic letters\\), converted to UTF-8")
set(koi8_r_games "\\[White \"Карпов, Анатолий\"\\].*{Белые начинают и выигрывают\\..*\\[Event \"Мемориал Алехина\"\\]")
foreach(jobs 1 2)
    short_encoding_case(validate_koi8_r_j${jobs} pgn-validate
                        DEFINES "STDERR_REGEX=^[^\n]*russian-koi8-r\\.pgn: ${koi8_r_found}"
                                "STDOUT_NOT_REGEX=W101"
                        ARGS -j ${jobs} ${koi8_r})
    short_encoding_case(convert_koi8_r_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*russian-koi8-r\\.pgn: ${koi8_r_found}"
                                "STDOUT_REGEX=${koi8_r_games}"
                        ARGS -j ${jobs} --chunk-bytes 256 ${koi8_r})
    encoding_case(convert_koi8_r_late_j${jobs} pgn-convert ${koi8_r} "-j ${jobs} --chunk-bytes 4096"
                  "STDERR_REGEX=late\\.pgn: KOI8-R text from byte [0-9]+ on \\(not UTF-8, Cyrillic letters\\), converted to UTF-8.*1002 games read, 1002 written, 0 failed"
                  "STDOUT_REGEX=${koi8_r_games}")
    encoding_case(convert_koi8_r_named_j${jobs} pgn-convert ${koi8_r}
                  "--encoding KOI8-R -j ${jobs} --chunk-bytes 4096"
                  "STDERR_REGEX=late\\.pgn: KOI8-R text \\(--encoding\\), converted to UTF-8"
                  "STDOUT_REGEX=${koi8_r_games}")
    foreach(greek windows-1253 iso-8859-7)
        set(greek_name ISO-8859-7)
        if(greek STREQUAL "windows-1253")
            set(greek_name Windows-1253)
        endif()
        short_encoding_case(convert_greek_${greek}_j${jobs} pgn-convert
                            DEFINES "STDERR_REGEX=^[^\n]*greek-${greek}\\.pgn: ${greek_name} text \\(not UTF-8, Greek letters\\), converted to UTF-8"
                                    "STDERR_NOT_REGEX=W101|Windows-1251|KOI8-R"
                                    "STDOUT_REGEX=\\[Site \"Άγιος Νικόλαος\"\\]\n[^\n]*\n[^\n]*\n\\[White \"Παπαδόπουλος, Γιώργος\"\\].*{Τα λευκά παίζουν"
                            ARGS -j ${jobs} ${short_data}/greek-${greek}.pgn)
        # Named, read as Greek: "Άγιος Νικόλαος" has its Ά where each code page puts it.
        short_encoding_case(convert_greek_${greek}_named_j${jobs} pgn-convert
                            DEFINES "STDERR_REGEX=^[^\n]*greek-${greek}\\.pgn: [^\n]* text \\(--encoding\\), converted to UTF-8"
                                    "STDERR_NOT_REGEX=W101"
                                    "STDOUT_REGEX=\\[Site \"Άγιος Νικόλαος\"\\]\n[^\n]*\n[^\n]*\n\\[White \"Παπαδόπουλος, Γιώργος\"\\].*{Τα λευκά παίζουν"
                            ARGS -j ${jobs} --encoding ${greek} ${short_data}/greek-${greek}.pgn)
    endforeach()
endforeach()
# An event in small letters (small-event-koi8-r.pgn: [Event "чемпионат"] in KOI8-R), which reads
# in capitals in Windows-1251: before, the capital rule took that ("ЮЕНРЙПОБФ") without a doubt;
# now told by its letters, with the doubt of one word said.
short_encoding_case(convert_koi8_r_small_event pgn-convert
                    DEFINES "STDERR_REGEX=^[^\n]*small-event-koi8-r\\.pgn: KOI8-R text \\(not UTF-8, Cyrillic letters; too few letters to tell Windows-1251 from KOI8-R, taken as the likelier; --encoding windows-1251 if it is that\\), converted to UTF-8"
                            "STDOUT_REGEX=\\[Event \"чемпионат\"\\]"
                    ARGS ${short_data}/small-event-koi8-r.pgn)
# One Greek name in capitals (greek-capitals-windows-1253.pgn: [White "ΠΑΠΑΔΟΠΟΥΛΟΣ"]), which
# reads as Cyrillic capitals too: before, taken for Windows-1251 ("РБРБДПРПХЛПУ") without a
# doubt; now Greek, the likelier, with the doubt said.
short_encoding_case(convert_greek_capitals pgn-convert
                    DEFINES "STDERR_REGEX=^[^\n]*greek-capitals-windows-1253\\.pgn: Windows-1253 text \\(not UTF-8, Greek letters; too few letters to tell Greek from Cyrillic, taken as the likelier; --encoding windows-1251 or koi8-r if it is Cyrillic\\), converted to UTF-8"
                            "STDOUT_REGEX=\\[White \"ΠΑΠΑΔΟΠΟΥΛΟΣ\"\\]"
                    ARGS ${short_data}/greek-capitals-windows-1253.pgn)
# Ukrainian in KOI8-U (ukrainian-koi8-u.pgn): before, its і ї є ґ were KOI8-R's box drawing and
# the file was read as Latin-1 (W101); now told by them, or named.
set(koi8_u ${short_data}/ukrainian-koi8-u.pgn)
set(koi8_u_game "\\[Site \"Київ\"\\].*\\[White \"Іванчук, Василь\"\\]\n\\[Black \"Ґрабовський, Євген\"\\].*{Білі починають і виграють\\.")
foreach(jobs 1 2)
    short_encoding_case(convert_koi8_u_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*ukrainian-koi8-u\\.pgn: KOI8-U text \\(not UTF-8, Cyrillic letters\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101" "STDOUT_REGEX=${koi8_u_game}"
                        ARGS -j ${jobs} ${koi8_u})
    short_encoding_case(convert_koi8_u_named_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*ukrainian-koi8-u\\.pgn: KOI8-U text \\(--encoding\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101" "STDOUT_REGEX=${koi8_u_game}"
                        ARGS -j ${jobs} --encoding koi8-u ${koi8_u})
endforeach()
short_encoding_case(convert_koi8_r_byte_range pgn-convert
                    DEFINES "STDERR_REGEX=^[^\n]*russian-koi8-r\\.pgn: ${koi8_r_found}"
                            "STDOUT_REGEX=^\\[Event \"Мемориал Алехина\"\\].*{Лучше было сыграть слоном"
                    ARGS --byte-range 247: ${koi8_r})

# fen-check reads FEN lines; the option is there for its comments and EPD operations.
if(TARGET fen-check)
    add_test(NAME encoding_fen_check_latin_1
             COMMAND ${CMAKE_COMMAND} -DEXPECTED=0 -P ${CMAKE_CURRENT_SOURCE_DIR}/tools/expect_exit.cmake
                     $<TARGET_FILE:fen-check> --encoding latin-1 -q
                     "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    set_tests_properties(encoding_fen_check_latin_1 PROPERTIES LABELS "tools;fen-check")
endif()

# Usage errors: exit 2, saying why.
set(run_case ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert/run_case.cmake)
function(encoding_usage_case name tool regex)
    if(TARGET ${tool})
        add_test(NAME encoding_${name}
                 COMMAND ${CMAKE_COMMAND} -DEXPECTED_EXIT=2 "-DSTDERR_REGEX=${regex}"
                         -P ${run_case} $<TARGET_FILE:${tool}> ${ARGN})
        set_tests_properties(encoding_${name} PROPERTIES LABELS "tools;${tool}")
    endif()
endfunction()
foreach(tool pgn-validate pgn-convert pgn-fen pgn-stats fen-check)
    encoding_usage_case(${tool}_unknown ${tool}
                        "--encoding must be auto, utf-8, latin-1, windows-1251 \\(cp1251\\), koi8-r, koi8-u, windows-1253 \\(cp1253\\), iso-8859-7, windows-1250 \\(cp1250\\) or iso-8859-2 \\(latin-2\\), not 'ebcdic'"
                        --encoding ebcdic ${late_latin_1})
endforeach()
foreach(tool pgn-validate pgn-stats)
    encoding_usage_case(${tool}_with_merge ${tool} "--encoding [^\n]*with --merge" --merge
                        --encoding cp1251 part.json)
endforeach()
# Central European: a Polish game in Windows-1250 with Polish piece letters
# (polish-windows-1250.pgn: "Świderski", "Łódź", "2. Sf3 Sc6 3. Gb5") and a Czech one in
# ISO-8859-2 with Czech piece letters (czech-iso-8859-2.pgn: "Šajtar", "Luděk", "2. Jf3 Jc6
# 3. Sb5"): before, read as Latin-1 (W101: "Œwiderski", "£ódŸ"; "©ajtar"); now told, or
# named, and converted to UTF-8 and English SAN.
set(polish_1250 ${short_data}/polish-windows-1250.pgn)
set(polish_game "\\[Site \"Łódź\"\\].*\\[White \"Świderski, Rudolf\"\\]\n\\[Black \"Przepiórka, Dawid\"\\].*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bb5 {Białe grają partię hiszpańską\\.}[ \n]3\\.\\.\\.[ \n]a6[ \n]4\\.[ \n]Ba4[ \n]Nf6[ \n]5\\.[ \n]O-O[ \n]Be7[ \n]6\\.[ \n]Re1[ \n]b5")
set(czech_8859_2 ${short_data}/czech-iso-8859-2.pgn)
set(czech_game "\\[Event \"Mistrovství Československa\"\\].*\\[White \"Šajtar, Jaroslav\"\\]\n\\[Black \"Pachman, Luděk\"\\].*1\\. e4 e5 2\\. Nf3 Nc6 3\\. Bb5 {Španělská hra: bílý útočí na jezdce\\.}[ \n]3\\.\\.\\.[ \n]a6[ \n]4\\.[ \n]Ba4[ \n]Nf6[ \n]5\\.[ \n]O-O[ \n]Be7[ \n]6\\.[ \n]Re1[ \n]b5")
foreach(jobs 1 2)
    short_encoding_case(convert_polish_windows_1250_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*polish-windows-1250\\.pgn: Windows-1250 text \\(not UTF-8, Central European letters\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101|doubt|E[0-9]" "STDOUT_REGEX=${polish_game}"
                        ARGS -j ${jobs} ${polish_1250})
    short_encoding_case(convert_polish_cp1250_named_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*polish-windows-1250\\.pgn: Windows-1250 text \\(--encoding\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101" "STDOUT_REGEX=${polish_game}"
                        ARGS -j ${jobs} --encoding CP1250 ${polish_1250})
    short_encoding_case(validate_polish_windows_1250_j${jobs} pgn-validate
                        DEFINES "STDERR_REGEX=^[^\n]*polish-windows-1250\\.pgn: Windows-1250 text \\(not UTF-8, Central European letters\\), converted to UTF-8"
                                "STDOUT_NOT_REGEX=W101|E[0-9]"
                        ARGS -j ${jobs} ${polish_1250})
    short_encoding_case(convert_czech_iso_8859_2_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*czech-iso-8859-2\\.pgn: ISO-8859-2 text \\(not UTF-8, Central European letters\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101|E[0-9]" "STDOUT_REGEX=${czech_game}"
                        ARGS -j ${jobs} ${czech_8859_2})
    short_encoding_case(convert_czech_latin2_named_j${jobs} pgn-convert
                        DEFINES "STDERR_REGEX=^[^\n]*czech-iso-8859-2\\.pgn: ISO-8859-2 text \\(--encoding\\), converted to UTF-8"
                                "STDERR_NOT_REGEX=W101" "STDOUT_REGEX=${czech_game}"
                        ARGS -j ${jobs} --encoding latin2 ${czech_8859_2})
endforeach()

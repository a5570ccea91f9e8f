# The JSON outputs of the tools against their JSON Schemas (docs/schemas/*.schema.json, draft
# 2020-12): each tool is run over real inputs (corpus/, the tools' test data, the shared corpus's
# PGN edge cases) in every variant of its output, and every line or document is validated
# (tests/tools/data/json-schemas/json_schema_check.py, with Python's jsonschema). Negative tests
# show that the schemas reject hand-mutated outputs (a member removed, a wrong type, code or
# severity...), and that their code and ending lists agree with the tools.
set(json_schema_dir ${PROJECT_SOURCE_DIR}/docs/schemas)
set(json_schema_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/json-schemas)
set(json_schema_inputs ${json_schema_data}/inputs)
set(json_schema_labels "tools;json-schema")
set(json_schema_corpus ${PROJECT_SOURCE_DIR}/corpus)
set(json_schema_tool_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data)

# Debian's python3-jsonschema lives in the system Python: prefer an interpreter that has it. The
# script exits 77 (a skip) when none has it.
find_package(Python3 COMPONENTS Interpreter)
set(json_schema_python "")
foreach(candidate /usr/bin/python3 ${Python3_EXECUTABLE})
    if(EXISTS ${candidate} AND NOT json_schema_python)
        execute_process(COMMAND ${candidate} -c "import jsonschema"
                        RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
        if(status EQUAL 0)
            set(json_schema_python ${candidate})
        endif()
    endif()
endforeach()
if(NOT json_schema_python)
    message(WARNING "JSON schema tests: no Python 3 with jsonschema "
                    "(tools/dev/install-deps.sh installs python3-jsonschema); they will skip")
    set(json_schema_python ${Python3_EXECUTABLE})
endif()
if(NOT json_schema_python)
    return()
endif()
set(json_schema_check ${json_schema_python} ${json_schema_data}/json_schema_check.py)

function(json_schema_test name)
    add_test(NAME json_schema_${name} COMMAND ${json_schema_check} ${ARGN})
    set_tests_properties(json_schema_${name} PROPERTIES LABELS "${json_schema_labels}"
                         SKIP_RETURN_CODE 77)
endfunction()

# ---- the schemas themselves, and the negative tests
file(GLOB json_schema_files CONFIGURE_DEPENDS ${json_schema_dir}/*.schema.json)
json_schema_test(meta meta ${json_schema_files})
foreach(tool IN ITEMS pgn-validate pgn-fen pgn-stats fen-check)
    string(REPLACE "-" "_" id ${tool})
    json_schema_test(${id}_rejects_mutations cases --schema ${json_schema_dir}/${tool}.schema.json
                     ${json_schema_data}/invalid/${tool}.cases.json)
endforeach()
if(TARGET pgn-validate)
    json_schema_test(lists_match_the_tools enums --schemas-dir ${json_schema_dir}
                     --pgn-validate $<TARGET_FILE:pgn-validate>
                     --fen-header ${PROJECT_SOURCE_DIR}/libnotation/include/chess/notation/fen.hpp
                     --setup-header ${PROJECT_SOURCE_DIR}/librules/include/chess/setup.hpp
                     --ending-source ${PROJECT_SOURCE_DIR}/tools/pgn-stats/ending.cpp)
endif()

# A tool whose output lacks a required member fails its run: drop_member.py stands in for the
# tool and removes MEMBER from what it writes; the check must name the missing member.
function(json_schema_missing_member_test tool member)
    string(REPLACE "-" "_" id ${tool})
    add_test(NAME json_schema_${id}_missing_${member}_fails
             COMMAND ${json_schema_check} run --schema ${json_schema_dir}/${tool}.schema.json
                     ${ARGN})
    set_tests_properties(json_schema_${id}_missing_${member}_fails PROPERTIES
                         LABELS "${json_schema_labels}"
                         PASS_REGULAR_EXPRESSION "'${member}' is a required property")
endfunction()
set(json_schema_drop --program ${json_schema_python} -- ${json_schema_data}/drop_member.py)

# Real inputs shared by several tools.
file(GLOB json_schema_games CONFIGURE_DEPENDS ${json_schema_corpus}/games/*/*.pgn)
file(GLOB json_schema_books CONFIGURE_DEPENDS ${json_schema_corpus}/book-notation/*.pgn)
file(GLOB json_schema_shared_pgn ${CHESS_SHARED_CORPUS_DIR}/pgn/*/*)
set(json_schema_world ${json_schema_corpus}/games/mliebelt-pgn-viewer/WorldChamp1972.pgn)
set(json_schema_pgn4web_test ${json_schema_corpus}/games/pgn4web/test.pgn)
set(json_schema_chess960 ${json_schema_corpus}/games/pgn4web/chess960wch06.pgn)
set(json_schema_sample ${json_schema_tool_data}/pgn-convert/sample.pgn)
set(json_schema_illegal ${json_schema_tool_data}/pgn-convert/illegal.pgn)

# ---- pgn-validate --format json: diagnostics, then the summary last
if(TARGET pgn-validate)
    set(validate run --schema ${json_schema_dir}/pgn-validate.schema.json --lines
        --last-type summary --program $<TARGET_FILE:pgn-validate>)
    set(codes ${json_schema_tool_data}/pgn-validate/codes)
    file(GLOB validate_inputs CONFIGURE_DEPENDS ${json_schema_tool_data}/pgn-validate/inputs/*)
    # Every code's example (with its .args), one run each: every code, E001's fatal error and
    # io_error, diagnostics outside games (nulls).
    json_schema_test(pgn_validate_code_examples ${validate} --each-file-in ${codes}
                     --exit-codes 0,1,2 --expect [[{"severity":"fatal error","code":"E001"}]]
                     --expect [[{"io_error":true}]] --expect [[{"game":null,"fen":null}]]
                     --expect [[{"severity":"note"}]] --expect [[{"severity":"warning"}]]
                     -- -q --format json)
    # --strict: warnings reported as errors, their W codes kept.
    json_schema_test(pgn_validate_strict ${validate} --each-file-in ${codes}
                     --each-file-pattern "W.*\\.pgn" --expect [[{"code":"W308","severity":"error"}]]
                     -- -q --strict --format json)
    json_schema_test(pgn_validate_corpus ${validate}
                     --expect [[{"type":"diagnostic","code":"E201","token":"e4"}]]
                     -- -q --format json ${json_schema_games} ${json_schema_books}
                        ${validate_inputs})
    json_schema_test(pgn_validate_max_errors ${validate}
                     --expect [[{"type":"summary","stopped":true,"max_errors":3}]]
                     -- -q --format json --max-errors 3 ${json_schema_games})
    # A clean file: the summary alone.
    json_schema_test(pgn_validate_clean ${validate} --max-records 1
                     --expect [[{"errors":0,"warnings":0,"notes":0,"max_errors":null}]]
                     -- -q --format json ${json_schema_corpus}/games/mliebelt-pgn-viewer/kk.pgn)
    json_schema_test(pgn_validate_stdin ${validate} --stdin ${json_schema_pgn4web_test}
                     --expect [[{"file":"<stdin>"}]] -- -q --format json)
    json_schema_test(pgn_validate_missing_file ${validate} --exit-codes 2
                     --expect [[{"type":"summary","files":1,"io_error":true}]]
                     -- -q --format json /nonexistent/games.pgn ${json_schema_pgn4web_test})
    json_schema_missing_member_test(pgn-validate offset --lines ${json_schema_drop} offset
                                    $<TARGET_FILE:pgn-validate> -q --format json ${codes}/E201.pgn)
    if(json_schema_shared_pgn)
        json_schema_test(pgn_validate_shared_edge_cases ${validate}
                         -- -q --format json ${json_schema_shared_pgn})
    endif()
endif()

# ---- pgn-fen --format json: a position a line; file, depth and tags depend on the options
if(TARGET pgn-fen)
    set(fen run --schema ${json_schema_dir}/pgn-fen.schema.json --lines --optional file
        --optional depth --optional tags --program $<TARGET_FILE:pgn-fen>)
    # Several files and --tags: file and tags in every line (a missing tag is null).
    json_schema_test(pgn_fen_every_files_tags ${fen} --require file --require tags --forbid depth
                     --expect [[{"ply":0,"san":null}]] --expect [[{"san":"O-O-O"}]]
                     --expect [[{"tags":{"NoSuchTag":null}}]]
                     -- -q --every --format json --tags White,Black,Event,NoSuchTag
                        ${json_schema_world} ${json_schema_chess960} ${json_schema_pgn4web_test})
    # One file and --variations: depth in every line, no file; null moves; Shredder castling.
    json_schema_test(pgn_fen_every_variations ${fen} --require depth --forbid file --forbid tags
                     --expect [[{"san":"--","uci":"0000"}]] --expect [[{"depth":2}]]
                     -- -q --every --variations --shredder --en-passant always --format json
                        ${json_schema_pgn4web_test})
    # Every game of the corpus, the book notations and the edge cases (failing games too).
    json_schema_test(pgn_fen_final_corpus ${fen} --require file --require depth --require tags
                     -- -q --final --variations --tags Result --format json ${json_schema_games}
                        ${json_schema_books} ${json_schema_sample} ${json_schema_illegal}
                        ${json_schema_shared_pgn})
    json_schema_missing_member_test(pgn-fen uci --lines ${json_schema_drop} uci
                                    $<TARGET_FILE:pgn-fen> -q --every --format json
                                    ${json_schema_world})
    # Standard input, no option that adds members.
    json_schema_test(pgn_fen_stdin ${fen} --stdin ${json_schema_chess960} --forbid file
                     --forbid depth --forbid tags --expect [[{"ply":0}]]
                     -- -q --every --shredder --format json)
endif()

# ---- pgn-stats --format json: one document, also from --merge
if(TARGET pgn-stats)
    set(stats run --schema ${json_schema_dir}/pgn-stats.schema.json --document
        --program $<TARGET_FILE:pgn-stats>)
    set(stats_small ${json_schema_tool_data}/pgn-stats/small.pgn)
    set(stats_terminations ${json_schema_inputs}/stats-terminations.pgn)
    # Every ending, and something in every map.
    set(every_ending)
    foreach(ending checkmate stalemate insufficient_material fivefold seventy_five_moves
                   threefold fifty_moves resignation agreement time_forfeit abandoned
                   adjudication rules_infraction other_termination decisive_unrecorded
                   draw_unrecorded unfinished)
        list(APPEND every_ending --expect "{\"endings\":{\"${ending}\":{}}}")
    endforeach()
    set(every_map)
    foreach(map lengths endings openings players ratings/buckets time_controls diagnostics
                events years ecos)
        list(APPEND every_map --nonempty /${map})
    endforeach()
    json_schema_test(pgn_stats_corpus ${stats} ${every_ending} ${every_map}
                     -- -q --diagnostics none --format json ${json_schema_games}
                        ${json_schema_books} ${stats_small} ${stats_terminations}
                        ${json_schema_shared_pgn})
    json_schema_test(pgn_stats_empty ${stats} --expect [[{"all":{"games":0},"openings":[]}]]
                     -- -q --format json ${json_schema_tool_data}/pgn-stats/empty.txt)
    json_schema_test(pgn_stats_stdin ${stats} --stdin ${stats_small} ${every_map}
                     -- -q --diagnostics none --format json)
    json_schema_test(pgn_stats_openings_table ${stats} --nonempty /openings
                     -- -q --format json --openings ${json_schema_corpus}/openings/a.tsv
                        ${json_schema_corpus}/games/mliebelt-pgn-viewer/great_masters.pgn)
    # --merge of two shards (written by --prepare into a scratch directory).
    json_schema_test(pgn_stats_merge ${stats} ${every_map}
                     --prepare "-q --diagnostics none --format json -o {tmp}/a.json ${stats_small}"
                     --prepare "-q --format json -o {tmp}/b.json ${stats_terminations}"
                     -- --merge --format json {tmp}/a.json {tmp}/b.json)
    json_schema_missing_member_test(pgn-stats unclassified --document ${json_schema_drop}
                                    unclassified $<TARGET_FILE:pgn-stats> -q --format json
                                    ${stats_small})
    # pgn-stats' own golden output.
    json_schema_test(pgn_stats_golden file --schema ${json_schema_dir}/pgn-stats.schema.json
                     --document ${json_schema_tool_data}/pgn-stats/small.json)
endif()

# ---- fen-check --format json: a position a line; normalized with --normalize
if(TARGET fen-check)
    set(check run --schema ${json_schema_dir}/fen-check.schema.json --lines --optional normalized
        --program $<TARGET_FILE:fen-check>)
    set(every_code)
    foreach(n RANGE 0 17)
        string(LENGTH "${n}" digits)
        set(code "F${n}")
        if(digits EQUAL 1)
            set(code "F0${n}")
        endif()
        list(APPEND every_code --expect "{\"problems\":[{\"code\":\"${code}\"}]}")
    endforeach()
    foreach(n RANGE 0 10)
        string(LENGTH "${n}" digits)
        set(code "S${n}")
        if(digits EQUAL 1)
            set(code "S0${n}")
        endif()
        list(APPEND every_code --expect "{\"problems\":[{\"code\":\"${code}\"}]}")
    endforeach()
    list(APPEND every_code --expect [[{"problems":[{"code":"L01"}]}]])
    set(every_code_file ${json_schema_inputs}/fen-check-every-code.txt)
    # Every problem code: a blank argument (F00; add_test drops empty ones), a file with a line
    # per code, the long line.
    json_schema_test(fen_check_every_code ${check} ${every_code} --forbid normalized
                     --expect [[{"input":"<arg1>","line":1}]]
                     -- --quiet --format json " " --file ${every_code_file}
                        --file ${json_schema_inputs}/long-line.fen.gz)
    file(GLOB check_epd CONFIGURE_DEPENDS ${json_schema_corpus}/epd/python-chess/*.epd)
    set(check_data ${json_schema_tool_data}/fen-check)
    set(check_files)
    foreach(file IN LISTS check_epd ITEMS ${check_data}/positions.fen ${check_data}/suite.epd
                 ${check_data}/windows.fen ${every_code_file})
        list(APPEND check_files --file ${file})
    endforeach()
    json_schema_test(fen_check_normalize ${check} --require normalized:valid=true
                     --forbid normalized:valid=false
                     -- --quiet --format json --normalize ${check_files})
    set(shredder_fen "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
    json_schema_test(fen_check_chess960_shredder ${check} --require normalized:valid=true
                     --expect "{\"normalized\":\"${shredder_fen}\"}"
                     -- --quiet --format json --chess960 --shredder --en-passant always
                        ${check_files})
    # The FEN corpora (fuzzers' inputs, chess.js's validation vectors read as lines).
    file(GLOB check_corpus CONFIGURE_DEPENDS ${json_schema_corpus}/fen/*
                                             ${json_schema_corpus}/fen/*/*)
    list(FILTER check_corpus EXCLUDE REGEX "/fen/[^/]+-corpus$")
    set(check_corpus_files)
    foreach(file IN LISTS check_corpus)
        list(APPEND check_corpus_files --file ${file})
    endforeach()
    json_schema_test(fen_check_corpus ${check} --forbid normalized --expect [[{"valid":true}]]
                     --expect [[{"valid":false}]] -- --quiet --format json ${check_corpus_files})
    # Standard input between two unquoted arguments; a truncated gzip file (exit 2).
    json_schema_test(fen_check_stdin_and_arguments ${check} --stdin ${check_data}/positions.fen
                     --expect [[{"input":"<stdin>"}]] --expect [[{"input":"<arg2>","valid":true}]]
                     -- --quiet --format json 8/8/8/8/8/8/8/K1k5 w - - 0 1 -
                        rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1)
    json_schema_missing_member_test(fen-check valid --lines ${json_schema_drop} valid
                                    $<TARGET_FILE:fen-check> --quiet --format json
                                    --file ${every_code_file})
    json_schema_test(fen_check_truncated_input ${check} --exit-codes 2
                     -- --quiet --format json --file ${check_data}/truncated.fen.gz)
endif()

# The JSON outputs of the tools against their JSON Schemas (docs/schemas/*.schema.json, draft
# 2020-12): each tool is run over real inputs (corpus/, the tools' test data, the shared corpus's
# PGN edge cases) in every variant of its output, and every line or document is validated
# (tests/tools/data/json-schemas/json_schema_check.py, with Python's jsonschema). Negative tests
# show that the schemas reject hand-mutated outputs (a member removed, a wrong type, code or
# severity...) and that a run fails when the tool leaves out a required member; another checks
# that the schemas' lists of codes and endings agree with the tools.
#
# Everything is defined in a function, so that its variables stay local: tests/CMakeLists.txt
# includes every tool's test file in one scope.
function(json_schema_add_tests)
    set(schemas ${PROJECT_SOURCE_DIR}/docs/schemas)
    set(data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/json-schemas)
    set(tool_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data)
    set(corpus ${PROJECT_SOURCE_DIR}/corpus)
    set(labels "tools;json-schema")

    # Debian's python3-jsonschema is in the system Python: prefer an interpreter that has it.
    # Without one the tests still run and skip (the script exits 77).
    find_package(Python3 COMPONENTS Interpreter)
    set(python "")
    foreach(candidate /usr/bin/python3 ${Python3_EXECUTABLE})
        if(EXISTS ${candidate} AND NOT python)
            execute_process(COMMAND ${candidate} -c "import jsonschema"
                            RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
            if(status EQUAL 0)
                set(python ${candidate})
            endif()
        endif()
    endforeach()
    if(NOT python)
        message(WARNING "JSON schema tests: no Python 3 with jsonschema "
                        "(tools/dev/install-deps.sh installs python3-jsonschema); they will skip")
        set(python ${Python3_EXECUTABLE})
    endif()
    if(NOT python)
        return()
    endif()
    set(check_script ${python} ${data}/json_schema_check.py)

    # json_schema_<name>: json_schema_check.py ARGS.
    function(json_schema_test name)
        add_test(NAME json_schema_${name} COMMAND ${check_script} ${ARGN})
        set_tests_properties(json_schema_${name} PROPERTIES LABELS "${labels}"
                             SKIP_RETURN_CODE 77)
    endfunction()
    # A tool whose output lacks a required member fails its run: drop_member.py stands in for
    # the tool, runs it and removes MEMBER from what it writes; the check must say so.
    function(json_schema_missing_member_test tool member form)
        string(REPLACE "-" "_" id ${tool})
        add_test(NAME json_schema_${id}_missing_${member}_fails
                 COMMAND ${check_script} run --schema ${schemas}/${tool}.schema.json ${form}
                         --program ${python} -- ${data}/drop_member.py ${member}
                         $<TARGET_FILE:${tool}> ${ARGN})
        set_tests_properties(json_schema_${id}_missing_${member}_fails PROPERTIES
                             LABELS "${labels}" SKIP_RETURN_CODE 77
                             PASS_REGULAR_EXPRESSION "'${member}' is a required property")
    endfunction()

    # ---- the schemas themselves, the negative tests, the lists
    file(GLOB schema_files CONFIGURE_DEPENDS ${schemas}/*.schema.json)
    json_schema_test(meta meta ${schema_files})
    foreach(tool IN ITEMS pgn-validate pgn-fen pgn-stats fen-check)
        string(REPLACE "-" "_" id ${tool})
        json_schema_test(${id}_rejects_mutations cases --schema ${schemas}/${tool}.schema.json
                         ${data}/invalid/${tool}.cases.json)
    endforeach()
    if(TARGET pgn-validate)
        set(headers ${PROJECT_SOURCE_DIR}/libnotation/include/chess/notation)
        json_schema_test(lists_match_the_tools enums --schemas-dir ${schemas}
                         --pgn-validate $<TARGET_FILE:pgn-validate>
                         --fen-header ${headers}/fen.hpp
                         --setup-header ${PROJECT_SOURCE_DIR}/librules/include/chess/setup.hpp
                         --ending-source ${PROJECT_SOURCE_DIR}/tools/pgn-stats/ending.cpp)
    endif()

    # Real inputs used by several tools.
    file(GLOB games CONFIGURE_DEPENDS ${corpus}/games/*/*.pgn)
    file(GLOB books CONFIGURE_DEPENDS ${corpus}/book-notation/*.pgn)
    file(GLOB shared_pgn ${CHESS_SHARED_CORPUS_DIR}/pgn/*/*)
    set(world ${corpus}/games/mliebelt-pgn-viewer/WorldChamp1972.pgn)
    set(pgn4web_test ${corpus}/games/pgn4web/test.pgn)  # null moves, illegal moves, variations
    set(chess960 ${corpus}/games/pgn4web/chess960wch06.pgn)

    # ---- pgn-validate --format json: diagnostics, then the summary, last and once
    if(TARGET pgn-validate)
        set(validate run --schema ${schemas}/pgn-validate.schema.json --lines --last-type summary
            --program $<TARGET_FILE:pgn-validate>)
        set(codes ${tool_data}/pgn-validate/codes)
        file(GLOB validate_inputs CONFIGURE_DEPENDS ${tool_data}/pgn-validate/inputs/*)
        # Each code's example (with its .args), one run each: every code, E001's fatal error and
        # io_error, diagnostics outside games (nulls).
        json_schema_test(pgn_validate_code_examples ${validate} --each-file-in ${codes}
                         --exit-codes 0,1,2 --expect [[{"severity":"fatal error","code":"E001"}]]
                         --expect [[{"io_error":true}]] --expect [[{"game":null,"fen":null}]]
                         --expect [[{"severity":"note"}]] --expect [[{"severity":"warning"}]]
                         -- -q --format json)
        # --strict: warnings reported as errors, their W codes kept.
        json_schema_test(pgn_validate_strict ${validate} --each-file-in ${codes}
                         --each-file-pattern "W.*\\.pgn"
                         --expect [[{"code":"W308","severity":"error"}]]
                         -- -q --strict --format json)
        json_schema_test(pgn_validate_corpus ${validate}
                         --expect [[{"type":"diagnostic","code":"E201","token":"e4"}]]
                         -- -q --format json ${games} ${books} ${validate_inputs})
        json_schema_test(pgn_validate_max_errors ${validate}
                         --expect [[{"type":"summary","stopped":true,"max_errors":3}]]
                         -- -q --format json --max-errors 3 ${games})
        # A clean file: the summary alone.
        json_schema_test(pgn_validate_clean ${validate} --max-records 1
                         --expect [[{"errors":0,"warnings":0,"notes":0,"max_errors":null}]]
                         -- -q --format json ${corpus}/games/mliebelt-pgn-viewer/kk.pgn)
        json_schema_test(pgn_validate_stdin ${validate} --stdin ${pgn4web_test}
                         --expect [[{"file":"<stdin>"}]] -- -q --format json)
        # A file that cannot be opened: an E001 that names it, and io_error.
        json_schema_test(pgn_validate_missing_file ${validate} --exit-codes 2
                         --expect [[{"type":"summary","files":1,"io_error":true}]]
                         --expect [[{"code":"E001","file":"/nonexistent/games.pgn","line":null}]]
                         -- -q --format json /nonexistent/games.pgn ${pgn4web_test})
        # --byte-range: the summary records the range and the file (null for several files).
        json_schema_test(pgn_validate_byte_range ${validate}
                         --expect [[{"byte_range":{"start":100,"end":null}}]]
                         -- -q --format json --byte-range 100: ${pgn4web_test})
        json_schema_test(pgn_validate_byte_range_files ${validate}
                         --expect [[{"byte_range":{"file":null,"start":0,"end":2000}}]]
                         -- -q --format json --byte-range 0:2000 ${pgn4web_test} ${world})
        if(shared_pgn)
            json_schema_test(pgn_validate_shared_edge_cases ${validate}
                             -- -q --format json ${shared_pgn})
        endif()
        json_schema_missing_member_test(pgn-validate offset --lines -q --format json
                                        ${codes}/E201.pgn)
    endif()

    # ---- pgn-fen --format json: a position a line; file, depth, variation and tags depend on the
    # options
    if(TARGET pgn-fen)
        set(fen run --schema ${schemas}/pgn-fen.schema.json --lines --optional file
            --optional depth --optional variation --optional tags --program $<TARGET_FILE:pgn-fen>)
        # Several files and --tags: file and tags in every line (a missing tag is null).
        json_schema_test(pgn_fen_every_files_tags ${fen} --require file --require tags
                         --forbid depth --forbid variation
                         --expect [[{"ply":0,"san":null}]] --expect [[{"san":"O-O-O"}]]
                         --expect [[{"tags":{"NoSuchTag":null}}]]
                         -- -q --every --format json --tags White,Black,Event,NoSuchTag
                            ${world} ${chess960} ${pgn4web_test})
        # One file and --variations: depth and variation in every line, no file; null moves;
        # Shredder castling.
        json_schema_test(pgn_fen_every_variations ${fen} --require depth --require variation
                         --forbid file --forbid tags
                         --expect [[{"san":"--","uci":"0000"}]] --expect [[{"depth":2}]]
                         --expect [[{"depth":1,"variation":2}]]
                         -- -q --every --variations --shredder --en-passant always --format json
                            ${pgn4web_test})
        # Every game of the corpus, the book notations and the edge cases (failing games too).
        json_schema_test(pgn_fen_final_corpus ${fen} --require file --require depth
                         --require variation --require tags
                         -- -q --final --variations --tags Result --format json ${games} ${books}
                            ${tool_data}/pgn-convert/sample.pgn ${tool_data}/pgn-convert/illegal.pgn
                            ${shared_pgn})
        # Standard input, no option that adds members.
        json_schema_test(pgn_fen_stdin ${fen} --stdin ${chess960} --forbid file --forbid depth
                         --forbid variation --forbid tags --expect [[{"ply":0}]]
                         -- -q --every --shredder --format json)
        json_schema_missing_member_test(pgn-fen uci --lines -q --every --format json ${world})
    endif()

    # ---- pgn-stats --format json: one document, also from --merge
    if(TARGET pgn-stats)
        set(stats run --schema ${schemas}/pgn-stats.schema.json --document
            --program $<TARGET_FILE:pgn-stats>)
        set(small ${tool_data}/pgn-stats/small.pgn)  # a game per way of ending, but three
        set(terminations ${data}/inputs/stats-terminations.pgn)  # those four
        set(every_ending)
        foreach(ending checkmate stalemate insufficient_material fivefold seventy_five_moves
                       threefold fifty_moves resignation agreement time_forfeit abandoned
                       adjudication rules_infraction other_termination decisive_unrecorded
                       draw_unrecorded unfinished dead_position)
            list(APPEND every_ending --expect "{\"endings\":{\"${ending}\":{}}}")
        endforeach()
        set(every_map)
        foreach(map lengths endings openings players ratings/buckets time_controls diagnostics
                    events years ecos)
            list(APPEND every_map --nonempty /${map})
        endforeach()
        json_schema_test(pgn_stats_corpus ${stats} ${every_ending} ${every_map}
                         -- -q --diagnostics none --format json ${games} ${books} ${small}
                            ${terminations} ${shared_pgn})
        json_schema_test(pgn_stats_empty ${stats} --expect [[{"all":{"games":0},"openings":[]}]]
                         -- -q --format json ${tool_data}/pgn-stats/empty.txt)
        json_schema_test(pgn_stats_stdin ${stats} --stdin ${small} ${every_map}
                         -- -q --diagnostics none --format json)
        json_schema_test(pgn_stats_openings_table ${stats} --nonempty /openings
                         -- -q --format json --openings ${corpus}/openings/a.tsv
                            ${corpus}/games/mliebelt-pgn-viewer/great_masters.pgn)
        # --merge of two shards (written by --prepare into a scratch directory).
        json_schema_test(pgn_stats_merge ${stats} ${every_map}
                         --prepare "-q --diagnostics none --format json -o {tmp}/a.json ${small}"
                         --prepare "-q --format json -o {tmp}/b.json ${terminations}"
                         -- --merge --format json {tmp}/a.json {tmp}/b.json)
        # pgn-stats' own golden output.
        json_schema_test(pgn_stats_golden file --schema ${schemas}/pgn-stats.schema.json --document
                         ${tool_data}/pgn-stats/small.json)
        json_schema_missing_member_test(pgn-stats unclassified --document -q --format json ${small})
    endif()

    # ---- fen-check --format json: a position a line; normalized with --normalize
    if(TARGET fen-check)
        set(check run --schema ${schemas}/fen-check.schema.json --lines --optional normalized
            --program $<TARGET_FILE:fen-check>)
        set(check_data ${tool_data}/fen-check)
        set(every_code_file ${data}/inputs/fen-check-every-code.txt)
        set(every_code)
        foreach(code F00 F01 F02 F03 F04 F05 F06 F07 F08 F09 F10 F11 F12 F13 F14 F15 F16 F17 F18 F19
                     S00 S01 S02 S03 S04 S05 S06 S07 S08 S09 S10 S11 S12 L01)
            list(APPEND every_code --expect "{\"problems\":[{\"code\":\"${code}\"}]}")
        endforeach()
        # Every problem code: a blank argument (F00; add_test drops empty arguments), a file
        # with a line per code, a line over 64 KiB (L01).
        json_schema_test(fen_check_every_code ${check} ${every_code} --forbid normalized
                         --expect [[{"input":"<arg1>","line":1}]]
                         -- --quiet --format json " " --file ${every_code_file}
                            --file ${data}/inputs/long-line.fen.gz)
        file(GLOB epd_files CONFIGURE_DEPENDS ${corpus}/epd/python-chess/*.epd)
        set(position_files)
        foreach(file IN LISTS epd_files ITEMS ${check_data}/positions.fen ${check_data}/suite.epd
                     ${check_data}/windows.fen ${every_code_file})
            list(APPEND position_files --file ${file})
        endforeach()
        json_schema_test(fen_check_normalize ${check} --require normalized:valid=true
                         --forbid normalized:valid=false
                         -- --quiet --format json --normalize ${position_files})
        set(shredder "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")
        json_schema_test(fen_check_chess960_shredder ${check} --require normalized:valid=true
                         --expect "{\"normalized\":\"${shredder}\"}"
                         -- --quiet --format json --chess960 --shredder --en-passant always
                            ${position_files})
        # The FEN corpora: the fuzzers' inputs, and chess.js's vectors read as lines.
        file(GLOB fen_corpus LIST_DIRECTORIES false CONFIGURE_DEPENDS ${corpus}/fen/*
             ${corpus}/fen/*/*)
        set(fen_corpus_files)
        foreach(file IN LISTS fen_corpus)
            list(APPEND fen_corpus_files --file ${file})
        endforeach()
        json_schema_test(fen_check_corpus ${check} --forbid normalized --expect [[{"valid":true}]]
                         --expect [[{"valid":false}]] -- --quiet --format json ${fen_corpus_files})
        # Standard input between two unquoted arguments.
        json_schema_test(fen_check_stdin_and_arguments ${check} --stdin ${check_data}/positions.fen
                         --expect [[{"input":"<stdin>"}]]
                         --expect [[{"input":"<arg2>","valid":true}]]
                         -- --quiet --format json 8/8/8/8/8/8/8/K1k5 w - - 0 1 -
                            rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1)
        # A truncated gzip file: the positions before the damage, exit code 2.
        json_schema_test(fen_check_truncated_input ${check} --exit-codes 2
                         -- --quiet --format json --file ${check_data}/truncated.fen.gz)
        json_schema_missing_member_test(fen-check valid --lines --quiet --format json
                                        --file ${every_code_file})
    endif()
endfunction()
json_schema_add_tests()

if(NOT TARGET pgn-validate)
    return()
endif()

# pgn-validate: unit tests of its parts, golden CLI cases, every output format checked on real
# inputs (SARIF against the published schema), every diagnostic code documented and its example
# run, and the pre-commit hook and the GitHub Actions example run as their hosts would.
set(pgn_validate_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-validate)
set(pgn_validate_scripts ${pgn_validate_data}/scripts)
set(pgn_validate_labels "tools;pgn-validate")

# ---- unit tests of the tool's parts
file(GLOB pgn_validate_unit_sources CONFIGURE_DEPENDS
     ${PROJECT_SOURCE_DIR}/tools/pgn-validate/tests/*.cpp)
add_executable(pgn_validate_unit_tests ${pgn_validate_unit_sources})
target_link_libraries(pgn_validate_unit_tests PRIVATE pgn_validate_core GTest::gtest_main
                                                      chess_warnings chess_tuning)
chess_gtest(pgn_validate_unit_tests "${pgn_validate_labels}")

# ---- command-line cases without Python
add_test(NAME pgn_validate_version COMMAND pgn-validate --version)
set_tests_properties(pgn_validate_version PROPERTIES LABELS "${pgn_validate_labels}"
                     PASS_REGULAR_EXPRESSION "^pgn-validate ${PROJECT_VERSION}\n$")
add_test(NAME pgn_validate_help COMMAND pgn-validate --help)
set_tests_properties(pgn_validate_help PROPERTIES LABELS "${pgn_validate_labels}"
                     PASS_REGULAR_EXPRESSION "Examples:.*--format github.*Exit codes:")

# ---- the Python-driven checks: any Python 3 for most; the format, hook and workflow checks
# need PyYAML and jsonschema (Debian's python3-yaml, python3-jsonschema), which live in the
# system Python: prefer an interpreter that has them.
find_package(Python3 COMPONENTS Interpreter)
set(pgn_validate_python "")
foreach(candidate /usr/bin/python3 ${Python3_EXECUTABLE})
    if(EXISTS ${candidate} AND NOT pgn_validate_python)
        execute_process(COMMAND ${candidate} -c "import yaml, jsonschema"
                        RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
        if(status EQUAL 0)
            set(pgn_validate_python ${candidate})
        endif()
    endif()
endforeach()
if(NOT pgn_validate_python)
    message(WARNING "pgn-validate tests: no Python 3 with PyYAML and jsonschema "
                    "(tools/dev/install-deps.sh installs them); using ${Python3_EXECUTABLE}")
    set(pgn_validate_python ${Python3_EXECUTABLE})
endif()
if(NOT pgn_validate_python)
    return()
endif()

# Golden cases: one test per directory under golden/ (args, stdin, stdout, stderr, exit).
file(GLOB pgn_validate_cases LIST_DIRECTORIES true CONFIGURE_DEPENDS ${pgn_validate_data}/golden/*)
foreach(case IN LISTS pgn_validate_cases)
    get_filename_component(name ${case} NAME)
    add_test(NAME pgn_validate_golden_${name}
             COMMAND ${pgn_validate_python} ${pgn_validate_scripts}/golden.py
                     --program $<TARGET_FILE:pgn-validate> --root ${PROJECT_SOURCE_DIR} ${case})
    set_tests_properties(pgn_validate_golden_${name} PROPERTIES
                         LABELS "${pgn_validate_labels}" SKIP_RETURN_CODE 77)
endforeach()

# Every format on real inputs, checked for validity and against each other.
set(CHESS_SARIF_SCHEMA "$ENV{HOME}/.cache/chess-notation/sarif-schema-2.1.0.json" CACHE FILEPATH
    "The published SARIF 2.1.0 JSON schema (tools/dev/install-deps.sh fetches it)")
if(DEFINED ENV{XDG_CACHE_HOME} AND NOT EXISTS ${CHESS_SARIF_SCHEMA})
    set(CHESS_SARIF_SCHEMA "$ENV{XDG_CACHE_HOME}/chess-notation/sarif-schema-2.1.0.json")
endif()
file(GLOB pgn_validate_code_examples ${pgn_validate_data}/codes/*.pgn)
file(GLOB pgn_validate_inputs ${pgn_validate_data}/inputs/*)
file(GLOB pgn_validate_shared_edge_cases ${CHESS_SHARED_CORPUS_DIR}/pgn/*/*)
file(GLOB pgn_validate_corpus_games ${PROJECT_SOURCE_DIR}/corpus/games/*/*.pgn)
# Under the sanitizers each input is checked in JSON and one other format in turn: the writers'
# memory checking needs no input four times over.
set(pgn_validate_formats_in_turn)
if(CHESS_SANITIZERS)
    set(pgn_validate_formats_in_turn --formats-in-turn)
endif()
function(pgn_validate_format_test name)
    add_test(NAME pgn_validate_formats_${name}
             COMMAND ${pgn_validate_python} ${pgn_validate_scripts}/check_formats.py
                     --program $<TARGET_FILE:pgn-validate> ${pgn_validate_formats_in_turn}
                     ${ARGN})
    set_tests_properties(pgn_validate_formats_${name} PROPERTIES LABELS "${pgn_validate_labels}")
endfunction()
pgn_validate_format_test(code_examples ${pgn_validate_code_examples})
pgn_validate_format_test(inputs ${pgn_validate_inputs})
pgn_validate_format_test(corpus_games ${pgn_validate_corpus_games})
if(pgn_validate_shared_edge_cases)
    pgn_validate_format_test(shared_edge_cases ${pgn_validate_shared_edge_cases})
endif()
# Validity against the published schema is a property of the output, which the Release build
# checks; under the sanitizers the same SARIF runs are the code examples' and inputs' above.
if(NOT EXISTS ${CHESS_SARIF_SCHEMA})
    message(WARNING "pgn-validate tests: no SARIF schema at ${CHESS_SARIF_SCHEMA} "
                    "(run tools/dev/install-deps.sh); the SARIF schema test is left out")
elseif(NOT CHESS_SANITIZERS)
    pgn_validate_format_test(sarif_schema --sarif-schema ${CHESS_SARIF_SCHEMA}
                             ${pgn_validate_code_examples} ${pgn_validate_inputs}
                             ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn)
endif()

# docs/diagnostics.md documents every code, and every example produces its code.
set(pgn_validate_check_codes ${pgn_validate_python} ${pgn_validate_scripts}/check_codes.py
    --program $<TARGET_FILE:pgn-validate> --docs ${PROJECT_SOURCE_DIR}/docs/diagnostics.md
    --examples ${pgn_validate_data}/codes)
add_test(NAME pgn_validate_codes_documented COMMAND ${pgn_validate_check_codes} catalogue)
set_tests_properties(pgn_validate_codes_documented PROPERTIES LABELS "${pgn_validate_labels}")
file(GLOB pgn_validate_examples ${pgn_validate_data}/codes/*)
set(pgn_validate_example_codes)
foreach(example IN LISTS pgn_validate_examples)
    get_filename_component(name ${example} NAME)
    string(SUBSTRING ${name} 0 4 code)
    list(APPEND pgn_validate_example_codes ${code})
endforeach()
list(REMOVE_DUPLICATES pgn_validate_example_codes)
foreach(code IN LISTS pgn_validate_example_codes)
    add_test(NAME pgn_validate_code_example_${code}
             COMMAND ${pgn_validate_check_codes} example ${code})
    set_tests_properties(pgn_validate_code_example_${code} PROPERTIES
                         LABELS "${pgn_validate_labels}")
endforeach()

# The ready-made CI integrations, run as pre-commit and GitHub Actions would run them.
foreach(integration IN ITEMS precommit workflow)
    if(integration STREQUAL "precommit")
        set(file ${PROJECT_SOURCE_DIR}/.pre-commit-hooks.yaml)
    else()
        set(file ${PROJECT_SOURCE_DIR}/examples/ci/github-actions.yml)
    endif()
    add_test(NAME pgn_validate_ci_${integration}
             COMMAND ${pgn_validate_python} ${pgn_validate_scripts}/check_ci_integration.py
                     --program $<TARGET_FILE:pgn-validate>
                     --good ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/kk.pgn
                     --bad ${pgn_validate_data}/codes/E201.pgn ${integration} ${file})
    set_tests_properties(pgn_validate_ci_${integration} PROPERTIES
                         LABELS "${pgn_validate_labels}")
endforeach()

# A --byte-range run numbers games from the range's first game (at byte 3114 of small.pgn, the
# whole file's game 15), and its text report says so.
add_test(NAME pgn_validate_cli_byte_range_says_where_games_count_from
         COMMAND pgn-validate --byte-range 3000:
                 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-stats/small.pgn)
set_tests_properties(pgn_validate_cli_byte_range_says_where_games_count_from PROPERTIES
    LABELS "${pgn_validate_labels}"
    PASS_REGULAR_EXPRESSION "small.pgn:203:13: error\\[E201\\][^\n]*\\(game 1 counted from byte 3114, ply 3\\)")

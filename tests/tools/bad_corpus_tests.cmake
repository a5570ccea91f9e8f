# Hostile inputs (corpus/bad/, see corpus/MANIFEST.md): every entry of corpus/bad/catalogue.tsv
# is run through each PGN tool (pgn-validate, pgn-convert, pgn-fen, pgn-stats) or fen-check and
# must give exactly its expected diagnostics (code, line, column, game) and exit codes. The huge
# inputs (corpus/bad/gen/*.json) are generated while the test runs and streamed into the tools
# through a pipe; their peak memory must stay under 64 MiB. A pair (entry, tool) listed in
# corpus/bad/known-failures.tsv shows a bug: it is left out of the normal tests and runs as a
# test of its own that is expected to fail (WILL_FAIL) until the bug is fixed; then that test
# fails, and the line is to be removed from the list.
#
# Tools that are not built are left out (pgn-validate runs once it lands). Tests:
#   bad_corpus_catalogue          the catalogue itself (files, columns, codes), no tool
#   bad_corpus_files_<tool>       every small input, one tool
#   bad_corpus_gen_<name>         one generated input, every tool (label slow: the 1 GB ones)
#   bad_corpus_known_<name>_<tool>  a known failure (WILL_FAIL)
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    message(STATUS "bad corpus tests: no python3, not run")
    return()
endif()

function(bad_corpus_tests)
    set(root ${PROJECT_SOURCE_DIR}/corpus/bad)
    set(script ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/bad-corpus/check_catalogue.py)
    set(check ${Python3_EXECUTABLE} ${script} --root ${root})
    # The known failures keep the normal bound: some of them are about peak memory.
    set(check_known ${check})
    if(CHESS_SANITIZERS)
        # Bounded memory is checked in the normal build: ASan's shadow memory and quarantine
        # (256 MiB of freed blocks) make the 64 MiB bound meaningless here.
        list(APPEND check --max-rss-mb 1024)
    endif()
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${root}/catalogue.tsv
                                                                   ${root}/known-failures.tsv)
    set(labels "tools;bad-corpus")

    add_test(NAME bad_corpus_catalogue COMMAND ${check} --lint)
    set_tests_properties(bad_corpus_catalogue PROPERTIES LABELS "${labels}")

    # The catalogue's tool columns and the targets that build them.
    set(available)
    foreach(pair validate:pgn-validate convert:pgn-convert fen:pgn-fen stats:pgn-stats
                 fen_check:fen-check)
        string(REPLACE ":" ";" pair "${pair}")
        list(GET pair 0 name)
        list(GET pair 1 target)
        if(TARGET ${target})
            list(APPEND available ${name})
            set(tool_${name} "--tool;${name}=$<TARGET_FILE:${target}>")
        endif()
    endforeach()
    if(NOT available)
        return()
    endif()

    foreach(name IN LISTS available)
        add_test(NAME bad_corpus_files_${name}
                 COMMAND ${check} --files --skip-known ${tool_${name}})
        set_tests_properties(bad_corpus_files_${name} PROPERTIES LABELS "${labels}" TIMEOUT 300)
        chess_check_leaks(bad_corpus_files_${name})
    endforeach()

    # Known failures: "file<TAB>tool<TAB>why" lines.
    file(STRINGS ${root}/known-failures.tsv known_lines REGEX "^[^#\t][^\t]*\t[a-z_]+\t")
    foreach(line IN LISTS known_lines)
        string(REPLACE "\t" ";" fields "${line}")
        list(GET fields 0 file)
        list(GET fields 1 name)
        if(file STREQUAL "file")  # the header
            continue()
        endif()
        list(APPEND known_${name} ${file})
        if(NOT name IN_LIST available)
            continue()
        endif()
        string(REGEX REPLACE "^.*/|\\.[^/]*$" "" stem "${file}")
        add_test(NAME bad_corpus_known_${stem}_${name}
                 COMMAND ${check_known} --entry ${file} ${tool_${name}})
        set_tests_properties(bad_corpus_known_${stem}_${name} PROPERTIES
                             LABELS "${labels}" WILL_FAIL TRUE TIMEOUT 600)
    endforeach()

    # Generated inputs: one test each, with every tool that applies and is not a known failure.
    file(STRINGS ${root}/catalogue.tsv gen_lines REGEX "^gen/")
    foreach(line IN LISTS gen_lines)
        string(REPLACE "\t" ";" fields "${line}")
        list(GET fields 0 file)
        list(GET fields 11 fen_check_exit)
        if(fen_check_exit STREQUAL "-")
            set(applicable validate convert fen stats)
        else()
            set(applicable fen_check)
        endif()
        set(args)
        foreach(name IN LISTS applicable)
            if(name IN_LIST available AND NOT file IN_LIST known_${name})
                list(APPEND args ${tool_${name}})
            endif()
        endforeach()
        if(NOT args)
            continue()
        endif()
        string(REGEX REPLACE "^gen/|\\.json$" "" stem "${file}")
        add_test(NAME bad_corpus_gen_${stem} COMMAND ${check} --entry ${file} ${args})
        file(READ ${root}/${file} spec)
        string(JSON slow ERROR_VARIABLE no_slow GET "${spec}" slow)
        if(slow)
            set_tests_properties(bad_corpus_gen_${stem} PROPERTIES LABELS "${labels};slow"
                                                                   TIMEOUT 1800)
        else()
            set_tests_properties(bad_corpus_gen_${stem} PROPERTIES LABELS "${labels}" TIMEOUT 600)
        endif()
    endforeach()
endfunction()

bad_corpus_tests()

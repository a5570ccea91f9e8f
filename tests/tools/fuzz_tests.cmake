# The fuzz targets' entry points, built as plain executables with any compiler (no libFuzzer),
# run over the inputs fuzzing found (corpus/regressions/<target>/, each listed in its
# README.md) and over the hand-made seeds (fuzz/seeds/<target>/): every property failure or
# crash found once is checked again by the normal test suite.
include(${PROJECT_SOURCE_DIR}/fuzz/targets.cmake)

foreach(name IN LISTS CHESS_FUZZ_TARGETS)
    chess_add_fuzz_replayer(${name})
    set(inputs)
    foreach(dir IN ITEMS ${PROJECT_SOURCE_DIR}/corpus/regressions/${name}
                         ${PROJECT_SOURCE_DIR}/fuzz/seeds/${name})
        if(IS_DIRECTORY ${dir})
            list(APPEND inputs ${dir})
        endif()
    endforeach()
    if(inputs)
        add_test(NAME fuzz_regressions_${name} COMMAND fuzz_${name}_replay ${inputs})
        set_tests_properties(fuzz_regressions_${name} PROPERTIES LABELS "tools;fuzz-regressions"
                             PASS_REGULAR_EXPRESSION "[1-9][0-9]* passed, 0 failed")
    endif()
endforeach()

# The fuzz targets' entry points, built as plain executables with any compiler (no libFuzzer),
# run over the inputs fuzzing found (corpus/regressions/<target>/, each listed in its
# README.md) and over a few samples (targets.cmake): every property failure or crash found once
# is checked again by the normal test suite.
include(${PROJECT_SOURCE_DIR}/fuzz/targets.cmake)

foreach(name IN LISTS CHESS_FUZZ_TARGETS)
    chess_add_fuzz_replayer(${name})
    list(TRANSFORM CHESS_FUZZ_SAMPLES_${name} PREPEND ${PROJECT_SOURCE_DIR}/
         OUTPUT_VARIABLE samples)
    add_test(NAME fuzz_samples_${name} COMMAND fuzz_${name}_replay ${samples})
    set_tests_properties(fuzz_samples_${name} PROPERTIES LABELS "tools;fuzz-regressions")
    set(regressions ${PROJECT_SOURCE_DIR}/corpus/regressions/${name})
    if(IS_DIRECTORY ${regressions})
        add_test(NAME fuzz_regressions_${name} COMMAND fuzz_${name}_replay ${regressions})
        set_tests_properties(fuzz_regressions_${name} PROPERTIES LABELS "tools;fuzz-regressions")
    endif()
endforeach()

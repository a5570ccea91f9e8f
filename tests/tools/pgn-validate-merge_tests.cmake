if(NOT TARGET pgn-validate)
    return()
endif()

# pgn-validate --merge: separate runs merged report what one run reports (check_merge.py says
# what is compared and which field cannot be equal), and untrustworthy parts exit 2.
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    return()
endif()
set(pgn_validate_merge_script ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-validate-merge/check_merge.py)
file(GLOB pgn_validate_merge_inputs ${PROJECT_SOURCE_DIR}/corpus/games/*/*.pgn)
foreach(case files max-errors ranges broken)
    if(case STREQUAL "ranges")
        # A file with errors in several places (pgn4web's test file has deliberate ones), and a
        # game in Latin-1 (W101: reported once per input).
        set(inputs ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn
                   ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-validate/codes/W101.pgn)
    elseif(case STREQUAL "broken")
        set(inputs ${PROJECT_SOURCE_DIR}/corpus/games/pgn4web/test.pgn)
    else()
        set(inputs ${pgn_validate_merge_inputs})
    endif()
    add_test(NAME pgn_validate_merge_${case}
             COMMAND ${Python3_EXECUTABLE} ${pgn_validate_merge_script}
                     --program $<TARGET_FILE:pgn-validate>
                     --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-validate-merge-${case} ${case} ${inputs})
    set_tests_properties(pgn_validate_merge_${case} PROPERTIES LABELS "tools;pgn-validate"
                         SKIP_RETURN_CODE 77 TIMEOUT 120)
endforeach()

if(NOT TARGET pgn-convert)
    return()
endif()

# pgn-convert --in-place: a file is replaced by its conversion only when complete and safe (no
# failed game without --keep-failed, not compressed), keeps its permission bits, and usage
# errors touch nothing (tests/tools/data/pgn-convert-in-place/check_in_place.py).
add_test(NAME pgn_convert_in_place
         COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert-in-place/check_in_place.py
                 --convert $<TARGET_FILE:pgn-convert>
                 --data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert
                 --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-convert-in-place-work)
set_tests_properties(pgn_convert_in_place PROPERTIES LABELS "tools;pgn-convert")

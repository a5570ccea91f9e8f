if(NOT TARGET pgn-convert)
    return()
endif()

# pgn-convert -j N writes the same -o and --in-place files as -j 1 (stdout, stderr and the exit
# code over the corpus: parallel_jobs_* in parallel_tests.cmake).
find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    return()
endif()
set(convert_data ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert)
add_test(NAME pgn_convert_jobs_files
         COMMAND ${Python3_EXECUTABLE}
                 ${CMAKE_CURRENT_SOURCE_DIR}/tools/data/pgn-convert-jobs/check_files.py
                 --convert $<TARGET_FILE:pgn-convert>
                 --work ${CMAKE_CURRENT_BINARY_DIR}/pgn-convert-jobs-work
                 ${convert_data}/sample.pgn ${convert_data}/illegal.pgn
                 ${convert_data}/fixable.pgn
                 ${PROJECT_SOURCE_DIR}/corpus/games/mliebelt-pgn-viewer/GM_games.pgn)
set_tests_properties(pgn_convert_jobs_files PROPERTIES LABELS "tools;pgn-convert;parallel")

# Differential test against pgn-extract (issue 7): for every file of ../shared/corpus/games/,
# our SAN, FEN after every ply and game outcome are compared game by game with pgn-extract's
# (Debian package pgn-extract, installed by tools/dev/install-deps.sh). Every disagreement must
# be explained in tests/differential/known-differences.tsv; the test fails on one that is not,
# and on a row that no longer occurs. Skipped (exit 77) when pgn-extract or the shared corpus
# is absent. Tests:
#   differential_pgn_extract          the comparison over the whole shared corpus
#   differential_self_check           the comparison script finds planted differences
set(differential_dir ${PROJECT_SOURCE_DIR}/tests/differential)

add_executable(replay_dump ${differential_dir}/replay_dump.cpp)
target_link_libraries(replay_dump PRIVATE chess::notation chess_warnings chess_tuning)

find_package(Python3 COMPONENTS Interpreter)
if(NOT Python3_Interpreter_FOUND)
    message(STATUS "differential tests: no python3, not run")
    return()
endif()
find_program(CHESS_PGN_EXTRACT pgn-extract PATHS /usr/games)

set(differential_check ${Python3_EXECUTABLE} ${differential_dir}/compare_with_pgn_extract.py
    --replay-dump $<TARGET_FILE:replay_dump> --pgn-extract "${CHESS_PGN_EXTRACT}"
    --known ${differential_dir}/known-differences.tsv)
add_test(NAME differential_pgn_extract
         COMMAND ${differential_check} --root ${CHESS_SHARED_CORPUS_DIR} games)
set_tests_properties(differential_pgn_extract PROPERTIES
                     LABELS "differential" SKIP_RETURN_CODE 77 TIMEOUT 600)

add_test(NAME differential_self_check
         COMMAND ${Python3_EXECUTABLE} ${differential_dir}/self_check.py
                 --replay-dump $<TARGET_FILE:replay_dump> --pgn-extract "${CHESS_PGN_EXTRACT}")
set_tests_properties(differential_self_check PROPERTIES
                     LABELS "differential" SKIP_RETURN_CODE 77 TIMEOUT 120)

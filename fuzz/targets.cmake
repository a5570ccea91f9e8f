# The fuzz targets and their sources, shared by the libFuzzer build (fuzz/CMakeLists.txt) and
# the plain replay build that the normal test suite uses (tests/tools/fuzz_tests.cmake).
# Per directory: tests/ and fuzz/ are siblings, each needs the variables (a build may have both).
include_guard(DIRECTORY)

set(CHESS_FUZZ_DIR ${CMAKE_CURRENT_LIST_DIR})
set(CHESS_FUZZ_TARGETS fen move pgn_reader pgn_round_trip)
set(CHESS_FUZZ_SOURCES_fen fuzz_fen.cpp)
set(CHESS_FUZZ_SOURCES_move fuzz_move.cpp)
set(CHESS_FUZZ_SOURCES_pgn_reader fuzz_pgn_reader.cpp event_log.cpp)
set(CHESS_FUZZ_SOURCES_pgn_round_trip fuzz_pgn_round_trip.cpp game_tree.cpp replay_trace.cpp)

# Inputs the normal test suite runs each target over besides corpus/regressions/<name>/: small
# files of the corpus (whole files: the plain build has no max_len) and the hand-made seeds.
set(CHESS_FUZZ_SAMPLES_fen corpus/fen/disservin-fuzz-corpus corpus/fen/python-chess-fuzz-corpus
                           corpus/fen/shakmaty-fuzz-corpus)
set(CHESS_FUZZ_SAMPLES_move fuzz/seeds/move)
set(CHESS_FUZZ_SAMPLES_pgn_reader corpus/games/pgn4web/test.pgn corpus/games/pgn4web/demoGames.pgn
                                  corpus/games/mliebelt-pgn-viewer/nags.pgn)
set(CHESS_FUZZ_SAMPLES_pgn_round_trip ${CHESS_FUZZ_SAMPLES_pgn_reader}
                                      corpus/games/pgn4web/chess960wch06.pgn)

# fuzz_<name>_replay: the target's entry point with a main() that runs it over files.
function(chess_add_fuzz_replayer name)
    set(target fuzz_${name}_replay)
    if(TARGET ${target})
        return()
    endif()
    list(TRANSFORM CHESS_FUZZ_SOURCES_${name} PREPEND ${CHESS_FUZZ_DIR}/ OUTPUT_VARIABLE sources)
    add_executable(${target} ${sources} ${CHESS_FUZZ_DIR}/replay_main.cpp)
    target_link_libraries(${target} PRIVATE chess::notation chess_warnings chess_tuning)
endfunction()

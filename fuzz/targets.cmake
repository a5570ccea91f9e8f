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

# Targets over the tools' own code, when the tools are built: the input decoders
# (tools/common), pgn-validate's splitting of an input (-j, --byte-range) and pgn-stats's JSON
# reader. CHESS_FUZZ_LIBRARIES_<name>: what they link besides the libraries.
if(TARGET chess_tools_common)
    list(APPEND CHESS_FUZZ_TARGETS decoders)
    set(CHESS_FUZZ_SOURCES_decoders fuzz_decoders.cpp)
    set(CHESS_FUZZ_LIBRARIES_decoders chess_tools_common)
    set(CHESS_FUZZ_SAMPLES_decoders fuzz/seeds/decoders)
endif()
if(TARGET pgn_validate_core AND TARGET pgn_stats_core)
    list(APPEND CHESS_FUZZ_TARGETS parallel_validation)
    set(CHESS_FUZZ_SOURCES_parallel_validation fuzz_parallel_validation.cpp)
    set(CHESS_FUZZ_LIBRARIES_parallel_validation pgn_validate_core pgn_stats_core)
    set(CHESS_FUZZ_INCLUDES_parallel_validation ${PROJECT_SOURCE_DIR}/tools)
    set(CHESS_FUZZ_SAMPLES_parallel_validation fuzz/seeds/parallel_validation)
endif()
if(TARGET chess_tools_common)
    list(APPEND CHESS_FUZZ_TARGETS stats_json)
    set(CHESS_FUZZ_SOURCES_stats_json fuzz_stats_json.cpp)
    set(CHESS_FUZZ_LIBRARIES_stats_json chess_tools_common)
    set(CHESS_FUZZ_SAMPLES_stats_json fuzz/seeds/stats_json)
endif()

# fuzz_<name>_replay: the target's entry point with a main() that runs it over files.
function(chess_add_fuzz_replayer name)
    set(target fuzz_${name}_replay)
    if(TARGET ${target})
        return()
    endif()
    # The main() is compiled once for all the replayers.
    if(NOT TARGET chess_fuzz_replay_main)
        add_library(chess_fuzz_replay_main OBJECT ${CHESS_FUZZ_DIR}/replay_main.cpp)
        target_link_libraries(chess_fuzz_replay_main PRIVATE chess_warnings chess_tuning)
    endif()
    list(TRANSFORM CHESS_FUZZ_SOURCES_${name} PREPEND ${CHESS_FUZZ_DIR}/ OUTPUT_VARIABLE sources)
    add_executable(${target} ${sources})
    target_link_libraries(${target} PRIVATE chess_fuzz_replay_main)
    chess_fuzz_target_uses(${target} ${name})
endfunction()

# What a fuzz target (libFuzzer or replay build) of `name` links and includes.
function(chess_fuzz_target_uses target name)
    target_link_libraries(${target} PRIVATE chess::notation ${CHESS_FUZZ_LIBRARIES_${name}}
                                            chess_warnings chess_tuning)
    target_include_directories(${target} PRIVATE ${CHESS_FUZZ_INCLUDES_${name}})
endfunction()

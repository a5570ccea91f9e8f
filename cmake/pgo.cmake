# Profile-guided optimisation with GCC, in two configurations of one build directory (the
# profile files are named after the object files, so both phases must build the same objects):
#   CHESS_PGO=generate  an instrumented build: running the tools writes profiles to CHESS_PGO_DIR
#   CHESS_PGO=use       the optimised build, from those profiles, with link-time optimisation
# tools/dev/build-profiled.sh runs both phases and the training between them. The replay is a
# chain of data-dependent branches (which piece letter, how many candidates, check or not); the
# profile tells the compiler which way they go in real games, for block layout and inlining.
# LTO is part of the "use" phase only: measured alone it made pgn-validate slower, with the
# profile it adds to the gain (bench/RESULTS.md, session 8).
set(CHESS_PGO "" CACHE STRING "Profile-guided optimisation phase: empty (off), generate or use")
set_property(CACHE CHESS_PGO PROPERTY STRINGS "" generate use)
set(CHESS_PGO_DIR "${CMAKE_BINARY_DIR}/pgo-profile" CACHE PATH
    "Where the instrumented build writes its profiles and the optimised build reads them")

if(CHESS_PGO STREQUAL "generate")
    # Atomic counters: the -j N runs of the training are multithreaded.
    target_compile_options(chess_tuning INTERFACE "-fprofile-generate=${CHESS_PGO_DIR}"
                                                  -fprofile-update=prefer-atomic)
    target_link_options(chess_tuning INTERFACE "-fprofile-generate=${CHESS_PGO_DIR}")
elseif(CHESS_PGO STREQUAL "use")
    # Partial training: code that the training did not run (other options, other inputs) is
    # optimised as usual instead of for size. No warning for the objects no training ran.
    target_compile_options(chess_tuning INTERFACE "-fprofile-use=${CHESS_PGO_DIR}"
                                                  -fprofile-partial-training -Wno-missing-profile)
    set(CMAKE_INTERPROCEDURAL_OPTIMIZATION ON)
elseif(NOT CHESS_PGO STREQUAL "")
    message(FATAL_ERROR "CHESS_PGO is '${CHESS_PGO}': it must be empty, generate or use")
endif()
if(CHESS_PGO AND NOT CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    message(FATAL_ERROR "CHESS_PGO needs GCC (its profile format); this is ${CMAKE_CXX_COMPILER_ID}")
endif()

#!/usr/bin/env bash
# tools/dev/build-profiled.sh [BUILD_DIR]
#
# The fastest build of the command-line tools: profile-guided and link-time optimised (GCC),
# about a tenth faster than the plain Release build on whole archives (bench/RESULTS.md). Three
# steps in BUILD_DIR (default build-profiled/), tools only, no tests:
#   1. an instrumented build (CHESS_PGO=generate, see cmake/pgo.cmake);
#   2. training: the archive tools, on one thread and on two, over the bundled real games
#      (the files listed below), which writes the profiles;
#   3. the optimised build from those profiles (CHESS_PGO=use).
# The tools behave exactly as the Release build's: only the machine code differs (the test
# command checks their output on the bundled corpus against the Release build's).
# Environment: CHESS_PGO_TRAINING, a space-separated list of PGN files to train on instead
# (for archives unlike the bundled games); JOBS, the build's parallelism (default: nproc).
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${1:-$root/build-profiled}
jobs=${JOBS:-$(nproc)}
profile_dir=$build_dir/pgo-profile
tool_targets=(pgn-validate pgn-fen pgn-convert pgn-stats fen-check perft)

# Real game records as archives hold them: master games, mostly without comments, and online
# games with clock comments. Not the files of deliberate errors, whose rare paths would pass
# for common ones in the profile, nor pgn-extract's ECO file: its 2,000 opening lines of a few
# moves each made game starts and tags look as common as moves (without it, pgn-validate -j 1
# on pgnmentor ran 2.9% faster, -j 2 3.9%; bench/RESULTS.md, session 16).
default_training() {
    local games=$root/corpus/games
    echo "$games"/mliebelt-pgn-viewer/{GM_games,WorldChamp1972,great_masters,moscow64,semicomm}.pgn \
        "$games"/chesscom/chess_com_games.pgn
}

configure_and_build() {
    cmake -S "$root" -B "$build_dir" -DCMAKE_BUILD_TYPE=Release -DCHESS_BUILD_TESTS=OFF \
        -DCHESS_BUILD_BENCHMARKS=OFF -DCHESS_PGO="$1" -DCHESS_PGO_DIR="$profile_dir" >/dev/null
    cmake --build "$build_dir" -j "$jobs" --target "${tool_targets[@]}"
}

# Runs a tool for its profile: its output is not wanted, and exit code 1 (problems found in
# the input) is expected of real archives.
train() {
    "$@" >/dev/null 2>&1 || (($? == 1)) || {
        echo "build-profiled: training run failed: $*" >&2
        return 1
    }
}

run_training() {
    local tools=$build_dir/tools
    local -a files
    read -r -a files <<<"${CHESS_PGO_TRAINING:-$(default_training)}"
    for jobs in 1 2; do
        train "$tools/pgn-validate/pgn-validate" -j "$jobs" -q "${files[@]}"
        train "$tools/pgn-fen/pgn-fen" -j "$jobs" --every -q "${files[@]}"
        train "$tools/pgn-convert/pgn-convert" -j "$jobs" --to lan -q "${files[@]}"
        train "$tools/pgn-stats/pgn-stats" -j "$jobs" -q "${files[@]}"
    done
    train "$tools/pgn-convert/pgn-convert" --to san -q "${files[@]}"
    train "$tools/perft/perft" 4
    train "$tools/fen-check/fen-check" --quiet --normalize -f "$root/corpus/perft/standard.epd"
}

echo "build-profiled: 1/3 instrumented build in $build_dir"
rm -rf "$profile_dir"
configure_and_build generate
echo "build-profiled: 2/3 training"
run_training
echo "build-profiled: 3/3 optimised build"
configure_and_build use
echo "build-profiled: the tools are in $build_dir/tools"

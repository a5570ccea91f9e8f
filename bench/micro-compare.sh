#!/usr/bin/env bash
# bench/micro-compare.sh [--record] [BUILD_DIR (default build-micro/)]
#
# The micro-benchmarks of the hot functions (notation_bench: SAN parse and resolve, SAN, long
# algebraic and UCI writing, move generation, FEN parse, read and write, and whole games: the
# PGN reader alone and reader plus replayer) against the baseline
# recorded in bench/micro/baseline.json, so that a regression shows: builds notation_bench in
# Release (plain, as the test command builds it), runs it REPS times and prints each
# benchmark's median time per move or position beside the baseline's. Exit code 1 when one is
# slower than the baseline by more than THRESHOLD percent, 2 when the two cannot be compared
# (a benchmark added or removed, or a baseline from a machine of another shape).
#
# --record: writes the run as the new baseline instead (after a deliberate change of speed, or
# on a new machine), with the commit it measured.
#
# Timing needs a quiet machine: the figures of a busy one move by 10-25% (bench/RESULTS.md).
# Environment: REPS (default 7), THRESHOLD (percent, default 10), BENCH_NO_BUILD=1 to run the
# build as it is.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
record=0
if [[ ${1:-} == --record ]]; then
    record=1
    shift
fi
build=${1:-$root/build-micro}
reps=${REPS:-7}
threshold=${THRESHOLD:-10}
baseline=$root/bench/micro/baseline.json

if [[ ${BENCH_NO_BUILD:-0} != 1 ]]; then
    "$root/tools/dev/install-deps.sh"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCHESS_BUILD_TESTS=OFF \
        -DCHESS_BUILD_BENCHMARKS=ON -DCHESS_PGO= >/dev/null
    cmake --build "$build" -j "$(nproc)" --target notation_bench >/dev/null
fi

# The build's compiler and version, as "x86_64-linux-gnu-g++-12-12.2.0" (a context value may
# hold no comma).
compiler_of() {
    local cxx
    cxx=$(sed -n 's/^CMAKE_CXX_COMPILER:[A-Z]*=//p' "$1/CMakeCache.txt")
    echo "$(basename "$(readlink -f "$cxx")")-$("$cxx" -dumpfullversion)"
}

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
measured=(librules libnotation bench/micro/notation_bench.cpp)
if [[ -n $(git -C "$root" status --porcelain -- "${measured[@]}" 2>/dev/null) ]]; then
    commit+="+changes"  # the measured code is not the commit's
fi
out=$build/notation_bench.json
"$build/bench/micro/notation_bench" --benchmark_repetitions="$reps" \
    --benchmark_report_aggregates_only=true --benchmark_out="$out" \
    --benchmark_out_format=json \
    --benchmark_context="commit=$commit,build=Release-$(compiler_of "$build")" >/dev/null

if [[ $record == 1 ]]; then
    cp "$out" "$baseline"
    echo "recorded $baseline (commit $commit)"
    exit 0
fi
exec python3 "$root/bench/micro/compare_baseline.py" "$baseline" "$out" --threshold "$threshold"

#!/usr/bin/env bash
# Builds (if needed) and runs one libFuzzer target for a number of seconds, from seeds made out
# of the project's corpus, the shared corpus and corpus/regressions/, and prints what it did.
#
#   fuzz/run.sh fen 600                    # FEN/EPD, 10 minutes
#   fuzz/run.sh pgn_reader 30 -seed=1      # extra arguments go to libFuzzer
#   fuzz/run.sh --build-dir build-fuzz --no-build move 30
#
# Targets: fen, move, pgn_reader, pgn_round_trip, decoders, parallel_validation, stats_json.
# The growing corpus is kept in BUILD_DIR/fuzz-work/TARGET/corpus (so a later run goes on from
# it); crashes, hangs (-timeout) and out-of-memory inputs are saved in
# BUILD_DIR/fuzz-work/TARGET/artifacts/. Exit status: libFuzzer's (0: nothing found).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build_dir=$repo/build-fuzz
build=1
while [[ $# -gt 0 && $1 == --* ]]; do
    case $1 in
        --build-dir) build_dir=$(realpath -m "$2"); shift 2 ;;
        --no-build) build=0; shift ;;
        *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
    esac
done
if [[ $# -lt 2 ]]; then
    sed -n '2,12p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
target=$1
seconds=$2
shift 2

case $target in
    fen) max_len=256 ;;
    move) max_len=160 ;;
    pgn_reader) max_len=4096 ;;
    pgn_round_trip) max_len=4096 ;;
    decoders) max_len=4096 ;;
    parallel_validation) max_len=4096 ;;
    stats_json) max_len=8192 ;;
    *)
        echo "run.sh: unknown target '$target' (fen, move, pgn_reader, pgn_round_trip," \
             "decoders, parallel_validation, stats_json)" >&2
        exit 2
        ;;
esac

binary=$build_dir/fuzz/fuzz_$target
if [[ $build == 1 ]]; then
    if [[ ! -f $build_dir/CMakeCache.txt ]]; then
        CC=${CC:-clang-16} CXX=${CXX:-clang++-16} cmake -S "$repo" -B "$build_dir" \
            -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESS_FUZZ=ON \
            -DCHESS_SANITIZERS=address,undefined -DCHESS_BUILD_TESTS=OFF \
            -DCHESS_BUILD_TOOLS=ON -DCHESS_BUILD_BENCHMARKS=OFF >/dev/null
    fi
    cmake --build "$build_dir" --target "fuzz_$target" -j2 >/dev/null
fi
[[ -x $binary ]] || { echo "run.sh: no $binary (build it, or drop --no-build)" >&2; exit 2; }

work=$build_dir/fuzz-work/$target
seeds=$work/seeds
rm -rf "$seeds"
mkdir -p "$seeds" "$work/corpus" "$work/artifacts"
python3 "$repo/fuzz/make_seeds.py" "$target" "$seeds" "$max_len"
regressions=$repo/corpus/regressions/$target
inputs=("$work/corpus" "$seeds")
[[ -d $regressions ]] && inputs+=("$regressions")
dict=()
case $target in
    fen) dict=(-dict="$repo/fuzz/dictionaries/fen.dict") ;;
    move) dict=(-dict="$repo/fuzz/dictionaries/move.dict") ;;
    decoders) ;;
    stats_json) dict=(-dict="$repo/fuzz/dictionaries/json.dict") ;;
    *) dict=(-dict="$repo/fuzz/dictionaries/pgn.dict") ;;
esac

echo "fuzz_$target: $seconds s, max_len $max_len, $(find "$seeds" -type f | wc -l) seeds," \
     "$(find "$work/corpus" -type f | wc -l) inputs in $work/corpus"
log=$work/last-run.log
status=0
# One process, one job: the machine is shared. The new inputs go to the first directory.
"$binary" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$work/artifacts/" ${dict[@]+"${dict[@]}"} "$@" \
    "${inputs[@]}" >"$log" 2>&1 || status=$?

# The summary: the last status line (executions, cov, ft, corpus) and the final statistics.
grep -E '^#[0-9]+' "$log" | tail -n 1 || true
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb|new_units_added)' \
    "$log" || true
echo "corpus: $(find "$work/corpus" -type f | wc -l) inputs; log: $log"
if [[ $status != 0 ]]; then
    grep -E 'ERROR|fuzz property failed|SUMMARY|Test unit written' "$log" | head -n 20 >&2 || true
    echo "fuzz_$target found a problem (exit $status); artifacts in $work/artifacts" >&2
fi
exit "$status"

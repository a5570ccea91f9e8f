#!/usr/bin/env bash
# Single-threaded perft, side by side with Stockfish's `go perft` in the same run: the start
# position to depth 6 and Kiwipete to depth 5. Both are timed as whole processes (best of RUNS);
# Stockfish's own start-up (measured alone with `quit`) is subtracted so both rates are pure
# search. Prints a markdown table and our speed as a ratio of Stockfish's.
#   bench/perft-vs-stockfish.sh [BUILD_DIR]     (env RUNS, default 5)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build-bench}
runs=${RUNS:-5}
stockfish=${STOCKFISH:-/usr/games/stockfish}

if [[ ! -x $stockfish ]]; then
    echo "installing stockfish (Debian package)" >&2
    sudo_cmd=(); [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get install -y -qq stockfish >&2
fi
"$root/tools/dev/install-deps.sh"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCHESS_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" -j "$(nproc)" --target perft >/dev/null
perft=$build/tools/perft/perft

now() { date +%s.%N; }
# best wall time of `runs` runs of a shell command
best_time() {
    local best=
    for ((i = 0; i < runs; i++)); do
        local t0 t1
        t0=$(now)
        bash -c "$1" >/dev/null 2>&1
        t1=$(now)
        best=$(awk -v a="$t0" -v b="$t1" -v best="$best" \
            'BEGIN { d = b - a; if (best == "" || d < best) print d; else print best }')
    done
    echo "$best"
}

sf_startup=$(best_time "printf 'quit\n' | $stockfish")
kiwipete='r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'

echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cpus; $(date -u +%F)"
echo "stockfish: $($stockfish <<<'quit' 2>/dev/null | head -1); start-up ${sf_startup}s subtracted"
echo
echo "| position | depth | nodes | ours s | ours Mnps | stockfish s | stockfish Mnps | ratio |"
echo "|---|---|---|---|---|---|---|---|"
row() {
    local name=$1 depth=$2 fen=$3 position_cmd
    local nodes ours sf
    if [[ -z $fen ]]; then
        nodes=$($perft "$depth")
        ours=$(best_time "$perft $depth")
        position_cmd='position startpos'
    else
        nodes=$($perft --fen "$fen" "$depth")
        ours=$(best_time "$perft --fen '$fen' $depth")
        position_cmd="position fen $fen"
    fi
    local sf_nodes
    sf_nodes=$(printf '%s\ngo perft %s\nquit\n' "$position_cmd" "$depth" | $stockfish 2>/dev/null |
        awk '/Nodes searched/ { print $3 }')
    [[ $sf_nodes == "$nodes" ]] || { echo "node counts differ: ours $nodes, stockfish $sf_nodes" >&2; exit 1; }
    sf=$(best_time "printf '%s\ngo perft %s\nquit\n' '$position_cmd' $depth | $stockfish")
    sf=$(awk -v a="$sf" -v b="$sf_startup" 'BEGIN { print a - b }')
    awk -v n="$nodes" -v o="$ours" -v s="$sf" -v name="$name" -v d="$depth" 'BEGIN {
        printf "| %s | %d | %d | %.3f | %.0f | %.3f | %.0f | %.2fx |\n", name, d, n, o, n / o / 1e6, s, n / s / 1e6, s / o }'
}
row start 6 ""
row kiwipete 5 "$kiwipete"

#!/usr/bin/env bash
# bench/validate-vs-peers.sh [SLICE_MB]
# Full PGN validation (every move of every game parsed, resolved and played), single thread,
# side by side in one run: our pgn-validate and the peers of ../shared/bench/run-peers.sh
# (pgn-extract -r -s, Scid, chessops, chess.js; cat and wc -l as the I/O floor), on
# ../shared/corpus/big/pgnmentor-players.pgn.zst (265 MB of real games), decompressed once.
# SLICE_MB (optional): only the first whole games up to that many MB.
#
# Prints one markdown table (seconds, MB/s, games/s, moves/s, peak RSS, counts). Our row is
# measured the way run-peers.sh measures the peers: a GNU time pass for peak RSS and counts,
# then hyperfine (median of RUNS).
# PEERS (default "cat wc-l pgn-extract scid-import chessops"): the peers to run; chess.js
# (0.1 MB/s: about 45 minutes on the whole corpus) and python-chess only when named.
# Needs: Debian packages pgn-extract scid hyperfine time zstd nodejs npm, and the npm packages
# chessops and chess.js in $PEERS_DIR/node (see ../shared/bench/README.md).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
shared=${CHESS_SHARED_DIR:-$root/../shared}
work=${BENCH_DIR:-${TMPDIR:-/tmp}/chess-bench}
build=${BENCH_BUILD_DIR:-$root/build}
runs=${RUNS:-5}
mkdir -p "$work"

cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$build" --target pgn-validate -j "$(nproc)" >/dev/null
validate=$build/tools/pgn-validate/pgn-validate

corpus=$work/pgnmentor-players.pgn
if [[ ! -s $corpus ]]; then
    zstd -dc --long=31 "$shared/corpus/big/pgnmentor-players.pgn.zst" > "$corpus.tmp"
    mv "$corpus.tmp" "$corpus"
fi
if [[ -n ${1:-} ]]; then
    slice=$work/pgnmentor-$1mb.pgn
    [[ -s $slice ]] || "$shared/bench/make-slice.sh" "$corpus" "$slice" "$1"
    corpus=$slice
fi
size=$(stat -c %s "$corpus")

# The peers' table (header and rows).
PEERS=${PEERS:-cat wc-l pgn-extract scid-import chessops} "$shared/bench/run-peers.sh" "$corpus"

# Our row. Counts from the JSON summary; main-line and variation moves are all checked (the
# corpus has no variations, so the move counts are comparable with the peers').
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmd=("$validate" --format json --disable warnings,notes -q "$corpus")
/usr/bin/time -f '%M %e' -o "$tmp/rss" "${cmd[@]}" > "$tmp/out" || [[ $? -eq 1 ]]
summary=$(grep '"type":"summary"' "$tmp/out")
counts=$(python3 -c 'import json,sys; s=json.loads(sys.argv[1]); print(s["games"], s["moves"], s["errors"])' "$summary")
read -r games moves errors <<<"$counts"
hyperfine --style none --runs "$runs" -i --export-json "$tmp/h.json" "${cmd[*]}" >/dev/null 2>&1
python3 - "$tmp/h.json" "$size" "$games" "$moves" "$(tail -1 "$tmp/rss" | cut -d' ' -f1)" "$errors" <<'PY'
import json, statistics, sys
path, size, games, moves, rss_kb, errors = sys.argv[1:7]
t = json.load(open(path))["results"][0]["times"]
med = statistics.median(t)
print(f"| pgn-validate (ours, -j 1) | {med:.3f} ({min(t):.3f}-{max(t):.3f}, {len(t)}) | "
      f"{int(size) / 1e6 / med:,.1f} | {int(games) / med:,.0f} | {int(moves) / med:,.0f} | "
      f"{int(rss_kb) / 1024:.1f} | {games} | {moves} | {errors} |")
PY

#!/usr/bin/env bash
# bench/compare.sh [--memory]
#
# Our archive tools side by side with the peers, on ../shared/corpus/big/pgnmentor-players.pgn.zst
# (265 MB of real games, decompressed once into $BENCH_DIR), in one run and one table: MB/s,
# games/s, peak RSS, and the games and moves each one counted, with a check that the counts
# agree. Rows:
#   cat, wc -l                  the I/O floor
#   pgn-validate -j 1, -j 2     full validation (-j 2 only when the build has -j)
#   the same on the .pgn.zst    the corpus as shipped (with SLICE_MB, the slice compressed
#                               once by zstd): decompression's cost over the plain file
#   pgn-fen --every -j 1        every position as FEN (counted: positions = games + moves)
#   pgn-convert --to lan -j 1   every game rewritten in long algebraic (counted: games out)
#   pgn-extract -r -s           Debian's pgn-extract, check only
#   chessops, chess.js          npm libraries, through our drivers in bench/drivers/ that
#                               replay every main-line move and count games and moves
# Each row: one untimed pass that takes the counts; then RUNS rounds, each timing every row once
# (wall time of the process, its start included; the median is shown; peak RSS from GNU time,
# the largest). Below the table, the count check and each of issue 6's speed targets with its
# ratio and whether it is met (bench/compare_report.py). chess.js is slow
# (0.03-0.1 MB/s: hours on the whole corpus; leave it out with ROWS or use SLICE_MB): its one
# counting pass is also its timing.
#
# --memory: pgn-validate's peak RSS on the corpus and on a 10x concatenation of it (2.6 GB,
# built once in $BENCH_DIR): memory must not grow with the input.
#
# Environment:
#   SLICE_MB=N   only the first whole games up to N MB (../shared/bench/make-slice.sh)
#   RUNS=N       timed passes per row (default 3)
#   ROWS="..."   a subset of: cat wc-l validate-j1 validate-j2 validate-zst-j1 validate-zst-j2
#                fen-every convert-lan pgn-extract chessops chess.js
#   BENCH_DIR    decompressed corpus and slices (default /tmp/chess-bench, reused)
#   BENCH_BUILD_DIR  the build of our tools (default build-bench/); BENCH_NO_BUILD=1 uses it as
#                it is
#   PGO=0        a plain Release build instead of the profile-guided one (tools/dev/
#                build-profiled.sh: trained on the bundled corpus/games, never on this corpus)
#   NODE_DIR     a directory whose node_modules/ has chessops and chess.js (default: the
#                cache below, or /tmp/chess-peers/node when that has them); when neither has
#                them, npm installs them into ${XDG_CACHE_HOME:-~/.cache}/chess-notation/node
# Needs: cmake, g++, zstd, GNU time (/usr/bin/time), pgn-extract, node and npm (Debian).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
shared=${CHESS_SHARED_DIR:-$root/../shared}
work=${BENCH_DIR:-${TMPDIR:-/tmp}/chess-bench}
build=${BENCH_BUILD_DIR:-$root/build-bench}
runs=${RUNS:-3}
rows=${ROWS:-cat wc-l validate-j1 validate-j2 validate-zst-j1 validate-zst-j2 fen-every convert-lan pgn-extract chessops chess.js}
drivers=$root/bench/drivers
mode=${1:-table}
usage() { sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
case $mode in
    table | --memory) ;;
    -h | --help) usage && exit 0 ;;
    *) usage >&2 && exit 2 ;;
esac
mkdir -p "$work"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

note() { echo "compare.sh: $*" >&2; }

build_tools() {
    if [[ -n ${BENCH_NO_BUILD:-} ]]; then
        note "using the tools as built in $build (BENCH_NO_BUILD)"
        return
    fi
    if [[ ${PGO:-1} == 0 ]]; then
        note "building Release in $build"
        cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DCHESS_BUILD_BENCHMARKS=OFF \
            -DCHESS_BUILD_TESTS=OFF -DCHESS_PGO= >/dev/null
        cmake --build "$build" --target pgn-validate pgn-fen pgn-convert -j "$(nproc)" >/dev/null
    else
        note "building Release, profile-guided, in $build"
        "$root/tools/dev/build-profiled.sh" "$build" >/dev/null
    fi
}

corpus_file() {
    local corpus=$work/pgnmentor-players.pgn
    if [[ ! -s $corpus ]]; then
        note "decompressing the corpus into $corpus"
        zstd -dc --long=31 "$shared/corpus/big/pgnmentor-players.pgn.zst" >"$corpus.tmp"
        mv "$corpus.tmp" "$corpus"
    fi
    if [[ -n ${SLICE_MB:-} ]]; then
        local slice=$work/pgnmentor-${SLICE_MB}mb.pgn
        [[ -s $slice ]] || "$shared/bench/make-slice.sh" "$corpus" "$slice" "$SLICE_MB" >&2
        corpus=$slice
    fi
    echo "$corpus"
}

# The corpus compressed: the file as shipped, or the slice compressed once (zstd's default
# level, as the corpus and lichess's archives are made).
compressed_file() {
    if [[ -z ${SLICE_MB:-} ]]; then
        echo "$shared/corpus/big/pgnmentor-players.pgn.zst"
        return
    fi
    if [[ ! -s $corpus.zst ]]; then
        note "compressing $corpus"
        zstd -q -c "$corpus" >"$corpus.zst.tmp"
        mv "$corpus.zst.tmp" "$corpus.zst"
    fi
    echo "$corpus.zst"
}

# The directory whose node_modules/ has chessops and chess.js.
node_dir() {
    local cache=${XDG_CACHE_HOME:-$HOME/.cache}/chess-notation/node
    for dir in ${NODE_DIR:-} "$cache" /tmp/chess-peers/node; do
        if [[ -d $dir/node_modules/chessops && -d $dir/node_modules/chess.js ]]; then
            echo "$dir"
            return
        fi
    done
    note "installing chessops and chess.js into $cache (npm)"
    mkdir -p "$cache"
    npm install --prefix "$cache" --no-save --silent chessops@0.15 chess.js@1.4 >&2
    echo "$cache"
}

# "-j 1" for a tool that has -j (where it has not, it runs on one thread anyway). The help is
# taken whole before grep sees it: under pipefail, `--help | grep -q` failed whenever grep quit
# at the match before the tool had written the rest (SIGPIPE), and the "-j 1" row then ran on
# every core.
one_job() {
    local help
    help=$("$1" --help)
    if grep -qE '^ +-j ' <<<"$help"; then echo "-j 1"; fi
}

# row_command NAME: the command line of a row (empty: the row cannot run here).
row_command() {
    local q
    q=$(printf '%q' "$corpus")
    case $1 in
        cat) echo "cat $q" ;;
        wc-l) echo "wc -l $q" ;;
        validate-j1) echo "$validate $(one_job "$validate") --format json --disable warnings,notes -q $q" ;;
        validate-j2) [[ -z $(one_job "$validate") ]] || echo "$validate -j 2 --format json --disable warnings,notes -q $q" ;;
        validate-zst-j1) echo "$validate $(one_job "$validate") --format json --disable warnings,notes -q $(printf '%q' "$compressed")" ;;
        validate-zst-j2) [[ -z $(one_job "$validate") ]] || echo "$validate -j 2 --format json --disable warnings,notes -q $(printf '%q' "$compressed")" ;;
        fen-every) echo "$fen $(one_job "$fen") --every -q $q" ;;
        convert-lan) echo "$convert $(one_job "$convert") --to lan -q $q" ;;
        pgn-extract) echo "$extract -r -s $q" ;;
        chessops) echo "node $drivers/chessops-count.mjs $q" ;;
        chess.js) echo "node $drivers/chessjs-count.mjs $q" ;;
    esac
}

row_label() {
    case $1 in
        validate-j1) echo "pgn-validate $(one_job "$validate")" ;;
        validate-j2) echo "pgn-validate -j 2" ;;
        validate-zst-j1) echo "pgn-validate $(one_job "$validate") (.pgn.zst)" ;;
        validate-zst-j2) echo "pgn-validate -j 2 (.pgn.zst)" ;;
        fen-every) echo "pgn-fen --every $(one_job "$fen") (moves: positions)" ;;
        convert-lan) echo "pgn-convert --to lan $(one_job "$convert")" ;;
        pgn-extract) echo "pgn-extract -r -s" ;;
        wc-l) echo "wc -l" ;;
        *) echo "$1" ;;
    esac
}

# count NAME: "games moves" as the row counts them ("-" where it counts nothing), from one
# untimed pass; also writes that pass's peak RSS (KiB) and wall time to $tmp/first. pgn-fen's
# and pgn-convert's output is counted as it streams (it is gigabytes on the whole corpus).
count() {
    local name=$1 command
    command=$(row_command "$name")
    case $name in # the exit code stays the tool's
        fen-every) command+=' | wc -l; exit ${PIPESTATUS[0]}' ;;
        convert-lan) command+=' | { grep -c "^\[Event " || true; }; exit ${PIPESTATUS[0]}' ;;
    esac
    /usr/bin/time -f '%M %e' -o "$tmp/time" bash -c "$command" >"$tmp/out" \
        2>"$tmp/err" || [[ $? -eq 1 ]] || {
        note "$name failed: $(tail -3 "$tmp/err")"
        echo "FAILED FAILED"
        return
    }
    tail -1 "$tmp/time" >"$tmp/first"
    case $name in
        validate-*)
            python3 -c 'import json, sys
s = json.loads(open(sys.argv[1]).read().splitlines()[-1])
print(s["games"], s["moves"])' "$tmp/out"
            ;;
        fen-every) echo "- $(cat "$tmp/out")" ;;
        convert-lan) echo "$(cat "$tmp/out") -" ;;
        pgn-extract) "$drivers/pgn-extract-count.sh" "$corpus" | sed 's/games=\([0-9]*\) moves=\([0-9]*\).*/\1 \2/' ;;
        chessops | chess.js) sed -n 's/.*games=\([0-9]*\) moves=\([0-9]*\).*/\1 \2/p' "$tmp/out" ;;
        *) echo "- -" ;;
    esac
}

# time_once NAME: one timed pass (wall time of the process, its start included); appends the
# seconds to $tmp/times.NAME and keeps the largest peak RSS (KiB) in $tmp/rss.NAME.
time_once() {
    local name=$1 command start end rss
    command=$(row_command "$name")
    start=$EPOCHREALTIME
    /usr/bin/time -f '%M' -o "$tmp/time" bash -c "$command" >/dev/null 2>&1 || true
    end=$EPOCHREALTIME
    awk "BEGIN { print $end - $start }" >>"$tmp/times.$name"
    rss=$(tail -1 "$tmp/time")
    (($(cat "$tmp/rss.$name") >= rss)) || echo "$rss" >"$tmp/rss.$name"
}

print_table() {
    local size=$1 name games moves timed=()
    echo "corpus: $corpus ($size bytes)"
    echo "build: $(build_kind)"
    echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cpus," \
        "load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
    echo
    # The counting passes first, then RUNS rounds that time every row once each: on a host whose
    # speed drifts over minutes, every row sees the same drift (timed row after row, the first
    # rows caught the slow state a build leaves behind, and their ratios with the last did not
    # compare).
    for name in $rows; do
        if [[ -z $(row_command "$name") ]]; then
            note "$(row_label "$name"): not in this build (no -j): row left out"
            continue
        fi
        note "counting: $(row_label "$name")"
        read -r games moves < <(count "$name")
        cut -d' ' -f1 "$tmp/first" >"$tmp/rss.$name"
        : >"$tmp/times.$name"
        if [[ $games == FAILED ]]; then
            echo failed >"$tmp/times.$name"
            echo - >"$tmp/rss.$name"
        elif [[ $name == chess.js ]]; then
            cut -d' ' -f2 "$tmp/first" >"$tmp/times.$name" # its counting pass is its only run
        else
            timed+=("$name")
        fi
        printf '%s\t%s\t%s\t%s\n' "$name" "$(row_label "$name")" "$games" "$moves" >>"$tmp/rows"
    done
    for ((round = 1; round <= runs; round++)); do
        note "round $round of $runs: ${timed[*]}"
        for name in "${timed[@]}"; do time_once "$name"; done
    done
    while IFS=$'\t' read -r name label games moves; do
        printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$label" \
            "$(paste -sd, "$tmp/times.$name")" "$(cat "$tmp/rss.$name")" "$games" "$moves"
    done <"$tmp/rows" >"$tmp/rows.tsv"
    python3 "$root/bench/compare_report.py" "$tmp/rows.tsv" --size "$size"
}

memory_table() {
    local big=${corpus%.pgn}-x10.pgn
    if [[ ! -s $big ]]; then
        note "building $big (10 x the corpus)"
        for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$corpus"; done >"$big.tmp"
        mv "$big.tmp" "$big"
    fi
    echo "host: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cpus," \
        "load average $(cut -d' ' -f1-3 /proc/loadavg), $(date -u +%FT%TZ)"
    echo
    echo "| input | bytes | command | seconds | MB/s | peak RSS MiB |"
    echo "|---|---:|---|---:|---:|---:|"
    local jobs_rows=("$(one_job "$validate")")
    [[ -n ${jobs_rows[0]} ]] && jobs_rows+=("-j 2")
    for input in "$corpus" "$big"; do
        for jobs in "${jobs_rows[@]}"; do
            note "pgn-validate $jobs on $input"
            /usr/bin/time -f '%M %e' -o "$tmp/time" "$validate" $jobs --format json \
                --disable warnings,notes -q "$input" >/dev/null || [[ $? -eq 1 ]]
            # (GNU time writes "Command exited with non-zero status 1" first when the input
            # has errors: the figures are on the last line.)
            read -r rss seconds < <(tail -1 "$tmp/time")
            echo "${jobs:--j 1} $rss" >>"$tmp/rss"
            local size
            size=$(stat -c %s "$input")
            echo "| $(basename "$input") | $size | pgn-validate ${jobs:--j 1} | $seconds |" \
                "$(python3 -c "print(f'{$size / 1e6 / max($seconds, 0.01):,.1f}')") |" \
                "$(python3 -c "print(f'{$rss / 1024:.1f}')") |"
        done
    done
    echo
    # Flat: for each -j, the 10x input peaks within 10% of the corpus (-j 2 holds more chunks in
    # flight than -j 1, so the two are compared each with itself).
    awk '{ jobs = $1 " " $2; rss = $3
           if (!(jobs in low) || rss < low[jobs]) low[jobs] = rss
           if (!(jobs in high) || rss > high[jobs]) high[jobs] = rss }
         END { for (jobs in low)
                 printf "check: %s: peak RSS between %.1f and %.1f MiB on inputs 10x apart in size (%s)\n",
                        jobs, low[jobs] / 1024, high[jobs] / 1024,
                        high[jobs] <= 1.1 * low[jobs] ? "flat" : "NOT flat" }' "$tmp/rss" | sort
}

build_kind() {
    local pgo
    pgo=$(sed -n 's/^CHESS_PGO:STRING=//p' "$build/CMakeCache.txt")
    case $pgo in
        use) echo "Release, profile-guided and link-time optimised (tools/dev/build-profiled.sh)" ;;
        "") echo "Release" ;;
        *) echo "CHESS_PGO=$pgo" ;;
    esac
}

# The main part as one block, so that bash has read all of it before it runs: editing the
# script during a long run cannot change what the run does.
{
    build_tools
    validate=$build/tools/pgn-validate/pgn-validate
    extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
    fen=$build/tools/pgn-fen/pgn-fen
    convert=$build/tools/pgn-convert/pgn-convert
    [[ -n $(one_job "$validate") ]] || note "this pgn-validate has no -j: no -j 2 row"
    corpus=$(corpus_file)
    compressed=$(compressed_file)
    if [[ $mode == --memory ]]; then
        memory_table
        exit 0
    fi
    if [[ " $rows " == *" chessops "* || " $rows " == *" chess.js "* ]]; then
        NODE_DIR=$(node_dir)
        export NODE_DIR
    fi
    print_table "$(stat -c %s "$corpus")"
    exit 0
}

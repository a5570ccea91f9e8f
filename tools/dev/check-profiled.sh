#!/usr/bin/env bash
# tools/dev/check-profiled.sh RELEASE_DIR PROFILED_DIR
#
# The profile-guided build (tools/dev/build-profiled.sh) must behave exactly as the Release
# build: the same standard output and exit code for each tool on the bundled corpus, on one
# thread and on two. Only standard output is compared (the summaries on stderr carry times).
# Prints "N passed, M failed" and exits 1 on any difference.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
release=$1/tools
profiled=$2/tools
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

games=("$root"/corpus/games/*/*.pgn "$root"/corpus/book-notation/*.pgn)
cases=(
    "pgn-validate/pgn-validate -j 1 -q ${games[*]}"
    "pgn-validate/pgn-validate -j 2 -q ${games[*]}"
    "pgn-validate/pgn-validate -j 1 -q --format json ${games[*]}"
    "pgn-fen/pgn-fen -j 2 --every -q ${games[*]}"
    "pgn-convert/pgn-convert -j 1 --to lan -q ${games[*]}"
    "pgn-convert/pgn-convert -j 2 --to san -q ${games[*]}"
    "pgn-stats/pgn-stats -j 2 -q ${games[*]}"
    "fen-check/fen-check --quiet --normalize -f $root/corpus/perft/standard.epd"
    "perft/perft --suite $root/corpus/perft/standard.epd --max-depth 3"
)

# Runs one case in one build; "exit N" follows the output. Times are dropped (pgn-validate's
# JSON summary, perft's summary line).
run_case() {
    local status=0
    # shellcheck disable=SC2086 # the case is a word list
    "$1"/$2 2>/dev/null | sed -E 's/"seconds":[0-9.]*,//; s/ in [0-9.]+ s \([0-9.]+ Mnps\)//' || status=${PIPESTATUS[0]}
    echo "exit $status"
}

passed=0
failed=0
for c in "${cases[@]}"; do
    run_case "$release" "$c" >"$tmp/release"
    run_case "$profiled" "$c" >"$tmp/profiled"
    if cmp -s "$tmp/release" "$tmp/profiled"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "check-profiled: DIFFERENT: ${c%% *} ${c#* }" | cut -c1-200
        diff "$tmp/release" "$tmp/profiled" | head -5 || true
    fi
done
echo "$passed passed, $failed failed"
((failed == 0))

#!/usr/bin/env bash
# One entry point for newcomers and CI (see README.md):
#   tools/dev/run.sh demo   install what is missing, build, run the main job on corpus/
#   tools/dev/run.sh test   install what is missing, build, run the whole test suite
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${CHESS_BUILD_DIR:-$root/build}
jobs=$(nproc)

configure_and_build() {
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
    cmake --build "$dir" -j "$jobs"
}

run_demo() {
    configure_and_build "$build_dir"
    local tools=$build_dir/tools
    echo "== pgn-validate: every move of the bundled games (errors only)"
    local status=0
    "$tools/pgn-validate/pgn-validate" --disable warnings,notes "$root"/corpus/games/*/*.pgn ||
        status=$?
    echo "(exit code $status: 1 means errors were found; pgn4web's test file has deliberate ones)"
    ((status <= 1)) || return "$status"
    echo
    echo "== pgn-convert: a Russian book score (long algebraic, Cyrillic letters) to SAN"
    local russian=$root/corpus/book-notation/lan-russian-cyrillic.pgn
    echo "-- the first game as written:"
    sed -n '19,21p' "$russian"
    echo "-- converted (first game):"
    "$tools/pgn-convert/pgn-convert" "$russian" | sed -n '19,25p'
    echo
    echo "== perft on the bundled standard suite (depth <= 4)"
    "$tools/perft/perft" --suite "$root/corpus/perft/standard.epd" --max-depth 4
    echo "== perft on the bundled Chess960 suite (depth <= 3)"
    "$tools/perft/perft" --suite "$root/corpus/perft/chess960.epd" --max-depth 3
}

run_tests() {
    configure_and_build "$build_dir"
    ctest --test-dir "$build_dir" --output-on-failure -j "$jobs" -LE slow
}

case "${1:-}" in
    demo) "$root/tools/dev/install-deps.sh" && run_demo ;;
    test) "$root/tools/dev/install-deps.sh" && run_tests ;;
    *)
        echo "usage: $0 demo|test" >&2
        exit 2
        ;;
esac

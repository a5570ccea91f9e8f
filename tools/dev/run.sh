#!/usr/bin/env bash
# One entry point for newcomers and CI (see README.md):
#   tools/dev/run.sh demo   install what is missing, build, run the main job on corpus/
#   tools/dev/run.sh test   install what is missing, build, run the whole test suite; then build
#                           it again with clang-16, ASan and UBSan (and the fuzz targets), run it
#                           again and fuzz every target for 30 s
# Build directories: CHESS_BUILD_DIR (build/) and CHESS_SANITIZE_BUILD_DIR (build-sanitize/).
# The profile-guided build (build-profiled.sh, check-profiled.sh) is left out: it took a quarter
# of the test command's time, for the build that bench/compare.sh makes and checks.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd)
build_dir=${CHESS_BUILD_DIR:-$root/build}
sanitize_dir=${CHESS_SANITIZE_BUILD_DIR:-$root/build-sanitize}
jobs=$(nproc)

configure_and_build() {
    local dir=$1
    shift
    cmake -S "$root" -B "$dir" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null &&
        cmake --build "$dir" -j "$jobs"
}

# Runs a command as a named phase and prints how long it took, in wall-clock and CPU time (CI
# time is budgeted per phase; on a busy machine the CPU time says more).
phase() {
    local name=$1
    shift
    local status=0
    echo "== $name"
    local TIMEFORMAT="== $name: %0R s (CPU: %0U s user, %0S s system)"
    time "$@" || status=$?
    ((status == 0)) || echo "== $name: FAILED (exit $status)"
    return "$status"
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

# The whole suite but the slow tests and the fuzz smoke (which has its own phase). No tests at
# all is a failure: a build directory configured without them (CHESS_BUILD_TESTS=OFF, as the
# bench scripts configure theirs) must not pass for a passing suite.
run_suite() {
    ctest --test-dir "$1" --output-on-failure --no-tests=error -j "$jobs" \
        -LE '^(slow|fuzz-smoke)$'
}

# The same sources with clang-16, ASan and UBSan at -O1 (assertions on; line tables only: what
# reports need, and an eighth faster to build than full -g), no benchmarks; the libFuzzer
# targets are built in the same directory, which saves a third build.
configure_and_build_sanitized() {
    CC=clang-16 CXX=clang++-16 cmake -S "$root" -B "$sanitize_dir" \
        -DCMAKE_BUILD_TYPE=Sanitize -DCMAKE_CXX_FLAGS_SANITIZE="-O1 -gline-tables-only" \
        -DCHESS_SANITIZERS=address,undefined -DCHESS_FUZZ=ON -DCHESS_BUILD_TESTS=ON \
        -DCHESS_BUILD_BENCHMARKS=OFF \
        >/dev/null &&
        cmake --build "$sanitize_dir" -j "$jobs"
}

run_tests() {
    # Each test executable runs once (CHESS_TEST_EACH_CASE=OFF): as ~2,700 ctest tests of one
    # case each they cost more to start than to run.
    phase "release: configure and build" configure_and_build "$build_dir" -DCHESS_BUILD_TESTS=ON \
        -DCHESS_TEST_EACH_CASE=OFF
    phase "release: tests" run_suite "$build_dir"
    phase "sanitizers: configure and build (clang-16, ASan+UBSan, fuzz targets)" \
        configure_and_build_sanitized
    # Any report fails the test that shows it: a sanitizer's exit code must not pass for the
    # tools' own exit code 1 (problems found), so a report aborts the process instead. The
    # tests that ask for it (chess_check_leaks in tests/CMakeLists.txt: the test executables,
    # the hostile inputs) and the fuzzers run with ASan's full checks. The thousands of tool
    # runs of the other tests, which compare outputs, go without three costs that each run
    # pays at start and exit: the leak scan at exit (it doubled a run's cost), the fake stacks
    # that catch a use of a stack frame after its return, and the allocation stacks that a
    # report prints for the block it names (every allocation records its stack: a third of a
    # run's page faults). A use after free or out of bounds still aborts the run, with the
    # stack of the access; run the test again with ASAN_OPTIONS unset for the rest.
    export ASAN_OPTIONS=abort_on_error=1:detect_leaks=0:detect_stack_use_after_return=0:malloc_context_size=0
    export UBSAN_OPTIONS=abort_on_error=1:print_stacktrace=1
    phase "sanitizers: tests" run_suite "$sanitize_dir"
    export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1
    # Every fuzz target for 30 s from its seeds (one libFuzzer process each, as many at once as
    # there are cores: each runs for a fixed time).
    phase "sanitizers: fuzz smoke" \
        ctest --test-dir "$sanitize_dir" --output-on-failure --no-tests=error -j "$jobs" \
        -L '^fuzz-smoke$'
}

case "${1:-}" in
    demo) "$root/tools/dev/install-deps.sh" && run_demo ;;
    test) "$root/tools/dev/install-deps.sh" && run_tests ;;
    *)
        echo "usage: $0 demo|test" >&2
        exit 2
        ;;
esac

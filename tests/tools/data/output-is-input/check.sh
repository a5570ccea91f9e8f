#!/bin/sh
# check.sh WORK_DIR TOOL [ARGS...] INPUT
# `-o` naming one of the inputs (by its path, or by a symbolic link to it) is refused: exit 2,
# a message that names it, and the input unchanged (before, the tools replaced it with their
# report). INPUT is copied into WORK_DIR first; ARGS come before it, and `-f` as the last of
# them (fen-check's --file) is kept in front of the input.
set -eu
work=$1
tool=$2
shift 2
mkdir -p "$work"
eval "input=\${$#}"
copy=$work/input
cp "$input" "$copy"
ln -sf input "$work/link"
args=""
count=$(($# - 1))
i=0
for arg in "$@"; do
    i=$((i + 1))
    [ "$i" -le "$count" ] && args="$args $arg"
done
for output in "$copy" "$work/link"; do
    status=0
    # shellcheck disable=SC2086
    "$tool" $args "$copy" -o "$output" 2>"$work/stderr" >/dev/null || status=$?
    if [ "$status" -ne 2 ]; then
        echo "FAIL: -o $output (an input): exit $status, expected 2"
        exit 1
    fi
    if ! grep -q "is also an input" "$work/stderr"; then
        echo "FAIL: -o $output: no message naming it as an input:"
        cat "$work/stderr"
        exit 1
    fi
    if ! cmp -s "$input" "$copy"; then
        echo "FAIL: -o $output: the input was changed"
        exit 1
    fi
done
echo "ok: -o naming the input is refused and the input is unchanged"

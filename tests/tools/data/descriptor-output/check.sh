#!/bin/sh
# check.sh WORK_DIR PROGRAM ARGS...
# `-o /dev/stdout` and `-o /dev/fd/3` write into the descriptor the shell redirected, as plain
# stdout would: two runs between an echo before and after, all into one file, leave that file
# byte for byte as the same commands without -o leave it (and no temporary file anywhere).
# Before, the output was renamed over the redirected file: the echo before it was lost, and so
# was the first run; the echo after went to the replaced (unlinked) file.
set -u
work=$1
shift
rm -rf "$work" && mkdir -p "$work" || exit 2
# The tools' diagnostics, shown only when the check fails.
exec 2> "$work/stderr.txt"

# The second run only when the first left fd 1 naming the file: after a rename over it, fd 1 is
# an unlinked file, and a broken tool running as root would resolve /dev/stdout to nothing and
# rename its output over /dev/stdout itself.
{
    echo BEFORE
    "$@" -o /dev/stdout; echo "exit $?"
    if [ /dev/stdout -ef "$work/stdout.got" ]; then
        "$@" -o /dev/stdout; echo "exit $?"
    else
        echo "second run skipped: the first replaced the file"
    fi
    echo AFTER
} > "$work/stdout.got"
{
    echo BEFORE >&3
    "$@" -o /dev/fd/3; echo "exit $?" >&3
    "$@" -o /dev/fd/3; echo "exit $?" >&3
    echo AFTER >&3
} 3> "$work/fd3.got"
{
    echo BEFORE
    "$@"; echo "exit $?"
    "$@"; echo "exit $?"
    echo AFTER
} > "$work/expected"

status=0
for got in stdout.got fd3.got; do
    if ! cmp -s "$work/expected" "$work/$got"; then
        echo "$got differs from what plain stdout gets:"
        diff "$work/expected" "$work/$got" | head -20
        status=1
    fi
done
leftovers=$(ls "$work" | grep -v -x -e expected -e stdout.got -e fd3.got -e stderr.txt)
if [ -n "$leftovers" ]; then
    echo "left behind: $leftovers"
    status=1
fi
if [ $status -ne 0 ]; then
    echo "stderr of the runs:"
    head -20 "$work/stderr.txt"
fi
exit $status

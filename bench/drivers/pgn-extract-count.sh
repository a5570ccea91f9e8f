#!/usr/bin/env bash
# bench driver: games and moves of a PGN file as pgn-extract (Debian package) replays them.
#   pgn-extract-count.sh FILE.pgn   ->   games=N moves=N errors=N
# pgn-extract -r -s (the timed run) checks games without printing counts, so here every game it
# accepts is written again with a PlyCount tag (its main-line half-moves) and those are added
# up; a game whose moves it cannot play is left out of its output and logged as "Failed to
# make move": those are the errors (their games count, their moves do not).
set -euo pipefail
file=${1:?usage: pgn-extract-count.sh FILE.pgn}
extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
log=$(mktemp)
trap 'rm -f "$log"' EXIT
read -r written moves < <("$extract" -s --plycount -V -N -C -l "$log" "$file" 2>/dev/null |
    LC_ALL=C awk -F'"' '$1 == "[PlyCount " { games++; plies += $2 } END { print games + 0, plies + 0 }')
errors=$(grep -c 'Failed to make move' "$log" || true)
echo "games=$((written + errors)) moves=$moves errors=$errors"

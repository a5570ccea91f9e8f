#!/usr/bin/env bash
# Makes the seed inputs of one fuzz target in OUT_DIR, one file per input, at most MAX_LEN
# bytes each, from the project's corpus/, the shared corpus beside the project (when present)
# and the small hand-made seeds in fuzz/seeds/TARGET/.
#
#   fuzz/make_seeds.sh TARGET OUT_DIR MAX_LEN
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
shared=$repo/../shared/corpus
target=$1
out=$2
max_len=$3
mkdir -p "$out"

# Writes stdin as one seed named by its content (duplicates collapse), cut to max_len bytes.
seed() {
    local tmp
    tmp=$(mktemp "$out/.seed.XXXXXX")
    head -c "$max_len" >"$tmp"
    if [[ -s $tmp ]]; then
        mv "$tmp" "$out/$(sha1sum "$tmp" | cut -c1-16)"
    else
        rm -f "$tmp"
    fi
}

# Each line of the files given (comments and blank lines left out) as a seed.
seed_lines() {
    local line
    cat "$@" 2>/dev/null | grep -v -e '^#' -e '^[[:space:]]*$' | while IFS= read -r line; do
        printf '%s' "$line" | seed
    done
}

# The files given, split into games (a game starts at a '[' line after movetext or a blank
# line), at most 40 games a file, each game one seed.
seed_games() {
    local file dir
    dir=$(mktemp -d "$out/.games.XXXXXX")
    for file in "$@"; do
        [[ -f $file ]] || continue
        awk -v dir="$dir" -v base="$(basename "$file")" '
            BEGIN { n = 0; movetext = 1 }
            /^\[/ && movetext { n++; movetext = 0; if (n > 40) exit }
            !/^\[/ && !/^[[:space:]]*$/ { movetext = 1 }
            /^[[:space:]]*$/ { movetext = 1 }
            { print > (dir "/" base "." n) }
        ' "$file"
    done
    for file in "$dir"/*; do
        [[ -f $file ]] && seed <"$file"
    done
    rm -rf "$dir"
}

shopt -s nullglob globstar
case $target in
    fen)
        cut -f2 "$repo/corpus/fen/chessjs-validate-fen.tsv" | grep -v '^#' |
            while IFS= read -r line; do printf '%s' "$line" | seed; done
        for file in "$repo"/corpus/fen/*-fuzz-corpus/* "$shared"/fen/*-fuzz-corpus/*; do
            seed <"$file"
        done
        seed_lines "$repo"/corpus/epd/**/*.epd
        seed_lines <(head -q -n 40 "$repo/corpus/perft/standard.epd" "$repo/corpus/perft/chess960.epd")
        ;;
    move | decoders) ;;
    stats_json)
        for file in "$repo"/tests/tools/data/pgn-stats/*.json; do
            seed <"$file"
        done
        ;;
    parallel_validation)
        # The first bytes of each game file, behind two selector bytes that differ from file to
        # file (fuzz_parallel_validation.cpp: jobs, chunk size, ..., where the input is split).
        n=0
        for file in "$repo"/corpus/games/**/*.pgn "$repo"/corpus/book-notation/*.pgn \
            "$shared"/pgn/**/*.pgn; do
            [[ -f $file ]] || continue
            selectors=$(printf '\\x%02x\\x%02x' $((n * 37 % 256)) $((n * 101 % 256)))
            { printf '%b' "$selectors"; head -c "$((max_len - 2))" "$file"; } | seed
            n=$((n + 1))
        done
        ;;
    pgn_reader | pgn_round_trip)
        seed_games "$repo"/corpus/games/**/*.pgn "$repo"/corpus/book-notation/*.pgn \
            "$shared"/pgn/**/*
        ;;
esac
for file in "$repo/fuzz/seeds/$target"/*; do
    seed <"$file"
done

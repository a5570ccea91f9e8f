#!/usr/bin/env python3
"""Generates the huge hostile inputs of corpus/bad/ from their specs (corpus/bad/gen/*.json).

The inputs are never stored: each spec names a kind and its size, and generate() yields the
input in chunks, so that it can be streamed into a tool through a pipe. Every kind has a fixed
layout, written out below, from which the catalogue's lines and columns were worked out by
hand. H is the standard header (the Seven Tag Roster on lines 1-7, a blank line 8), NEXT the
game that follows every hostile one (H, then "1. d4 Kd3 *": an illegal move, E201, at the
column 7 of NEXT's ninth line), which shows that the reader went on after the hostile part.

    python3 generate.py SPEC.json > input     # write one input (for a look at it)
"""

import json
import sys
import zlib

HEADER = (b'[Event "Bad corpus"]\n[Site "?"]\n[Date "2024.01.01"]\n[Round "1"]\n'
          b'[White "A"]\n[Black "B"]\n[Result "*"]\n')
H = HEADER + b"\n"
NEXT = H + b"1. d4 Kd3 *\n"
CHUNK = 1 << 20


def repeat(unit: bytes, count: int):
    """count copies of unit, in chunks of about a MiB."""
    per_chunk = max(1, CHUNK // len(unit))
    block = unit * per_chunk
    full, rest = divmod(count, per_chunk)
    for _ in range(full):
        yield block
    if rest:
        yield unit * rest


def comment(spec):
    # Line 9: "1. e4 {" then `lines` lines of 99 'x' and a line end; "} e5 *" on the line after
    # them; NEXT from line 10 + lines.
    yield H + b"1. e4 {"
    yield from repeat(b"x" * 99 + b"\n", spec["lines"])
    yield b"} e5 *\n" + NEXT


def parens(spec):
    # Line 9: "1. e4 " and `depth` times "(1. d4 " (the k-th '(' at column 7 + 7 (k - 1)), never
    # closed; NEXT from line 10.
    yield H + b"1. e4 "
    yield from repeat(b"(1. d4 ", spec["depth"])
    yield b"\n" + NEXT


def tag_value(spec):
    # Line 8: [Annotator "aaa..."] with `bytes` letters; blank line 9; "1. e4 *" on line 10;
    # NEXT from line 11.
    yield HEADER + b'[Annotator "'
    yield from repeat(b"a", spec["bytes"])
    yield b'"]\n\n1. e4 *\n' + NEXT


def tag_name(spec):
    # Line 8: [AAA... "v"] with a name of `bytes` letters; then as tag_value.
    yield HEADER + b"["
    yield from repeat(b"A", spec["bytes"])
    yield b' "v"]\n\n1. e4 *\n' + NEXT


def tags(spec):
    # Lines 8 to 7 + count: [T000001 "v"], [T000002 "v"]...; a blank line; "1. e4 *"; NEXT
    # from line count + 10.
    yield HEADER
    batch = []
    for i in range(1, spec["count"] + 1):
        batch.append(b'[T%06d "v"]\n' % i)
        if len(batch) == 4096:
            yield b"".join(batch)
            batch = []
    yield b"".join(batch) + b"\n1. e4 *\n" + NEXT


def long_line(spec):
    # Line 9: "1. e4 ", `nags` times "$1 ", then "Ke7 *" (Ke7 at column 7 + 3 nags: illegal,
    # the e7 pawn is in the way); NEXT from line 10.
    yield H + b"1. e4 "
    yield from repeat(b"$1 ", spec["nags"])
    yield b"Ke7 *\n" + NEXT


def long_token(spec):
    # Line 9: "1. e4 " and a move token of `bytes` letters N at column 7, then " e5 *"; NEXT
    # from line 10.
    yield H + b"1. e4 "
    yield from repeat(b"N", spec["bytes"])
    yield b" e5 *\n" + NEXT


def nul_flood(spec):
    # Line 9: "1. e4 ", `bytes` NUL bytes from column 7, then " e5 *"; NEXT from line 10.
    yield H + b"1. e4 "
    yield from repeat(b"\0", spec["bytes"])
    yield b" e5 *\n" + NEXT


def games(spec):
    # `count` games of 10 lines each: H, "1. e4 e5 2. Ke3 *" and a blank line. Game k has its
    # illegal Ke3 at line 10 k - 1, column 13.
    yield from repeat(H + b"1. e4 e5 2. Ke3 *\n\n", spec["count"])


def gzip_bomb(spec):
    # gzip of: H, "1. e4 e5 *" on line 9, `lines` lines of 99 spaces and a line end, NEXT from
    # line 10 + lines. About a thousand bytes of text per compressed byte.
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    yield compressor.compress(H + b"1. e4 e5 *\n")
    for chunk in repeat(b" " * 99 + b"\n", spec["lines"]):
        out = compressor.compress(chunk)
        if out:
            yield out
    yield compressor.compress(NEXT) + compressor.flush()


def line_ends(spec):
    # H and every line after it end with `eol` ("\r\n" or "\r"). Line 9: "1. e4 {" and `lines`
    # lines of 98 'x' (ending with eol); then "} e5 2. Ke3 *" on line 9 + lines (Ke3 at column 9,
    # illegal); NEXT from line 10 + lines. The reads of a pipe end anywhere, so some CR LF pairs
    # are split between two reads.
    eol = spec["eol"].encode()
    yield H.replace(b"\n", eol) + b"1. e4 {"
    yield from repeat(b"x" * 98 + eol, spec["lines"])
    yield b"} e5 2. Ke3 *" + eol + NEXT.replace(b"\n", eol)


def fen_long_line(spec):
    # fen-check input. Line 1: a valid position; line 2: `bytes` letters x (over 64 KiB: L01);
    # line 3: a bad castling field, F07 at column 49.
    yield b"8/8/8/8/8/8/8/K1k5 w - - 0 1\n"
    yield from repeat(b"x", spec["bytes"])
    yield b"\nrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxkq - 0 1\n"


KINDS = {f.__name__: f for f in (comment, parens, tag_value, tag_name, tags, long_line,
                                 long_token, nul_flood, games, gzip_bomb, line_ends, fen_long_line)}


def load(path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def generate(spec):
    """The input a spec describes, as an iterator of byte chunks."""
    return KINDS[spec["kind"]](spec)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: generate.py SPEC.json > input")
    for piece in generate(load(sys.argv[1])):
        sys.stdout.buffer.write(piece)

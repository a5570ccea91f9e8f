#!/usr/bin/env python3
"""pgn-convert never loses text silently: a game of which the reader did not keep everything
(a tag, comment or token over its limit, variations too deep, a tag, NAG, glyph or result it
had to drop) fails, with an error that names what was lost and the limit option that keeps it;
--in-place leaves its file unchanged; --keep-failed does not write it, nor claim it was written
as read; raising the named limit converts the game whole.

  check_lost_text.py --convert BIN --validate BIN --data DIR --work DIR --case NAME

The inputs are generated in the work directory (the first four as a QA review reported them).
Exits 1 on the first failed check, after printing it.
"""
import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

LONG_TAG = '[Event "x"]\n[Annotator "' + "a" * 70000 + '"]\n[Result "*"]\n\n1. e4 e5 *\n'
BIG_COMMENT = "1. e4 {" + "y" * 1500000 + "END} e5 *\n"
DEEP = "1. e4 " + "(1. d4 " * 300 + ")" * 300 + " e5 *\n"
LONG_TOKEN = '[Event "c"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 ' + "N" * 2000 + " Nc6 *\n"
# The reader's other losses, one game each: no limit keeps these, the error says what was lost.
OTHER_LOSSES = {
    "E106": ('[Event "open\n[Result "*"]\n\n1. e4 e5 *\n', "tag dropped"),
    "E107": ('[Annotator]\n[Result "*"]\n\n1. e4 e5 *\n', "tag without a value dropped"),
    "E118": ('[Result "*"]\n\n1. e4 $256 e5 *\n', "NAG above 255 dropped"),
}
# Annotators' marks that PGN has no place for, dropped with a warning: the game is converted.
DROPPED_MARKS = {
    "W117": ('[Result "*"]\n\n1. e4 (1. d4 1-0) 1... e5 *\n', "1. e4 (1. d4) 1... e5 *"),
    "W119": ('[Result "*"]\n\n1. e4!!! e5 *\n', "1. e4 e5 *"),
}
LOST = "not converted: part of the game's text was lost"


def fail(message):
    print(f"FAIL: {message}")
    sys.exit(1)


class Checker:
    def __init__(self, options):
        self.convert = options.convert
        self.validate = options.validate
        self.data = options.data
        self.work = options.work

    def write(self, name, text):
        path = self.work / name
        path.write_text(text, encoding="utf-8")
        return path

    def run(self, *args, program=None):
        done = subprocess.run([program or self.convert, *map(str, args)], capture_output=True,
                              stdin=subprocess.DEVNULL, cwd=self.work)
        return done.returncode, done.stdout.decode("utf-8"), done.stderr.decode("utf-8")

    def expect(self, condition, what, result):
        if not condition:
            code, out, err = result
            fail(f"{what}\nexit {code}\nstdout: {out[:600]!r}\nstderr: {err[:1200]!r}")

    def fails_unwritten(self, path, code, message, *extra):
        """The game fails (exit 1, nothing written), with the error `code` saying `message`."""
        result = self.run(*extra, path.name)
        rc, out, err = result
        self.expect(rc == 1, f"{path.name} {extra}: exit 1 expected", result)
        self.expect(out == "", f"{path.name} {extra}: the game must not be written", result)
        line = rf"{re.escape(path.name)}:\d+:\d+: (error|fatal error)\[{code}\]: {message}"
        self.expect(re.search(line, err), f"{path.name}: no error matching {line!r}", result)
        self.expect(re.search(r"1 game read, 0 written, 1 failed", err),
                    f"{path.name}: the summary must count the game as failed", result)
        return result

    def in_place_unchanged(self, path, *extra):
        before = path.read_bytes()
        result = self.run("--in-place", *extra, path.name)
        self.expect(result[0] == 1, f"--in-place {extra} {path.name}: exit 1 expected", result)
        self.expect(path.read_bytes() == before, f"--in-place {extra}: {path.name} changed",
                    result)
        self.expect(f"{path.name}: left unchanged" in result[2] and
                    "0 of 1 file rewritten" in result[2],
                    f"--in-place {extra}: stderr must say {path.name} was left unchanged", result)

    def in_place_rewritten(self, path, *extra):
        result = self.run("--in-place", *extra, path.name)
        self.expect(result[0] == 0 and "1 of 1 file rewritten" in result[2],
                    f"--in-place {extra} {path.name}: must convert and rewrite", result)
        return path.read_text(encoding="utf-8")

    # ---- the cases

    def long_tag(self):
        path = self.write("longtag.pgn", LONG_TAG)
        message = (re.escape(LOST) + r" \(raise --max-tag-bytes, 65536 now, to keep it\): "
                   r"tag value too long; tag dropped \(game 1\)")
        self.fails_unwritten(path, "E123", message)
        self.in_place_unchanged(path)
        self.in_place_unchanged(path, "--keep-failed")
        text = self.in_place_rewritten(path, "--max-tag-bytes", "100000")
        if '[Annotator "' + "a" * 70000 + '"]' not in text:
            fail("--max-tag-bytes 100000: the Annotator tag is not in the rewritten file whole")

    def big_comment(self):
        path = self.write("bigc.pgn", BIG_COMMENT)
        message = (re.escape(LOST) + r" \(raise --max-comment-bytes, 1048576 now, to keep it\): "
                   r"comment longer than 1048576 bytes truncated \(game 1\)")
        self.fails_unwritten(path, "W104", message)
        # --max-game-bytes bounds the whole game kept for writing; the comment was cut before, by
        # the reader's own limit, which the error names.
        self.fails_unwritten(path, "W104", message, "--max-game-bytes", "100000000")
        self.in_place_unchanged(path)
        text = self.in_place_rewritten(path, "--max-comment-bytes", "2000000")
        if "{" + "y" * 1500000 + "END}" not in text:
            fail("--max-comment-bytes 2000000: the comment is not in the rewritten file whole")

    def deep_variations(self):
        path = self.write("deep.pgn", DEEP)
        message = (re.escape(LOST) + r" \(raise --max-variation-depth, 256 now, to keep it\): "
                   r"variations nested deeper than 256 levels; the deeper part is skipped "
                   r"\(game 1\)")
        self.fails_unwritten(path, "E111", message)
        self.in_place_unchanged(path)
        text = self.in_place_rewritten(path, "--max-variation-depth", "300")
        if text.count("(1. d4") != 300 or text.count(")") != 300:
            fail(f"--max-variation-depth 300: {text.count('(1. d4')} variations kept, not 300")

    def long_token_keep_failed(self):
        path = self.write("longtok.pgn", LONG_TOKEN)
        result = self.run("--keep-failed", path.name)
        rc, out, err = result
        self.expect(rc == 1 and out == "",
                    "--keep-failed: a game cut after its long token must not be written", result)
        self.expect("(raise --max-token-bytes, 1024 now, to keep it)" in err,
                    "--keep-failed: the error must name --max-token-bytes", result)
        self.expect("1 failed (0 written as read, 1 not written: text not kept whole)" in err and
                    "1 failed (written as read)" not in err,
                    "--keep-failed: the summary must not claim the game was written as read",
                    result)
        self.in_place_unchanged(path, "--keep-failed")
        # With the token kept, the game fails on it as a move, and is written truly as read.
        result = self.run("--keep-failed", "--max-token-bytes", "4096", path.name)
        rc, out, err = result
        self.expect(rc == 1 and "error[E203]" in err and "1 failed (written as read)" in err,
                    "--max-token-bytes 4096: the game must fail on the token (E203)", result)
        words = out.split()
        self.expect("N" * 2000 in words and words[-2:] == ["Nc6", "*"],
                    "--max-token-bytes 4096 --keep-failed: the token and Nc6 must be written",
                    result)

    def too_large_keep_failed_in_place(self):
        # A game over --max-game-bytes is not written with --keep-failed either: rewriting the
        # file would drop it.
        path = self.work / "too-large.pgn"
        shutil.copyfile(self.data / "too-large.pgn", path)
        self.in_place_unchanged(path, "--keep-failed", "--max-game-bytes", "2000")

    def other_losses(self):
        for code, (text, what) in OTHER_LOSSES.items():
            path = self.write(f"lost-{code}.pgn", text)
            self.fails_unwritten(path, code, re.escape(LOST) + ": .*" + re.escape(what))
            self.in_place_unchanged(path)
            self.in_place_unchanged(path, "--keep-failed")

    def dropped_marks(self):
        for code, (text, written) in DROPPED_MARKS.items():
            path = self.write(f"mark-{code}.pgn", text)
            result = self.run(path.name)
            self.expect(result[0] == 0 and written in result[1] and f"warning[{code}]" in result[2],
                        f"{code}: the game must be converted, with a warning", result)

    def jobs(self):
        # The parallel run fails the same games with the same errors.
        parts = [(self.data / name).read_text(encoding="utf-8")
                 for name in ("sample.pgn", "illegal.pgn", "fixable.pgn")]
        text = (parts[0] + LONG_TAG + parts[1] + DEEP + LONG_TOKEN + parts[2] +
                "".join(t for t, _ in OTHER_LOSSES.values()))
        path = self.write("mixed.pgn", text)
        for extra in ([], ["--keep-failed"]):
            one = self.run("-j", "1", *extra, path.name)
            two = self.run("-j", "2", "--chunk-bytes", "4096", *extra, path.name)
            self.expect(one == two, f"-j 2 {extra} differs from -j 1", two)
            self.expect("7 failed" in one[2], f"-j 1 {extra}: 7 games must fail", one)

    def moves(self):
        for args, code in ((["--max-variation-depth", "2", "--moves", "e4 (d4 (c4 (Nf3))) e5"],
                            "E111"),
                           (["--max-comment-bytes", "4", "--moves", "e4 {a long comment} e5"],
                            "W104")):
            result = self.run(*args)
            self.expect(result[0] == 1 and result[1] == "" and f"[{code}]: {LOST}" in result[2]
                        and "1 move list read, 0 written, 1 failed" in result[2],
                        f"{args}: the list must fail with {code}", result)

    def reader_limit_options(self):
        # pgn-convert takes pgn-validate's reader limits, checked the same way by both.
        sample = self.data / "sample.pgn"
        plain = self.run(sample)
        limits = ["--max-token-bytes", "2048", "--max-tag-bytes", "100000",
                  "--max-comment-bytes", "2000000", "--max-variation-depth", "300"]
        self.expect(self.run(*limits, sample) == plain,
                    "the reader limits must be accepted and change nothing here", plain)
        for program in (self.convert, self.validate):
            for option in limits[::2]:
                for bad in ("0", "-5", "2147483649"):
                    result = self.run(option, bad, sample, program=program)
                    self.expect(result[0] == 2 and
                                f"{option}: {bad} is not between 1 and 2147483648" in result[2],
                                f"{Path(program).name} {option} {bad}: must be refused", result)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--convert", required=True)
    parser.add_argument("--validate", required=True)
    parser.add_argument("--data", required=True, type=Path)
    parser.add_argument("--work", required=True, type=Path)
    parser.add_argument("--case", required=True)
    options = parser.parse_args()
    options.data = options.data.resolve()
    options.work = options.work.resolve() / options.case
    shutil.rmtree(options.work, ignore_errors=True)
    options.work.mkdir(parents=True)
    checker = Checker(options)
    getattr(checker, options.case)()
    print(f"pgn-convert lost text, {options.case}: all checks passed")


if __name__ == "__main__":
    main()

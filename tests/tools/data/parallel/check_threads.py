#!/usr/bin/env python3
"""-j N really runs in parallel: the identity tests (check_jobs.py) would also pass if a tool
ignored -j, so this one counts the threads.

  check_threads.py --bin build/tools GAMES.pgn

Each tool that reads in parallel gets the games on a pipe that stays open (so it is still
running when looked at), with tiny chunks; its threads are counted in /proc/PID/task. With
-j 4 there must be at least four more threads than with -j 1 (the workers).
"""
import argparse
import os
import subprocess
import sys
import time

TOOLS = ["pgn-validate", "pgn-stats", "pgn-fen", "pgn-convert"]


def most_threads(command, games: bytes, seconds=20.0) -> int:
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
    most = 0
    try:
        process.stdin.write(games)
        process.stdin.flush()
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                most = max(most, len(os.listdir(f"/proc/{process.pid}/task")))
            except FileNotFoundError:
                break
            if most >= 5:
                break
            time.sleep(0.05)
    finally:
        process.stdin.close()
        process.wait()
    return most


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("games")
    o = parser.parse_args()
    games = open(o.games, "rb").read()
    failed = False
    for tool in TOOLS:
        binary = os.path.join(o.bin, tool, tool)
        base = [binary, "-q", "--chunk-bytes", "4096", "-"]
        one = most_threads([binary, "-j", "1", *base[1:]], games, seconds=1.0)
        four = most_threads([binary, "-j", "4", *base[1:]], games)
        ok = four >= one + 4
        failed = failed or not ok
        print(f"{tool}: {one} threads with -j 1, {four} with -j 4: {'ok' if ok else 'FAILED'}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()

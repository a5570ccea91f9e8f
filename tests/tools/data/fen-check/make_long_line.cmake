# cmake -DOUT=FILE -P make_long_line.cmake: a valid position, a line of 70,000 bytes (over
# fen-check's 64 KiB limit), and another valid position.
cmake_minimum_required(VERSION 3.25)
string(REPEAT "8/" 35000 long)
file(WRITE ${OUT} "8/8/8/8/8/8/8/K1k5 w - - 0 1\n${long}\n8/8/8/8/8/8/8/k1K5 b - - 0 1\n")

#pragma once
// Perft suites: positions with expected node counts per depth, in either of the two formats
// found in the field:
//   EPD lines      "<FEN> ;D1 20 ;D2 400 ..." or, as fen-check --normalize writes them,
//                  "<4 EPD fields> D1 20; D2 400; ..."
//   block format   "id NAME" / "epd <FEN>" / "perft DEPTH NODES" lines, '#' comments

#include <cstdint>
#include <expected>
#include <istream>
#include <string>
#include <vector>

namespace perft_tool {

struct Expectation {
    int depth;
    std::uint64_t nodes;
};

struct SuiteEntry {
    std::string name;  // the block's id, or "line N"
    std::string fen;
    std::size_t line;  // where the position is given (1-based)
    std::vector<Expectation> expected;
};

struct SuiteError {
    std::size_t line;
    std::string message;
};

// Reads a whole suite; the first malformed line is an error (a suite is test data: a typo must
// not silently drop a position).
std::expected<std::vector<SuiteEntry>, SuiteError> read_suite(std::istream& in);

}  // namespace perft_tool

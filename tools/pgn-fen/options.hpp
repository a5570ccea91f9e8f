#pragma once
// pgn-fen's command line: which positions (one selector), which of them (filters), and how
// each is written (format).

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/types.hpp"
#include "common/diagnostic_codes.hpp"
#include "common/parallel_options.hpp"
#include "common/text_encoding.hpp"
#include "material.hpp"

namespace chess::fen_tool {

enum class Selector : std::uint8_t { Final, Every, Ply, Move, AtComment };

struct Selection {
    Selector selector = Selector::Final;
    std::uint32_t ply = 0;      // --ply N
    int fullmove = 1;           // --move N[w|b]: the FEN's fullmove number...
    Color side = Color::White;  // ...and side to move
    std::string comment;        // --at-comment TEXT
    bool variations = false;    // also the positions inside variations
};

struct Filters {
    std::optional<Color> side;  // --side: the side to move
    bool in_check = false;
    std::uint32_t min_ply = 0;
    std::uint32_t max_ply = std::numeric_limits<std::uint32_t>::max();
    std::optional<MaterialSignature> material;
    bool unique = false;
};

enum class Format : std::uint8_t { Fen, Epd, Tsv, Json };

struct Options {
    Selection selection;
    Filters filters;
    Format format = Format::Fen;
    notation::FenWriteOptions fen{notation::CastlingStyle::Auto,
                                  notation::EnPassantStyle::OnlyLegal, true};
    std::vector<std::string> tags;  // --tags, in order
    std::optional<notation::LetterSetId> letters;
    std::string output = "-";
    bool quiet = false;
    tools::SeverityPolicy codes;  // --enable, --disable as given
    pgn::SeverityTable shown;     // from them: the codes printed on stderr
    std::vector<std::string> files;
    tools::SplitOptions split;
    pgn::ReaderOptions reader;  // the reader's limits (--max-tag-bytes...), for every reader
    tools::EncodingChoice encoding = tools::EncodingChoice::Auto;  // --encoding
};

enum class Parsed { Run, Help, Version };

// Parses argv into `options`; prints the help for --help. Throws
// boost::program_options::error with a message for the user on bad usage.
Parsed parse_options(int argc, char** argv, Options& options);

}  // namespace chess::fen_tool

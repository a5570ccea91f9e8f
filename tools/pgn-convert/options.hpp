#pragma once
// pgn-convert's command line.

#include <optional>
#include <string>
#include <vector>

#include "chess/notation/letters.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "common/diagnostic_codes.hpp"
#include "common/parallel_options.hpp"
#include "common/text_encoding.hpp"
#include "converter.hpp"
#include "game_log.hpp"

namespace chess::convert {

struct Options {
    notation::MoveStyle style;                          // --to, --letters
    std::optional<notation::LetterSetId> from_letters;  // --from-letters; nullopt: detected
    std::string output = "-";                           // -o
    bool fix = false;
    bool keep_failed = false;
    bool in_place = false;  // --in-place: each FILE rewritten (replaced once complete)
    std::size_t max_game_bytes = GameLog::default_limit;  // --max-game-bytes
    // --max-token-bytes, --max-tag-bytes, --max-comment-bytes, --max-variation-depth
    // (common/reader_limits.hpp); the reader's other options are set where a reader is made.
    pgn::ReaderOptions reader;
    std::optional<std::string> moves;  // --moves TEXT ("-": standard input)
    std::string fen;                   // --fen, with --moves
    bool chess960 = false;             // --chess960, with --moves
    bool quiet = false;
    tools::SeverityPolicy codes;  // --enable, --disable as given
    pgn::SeverityTable shown;     // from them: the codes printed on stderr
    std::vector<std::string> files;
    tools::SplitOptions split;
    tools::EncodingChoice encoding = tools::EncodingChoice::Auto;  // --encoding
};

// What the options ask of the converter and of the replayer (whose file_name the caller sets),
// the same for the sequential and the parallel run.
ConvertOptions converter_options(const Options& options);
pgn::ReplayerOptions replayer_options(const Options& options);

enum class Parsed { Run, Help, Version };

// Parses argv into `options`; prints the help for --help. Throws boost::program_options::error
// (with a message for the user) on bad usage.
Parsed parse_options(int argc, char** argv, Options& options);

}  // namespace chess::convert

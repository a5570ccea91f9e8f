// Fuzz target: reader, replayer and writer together. The input is PGN text (PGN files are seeds
// as they are).
//
// 1. Writer alone (reader -> WritingVisitor -> GameWriter), at export format's 80 columns and at
//    a narrow width chosen from the input, which puts a line break next to nearly every token
//    kind: the output reads back to the same game trees (game_tree.hpp), with no diagnostic
//    but duplicate tags; writing it again gives the same bytes; the long lines are those the
//    writer counted (as tests/pgn/round_trip_test.cpp does for the corpus); and the text does
//    not depend on WriterOptions::flush_bytes.
// 2. Converter (reader -> Replayer -> GameWriter, checked moves as canonical SAN in the game's
//    letter set, unchecked ones as written): replaying the output, each game in the letter set
//    it was first replayed in, checks and plays the same moves from the same positions, leaves
//    the same moves unchecked, and ends each game the same way.
// Known gap skipped: a move whose text is a standalone glyph ("=" read from "=!?") cannot be
// written back (writer.hpp); inputs that have one are not compared.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/notation/diagnostic.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/pgn/writer.hpp"
#include "fuzz_support.hpp"
#include "game_tree.hpp"
#include "replay_trace.hpp"

namespace {

using chess::fuzz::check;
namespace pgn = chess::pgn;
namespace notation = chess::notation;

struct Trees {
    std::vector<std::string> games;
    bool has_glyph_move = false;
};

Trees read_trees(std::string_view text, notation::DiagnosticSink* sink = nullptr) {
    pgn::MemorySource source(text);
    pgn::Reader reader(source, {}, sink);
    chess::fuzz::GameTreeRecorder recorder;
    reader.read_all(recorder);
    return {recorder.games, recorder.has_glyph_move};
}

struct Written {
    std::string text;
    pgn::WriterStats stats;
};

Written write_back(std::string_view text, std::size_t width,
                   std::size_t flush_bytes = pgn::WriterOptions{}.flush_bytes) {
    pgn::MemorySource source(text);
    pgn::Reader reader(source);
    pgn::StringSink sink;
    pgn::GameWriter writer(sink, {.line_width = width, .flush_bytes = flush_bytes});
    pgn::WritingVisitor visitor(writer);
    reader.read_all(visitor);
    return {sink.str(), writer.stats()};
}

std::size_t lines_longer_than(std::string_view text, std::size_t width) {
    std::size_t count = 0;
    std::size_t column = 0;
    for (const char c : text) {
        if (c == '\n') {
            if (column > width) ++count;
            column = 0;
        } else if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            ++column;  // a UTF-8 code point starts here
        }
    }
    return count;
}

std::string context(std::string_view input, std::string_view output) {
    return "input:\n" + std::string(input) + "\n---- output:\n" + std::string(output);
}

void check_writer(std::string_view input, const Trees& original, std::size_t width) {
    const Written first = write_back(input, width);
    notation::CollectingSink reread_sink;
    const Trees reread = read_trees(first.text, &reread_sink);
    check(reread.games == original.games, "read -> write -> read keeps the game trees",
          context(input, first.text));
    // Duplicate tags are kept on purpose, and so are a move's bytes as written, also those that
    // are not UTF-8 (W101 again).
    for (const notation::OwnedDiagnostic& d : reread_sink.diagnostics()) {
        check(d.code == notation::DiagnosticCode::DuplicateTag ||
                  d.code == notation::DiagnosticCode::InvalidUtf8,
              "the writer's output reads without diagnostics (but duplicate tags and W101)",
              notation::code_string(d.code) + ": " + d.message + "\n" + context(input, first.text));
    }
    check(write_back(first.text, width).text == first.text, "writing is idempotent",
          context(input, first.text));
    check(lines_longer_than(first.text, width) == first.stats.long_lines,
          "the writer counts its long lines", context(input, first.text));
    check(first.stats.games == original.games.size(), "the writer counts its games");
    // Handing long games to the sink in parts changes nothing in the text.
    check(write_back(input, width, 1 + input.size() % 64).text == first.text,
          "the text does not depend on flush_bytes", context(input, first.text));
}

struct Conversion {
    std::string text;
    std::vector<std::string> games;  // ReplayTrace's
    std::vector<notation::LetterSetId> letters;
};

Conversion convert(std::string_view input) {
    pgn::MemorySource source(input);
    pgn::Reader reader(source);
    pgn::StringSink sink;
    pgn::GameWriter writer(sink);
    chess::fuzz::ReplayTrace trace(&writer);
    pgn::Replayer replayer(&trace);
    reader.read_all(replayer);
    return {sink.str(), std::move(trace.games), std::move(trace.letters)};
}

void check_conversion(std::string_view input) {
    const Conversion original = convert(input);
    pgn::MemorySource source(original.text);
    pgn::Reader reader(source);
    chess::fuzz::ReplayTrace reread;
    for (const notation::LetterSetId letters : original.letters) {
        pgn::ReplayerOptions options;
        options.letters = letters;
        pgn::Replayer replayer(&reread, nullptr, options);
        if (!reader.read_next_game(replayer)) break;
    }
    check(reread.games.size() == original.games.size(), "the converted text has the same games",
          context(input, original.text));
    for (std::size_t i = 0; i < reread.games.size(); ++i) {
        check(reread.games[i] == original.games[i], "the converted text replays to the same moves",
              "game " + std::to_string(i + 1) + ":\n" + original.games[i] + "---- replays as:\n" +
                  reread.games[i] + context(input, original.text));
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input = chess::fuzz::as_text(data, size);
    const Trees original = read_trees(input);
    if (original.has_glyph_move) return 0;
    check_writer(input, original, 80);
    check_writer(input, original, 8 + size % 32);
    check_conversion(input);
    return 0;
}

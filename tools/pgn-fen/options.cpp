#include "options.hpp"

#include "common/encoding_option.hpp"
#include "common/letter_set_option.hpp"
#include "common/reader_limits.hpp"
#include "common/text.hpp"

#include <algorithm>
#include <cctype>

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <charconv>
#include <cstdint>
#include <iostream>
#include <limits>

namespace po = boost::program_options;

namespace chess::fen_tool {

namespace {

constexpr const char* usage = R"(Usage:
  pgn-fen [--final | --every | --ply N | --move N[w|b] | --at-comment TEXT] [--variations]
          [--side w|b] [--in-check] [--min-ply N] [--max-ply N] [--material SIG] [--unique]
          [--format fen|epd|tsv|json] [--shredder | --xfen] [--tags White,Black,Event]
          [-o FILE] [FILE...]

Replays every game (any notation, checked move by move) and writes one line per selected
position. No file, or '-', reads standard input.

Which positions (one selector):
  --final            the position after the last main-line move (the default: one line per
                     game, what you want for a game; add --every for datasets)
  --every            the start position (ply 0) and the position after every move
  --ply N            the position after N half-moves of the game (0: the start position)
  --move N[w|b]      the position where White (w, the default) or Black (b) is to play move N,
                     i.e. the one whose FEN says "w ... N" or "b ... N" (1w: the start)
  --at-comment TEXT  the positions after moves whose comment contains TEXT (case-sensitive)
  --variations       also the positions inside variations (--final: the end of each line)

Filters (all must hold):
  --side w|b         the side to move
  --in-check         the side to move is in check
  --min-ply N, --max-ply N   the position's ply (half-moves from the game's start)
  --material SIG     exactly this material: White's pieces, 'v', Black's; each side K first,
                     then Q R B N P, one letter per piece (KQRvKR, KRPPvKR, KvK)
  --unique           each position once over the whole run (as FIDE 9.2.3 tells them apart:
                     placement, side to move, castling rights and a legal en-passant capture;
                     counters ignored). Memory at the peak: 24 bytes times the distinct
                     positions rounded up to a power of two (24 to 48 bytes each; 402 MB for
                     the 8.8 million of 100 MB of master games)

Formats:
  fen    the FEN (the default)
  epd    the four FEN fields, then hmvc, fmvn, id "game 12 ply 33" (in the game's second
         variation: "game 12 variation 2 ply 33") and
         c0 "White - Black, Event, 33. Nf3" (the move that led there)
  tsv    a header line, then game, ply, san, uci, fen and the --tags columns; tabs, line
         ends and backslashes in values are written \t \n \r \\
  json   one object a line: {"game":12,"ply":33,"san":"Nf3","uci":"g1f3","fen":"...",
         "tags":{"White":"..."}}; san and uci are null at the start position
  With --variations, tsv and json also give each position's line after the ply: depth (0 on
  the main line, n inside n nested variations) and variation (the number in the EPD id:
  the game's variations numbered from 1 in text order; 0 on the main line).
  The game is the game's number in its file (as in diagnostics); with several files a file
  column (tsv), "file" field (json) or file name in the EPD id is added.
FEN: castling as X-FEN ('KQkq', a file letter only where needed: the default) or Shredder-FEN
(--shredder: 'HAha'); the en-passant square only when a capture is legal (as lichess and
python-chess write it), or after every double push (--en-passant always, the FEN standard).

A game with an illegal or unreadable move: the positions before it are written, the error is
reported on stderr, and the exit code is 1. The summary on stderr counts games read, positions
written and games failed. Exit codes: 0 all good, 1 problems in the input, 2 usage or I/O error.

Diagnostics on stderr: the reader's, and the replayer's that stop a line or change the start
position (pgn-validate checks the rest). --disable CODES and --enable CODES choose which are
printed, as in pgn-validate: codes (E201, or 201) or the groups all, notes, warnings, errors,
comma-separated, repeatable; --enable is applied after --disable. -q prints errors only. An
error counts for the exit code whether it is printed or not.

Examples:
  pgn-fen game.pgn                                  # the final position of each game
  pgn-fen --every --format tsv --tags White,Black,Result lichess.pgn > positions.tsv
  pgn-fen --every --unique --material KRPvKR games.pgn          # distinct rook endgames
  pgn-fen --move 20w --format epd games.pgn         # White to play move 20
  pgn-fen --every --variations --at-comment '!' annotated.pgn
  pgn-fen --byte-range 0:100000000 big.pgn          # games beginning in the first 100 MB
  pgn-fen -j 1 --every games.pgn.zst                # one thread (default: every core)
  pgn-fen --every --disable all big.pgn             # no diagnostics (the exit code says)
)";

Color parse_side(const std::string& text, const char* option) {
    if (text == "w" || text == "white") return Color::White;
    if (text == "b" || text == "black") return Color::Black;
    throw po::error(fmt::format("{}: '{}' is not w or b", option, text));
}

// "20", "20w", "20b".
void parse_move_selector(const std::string& text, Selection& selection) {
    const char* begin = text.data();
    const char* end = begin + text.size();
    int number = 0;
    const auto [ptr, ec] = std::from_chars(begin, end, number);
    const std::string_view rest(ptr, static_cast<std::size_t>(end - ptr));
    if (ec != std::errc() || number < 1 || (!rest.empty() && rest != "w" && rest != "b"))
        throw po::error(fmt::format("--move: '{}' is not N, Nw or Nb (N >= 1)", text));
    selection.fullmove = number;
    selection.side = rest == "b" ? Color::Black : Color::White;
}

Format parse_format(const std::string& text) {
    if (text == "fen") return Format::Fen;
    if (text == "epd") return Format::Epd;
    if (text == "tsv") return Format::Tsv;
    if (text == "json") return Format::Json;
    throw po::error(fmt::format("--format: '{}' is not fen, epd, tsv or json", text));
}

// Whether the PGN reader could read `name` as a tag name (letters, digits and '_', as the PGN
// standard says): any other name would make a column that is always empty.
bool is_tag_name(std::string_view name) {
    return !name.empty() && std::ranges::all_of(name, [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
    });
}

// The tag names in order, each once: a repeated name would repeat a TSV column and a JSON
// member (which strict JSON readers reject). Blanks around a name are dropped ("White, Black"
// as one would write it in prose); empty names between commas are skipped; anything else that
// is not a tag name is a usage error.
std::vector<std::string> split_tags(const std::string& text) {
    std::vector<std::string> tags;
    std::size_t start = 0;
    while (start <= text.size()) {
        const std::size_t comma = std::min(text.find(',', start), text.size());
        const std::string_view name =
            tools::trim(std::string_view(text).substr(start, comma - start));
        start = comma + 1;
        if (name.empty() || std::ranges::find(tags, name) != tags.end()) continue;
        if (!is_tag_name(name))
            throw po::error(
                fmt::format("--tags: '{}' is not a tag name (letters, digits and '_' only)", name));
        tags.emplace_back(name);
    }
    return tags;
}

struct Raw {
    // Read as signed and checked: boost reads "-3" into an unsigned type as 4294967293.
    std::int64_t ply = 0, min_ply = 0, max_ply = std::numeric_limits<std::uint32_t>::max();
    std::string move, side, format = "fen", tags, material, en_passant = "legal", letters, encoding;
};

std::uint32_t ply_number(const char* option, std::int64_t value) {
    if (value < 0 || value > std::numeric_limits<std::uint32_t>::max())
        throw po::error(fmt::format("{}: {} is not a ply (0 or more)", option, value));
    return static_cast<std::uint32_t>(value);
}

po::options_description describe(Options& opt, Raw& raw) {
    po::options_description desc("Options");
    desc.add_options()("help,h", "show this help")("version", "show the version")(
        "final", "the position after the last move (default)")("every", "every position")(
        "ply", po::value(&raw.ply), "the position after N half-moves")(
        "move", po::value(&raw.move), "the position with White (Nw) or Black (Nb) to play move N")(
        "at-comment", po::value(&opt.selection.comment), "positions after comments with TEXT")(
        "variations", po::bool_switch(&opt.selection.variations), "also inside variations")(
        "side", po::value(&raw.side), "filter: side to move (w or b)")(
        "in-check", po::bool_switch(&opt.filters.in_check), "filter: side to move in check")(
        "min-ply", po::value(&raw.min_ply), "filter: ply >= N")("max-ply", po::value(&raw.max_ply),
                                                                "filter: ply <= N")(
        "material", po::value(&raw.material), "filter: material signature (KQRvKR)")(
        "unique", po::bool_switch(&opt.filters.unique), "filter: each position once")(
        "format", po::value(&raw.format), "fen (default), epd, tsv, json")(
        "shredder", "castling as Shredder-FEN file letters")("xfen", "castling as X-FEN (default)")(
        "en-passant", po::value(&raw.en_passant), "legal (default) or always")(
        "tags", po::value(&raw.tags),
        "tsv/json: tag columns, comma-separated (blanks around names ignored)")(
        "from-letters", po::value(&raw.letters), "piece letters of the input (default: detect)")(
        "output,o", po::value(&opt.output), "write to FILE (atomically)")(
        "quiet,q", po::bool_switch(&opt.quiet), "no progress line, no summary, errors only")(
        "file", po::value(&opt.files), "input FILE (also positional)");
    tools::add_code_selection_options(desc, opt.codes);
    tools::add_reader_limit_options(desc, opt.reader);
    tools::add_split_options(desc, opt.split);
    tools::add_encoding_option(desc, raw.encoding);
    return desc;
}

void read_selector(const po::variables_map& vm, const Raw& raw, Selection& selection) {
    int given = 0;
    for (const char* name : {"final", "every", "ply", "move", "at-comment"})
        given += vm.count(name) != 0 ? 1 : 0;
    if (given > 1)
        throw po::error("give only one of --final, --every, --ply, --move, --at-comment");
    if (vm.count("every")) selection.selector = Selector::Every;
    if (vm.count("ply")) {
        selection.selector = Selector::Ply;
        selection.ply = ply_number("--ply", raw.ply);
    }
    if (vm.count("move")) {
        selection.selector = Selector::Move;
        parse_move_selector(raw.move, selection);
    }
    if (vm.count("at-comment")) selection.selector = Selector::AtComment;
}

void read_filters(const po::variables_map& vm, const Raw& raw, Filters& filters) {
    filters.min_ply = ply_number("--min-ply", raw.min_ply);
    filters.max_ply = ply_number("--max-ply", raw.max_ply);
    if (vm.count("side")) filters.side = parse_side(raw.side, "--side");
    if (vm.count("material")) {
        auto signature = MaterialSignature::parse(raw.material);
        if (!signature) throw po::error("--material: " + signature.error());
        filters.material = *signature;
    }
}

void read_output_style(const po::variables_map& vm, const Raw& raw, Options& opt) {
    opt.format = parse_format(raw.format);
    if (vm.count("shredder") && vm.count("xfen"))
        throw po::error("--shredder and --xfen exclude each other");
    opt.fen.castling =
        vm.count("shredder") ? notation::CastlingStyle::Shredder : notation::CastlingStyle::XFen;
    if (raw.en_passant == "always") {
        opt.fen.en_passant = notation::EnPassantStyle::Always;
    } else if (raw.en_passant != "legal") {
        throw po::error(fmt::format("--en-passant: '{}' is not legal or always", raw.en_passant));
    }
    opt.tags = split_tags(raw.tags);
    if (vm.count("from-letters"))
        opt.letters = tools::letter_set_option("--from-letters", raw.letters);
    opt.encoding = tools::encoding_option(raw.encoding);
}

// --disable / --enable: the codes printed on stderr.
void read_shown_codes(Options& opt) {
    auto shown = tools::make_severity_table(opt.codes);
    if (!shown) throw po::error(shown.error());
    opt.shown = *shown;
}

}  // namespace

Parsed parse_options(int argc, char** argv, Options& opt) {
    Raw raw;
    const auto desc = describe(opt, raw);
    po::positional_options_description positional;
    positional.add("file", -1);
    po::variables_map vm;
    po::store(po::command_line_parser(argc, argv).options(desc).positional(positional).run(), vm);
    po::notify(vm);
    tools::resolve_split_options(opt.split);
    if (vm.count("help")) {
        std::cout << usage << '\n' << desc;
        return Parsed::Help;
    }
    if (vm.count("version")) return Parsed::Version;
    read_selector(vm, raw, opt.selection);
    read_filters(vm, raw, opt.filters);
    read_output_style(vm, raw, opt);
    read_shown_codes(opt);
    return Parsed::Run;
}

}  // namespace chess::fen_tool

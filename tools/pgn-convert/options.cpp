#include "options.hpp"

#include "common/encoding_option.hpp"
#include "common/letter_set_option.hpp"
#include "common/reader_limits.hpp"

#include <fmt/core.h>

#include <boost/program_options.hpp>
#include <iostream>

#include "support/replay_severities.hpp"

namespace po = boost::program_options;

namespace chess::convert {

namespace {

constexpr const char* usage = R"(Usage:
  pgn-convert [--to NOTATION] [--letters SET] [--from-letters SET] [--fix] [--keep-failed]
              [--max-game-bytes N] [--max-tag-bytes N] [--max-comment-bytes N]
              [--max-token-bytes N] [--max-variation-depth N] [-j N] [-o FILE] [FILE...]
  pgn-convert --in-place [--to NOTATION] [--fix] [--keep-failed] FILE...
  pgn-convert --moves 'MOVES' [--fen FEN] [--chess960] [--to NOTATION] [--letters SET]
  pgn-convert --moves - < moves.txt

Reads PGN in any notation the toolkit reads (SAN, long algebraic as in books, UCI, national
piece letters, figurines; the letter set is detected per game unless --from-letters names it)
and writes export-format PGN in the target notation, keeping every tag, comment, NAG and
variation. No file, or '-', reads standard input.

Notations (--to):  san (default)   Nf3, exd5, e8=Q+, O-O
                   lan             Ng1-f3, e4xd5, e7-e8Q+  (book long algebraic)
                   lan-compact     Ng1f3, e4d5, e7e8Q+
                   uci             g1f3, e4d5, e7e8q
                   fan             SAN with figurines: ♘f3
Letter sets (--letters, --from-letters), king queen rook bishop knight:
  en (default) K Q R B N       ru  Кр Ф Л С К, ':' captures    ru-latin Kr F L C K
  de  K D T L S (also Danish, Norwegian, Swedish)               fr  R D T F C
  es, it  R D T A C            nl  K D T L P                   pl  K H W G S
  cs  K D V S J                hu  K V B F H                   pt  R D T B C
  ro  R D T N C                fi  K D T L R                   uk  Кр Ф Т С К, ':' captures
  bg  Ц Д Т О К                fan ♔ ♕ ♖ ♗ ♘

A game with a move that cannot be checked (illegal, ambiguous, unreadable) is not written: a
diagnostic names file:line:col, game, ply and the token, and the exit code is 1. Other games
go on. --keep-failed writes such games as read, with a comment saying why.

Nothing read is dropped silently. A game of which the reader could not keep all the text fails
too, with an error that says what was lost: a tag longer than --max-tag-bytes (E123), a comment
longer than --max-comment-bytes (W104, an error here), variations deeper than
--max-variation-depth (E111), a token longer than --max-token-bytes (E105: the rest of the game
is skipped), a tag without its value or closing quote (E106, E107), a NAG above 255 (E118).
Raise the limit the error names to convert the game. The annotators' marks that PGN has no
place for are dropped with a warning and do not fail a game: a result inside a variation
(W117), a glyph such as !!! (W119). Such a game is not written, not even with --keep-failed (what was kept is
not what was read), and --in-place leaves its file unchanged.

Memory is bounded: a game is kept until its end (to write its tags after --fix has seen the
result, or not at all if a move fails), and a game that needs more than --max-game-bytes
(default 16 MiB of text and events: about 48 bytes per move, NAG, comment or tag, plus its
text) is reported as failed (E126), skipped in bounded memory and not written, not even with
--keep-failed. Real games take a few KiB; raise the limit for huge analysis files. With
--moves, the limit bounds the output line of one move list. The reader's limits on one tag,
comment, token or nesting depth (the --max-*-bytes and --max-variation-depth options, as in
pgn-validate) apply before it: a game of 100 MB with a comment of 2 MB needs both
--max-game-bytes 100000000 and --max-comment-bytes 2000000.

--fix also corrects what the validator flags as fixable, with a note on stderr for each change:
  the Result tag and the termination marker (from the final position when it is checkmate or
  stalemate, else the result token, else the Result tag), missing Seven Tag Roster tags
  (Event/Site/Round/White/Black "?", Date "????.??.??"), and non-canonical SAN (missing or
  superfluous 'x', '+', '#', over-disambiguation, lower-case pieces). Moves are always written
  canonically; --fix only reports the corrections.

--in-place rewrites each FILE with its converted text: written to a temporary file beside it,
which replaces FILE only once complete, so an interrupted run leaves FILE as it was. A FILE in
which a game fails is left unchanged (rewriting it would drop that game) unless --keep-failed
is given and writes every failed game as read (not a game whose text was not kept whole); so
is a FILE that cannot be read to its end.

--moves converts a bare move list to one line of numbered moves in the target notation. Move
numbers are checked. Comments, NAGs and variations are kept on the line as export format writes
them ("1. e4 {best by test} 1... e5 2. Nf3 $5 (2. Bc4) 2... Nc6"). The moves of variations are
converted and checked like the main line's: a list with a move that cannot be checked, in a
variation or not, is not printed (a diagnostic says why), as such a game is not written. A
result ends a list and starts the next line; so does a comment after a result. A comment
holding '}' comes out as a ';' comment, which ends its line.

-j N converts with N threads (default: one per core): each input is cut into chunks where games
begin, the chunks are converted in parallel and written in input order. The output, the
diagnostics, the summary and the exit code are those of -j 1. --byte-range and --moves read
sequentially.

--disable CODES and --enable CODES choose which diagnostics are printed on stderr, as in
pgn-validate: codes (E201, or 201) or the groups all, notes, warnings, errors, comma-separated,
repeatable; --enable is applied after --disable. -q prints errors only. An error counts for the
exit code whether it is printed or not.

The summary on stderr counts games read = games written + games failed.
Exit codes: 0 all games converted, 1 a game failed or the input had errors, 2 usage or I/O error.

Examples:
  pgn-convert games-lan.pgn > games.pgn                   # long algebraic (any letters) -> SAN
  pgn-convert --to lan --letters ru -o ru.pgn games.pgn    # SAN -> Russian book notation
  pgn-convert --to uci games.pgn                           # moves as UCI coordinates
  pgn-convert --fix --keep-failed -o clean.pgn messy.pgn
  pgn-convert --in-place --fix *.pgn                       # rewrite files, each once complete
  pgn-convert --max-game-bytes 100000000 analysis.pgn     # games of up to 100 MB
  pgn-convert --moves 'e2-e4 e7-e5 Ng1-f3'                 # 1. e4 e5 2. Nf3
  pgn-convert --moves '1. e4 e5 2. Nf3' --to lan           # 1. e2-e4 e7-e5 2. Ng1-f3
  pgn-convert --moves 'e4 {best} e5 Nf3!? (Bc4)'           # 1. e4 {best} 1... e5 2. Nf3 $5 (2. Bc4)
  pgn-convert -j 4 --to lan -o big-lan.pgn big.pgn         # four threads, same output as -j 1
  pgn-convert --byte-range 0:100000000 big.pgn             # games beginning in the first 100 MB
)";

notation::MoveNotation notation_by_name(const std::string& name, notation::MoveStyle& style) {
    if (name == "san") return notation::MoveNotation::San;
    if (name == "lan") return notation::MoveNotation::Lan;
    if (name == "lan-compact") return notation::MoveNotation::LanCompact;
    if (name == "uci") return notation::MoveNotation::Uci;
    if (name == "fan") {
        style.letters = notation::LetterSetId::Figurine;
        return notation::MoveNotation::San;
    }
    throw po::error(
        fmt::format("--to: unknown notation '{}' (san, lan, lan-compact, uci, fan)", name));
}

po::options_description describe(Options& opt, std::string& to, std::string& letters,
                                 std::string& from_letters, std::string& moves,
                                 std::string& encoding, long long& max_game_bytes) {
    po::options_description desc("Options");
    desc.add_options()("help,h", "show this help")("version", "show the version")(
        "to", po::value(&to)->default_value("san"), "target notation: san lan lan-compact uci fan")(
        "letters", po::value(&letters)->default_value("en"), "piece letters of the output")(
        "from-letters", po::value(&from_letters), "piece letters of the input (default: detect)")(
        "output,o", po::value(&opt.output), "write to FILE (atomically; '-' is standard output)")(
        "fix", po::bool_switch(&opt.fix), "fix the result and the roster tags; note every fix")(
        "keep-failed", po::bool_switch(&opt.keep_failed), "write failed games as read")(
        "in-place", po::bool_switch(&opt.in_place), "rewrite each FILE (replaced once complete)")(
        "max-game-bytes", po::value(&max_game_bytes)->value_name("N"),
        "fail games that need more than N bytes (16 MiB)")(
        "moves", po::value(&moves), "convert a bare move list ('-': read it from stdin)")(
        "fen", po::value(&opt.fen), "with --moves: the list starts from this position")(
        "chess960", po::bool_switch(&opt.chess960),
        "with --moves: the lists are Chess960 games (implied by a --fen whose castling rights "
        "only Chess960 has)")("quiet,q", po::bool_switch(&opt.quiet),
                              "no progress line, no summary, errors only")(
        "file", po::value(&opt.files), "input FILE (also positional)");
    tools::add_reader_limit_options(desc, opt.reader);
    tools::add_code_selection_options(desc, opt.codes);
    tools::add_split_options(desc, opt.split);
    tools::add_encoding_option(desc, encoding);
    return desc;
}

void check_in_place(const Options& opt, const po::variables_map& vm) {
    if (opt.moves) throw po::error("--in-place rewrites files; it does not go with --moves");
    if (vm.count("output")) throw po::error("--in-place writes each FILE over itself, not to -o");
    if (opt.split.range) throw po::error("--in-place rewrites whole files, not a --byte-range");
    if (opt.files.empty()) throw po::error("--in-place needs the FILEs to rewrite");
    for (const std::string& file : opt.files)
        if (file == "-") throw po::error("--in-place cannot rewrite standard input");
}

}  // namespace

ConvertOptions converter_options(const Options& options) {
    return {options.style, options.fix, options.keep_failed, options.max_game_bytes};
}

pgn::ReplayerOptions replayer_options(const Options& options) {
    pgn::ReplayerOptions replayer;
    replayer.letters = options.from_letters;
    replayer.severities = tools::replay_failures_only();
    return replayer;
}

Parsed parse_options(int argc, char** argv, Options& opt) {
    std::string to, letters, from_letters, moves, encoding;
    // Signed, so that "-5" is reported as such rather than wrapped into a huge size.
    auto max_game_bytes = static_cast<long long>(opt.max_game_bytes);
    const auto desc = describe(opt, to, letters, from_letters, moves, encoding, max_game_bytes);
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
    opt.style.notation = notation_by_name(to, opt.style);
    if (!vm["letters"].defaulted() || opt.style.letters != notation::LetterSetId::Figurine)
        opt.style.letters = tools::letter_set_option("--letters", letters);
    if (vm.count("from-letters"))
        opt.from_letters = tools::letter_set_option("--from-letters", from_letters);
    if (vm.count("moves")) opt.moves = moves;
    opt.encoding = tools::encoding_option(encoding);
    if (max_game_bytes < 1 || static_cast<unsigned long long>(max_game_bytes) > GameLog::max_limit)
        throw po::error(fmt::format("--max-game-bytes: {} is not between 1 and {}", max_game_bytes,
                                    GameLog::max_limit));
    opt.max_game_bytes = static_cast<std::size_t>(max_game_bytes);
    if (vm.count("fen") && !opt.moves) throw po::error("--fen goes with --moves");
    if (opt.chess960 && !opt.moves)
        throw po::error(
            "--chess960 goes with --moves (a game in a file says so with its tag "
            "[Variant \"Chess960\"])");
    if (opt.moves && !opt.files.empty())
        throw po::error("--moves takes the moves, not files (use --moves - to read stdin)");
    // A move list has no tags to fix and is printed only when every move checks: silently
    // ignoring either option would leave the user believing it was applied.
    if (opt.moves && opt.fix) throw po::error("--fix works on the games of files, not on --moves");
    if (opt.moves && opt.keep_failed)
        throw po::error("--keep-failed works on the games of files, not on --moves");
    if (opt.in_place) check_in_place(opt, vm);
    auto shown = tools::make_severity_table(opt.codes);
    if (!shown) throw po::error(shown.error());
    opt.shown = *shown;
    return Parsed::Run;
}

}  // namespace chess::convert

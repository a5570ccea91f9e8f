#include "options.hpp"

#include <boost/program_options.hpp>

#include <sstream>
#include "common/encoding_option.hpp"

namespace po = boost::program_options;

namespace fen_check {

namespace {

constexpr const char* usage = R"(Usage:
  fen-check [OPTIONS] [FEN...|-]
  fen-check [OPTIONS] --file FILE...

Checks chess positions given as FEN (or EPD) and reports every problem with a stable code:
F00-F19 malformed text, S00-S12 illegal position, L01 line too long. Positions come from the
arguments, or one a line from files and standard input ('-', or nothing at all); files may be
gzip, bzip2, xz or zstd compressed. Blank lines and lines starting with '#' are skipped; a
line with a ';' is read as EPD (operations end with ';'). An unquoted FEN is read as one
position: arguments without '/' continue the FEN before them up to its six fields.

Exit status: 0 every position valid, 1 some position invalid, 2 usage or I/O error.

Examples:
  fen-check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fen-check 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQxkq - 0 1'   # error[F07]
  fen-check --normalize 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b kqKQ e3'
  fen-check --shredder --chess960 'bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9'
  fen-check --file positions.epd.gz --format json > report.jsonl
  fen-check --quiet --normalize < positions.fen.zst > clean.fen
)";

struct Switches {
    bool normalize = false;
    bool xfen = false;
    bool shredder = false;
    std::string en_passant;
    std::string format = "text";
    std::string encoding;
};

po::options_description describe(Options& opt, Switches& sw) {
    po::options_description desc("Options");
    desc.add_options()                                                              //
        ("help,h", "show this help")                                                //
        ("version", "show the version")                                             //
        ("file,f", po::value<std::vector<std::string>>()->value_name("FILE"),       //
         "read positions from FILE, one a line ('-': standard input); repeatable")  //
        ("normalize,n", po::bool_switch(&sw.normalize),
         "print the canonical FEN of each valid position (EPD: with its operations)")  //
        ("xfen", po::bool_switch(&sw.xfen),
         "castling as X-FEN: KQkq, a file letter only for an inner rook (the default; "
         "implies --normalize)")  //
        ("shredder", po::bool_switch(&sw.shredder),
         "castling as Shredder-FEN: rook files, HAha (implies --normalize)")  //
        ("en-passant", po::value(&sw.en_passant)->value_name("legal|always"),
         "write the en-passant square only when a capture is legal (the default), or after "
         "every double push (implies --normalize)")  //
        ("chess960", po::bool_switch(&opt.check.chess960),
         "accept castling rights that only Chess960 allows")  //
        ("format", po::value(&sw.format)->value_name("text|json"),
         "text: problems on stderr (default); json: one object per position on the output")  //
        ("output,o", po::value(&opt.output)->value_name("FILE"),
         "write the output to FILE, replaced only when every input was read (default: stdout)")  //
        ("quiet,q", po::bool_switch(&opt.quiet), "no summary and no progress line");
    chess::tools::add_encoding_option(desc, sw.encoding);
    return desc;
}

// The positional arguments, left out of the help's option list.
po::options_description hidden() {
    po::options_description desc;
    desc.add_options()("position", po::value<std::vector<std::string>>());
    return desc;
}

std::expected<void, std::string> apply(const Switches& sw, Options& opt) {
    if (sw.xfen && sw.shredder) return std::unexpected("--xfen and --shredder exclude each other");
    if (sw.format == "json")
        opt.format = Format::Json;
    else if (sw.format != "text")
        return std::unexpected("--format must be text or json, not '" + sw.format + "'");
    using chess::notation::CastlingStyle;
    using chess::notation::EnPassantStyle;
    opt.check.write.castling = sw.shredder ? CastlingStyle::Shredder : CastlingStyle::XFen;
    opt.check.write.en_passant = EnPassantStyle::OnlyLegal;
    if (sw.en_passant == "always")
        opt.check.write.en_passant = EnPassantStyle::Always;
    else if (!sw.en_passant.empty() && sw.en_passant != "legal")
        return std::unexpected("--en-passant must be legal or always, not '" + sw.en_passant + "'");
    opt.check.normalize = sw.normalize || sw.xfen || sw.shredder || !sw.en_passant.empty();
    return {};
}

}  // namespace

std::expected<CommandLine, std::string> parse_command_line(int argc, char** argv) {
    CommandLine result;
    Switches sw;
    const auto desc = describe(result.options, sw);
    po::options_description all;
    all.add(desc).add(hidden());
    po::positional_options_description positional;
    positional.add("position", -1);
    try {
        const po::parsed_options parsed =
            po::command_line_parser(argc, argv).options(all).positional(positional).run();
        po::variables_map vm;
        po::store(parsed, vm);
        po::notify(vm);
        result.options.encoding = chess::tools::encoding_option(sw.encoding);
        if (vm.count("help")) {
            std::ostringstream help;
            help << usage << '\n' << desc;
            result.help = help.str();
            result.action = Action::Help;
            return result;
        }
        if (vm.count("version")) {
            result.action = Action::Version;
            return result;
        }
        // Positions and files in the order given, which is the order of the report.
        for (const po::option& option : parsed.options) {
            if (option.string_key == "position")
                for (const std::string& value : option.value)
                    add_positional(result.options.inputs, value);
            if (option.string_key == "file")
                for (const std::string& value : option.value)
                    result.options.inputs.push_back({InputItem::Kind::File, value, {}});
        }
    } catch (const po::error& e) {
        return std::unexpected(e.what());
    }
    if (auto applied = apply(sw, result.options); !applied) return std::unexpected(applied.error());
    return result;
}

}  // namespace fen_check

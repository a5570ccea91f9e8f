// Tags: the known tags kept per game, the Seven Tag Roster checks, and the start position from
// FEN, SetUp and Variant.

#include <algorithm>
#include <string>

#include "chess/notation/fen.hpp"
#include "chess/notation/square.hpp"
#include "replayer_impl.hpp"

namespace chess::pgn {

namespace {

constexpr std::array<std::string_view, known_tag_count> tag_names = {
    "Event", "Site",    "Date",        "Round",    "White",    "Black", "Result",     "SetUp",
    "FEN",   "Variant", "Termination", "WhiteElo", "BlackElo", "ECO",   "TimeControl"};

}  // namespace

std::string_view GameTags::name(KnownTag tag) { return tag_names[slot(tag)]; }

std::optional<KnownTag> GameTags::lookup(std::string_view name) {
    // Asked for every tag of every game: the length leaves one or two names to compare.
    const auto is = [name](KnownTag tag) { return name == tag_names[slot(tag)]; };
    using enum KnownTag;
    switch (name.size()) {
        case 3:
            if (is(Eco)) return Eco;
            if (is(Fen)) return Fen;
            break;
        case 4:
            if (is(Site)) return Site;
            if (is(Date)) return Date;
            break;
        case 5:
            for (const KnownTag tag : {Event, Round, White, Black, SetUp})
                if (is(tag)) return tag;
            break;
        case 6:
            if (is(Result)) return Result;
            break;
        case 7:
            if (is(Variant)) return Variant;
            break;
        case 8:
            if (is(WhiteElo)) return WhiteElo;
            if (is(BlackElo)) return BlackElo;
            break;
        case 11:
            if (is(Termination)) return Termination;
            if (is(TimeControl)) return TimeControl;
            break;
        default:
            break;
    }
    return std::nullopt;
}

void GameTags::set(KnownTag tag, std::string_view value, const Location& location) {
    values_[slot(tag)].assign(value);
    locations_[slot(tag)] = location;
    present_ |= 1u << slot(tag);
}

namespace detail {

using notation::DiagnosticCode;

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// "??" or a two-digit number in [1, max].
bool valid_field(std::string_view f, int max) {
    if (f == "??") return true;
    if (!is_digit(f[0]) || !is_digit(f[1])) return false;
    const int n = (f[0] - '0') * 10 + (f[1] - '0');
    return n >= 1 && n <= max;
}

// YYYY.MM.DD, each part digits or question marks ("1984.??.??", "19??.??.??").
bool valid_date(std::string_view d) {
    if (d.size() != 10 || d[4] != '.' || d[7] != '.') return false;
    const std::string_view year = d.substr(0, 4);
    if (!std::all_of(year.begin(), year.end(), [](char c) { return is_digit(c) || c == '?'; }))
        return false;
    return valid_field(d.substr(5, 2), 12) && valid_field(d.substr(8, 2), 31);
}

// "?", "-", or numbers joined by single dots ("3", "2.1").
bool valid_round(std::string_view r) {
    if (r == "?" || r == "-") return true;
    bool digit_before = false;
    for (const char c : r) {
        if (is_digit(c)) {
            digit_before = true;
        } else if (c == '.' && digit_before) {
            digit_before = false;
        } else {
            return false;
        }
    }
    return digit_before;
}

bool valid_result(std::string_view r) {
    return r == "1-0" || r == "0-1" || r == "1/2-1/2" || r == "*";
}

enum class VariantKind : std::uint8_t { Standard, Chess960, Unsupported };

// Names as lichess, chess.com, cutechess and others write them, compared without case,
// blanks, '-' and '_'.
VariantKind classify_variant(std::string_view name) {
    std::string key;
    for (const char c : name) {
        if (c == ' ' || c == '-' || c == '_') continue;
        key += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    }
    if (key.empty() || key == "standard" || key == "chess" || key == "normal" ||
        key == "classical" || key == "fromposition")
        return VariantKind::Standard;
    if (key == "chess960" || key == "fischerandom" || key == "fischerrandom" || key == "960" ||
        key == "frc")
        return VariantKind::Chess960;
    return VariantKind::Unsupported;
}

// Problems of a FEN position that leave it playable: reported (W316) and tolerated. A pawn on
// a back rank and the fatal problems are not (E314).
constexpr SetupProblems tolerable_problems =
    SetupProblems(SetupProblem::InvalidCastlingRights) | SetupProblem::InvalidEnPassant |
    SetupProblem::TooManyPieces | SetupProblem::TooManyPawns | SetupProblem::ImpossibleMaterial |
    SetupProblem::ImpossibleCheck | SetupProblem::EnPassantWithHalfmoveClock |
    SetupProblem::MismatchedCastlingRights;

}  // namespace

void ReplayerImpl::check_tags() {
    check_roster();
    auto check = [this](KnownTag tag, DiagnosticCode code, bool (*valid)(std::string_view)) {
        const auto value = tags_.get(tag);
        if (value && !valid(*value))
            report(code, {tags_.location(tag), std::nullopt, *value, nullptr}, {});
    };
    check(KnownTag::Date, DiagnosticCode::MalformedDate, valid_date);
    check(KnownTag::Round, DiagnosticCode::MalformedRound, valid_round);
    check(KnownTag::Result, DiagnosticCode::MalformedResultTag, valid_result);
}

// One diagnostic per game names every missing roster tag.
void ReplayerImpl::check_roster() {
    constexpr KnownTag roster[] = {KnownTag::Event, KnownTag::Site,  KnownTag::Date,
                                   KnownTag::Round, KnownTag::White, KnownTag::Black,
                                   KnownTag::Result};
    bool missing = false;
    for (const KnownTag tag : roster) missing = missing || !tags_.has(tag);
    if (!missing) return;
    std::string message;
    if (wants_text(DiagnosticCode::MissingRosterTag)) {
        message = "missing Seven Tag Roster tags:";
        for (const KnownTag tag : roster) {
            if (tags_.has(tag)) continue;
            message += ' ';
            message += GameTags::name(tag);
        }
    }
    report(DiagnosticCode::MissingRosterTag, {game_.location, std::nullopt, {}, nullptr}, message);
}

// The start position and whether the game can be replayed at all.
void ReplayerImpl::set_up_start() {
    // Building the standard position (board, key, checkers) costs more than copying it.
    static const Position standard;
    start_ = standard;
    replayable_ = true;
    chess960_ = false;
    const auto variant = tags_.get(KnownTag::Variant);
    const VariantKind kind = variant ? classify_variant(*variant) : VariantKind::Standard;
    if (kind == VariantKind::Unsupported) {
        report(DiagnosticCode::UnsupportedVariant,
               {tags_.location(KnownTag::Variant), std::nullopt, *variant, nullptr},
               "only standard chess and Chess960 are replayed; moves not checked");
        replayable_ = false;
        return;
    }
    const auto fen = tags_.get(KnownTag::Fen);
    const auto setup = tags_.get(KnownTag::SetUp);
    if (fen) {
        if (setup != "1") {
            report(DiagnosticCode::FenWithoutSetUp,
                   {tags_.location(KnownTag::Fen), std::nullopt, *fen, nullptr},
                   setup ? "FEN tag with SetUp other than \"1\"; the FEN is used"
                         : "FEN tag without SetUp \"1\"; the FEN is used");
        }
        if (!read_start_fen(*fen)) return;
        if (kind != VariantKind::Chess960) drop_chess960_castling(variant.has_value());
        move_number_base_free_ = true;
    } else if (setup == "1" || kind == VariantKind::Chess960) {
        const KnownTag at = setup == "1" ? KnownTag::SetUp : KnownTag::Variant;
        report(DiagnosticCode::SetUpWithoutFen,
               {tags_.location(at), std::nullopt, *tags_.get(at), nullptr},
               "no FEN tag; the standard start position is used");
    }
    chess960_ = kind == VariantKind::Chess960 || start_.is_chess960();
    if (chess960_) start_.set_chess960(true);
}

namespace {

// The castling rooks standard chess knows: on their corners, with the king on the e-file.
Bitboard standard_castling_rooks(const Position& pos) {
    Bitboard rooks;
    for (const Color c : {Color::White, Color::Black}) {
        const Square king = pos.king_square(c);
        if (king != make_square(File::E, relative_rank(c, Rank::R1))) continue;
        rooks |= pos.castling_rooks() & back_rank(c) &
                 (Bitboard::file(File::A) | Bitboard::file(File::H));
    }
    return rooks;
}

// A castling right whose king stands off the e-file: no standard game has one.
bool has_king_off_e_file_with_rights(const Position& pos) {
    for (const Color c : {Color::White, Color::Black}) {
        if ((pos.castling_rooks() & back_rank(c)).any() && file_of(pos.king_square(c)) != File::E)
            return true;
    }
    return false;
}

}  // namespace

// A FEN's castling rights that only Chess960 has (a rook off its corner: "K" with the rook on
// g1), in a game that the Variant tag makes standard chess, are illegal there: dropped with
// W316, so that castling with them is reported (E204), not replayed as Chess960. Without a
// Variant tag the game is standard too (the PGN standard's default), unless a king with rights
// stands off the e-file, which only Chess960 has: such a file is taken for Chess960 without
// its tag.
void ReplayerImpl::drop_chess960_castling(bool variant_named) {
    if (!start_.is_chess960()) return;
    if (!variant_named && has_king_off_e_file_with_rights(start_)) return;
    Setup setup = start_.to_setup();
    const Bitboard kept = standard_castling_rooks(start_);
    std::string message;
    if (wants_text(DiagnosticCode::IllegalFenPosition)) {
        const Bitboard dropped = setup.castling_rooks & ~kept;
        message = dropped.more_than_one() ? "castling rights of the rooks on"
                                          : "castling right of the rook on";
        const char* separator = " ";
        for (const Square rook : dropped) {
            message += separator;
            message += notation::square_name(rook);
            separator = ", ";
        }
        message += variant_named
                       ? " (Chess960's) in a game that the Variant tag makes standard chess"
                       : " (Chess960's) in a game without [Variant \"Chess960\"]";
        message += ": dropped";
    }
    setup.castling_rooks = kept;
    setup.chess960 = false;
    auto standard = Position::from_setup(setup, SetupProblems::all());
    if (!standard) return;  // (dropping rights adds no problem)
    start_ = *standard;
    report(DiagnosticCode::IllegalFenPosition,
           {tags_.location(KnownTag::Fen), std::nullopt, *tags_.get(KnownTag::Fen), nullptr},
           message);
}

// Reads the FEN tag into start_; false (E314 reported) when the game cannot be replayed.
bool ReplayerImpl::read_start_fen(std::string_view fen) {
    const Subject subject{tags_.location(KnownTag::Fen), std::nullopt, fen, nullptr};
    auto position = notation::read_fen(fen);
    if (!position && !position.error().syntax &&
        (position.error().problems & ~tolerable_problems).empty()) {
        report(DiagnosticCode::IllegalFenPosition, subject, position.error().message());
        position = notation::read_fen(fen, tolerable_problems);
    }
    if (!position) {
        std::string message = position.error().message();
        message += "; moves not checked";
        report(DiagnosticCode::InvalidFen, subject, message);
        replayable_ = false;
        return false;
    }
    start_ = *position;
    report_missing_fen_fields(fen);
    return true;
}

// The PGN standard's FEN tag has all six fields. The reader accepts the placement alone (White
// to move, no castling) or four or five fields (counters 0 and 1): say what was assumed, as a
// guessed side to move shows up only later, as an illegal move of the other side.
void ReplayerImpl::report_missing_fen_fields(std::string_view fen) {
    const std::size_t fields = notation::count_fen_fields(fen);
    if (fields >= 6) [[likely]]
        return;
    std::string assumed =
        fields == 1 ? "White to move, no castling rights, no en-passant square, " : "";
    assumed += fields == 5 ? "move 1" : "halfmove clock 0 and move 1";
    report(
        DiagnosticCode::IncompleteFen, {tags_.location(KnownTag::Fen), std::nullopt, fen, nullptr},
        "the FEN tag has " + std::to_string(fields) + " of its 6 fields; " + assumed + " assumed");
}

}  // namespace detail
}  // namespace chess::pgn

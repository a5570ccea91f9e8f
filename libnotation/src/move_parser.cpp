// From what the grammar read (grammar/move_ast.hpp) to a MoveText: the combinations the
// grammar lets through on purpose are judged here, errors get the column of the first byte
// not understood, and each deviation from PGN export SAN is named as a relaxation.

#include "chess/notation/move_parser.hpp"

#include <algorithm>

#include "grammar/move_ast.hpp"
#include "move_parser_paths.hpp"

namespace chess::notation {

namespace {

using grammar::LetterForm;
using grammar::PieceToken;
using grammar::Separator;
using grammar::SuffixAst;
using Unexpected = std::unexpected<MoveParseError>;

Unexpected fail(MoveParseErrorCode code, std::size_t column) {
    return Unexpected(MoveParseError{code, column});
}

bool is_upper_ascii(char c) { return c >= 'A' && c <= 'Z'; }
bool is_letter_like(char c) {
    return is_upper_ascii(c) || (c >= 'a' && c <= 'z') || static_cast<unsigned char>(c) >= 0x80;
}
// The letters castling is written with: O, o (a lapse) and 0.
bool is_castling_letter(char c) { return c == 'O' || c == 'o' || c == '0'; }
// An en or em dash (both read as the joiner).
bool starts_with_long_dash(std::string_view s) {
    return s.starts_with("\u2013") || s.starts_with("\u2014");
}

// The relaxations a written piece (moving or promoted) earns. UCI's own lower-case promotion
// letters are normal in a bare-coordinate move and a lower-case piece anywhere else.
void note_piece(const PieceToken& piece, bool uci_shape, MoveText& text) {
    switch (piece.form) {
        case LetterForm::Letter:
            break;
        case LetterForm::LowerCase:
            text.relaxations.add(Relaxation::LowercasePiece);
            break;
        case LetterForm::Figurine:
            text.relaxations.add(Relaxation::Figurine);
            return;
        case LetterForm::Uci:
            if (!uci_shape) text.relaxations.add(Relaxation::LowercasePiece);
            return;
    }
    if (piece.national) text.relaxations.add(Relaxation::NationalLetters);
}

void apply_check(grammar::CheckAst mark, MoveText& text) {
    using grammar::CheckAst;
    const bool mate = mark == CheckAst::Mate || mark == CheckAst::MateAsX ||
                      mark == CheckAst::MateAsTimes || mark == CheckAst::DoubleDagger;
    text.check = mate ? CheckMark::Mate : CheckMark::Check;
    if (mark == CheckAst::MateAsX || mark == CheckAst::MateAsTimes)
        text.relaxations.add(Relaxation::MateAsTrailingX);
    if (mark == CheckAst::DoubleCheck) text.relaxations.add(Relaxation::DoubleCheckMark);
    if (mark == CheckAst::Dagger || mark == CheckAst::DoubleDagger || mark == CheckAst::Ch)
        text.relaxations.add(Relaxation::BookCheckMark);
}

// Applies check mark, en-passant note and glyph read from column `at` on. `ep_allowed` is
// false for castling and piece moves, where an en-passant note makes no sense.
std::optional<MoveParseError> apply_suffix(const SuffixAst& s, std::size_t at, bool ep_allowed,
                                           MoveText& text) {
    const std::size_t check_length = s.check ? grammar::check_length(*s.check) : 0;
    if (s.ep_before && s.ep_after)
        return MoveParseError{MoveParseErrorCode::TrailingCharacters,
                              at + *s.ep_before + check_length};
    if (s.ep_before || s.ep_after) {
        if (!ep_allowed)
            return MoveParseError{MoveParseErrorCode::TrailingCharacters,
                                  at + (s.ep_before ? 0 : check_length)};
        text.en_passant_mark = true;
        text.relaxations.add(Relaxation::EnPassantSuffix);
    }
    if (s.check) apply_check(*s.check, text);
    if (s.glyph) {
        text.nag = *s.glyph;
        text.relaxations.add(Relaxation::AnnotationGlyph);
    }
    return std::nullopt;
}

// How many leading bytes of `token` some castling spelling shares: where a broken castling
// ("0-", "O-O-") stops making sense.
std::size_t castling_prefix(std::string_view token) {
    std::size_t best = 0;
    for (const auto& s : grammar::special_spellings) {
        if (s.value.kind == MoveTextKind::Null) continue;
        const auto mismatch =
            std::mismatch(token.begin(), token.end(), s.text.begin(), s.text.end());
        best = std::max(best, static_cast<std::size_t>(mismatch.first - token.begin()));
    }
    return best;
}

std::expected<MoveText, MoveParseError> build_special(std::string_view token,
                                                      const grammar::SpecialAst& ast,
                                                      std::size_t stop) {
    MoveText text;
    text.kind = ast.token.kind;
    const std::size_t suffix_at = ast.token.length;
    if (text.kind == MoveTextKind::Null) {
        text.relaxations.add(Relaxation::NullMove);
        if (stop != suffix_at || suffix_at != token.size())
            return fail(MoveParseErrorCode::TrailingCharacters, suffix_at);
        return text;
    }
    // Castling without dashes in letters ("OO") is the same style as in zeros ("00"): one code.
    if (ast.token.zeros || ast.token.no_dashes) text.relaxations.add(Relaxation::CastlingWithZeros);
    if (ast.token.en_dash) text.relaxations.add(Relaxation::EnDash);
    if (ast.token.lower_case) text.relaxations.add(Relaxation::LowercaseCastling);
    if (auto error = apply_suffix(ast.suffix, suffix_at, false, text)) return Unexpected(*error);
    if (stop == token.size()) return text;
    const std::string_view rest = token.substr(stop);
    if (is_castling_letter(rest[0]) || rest[0] == '-' || starts_with_long_dash(rest))
        return fail(MoveParseErrorCode::BadCastling, std::max(stop, castling_prefix(token)));
    return fail(MoveParseErrorCode::TrailingCharacters, stop);
}

// Reads a normal move: the grammar's result plus the columns of its parts, which the error
// reports need because the grammar only says where it stopped.
class NormalMove {
public:
    NormalMove(std::string_view token, LetterSetId letters) : token_(token) {
        const char* const begin = token.data();
        stop_ = static_cast<std::size_t>(
            grammar::read_move(begin, begin + token.size(), letters, ast_) - begin);
    }

    std::expected<MoveText, MoveParseError> build() {
        if (!ast_.squares) return missing_squares();
        measure();
        if (auto error = read_squares()) return Unexpected(*error);
        if (auto error = read_promotion()) return Unexpected(*error);
        const bool ep_allowed = !ast_.piece || ast_.piece->type == PieceType::Pawn;
        if (auto error = apply_suffix(ast_.suffix, suffix_at_, ep_allowed, text_))
            return Unexpected(*error);
        if (stop_ != token_.size()) return Unexpected(leftover());
        return text_;
    }

private:
    // Nothing but (perhaps) a piece letter was understood.
    Unexpected missing_squares() const {
        if (ast_.piece) return fail(MoveParseErrorCode::BadSquare, ast_.piece->length);
        return fail(is_letter_like(token_[0]) ? MoveParseErrorCode::UnknownPiece
                                              : MoveParseErrorCode::BadSquare,
                    0);
    }

    void measure() {
        const grammar::SquaresAst& sq = *ast_.squares;
        const std::size_t piece_length = ast_.piece ? ast_.piece->length : 0;
        from_rank_at_ = piece_length + (sq.from_file ? 1 : 0);
        separator_at_ = from_rank_at_ + (sq.from_rank ? 1 : 0);
        to_at_ = separator_at_ + (sq.separator ? grammar::separator_length(*sq.separator) : 0);
        squares_end_ = to_at_ + 1 + (sq.to_rank ? 1 : 0);
        suffix_at_ = squares_end_;
        if (ast_.promotion)
            suffix_at_ += (ast_.promotion->mark ? 1u : 0u) + ast_.promotion->piece.length +
                          (ast_.promotion->closed ? 1u : 0u);
    }

    bool pawn_letter() const { return ast_.piece && ast_.piece->type == PieceType::Pawn; }
    bool may_be_pawn() const { return !ast_.piece || pawn_letter(); }

    std::optional<MoveParseError> read_squares() {
        const grammar::SquaresAst& sq = *ast_.squares;
        const bool joiner = sq.separator && grammar::is_joiner(*sq.separator);
        const bool complete_origin = sq.from_file && sq.from_rank;
        // A pawn's origin rank alone ("2e4") is no notation; nor is a joiner after half a square.
        if (!ast_.piece && sq.from_rank && !sq.from_file)
            return MoveParseError{MoveParseErrorCode::BadSquare, from_rank_at_};
        if (joiner && !complete_origin)
            return MoveParseError{MoveParseErrorCode::BadSquare, separator_at_};
        if (!sq.to_rank) {
            // Only the short pawn capture "de" / "dxe" has no target rank.
            if (ast_.piece || !sq.from_file || sq.from_rank || joiner)
                return MoveParseError{MoveParseErrorCode::BadSquare, to_at_ + 1};
            text_.relaxations.add(Relaxation::ShortPawnCapture);
        }
        uci_shape_ = !ast_.piece && complete_origin && !sq.separator;
        if (ast_.piece) {
            text_.piece = ast_.piece->type;
            note_piece(*ast_.piece, false, text_);
            if (pawn_letter()) text_.relaxations.add(Relaxation::PawnLetter);
        } else if (!complete_origin) {
            text_.piece = PieceType::Pawn;
        }
        // "Ng1f3" / "Qh4xe1" is SAN's full-square disambiguation, so it earns no note here;
        // the resolver reports OverDisambiguation when the square was not needed.
        if (uci_shape_)
            text_.relaxations.add(Relaxation::UciCoordinates);
        else if (complete_origin && (joiner || may_be_pawn()))
            text_.relaxations.add(Relaxation::LongAlgebraic);
        if (sq.separator == Separator::Colon) text_.relaxations.add(Relaxation::ColonCapture);
        if (sq.separator == Separator::EnDash) text_.relaxations.add(Relaxation::EnDash);
        if (sq.separator == Separator::Times) text_.relaxations.add(Relaxation::TimesCapture);
        text_.capture = sq.separator && !joiner;
        text_.from_file = sq.from_file;
        text_.from_rank = sq.from_rank;
        text_.to_file = sq.to_file;
        text_.to_rank = sq.to_rank;
        return std::nullopt;
    }

    std::optional<MoveParseError> read_promotion() {
        if (!ast_.promotion) return std::nullopt;
        if (!may_be_pawn() || !ast_.squares->to_rank)
            return MoveParseError{MoveParseErrorCode::BadPromotion, squares_end_};
        const grammar::PromotionAst& promotion = *ast_.promotion;
        const bool parenthesis = promotion.mark == grammar::PromotionMark::Parenthesis;
        // "e8(Q" lacks its ')'; "e8=Q)" and "e8Q)" have one too many.
        if (parenthesis != promotion.closed) {
            const std::size_t letter_end = squares_end_ + 1 + promotion.piece.length;
            return MoveParseError{parenthesis ? MoveParseErrorCode::BadPromotion
                                              : MoveParseErrorCode::TrailingCharacters,
                                  promotion.mark ? letter_end : letter_end - 1};
        }
        text_.promotion = promotion.piece.type;
        note_piece(promotion.piece, uci_shape_, text_);
        if (!promotion.mark && !uci_shape_)
            text_.relaxations.add(Relaxation::MissingPromotionEquals);
        if (promotion.mark && promotion.mark != grammar::PromotionMark::Equals)
            text_.relaxations.add(Relaxation::SlashOrParenPromotion);
        return std::nullopt;
    }

    // What follows the longest readable move: a broken promotion or stray characters.
    MoveParseError leftover() const {
        const std::string_view rest = token_.substr(stop_);
        if (rest[0] == '=') return {MoveParseErrorCode::BadPromotion, stop_ + 1};
        const bool after_target = stop_ == squares_end_ && ast_.squares->to_rank;
        const bool letter =
            is_upper_ascii(rest[0]) ||
            (static_cast<unsigned char>(rest[0]) >= 0xC0 && !starts_with_long_dash(rest));
        if (after_target && !ast_.promotion && may_be_pawn() && letter)
            return {MoveParseErrorCode::BadPromotion, stop_};
        return {MoveParseErrorCode::TrailingCharacters, stop_};
    }

    std::string_view token_;
    grammar::MoveAst ast_;
    std::size_t stop_ = 0;
    std::size_t from_rank_at_ = 0;
    std::size_t separator_at_ = 0;
    std::size_t to_at_ = 0;
    std::size_t squares_end_ = 0;
    std::size_t suffix_at_ = 0;
    bool uci_shape_ = false;
    MoveText text_;
};

}  // namespace

std::string_view describe(MoveParseErrorCode code) {
    switch (code) {
        case MoveParseErrorCode::Empty:
            return "empty move";
        case MoveParseErrorCode::UnknownPiece:
            return "unknown piece letter";
        case MoveParseErrorCode::BadSquare:
            return "incomplete or invalid square";
        case MoveParseErrorCode::BadPromotion:
            return "invalid promotion";
        case MoveParseErrorCode::TrailingCharacters:
            return "unexpected characters after the move";
        case MoveParseErrorCode::BadCastling:
            return "malformed castling";
    }
    return "unknown error";
}

std::expected<MoveText, MoveParseError> parse_move(std::string_view token,
                                                   const LetterSet& letters) {
    if (letters.id == LetterSetId::English) {
        MoveText text;
        if (detail::read_plain_san(token, text)) return text;
    }
    return detail::parse_with_grammar(token, letters);
}

std::expected<MoveText, MoveParseError> detail::parse_with_grammar(std::string_view token,
                                                                   const LetterSet& letters) {
    if (token.empty()) return fail(MoveParseErrorCode::Empty, 0);
    // Castling and null moves start with bytes no normal move starts with.
    const char first = token[0];
    if (is_castling_letter(first) || first == '-' || first == 'Z' || first == '@') {
        grammar::SpecialAst ast;
        const char* const begin = token.data();
        const auto stop = static_cast<std::size_t>(
            grammar::read_special(begin, begin + token.size(), letters.id, ast) - begin);
        if (stop != 0) return build_special(token, ast, stop);
        if (is_castling_letter(first))
            return fail(MoveParseErrorCode::BadCastling, castling_prefix(token));
    }
    return NormalMove(token, letters.id).build();
}

std::optional<MoveParseError> read_check_after_note(std::string_view mark, const LetterSet& letters,
                                                    MoveText& text) {
    grammar::CheckAst check{};
    const char* const begin = mark.data();
    const auto stop = static_cast<std::size_t>(
        grammar::read_check(begin, begin + mark.size(), letters.id, check) - begin);
    if (text.check != CheckMark::None || stop == 0 || stop != mark.size())
        return MoveParseError{MoveParseErrorCode::TrailingCharacters,
                              text.check != CheckMark::None ? 0 : stop};
    apply_check(check, text);
    return std::nullopt;
}

std::optional<MoveParseError> read_check_word(std::string_view word, MoveText& text) {
    // "dis ch", "dbl. ch.": a discovered or double check is a check.
    for (const std::string_view qualifier : {"dis. ", "dbl. ", "dis ", "dbl "}) {
        if (!word.starts_with(qualifier)) continue;
        word.remove_prefix(qualifier.size());
        while (word.starts_with(' ')) word.remove_prefix(1);
        if (word.starts_with('m')) return MoveParseError{MoveParseErrorCode::TrailingCharacters, 0};
        break;
    }
    const std::optional<CheckMark> mark = check_word_mark(word);
    if (text.check != CheckMark::None || !mark)
        return MoveParseError{MoveParseErrorCode::TrailingCharacters, 0};
    text.check = *mark;
    text.relaxations.add(Relaxation::BookCheckMark);
    return std::nullopt;
}

std::optional<CheckMark> check_word_mark(std::string_view word) {
    if (word.ends_with('.')) word.remove_suffix(1);
    for (const std::string_view check : {"ch", "check", "Ch", "Check"})
        if (word == check) return CheckMark::Check;
    for (const std::string_view mate : {"mate", "checkmate", "Mate", "Checkmate"})
        if (word == mate) return CheckMark::Mate;
    return std::nullopt;
}

bool is_en_passant_note(std::string_view token) {
    const auto latin_note = [](std::string_view t) {
        return t == "e.p." || t == "e.p" || t == "ep" || t == "e. p.";
    };
    if (latin_note(token)) return true;
    if (!find_lookalikes(token, LookalikeKinds::LatinLetters).latin_letters()) return false;
    std::string latin;  // short: no allocation
    replace_lookalikes(token, latin, LookalikeKinds::LatinLetters);
    return latin_note(latin);
}

namespace {

// `token` read as `scratch`, its text with look-alikes of `kinds` replaced: an error gets its
// column in `token`.
std::expected<MoveText, MoveParseError> parse_replaced(std::string_view token,
                                                       const LetterSet& letters,
                                                       LookalikeKinds kinds,
                                                       const std::string& scratch) {
    auto text = parse_move(scratch, letters);
    if (!text) {
        MoveParseError error = text.error();
        error.column = column_before_replacing(token, error.column, kinds);
        return Unexpected(error);
    }
    return text;
}

// Transliterated Russian's king "Kr" typed as the look-alike of the Cyrillic "Кр", with a Latin
// p or P for the р: "Kpe2", "Kp:e2". A piece letter stands first, and there a K followed by p
// means nothing in that set (K is the knight, and no square starts with p) nor in any other
// (no set reads "Kp"), so this reading takes none away.
bool starts_with_transliterated_kp(std::string_view token, const LetterSet& letters) {
    return letters.id == LetterSetId::RussianLatin && token.size() > 2 && token[0] == 'K' &&
           (token[1] == 'p' || token[1] == 'P');
}

}  // namespace

std::expected<MoveText, MoveParseError> parse_move_reading_lookalikes(std::string_view token,
                                                                      const LetterSet& letters,
                                                                      LookalikeKinds kinds,
                                                                      std::string& scratch,
                                                                      LookalikeLetters& replaced) {
    replaced = {};
    auto as_written = parse_move(token, letters);
    if (as_written) return as_written;
    if (starts_with_transliterated_kp(token, letters)) {
        // Read as "Kr..." (the same length, so an error's column stays the token's), its other
        // look-alikes as ever; `replaced` names the king's, for the note (N214).
        std::string king(token);
        king[1] = 'r';
        auto text = parse_move_reading_lookalikes(king, letters, kinds, scratch, replaced);
        if (text) replaced.king = true;
        return text;
    }
    const LookalikeLetters found = replace_lookalikes(token, scratch, kinds);
    if (!found.any()) return as_written;
    auto text = parse_replaced(token, letters, kinds, scratch);
    if (text) replaced = found;
    return text;
}

std::expected<MoveText, MoveParseError> parse_move_replacing_lookalikes(
    std::string_view token, const LetterSet& letters, LookalikeKinds kinds, std::string& scratch,
    LookalikeLetters& replaced) {
    replaced = {};
    const LookalikeLetters found = replace_lookalikes(token, scratch, kinds);
    if (!found.any()) return parse_move(token, letters);
    auto text = parse_replaced(token, letters, kinds, scratch);
    if (text) replaced = found;
    return text;
}

}  // namespace chess::notation

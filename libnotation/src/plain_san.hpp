#pragma once
// The fast path of parse_move: plain export-format SAN in English letters ("e4", "Nbd2+",
// "exd8=Q#", "O-O-O"), which is almost every move of real archives, read by a few byte tests
// instead of the general grammar. Anything else (other notations, letters, glyphs, lapses,
// errors) is declined and goes through the grammar, which gives the same MoveText for every
// token this path accepts (a differential test holds them to that).

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>

#include "chess/notation/move_text.hpp"

namespace chess::notation::detail {

namespace plain_san {

// The piece type of an English SAN piece letter (N B R Q K), or 0 (a pawn: not a letter SAN
// writes) for any other byte. A table rather than a switch: the letter differs from move to move
// in no pattern a branch predictor can learn, and the switch's jumps mispredicted.
inline constexpr std::array<std::uint8_t, 256> piece_letters = [] {
    std::array<std::uint8_t, 256> table{};
    table['N'] = static_cast<std::uint8_t>(PieceType::Knight);
    table['B'] = static_cast<std::uint8_t>(PieceType::Bishop);
    table['R'] = static_cast<std::uint8_t>(PieceType::Rook);
    table['Q'] = static_cast<std::uint8_t>(PieceType::Queen);
    table['K'] = static_cast<std::uint8_t>(PieceType::King);
    return table;
}();
static_assert(static_cast<int>(PieceType::Pawn) == 0, "0 in piece_letters means no piece letter");

inline std::optional<PieceType> piece_of(char c) {
    const std::uint8_t piece = piece_letters[static_cast<unsigned char>(c)];
    if (piece == 0) return std::nullopt;
    return static_cast<PieceType>(piece);
}

inline bool is_file(char c) { return c >= 'a' && c <= 'h'; }
inline bool is_rank(char c) { return c >= '1' && c <= '8'; }
inline File file_of_char(char c) { return static_cast<File>(c - 'a'); }
inline Rank rank_of_char(char c) { return static_cast<Rank>(c - '1'); }

// Reads the check mark at `at`, which must end the token. False when something else follows.
inline bool read_check(std::string_view token, std::size_t at, MoveText& text) {
    if (at == token.size()) return true;
    if (at + 1 != token.size()) return false;
    if (token[at] == '+') {
        text.check = CheckMark::Check;
        return true;
    }
    if (token[at] == '#') {
        text.check = CheckMark::Mate;
        return true;
    }
    return false;
}

inline bool read_castling(std::string_view token, MoveText& text) {
    std::size_t length = 0;
    if (token.starts_with("O-O-O")) {
        text.kind = MoveTextKind::CastleQueenside;
        length = 5;
    } else if (token.starts_with("O-O")) {
        text.kind = MoveTextKind::CastleKingside;
        length = 3;
    } else {
        return false;
    }
    return read_check(token, length, text);
}

// A piece move: letter, optional origin file and/or rank, optional 'x', target square.
inline bool read_piece_move(std::string_view token, PieceType piece, MoveText& text) {
    // The target square is the last file-rank pair before an optional check mark.
    std::size_t end = token.size();
    if (token.back() == '+' || token.back() == '#') --end;
    if (end < 3 || !is_file(token[end - 2]) || !is_rank(token[end - 1])) return false;
    text.piece = piece;
    std::size_t at = 1;
    const std::size_t target = end - 2;
    if (at < target && is_file(token[at])) text.from_file = file_of_char(token[at++]);
    if (at < target && is_rank(token[at])) text.from_rank = rank_of_char(token[at++]);
    if (at < target && token[at] == 'x') {
        text.capture = true;
        ++at;
    }
    if (at != target) return false;
    text.to_file = file_of_char(token[target]);
    text.to_rank = rank_of_char(token[target + 1]);
    return read_check(token, end, text);
}

// A pawn move: "e4", "exd5", with "=Q" on the last rank.
inline bool read_pawn_move(std::string_view token, MoveText& text) {
    text.piece = PieceType::Pawn;
    std::size_t at = 0;
    if (token.size() >= 4 && token[1] == 'x') {
        text.from_file = file_of_char(token[0]);
        text.capture = true;
        at = 2;
    }
    if (at + 2 > token.size() || !is_file(token[at]) || !is_rank(token[at + 1])) return false;
    text.to_file = file_of_char(token[at]);
    text.to_rank = rank_of_char(token[at + 1]);
    at += 2;
    if (at + 1 < token.size() && token[at] == '=') {
        const auto promotion = piece_of(token[at + 1]);
        if (!promotion || *promotion == PieceType::King) return false;
        text.promotion = promotion;
        at += 2;
    }
    return read_check(token, at, text);
}

}  // namespace plain_san

// True, with `text` (a default MoveText on entry) filled in, when `token` is plain SAN; false
// otherwise (not an error: "not handled here"), leaving `text` to be discarded. An out
// parameter rather than an optional: this runs for nearly every move of an archive, and the
// copies of the optional and of the caller's expected cost more than the parse. Inline, like
// resolve_plain_san, so that the replayer's per-move frame holds both.
inline bool read_plain_san(std::string_view token, MoveText& text) {
    if (token.size() < 2 || token.size() > 8) return false;
    const char first = token[0];
    if (plain_san::is_file(first)) return plain_san::read_pawn_move(token, text);
    if (first == 'O') return plain_san::read_castling(token, text);
    if (const auto piece = plain_san::piece_of(first))
        return plain_san::read_piece_move(token, *piece, text);
    return false;
}

}  // namespace chess::notation::detail

#pragma once
// Helpers for the resolve and move-writer tests: positions from FEN, moves from UCI, a move
// reader for test tokens, and what canonical text may need when it is read back.

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_text.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/notation/uci.hpp"
#include "chess/position.hpp"
#include "corpus_files.hpp"

namespace chess::notation::test_support {

inline Position position(std::string_view fen, SetupProblems tolerated = {}) {
    auto pos = read_fen(fen, tolerated);
    if (!pos) ADD_FAILURE() << "bad FEN " << fen << ": " << pos.error().message();
    return pos ? *pos : Position();
}

// The legal move `text` (UCI, standard or Chess960 castling) denotes; Move::none() otherwise.
inline Move uci_move(const Position& pos, std::string_view text) {
    const auto syntax = parse_move(text, letter_set(LetterSetId::English));
    if (!syntax) return Move::none();
    const auto resolved = resolve(pos, *syntax);
    return resolved ? resolved->move : Move::none();
}

// The syntax of a test token, read by the project's move parser. A separate en-passant note
// ("cxd6 e.p.", two PGN tokens) is attached as the PGN reader attaches it.
inline MoveText text_of(std::string_view token, LetterSetId letters = LetterSetId::English) {
    const auto space = token.find(' ');
    const std::string_view move = token.substr(0, space);
    const bool note =
        space != std::string_view::npos && is_en_passant_note(token.substr(space + 1));
    auto text = parse_move(move, letter_set(letters));
    if (!text) ADD_FAILURE() << "the parser rejects '" << move << "'";
    if (text && note) {
        text->en_passant_mark = true;
        text->relaxations.add(Relaxation::EnPassantSuffix);
    }
    return text.value_or(MoveText{});
}

// The relaxations only a board reveals (capture, check and mate marks, over-disambiguation)
// among `found`, less those that canonical text in `notation` legitimately needs: long
// algebraic gives every origin, so "Bb5xc6" and "Ng1f3" read like SAN's full-square
// disambiguation (only the '-' joiner marks book LAN), and the compact form writes no capture
// mark at all. Canonical text read back must leave this empty.
inline Relaxations unexpected_board_notes(MoveNotation notation, Relaxations found) {
    using R = Relaxation;
    Relaxations unexpected;
    for (R r : {R::MissingCaptureMark, R::SuperfluousCaptureMark, R::OverDisambiguation,
                R::MissingCheckMark, R::MissingMateMark, R::WrongCheckMark})
        if (found.contains(r)) unexpected.add(r);
    if (notation == MoveNotation::Lan || notation == MoveNotation::LanCompact)
        unexpected.remove(R::OverDisambiguation);
    if (notation == MoveNotation::LanCompact) unexpected.remove(R::MissingCaptureMark);
    return unexpected;
}

// The FEN part (before the first ';') of each line of a perft EPD suite in the project corpus.
inline std::vector<std::string> perft_fens(std::string_view file) {
    std::vector<std::string> fens;
    for (const std::string& line : test_files::read_lines(test_files::corpus_path(file))) {
        const std::string fen = line.substr(0, line.find(';'));
        if (fen.find_first_not_of(' ') != std::string::npos) fens.push_back(fen);
    }
    return fens;
}

}  // namespace chess::notation::test_support

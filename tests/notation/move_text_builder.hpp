#pragma once
// Building expected MoveText values in test tables: M().piece(Knight).to("f3").relax(...)

#include <initializer_list>
#include <ostream>
#include <string_view>

#include "chess/notation/move_text.hpp"
#include "chess/notation/relaxation.hpp"
#include "chess/notation/square.hpp"

namespace chess::notation::test_moves {

struct M {
    MoveText t;

    M& kind(MoveTextKind k) { return t.kind = k, *this; }
    M& piece(PieceType pt) { return t.piece = pt, *this; }
    // "e", "2" or "e2": whichever parts are given.
    M& from(std::string_view s) {
        for (char c : s) {
            if (auto f = parse_file(c)) t.from_file = f;
            if (auto r = parse_rank(c)) t.from_rank = r;
        }
        return *this;
    }
    M& to(std::string_view s) {
        t.to_file = parse_file(s[0]);
        if (s.size() > 1) t.to_rank = parse_rank(s[1]);
        return *this;
    }
    M& capture() { return t.capture = true, *this; }
    M& promote(PieceType pt) { return t.promotion = pt, *this; }
    M& check() { return t.check = CheckMark::Check, *this; }
    M& mate() { return t.check = CheckMark::Mate, *this; }
    M& ep() { return t.en_passant_mark = true, *this; }
    M& nag(GluedNag n) { return t.nag = n, *this; }
    M& relax(std::initializer_list<Relaxation> rs) {
        for (Relaxation r : rs) t.relaxations.add(r);
        return *this;
    }
    operator MoveText() const { return t; }  // NOLINT: tables read better without casts
};

inline M pawn(std::string_view to) { return M().piece(PieceType::Pawn).to(to); }
inline M piece(PieceType pt, std::string_view to) { return M().piece(pt).to(to); }
// No letter and a complete origin: "e2-e4", "e2e4".
inline M coords(std::string_view from, std::string_view to) { return M().from(from).to(to); }
inline M castle(MoveTextKind k) { return M().kind(k); }

inline void print_relaxations(Relaxations rs, std::ostream& os) {
    rs.for_each([&](Relaxation r) { os << " [" << describe(r) << ']'; });
}

}  // namespace chess::notation::test_moves

namespace chess::notation {

// Readable failure messages for MoveText comparisons.
inline void PrintTo(const MoveText& t, std::ostream* os) {
    *os << "{kind " << static_cast<int>(t.kind);
    if (t.piece) *os << " piece " << static_cast<int>(*t.piece);
    *os << " from " << (t.from_file ? file_char(*t.from_file) : '_')
        << (t.from_rank ? rank_char(*t.from_rank) : '_');
    *os << " to " << (t.to_file ? file_char(*t.to_file) : '_')
        << (t.to_rank ? rank_char(*t.to_rank) : '_');
    if (t.capture) *os << " capture";
    if (t.promotion) *os << " promotion " << static_cast<int>(*t.promotion);
    if (t.check != CheckMark::None) *os << " check " << static_cast<int>(t.check);
    if (t.en_passant_mark) *os << " e.p.";
    if (t.nag != 0) *os << " nag " << static_cast<int>(t.nag);
    test_moves::print_relaxations(t.relaxations, *os);
    *os << '}';
}

}  // namespace chess::notation

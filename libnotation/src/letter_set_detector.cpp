// LetterSetDetector: which letter set a game is written in, decided from its move tokens alone.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <string>

#include "chess/notation/move_parser.hpp"

namespace chess::notation {

namespace {

constexpr LetterSetMask bit(LetterSetId id) { return LetterSetMask{1} << static_cast<int>(id); }

constexpr LetterSetMask spanish_italian = bit(LetterSetId::Spanish) | bit(LetterSetId::Italian);
constexpr LetterSetMask colon_sets = bit(LetterSetId::German) | bit(LetterSetId::RussianCyrillic) |
                                     bit(LetterSetId::RussianLatin) | bit(LetterSetId::Ukrainian);
// The capture mark tells German from French, not the sets whose scores have either mark apart:
// Russian scores are printed with ':' and typed with 'x' alike, and a Russian game with 'x' and
// no rook move is no Bulgarian one for that; Polish, Czech and Hungarian books print ':' as
// German ones do ("S:e5"), and a Polish game with ':' whose knights moved first is no German one
// for that. Their letters tell them apart.
constexpr LetterSetMask sets_of_either_mark =
    bit(LetterSetId::RussianCyrillic) | bit(LetterSetId::Ukrainian) | bit(LetterSetId::Bulgarian) |
    bit(LetterSetId::Polish) | bit(LetterSetId::Czech) | bit(LetterSetId::Hungarian);
// The sets the capture mark may pick alone: German (':') and its older rivals ('x': French,
// Spanish, Italian, Dutch), whose scores keep to their mark. Not the later sets: their books
// print either mark, and German scores typed for PGN have 'x' as often as not, so a German game
// whose knights and queen moved first ("Sc3 exd5 Dxd5": S and D are Czech's bishop and queen
// too) would be settled as Czech by its 'x' and its knight's move fail as a bishop's. Their
// letters decide them, or the replayer's first legal reading.
constexpr LetterSetMask picked_by_capture_mark =
    bit(LetterSetId::English) | bit(LetterSetId::RussianCyrillic) | bit(LetterSetId::RussianLatin) |
    bit(LetterSetId::German) | bit(LetterSetId::French) | bit(LetterSetId::Spanish) |
    bit(LetterSetId::Italian) | bit(LetterSetId::Dutch) | bit(LetterSetId::Figurine);

// Whether the piece named could make the move written, on an empty board. Only a move written
// with both squares and a piece letter tells anything; everything else passes.
bool plausible(const MoveText& t) {
    if (t.kind != MoveTextKind::Normal || !t.piece || !t.has_complete_origin() ||
        !t.has_complete_target())
        return true;
    const int dx = std::abs(index(*t.to_file) - index(*t.from_file));
    const int dy = std::abs(index(*t.to_rank) - index(*t.from_rank));
    const bool diagonal = dx == dy && dx != 0;
    const bool straight = (dx == 0) != (dy == 0);
    const bool back_rank = *t.from_rank == Rank::R1 || *t.from_rank == Rank::R8;
    switch (*t.piece) {
        case PieceType::Pawn:
            return (dx == 0 && (dy == 1 || dy == 2)) || (dx == 1 && dy == 1);
        case PieceType::Knight:
            return dx * dy == 2;
        case PieceType::Bishop:
            return diagonal;
        case PieceType::Rook:
            return straight;
        case PieceType::Queen:
            return diagonal || straight;
        // Castling written as a king move: two squares, or onto its own rook (Chess960).
        case PieceType::King:
            return std::max(dx, dy) == 1 || (dy == 0 && back_rank);
    }
    return true;
}

std::optional<LetterSetId> single(LetterSetMask sets) {
    if (sets == spanish_italian) return LetterSetId::Spanish;
    if (std::popcount(sets) != 1) return std::nullopt;
    return static_cast<LetterSetId>(std::countr_zero(sets));
}

// How a token reads in each letter set: one bit per set (LetterSetId) in each mask.
struct Readings {
    LetterSetMask readable = 0;  // reads as a move its piece could make
    LetterSetMask capture = 0;   // ... with a capture mark
    LetterSetMask colon = 0;     // ... written with ':'
    // Read with its Latin look-alikes in Cyrillic (replace_lookalikes): a move its piece could
    // make; the look-alikes replaced; whether it has a real Cyrillic letter too.
    bool lookalike_readable = false;
    LookalikeLetters lookalikes;
    bool cyrillic = false;
    // Read in transliterated Russian only as its king typed "Kp" (parse_move_reading_lookalikes);
    // such a reading is kept out of `readable`: see LetterSetDetector::observe.
    bool king_typed_kp = false;
};

// The token read in `letters`, when it is a move its piece could make. Figurines read in every
// set but count for the figurine set only.
// Cyrillic look-alikes of Latin letters are read as those ("Nе4" is an English knight's move):
// they mean nothing else in a square (parse_move_reading_lookalikes).
// `replaced` says which look-alikes were read.
std::optional<MoveText> plausible_reading(std::string_view token, const LetterSet& letters,
                                          LookalikeLetters& replaced) {
    std::string scratch;  // short: a move token fits the small-string buffer
    auto text = parse_move_reading_lookalikes(token, letters, LookalikeKinds::LatinLetters, scratch,
                                              replaced);
    if (text && !plausible(*text)) {
        // "с7-с5" in Cyrillic letters reads as a lower-case bishop's move, which no bishop can
        // make: as the replayer does (read_lookalikes_again), read the Russian keyboard's с as c.
        replaced = {};
        text = parse_move_replacing_lookalikes(token, letters, LookalikeKinds::LatinLetters,
                                               scratch, replaced);
        if (text && !replaced.any()) return std::nullopt;
    }
    if (!text || !plausible(*text)) return std::nullopt;
    if (letters.id != LetterSetId::Figurine && text->relaxations.contains(Relaxation::Figurine))
        return std::nullopt;
    return *text;
}

// The look-alike reading; `r.readable` holds the real sets' already. A token without look-alikes
// reads so exactly as in Cyrillic letters.
void read_with_lookalikes(std::string_view token, Readings& r) {
    std::string replaced;  // short: a move token fits the small-string buffer
    r.lookalikes = replace_lookalikes(token, replaced);
    const bool cyrillic_reads = (r.readable & bit(LetterSetId::RussianCyrillic)) != 0;
    LookalikeLetters ignored;
    r.lookalike_readable =
        r.lookalikes.pieces()
            ? plausible_reading(replaced, letter_set(LetterSetId::RussianCyrillic), ignored)
                  .has_value()
            : cyrillic_reads;
    r.cyrillic = r.lookalike_readable && has_cyrillic_letter(token);
}

// "Bg5b5", typed for "Bg5 b5": two moves glued together, as the replayer reads a token that is no
// legal move of its own (pgn/glued_moves.hpp), where both parts are moves their pieces could
// make. A set that reads the token so keeps it: read whole, it would be a rook's move ("B" is the
// Hungarian rook), and the game would be taken for a set it is not written in.
bool reads_as_glued_moves(std::string_view token, const LetterSet& letters) {
    constexpr std::size_t shortest_move = 2;  // "e4"
    LookalikeLetters ignored;
    for (std::size_t at = shortest_move; at + shortest_move <= token.size(); ++at) {
        if (plausible_reading(token.substr(0, at), letters, ignored) &&
            plausible_reading(token.substr(at), letters, ignored))
            return true;
    }
    return false;
}

Readings read_in_every_set(std::string_view token) {
    Readings r;
    for (int i = 0; i < letter_set_count; ++i) {
        const auto id = static_cast<LetterSetId>(i);
        if (!detectable(id)) continue;
        LookalikeLetters replaced;
        const auto text = plausible_reading(token, letter_set(id), replaced);
        if (!text) {
            if (reads_as_glued_moves(token, letter_set(id))) r.readable |= bit(id);
            continue;
        }
        if (replaced.king) {
            r.king_typed_kp = true;
            continue;
        }
        r.readable |= bit(id);
        if (text->capture) r.capture |= bit(id);
        if (text->relaxations.contains(Relaxation::ColonCapture)) r.colon |= bit(id);
    }
    read_with_lookalikes(token, r);
    return r;
}

// Readings are a pure function of the token, and the same few tokens open most games ("Nf3",
// "Nc6", "Bb5"): a small direct-mapped memo per thread saves parsing each in every set again
// (a parse per set, most through the full grammar).
class ReadingsMemo {
public:
    Readings get(std::string_view token) {
        if (token.size() > max_token) return read_in_every_set(token);
        Entry& e = entries_[slot(token)];
        if (e.size != token.size() || std::memcmp(e.bytes, token.data(), token.size()) != 0) {
            e.size = static_cast<std::uint8_t>(token.size());
            std::memcpy(e.bytes, token.data(), token.size());
            e.readings = read_in_every_set(token);
        }
        return e.readings;
    }

private:
    static constexpr std::size_t max_token = 15;
    static constexpr std::size_t slots = 1024;
    struct Entry {
        std::uint8_t size = 0xFF;  // no token: never matches
        char bytes[max_token] = {};
        Readings readings;
    };
    static std::size_t slot(std::string_view token) {
        std::uint32_t h = 2166136261u;
        for (const char c : token) h = (h ^ static_cast<unsigned char>(c)) * 16777619u;
        return (h ^ (h >> 15)) % slots;
    }
    std::array<Entry, slots> entries_{};
};

Readings readings_of(std::string_view token) {
    static thread_local ReadingsMemo memo;
    return memo.get(token);
}

}  // namespace

void LetterSetDetector::observe(std::string_view token) {
    const Readings r = readings_of(token);
    // "Kpe2" reads only in transliterated Russian, but counts for no set: the same "Kp" is the
    // Cyrillic king typed with look-alikes in a Cyrillic score, whose Cyrillic letters decide, or
    // another set's king with a slip, whose other moves must keep their meaning (allows()).
    if (r.king_typed_kp) king_typed_kp_ = true;
    const LetterSetMask readable = r.readable & candidates_;
    if (readable == 0) {
        // No candidate reads it: read in another set, a contradiction; in none, no evidence.
        if (r.readable != 0) candidates_ = 0;
        return;
    }
    candidates_ = readable;
    // Capture marks read alike in every set; the last candidate's reading stands for them.
    const LetterSetMask last = std::bit_floor(readable);
    if ((r.capture & last) != 0) {
        const bool colon = (r.colon & last) != 0;
        conventions_ &= (colon ? colon_sets : ~colon_sets) | sets_of_either_mark;
    }
}

bool LetterSetDetector::allows(LetterSetId id) const {
    if ((candidates_ & bit(id)) == 0) return false;
    // A game that only its "Kp" would put in transliterated Russian is not read so: in
    // "1. e4 e5 2. Kpe2 Ke7" the K of "Ke7" is an English king, not that set's knight. Its other
    // letters must decide it (decided()).
    return id != LetterSetId::RussianLatin || !king_typed_kp_;
}

std::optional<LetterSetId> LetterSetDetector::decided() const {
    if (auto set = single(candidates_)) return set;
    const std::optional<LetterSetId> by_mark = single(candidates_ & conventions_);
    if (by_mark && (bit(*by_mark) & picked_by_capture_mark) == 0) return std::nullopt;
    return by_mark;
}

std::optional<LetterSetId> LetterSetDetector::preferred() const {
    if (const auto set = decided()) return set;
    for (const LetterSetId id : reading_preference)
        if (allows(id)) return id;
    return std::nullopt;
}

void LookalikeDetector::observe(std::string_view token) {
    if (!readable_) return;
    // With a Cyrillic letter in the game, a token without look-alikes reads so exactly as in
    // Cyrillic letters: whether it does, the replay that must accept the reading checks
    // (pgn/replayer.cpp, reads_lookalikes). Not parsing it here matters: a Cyrillic game is
    // observed to its end, and its long-algebraic tokens are too varied for the readings' memo.
    if ((cyrillic_ || has_cyrillic_letter(token)) && !find_lookalikes(token).pieces()) {
        cyrillic_ = true;
        return;
    }
    const Readings r = readings_of(token);
    if (!r.lookalike_readable) {
        // As for the letter sets: read otherwise, a contradiction; in no way, no evidence.
        if (r.readable != 0) readable_ = false;
        return;
    }
    cyrillic_ = cyrillic_ || r.cyrillic;
    letters_ |= r.lookalikes;
}

}  // namespace chess::notation

// Fills the sliding-attack and line tables before main(). Magic factors are found here by a
// deterministic search (fixed seed), which takes a few milliseconds and keeps the source free of
// opaque constants.

#include "chess/attacks.hpp"

#include <vector>

namespace chess::detail {
namespace {

constexpr int rook_directions[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int bishop_directions[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Slow reference: walks each ray until it leaves the board or hits an occupied square.
Bitboard ray_attacks(Square s, Bitboard occupied, const int (&directions)[4][2]) {
    Bitboard result;
    for (const auto& d : directions) {
        int f = index(file_of(s)) + d[0];
        int r = index(rank_of(s)) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            Square t = static_cast<Square>(8 * r + f);
            result |= Bitboard(t);
            if (occupied.contains(t)) break;
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

// The occupancy bits that matter: each ray without its final (edge) square.
Bitboard relevant_mask(Square s, const int (&directions)[4][2]) {
    Bitboard result;
    for (const auto& d : directions) {
        int f = index(file_of(s)) + d[0];
        int r = index(rank_of(s)) + d[1];
        while (f + d[0] >= 0 && f + d[0] < 8 && r + d[1] >= 0 && r + d[1] < 8) {
            result |= Bitboard(static_cast<Square>(8 * r + f));
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

class Xorshift {
public:
    explicit Xorshift(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        state_ ^= state_ >> 12;
        state_ ^= state_ << 25;
        state_ ^= state_ >> 27;
        return state_ * 0x2545F4914F6CDD1DULL;
    }
    // Few set bits make good magic candidates.
    std::uint64_t sparse() { return next() & next() & next(); }

private:
    std::uint64_t state_;
};

struct SliderTables {
    std::array<Magic, 64> magics{};
    std::vector<Bitboard> storage;
};

SliderTables build_slider_tables(const int (&directions)[4][2], std::size_t table_size) {
    SliderTables out;
    out.storage.resize(table_size);
    Xorshift rng(0x9E3779B97F4A7C15ULL);
    std::size_t offset = 0;
    std::vector<Bitboard> occupancies, references;
    std::vector<unsigned> epoch;
    for (int i = 0; i < 64; ++i) {
        Square s = static_cast<Square>(i);
        Magic& m = out.magics[static_cast<std::size_t>(i)];
        m.mask = relevant_mask(s, directions);
        m.shift = static_cast<unsigned>(64 - m.mask.count());
        std::size_t size = std::size_t{1} << m.mask.count();
        m.table = out.storage.data() + offset;

        // Enumerate every subset of the mask (Carry-Rippler) with its true attack set.
        occupancies.clear();
        references.clear();
        std::uint64_t subset = 0;
        do {
            occupancies.push_back(Bitboard(subset));
            references.push_back(ray_attacks(s, Bitboard(subset), directions));
            subset = (subset - m.mask.bits()) & m.mask.bits();
        } while (subset != 0);

        epoch.assign(size, 0);
        Bitboard* slots = out.storage.data() + offset;
        for (unsigned attempt = 1;; ++attempt) {
            m.factor = rng.sparse();
            if (std::popcount((m.mask.bits() * m.factor) >> 56) < 6) continue;
            bool ok = true;
            for (std::size_t k = 0; k < occupancies.size() && ok; ++k) {
                std::size_t slot = (occupancies[k].bits() * m.factor) >> m.shift;
                if (epoch[slot] != attempt) {
                    epoch[slot] = attempt;
                    slots[slot] = references[k];
                } else if (slots[slot] != references[k]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        offset += size;
    }
    return out;
}

std::array<std::array<Bitboard, 64>, 64> build_between() {
    std::array<std::array<Bitboard, 64>, 64> t{};
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            Square sa = static_cast<Square>(a), sb = static_cast<Square>(b);
            auto& slot = t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            if (ray_attacks(sa, Bitboard(), rook_directions).contains(sb)) {
                slot = ray_attacks(sa, Bitboard(sb), rook_directions) &
                       ray_attacks(sb, Bitboard(sa), rook_directions);
            } else if (ray_attacks(sa, Bitboard(), bishop_directions).contains(sb)) {
                slot = ray_attacks(sa, Bitboard(sb), bishop_directions) &
                       ray_attacks(sb, Bitboard(sa), bishop_directions);
            }
        }
    }
    return t;
}

std::array<std::array<Bitboard, 64>, 64> build_line() {
    std::array<std::array<Bitboard, 64>, 64> t{};
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            if (a == b) continue;
            Square sa = static_cast<Square>(a), sb = static_cast<Square>(b);
            auto& slot = t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            for (const auto* dirs : {&rook_directions, &bishop_directions}) {
                Bitboard from_a = ray_attacks(sa, Bitboard(), *dirs);
                if (!from_a.contains(sb)) continue;
                // For aligned squares the shared rays are exactly the line without its ends.
                slot = (from_a & ray_attacks(sb, Bitboard(), *dirs)) | Bitboard(sa) | Bitboard(sb);
            }
        }
    }
    return t;
}

// Rook tables: 102400 slots in all; bishop tables: 5248.
const SliderTables rook_tables = build_slider_tables(rook_directions, 102400);
const SliderTables bishop_tables = build_slider_tables(bishop_directions, 5248);
const auto between_storage = build_between();
const auto line_storage = build_line();

}  // namespace

const std::array<Magic, 64>& rook_magics = rook_tables.magics;
const std::array<Magic, 64>& bishop_magics = bishop_tables.magics;
const std::array<std::array<Bitboard, 64>, 64>& between_table = between_storage;
const std::array<std::array<Bitboard, 64>, 64>& line_table = line_storage;

}  // namespace chess::detail

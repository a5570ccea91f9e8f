// Fills the sliding-attack and line tables before main() (about a millisecond).
//
// The magic factors below were found by our own seeded random search for sparse 64-bit numbers
// that map every subset of a square's relevant occupancy to a slot holding the right attack set
// (a search at every start-up cost 0.35 s, too much for a tool run on a small file). Nothing
// here trusts them: filling a table checks each slot for a conflicting attack set, and
// tests/rules/attacks_test.cpp compares every table entry with a slow ray walk.

#include "chess/attacks.hpp"

#include <cstdlib>
#include <vector>

namespace chess::detail {
namespace {

constexpr int rook_directions[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int bishop_directions[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// The squares from `s` in direction `d` up to the edge of the board, `s` itself excluded.
constexpr Bitboard empty_board_ray(Square s, const int (&d)[2]) {
    Bitboard result;
    int f = index(file_of(s)) + d[0];
    int r = index(rank_of(s)) + d[1];
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        result |= Bitboard(static_cast<Square>(8 * r + f));
        f += d[0];
        r += d[1];
    }
    return result;
}

using RayTable = std::array<std::array<Bitboard, 64>, 4>;

constexpr RayTable ray_table(const int (&directions)[4][2]) {
    RayTable t{};
    for (std::size_t d = 0; d < 4; ++d) {
        t[d] = table_of([&](Square s) { return empty_board_ray(s, directions[d]); });
    }
    return t;
}

constexpr RayTable rook_rays = ray_table(rook_directions);
constexpr RayTable bishop_rays = ray_table(bishop_directions);

// Each ray cut behind its first occupied square, that square included. The rays come from
// compile-time tables and the first blocker from one bit scan: filling the 107,648 slider slots
// before main() takes about 7 million instructions this way against 20 million with a walk over
// the board, which every tool run pays, also on a small file.
Bitboard ray_attacks(Square s, Bitboard occupied, const int (&directions)[4][2],
                     const RayTable& rays) {
    Bitboard result;
    for (std::size_t d = 0; d < 4; ++d) {
        const Bitboard ray = rays[d][static_cast<std::size_t>(index(s))];
        const Bitboard blockers = ray & occupied;
        if (blockers.empty()) {
            result |= ray;
            continue;
        }
        // Towards higher square numbers the nearest blocker is the lowest one.
        const bool ascending = 8 * directions[d][1] + directions[d][0] > 0;
        const Square nearest = ascending ? blockers.first() : blockers.last();
        result |= ray & ~rays[d][static_cast<std::size_t>(index(nearest))];
    }
    return result;
}

Bitboard rook_ray_attacks(Square s, Bitboard occupied) {
    return ray_attacks(s, occupied, rook_directions, rook_rays);
}

Bitboard bishop_ray_attacks(Square s, Bitboard occupied) {
    return ray_attacks(s, occupied, bishop_directions, bishop_rays);
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

// clang-format off
constexpr std::uint64_t rook_factors[64] = {
    0x1080004008801020ULL, 0x0840092002C03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000A001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021D00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000A0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000A00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040A00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xC100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000A0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040A00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04C1002414824001ULL, 0x020020000B001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084C0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL,
};
constexpr std::uint64_t bishop_factors[64] = {
    0x10102002004A1420ULL, 0x8020040400584008ULL, 0x10510800811201C8ULL, 0x5204042080000088ULL,
    0x2204106880000002ULL, 0x1401042004000000ULL, 0x0400880410042004ULL, 0x0028208200A02020ULL,
    0x1500241990010E00ULL, 0x8001200182020A40ULL, 0x40004101030B0000ULL, 0x8002041042000100ULL,
    0x4010011041020038ULL, 0x0000010421044000ULL, 0x1500210808020A00ULL, 0x8000088400880520ULL,
    0x0405004010040100ULL, 0x1005823210040108ULL, 0x2708008102040011ULL, 0x4048200404009100ULL,
    0x0018104101400024ULL, 0x0003000601190101ULL, 0x8004803108491000ULL, 0x8014241200820800ULL,
    0x0006E080100C3040ULL, 0x0501044A11041800ULL, 0x9020300008004045ULL, 0x0894080000220040ULL,
    0x1001010083104000ULL, 0x5004030040900080ULL, 0x000400422C012400ULL, 0x0002128698404812ULL,
    0x1010108404900440ULL, 0x0928021182084100ULL, 0x2006080409020024ULL, 0x1010202020180080ULL,
    0xA010008200202200ULL, 0x2098015100019004ULL, 0x0002041440810811ULL, 0x802A02020000B098ULL,
    0x0009015090004060ULL, 0x4000821082081001ULL, 0x0100210040420800ULL, 0x0800004010488A00ULL,
    0x2000081104004040ULL, 0x4C8E029015000082ULL, 0x0420340322224842ULL, 0x1298260043400210ULL,
    0x0000822802400008ULL, 0x00008A0101600000ULL, 0x3040003412080021ULL, 0x3040290220884800ULL,
    0x4A1500401041004AULL, 0x8010200282020781ULL, 0x0020203142209091ULL, 0x0070300600902110ULL,
    0x0040808800B62048ULL, 0x0000810400C44420ULL, 0x00080400440C0441ULL, 0x8340080020840411ULL,
    0x0000000104208200ULL, 0x0000800810D00080ULL, 0x0400530411080200ULL, 0x4040702400932244ULL,
};
// clang-format on

struct SliderTables {
    std::array<Magic, 64> magics{};
    std::vector<Bitboard> storage;
};

using SlowAttacks = Bitboard (*)(Square, Bitboard);

SliderTables build_slider_tables(const int (&directions)[4][2], SlowAttacks attacks_of,
                                 const std::uint64_t (&factors)[64], std::size_t table_size) {
    SliderTables out;
    out.storage.resize(table_size);
    std::size_t offset = 0;
    for (int i = 0; i < 64; ++i) {
        const Square s = static_cast<Square>(i);
        Magic& m = out.magics[static_cast<std::size_t>(i)];
        m.mask = relevant_mask(s, directions);
        m.shift = static_cast<unsigned>(64 - m.mask.count());
        m.factor = factors[i];
        m.table = out.storage.data() + offset;
        // Every subset of the mask (Carry-Rippler enumeration) with its true attack set.
        std::uint64_t subset = 0;
        do {
            const std::size_t slot = offset + ((subset * m.factor) >> m.shift);
            const Bitboard attacks = attacks_of(s, Bitboard(subset));
            // A factor that sends two different attack sets to one slot would be a bug. A
            // slider always attacks some square, so an empty slot is one not yet filled.
            Bitboard& entry = out.storage[slot];
            if (entry.any() && entry != attacks) std::abort();
            entry = attacks;
            subset = (subset - m.mask.bits()) & m.mask.bits();
        } while (subset != 0);
        offset += std::size_t{1} << m.mask.count();
    }
    return out;
}

std::array<std::array<Bitboard, 64>, 64> build_between() {
    std::array<std::array<Bitboard, 64>, 64> t{};
    for (int a = 0; a < 64; ++a) {
        for (int b = 0; b < 64; ++b) {
            Square sa = static_cast<Square>(a), sb = static_cast<Square>(b);
            auto& slot = t[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)];
            for (const SlowAttacks attacks_of : {rook_ray_attacks, bishop_ray_attacks}) {
                if (attacks_of(sa, Bitboard()).contains(sb))
                    slot = attacks_of(sa, Bitboard(sb)) & attacks_of(sb, Bitboard(sa));
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
            for (const SlowAttacks attacks_of : {rook_ray_attacks, bishop_ray_attacks}) {
                const Bitboard from_a = attacks_of(sa, Bitboard());
                if (!from_a.contains(sb)) continue;
                // For aligned squares the shared rays are exactly the line without its ends.
                slot = (from_a & attacks_of(sb, Bitboard())) | Bitboard(sa) | Bitboard(sb);
            }
        }
    }
    return t;
}

// Rook tables: 102400 slots in all; bishop tables: 5248.
const SliderTables rook_tables =
    build_slider_tables(rook_directions, rook_ray_attacks, rook_factors, 102400);
const SliderTables bishop_tables =
    build_slider_tables(bishop_directions, bishop_ray_attacks, bishop_factors, 5248);
const auto between_storage = build_between();
const auto line_storage = build_line();

}  // namespace

const std::array<Magic, 64>& rook_magics = rook_tables.magics;
const std::array<Magic, 64>& bishop_magics = bishop_tables.magics;
const std::array<std::array<Bitboard, 64>, 64>& between_table = between_storage;
const std::array<std::array<Bitboard, 64>, 64>& line_table = line_storage;

}  // namespace chess::detail

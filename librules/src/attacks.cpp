// The sliding-attack and line tables, computed by the compiler: they sit in the executable's
// read-only data, and a tool run pays nothing to fill them. Filled before main(), they took 7.7
// of the 11 million instructions of `pgn-validate --version`, and a fifth of a sanitized tool
// run, of which the test suite makes thousands.
//
// The magic factors below were found by our own seeded random search for sparse 64-bit numbers
// that map every subset of a square's relevant occupancy to a slot holding the right attack set.
// Nothing here trusts them: a factor that sends two different attack sets to one slot stops the
// compilation (see slot_collision), and tests/rules/attacks_test.cpp compares every table entry
// with a slow ray walk. The compiler's budget for constant evaluation is raised for this file
// (librules/CMakeLists.txt).
//
// Everything below works on plain integers and C arrays. The compiler evaluates the slot loop
// 107,648 times, and its constant evaluator (clang's above all) spends far more on a call, even
// to std::array's operator[] or Bitboard::bits(), than on an operation: written with bitboards
// and std::array, this file took clang 19 s.

#include "chess/attacks.hpp"

namespace chess::detail {
namespace {

using Bits = std::uint64_t;

struct Direction {
    int file_step;
    int rank_step;
};

// The rook's directions, then the bishop's; directions 2k and 2k+1 are opposite.
constexpr Direction directions[8] = {{1, 0}, {-1, 0},  {0, 1},  {0, -1},
                                     {1, 1}, {-1, -1}, {1, -1}, {-1, 1}};
constexpr std::size_t rook_first_direction = 0;
constexpr std::size_t bishop_first_direction = 4;

// Towards higher square numbers, the nearest square of a set is its lowest one.
constexpr bool ascending(Direction d) { return 8 * d.rank_step + d.file_step > 0; }

struct Rays {
    // The squares from a square to the edge of the board in a direction, the square excluded.
    Bits to_edge[8][64];
    // The same without the edge square: the occupancy bits that matter to a slider.
    Bits inner[8][64];
};

constexpr Rays all_rays() {
    Rays rays{};
    for (std::size_t d = 0; d < 8; ++d) {
        for (int s = 0; s < 64; ++s) {
            int f = s % 8 + directions[d].file_step;
            int r = s / 8 + directions[d].rank_step;
            while (f >= 0 && f < 8 && r >= 0 && r < 8) {
                const Bits square = Bits{1} << (8 * r + f);
                rays.to_edge[d][s] |= square;
                f += directions[d].file_step;
                r += directions[d].rank_step;
                if (f >= 0 && f < 8 && r >= 0 && r < 8) rays.inner[d][s] |= square;
            }
        }
    }
    return rays;
}

constexpr Rays rays = all_rays();

// The nearest square of `set` from the ray's start. The builtins, not <bit>'s templates, which
// are calls to the evaluator (see above).
constexpr int nearest(Bits set, Direction d) {
    return ascending(d) ? __builtin_ctzll(set) : 63 - __builtin_clzll(set);
}

// What a slider on `s` attacks through `occupied`: each ray cut behind its first occupied
// square, that square included.
constexpr Bits slider_attacks(std::size_t first_direction, std::size_t s, Bits occupied) {
    Bits attacks = 0;
    for (std::size_t d = first_direction; d < first_direction + 4; ++d) {
        const Bits ray = rays.to_edge[d][s];
        const Bits blockers = ray & occupied;
        attacks |= blockers == 0 ? ray : ray & ~rays.to_edge[d][nearest(blockers, directions[d])];
    }
    return attacks;
}

constexpr Bits relevant_mask(std::size_t first_direction, std::size_t s) {
    Bits mask = 0;
    for (std::size_t d = first_direction; d < first_direction + 4; ++d) mask |= rays.inner[d][s];
    return mask;
}

// clang-format off
constexpr Bits rook_factors[64] = {
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
constexpr Bits bishop_factors[64] = {
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

// Not constexpr on purpose: reaching it during constant evaluation is a compile error.
void slot_collision() {}

template <std::size_t Slots>
struct SlotArray {
    Bits bits[Slots];
};

// Every slot of every square: each subset of the mask (Carry-Rippler enumeration) hashed by the
// square's factor, holding that occupancy's attack set. Square s's slots follow square s-1's.
template <std::size_t Slots>
constexpr SlotArray<Slots> slider_slots(std::size_t first_direction, const Bits (&factors)[64]) {
    SlotArray<Slots> slots{};
    std::size_t offset = 0;
    for (std::size_t s = 0; s < 64; ++s) {
        const Bits mask = relevant_mask(first_direction, s);
        const int shift = 64 - __builtin_popcountll(mask);
        Bits subset = 0;
        do {
            const Bits attacks = slider_attacks(first_direction, s, subset);
            // A slider always attacks some square, so an empty slot is one not yet filled.
            Bits& entry = slots.bits[offset + ((subset * factors[s]) >> shift)];
            if (entry != 0 && entry != attacks) slot_collision();
            entry = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        offset += std::size_t{1} << (64 - shift);
    }
    if (offset != Slots) slot_collision();
    return slots;
}

template <std::size_t Slots>
constexpr std::array<Magic, 64> slider_magics(std::size_t first_direction,
                                              const Bits (&factors)[64],
                                              const SlotArray<Slots>& slots) {
    std::array<Magic, 64> magics{};
    std::size_t offset = 0;
    for (std::size_t s = 0; s < 64; ++s) {
        Magic& m = magics[s];
        m.mask = Bitboard(relevant_mask(first_direction, s));
        m.shift = static_cast<unsigned>(64 - m.mask.count());
        m.factor = factors[s];
        m.table = slots.bits + offset;
        offset += std::size_t{1} << m.mask.count();
    }
    return magics;
}

using SquarePairTable = std::array<std::array<Bitboard, 64>, 64>;

// For squares on one ray: the squares strictly between them.
constexpr SquarePairTable build_between() {
    SquarePairTable table{};
    for (std::size_t a = 0; a < 64; ++a) {
        for (std::size_t d = 0; d < 8; ++d) {
            for (Bits ray = rays.to_edge[d][a]; ray != 0; ray &= ray - 1) {
                const auto b = static_cast<std::size_t>(__builtin_ctzll(ray));
                table[a][b] = Bitboard(rays.to_edge[d][a] & ~rays.to_edge[d][b] & ~(Bits{1} << b));
            }
        }
    }
    return table;
}

// For two aligned squares: the whole line through them, edge to edge.
constexpr SquarePairTable build_line() {
    SquarePairTable table{};
    for (std::size_t a = 0; a < 64; ++a) {
        for (std::size_t d = 0; d < 8; ++d) {
            const Bits whole = rays.to_edge[d][a] | rays.to_edge[d ^ 1][a] | (Bits{1} << a);
            for (Bits ray = rays.to_edge[d][a]; ray != 0; ray &= ray - 1) {
                table[a][static_cast<std::size_t>(__builtin_ctzll(ray))] = Bitboard(whole);
            }
        }
    }
    return table;
}

// Rook tables: 102,400 slots in all; bishop tables: 5,248.
constexpr auto rook_slots = slider_slots<102400>(rook_first_direction, rook_factors);
constexpr auto bishop_slots = slider_slots<5248>(bishop_first_direction, bishop_factors);

}  // namespace

constexpr std::array<Magic, 64> rook_magics =
    slider_magics(rook_first_direction, rook_factors, rook_slots);
constexpr std::array<Magic, 64> bishop_magics =
    slider_magics(bishop_first_direction, bishop_factors, bishop_slots);
constexpr SquarePairTable between_table = build_between();
constexpr SquarePairTable line_table = build_line();

}  // namespace chess::detail

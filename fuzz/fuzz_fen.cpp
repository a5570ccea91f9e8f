// Fuzz target: FEN and EPD reading, position validation, and writing back what was read.
//
// The input is one text, read every way at once (so FEN and EPD files are seeds as they are):
// - parse_fen with the lenient and the strict options: whatever the strict reader accepts, the
//   lenient one accepts the same way; an error's column lies within the text.
// - A parsed Setup, written in each castling style and read again, is the same Setup.
// - read_fen with no problem tolerated and with all tolerated: the Position is consistent, and
//   written in each castling and en-passant style and read again, it is the same Position.
//   Every legal move of it is legal, and the position after it is consistent and survives the
//   same round trip (one style per move, so that the cost stays near one read per move).
// - parse_epd: the EPD written back reads again to the same position and operations, and
//   writing that gives the same text.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "chess/move_list.hpp"
#include "chess/notation/epd.hpp"
#include "chess/notation/fen.hpp"
#include "chess/position.hpp"
#include "chess/setup.hpp"
#include "fuzz_support.hpp"

namespace {

using chess::Position;
using chess::Setup;
using chess::SetupProblems;
using chess::fuzz::check;
namespace notation = chess::notation;

constexpr std::array castling_styles = {notation::CastlingStyle::Auto,
                                        notation::CastlingStyle::XFen,
                                        notation::CastlingStyle::Shredder};
constexpr std::array en_passant_styles = {notation::EnPassantStyle::Always,
                                          notation::EnPassantStyle::OnlyLegal};

void check_error_column(const notation::FenError& error, std::string_view text) {
    check(error.column <= text.size(), "a FEN error's column lies within the text", text);
    check(!error.message.empty(), "a FEN error has a message", text);
}

void check_setup_round_trip(const Setup& setup, std::string_view text) {
    for (const notation::CastlingStyle style : castling_styles) {
        const std::string written = notation::write_fen(setup, {.castling = style});
        const auto reread = notation::parse_fen(written);
        check(reread.has_value(), "write_fen(Setup) reads back", written);
        check(*reread == setup, "write_fen(Setup) reads back to the same Setup",
              std::string(text) + " -> " + written);
    }
}

void check_parse(std::string_view text) {
    const auto lenient = notation::parse_fen(text);
    const auto strict =
        notation::parse_fen(text, {.allow_missing_counters = false, .allow_board_only = false});
    if (!lenient) check_error_column(lenient.error(), text);
    if (!strict) check_error_column(strict.error(), text);
    if (strict) {
        check(lenient.has_value() && *lenient == *strict,
              "the lenient reader reads what the strict one reads, the same way", text);
    }
    if (lenient) check_setup_round_trip(*lenient, text);
}

// The Setup `pos` should read back to when written with this en-passant style.
Setup expected_reread(const Position& pos, notation::EnPassantStyle en_passant) {
    Setup setup = pos.to_setup();
    if (en_passant == notation::EnPassantStyle::OnlyLegal)
        setup.en_passant = pos.legal_en_passant_square();
    return setup;
}

// `pos` written with these options reads back (tolerating what it was read with) to itself.
// The Chess960 flag is compared only when asked: after moves, the castling rights that made a
// position Chess960 may be gone, and a FEN cannot say more than its rights do.
void check_position_round_trip(const Position& pos, SetupProblems tolerated,
                               notation::FenWriteOptions options, bool compare_chess960,
                               std::string_view origin) {
    const std::string written = notation::write_fen(pos, options);
    const auto reread = notation::read_fen(written, tolerated);
    check(reread.has_value(), "write_fen(Position) reads back",
          std::string(origin) + " -> " + written);
    Setup expected = expected_reread(pos, options.en_passant);
    Setup actual = reread->to_setup();
    if (!compare_chess960) actual.chess960 = expected.chess960;
    check(actual == expected, "write_fen(Position) reads back to the same position",
          std::string(origin) + " -> " + written);
}

void check_moves(const Position& pos, SetupProblems tolerated, std::string_view text) {
    const chess::MoveList moves = pos.legal_moves();
    check(moves.size() == pos.count_legal(), "count_legal agrees with legal_moves", text);
    check(pos.has_legal_move() == (moves.size() != 0), "has_legal_move agrees", text);
    std::size_t i = 0;
    for (const chess::Move m : moves) {
        check(pos.is_legal(m), "a generated legal move is_legal", text);
        Position after = pos;
        after.play(m);
        check(after.is_consistent(), "the position after a legal move is consistent", text);
        const notation::FenWriteOptions options{
            .castling = castling_styles[i % castling_styles.size()],
            .en_passant = en_passant_styles[i % en_passant_styles.size()]};
        check_position_round_trip(after, tolerated, options, false, text);
        ++i;
    }
}

void check_read(std::string_view text, SetupProblems tolerated) {
    const auto pos = notation::read_fen(text, tolerated);
    if (!pos) {
        check(!pos.error().message().empty(), "a read_fen error has a message", text);
        return;
    }
    check(pos->is_consistent(), "a Position read from FEN is consistent", text);
    check((chess::validate(pos->to_setup()) & ~tolerated).empty(),
          "a Position read from FEN has no problem beyond those tolerated", text);
    // The Chess960 flag is detected from the castling rights as written; when validation
    // dropped some of them (tolerated InvalidCastlingRights), the flag may rest on a dropped
    // right and cannot be read back from what is left.
    const auto setup = notation::parse_fen(text);
    const bool rights_kept = setup && setup->castling_rooks == pos->castling_rooks();
    for (const notation::CastlingStyle castling : castling_styles)
        for (const notation::EnPassantStyle en_passant : en_passant_styles)
            check_position_round_trip(*pos, tolerated, {castling, en_passant, true}, rights_kept,
                                      text);
    check_moves(*pos, tolerated, text);
}

void check_epd(std::string_view text) {
    const auto epd = notation::parse_epd(text);
    if (!epd) {
        check_error_column(epd.error(), text);
        return;
    }
    const std::string written = notation::write_epd(epd->setup, epd->operations);
    const auto reread = notation::parse_epd(written);
    check(reread.has_value(), "write_epd reads back", std::string(text) + " -> " + written);
    check(reread->operations == epd->operations, "write_epd keeps the operations",
          std::string(text) + " -> " + written);
    // Counters written before the operations ("... w - - 0 1 ;D1 20") are not written back:
    // EPD has them only as hmvc/fmvn operations.
    Setup expected = epd->setup;
    expected.halfmove_clock = reread->setup.halfmove_clock;
    expected.fullmove_number = reread->setup.fullmove_number;
    check(reread->setup == expected, "write_epd keeps the position",
          std::string(text) + " -> " + written);
    check(notation::write_epd(reread->setup, reread->operations) == written,
          "write_epd is idempotent", written);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = chess::fuzz::as_text(data, size);
    check_parse(text);
    check_read(text, {});
    check_read(text, SetupProblems::all());
    check_epd(text);
    return 0;
}

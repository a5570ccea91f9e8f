// EPD: operations, quoting and escapes, hmvc/fmvn, perft-suite lines, errors, and the
// python-chess EPD files.

#include "chess/notation/epd.hpp"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

#include "corpus_files.hpp"

namespace chess::notation {
namespace {

using Ops = std::vector<EpdOperation>;

Epd parsed_epd(std::string_view text) {
    auto epd = parse_epd(text);
    EXPECT_TRUE(epd.has_value()) << text << ": " << epd.error().message;
    return epd.value_or(Epd{});
}

TEST(ParseEpd, TokensAndQuotedStrings) {
    const Epd epd =
        parsed_epd(R"(1k1r4/pp1b1R2/3q2pp/4p3/2B5/4Q3/PPP2B2/2K5 b - - bm Qd1+; id "BK.01";)");
    EXPECT_EQ(epd.setup.turn, Color::Black);
    EXPECT_EQ(epd.setup.halfmove_clock, 0);
    EXPECT_EQ(epd.setup.fullmove_number, 1);
    EXPECT_EQ(epd.operations, (Ops{{"bm", {"Qd1+"}}, {"id", {"BK.01"}}}));
    ASSERT_NE(epd.find("id"), nullptr);
    EXPECT_EQ(epd.find("id")->operands, std::vector<std::string>{"BK.01"});
    EXPECT_EQ(epd.find("am"), nullptr);
}

TEST(ParseEpd, PerftSuiteLines) {
    const Epd epd = parsed_epd(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902");
    EXPECT_EQ(epd.setup, chess::Setup::standard());
    EXPECT_EQ(epd.operations, (Ops{{"D1", {"20"}}, {"D2", {"400"}}, {"D3", {"8902"}}}));

    const Epd counters = parsed_epd("4k3/8/8/8/8/8/8/4K3 b - - 5 17;D1 5");
    EXPECT_EQ(counters.setup.halfmove_clock, 5);
    EXPECT_EQ(counters.setup.fullmove_number, 17);
    EXPECT_EQ(counters.operations, (Ops{{"D1", {"5"}}}));

    const Epd one_counter = parsed_epd("4k3/8/8/8/8/8/8/4K3 b - - 5");
    EXPECT_EQ(one_counter.setup.halfmove_clock, 5);
    EXPECT_TRUE(one_counter.operations.empty());
}

TEST(ParseEpd, HmvcAndFmvnSetTheCountersAndStay) {
    const Epd epd = parsed_epd("4k3/8/8/8/8/8/8/4K3 w - - hmvc 12; fmvn 34;");
    EXPECT_EQ(epd.setup.halfmove_clock, 12);
    EXPECT_EQ(epd.setup.fullmove_number, 34);
    EXPECT_EQ(epd.operations, (Ops{{"hmvc", {"12"}}, {"fmvn", {"34"}}}));
    EXPECT_EQ(parsed_epd("4k3/8/8/8/8/8/8/4K3 w - - fmvn 0;").setup.fullmove_number, 1);
    EXPECT_EQ(parsed_epd("4k3/8/8/8/8/8/8/4K3 w - - hmvc \"7\";").setup.halfmove_clock, 7);
    // Counters written before the operations may be repeated by hmvc/fmvn when they agree.
    const Epd both = parsed_epd("4k3/8/8/8/8/8/8/4K3 w - - 3 40 hmvc 3; fmvn 40;");
    EXPECT_EQ(both.setup.halfmove_clock, 3);
    EXPECT_EQ(both.setup.fullmove_number, 40);
    EXPECT_EQ(parsed_epd("4k3/8/8/8/8/8/8/4K3 w - - 3 hmvc 3; fmvn 40;").setup.fullmove_number, 40);
}

TEST(ParseEpd, LenientSeparators) {
    const Epd epd = parsed_epd("4k3/8/8/8/8/8/8/4K3 w - -  ;; noop ;\tpv e4  e5 Nf3 ; c0 8");
    EXPECT_EQ(epd.operations, (Ops{{"noop", {}}, {"pv", {"e4", "e5", "Nf3"}}, {"c0", {"8"}}}));
    EXPECT_TRUE(parsed_epd("4k3/8/8/8/8/8/8/4K3 w - -;").operations.empty());
    EXPECT_TRUE(parsed_epd("  4k3/8/8/8/8/8/8/4K3 w - -  \n").operations.empty());
}

TEST(ParseEpd, StringsAndEscapes) {
    const Epd epd = parsed_epd(
        R"(4k3/8/8/8/8/8/8/4K3 w - - c0 "a;b" "x\"y" "back\\slash"; c1 "ab"cd; c2 "a\nb"; c3 "";)");
    EXPECT_EQ(epd.operations, (Ops{{"c0", {"a;b", "x\"y", "back\\slash"}},
                                   {"c1", {"ab", "cd"}},  // a closing quote ends the operand
                                   {"c2", {"a\\nb"}},     // unknown escapes are kept
                                   {"c3", {""}}}));
}

struct EpdErrorCase {
    std::string epd;
    FenErrorCode code;
    FenField field;
    std::size_t column;
    std::string message;
};

void PrintTo(const EpdErrorCase& c, std::ostream* os) { *os << '"' << c.epd << '"'; }

// 25 characters: the operations start at column 26.
const std::string base = "4k3/8/8/8/8/8/8/4K3 w - -";

std::vector<EpdErrorCase> error_cases() {
    using E = FenErrorCode;
    using F = FenField;
    return {
        {"", E::Empty, F::Placement, 0, "empty FEN"},
        {";", E::MissingField, F::Placement, 0, "missing piece placement"},
        {"4k3/8/8/8/8/8/8/4K3", E::MissingField, F::Turn, 19, "missing side to move"},
        {"4k3/8/8/8/8/8/8/4K3 w -;", E::MissingField, F::EnPassant, 23, "missing en-passant field"},
        {"4k3/8/8/8/8/8/8/4K3 w KK -", E::DuplicateCastling, F::Castling, 23,
         "castling field 'KK' names h1 twice"},
        {base + " b@m x;", E::BadOpcode, F::Extra, 27,
         "opcode 'b@m' is not a letter followed by letters, digits or underscores"},
        {base + " \"id\" x;", E::BadOpcode, F::Extra, 26,
         "opcode '\"id\"' is not a letter followed by letters, digits or underscores"},
        {base + " 0 1 2;", E::BadOpcode, F::Extra, 30,
         "opcode '2' is not a letter followed by letters, digits or underscores"},
        {base + " id \"abc", E::UnterminatedString, F::Extra, 29, "unterminated string '\"abc'"},
        {base + " id \"abc\\\"", E::UnterminatedString, F::Extra, 29,
         "unterminated string '\"abc\\\"'"},
        {base + " hmvc x;", E::BadHalfmove, F::HalfmoveClock, 31,
         "halfmove clock 'x' is not a number"},
        {base + " hmvc;", E::MissingField, F::HalfmoveClock, 30, "missing halfmove clock"},
        {base + " hmvc \"\";", E::BadHalfmove, F::HalfmoveClock, 32,
         "halfmove clock '' is not a number"},
        {base + " fmvn -3;", E::BadFullmove, F::FullmoveNumber, 31,
         "fullmove number -3 is negative"},
        {base + " fmvn 99999999999;", E::CounterTooLarge, F::FullmoveNumber, 31,
         "fullmove number 99999999999 is too large"},
        {base + " fmvn;", E::MissingField, F::FullmoveNumber, 30, "missing fullmove number"},
        {base + " fmvn \"\";", E::BadFullmove, F::FullmoveNumber, 32,
         "fullmove number '' is not a number"},
        {base + " bm Kd2; bm Ke2;", E::DuplicateOpcode, F::Extra, 34,
         "opcode 'bm' a second time (each opcode once a line)"},
        {base + " id \"a\"; c0 \"x\"; id \"b\";", E::DuplicateOpcode, F::Extra, 42,
         "opcode 'id' a second time (each opcode once a line)"},
        {base + " hmvc 0; hmvc 3;", E::DuplicateOpcode, F::Extra, 34,
         "opcode 'hmvc' a second time (each opcode once a line)"},
        // hmvc/fmvn and the counters before the operations must agree: neither silently wins.
        {base + " 5 10 hmvc 7;", E::ConflictingCounter, F::HalfmoveClock, 36,
         "hmvc 7 contradicts the halfmove clock 5 written before the operations"},
        {base + " 0 10 fmvn \"3\";", E::ConflictingCounter, F::FullmoveNumber, 37,
         "fmvn 3 contradicts the fullmove number 10 written before the operations"},
        {base + " hmvc 1 2;", E::BadHalfmove, F::HalfmoveClock, 33,
         "hmvc takes one number, not also '2'"},
        {base + " fmvn 4 x;", E::BadFullmove, F::FullmoveNumber, 33,
         "fmvn takes one number, not also 'x'"},
        {base + " -1 1;", E::BadHalfmove, F::HalfmoveClock, 26, "halfmove clock -1 is negative"},
        {base + " 0 +1;", E::BadFullmove, F::FullmoveNumber, 28,
         "fullmove number '+1' is not a number"},
    };
}

class EpdSyntaxError : public ::testing::TestWithParam<EpdErrorCase> {};

TEST_P(EpdSyntaxError, ReportsCodeFieldColumnAndMessage) {
    const EpdErrorCase& c = GetParam();
    const auto epd = parse_epd(c.epd);
    ASSERT_FALSE(epd.has_value());
    EXPECT_EQ(epd.error().code, c.code);
    EXPECT_EQ(epd.error().field, c.field);
    EXPECT_EQ(epd.error().column, c.column);
    EXPECT_EQ(epd.error().message, c.message);
}

INSTANTIATE_TEST_SUITE_P(Operations, EpdSyntaxError, ::testing::ValuesIn(error_cases()));

TEST(WriteEpd, QuotesWhatNeedsQuotingAndStringOpcodes) {
    const Ops ops = {{"bm", {"e4", "d4"}},        {"id", {"plain"}}, {"c0", {"hello world"}},
                     {"c1", {"say \"hi\" \\o/"}}, {"empty", {""}},   {"noop", {}},
                     {"semi", {"a;b"}},           {"eco", {"C20"}},  {"v9", {"x"}}};
    const std::string text = write_epd(chess::Setup::standard(), ops);
    EXPECT_EQ(text,
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm e4 d4; id \"plain\"; "
              "c0 \"hello world\"; c1 \"say \\\"hi\\\" \\\\o/\"; empty \"\"; noop; "
              "semi \"a;b\"; eco \"C20\"; v9 \"x\";");
    const Epd back = parsed_epd(text);
    EXPECT_EQ(back.operations, ops);
    EXPECT_EQ(back.setup, chess::Setup::standard());
}

TEST(WriteEpd, PositionStylesAndNoCounters) {
    Position pos;
    pos.play(Move::normal(Square::E2, Square::E4));
    const Ops ops = {{"id", {"e4"}}};
    EXPECT_EQ(write_epd(pos, ops),
              "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 id \"e4\";");
    EXPECT_EQ(
        write_epd(pos, ops,
                  {.castling = CastlingStyle::Shredder, .en_passant = EnPassantStyle::OnlyLegal}),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b HAha - id \"e4\";");
    EXPECT_EQ(write_epd(Position(), {}), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
}

// Files python-chess wrote or reads: bratko-kopec and endgame are canonical (identity), pv and
// string-escaping are not (no final ';', empty operations) and must keep their meaning.
TEST(EpdCorpus, PythonChessFilesRoundTrip) {
    int lines = 0;
    for (const char* name : {"bratko-kopec.epd", "endgame.epd", "pv.epd", "string-escaping.epd"}) {
        const bool canonical =
            std::string_view(name) == "bratko-kopec.epd" || std::string_view(name) == "endgame.epd";
        for (const std::string& line : test_files::read_lines(
                 test_files::corpus_path(std::string("epd/python-chess/") + name))) {
            if (line.empty()) continue;
            ++lines;
            const Epd epd = parsed_epd(line);
            const std::string written = write_epd(epd.setup, epd.operations);
            if (canonical) {
                EXPECT_EQ(written, line);
            }
            EXPECT_EQ(parsed_epd(written), epd) << written;
            // Tablebase positions need not be reachable: some have a double check no last move
            // can give (5Q2/8/8/2k5/8/8/2K5/6B1 b), which validation rightly reports.
            const auto pos = Position::from_setup(epd.setup, SetupProblem::ImpossibleCheck);
            ASSERT_TRUE(pos.has_value()) << line;
            EXPECT_EQ(write_epd(*pos, epd.operations), written);
        }
    }
    EXPECT_EQ(lines, 24 + 200 + 1 + 1);
}

TEST(EpdCorpus, PvAndEscapes) {
    const auto pv = test_files::read_lines(test_files::corpus_path("epd/python-chess/pv.epd"));
    ASSERT_EQ(pv.size(), 1u);
    const Epd epd = parsed_epd(pv[0]);
    ASSERT_EQ(epd.operations.size(), 7u);
    EXPECT_EQ(epd.find("id")->operands, std::vector<std::string>{"BT-2630.1"});
    EXPECT_EQ(epd.find("pv")->operands.size(), 12u);
    EXPECT_EQ(epd.find("c0")->operands, std::vector<std::string>{"8"});

    const auto escaping =
        test_files::read_lines(test_files::corpus_path("epd/python-chess/string-escaping.epd"));
    ASSERT_EQ(escaping.size(), 1u);
    EXPECT_EQ(parsed_epd(escaping[0]).operations, (Ops{{"a", {"foo\"bar"}}, {"b", {"foo\\\\"}}}));
}

}  // namespace
}  // namespace chess::notation

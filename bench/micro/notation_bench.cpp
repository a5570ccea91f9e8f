// Micro-benchmarks of the per-move hot paths, over real data: every position and move of the
// 150 book-notation games (corpus/book-notation/expected-san.pgn, 11713 plies), read with the
// PGN reader and replayed once at start-up. Each benchmark iteration runs over all of them, so
// the figures are averages over real games, not over one favourable position.
//
// Reported per item: items_per_second (items = moves or positions, as the counter's name says)
// and its inverse, "time/move" or "time/position" (shown in ns).
//
//   notation_bench --benchmark_repetitions=5 --benchmark_report_aggregates_only=true

#include <benchmark/benchmark.h>

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "chess/move_list.hpp"
#include "chess/notation/fen.hpp"
#include "chess/notation/letters.hpp"
#include "chess/notation/move_parser.hpp"
#include "chess/notation/move_writer.hpp"
#include "chess/notation/resolve.hpp"
#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"
#include "chess/pgn/visitor.hpp"
#include "chess/position.hpp"

namespace chess::bench {
namespace {

using namespace chess::notation;

// One ply of a game: the position before it and the move, with its texts prepared.
struct Sample {
    Position pos;
    Move move;
    std::string san;
    std::string lan;
    std::string uci;
    MoveText text;  // parse_move(san)
    std::string fen;
};

// Replays each game's SAN from its start ([FEN] and [Variant "Chess960"] respected) and keeps
// a Sample per ply. The first problem stops the reading and is kept in `error`.
class SampleCollector final : public pgn::Visitor {
public:
    std::vector<Sample> samples;
    std::string error;

    pgn::Control begin_game(const pgn::GameInfo&) override {
        fen_.clear();
        chess960_ = false;
        return pgn::Control::Continue;
    }
    pgn::Control tag(const pgn::Tag& tag) override {
        if (tag.name == "FEN") fen_ = tag.value;
        if (tag.name == "Variant") chess960_ = tag.value == "Chess960";
        return pgn::Control::Continue;
    }
    pgn::Control begin_movetext() override {
        pos_ = Position();
        if (!fen_.empty()) {
            auto read = read_fen(fen_);
            if (!read) return fail("bad FEN " + fen_);
            pos_ = *read;
        }
        pos_.set_chess960(chess960_);
        return pgn::Control::Continue;
    }
    pgn::Control move(const pgn::MoveToken& token) override {
        const auto text = parse_move(token.text, letter_set(LetterSetId::English));
        if (!text) return fail("unreadable move " + std::string(token.text));
        const auto resolved = resolve(pos_, *text);
        if (!resolved) return fail(explain(resolved.error(), pos_, token.text));
        const Move m = resolved->move;
        samples.push_back({pos_, m, std::string(token.text),
                           write_move(pos_, m, {MoveNotation::Lan}),
                           write_move(pos_, m, {MoveNotation::Uci}), *text, write_fen(pos_)});
        pos_.play(m);
        return pgn::Control::Continue;
    }
    // Mainlines only (the file has no variations, but a variation's moves would not fit pos_).
    pgn::Control begin_variation(const pgn::Location&) override {
        return pgn::Control::SkipVariation;
    }

private:
    pgn::Control fail(std::string why) {
        error = std::move(why);
        return pgn::Control::Stop;
    }

    Position pos_;
    std::string fen_;
    bool chess960_ = false;
};

struct Corpus {
    std::vector<Sample> samples;
    std::string text;  // the file, for the whole-game benchmarks
    std::string error;
};

const Corpus& corpus() {
    static const Corpus data = [] {
        Corpus c;
        const char* path = CHESS_CORPUS_DIR "/book-notation/expected-san.pgn";
        auto source = pgn::FileSource::open(path);
        if (!source) {
            c.error = std::string("cannot open ") + path;
            return c;
        }
        std::string text;
        char block[1 << 16];
        while (const std::size_t n = source->read(block, sizeof block)) text.append(block, n);
        c.text = std::move(text);
        SampleCollector collector;
        pgn::MemorySource memory(c.text);
        pgn::Reader reader(memory);
        reader.read_all(collector);
        c.samples = std::move(collector.samples);
        c.error = std::move(collector.error);
        return c;
    }();
    return data;
}

// items_per_second, and its inverse as "time/<unit>" (seconds, printed with an SI prefix: ns).
void report(benchmark::State& state, std::size_t items_per_iteration, const char* unit) {
    const auto items = static_cast<double>(items_per_iteration);
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(items_per_iteration));
    state.counters[std::string("time/") + unit] = benchmark::Counter(
        items, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Runs f on every sample per iteration.
template <typename F>
void over_samples(benchmark::State& state, const char* unit, F f) {
    const std::vector<Sample>& samples = corpus().samples;
    for (auto _ : state)
        for (const Sample& s : samples) f(s);
    report(state, samples.size(), unit);
}

const LetterSet& english() { return letter_set(LetterSetId::English); }

// ---- notation: reading

void parse_move_san(benchmark::State& state) {
    over_samples(state, "move",
                 [](const Sample& s) { benchmark::DoNotOptimize(parse_move(s.san, english())); });
}

void resolve_san(benchmark::State& state) {
    over_samples(state, "move",
                 [](const Sample& s) { benchmark::DoNotOptimize(resolve(s.pos, s.text)); });
}

void parse_and_resolve_san(benchmark::State& state) {
    over_samples(state, "move", [](const Sample& s) {
        const auto text = parse_move(s.san, english());
        benchmark::DoNotOptimize(resolve(s.pos, *text));
    });
}

void parse_and_resolve_lan(benchmark::State& state) {
    over_samples(state, "move", [](const Sample& s) {
        const auto text = parse_move(s.lan, english());
        benchmark::DoNotOptimize(resolve(s.pos, *text));
    });
}

// ---- notation: writing (into a reused string: no allocation once it has grown)

void write(benchmark::State& state, MoveNotation notation) {
    std::string out;
    const MoveStyle style{notation, LetterSetId::English, true};
    over_samples(state, "move", [&](const Sample& s) {
        out.clear();
        append_move(out, s.pos, s.move, style);
        benchmark::DoNotOptimize(out.data());
    });
}

void write_san(benchmark::State& state) { write(state, MoveNotation::San); }
void write_lan(benchmark::State& state) { write(state, MoveNotation::Lan); }
void write_uci(benchmark::State& state) { write(state, MoveNotation::Uci); }

// ---- librules and FEN, per position (the position before each ply)

void generate_legal(benchmark::State& state) {
    MoveList list;
    over_samples(state, "position", [&](const Sample& s) {
        list.clear();
        s.pos.generate_legal(list);
        benchmark::DoNotOptimize(list.size());
    });
}

void count_legal(benchmark::State& state) {
    over_samples(state, "position",
                 [](const Sample& s) { benchmark::DoNotOptimize(s.pos.count_legal()); });
}

void play_after(benchmark::State& state) {
    over_samples(state, "move",
                 [](const Sample& s) { benchmark::DoNotOptimize(s.pos.after(s.move)); });
}

// Syntax only (text -> Setup), to tell the parser's share of read_fen from validation's.
void fen_parse(benchmark::State& state) {
    over_samples(state, "position",
                 [](const Sample& s) { benchmark::DoNotOptimize(parse_fen(s.fen)); });
}

// Syntax and validation (text -> Position).
void fen_read(benchmark::State& state) {
    over_samples(state, "position",
                 [](const Sample& s) { benchmark::DoNotOptimize(read_fen(s.fen)); });
}

void fen_write(benchmark::State& state) {
    over_samples(state, "position",
                 [](const Sample& s) { benchmark::DoNotOptimize(write_fen(s.pos)); });
}

// ---- whole games, from the file's text in memory (per move of the file, and bytes per second)

// The reader alone, with a visitor that does nothing: the syntax's share of a validation.
void read_pgn(benchmark::State& state) {
    const std::string& text = corpus().text;
    for (auto _ : state) {
        pgn::MemorySource source(text);
        pgn::Reader reader(source);
        pgn::Visitor nothing;
        benchmark::DoNotOptimize(reader.read_all(nothing));
    }
    report(state, corpus().samples.size(), "move");
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

// Reader and replayer, every move checked, no observer: pgn-validate's work on one thread
// without its output.
void replay_pgn(benchmark::State& state) {
    const std::string& text = corpus().text;
    for (auto _ : state) {
        pgn::MemorySource source(text);
        pgn::Reader reader(source);
        pgn::Replayer replayer;
        reader.read_all(replayer);
        benchmark::DoNotOptimize(replayer.counters().moves);
    }
    report(state, corpus().samples.size(), "move");
    state.SetBytesProcessed(state.iterations() * static_cast<std::int64_t>(text.size()));
}

}  // namespace

BENCHMARK(parse_move_san);
BENCHMARK(resolve_san);
BENCHMARK(parse_and_resolve_san);
BENCHMARK(parse_and_resolve_lan);
BENCHMARK(write_san);
BENCHMARK(write_lan);
BENCHMARK(write_uci);
BENCHMARK(generate_legal);
BENCHMARK(count_legal);
BENCHMARK(play_after);
BENCHMARK(fen_parse);
BENCHMARK(fen_read);
BENCHMARK(fen_write);
BENCHMARK(read_pgn);
BENCHMARK(replay_pgn);

}  // namespace chess::bench

// The corpus is loaded before any benchmark runs, so a missing or unreadable file is an error
// at start-up, not a crash inside a timed loop.
int main(int argc, char** argv) {
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
    const chess::bench::Corpus& data = chess::bench::corpus();
    if (!data.error.empty() || data.samples.empty()) {
        std::fprintf(stderr, "notation_bench: %s\n",
                     data.error.empty() ? "no moves in the corpus" : data.error.c_str());
        return 1;
    }
    std::fprintf(stderr, "notation_bench: %zu plies of the book-notation games\n",
                 data.samples.size());
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

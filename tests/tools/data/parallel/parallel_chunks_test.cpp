// -j's chunk loop (common/parallel_chunks.hpp) with stand-in workers that say where their
// "reader" stopped: the parts are taken in input order whatever order the workers finish in,
// a chunk that does not verify hands the rest of the input to the sequential reader from the
// right offset and line, and take() can stop the run.

#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "chess/pgn/byte_source.hpp"
#include "chess/pgn/reader.hpp"
#include "common/parallel_chunks.hpp"
#include "common/span_limit.hpp"

namespace {

using chess::pgn::ByteSource;
using chess::pgn::MemorySource;
using chess::tools::Boundary;
using chess::tools::Chunk;
using chess::tools::Chunker;
using chess::tools::ChunkSource;
using chess::tools::RecordBudget;
using chess::tools::run_chunks;
using chess::tools::SpanLimit;
using chess::tools::SpanRead;

struct Span {
    std::uint64_t begin = 0;
    std::uint64_t end = 0;
};

// Forty games of different lengths, so that chunks differ.
std::string games() {
    std::string text;
    for (int i = 0; i < 40; ++i) {
        text += "[Event \"" + std::to_string(i) + "\"]\n\n1. e4 e5";
        text.append(static_cast<std::size_t>(i % 7), ' ');
        text += " *\n\n";
    }
    return text;
}

std::string read_all(ByteSource& source) {
    std::string text;
    char buffer[37];
    while (const std::size_t n = source.read(buffer, sizeof buffer)) text.append(buffer, n);
    return text;
}

std::uint64_t line_at(std::string_view text, std::uint64_t offset) {
    return 1 + static_cast<std::uint64_t>(std::count(
                   text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// A stand-in for a sequential reader within `limit`: reads `rest` in small pieces, and before
// each game it sees begin (an "[Event" line) at or past limit.end(), asks limit.goes_on(). Returns
// where it stopped; `read` gets the text it read up to there.
std::uint64_t read_within(ByteSource& rest, const Boundary& start, SpanLimit& limit,
                          std::string& read) {
    std::string text;
    std::size_t searched = 0;
    char buffer[37];
    while (const std::size_t n = rest.read(buffer, sizeof buffer)) {
        text.append(buffer, n);
        for (std::size_t at; (at = text.find("\n[Event", searched)) != std::string::npos;) {
            searched = at + 1;
            const std::uint64_t begin = start.offset + searched;
            if (begin >= limit.end() && !limit.goes_on(begin)) {
                read = text.substr(0, searched);
                return begin;
            }
        }
    }
    read = text;
    return start.offset + text.size();
}

// A worker that stops exactly at its chunk's end, slower for earlier chunks so that the
// workers finish out of order.
SpanRead<Span> agreeing(const Chunk& chunk) {
    std::this_thread::sleep_for(std::chrono::milliseconds(8 - static_cast<int>(chunk.index % 8)));
    return {{chunk.start.offset, chunk.end_offset()}, chunk.end_offset()};
}

TEST(ParallelChunks, PartsComeInInputOrderAndCoverTheInput) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    std::vector<Span> taken;
    const std::uint64_t landing = run_chunks<Span>(
        chunker, 4, [](ByteSource&, const Chunk& chunk) { return agreeing(chunk); },
        [&](const Span& span) {
            taken.push_back(span);
            return true;
        },
        [](ByteSource&, const Boundary&, SpanLimit&) -> std::uint64_t {
            ADD_FAILURE() << "every chunk verifies: nothing is read sequentially";
            return 0;
        });
    ASSERT_GT(taken.size(), 5u);
    EXPECT_EQ(taken.front().begin, 0u);
    for (std::size_t i = 1; i < taken.size(); ++i) EXPECT_EQ(taken[i].begin, taken[i - 1].end);
    EXPECT_EQ(taken.back().end, text.size());
    EXPECT_EQ(landing, text.size());
}

// The worker of chunk `failing` stops short of its end: that chunk is read sequentially, from
// its start, and so is everything after it when the sequential reader never stops.
TEST(ParallelChunks, AChunkThatDoesNotVerifyIsReadOnSequentially) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    constexpr std::uint64_t failing = 3;
    std::vector<Span> taken;
    Boundary rest_start;
    std::string rest_text;
    const std::uint64_t landing = run_chunks<Span>(
        chunker, 2,
        [](ByteSource&, const Chunk& chunk) {
            SpanRead<Span> read = agreeing(chunk);
            if (chunk.index == failing) --read.landing;
            return read;
        },
        [&](const Span& span) {
            taken.push_back(span);
            return true;
        },
        [&](ByteSource& rest, const Boundary& start, SpanLimit&) -> std::uint64_t {
            rest_start = start;
            rest_text = read_all(rest);
            return 12345;
        });
    ASSERT_EQ(taken.size(), failing);
    EXPECT_EQ(rest_start.offset, taken.back().end);
    EXPECT_EQ(rest_start.line, line_at(text, rest_start.offset));
    EXPECT_EQ(rest_text, text.substr(static_cast<std::size_t>(rest_start.offset)));
    EXPECT_EQ(landing, 12345u);  // what the sequential reader says
}

// A worker that reads its last game on into the next chunk, to a line start there: the next
// chunk does not begin where one reader would, so the sequential reader goes on from that line.
TEST(ParallelChunks, ReadingPastAChunkEndResumesThere) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    constexpr std::uint64_t reading_on = 2;
    std::uint64_t stopped_at = 0;
    Boundary rest_start;
    std::string rest_text;
    std::size_t taken = 0;
    run_chunks<Span>(
        chunker, 3,
        [&](ByteSource&, const Chunk& chunk) {
            SpanRead<Span> read = agreeing(chunk);
            if (chunk.index == reading_on) {
                // Just past the look-ahead's first line end.
                const std::size_t line_end = chunk.next->find('\n');
                read.landing = chunk.end_offset() + line_end + 1;
                stopped_at = read.landing;  // (only this worker writes it)
            }
            return read;
        },
        [&](const Span&) {
            ++taken;
            return true;
        },
        [&](ByteSource& rest, const Boundary& start, SpanLimit&) -> std::uint64_t {
            rest_start = start;
            rest_text = read_all(rest);
            return 0;
        });
    EXPECT_EQ(taken, reading_on + 1);
    EXPECT_EQ(rest_start.offset, stopped_at);
    EXPECT_EQ(rest_start.line, line_at(text, stopped_at));
    EXPECT_EQ(rest_text, text.substr(static_cast<std::size_t>(stopped_at)));
}

// What run_chunks did with workers that agree unless `adjust` changes their reading, and a
// sequential reader (read_within) that checks where it starts: the parts taken, in order, and
// the spans read sequentially.
struct ChunkRun {
    std::vector<Span> taken;
    std::vector<Span> read_sequentially;
    std::uint64_t landing = 0;
};

template <class Adjust>
ChunkRun run_adjusted(const std::string& text, unsigned jobs, Adjust adjust) {
    MemorySource source(text);
    Chunker chunker(source, 60);
    ChunkRun run;
    run.landing = run_chunks<Span>(
        chunker, jobs,
        [&adjust](ByteSource&, const Chunk& chunk) {
            SpanRead<Span> read = agreeing(chunk);
            adjust(chunk, read);
            return read;
        },
        [&](const Span& span) {
            run.taken.push_back(span);
            return true;
        },
        [&](ByteSource& rest, const Boundary& start, SpanLimit& limit) {
            EXPECT_EQ(start.line, line_at(text, start.offset));
            std::string read;
            const std::uint64_t stopped = read_within(rest, start, limit, read);
            EXPECT_EQ(read, text.substr(static_cast<std::size_t>(start.offset), read.size()));
            run.read_sequentially.push_back({start.offset, stopped});
            return stopped;
        });
    return run;
}

// The run read one span sequentially, between the parts taken[before] and taken[before + 1],
// and every part after it follows the one before.
void expect_one_gap_after(const ChunkRun& run, std::size_t before, std::uint64_t text_size) {
    ASSERT_EQ(run.read_sequentially.size(), 1u);
    ASSERT_GT(run.taken.size(), before + 2);
    const Span gap = run.read_sequentially.front();
    EXPECT_EQ(gap.begin, run.taken[before].end);
    EXPECT_EQ(gap.end, run.taken[before + 1].begin);
    EXPECT_GT(gap.end, gap.begin);
    for (std::size_t i = before + 2; i < run.taken.size(); ++i)
        EXPECT_EQ(run.taken[i].begin, run.taken[i - 1].end);
    EXPECT_EQ(run.landing, text_size);
}

// The sequential reader after a chunk that does not verify stops where the next chunk begins:
// the parts of the chunks after it are taken again.
TEST(ParallelChunks, TheSequentialReaderHandsBackAtTheNextChunk) {
    const std::string text = games();
    constexpr std::uint64_t failing = 3;
    const ChunkRun run = run_adjusted(text, 2, [](const Chunk& chunk, SpanRead<Span>& read) {
        if (chunk.index == failing) --read.landing;
    });
    expect_one_gap_after(run, failing - 1, text.size());
}

// A worker cut short by its budget: its part is taken, and the sequential reader reads the
// rest of its chunk, from where the worker stopped, and hands back at the next chunk.
TEST(ParallelChunks, AWorkerCutShortLeavesTheRestOfItsChunkToTheCaller) {
    const std::string text = games();
    constexpr std::uint64_t cut = 2;
    const ChunkRun run = run_adjusted(text, 3, [](const Chunk& chunk, SpanRead<Span>& read) {
        if (chunk.index != cut) return;
        // After its first game: the line of the second "[Event".
        read.landing = chunk.start.offset + chunk.bytes->find("\n[Event") + 1;
        read.part.end = read.landing;
        read.cut_short = true;
    });
    expect_one_gap_after(run, cut, text.size());
}

// An input that fails before its first byte: one empty chunk, carrying the read error.
class FailingSource final : public ByteSource {
public:
    std::size_t read(char*, std::size_t) override { return 0; }
    bool failed() const override { return true; }
    std::string_view error_message() const override { return "gzip: truncated input"; }
};

// An abandoned worker's part is never taken, even where its landing would verify: the empty
// chunk of an input that fails at once ends where it begins. (Its worker's E001 was dropped
// with the part, and -j 2 reported no read error.)
TEST(ParallelChunks, AnAbandonedPartIsNeverTaken) {
    FailingSource source;
    Chunker chunker(source, 60);
    std::size_t taken = 0;
    std::vector<Span> read_sequentially;
    run_chunks<Span>(
        chunker, 2,
        [](ByteSource&, const Chunk& chunk) {
            EXPECT_EQ(chunk.bytes->size(), 0u);
            EXPECT_FALSE(chunk.read_error.empty());
            SpanRead<Span> read{{0, 0}, 0};
            read.abandoned = true;
            return read;
        },
        [&](const Span&) {
            ++taken;
            return true;
        },
        [&](ByteSource& rest, const Boundary& start, SpanLimit& limit) {
            std::string read;
            const std::uint64_t stopped = read_within(rest, start, limit, read);
            EXPECT_TRUE(rest.failed());
            read_sequentially.push_back({start.offset, stopped});
            return stopped;
        });
    EXPECT_EQ(taken, 0u);
    ASSERT_EQ(read_sequentially.size(), 1u);
    EXPECT_EQ(read_sequentially.front().begin, 0u);
}

// The first chunk of `text` (with its look-ahead), cut as in the tests above.
Chunk first_chunk(const std::string& text) {
    MemorySource source(text);
    Chunker chunker(source, 60);
    return *chunker.next();
}

// Within its budget a worker reads to its chunk's end; past it, it stops before the next game
// that begins at a line start inside its chunk (where a reader can start again).
TEST(RecordBudget, CutsShortPastTheBudgetBeforeAGameAtALineStartInsideTheChunk) {
    const Chunk chunk = first_chunk(games());
    ChunkSource reading(chunk);
    const std::uint64_t second_game = chunk.bytes->find("\n[Event") + 1;
    ASSERT_LT(second_game, chunk.end_offset());
    RecordBudget budget(chunk, reading, 100);
    EXPECT_TRUE(budget.add(100));
    EXPECT_EQ(budget.end(), chunk.end_offset());
    EXPECT_FALSE(budget.goes_on(chunk.end_offset()));  // the next chunk's game
    EXPECT_TRUE(budget.add(1));
    EXPECT_EQ(budget.end(), 0u);                   // before whatever game comes next
    EXPECT_TRUE(budget.goes_on(second_game + 1));  // not a line start: read it
    SpanRead<int> read;
    budget.mark(read);
    EXPECT_FALSE(read.cut_short);
    EXPECT_FALSE(budget.goes_on(second_game));
    budget.mark(read);
    EXPECT_TRUE(read.cut_short);
    EXPECT_FALSE(read.abandoned);
    EXPECT_EQ(read_all(reading), *chunk.bytes + *chunk.next);  // the source is not cut
}

// Past twice the budget (one game's diagnostics can get there), the record is abandoned: what
// comes is dropped, and the worker's source ends at once so that its reader finishes soon.
TEST(RecordBudget, AbandonsPastTwiceTheBudgetAndEndsTheSource) {
    const Chunk chunk = first_chunk(games());
    ChunkSource reading(chunk);
    char first[5];
    ASSERT_EQ(reading.read(first, sizeof first), sizeof first);
    RecordBudget budget(chunk, reading, 100);
    EXPECT_TRUE(budget.add(200));
    EXPECT_FALSE(budget.add(1));
    EXPECT_FALSE(budget.add(1));
    EXPECT_FALSE(budget.goes_on(chunk.bytes->find("\n[Event") + 1));
    SpanRead<int> read;
    budget.mark(read);
    EXPECT_TRUE(read.abandoned);
    EXPECT_FALSE(read.cut_short);
    EXPECT_EQ(read_all(reading), "");
    EXPECT_FALSE(reading.failed());
}

// A limit that lowers its end after the first game, as a worker past its budget does, and
// records what it is asked.
class LoweringLimit final : public SpanLimit {
public:
    explicit LoweringLimit(bool read_held) : read_held_(read_held) {}
    std::uint64_t end() override { return asked_end_++ == 0 ? 1000 : 0; }
    bool goes_on(std::uint64_t begin) override {
        held.push_back(begin);
        return read_held_ && held.size() == 1;
    }
    std::vector<std::uint64_t> held;

private:
    bool read_held_;
    int asked_end_ = 0;
};

// read_games with a real reader: a lowered end stops it before the next game, at that game's
// line (not just past the result, where the reader is after a game); a held game that the
// limit goes on to is read.
TEST(ReadGames, StopsBeforeTheNextGameWhenTheEndComesDown) {
    constexpr std::string_view input = "[Event \"a\"]\n*\n\n[Event \"b\"]\n*\n[Event \"c\"]\n*\n";
    const std::uint64_t b = input.find("[Event \"b");
    const std::uint64_t c = input.find("[Event \"c");
    for (const bool read_held : {false, true}) {
        MemorySource source(input);
        chess::pgn::Reader reader(source);
        chess::pgn::Visitor visitor;
        LoweringLimit limit(read_held);
        int games = 0;
        chess::tools::read_within(reader, visitor, limit, [&] { return ++games < 10; });
        if (read_held) {
            EXPECT_EQ(limit.held, (std::vector<std::uint64_t>{b, c}));
            EXPECT_EQ(games, 2);
            EXPECT_EQ(reader.bytes_consumed(), c);
        } else {
            EXPECT_EQ(limit.held, std::vector<std::uint64_t>{b});
            EXPECT_EQ(games, 1);
            EXPECT_EQ(reader.bytes_consumed(), b);
        }
    }
}

TEST(ParallelChunks, TakeCanStopTheRun) {
    const std::string text = games();
    MemorySource source(text);
    Chunker chunker(source, 40);
    std::size_t taken = 0;
    run_chunks<Span>(
        chunker, 4, [](ByteSource&, const Chunk& chunk) { return agreeing(chunk); },
        [&](const Span&) { return ++taken < 2; },
        [](ByteSource&, const Boundary&, SpanLimit&) -> std::uint64_t {
            ADD_FAILURE() << "a stopped run reads nothing sequentially";
            return 0;
        });
    EXPECT_EQ(taken, 2u);
}

}  // namespace

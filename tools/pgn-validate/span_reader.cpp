#include "span_reader.hpp"

#include "chess/pgn/reader.hpp"
#include "chess/pgn/replayer.hpp"

namespace chess::tools::validate {

namespace {

// Looks up each diagnostic's source line while it is still in the window (as the sequential
// run does when it reports it); diagnostics that the severity table drops need none.
class SpanSink final : public notation::DiagnosticSink {
public:
    SpanSink(const pgn::SeverityTable& severities, SourceWindow& window, SpanEvents& events)
        : severities_(severities), window_(window), events_(events) {}
    void report(const notation::Diagnostic& diagnostic) override {
        std::optional<SourceLine> line;
        if (severities_.lookup(diagnostic.code)) line = window_.line_at(diagnostic.location);
        events_.diagnostic(diagnostic, line);
    }

private:
    const pgn::SeverityTable& severities_;
    SourceWindow& window_;
    SpanEvents& events_;
};

class SpanNamer final : public pgn::ReplayObserver {
public:
    explicit SpanNamer(SpanEvents& events) : events_(events) {}
    pgn::Control end_game(const pgn::ReplayedGame& game) override {
        using pgn::KnownTag;
        const auto tag = [&](KnownTag name) { return game.tags.get(name).value_or(""); };
        events_.end_game({game.summary.index, tag(KnownTag::White), tag(KnownTag::Black),
                          tag(KnownTag::Event), tag(KnownTag::Round)});
        return pgn::Control::Continue;
    }

private:
    SpanEvents& events_;
};

}  // namespace

SpanEnd read_span(pgn::ByteSource& source, const Boundary& start, const SpanOptions& options,
                  SpanEvents& events, SpanLimit& limit) {
    const ValidatorOptions& validator = *options.validator;
    SourceWindow window(source, SourceWindow::default_capacity, start.offset);
    SpanSink sink(validator.severities, window, events);
    SpanNamer namer(events);
    pgn::ReplayerOptions replay_options;
    replay_options.file_name = options.file_name;
    replay_options.severities = validator.severities;
    replay_options.letters = validator.letters;
    pgn::Replayer replayer(options.wants_games ? &namer : nullptr, &sink, replay_options);
    pgn::ReaderOptions reader_options = validator.reader;
    reader_options.start_offset = start.offset;
    reader_options.start_line = start.line;
    pgn::Reader reader(window, reader_options, &sink, options.file_name);
    read_within(reader, replayer, limit, [&] {
        return events.game_read(replayer.counters().games, replayer.counters().moves,
                                reader.bytes_consumed());
    });
    return {reader.bytes_consumed(), reader.games_read(), replayer.counters().games,
            replayer.counters().moves};
}

}  // namespace chess::tools::validate

#include "game_inputs.hpp"

#include <fmt/core.h>

#include "chess/pgn/reader.hpp"
#include "common/progress.hpp"

namespace chess::tools {

InputsSummary for_each_input(std::string_view tool, const std::vector<std::string>& paths,
                             EncodingChoice encoding, const std::function<void(Input&)>& read) {
    InputsSummary summary;
    const std::vector<std::string> standard_input{"-"};
    for (const std::string& path : paths.empty() ? standard_input : paths) {
        auto input = open_input(path, encoding);
        if (!input) {
            fmt::print(stderr, "{}: {}\n", tool, input.error());
            ++summary.unreadable;
            continue;
        }
        read(*input);
        if (input->source->failed()) ++summary.unreadable;
    }
    return summary;
}

bool read_games(Input& input, pgn::Visitor& visitor, RangeNumberedSink& sink, bool show_progress,
                const std::optional<ByteRange>& range, const pgn::ReaderOptions& reader_options) {
    std::optional<RangeSource> ranged;
    pgn::ReaderOptions options = reader_options;
    pgn::ByteSource& source = apply_byte_range(input, range, ranged, options);
    sink.count_games_from(options.start_offset);
    pgn::Reader reader(source, options, &sink, input.name);
    if (ranged) ranged->attach(reader);
    Progress progress(show_progress, input.file_size);
    while (reader.read_next_game(visitor))
        progress.update(input.file_bytes_read(), reader.games_read());
    progress.finish();
    return !input.source->failed();
}

}  // namespace chess::tools

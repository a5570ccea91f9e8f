// The reader's game loop: finding where games start, skipping what lies between them, opening
// and closing games, delivering control values and diagnostics.

#include "chess/pgn/reader.hpp"

#include <algorithm>

#include "chess/notation/counted.hpp"
#include "reader_impl.hpp"
#include "tokens.hpp"

namespace chess::pgn {

namespace detail {

ReaderImpl::ReaderImpl(ByteSource& source, const ReaderOptions& options,
                       notation::DiagnosticSink* sink, std::string file_name)
    : source_(&source), options_(options), sink_(sink), file_name_(std::move(file_name)) {
    // (The upper bound is more than any buffer can hold, so resize() below refuses it as it
    // refuses any absurd size, and chunk_size + 1 for the sentinel cannot wrap around.)
    options_.chunk_size = std::clamp<std::size_t>(options_.chunk_size, 1,
                                                  std::numeric_limits<std::size_t>::max() / 4);
    options_.max_token_bytes = std::max<std::size_t>(options_.max_token_bytes, 16);
    const std::size_t largest =
        std::max({options_.max_token_bytes, options_.max_tag_bytes, options_.max_comment_bytes});
    hard_limit_ = largest + 2 * options_.chunk_size + 8192;
    buf_.resize(options_.chunk_size + 1 + kScanPadding);  // zero-filled: the sentinel is there
    base_ = options_.start_offset;
    line_ = options_.start_line;
    line_start_ = options_.start_offset;
}

bool ReaderImpl::read_next_game(Visitor& visitor) {
    if (stopped_) return false;
    visitor_ = &visitor;
    held_game_begin_ = no_offset;
    const Start start = find_game_start();
    if (start == Start::Eof) return false;
    if (const std::uint64_t begin = game_begin(start); begin >= end_offset_) {
        held_game_begin_ = begin;
        return false;
    }
    begin_game(start == Start::Tags, location_at(pos_));
    Ending ending = Ending::Movetext;
    if (!stopped_ && start == Start::Tags) ending = tag_section();
    if (!muted()) apply(visitor_->begin_movetext());
    if (!stopped_ && ending == Ending::Movetext) ending = movetext();
    finish_game(stopped_ ? Ending::Stopped : ending);
    return true;
}

// Outside any game: skips blanks, escape lines, stray comments and junk up to the next tag
// section or the first token that looks like movetext (pos_ is left on it). With
// movetext_only, every token and comment begins a game.
ReaderImpl::Start ReaderImpl::find_game_start() {
    in_game_ = false;
    for (;;) {
        keep_ = npos;
        const int c = skip_blanks();
        if (c < 0) return Start::Eof;
        if (c == '[') return Start::Tags;
        if (bom_ahead()) {
            skip_bom();
            continue;
        }
        if (c == '{' || c == ';') {
            // In a move list a comment is part of the list ("{Diagram 12} 25. Re7"), not the
            // stray text between games that PGN files have.
            if (options_.movetext_only) return Start::Movetext;
            skip_outside_comment(static_cast<char>(c));
            continue;
        }
        const Location location = location_at(pos_);
        keep_ = pos_;
        scan_token(options_.max_token_bytes);
        // A delimiter ('*', ')', '}'...) is a token of its own byte here, to be judged and quoted.
        if (pos_ == keep_) ++pos_;
        // An over-long token is judged by its first bytes up to one past the limit: how far the
        // scan went beyond the limit depends on where the chunk ended, and the judgement must
        // not (a token of 16 dots and "Bc" was a game at one chunk size, junk at another).
        const std::string_view token = kept_view().substr(0, options_.max_token_bytes + 1);
        if (options_.movetext_only || looks_like_movetext_start(token)) {
            pos_ = keep_;
            keep_ = npos;
            return Start::Movetext;
        }
        if (could_be_result(token) && match_result(token)) {
            // A result alone between games (written twice, or on a line of its own) is no text
            // to skip up to the next tag section: a game without tags may follow it.
            report(DiagnosticCode::JunkBetweenGames, location, token,
                   "result outside any game skipped");
            continue;
        }
        set_excerpt(token);
        skip_junk(location);
    }
}

// Where the game at pos_ begins, as game_boundary.hpp counts it for -j's chunks and byte ranges:
// at the start of its line when a byte order mark is all that precedes its '[' there (two files
// joined: the boundary is the line), else at pos_. A reader stopped by the end offset says it
// stopped there (bytes_consumed()), so that the next range or chunk, which begins at that line,
// neither reads the mark's bytes again nor is taken for a point where no game begins.
std::uint64_t ReaderImpl::game_begin(Start start) const {
    const std::uint64_t at = base_ + pos_;
    if (start == Start::Tags && at >= 3 && bom_line_start_ == at - 3) return bom_line_start_;
    return at;
}

// A byte order mark: expected at the start, tolerated between concatenated files. At the
// input's start it does not count as a column; elsewhere it is three bytes of its line like any
// others, as where the movetext before it runs on to it (a reader started at that line, for -j
// or --byte-range, must count columns as one reading the whole input does).
void ReaderImpl::skip_bom() {
    const bool at_input_start = base_ + pos_ == 0;
    if (base_ + pos_ == line_start_) bom_line_start_ = base_ + pos_;
    pos_ += 3;
    if (at_input_start) line_start_ = base_ + pos_;
}

void ReaderImpl::skip_outside_comment(char opener) {
    report(DiagnosticCode::CommentOutsideGame, location_at(pos_), {},
           "comment outside any game ignored");
    ++pos_;
    if (opener == ';') {
        skip_to_line_end();
        return;
    }
    CommentScan scan;
    scan.truncated = true;  // nothing is kept or delivered
    while (scan_comment(kCommentStop, scan)) {
        const char c = data()[pos_];
        ++pos_;
        if (c == '}') return;
        note_line_end(pos_ - 1, c);
        if (tag_line_starts()) return;
    }
}

void ReaderImpl::skip_junk(const Location& location) {
    skip_to_tag_section();
    const std::uint64_t skipped = base_ + pos_ - location.offset;
    report(
        DiagnosticCode::JunkBetweenGames, location, excerpt_,
        compose("skipped ", skipped, "byte", "bytes", " of text outside any game, starting with"));
}

void ReaderImpl::begin_game(bool has_tags, const Location& location) {
    in_game_ = true;
    ++game_index_;
    summary_ = GameSummary{};
    summary_.index = game_index_;
    moves_before_number_ = no_number;
    white_number_ = 0;
    skip_game_ = false;
    depth_ = 0;
    bracket_depths_.clear();
    mute_depth_ = npos;
    mute_emits_end_ = false;
    refresh_muted();
    depth_reported_ = false;
    tag_names_.clear();
    apply(visitor_->begin_game(GameInfo{game_index_, location, has_tags}));
}

void ReaderImpl::finish_game(Ending ending) {
    keep_ = npos;
    if (ending == Ending::Broken) {
        skip_to_tag_section();
        summary_.broken = true;
        report(DiagnosticCode::SkippedToNextGame, broken_at_, {},
               compose("skipped ", base_ + pos_ - broken_at_.offset, "byte", "bytes",
                       " from here to the next tag section"));
    }
    if (ending == Ending::Restart) {
        report(DiagnosticCode::TagSectionRestarted, location_at(pos_), {},
               "tag repeated after a blank line: a new game starts here");
    }
    if (ending != Ending::Stopped) close_open_variations(ending != Ending::Broken);
    if (!summary_.has_result && ending != Ending::Stopped && ending != Ending::Broken) {
        summary_.truncated = true;
        report(DiagnosticCode::MissingResult, location_at(pos_), {}, "game ends without a result");
    }
    summary_.skipped = skip_game_;
    in_game_ = false;
    if (!stopped_) apply(visitor_->end_game(summary_));
}

// Closes what is still open, so that the visitor's begin/end_variation balance. A broken game
// has had its diagnostic already: no E112 on top.
void ReaderImpl::close_open_variations(bool report_unclosed) {
    if (depth_ == 0) return;
    if (report_unclosed) {
        summary_.truncated = true;
        report(
            DiagnosticCode::UnclosedVariation, outer_variation_, {},
            compose("", depth_, "variation", "variations", " not closed at the end of the game"));
    }
    const Location here = location_at(pos_);
    while (depth_ > 0) end_variation_at(here);
}

void ReaderImpl::apply_slow(Control control) {
    switch (control) {
        case Control::Continue:
            break;
        case Control::Stop:
            stopped_ = true;
            break;
        case Control::SkipGame:
            skip_game_ = true;
            break;
        case Control::SkipVariation:
            if (depth_ == 0) {
                skip_game_ = true;
            } else if (depth_ < mute_depth_) {
                mute_depth_ = depth_;
                mute_emits_end_ = true;
            }
            break;
    }
    refresh_muted();
}

void ReaderImpl::report(DiagnosticCode code, const Location& location, std::string_view token,
                        std::string_view message) {
    if (sink_ == nullptr) return;
    notation::Diagnostic d;
    d.severity = notation::default_severity(code);
    d.code = code;
    d.file = file_name_;
    d.location = location;
    d.game = in_game_ ? game_index_ : 0;
    d.token = token.substr(0, std::min<std::size_t>(token.size(), 80));
    d.message = message;
    sink_->report(d);
}

std::string_view ReaderImpl::compose(std::string_view before, std::uint64_t number,
                                     std::string_view singular, std::string_view plural,
                                     std::string_view after) {
    message_.assign(before);
    notation::append_counted(message_, number, singular, plural);
    message_.append(after);
    return message_;
}

// Once per game, and once per stretch of text between two games (not once for all of them:
// each stretch is reported where it lies, so that the parts of a split input, which begin
// between games, report what the whole input reports).
void ReaderImpl::note_nul(const Location& location) {
    if (nul_reported_stretch_ == stretch()) return;
    nul_reported_stretch_ = stretch();
    report(DiagnosticCode::NulByte, location, {}, "NUL bytes ignored");
}

// Once per stretch too (see note_nul), naming the first Unicode space: a file has them all over
// or not at all.
void ReaderImpl::note_unicode_space(const Location& location, char32_t code_point) {
    if (space_reported_stretch_ == stretch()) return;
    space_reported_stretch_ = stretch();
    message_.assign("a Unicode space (");
    message_.append(unicode_space_name(code_point));
    message_.append(") between tokens was read as a space");
    report(DiagnosticCode::UnicodeSpace, location, {}, message_);
}

Location location_after(Location start, std::string_view text) {
    std::size_t line_begin = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c != '\n' && c != '\r') continue;
        if (c == '\r' || i == 0 || text[i - 1] != '\r') ++start.line;  // CR LF: one line end
        line_begin = i + 1;
        start.column = 1;
    }
    start.column += text.size() - line_begin;
    start.offset += text.size();
    return start;
}

void ReaderImpl::note_latin1(const Location& start, std::string_view source) {
    if (latin1_reported_) return;
    latin1_reported_ = true;
    report(DiagnosticCode::InvalidUtf8,
           location_after(start, source.substr(0, valid_utf8_length(source))), {},
           "text is not valid UTF-8; read as Latin-1 (reported once per input)");
}

std::string_view ReaderImpl::repair_slow(std::string_view raw, const Location& start,
                                         std::string_view source, std::string& out) {
    const bool has_nul = raw.find('\0') != std::string_view::npos;
    const bool latin1 = !is_valid_utf8(raw);
    if (!has_nul && !latin1) return raw;
    if (has_nul) note_nul(location_after(start, source.substr(0, source.find('\0'))));
    if (latin1) note_latin1(start, source);
    out.clear();
    append_repaired_utf8(out, raw);
    return out;
}

void ReaderImpl::set_excerpt(std::string_view text) {
    excerpt_.assign(text.substr(0, std::min<std::size_t>(text.size(), 40)));
}

}  // namespace detail

Reader::Reader(ByteSource& source, ReaderOptions options, notation::DiagnosticSink* sink,
               std::string file_name)
    : impl_(std::make_unique<detail::ReaderImpl>(source, options, sink, std::move(file_name))) {}

Reader::~Reader() = default;
Reader::Reader(Reader&&) noexcept = default;
Reader& Reader::operator=(Reader&&) noexcept = default;

bool Reader::read_next_game(Visitor& visitor) { return impl_->read_next_game(visitor); }

std::uint64_t Reader::read_all(Visitor& visitor) {
    std::uint64_t games = 0;
    while (impl_->read_next_game(visitor)) ++games;
    return games;
}

void Reader::set_end_offset(std::uint64_t offset) { impl_->set_end_offset(offset); }
bool Reader::stopped() const { return impl_->stopped(); }
std::uint64_t Reader::games_read() const { return impl_->games_read(); }
bool Reader::holding_game() const { return impl_->holding_game(); }
std::uint64_t Reader::bytes_consumed() const { return impl_->bytes_consumed(); }

std::size_t blank_length(std::string_view text) {
    if (text.empty()) return 0;
    const std::uint8_t cls = detail::class_of(text[0]);
    if ((cls & detail::kBlank) != 0) return (cls & detail::kLineEnd) != 0 ? 0 : 1;
    const auto byte = [text](std::size_t i) {
        return i < text.size() ? static_cast<unsigned char>(text[i]) : -1;
    };
    const detail::UnicodeSpace space = detail::unicode_space(byte(0), byte(1), byte(2));
    return space.code_point == 0xFEFF ? 0 : space.length;
}

}  // namespace chess::pgn

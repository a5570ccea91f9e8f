// Comments in movetext: "{...}", which may span lines, and ";" to the end of the line. Their
// text is kept whole while it fits max_comment_bytes, and repaired (NULs, text that is not UTF-8)
// on delivery.

#include "reader_impl.hpp"

namespace chess::pgn::detail {

namespace {

std::string_view without_line_ends(std::string_view text) {
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.remove_suffix(1);
    return text;
}

}  // namespace

// With pos_ on '{'. Returns false when the comment was cut at a tag line: the game ends there.
bool ReaderImpl::brace_comment() {
    CommentScan scan{location_at(pos_), CommentKind::Brace};
    // The common case in one pass: a comment closed on its line, inside the buffer, of text
    // that needs no repair and is not too long ("{ [%clk 0:03:00] }" after every move).
    const char* b = data();
    const std::size_t text_begin = pos_ + 1;
    std::size_t i = text_begin;
    while ((class_of(b[i]) & (kCommentStop | kSpecial)) == 0) ++i;  // the sentinel stops it
    if (b[i] == '}' && i - text_begin <= options_.max_comment_bytes) [[likely]] {
        deliver_comment(scan, std::string_view(b + text_begin, i - text_begin), false);
        pos_ = i + 1;
        return true;
    }
    ++pos_;
    keep_ = pos_;
    for (;;) {
        if (!scan_comment(kCommentStop, scan)) {
            report(DiagnosticCode::UnterminatedComment, scan.location, {},
                   "comment not closed before the end of the input");
            summary_.truncated = true;
            if (!scan.truncated) deliver_comment(scan, kept_view(), false);
            return true;
        }
        const char c = data()[pos_];
        if (c == '}') {
            if (!scan.truncated) deliver_comment(scan, kept_view(), false);
            ++pos_;
            return true;
        }
        note_line_end(pos_, c);
        ++pos_;
        if (tag_line_starts()) {
            report(DiagnosticCode::UnterminatedComment, scan.location, {},
                   "comment not closed before the next tag section");
            summary_.truncated = true;
            if (!scan.truncated) deliver_comment(scan, without_line_ends(kept_view()), false);
            if (bom_ahead()) skip_bom();  // the next game begins at its '[', as between games
            return false;
        }
    }
}

void ReaderImpl::line_comment() {
    CommentScan scan{location_at(pos_), CommentKind::Semicolon};
    ++pos_;
    keep_ = pos_;
    scan_comment(kLineEnd, scan);
    if (!scan.truncated) deliver_comment(scan, kept_view(), false);
}

// Advances pos_ over comment text to a byte of a stop class (true, pos_ on it) or the end of
// input (false). Keeps the text from keep_ while it fits max_comment_bytes; once longer, the
// kept prefix is delivered as truncated and nothing more is kept (bounded memory).
bool ReaderImpl::scan_comment(std::uint8_t stop, CommentScan& scan) {
    for (;;) {
        const char* b = data();
        std::size_t i = pos_;
        for (;;) {
            // NULs and bytes >= 0x80 stop the scan too (rare: the text will need repair), and
            // so does the sentinel at end_.
            while ((class_of(b[i]) & (stop | kSpecial)) == 0) ++i;
            if (i == end_ || (class_of(b[i]) & stop) != 0) break;
            scan.classes |= kSpecial;
            ++i;
        }
        pos_ = i;
        if (!scan.truncated && pos_ - keep_ > options_.max_comment_bytes) {
            deliver_comment(scan, kept_view(), true);
        }
        if (i < end_) return true;
        if (fill() != Fill::Ok) return false;
    }
}

void ReaderImpl::deliver_comment(CommentScan& scan, std::string_view raw, bool truncated) {
    if (truncated) {
        raw = raw.substr(0, utf8_prefix_length(raw, options_.max_comment_bytes));
        report(DiagnosticCode::CommentTooLong, scan.location, {},
               compose("comment longer than ", options_.max_comment_bytes, "byte", "bytes",
                       " truncated"));
        scan.truncated = true;
    }
    if (!muted()) {
        Location text_start = scan.location;  // behind the '{' or ';'
        ++text_start.offset;
        ++text_start.column;
        const std::string_view text = repair(raw, scan.classes, text_start, raw, repaired_);
        ++summary_.comments;
        apply(visitor_->comment(Comment{text, scan.location, scan.kind, truncated}));
    }
    if (truncated) keep_ = npos;
}

}  // namespace chess::pgn::detail

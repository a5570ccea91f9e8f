// The writer's sinks, result markers, and WritingVisitor (reader events -> GameWriter).

#include <algorithm>
#include <cerrno>
#include <utility>

#include "chess/notation/fen.hpp"
#include "chess/pgn/writer.hpp"

namespace chess::pgn {

std::expected<FileSink, std::error_code> FileSink::open(const std::filesystem::path& path) {
    std::FILE* file = std::fopen(path.c_str(), "wb");
    if (file == nullptr) return std::unexpected(std::error_code(errno, std::generic_category()));
    return FileSink(file, true);
}

FileSink::FileSink(FileSink&& other) noexcept
    : file_(std::exchange(other.file_, nullptr)),
      owned_(std::exchange(other.owned_, false)),
      error_(other.error_) {}

FileSink& FileSink::operator=(FileSink&& other) noexcept {
    if (this != &other) {
        close_if_owned();
        file_ = std::exchange(other.file_, nullptr);
        owned_ = std::exchange(other.owned_, false);
        error_ = other.error_;
    }
    return *this;
}

FileSink::~FileSink() { close_if_owned(); }

void FileSink::close_if_owned() noexcept {
    if (owned_ && file_ != nullptr) std::fclose(file_);
    file_ = nullptr;
    owned_ = false;
}

void FileSink::write(std::string_view text) {
    if (error_ != 0 || file_ == nullptr || text.empty()) return;
    if (std::fwrite(text.data(), 1, text.size(), file_) != text.size()) {
        error_ = errno != 0 ? errno : EIO;
    }
}

bool FileSink::flush() {
    if (error_ == 0 && file_ != nullptr && std::fflush(file_) != 0) {
        error_ = errno != 0 ? errno : EIO;
    }
    return error_ == 0;
}

Control WritingVisitor::begin_game(const GameInfo&) {
    writer_->begin_game();
    has_fen_ = false;
    return Control::Continue;
}

Control WritingVisitor::tag(const Tag& tag) {
    if (tag.name == "FEN" && !has_fen_) {  // the first one, as a replayer reads it
        fen_.assign(tag.value);
        has_fen_ = true;
    }
    writer_->tag(tag.name, tag.value);
    return Control::Continue;
}

// Only the side to move and the fullmove number matter for writing, so a FEN whose position is
// illegal still numbers the moves; one that cannot be read at all leaves the standard start.
Control WritingVisitor::begin_movetext() {
    if (has_fen_) {
        if (const auto setup = notation::parse_fen(fen_)) {
            writer_->set_start(static_cast<std::uint64_t>(std::max(setup->fullmove_number, 1)),
                               setup->turn);
        }
    }
    return Control::Continue;
}

Control WritingVisitor::move(const MoveToken& move) {
    writer_->move(move.text, move.en_passant_note, move.note_check);
    return Control::Continue;
}

Control WritingVisitor::nag(const Nag& nag) {
    writer_->nag(nag.value);
    return Control::Continue;
}

Control WritingVisitor::comment(const Comment& comment) {
    writer_->comment(comment.text);
    return Control::Continue;
}

Control WritingVisitor::begin_variation(const Location&) {
    writer_->begin_variation();
    return Control::Continue;
}

Control WritingVisitor::end_variation(const Location&) {
    writer_->end_variation();
    return Control::Continue;
}

Control WritingVisitor::result(const ResultToken& result) {
    writer_->result(result_marker(result.result));
    return Control::Continue;
}

Control WritingVisitor::end_game(const GameSummary&) {
    writer_->end_game();
    return Control::Continue;
}

}  // namespace chess::pgn

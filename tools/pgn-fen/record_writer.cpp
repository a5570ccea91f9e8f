#include "record_writer.hpp"

#include "common/json.hpp"

#include <fmt/format.h>

#include "chess/notation/move_writer.hpp"
#include "fen_text.hpp"
#include "text_escape.hpp"

namespace chess::fen_tool {

namespace {

constexpr std::size_t flush_bytes = 256 * 1024;

void append_number(std::string& out, std::uint64_t value) {
    fmt::format_to(std::back_inserter(out), "{}", value);
}

}  // namespace

RecordWriter::RecordWriter(const Options& options, bool several_files, TagValues& tags,
                           tools::Output& out)
    : RecordWriter(options, several_files, tags) {
    out_ = &out;
}

RecordWriter::RecordWriter(const Options& options, bool several_files, TagValues& tags,
                           RecordBlocks& blocks)
    : RecordWriter(options, several_files, tags) {
    blocks_ = &blocks;
}

RecordWriter::RecordWriter(const Options& options, bool several_files, TagValues& tags)
    : options_(&options), several_files_(several_files), tags_(&tags) {
    for (const std::string& name : options.tags) columns_.push_back(tags.want(name));
    if (options.format == Format::Epd) {
        white_ = tags.want("White");
        black_ = tags.want("Black");
        event_ = tags.want("Event");
    }
    buffer_.reserve(flush_bytes + 4096);
}

void RecordWriter::header() {
    if (options_->format != Format::Tsv) return;
    if (several_files_) buffer_ += "file\t";
    buffer_ += "game\tply\t";
    if (options_->selection.variations) buffer_ += "depth\tvariation\t";
    buffer_ += "san\tuci\tfen";
    for (const std::size_t column : columns_) {
        buffer_ += '\t';
        append_tsv_field(buffer_, tags_->name(column));
    }
    buffer_ += '\n';
}

// Inlined into write(): a call per line showed in the profile.
[[gnu::always_inline]] inline void RecordWriter::write_fen(const PositionRecord& r) {
    append_fen(buffer_, r.position, options_->fen, "\n");
}

void RecordWriter::write(const PositionRecord& record) {
    // Plain FEN lines to the output (`--every`'s case) take no marks: a path of their own, with
    // nothing of the other formats' work in its frame.
    if (options_->format == Format::Fen && blocks_ == nullptr) {
        write_fen(record);
        if (buffer_.size() >= flush_bytes) flush();
        return;
    }
    write_any_format(record);
}

[[gnu::noinline]] void RecordWriter::write_any_format(const PositionRecord& record) {
    const std::size_t marks_before = marks_.size();
    switch (options_->format) {
        case Format::Fen:
            write_fen(record);
            break;
        case Format::Epd:
            write_epd(record);
            break;
        case Format::Tsv:
            write_tsv(record);
            break;
        case Format::Json:
            write_json(record);
            break;
    }
    if (blocks_ != nullptr) {
        if (marks_.size() == marks_before)  // a format without the game's number
            marks_.push_back({0, buffer_.size(), 0, record.game, 0});
        RecordMark& mark = marks_.back();
        mark.end = buffer_.size();
        mark.key = record.position.repetition_key();  // as PositionEmitter's --unique
    }
    if (buffer_.size() >= flush_bytes) flush();
}

void RecordWriter::flush() {
    if (blocks_ != nullptr) {
        blocks_->records(buffer_, marks_);
        marks_.clear();
    } else {
        out_->write(buffer_);
    }
    buffer_.clear();
}

// The game's number; with -j, marked so that the merger can count it over the whole input.
void RecordWriter::append_game(const PositionRecord& r) {
    const std::size_t at = buffer_.size();
    append_number(buffer_, r.game);
    if (blocks_ != nullptr) marks_.push_back({0, at, buffer_.size() - at, r.game, 0});
}

void RecordWriter::append_move(const PositionRecord& r, bool uci) {
    static constexpr notation::MoveStyle uci_style{notation::MoveNotation::Uci,
                                                   notation::LetterSetId::English, false};
    notation::append_move(buffer_, *r.before, r.move, uci ? uci_style : notation::MoveStyle{});
}

// "33. " before White's move, "33... " before Black's.
void RecordWriter::append_move_number(const PositionRecord& r) {
    append_number(buffer_, static_cast<std::uint64_t>(r.before->fullmove_number()));
    buffer_ += r.before->turn() == Color::White ? ". " : "... ";
}

// ... hmvc 0; fmvn 1; id "game 12 ply 33"; c0 "White - Black, Event, 33. Nf3";
void RecordWriter::write_epd(const PositionRecord& r) {
    notation::FenWriteOptions fen = options_->fen;
    fen.counters = false;
    append_fen(buffer_, r.position, fen);
    buffer_ += " hmvc ";
    append_number(buffer_, static_cast<std::uint64_t>(r.position.halfmove_clock()));
    buffer_ += "; fmvn ";
    append_number(buffer_, static_cast<std::uint64_t>(r.position.fullmove_number()));
    buffer_ += "; id \"";
    if (several_files_) {
        append_epd_escaped(buffer_, file_);
        buffer_ += ' ';
    }
    buffer_ += "game ";
    append_game(r);
    if (r.variation != 0) {
        buffer_ += " variation ";
        append_number(buffer_, r.variation);
    }
    buffer_ += " ply ";
    append_number(buffer_, r.ply);
    buffer_ += "\"; c0 \"";
    append_epd_escaped(buffer_, tags_->get(white_).value_or("?"));
    buffer_ += " - ";
    append_epd_escaped(buffer_, tags_->get(black_).value_or("?"));
    buffer_ += ", ";
    append_epd_escaped(buffer_, tags_->get(event_).value_or("?"));
    if (r.before != nullptr) {
        buffer_ += ", ";
        append_move_number(r);
        append_move(r, false);  // SAN holds no '"' or '\\'
    }
    buffer_ += '"';
    buffer_ += ";\n";
}

void RecordWriter::write_tsv(const PositionRecord& r) {
    if (several_files_) {
        append_tsv_field(buffer_, file_);
        buffer_ += '\t';
    }
    append_game(r);
    buffer_ += '\t';
    append_number(buffer_, r.ply);
    buffer_ += '\t';
    if (options_->selection.variations) {
        append_number(buffer_, r.depth);
        buffer_ += '\t';
        append_number(buffer_, r.variation);
        buffer_ += '\t';
    }
    if (r.before != nullptr) append_move(r, false);
    buffer_ += '\t';
    if (r.before != nullptr) append_move(r, true);
    buffer_ += '\t';
    append_fen(buffer_, r.position, options_->fen);
    for (const std::size_t column : columns_) {
        buffer_ += '\t';
        if (const auto value = tags_->get(column)) append_tsv_field(buffer_, *value);
    }
    buffer_ += '\n';
}

void RecordWriter::write_json(const PositionRecord& r) {
    buffer_ += '{';
    if (several_files_) {
        buffer_ += "\"file\":";
        tools::append_json_string(buffer_, file_);
        buffer_ += ',';
    }
    buffer_ += "\"game\":";
    append_game(r);
    buffer_ += ",\"ply\":";
    append_number(buffer_, r.ply);
    if (options_->selection.variations) {
        buffer_ += ",\"depth\":";
        append_number(buffer_, r.depth);
        buffer_ += ",\"variation\":";
        append_number(buffer_, r.variation);
    }
    for (const bool uci : {false, true}) {
        buffer_ += uci ? ",\"uci\":" : ",\"san\":";
        if (r.before == nullptr) {
            buffer_ += "null";
            continue;
        }
        buffer_ += '"';
        append_move(r, uci);  // moves hold no character that JSON escapes
        buffer_ += '"';
    }
    buffer_ += ",\"fen\":\"";
    append_fen(buffer_, r.position, options_->fen);
    buffer_ += '"';
    if (!columns_.empty()) {
        buffer_ += ",\"tags\":{";
        for (std::size_t i = 0; i < columns_.size(); ++i) {
            if (i != 0) buffer_ += ',';
            tools::append_json_string(buffer_, tags_->name(columns_[i]));
            buffer_ += ':';
            if (const auto value = tags_->get(columns_[i])) {
                tools::append_json_string(buffer_, *value);
            } else {
                buffer_ += "null";
            }
        }
        buffer_ += '}';
    }
    buffer_ += "}\n";
}

}  // namespace chess::fen_tool

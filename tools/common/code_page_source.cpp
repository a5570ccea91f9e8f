#include "common/code_page_source.hpp"

#include <utility>

#include "common/central_european_source.hpp"
#include "common/greek_source.hpp"
#include "common/koi8_r_source.hpp"
#include "common/single_byte_source.hpp"
#include "common/windows_1251_source.hpp"

namespace chess::tools {

std::unique_ptr<pgn::ByteSource> make_code_page_source(TextEncoding encoding,
                                                       std::unique_ptr<pgn::ByteSource> text) {
    switch (encoding) {
        case TextEncoding::Windows1251:
            return make_windows_1251_source(std::move(text));
        case TextEncoding::Koi8R:
            return make_koi8_r_source(std::move(text));
        case TextEncoding::Koi8U:
            return make_koi8_u_source(std::move(text));
        case TextEncoding::Latin1:
            return make_latin_1_source(std::move(text));
        case TextEncoding::Windows1253:
            return make_windows_1253_source(std::move(text));
        case TextEncoding::Iso8859_7:
            return make_iso_8859_7_source(std::move(text));
        case TextEncoding::Windows1250:
            return make_windows_1250_source(std::move(text));
        case TextEncoding::Iso8859_2:
            return make_iso_8859_2_source(std::move(text));
        case TextEncoding::Utf8:
        case TextEncoding::Utf16Le:
        case TextEncoding::Utf16Be:
            break;
    }
    return text;
}

}  // namespace chess::tools

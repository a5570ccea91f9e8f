#include "common/text_encoding.hpp"

namespace chess::tools {

std::string_view text_encoding_name(TextEncoding encoding) {
    switch (encoding) {
        case TextEncoding::Utf8:
            return "UTF-8";
        case TextEncoding::Utf16Le:
            return "UTF-16LE";
        case TextEncoding::Utf16Be:
            return "UTF-16BE";
        case TextEncoding::Windows1251:
            return "Windows-1251";
        case TextEncoding::Koi8R:
            return "KOI8-R";
        case TextEncoding::Latin1:
            return "Latin-1";
        case TextEncoding::Windows1253:
            return "Windows-1253";
        case TextEncoding::Iso8859_7:
            return "ISO-8859-7";
    }
    return "?";
}

}  // namespace chess::tools

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
        case TextEncoding::Koi8U:
            return "KOI8-U";
        case TextEncoding::Windows1250:
            return "Windows-1250";
        case TextEncoding::Iso8859_2:
            return "ISO-8859-2";
    }
    return "?";
}

std::string encoding_doubt_text(const EncodingGuess& guess) {
    switch (guess.doubt) {
        case EncodingDoubt::None:
            break;
        case EncodingDoubt::Windows1251OrKoi8: {
            // The KOI8 named is the one taken, or the one the text would be read as: KOI8-U
            // only where its Ukrainian letters were seen.
            const bool windows = guess.encoding == TextEncoding::Windows1251;
            const bool ukrainian = guess.encoding == TextEncoding::Koi8U;
            return std::string("too few letters to tell Windows-1251 from ") +
                   (ukrainian ? "KOI8-U" : "KOI8-R") + ", taken as the likelier; --encoding " +
                   (windows ? "koi8-r" : "windows-1251") + " if it is that";
        }
        case EncodingDoubt::CyrillicOrGreek: {
            const bool greek = guess.encoding == TextEncoding::Windows1253 ||
                               guess.encoding == TextEncoding::Iso8859_7;
            const std::string_view other =
                greek ? "windows-1251 or koi8-r if it is Cyrillic" : "windows-1253 if it is Greek";
            return "too few letters to tell Greek from Cyrillic, taken as the likelier; "
                   "--encoding " +
                   std::string(other);
        }
        case EncodingDoubt::Latin1OrCentralEuropean: {
            const std::string name(text_encoding_name(guess.encoding));
            return "one word to tell " + name + " from Latin-1, taken as " + name +
                   "; --encoding latin-1 if it is that";
        }
    }
    return {};
}

}  // namespace chess::tools

#pragma once
// How a message quotes what a person typed: at most kInputExcerptLength bytes, then "…", so a
// 10 MB board does not come back as a 10 MB message. Control characters are written as escapes
// (\n, \t, \x1b) so a message cannot drive a terminal, and bytes that are not UTF-8 become U+FFFD
// so the message stays valid text in JSON and JavaScript.

#include <cstddef>
#include <string>
#include <string_view>

namespace npuzzle {

constexpr size_t kInputExcerptLength = 40;

inline std::string inputExcerpt(std::string_view text, size_t maxBytes = kInputExcerptLength) {
  static const char kHex[] = "0123456789abcdef";
  std::string out;
  size_t used = 0;  // bytes of `text` shown so far
  size_t i = 0;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    // The length of the UTF-8 sequence starting here; 0 when it is not a valid one.
    size_t length = c < 0x80                 ? 1
                    : c >= 0xC2 && c <= 0xDF ? 2
                    : c >= 0xE0 && c <= 0xEF ? 3
                    : c >= 0xF0 && c <= 0xF4 ? 4
                                             : 0;
    if (length > 1) {
      if (i + length > text.size()) length = 0;
      for (size_t k = 1; k < length; ++k)
        if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) length = 0;
      // Overlong and surrogate forms are not UTF-8 either.
      const auto next = length ? static_cast<unsigned char>(text[i + 1]) : 0;
      if ((c == 0xE0 && next < 0xA0) || (c == 0xED && next > 0x9F) || (c == 0xF0 && next < 0x90) ||
          (c == 0xF4 && next > 0x8F))
        length = 0;
    }
    const size_t consumed = length ? length : 1;
    if (used + consumed > maxBytes) {
      out += "\xE2\x80\xA6";  // …
      break;
    }
    if (length == 0) {
      out += "\xEF\xBF\xBD";  // U+FFFD
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c < 0x20 || c == 0x7F) {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    } else {
      out.append(text.substr(i, length));
    }
    used += consumed;
    i += consumed;
  }
  return out;
}

}  // namespace npuzzle

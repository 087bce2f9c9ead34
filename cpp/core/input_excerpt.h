#pragma once
// How a message quotes what a person typed: at most kInputExcerptLength bytes, then "…", so a
// 10 MB board does not come back as a 10 MB message. Control characters are written as escapes
// (\n, \t, \x1b) so a message cannot drive a terminal, and bytes that are not UTF-8 become U+FFFD
// so the message stays valid text in JSON and JavaScript. Characters that show as nothing or as
// an ordinary space (a zero-width space, a no-break space, a bidirectional override, a C1
// control) are written by code point, <U+200B>: quoted raw, a refused "1", zero-width space, "2"
// would read as a refusal of a plain "12", and an override could reorder the rest of the message.

#include <cstddef>
#include <string>
#include <string_view>

namespace npuzzle {

constexpr size_t kInputExcerptLength = 40;

// Code points that draw nothing, or draw as if they were a plain space: C1 controls, spaces other
// than U+0020, zero-width and joining characters, bidirectional controls, fillers, variation
// selectors, tags (Unicode's Cf and Zs/Zl/Zp categories, and the invisible letters seen in
// spoofing: Hangul fillers, Khmer inherent vowels).
inline bool isInvisibleCodePoint(char32_t c) {
  static constexpr char32_t kRanges[][2] = {
      {0x0080, 0x00A0},   {0x00AD, 0x00AD}, {0x034F, 0x034F},   {0x061C, 0x061C},
      {0x115F, 0x1160},   {0x1680, 0x1680}, {0x17B4, 0x17B5},   {0x180B, 0x180F},
      {0x2000, 0x200F},   {0x2028, 0x202F}, {0x205F, 0x206F},   {0x2800, 0x2800},
      {0x3000, 0x3000},   {0x3164, 0x3164}, {0xFE00, 0xFE0F},   {0xFEFF, 0xFEFF},
      {0xFFA0, 0xFFA0},   {0xFFF0, 0xFFFB}, {0x1BCA0, 0x1BCA3}, {0x1D173, 0x1D17A},
      {0xE0000, 0xE0FFF},
  };
  for (const auto& range : kRanges)
    if (c >= range[0] && c <= range[1]) return true;
  return false;
}

// The code point of one valid UTF-8 sequence (as checked below).
inline char32_t decodeUtf8(std::string_view sequence) {
  const auto lead = static_cast<unsigned char>(sequence[0]);
  char32_t code = sequence.size() == 1 ? lead : lead & (0x7F >> sequence.size());
  for (size_t k = 1; k < sequence.size(); ++k)
    code = (code << 6) | (static_cast<unsigned char>(sequence[k]) & 0x3F);
  return code;
}

// "<U+200B>": at least four hex digits, as Unicode writes them.
inline std::string codePointName(char32_t code) {
  std::string digits;
  for (; code > 0 || digits.size() < 4; code >>= 4)
    digits.insert(digits.begin(), "0123456789ABCDEF"[code & 0xF]);
  return "<U+" + digits + ">";
}

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
    } else if (length > 1 && isInvisibleCodePoint(decodeUtf8(text.substr(i, length)))) {
      out += codePointName(decodeUtf8(text.substr(i, length)));
    } else {
      out.append(text.substr(i, length));
    }
    used += consumed;
    i += consumed;
  }
  return out;
}

}  // namespace npuzzle

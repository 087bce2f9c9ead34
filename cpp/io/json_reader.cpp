#include "io/json_reader.h"

#include <cctype>

namespace npuzzle {
namespace {

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  Expected<JsonObject> object() {
    JsonObject fields;
    skipSpace();
    if (!take('{')) return fail("a JSON object must start with '{'");
    skipSpace();
    if (take('}')) return end(fields);
    while (true) {
      skipSpace();
      std::string name;
      if (!string(name)) return fail(error_.empty() ? "a field name must be a string" : error_);
      skipSpace();
      if (!take(':')) return fail("':' expected after the field name");
      skipSpace();
      JsonField field;
      if (peek() == '"') {
        field.isString = true;
        if (!string(field.text)) return fail(error_);
      } else {
        const size_t begin = pos_;
        if (!skipValue()) return fail(error_.empty() ? "a value expected" : error_);
        field.text = std::string(text_.substr(begin, pos_ - begin));
      }
      fields[name] = std::move(field);
      skipSpace();
      if (take('}')) return end(fields);
      if (!take(',')) return fail("',' or '}' expected");
    }
  }

 private:
  Expected<JsonObject> end(JsonObject& fields) {
    skipSpace();
    if (pos_ != text_.size()) return fail("text after the object");
    return std::move(fields);
  }
  Error fail(const std::string& what) const {
    return Error("not a JSON object: " + what + " at character " + std::to_string(pos_ + 1));
  }
  char peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool take(char c) {
    if (peek() != c) return false;
    ++pos_;
    return true;
  }
  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  static void appendUtf8(std::string& out, unsigned code) {
    if (code < 0x80) {
      out += static_cast<char>(code);
    } else if (code < 0x800) {
      out += static_cast<char>(0xC0 | (code >> 6));
      out += static_cast<char>(0x80 | (code & 0x3F));
    } else {
      out += static_cast<char>(0xE0 | (code >> 12));
      out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
      out += static_cast<char>(0x80 | (code & 0x3F));
    }
  }

  bool string(std::string& out) {
    if (!take('"')) return false;
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (c != '\\') {
        out += c;
        continue;
      }
      const char e = peek();
      ++pos_;
      switch (e) {
        case 'n':
          out += '\n';
          break;
        case 't':
          out += '\t';
          break;
        case 'r':
          out += '\r';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case '"':
        case '\\':
        case '/':
          out += e;
          break;
        case 'u': {
          if (pos_ + 4 > text_.size()) break;
          unsigned code = 0;
          for (int i = 0; i < 4; ++i) {
            const char h = text_[pos_++];
            code = code * 16 + (std::isdigit(static_cast<unsigned char>(h)) ? h - '0'
                                : (h | 0x20) >= 'a' && (h | 0x20) <= 'f'    ? (h | 0x20) - 'a' + 10
                                                                            : 0);
          }
          appendUtf8(out, code);
          break;
        }
        default:
          error_ = "an unknown escape in a string";
          return false;
      }
    }
    error_ = "a string is not closed";
    return false;
  }

  // A number, a literal, a list or an object, nested up to a depth, skipped.
  bool skipValue(int depth = 0) {
    if (depth > 64) return false;
    const char c = peek();
    if (c == '"') {
      std::string ignored;
      return string(ignored);
    }
    if (c == '[' || c == '{') {
      const char close = c == '[' ? ']' : '}';
      ++pos_;
      skipSpace();
      if (take(close)) return true;
      while (true) {
        skipSpace();
        if (close == '}') {
          std::string ignored;
          if (!string(ignored)) return false;
          skipSpace();
          if (!take(':')) return false;
          skipSpace();
        }
        if (!skipValue(depth + 1)) return false;
        skipSpace();
        if (take(close)) return true;
        if (!take(',')) return false;
      }
    }
    const size_t begin = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                   text_[pos_] == '-' || text_[pos_] == '+' || text_[pos_] == '.'))
      ++pos_;
    return pos_ > begin;
  }

  std::string_view text_;
  size_t pos_ = 0;
  std::string error_;
};

}  // namespace

Expected<JsonObject> readJsonObject(std::string_view text) {
  return Reader(text).object();
}

}  // namespace npuzzle

#include "core/board_parser.h"

#include <cctype>
#include <string>
#include <vector>

namespace npuzzle {
namespace {

// A cell as written, before it is checked against the board's size.
struct RawCell {
  std::string text;
  bool isList = false;    // a nested list where a number belongs: [[8],1,0]
  bool isQuoted = false;  // "8"
};
using RawRow = std::vector<RawCell>;

bool isSpace(char c) {
  return c == ' ' || c == '\t' || c == '\r';
}
bool isCellSeparator(char c) {
  return isSpace(c) || c == ',';
}
bool isRowSeparator(char c) {
  return c == '/' || c == ';' || c == '\n';
}

std::string trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && (isSpace(s[b]) || s[b] == '\n')) ++b;
  while (e > b && (isSpace(s[e - 1]) || s[e - 1] == '\n')) --e;
  return std::string(s.substr(b, e - b));
}

// Plain notation: rows split on / ; or newlines, cells on spaces, commas, tabs.
std::vector<RawRow> splitPlain(std::string_view text) {
  std::vector<RawRow> rows(1);
  std::string cell;
  bool quoted = false;
  auto flushCell = [&] {
    if (!cell.empty()) rows.back().push_back(RawCell{cell, false, quoted});
    cell.clear();
    quoted = false;
  };
  for (char c : text) {
    if (isRowSeparator(c)) {
      flushCell();
      if (!rows.back().empty()) rows.emplace_back();
    } else if (isCellSeparator(c)) {
      flushCell();
    } else if (c == '"' || c == '\'') {
      quoted = true;
    } else {
      cell += c;
    }
  }
  flushCell();
  if (rows.back().empty()) rows.pop_back();
  return rows;
}

// JSON-style notation: [a, b, ...] or [[a, b], [c, d]]. Returns an Error for unbalanced brackets.
Expected<std::vector<RawRow>> splitBracketed(std::string_view text) {
  std::vector<RawRow> rows;
  RawRow flat;
  bool sawNestedRows = false, sawTopLevelCells = false;
  int depth = 0;
  std::string cell;
  bool quoted = false, inQuote = false;
  char quoteChar = 0;
  std::string nested;  // text of a list found at cell level, for the message
  auto flushCell = [&] {
    if (cell.empty() && !quoted) return;
    RawCell raw{cell, false, quoted};
    if (depth == 1) {
      flat.push_back(raw);
      sawTopLevelCells = true;
    } else {
      rows.back().push_back(raw);
    }
    cell.clear();
    quoted = false;
  };
  for (char c : text) {
    if (inQuote) {
      if (c == quoteChar)
        inQuote = false;
      else
        cell += c;
      continue;
    }
    if (depth >= 3) {  // inside a list that stands where a number belongs
      nested += c;
      if (c == '[') ++depth;
      if (c == ']' && --depth == 2) {
        rows.back().push_back(RawCell{"[" + nested, true, false});
        nested.clear();
      }
      continue;
    }
    if (c == '[') {
      flushCell();
      ++depth;
      if (depth == 2) {
        rows.emplace_back();
        sawNestedRows = true;
      }
    } else if (c == ']') {
      flushCell();
      if (--depth < 0) return Error{"unbalanced brackets: too many ']'"};
    } else if (c == '"' || c == '\'') {
      inQuote = true;
      quoted = true;
      quoteChar = c;
    } else if (isCellSeparator(c) || c == '\n') {
      flushCell();
    } else if (depth == 0) {
      if (!isSpace(c)) return Error{"unexpected text outside the brackets"};
    } else {
      cell += c;
    }
  }
  if (depth != 0 || inQuote) return Error{"unbalanced brackets: missing ']'"};
  if (sawNestedRows && sawTopLevelCells)
    return Error{"mixed notation: a list of rows cannot also hold bare tiles"};
  if (!sawNestedRows) return std::vector<RawRow>{flat};
  return rows;
}

// A cell's text to a tile value; range is checked later, once the size is known.
Expected<long> readCell(const RawCell& raw) {
  if (raw.isList) return Error{"a cell is a list (" + raw.text + "); each cell must be one number"};
  if (raw.isQuoted) return Error{"\"" + raw.text + "\" is not a number"};
  const std::string& t = raw.text;
  if (t == "_" || t == ".") return 0L;
  size_t i = 0;
  bool negative = false;
  if (i < t.size() && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
  size_t digitsStart = i;
  long value = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
    if (value < 1000000) value = value * 10 + (t[i] - '0');
    ++i;
  }
  bool hasDigits = i > digitsStart;
  if (i < t.size() && t[i] == '.') {
    size_t fracStart = ++i;
    bool fractional = false;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])))
      fractional |= t[i++] != '0';
    if (i == t.size() && (hasDigits || i > fracStart)) {
      if (fractional) return Error{"tile " + t + " is not an integer"};
      return negative ? -value : value;  // 3.0 reads as 3
    }
    return Error{"\"" + t + "\" is not a number"};
  }
  if (!hasDigits || i != t.size()) return Error{"\"" + t + "\" is not a number"};
  return negative ? -value : value;
}

std::string countText(size_t n, const char* what) {
  return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
}

Expected<Geometry> checkGeometry(Geometry g) {
  if (g.width < kMinSide || g.height < kMinSide)
    return Error{"a board must be at least 2x2, got " + g.name()};
  if (g.cells() > kMaxCells)
    return Error{g.name() + " has " + std::to_string(g.cells()) + " cells; the most is " +
                 std::to_string(kMaxCells)};
  return g;
}

Expected<Geometry> inferGeometry(const std::vector<RawRow>& rows, size_t count,
                                 std::optional<Geometry> size) {
  if (rows.size() >= 2) {
    for (size_t r = 1; r < rows.size(); ++r)
      if (rows[r].size() != rows[0].size())
        return Error{"row " + std::to_string(r + 1) + " has " + countText(rows[r].size(), "tile") +
                     ", expected " + std::to_string(rows[0].size())};
    Geometry fromRows{static_cast<int>(rows[0].size()), static_cast<int>(rows.size())};
    if (size && *size != fromRows)
      return Error{"the rows make a " + fromRows.name() + " board, but the size given is " +
                   size->name()};
    return checkGeometry(fromRows);
  }
  if (size) {
    auto checked = checkGeometry(*size);
    if (!checked) return checked;
    if (count != static_cast<size_t>(size->cells()))
      return Error{"expected " + std::to_string(size->cells()) + " tiles for " + size->name() +
                   ", got " + std::to_string(count)};
    return *size;
  }
  if (count < 4) return Error{"expected at least 4 tiles (2x2), got " + std::to_string(count)};
  int side = 2;
  while (side * side < static_cast<int>(count)) ++side;
  if (static_cast<size_t>(side * side) != count)
    return Error{"cannot tell the size of a board of " + std::to_string(count) +
                 " tiles: give the size as WxH, e.g. 4x3"};
  return checkGeometry(Geometry{side, side});
}

}  // namespace

Expected<Geometry> parseSize(std::string_view text) {
  std::string t = trim(text);
  // Accept x, X, * and the multiplication sign (UTF-8 C3 97) between the two numbers.
  size_t sep = std::string::npos, sepLen = 1;
  for (size_t i = 0; i < t.size(); ++i) {
    if (t[i] == 'x' || t[i] == 'X' || t[i] == '*') {
      sep = i;
      break;
    }
    if (static_cast<unsigned char>(t[i]) == 0xC3 && i + 1 < t.size() &&
        static_cast<unsigned char>(t[i + 1]) == 0x97) {
      sep = i;
      sepLen = 2;
      break;
    }
  }
  auto number = [](const std::string& s) -> int {
    std::string n = trim(s);
    if (n.empty() || n.size() > 4) return -1;
    for (char c : n)
      if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    return std::stoi(n);
  };
  int w = -1, h = -1;
  if (sep == std::string::npos) {
    w = h = number(t);
  } else {
    w = number(t.substr(0, sep));
    h = number(t.substr(sep + sepLen));
  }
  if (w < 0 || h < 0) return Error{"size \"" + t + "\" is not of the form WxH (e.g. 4x4)"};
  return checkGeometry(Geometry{w, h});
}

Expected<Board> parseBoard(std::string_view text, std::optional<Geometry> size) {
  std::string t = trim(text);
  if (t.empty()) return Error{"empty board: no tiles given"};
  std::vector<RawRow> rows;
  if (t.front() == '[') {
    auto split = splitBracketed(t);
    if (!split) return Error{split.error()};
    rows = split.value();
  } else {
    rows = splitPlain(t);
  }
  std::vector<long> values;
  for (const RawRow& row : rows)
    for (const RawCell& cell : row) {
      auto v = readCell(cell);
      if (!v) return Error{v.error()};
      values.push_back(*v);
    }
  if (values.empty()) return Error{"empty board: no tiles given"};
  auto geometry = inferGeometry(rows, values.size(), size);
  if (!geometry) return Error{geometry.error()};

  const long n = geometry->cells();
  std::vector<int> seen(n, 0);
  for (long v : values)
    if (v >= 0 && v < n && ++seen[v] == 2)
      return Error{"tile " + std::to_string(v) + " appears twice"};
  bool hasBlank = seen[0] > 0;
  for (long v : values)
    if (v < 0 || v >= n)
      return Error{hasBlank ? "tile " + std::to_string(v) + " is out of range 0.." +
                                  std::to_string(n - 1)
                            : std::string("no blank (0)")};
  if (!hasBlank) return Error{"no blank (0)"};

  Board board{*geometry, std::vector<uint8_t>(n)};
  for (long c = 0; c < n; ++c) board.tiles[c] = static_cast<uint8_t>(values[c]);
  return board;
}

Expected<Board> parseGoal(std::string_view text, Geometry size) {
  std::string t = trim(text);
  if (t.empty() || t == "blank-last" || t == "last" || t == "default") return blankLastGoal(size);
  if (t == "blank-first" || t == "first") return blankFirstGoal(size);
  auto goal = parseBoard(t, size);
  if (!goal) return Error{"goal: " + goal.error()};
  return goal;
}

}  // namespace npuzzle

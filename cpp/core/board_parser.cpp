#include "core/board_parser.h"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>
#include <vector>

#include "core/input_excerpt.h"

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

std::string_view trim(std::string_view s) {
  while (!s.empty() && (isSpace(s.front()) || s.front() == '\n')) s.remove_prefix(1);
  while (!s.empty() && (isSpace(s.back()) || s.back() == '\n')) s.remove_suffix(1);
  return s;
}

// Text as typed or pasted: a byte order mark (from Windows editors) and surrounding blanks go.
std::string_view clean(std::string_view s) {
  constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";
  if (s.substr(0, kByteOrderMark.size()) == kByteOrderMark) s.remove_prefix(kByteOrderMark.size());
  return trim(s);
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

// A piece of the bracketed notation: a bracket or a cell, with the offset where it starts.
struct Token {
  enum Kind { Open, Close, Cell } kind;
  size_t position;
  RawCell cell;  // for Cell
};

// Splits text that starts with '[' into tokens, up to the bracket that closes the first one.
// On success the tokens are balanced: the first opens, the last closes it, and every bracket in
// between has its partner, which is what lets splitBracketed() walk them without bounds checks.
// Text after that closing bracket, an unclosed bracket and an unclosed quote are errors.
Expected<std::vector<Token>> tokenizeBracketed(std::string_view text) {
  if (text.empty() || text.front() != '[') return message("list-must-open");
  std::vector<Token> tokens;
  std::string cell;
  bool quoted = false;
  size_t cellStart = 0;
  auto flushCell = [&] {
    if (!cell.empty() || quoted)
      tokens.push_back(Token{Token::Cell, cellStart, RawCell{cell, false, quoted}});
    cell.clear();
    quoted = false;
  };
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == '"' || c == '\'') {
      size_t close = text.find(c, i + 1);
      if (close == std::string_view::npos)
        return message("quote-not-closed", {textArg("quote", std::string(1, c))});
      if (cell.empty() && !quoted) cellStart = i;
      cell.append(text.substr(i + 1, close - i - 1));
      quoted = true;
      i = close;
    } else if (c == '[' || c == ']') {
      flushCell();
      tokens.push_back(Token{c == '[' ? Token::Open : Token::Close, i, {}});
      depth += c == '[' ? 1 : -1;
      if (depth == 0) {
        std::string_view rest = trim(text.substr(i + 1));
        if (rest.empty()) return tokens;
        if (rest.front() == ']') return message("brackets-too-many-closing");
        return message("text-after-list", {textArg("text", inputExcerpt(rest))});
      }
    } else if (isCellSeparator(c) || c == '\n') {
      flushCell();
    } else {
      if (cell.empty() && !quoted) cellStart = i;
      cell += c;
    }
  }
  return message("brackets-missing-closing");
}

// JSON-style notation: [a, b, ...] or [[a, b], [c, d]].
Expected<std::vector<RawRow>> splitBracketed(std::string_view text) {
  auto tokenized = tokenizeBracketed(text);
  if (!tokenized) return tokenized.failure();
  const std::vector<Token>& tokens = tokenized.value();
  RawRow flat;                 // bare cells of the outer list
  std::vector<RawRow> rows;    // lists in the outer list
  std::string_view shortList;  // the first of those with at most one cell
  auto listText = [&](size_t open, size_t close) {
    return text.substr(tokens[open].position, tokens[close].position + 1 - tokens[open].position);
  };
  for (size_t i = 1; i + 1 < tokens.size(); ++i) {
    if (tokens[i].kind == Token::Cell) {
      flat.push_back(tokens[i].cell);
      continue;
    }
    // tokens[i] opens a row (it cannot close one: brackets balance). A list inside the row
    // stands where a number belongs.
    const size_t rowOpen = i;
    RawRow row;
    for (++i; tokens[i].kind != Token::Close; ++i) {
      if (tokens[i].kind == Token::Cell) {
        row.push_back(tokens[i].cell);
        continue;
      }
      const size_t listOpen = i;
      for (int depth = 1; depth > 0;) {
        ++i;
        if (tokens[i].kind == Token::Open) ++depth;
        if (tokens[i].kind == Token::Close) --depth;
      }
      row.push_back(RawCell{std::string(listText(listOpen, i)), true, false});
    }
    if (shortList.empty() && row.size() <= 1) shortList = listText(rowOpen, i);
    rows.push_back(std::move(row));
  }
  if (rows.empty()) return std::vector<RawRow>{flat};
  if (flat.empty()) return rows;
  // Lists next to bare tiles: [[8],1,0,2] boxes a number, [[1,2],3,0] mixes rows and tiles.
  if (!shortList.empty())
    return message("cell-is-list", {textArg("text", inputExcerpt(shortList))});
  return message("mixed-notation");
}

// Values at or above this are out of range on any board; reading stops growing them there, so a
// number of any length is read without overflow (its text names it in the message).
constexpr int64_t kHugeTile = 1000000;

// A cell's text to a tile value; range is checked later, once the size is known.
Expected<int64_t> readCell(const RawCell& raw) {
  if (raw.isList) return message("cell-is-list", {textArg("text", inputExcerpt(raw.text))});
  if (raw.isQuoted) return message("not-a-number", {textArg("text", inputExcerpt(raw.text))});
  const std::string& t = raw.text;
  if (t == "_" || t == ".") return int64_t{0};
  size_t i = 0;
  bool negative = false;
  if (i < t.size() && (t[i] == '-' || t[i] == '+')) negative = t[i++] == '-';
  size_t digitsStart = i;
  int64_t value = 0;
  while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i]))) {
    if (value < kHugeTile) value = std::min(value * 10 + (t[i] - '0'), kHugeTile);
    ++i;
  }
  bool hasDigits = i > digitsStart;
  if (i < t.size() && t[i] == '.') {
    size_t fracStart = ++i;
    bool fractional = false;
    while (i < t.size() && std::isdigit(static_cast<unsigned char>(t[i])))
      fractional |= t[i++] != '0';
    if (i == t.size() && (hasDigits || i > fracStart)) {
      if (fractional) return message("tile-not-integer", {textArg("text", inputExcerpt(t))});
      return negative ? -value : value;  // 3.0 reads as 3
    }
    return message("not-a-number", {textArg("text", inputExcerpt(t))});
  }
  if (!hasDigits || i != t.size())
    return message("not-a-number", {textArg("text", inputExcerpt(t))});
  return negative ? -value : value;
}

// How a message names a tile read by readCell(): the number itself, also when it is too long
// to hold ("tile 99999999999999999999 is out of range 0..8"; then as text).
MessageArg tileArg(const RawCell& raw, int64_t value) {
  if (value > -kHugeTile && value < kHugeTile) return numberArg("tile", value);
  const std::string& t = raw.text;
  size_t i = t.find_first_not_of("+-");
  size_t digitsEnd = t.find_first_not_of("0123456789", i);
  if (digitsEnd == std::string::npos) digitsEnd = t.size();
  i = std::min(t.find_first_not_of('0', i), digitsEnd - 1);  // a huge number has a non-zero digit
  return textArg(
      "tile", (value < 0 ? "-" : "") + inputExcerpt(std::string_view(t).substr(i, digitsEnd - i)));
}

int64_t asCount(size_t n) {
  return static_cast<int64_t>(n);
}

Expected<Geometry> checkGeometry(Geometry g) {
  if (g.width < kMinSide || g.height < kMinSide)
    return message("board-too-small", {textArg("size", g.name())});
  if (g.cells() > kMaxCells)
    return message("board-too-large", {textArg("size", g.name()), numberArg("cells", g.cells()),
                                       numberArg("max", kMaxCells)});
  return g;
}

Expected<Geometry> inferGeometry(const std::vector<RawRow>& rows, size_t count,
                                 std::optional<Geometry> size) {
  if (rows.size() >= 2) {
    for (size_t r = 1; r < rows.size(); ++r)
      if (rows[r].size() != rows[0].size())
        return message("row-length", {numberArg("row", asCount(r + 1)),
                                      numberArg("count", asCount(rows[r].size())),
                                      numberArg("expected", asCount(rows[0].size()))});
    Geometry fromRows{static_cast<int>(rows[0].size()), static_cast<int>(rows.size())};
    if (size && *size != fromRows)
      return message("rows-and-size-differ",
                     {textArg("rows", fromRows.name()), textArg("size", size->name())});
    return checkGeometry(fromRows);
  }
  if (size) {
    auto checked = checkGeometry(*size);
    if (!checked) return checked;
    if (count != static_cast<size_t>(size->cells()))
      return message("tile-count-for-size",
                     {numberArg("expected", size->cells()), textArg("size", size->name()),
                      numberArg("got", asCount(count))});
    return *size;
  }
  if (count < 4) return message("too-few-tiles", {numberArg("got", asCount(count))});
  size_t side = 2;
  while (side * side < count) ++side;
  if (side * side == count)
    return checkGeometry(Geometry{static_cast<int>(side), static_cast<int>(side)});
  if (count > static_cast<size_t>(kMaxCells))
    return message("too-many-tiles",
                   {numberArg("max", kMaxCells), numberArg("got", asCount(count))});
  // The example size is one that holds exactly these tiles, the squarest (wider than tall): an
  // example that does not fit would only lead to the next refusal.
  for (size_t height = side - 1; height >= static_cast<size_t>(kMinSide); --height)
    if (count % height == 0)
      return message(
          "size-unknown",
          {numberArg("tiles", asCount(count)),
           textArg("size",
                   Geometry{static_cast<int>(count / height), static_cast<int>(height)}.name())});
  return message("size-no-rectangle", {numberArg("tiles", asCount(count))});
}

// Tiles 1..count and no blank, one short of a square board: the blank was left out, which is
// what to say rather than that the count fits no size. (With a size given, the count against that
// size is said instead: docs/contracts.md §1.)
std::optional<Geometry> squareMissingItsBlank(const std::vector<RawRow>& rows,
                                              const std::vector<int64_t>& values) {
  const size_t count = values.size();
  if (rows.size() >= 2) return std::nullopt;  // rows give the size; a short row is its own error
  if (count < 4) return std::nullopt;         // fewer than 4 tiles are too few for any board
  for (int64_t v : values)
    if (v < 1 || v > static_cast<int64_t>(count)) return std::nullopt;
  size_t side = 2;
  while (side * side < count + 1) ++side;
  if (side * side != count + 1) return std::nullopt;
  return Geometry{static_cast<int>(side), static_cast<int>(side)};
}

}  // namespace

Expected<Geometry> parseSize(std::string_view text) {
  std::string_view t = clean(text);
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
  auto number = [](std::string_view s) -> int {
    std::string_view n = trim(s);
    if (n.empty() || n.size() > 4) return -1;
    int value = 0;
    for (char c : n) {
      if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
      value = value * 10 + (c - '0');
    }
    return value;
  };
  int w = -1, h = -1;
  if (sep == std::string::npos) {
    w = h = number(t);
  } else {
    w = number(t.substr(0, sep));
    h = number(t.substr(sep + sepLen));
  }
  if (w < 0 || h < 0) return message("size-format", {textArg("text", inputExcerpt(t))});
  return checkGeometry(Geometry{w, h});
}

Expected<Board> parseBoard(std::string_view text, std::optional<Geometry> size) {
  // Refused before any work, so a huge paste costs no more memory than its own copy.
  if (text.size() > kMaxBoardTextLength)
    return message("board-text-too-long", {numberArg("length", asCount(kMaxBoardTextLength)),
                                           numberArg("max", kMaxCells)});
  std::string_view t = clean(text);
  if (t.empty()) return message("empty-board");
  std::vector<RawRow> rows;
  if (t.front() == '[') {
    auto split = splitBracketed(t);
    if (!split) return split.failure();
    rows = std::move(split.value());
  } else {
    rows = splitPlain(t);
  }
  std::vector<int64_t> values;
  std::vector<const RawCell*> cells;
  for (const RawRow& row : rows)
    for (const RawCell& cell : row) {
      auto v = readCell(cell);
      if (!v) return v.failure();
      values.push_back(*v);
      cells.push_back(&cell);
    }
  if (values.empty()) return message("empty-board");
  if (auto square = squareMissingItsBlank(rows, values); !size && square && checkGeometry(*square))
    return message("blank-missing",
                   {textArg("size", square->name()), numberArg("tiles", asCount(values.size()))});
  auto geometry = inferGeometry(rows, values.size(), size);
  if (!geometry) return geometry.failure();

  const int64_t n = geometry->cells();
  std::vector<int> seen(static_cast<size_t>(n), 0);
  for (int64_t v : values)
    if (v >= 0 && v < n && ++seen[static_cast<size_t>(v)] == 2)
      return message("tile-twice", {numberArg("tile", v)});
  if (seen[0] == 0) return message("no-blank");
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i] < 0 || values[i] >= n)
      return message("tile-out-of-range", {tileArg(*cells[i], values[i]), numberArg("max", n - 1)});

  Board board{*geometry, std::vector<uint8_t>(static_cast<size_t>(n))};
  for (size_t c = 0; c < board.tiles.size(); ++c) board.tiles[c] = static_cast<uint8_t>(values[c]);
  return board;
}

Expected<Board> parseGoal(std::string_view text, Geometry size) {
  std::string_view t = clean(text);
  if (t.empty() || t == "blank-last" || t == "last" || t == "default") return blankLastGoal(size);
  if (t == "blank-first" || t == "first") return blankFirstGoal(size);
  auto goal = parseBoard(text, size);
  if (!goal) return message("goal-invalid", {messageArg("problem", goal.failure().detail)});
  return goal;
}

}  // namespace npuzzle

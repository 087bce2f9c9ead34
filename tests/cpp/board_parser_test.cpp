#include <catch2/catch.hpp>

#include "core/board_parser.h"
#include "core/input_excerpt.h"

using namespace npuzzle;

namespace {
std::string errorOf(const std::string& text, std::optional<Geometry> size = std::nullopt) {
  auto board = parseBoard(text, size);
  return board ? std::string("(parsed)") : board.error();
}
}  // namespace

TEST_CASE("the board notations give the same board", "[parser]") {
  const std::vector<uint8_t> expected = {8, 0, 6, 5, 4, 7, 2, 3, 1};
  for (const char* text :
       {"8 0 6 5 4 7 2 3 1", "8,0,6/5,4,7/2,3,1", "[[8,0,6],[5,4,7],[2,3,1]]",
        "[8, 0, 6, 5, 4, 7, 2, 3, 1]", "8 0 6\n5 4 7\n2 3 1\n", "8\t_\t6;5 4 7;2 3 1",
        "8 . 6 5 4 7 2 3 1", "8.0 0 6 5 4 7 2 3 1", "((8, 0, 6), (5, 4, 7), (2, 3, 1))"}) {
    INFO(text);
    auto board = parseBoard(text);
    if (std::string(text).front() == '(') {
      CHECK_FALSE(board);  // tuples are not part of the notation
      continue;
    }
    REQUIRE(board);
    CHECK(board->tiles == expected);
    CHECK(board->geometry == Geometry{3, 3});
  }
}

TEST_CASE("a square board one blank short says the blank is missing", "[parser]") {
  CHECK(errorOf("1 2 3 4 5 6 7 8") ==
        "no blank (0): a 3x3 board holds 8 tiles and the blank, written 0 or _");
  // With a size given, the count is said against it (docs/contracts.md §1).
  CHECK(errorOf("1 2 3 4 5 6 7", Geometry{4, 2}) == "expected 8 tiles for 4x2, got 7");
  // Not every board without a 0 is one short: too few tiles for any size, or numbers past it.
  CHECK(errorOf("1 2 3 4 5 6") ==
        "cannot tell the size of a board of 6 tiles: give it with --size WxH, e.g. --size 3x2");
  CHECK(errorOf("1 2 3 4 5 6 7 9") ==
        "cannot tell the size of a board of 8 tiles: give it with --size WxH, e.g. --size 4x2");
}

TEST_CASE("a flat list's size example holds its tiles, and a count no board has says so",
          "[parser]") {
  CHECK(errorOf("1 2 3 4 5 6 7 8 9 10 11 0") ==
        "cannot tell the size of a board of 12 tiles: give it with --size WxH, e.g. --size 4x3");
  CHECK(errorOf("1 2 3 4 5 6 0") ==
        "7 tiles (the blank counted) fit no rectangle of at least 2x2: a tile is missing or one "
        "too many");
  // Every count a flat list can have: the example is a size the same list is then read with.
  for (int count = 5; count <= 300; ++count) {
    std::string tiles;
    for (int t = 1; t < count; ++t) tiles += std::to_string(t) + " ";
    tiles += "0";
    INFO(count);
    int side = 1;
    while ((side + 1) * (side + 1) <= count) ++side;
    bool rectangle = false;
    for (int height = 2; height * height <= count; ++height) rectangle |= count % height == 0;
    const std::string error = errorOf(tiles);
    if (side * side == count) {  // a square: read, or too large for any board
      CHECK(error == (count <= kMaxCells ? "(parsed)"
                                         : std::to_string(side) + "x" + std::to_string(side) +
                                               " has " + std::to_string(count) +
                                               " cells; the most is " + std::to_string(kMaxCells)));
    } else if (count > kMaxCells) {
      CHECK(error == "expected at most " + std::to_string(kMaxCells) + " tiles, got " +
                         std::to_string(count));
    } else if (!rectangle) {
      CHECK(error.rfind(std::to_string(count) + " tiles (the blank counted) fit no rectangle", 0) ==
            0);
    } else {
      const std::string example = error.substr(error.rfind(' ') + 1);
      const auto size = parseSize(example);
      REQUIRE(size);
      CHECK(size->cells() == count);
      CHECK(size->width >= size->height);
      CHECK(parseBoard(tiles, *size));
    }
  }
}

TEST_CASE("rows give the size of a non-square board, a flat list needs it", "[parser]") {
  auto rows = parseBoard("1 2 3 4/5 6 7 0");
  REQUIRE(rows);
  CHECK(rows->geometry == Geometry{4, 2});
  CHECK(errorOf("1 2 3 4 5 6 7 0") ==
        "cannot tell the size of a board of 8 tiles: give it with --size WxH, e.g. --size 4x2");
  auto sized = parseBoard("1 2 3 4 5 6 7 0", Geometry{4, 2});
  REQUIRE(sized);
  CHECK(sized->geometry == Geometry{4, 2});
}

TEST_CASE("every bad input gets a message that names the problem", "[parser]") {
  // Seed 000's invalid boards.
  CHECK(errorOf("[2,2]") == "expected at least 4 tiles (2x2), got 2");
  CHECK(errorOf("[[0,0,0],[1,2,3,4]]") == "row 2 has 4 tiles, expected 3");
  CHECK(errorOf("[[5,7,7],[2,4,3],[8,1,0]]") == "tile 7 appears twice");
  CHECK(errorOf("[[5,7,6],[2,4,3.2],[8,1,0]]") == "tile 3.2 is not an integer");
  CHECK(errorOf("[[5,7,6],[2,4,3],[\"8\",1,0]]") == "\"8\" is not a number");
  CHECK(errorOf("[[5,7,6],[2,4,3],[[8],1,0]]") ==
        "a cell is a list ([8]); each cell must be one number");
  // docs/contracts.md §1's list.
  CHECK(errorOf("1 2 3 4 5 6 7 8", Geometry{3, 3}) == "expected 9 tiles for 3x3, got 8");
  CHECK(errorOf("1 2 3/4 5/6 7 0") == "row 2 has 2 tiles, expected 3");
  CHECK(errorOf("1 2 3 4 5 6 7 9 0") == "tile 9 is out of range 0..8");
  CHECK(errorOf("1 2 3 4 5 6 7 8 9") == "no blank (0)");
  CHECK(errorOf("1 2 3 4 5 6 7 8 -1") == "no blank (0)");
  CHECK(errorOf("1 2 3 4 5 6 7 -8 0") == "tile -8 is out of range 0..8");
  CHECK(errorOf("") == "empty board: no tiles given");
  CHECK(errorOf("  \n ") == "empty board: no tiles given");
  CHECK(errorOf("[]") == "empty board: no tiles given");
  CHECK(errorOf("1 2 x 0") == "\"x\" is not a number");
  CHECK(errorOf("[[1,2],[3,0]") == "unbalanced brackets: missing ']'");
  CHECK(errorOf("[[1,2],3,0]") == "mixed notation: a list of rows cannot also hold bare tiles");
  CHECK(errorOf("1 2 3 4 5 6 7 8 0", Geometry{4, 4}) == "expected 16 tiles for 4x4, got 9");
  CHECK(errorOf("1 2/3 0", Geometry{3, 3}) ==
        "the rows make a 2x2 board, but the size given is 3x3");
  CHECK(errorOf("1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17", Geometry{1, 18}) ==
        "a board must be at least 2x2, got 1x18");
}

TEST_CASE("sizes", "[parser]") {
  CHECK(parseSize("4x3")->width == 4);
  CHECK(parseSize("4x3")->height == 3);
  CHECK(parseSize("5")->cells() == 25);
  CHECK(parseSize("3\xC3\x97"
                  "2")
            ->cells() == 6);
  CHECK(parseSize("16x16")->cells() == 256);
  CHECK(parseSize("17x16").error() == "17x16 has 272 cells; the most is 256");
  CHECK(parseSize("1x9").error() == "a board must be at least 2x2, got 1x9");
  CHECK(parseSize("four").error() == "size \"four\" is not of the form WxH (e.g. 4x4)");
}

TEST_CASE("goals: blank-last, blank-first and explicit", "[parser]") {
  Geometry g{3, 3};
  CHECK(parseGoal("blank-last", g)->toString() == "1 2 3 4 5 6 7 8 0");
  CHECK(parseGoal("blank-first", g)->toString() == "0 1 2 3 4 5 6 7 8");
  CHECK(parseGoal("1 2 3 8 0 4 7 6 5", g)->toString() == "1 2 3 8 0 4 7 6 5");
  CHECK(parseGoal("1 2 3 0", g).error() == "goal: expected 9 tiles for 3x3, got 4");
  CHECK(parseGoal("blank-last", Geometry{4, 2})->toString() == "1 2 3 4 5 6 7 0");
}

// Issue 10: inputs found by an adversarial run and by the fuzzer (tests/fuzz/corpus/board_parser).
TEST_CASE("text after the closing bracket is refused, never read past", "[parser]") {
  // The crash: a quoted cell after the list was stored into a row that did not exist.
  CHECK(errorOf("[1]\"\",") == "text after the closing bracket: \"\",");
  CHECK(errorOf("[1,2,3,0]\"junk\"") == "text after the closing bracket: \"junk\"");
  CHECK(errorOf("[1,2,3,0] 4") == "text after the closing bracket: 4");
  CHECK(errorOf("[1,2,3,0],") == "text after the closing bracket: ,");
  CHECK(errorOf("[[1,2],[3,0]] [[1,2],[3,0]]") == "text after the closing bracket: [[1,2],[3,0]]");
  CHECK(errorOf("[1,2,3,0]]") == "unbalanced brackets: too many ']'");
  CHECK(errorOf("[1,2,3,0] ]") == "unbalanced brackets: too many ']'");
  CHECK(errorOf("[1,2,3,0") == "unbalanced brackets: missing ']'");
  CHECK(errorOf("[[[[") == "unbalanced brackets: missing ']'");
  CHECK(errorOf("[1,2,3,\"0]") == "a quote (\") is not closed");
  CHECK(errorOf("['1,2,3,0]") == "a quote (') is not closed");
  CHECK(errorOf("[\"\"]") == "\"\" is not a number");
  // Brackets and quotes inside quotes are text.
  CHECK(errorOf("[1,2,3,\"]\"]") == "\"]\" is not a number");
  // Trailing blanks after the list are fine.
  auto spaced = parseBoard("[1,2,3,0]  \n\t ");
  REQUIRE(spaced);
  CHECK(spaced->toString() == "1 2 3 0");
}

TEST_CASE("goals go through the same checks", "[parser]") {
  CHECK(parseGoal("[1]\"\",", Geometry{2, 2}).error() ==
        "goal: text after the closing bracket: \"\",");
  CHECK(parseGoal("[1,2,3,0]\"junk\"", Geometry{2, 2}).error() ==
        "goal: text after the closing bracket: \"junk\"");
  CHECK(parseGoal("\xEF\xBB\xBF"
                  "blank-first",
                  Geometry{2, 2})
            ->toString() == "0 1 2 3");
}

TEST_CASE("a list standing for one number is a cell that is a list (the board notation)",
          "[parser]") {
  CHECK(errorOf("[[8],1,0,2]") == "a cell is a list ([8]); each cell must be one number");
  CHECK(errorOf("[1,0,2,[8]]") == "a cell is a list ([8]); each cell must be one number");
  CHECK(errorOf("[1,0,[],2]") == "a cell is a list ([]); each cell must be one number");
  CHECK(errorOf("[[1,2],[3,[0]]]") == "a cell is a list ([0]); each cell must be one number");
  CHECK(errorOf("[[1,2],[3,[[0]]]]") == "a cell is a list ([[0]]); each cell must be one number");
  // A list of several tiles next to bare tiles is a row among tiles.
  CHECK(errorOf("[[1,2],3,0]") == "mixed notation: a list of rows cannot also hold bare tiles");
}

TEST_CASE("huge tile numbers are named as written, without overflow", "[parser]") {
  CHECK(errorOf("1 2 3 99999999999999999999 5 6 7 8 0") ==
        "tile 99999999999999999999 is out of range 0..8");
  CHECK(errorOf("1 2 3 -99999999999999999999 5 6 7 8 0") ==
        "tile -99999999999999999999 is out of range 0..8");
  CHECK(errorOf("[1, 2, 3, 9223372036854775808, 0, 5, 6, 7, 8]") ==
        "tile 9223372036854775808 is out of range 0..8");
  CHECK(errorOf("1 2 3 1000000 5 6 7 8 0") == "tile 1000000 is out of range 0..8");
  CHECK(errorOf("1 2 3 999999 5 6 7 8 0") == "tile 999999 is out of range 0..8");
  CHECK(errorOf("1 2 3 000000000000000000009 5 6 7 8 0") == "tile 9 is out of range 0..8");
  CHECK(errorOf("1 2 3 +0099999999999999999999.000 5 6 7 8 0") ==
        "tile 99999999999999999999 is out of range 0..8");
  CHECK(errorOf("1 2 3 99999999999999999999.5 5 6 7 8 0") ==
        "tile 99999999999999999999.5 is not an integer");
  // A number too long to show is cut like any other echo.
  CHECK(errorOf("1 2 " + std::string(100, '9') + " 0") ==
        "tile " + std::string(40, '9') + "\xE2\x80\xA6 is out of range 0..3");
}

TEST_CASE("messages quote at most 40 bytes of the input", "[parser]") {
  const std::string junk(10000, 'x');
  CHECK(errorOf("1 2 3 " + junk) == "\"" + std::string(40, 'x') + "\xE2\x80\xA6\" is not a number");
  CHECK(errorOf("[1,2,3,0]" + junk) ==
        "text after the closing bracket: " + std::string(40, 'x') + "\xE2\x80\xA6");
  CHECK(errorOf("[[" + junk + "],1,0,2]") == "a cell is a list ([" + std::string(39, 'x') +
                                                 "\xE2\x80\xA6); each cell must be one number");
  CHECK(parseSize(junk).error() ==
        "size \"" + std::string(40, 'x') + "\xE2\x80\xA6\" is not of the form WxH (e.g. 4x4)");
  // Control characters are shown as escapes, and a cut never splits a UTF-8 character.
  CHECK(errorOf("[\"a\nb\x1b\",1,2,0]") == "\"a\\nb\\x1b\" is not a number");
  CHECK(errorOf("1 2 3 " + std::string(39, 'x') + "\xC3\xA9") ==
        "\"" + std::string(39, 'x') + "\xE2\x80\xA6\" is not a number");
  CHECK(errorOf("1 2 3 \xFF") == "\"\xEF\xBF\xBD\" is not a number");
  // Characters that draw as nothing or as a plain space are shown by code point (issue 33): a
  // zero-width space, a no-break space, a right-to-left override, a byte-order mark inside the
  // text, a C1 control, a tag character; a visible letter (é) stays as typed.
  const std::pair<const char*, const char*> invisible[] = {
      {"1\xE2\x80\x8B"
       "2",
       "1<U+200B>2"},
      {"1\xC2\xA0"
       "2",
       "1<U+00A0>2"},
      {"1\xE2\x80\xAE"
       "2",
       "1<U+202E>2"},
      {"1\xEF\xBB\xBF"
       "2",
       "1<U+FEFF>2"},
      {"1\xC2\x85"
       "2",
       "1<U+0085>2"},
      {"1\xF3\xA0\x81\x81"
       "2",
       "1<U+E0041>2"},
      {"1\xE3\x80\x80"
       "2",
       "1<U+3000>2"},
      {"\xC3\xA9", "\xC3\xA9"},
  };
  for (const auto& [typed, shown] : invisible) {
    INFO(shown);
    CHECK(errorOf(std::string("1 2 ") + typed + " 0") ==
          std::string("\"") + shown + "\" is not a number");
  }
  CHECK(inputExcerpt(std::string("a\0b", 3)) == "a\\x00b");
}

TEST_CASE("oversize text is refused before it is read", "[parser]") {
  const std::string tooLong = "1 2 3 0" + std::string(kMaxBoardTextLength, ' ');
  CHECK(errorOf(tooLong) ==
        "the board text is longer than 16384 characters; a board has at most 256 cells");
  CHECK(errorOf(std::string(10 << 20, '1')) ==
        "the board text is longer than 16384 characters; a board has at most 256 cells");
  CHECK(parseGoal(tooLong, Geometry{2, 2}).error() ==
        "goal: the board text is longer than 16384 characters; a board has at most 256 cells");
}

TEST_CASE("the largest boards parse in generous layouts", "[parser]") {
  // 16x16, blank last, as JSON rows indented the way a pretty-printer writes them...
  std::string json = "[\n";
  std::string spaced;
  for (int r = 0; r < 16; ++r) {
    json += "    [\n";
    for (int c = 0; c < 16; ++c) {
      const int tile = (r * 16 + c + 1) % 256;
      json += "        " + std::to_string(tile) + (c < 15 ? ",\n" : "\n");
      // ...and as one line with 40 spaces between tiles.
      spaced += std::to_string(tile) + std::string(40, ' ');
    }
    json += r < 15 ? "    ],\n" : "    ]\n";
  }
  json += "]\n";
  for (const std::string& text : {json, spaced}) {
    auto board = parseBoard(text);
    REQUIRE(board);
    CHECK(board->geometry == Geometry{16, 16});
    CHECK(*board == blankLastGoal(Geometry{16, 16}));
  }
}

TEST_CASE("a byte order mark at the start is skipped", "[parser]") {
  auto board = parseBoard(
      "\xEF\xBB\xBF"
      "1 2 3 0");
  REQUIRE(board);
  CHECK(board->toString() == "1 2 3 0");
  auto json = parseBoard("\xEF\xBB\xBF[[1,2],[3,0]]");
  REQUIRE(json);
  CHECK(json->toString() == "1 2 3 0");
  // Anywhere else it is not a number, and the message shows it by code point (it draws as
  // nothing).
  CHECK(errorOf("1 2 \xEF\xBB\xBF"
                "3 0") == "\"<U+FEFF>3\" is not a number");
}

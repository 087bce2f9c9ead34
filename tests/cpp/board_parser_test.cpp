#include <catch2/catch.hpp>

#include "core/board_parser.h"

using namespace npuzzle;

namespace {
std::string errorOf(const std::string& text, std::optional<Geometry> size = std::nullopt) {
  auto board = parseBoard(text, size);
  return board ? std::string("(parsed)") : board.error();
}
}  // namespace

TEST_CASE("the notations of SPEC 1 give the same board", "[parser]") {
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

TEST_CASE("rows give the size of a non-square board, a flat list needs it", "[parser]") {
  auto rows = parseBoard("1 2 3 4/5 6 7 0");
  REQUIRE(rows);
  CHECK(rows->geometry == Geometry{4, 2});
  CHECK(errorOf("1 2 3 4 5 6 7 0") ==
        "cannot tell the size of a board of 8 tiles: give the size as WxH, e.g. 4x3");
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
  // SPEC 1's list.
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

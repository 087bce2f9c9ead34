// The solvability explainer's data: the inversion form of the rule for each width agrees with
// the parity criterion (and with reachability), the numbers a student needs are right, and the
// fixing swap works.
#include <catch2/catch.hpp>

#include "core/board_parser.h"
#include "core/random_board.h"
#include "core/solvability.h"
#include "io/result_json.h"
#include "solver/board_requests.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

// The verdict of the inversion form the explainer states, from the report's numbers alone.
bool inversionRuleSays(const SolvabilityReport& r, int width) {
  if (width % 2 == 1) return r.inversions % 2 == 0;
  if (r.standardGoal) return (r.inversions + r.blankRowFromBottom) % 2 == 1;
  return (r.inversions + r.blankRowDistance) % 2 == 0;
}

Board swapped(Board board, std::pair<int, int> tiles) {
  auto where = board.positions();
  std::swap(board.tiles[where[tiles.first]], board.tiles[where[tiles.second]]);
  return board;
}

}  // namespace

TEST_CASE("the inversion rule for each width gives the parity criterion's verdict",
          "[solvability]") {
  Random random(5);
  for (Geometry g :
       {Geometry{2, 2}, Geometry{3, 2}, Geometry{2, 3}, Geometry{3, 3}, Geometry{4, 3},
        Geometry{3, 4}, Geometry{4, 4}, Geometry{5, 4}, Geometry{6, 6}, Geometry{16, 16}}) {
    INFO(g.name());
    for (int goalKind = 0; goalKind < 4; ++goalKind) {
      Board goal = goalKind == 0   ? blankLastGoal(g)
                   : goalKind == 1 ? blankFirstGoal(g)
                                   : randomWalkBoard(blankLastGoal(g), 17 + goalKind, random);
      if (goalKind == 3) std::swap(goal.tiles[goal.tiles[0] ? 0 : 1], goal.tiles[2]);  // any goal
      for (int i = 0; i < 300; ++i) {
        Board board = randomSolvableBoard(goal, random);
        if (i % 2)
          board = swapped(board, {board.tiles[0] ? board.tiles[0] : board.tiles[2],
                                  board.tiles[1] ? board.tiles[1] : board.tiles[2]});
        SolvabilityReport r = analyzeSolvability(board, goal);
        REQUIRE(inversionRuleSays(r, g.width) == r.solvable);
        REQUIRE(r.solvable == (r.transpositions % 2 == r.blankDistance % 2));
        REQUIRE(r.standardGoal == (goal == blankLastGoal(g)));
        REQUIRE(r.blankRowFromBottom == g.height - g.row(board.blankCell()));
        REQUIRE(r.goalBlankRowFromBottom == g.height - g.row(goal.blankCell()));
        REQUIRE(r.blankRowDistance == std::abs(g.row(board.blankCell()) - g.row(goal.blankCell())));
        SolvabilityRules rules = explainSolvability(r, g.width);
        std::string verdict = r.solvable ? "so it is solvable." : "so it is unsolvable.";
        REQUIRE(rules.rule.find(verdict) != std::string::npos);
        REQUIRE(rules.widthRule.find(verdict) != std::string::npos);
        if (!r.solvable) REQUIRE(analyzeSolvability(swapped(board, r.fixSwap), goal).solvable);
      }
    }
  }
}

TEST_CASE("2 1 3 4 5 6 7 8 0: the explainer's numbers, and the fixing swap reaches the goal",
          "[solvability]") {
  BoardCheck check = checkBoard("2 1 3 4 5 6 7 8 0", "", "blank-last");
  REQUIRE(check.problem.error.empty());
  const SolvabilityReport& r = check.problem.solvability;
  CHECK_FALSE(r.solvable);
  CHECK(r.inversions == 1);
  CHECK(r.transpositions == 1);
  CHECK(r.blankDistance == 0);
  CHECK(r.blankRowFromBottom == 1);
  CHECK(r.goalBlankRowFromBottom == 1);
  CHECK(r.standardGoal);
  CHECK(r.fixSwap == std::pair<int, int>{2, 1});
  SolvabilityRules rules = explainSolvability(r, 3);
  CHECK(rules.rule.find("the permutation is odd (1 swap) and the distance is 0 moves (even)") !=
        std::string::npos);
  CHECK(rules.widthRule.find("The width 3 is odd") != std::string::npos);
  CHECK(rules.widthRule.find("Here: 1 inversion (odd), so it is unsolvable.") != std::string::npos);

  // The independent oracle: unreachable as given, reachable after the swap.
  std::vector<int8_t> dist = oracle::distancesTo(oracle::blankLast9());
  Board fixed = swapped(*check.problem.board, r.fixSwap);
  oracle::Board9 given{}, after{};
  for (int i = 0; i < 9; ++i) given[i] = check.problem.board->tiles[i], after[i] = fixed.tiles[i];
  CHECK(dist[oracle::rank9(given)] == oracle::kUnreachable);
  CHECK(dist[oracle::rank9(after)] != oracle::kUnreachable);
  CHECK(analyzeSolvability(fixed, *check.problem.goal).solvable);

  std::string json = checkJson(check);
  for (const char* field :
       {"\"inversionParity\":\"odd\"", "\"blankDistanceParity\":\"even\"",
        "\"blankRowFromBottom\":1", "\"goalBlankRowFromBottom\":1", "\"blankRowDistance\":0",
        "\"widthParity\":\"odd\"", "\"standardGoal\":true", "\"fixSwap\":[2,1]", "\"rule\":\"",
        "\"widthRule\":\"The width 3 is odd"})
    CHECK(json.find(field) != std::string::npos);
}

TEST_CASE("a 4x4 unsolvable board: the even-width rule, and the fixing swap", "[solvability]") {
  // Sam Loyd's 14-15 puzzle.
  BoardCheck check = checkBoard("1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "", "blank-last");
  REQUIRE(check.problem.error.empty());
  const SolvabilityReport& r = check.problem.solvability;
  CHECK_FALSE(r.solvable);
  CHECK(r.inversions == 1);
  CHECK(r.blankRowFromBottom == 1);
  SolvabilityRules rules = explainSolvability(r, 4);
  CHECK(rules.widthRule.find("The width 4 is even") != std::string::npos);
  CHECK(rules.widthRule.find("Here: 1 inversion + row 1 = 2 (even), so it is unsolvable.") !=
        std::string::npos);
  Board fixed = swapped(*check.problem.board, r.fixSwap);
  CHECK(analyzeSolvability(fixed, *check.problem.goal).solvable);
  CHECK(fixed == *check.problem.goal);  // here the swap puts both tiles home

  // Blank in row 2 from the bottom with an even inversion count: unsolvable, and the swap fixes.
  BoardCheck other = checkBoard("1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12", "", "blank-last");
  CHECK(other.problem.solvability.solvable);
  Board broken = swapped(*other.problem.board, {1, 2});
  SolvabilityReport b = analyzeSolvability(broken, *other.problem.goal);
  REQUIRE_FALSE(b.solvable);
  CHECK(b.blankRowFromBottom == 2);
  CHECK(explainSolvability(b, 4).widthRule.find("4 inversions + row 2 = 6 (even)") !=
        std::string::npos);
  CHECK(analyzeSolvability(swapped(broken, b.fixSwap), *other.problem.goal).solvable);

  // Another goal: the inversions are counted in the goal's order, against the row distance.
  BoardCheck spiral = checkBoard("1 2 3 4 12 13 14 5 11 0 15 6 10 9 8 7", "",
                                 "1 2 3 4 12 13 14 5 11 0 15 6 10 9 7 8");
  REQUIRE(spiral.problem.error.empty());
  CHECK_FALSE(spiral.problem.solvability.standardGoal);
  CHECK_FALSE(spiral.problem.solvability.solvable);
  std::string text = explainSolvability(spiral.problem.solvability, 4).widthRule;
  CHECK(text.find("(counted in the goal's order)") != std::string::npos);
  CHECK(text.find("plus the rows between the blank and its goal row is even") != std::string::npos);
  CHECK(analyzeSolvability(swapped(*spiral.problem.board, spiral.problem.solvability.fixSwap),
                           *spiral.problem.goal)
            .solvable);
}

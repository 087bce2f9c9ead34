#include <catch2/catch.hpp>

#include <algorithm>
#include <numeric>
#include <set>

#include "core/board_parser.h"
#include "core/random_board.h"
#include "core/solvability.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

// Every board of a small geometry reachable from the goal, by plain BFS over tile vectors.
std::set<std::vector<uint8_t>> reachableFrom(const Board& goal) {
  const Geometry g = goal.geometry;
  std::set<std::vector<uint8_t>> seen{goal.tiles};
  std::vector<std::vector<uint8_t>> frontier{goal.tiles};
  while (!frontier.empty()) {
    std::vector<uint8_t> b = frontier.back();
    frontier.pop_back();
    int blank = static_cast<int>(std::find(b.begin(), b.end(), 0) - b.begin());
    for (int n = 0; n < g.cells(); ++n) {
      if (g.distance(n, blank) != 1) continue;
      std::vector<uint8_t> next = b;
      std::swap(next[n], next[blank]);
      if (seen.insert(next).second) frontier.push_back(next);
    }
  }
  return seen;
}

}  // namespace

TEST_CASE("solvability agrees with BFS reachability on every 3x3 board, both goals",
          "[solvability][exhaustive]") {
  for (const oracle::Board9& goal9 : {oracle::blankLast9(), oracle::blankFirst9()}) {
    std::vector<int8_t> dist = oracle::distancesTo(goal9);
    Board goal = testing_support::toBoard(goal9);
    long solvable = 0;
    for (uint32_t r = 0; r < 362880; ++r) {
      bool reachable = dist[r] != oracle::kUnreachable;
      Board board = testing_support::toBoard(oracle::unrank9(r));
      REQUIRE(analyzeSolvability(board, goal).solvable == reachable);
      solvable += reachable;
    }
    CHECK(solvable == 181440);
  }
}

TEST_CASE("solvability agrees with BFS on every board of 2x2, 3x2, 2x3, 4x2 and 2x4, any goal",
          "[solvability][exhaustive]") {
  for (Geometry g :
       {Geometry{2, 2}, Geometry{3, 2}, Geometry{2, 3}, Geometry{4, 2}, Geometry{2, 4}}) {
    INFO(g.name());
    // Two goals per geometry: blank-last and an arbitrary scrambled one.
    Board scrambled = blankLastGoal(g);
    std::reverse(scrambled.tiles.begin(), scrambled.tiles.end());
    for (const Board& goal : {blankLastGoal(g), scrambled}) {
      auto reachable = reachableFrom(goal);
      CHECK(reachable.size() * 2 == static_cast<size_t>(std::tgamma(g.cells() + 1) + 0.5));
      Board board = goal;
      std::sort(board.tiles.begin(), board.tiles.end());
      do {
        REQUIRE(analyzeSolvability(board, goal).solvable == (reachable.count(board.tiles) > 0));
      } while (std::next_permutation(board.tiles.begin(), board.tiles.end()));
    }
  }
}

TEST_CASE("the reason names both parities and the fixing swap works", "[solvability]") {
  Board goal = blankLastGoal(Geometry{3, 3});
  Board board = *parseBoard("2 1 3 4 5 6 7 8 0");
  SolvabilityReport report = analyzeSolvability(board, goal);
  CHECK_FALSE(report.solvable);
  CHECK(report.transpositions == 1);
  CHECK(report.inversions == 1);
  CHECK(report.blankDistance == 0);
  CHECK(report.reason.find("odd permutation") != std::string::npos);
  CHECK(report.reason.find("Swapping tiles 2 and 1") != std::string::npos);

  // 4x4 boards: a swap of two tiles makes any unsolvable board solvable, and the swap named does.
  Random random(7);
  Board goal16 = blankLastGoal(Geometry{4, 4});
  for (int i = 0; i < 200; ++i) {
    Board b = randomSolvableBoard(goal16, random);
    int first = b.tiles[0] ? 0 : 1, second = first + 1 + (b.tiles[first + 1] == 0);
    std::swap(b.tiles[first], b.tiles[second]);
    SolvabilityReport r = analyzeSolvability(b, goal16);
    REQUIRE_FALSE(r.solvable);
    auto where = b.positions();
    std::swap(b.tiles[where[r.fixSwap.first]], b.tiles[where[r.fixSwap.second]]);
    REQUIRE(analyzeSolvability(b, goal16).solvable);
  }
}

TEST_CASE("the seed boards' solvability", "[solvability][seeds]") {
  Geometry g{3, 3};
  // Seed 002: one solvable, one not (goal blank-last).
  CHECK(analyzeSolvability(*parseBoard("1 8 2 0 4 3 7 6 5"), blankLastGoal(g)).solvable);
  CHECK_FALSE(analyzeSolvability(*parseBoard("8 1 2 0 4 3 7 6 5"), blankLastGoal(g)).solvable);
  // Seed 003's second pair "hangs" in the seed: it is unsolvable.
  CHECK_FALSE(analyzeSolvability(*parseBoard("7 2 8 5 4 1 3 0 6"), *parseBoard("3 7 8 4 0 5 6 1 2"))
                  .solvable);
  CHECK(analyzeSolvability(*parseBoard("5 8 7 1 0 4 3 2 6"), *parseBoard("5 7 6 3 0 8 4 1 2"))
            .solvable);
}

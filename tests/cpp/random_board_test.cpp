#include <catch2/catch.hpp>

#include <map>

#include "core/random_board.h"
#include "core/solvability.h"

using namespace npuzzle;

TEST_CASE("random boards are solvable, seeded and spread over the solvable boards", "[random]") {
  Board goal = blankLastGoal(Geometry{2, 2});
  Random random(42);
  std::map<std::vector<uint8_t>, int> counts;
  const int samples = 12000;
  for (int i = 0; i < samples; ++i) {
    Board b = randomSolvableBoard(goal, random);
    REQUIRE(analyzeSolvability(b, goal).solvable);
    ++counts[b.tiles];
  }
  // 2x2 has 12 solvable boards; each should appear about 1000 times (5 sigma ~ 150).
  REQUIRE(counts.size() == 12);
  for (const auto& [tiles, n] : counts) CHECK(std::abs(n - samples / 12) < 150);

  Random a(5), b(5);
  Board goal44 = blankFirstGoal(Geometry{4, 4});
  CHECK(randomSolvableBoard(goal44, a) == randomSolvableBoard(goal44, b));
}

TEST_CASE("random walks stay solvable and move the blank the right number of steps", "[random]") {
  Board goal = blankLastGoal(Geometry{5, 3});
  Random random(3);
  for (int steps : {0, 1, 2, 7, 50}) {
    Board b = randomWalkBoard(goal, steps, random);
    CHECK(analyzeSolvability(b, goal).solvable);
    CHECK(goal.geometry.distance(b.blankCell(), goal.blankCell()) % 2 == steps % 2);
  }
}

// Windowed improvement of a found path: never longer, always valid, and it removes detours.

#include <catch2/catch.hpp>

#include "core/random_board.h"
#include "heuristics/linear_conflict.h"
#include "large_boards/path_improver.h"
#include "large_boards/row_by_row_search.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

TEST_CASE("improved 8-puzzle paths replay, never grow, and never beat the BFS optimum",
          "[improve]") {
  const oracle::Board9 goal9 = oracle::blankLast9();
  const std::vector<int8_t> distance = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  LinearConflict lc(goal);
  Random random(8);
  int shortened = 0;
  for (int i = 0; i < 60; ++i) {
    Board start = randomSolvableBoard(goal, random);
    SearchProblem problem(start, goal);
    // Greedy best-first leaves long detours to remove.
    auto greedy = makeEagerSearch(problem, lc, EagerConfig{0, 1, false, uint64_t{1} << 26});
    REQUIRE(greedy->search() == Status::Solved);
    PathImprover improver(start, greedy->solution(), 12);
    size_t before = greedy->solution().size();
    while (!improver.done()) improver.step();
    Board replayed = start;
    REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
    REQUIRE(replayed == goal);
    CHECK(improver.moves().size() <= before);
    oracle::Board9 b9;
    std::copy(start.tiles.begin(), start.tiles.end(), b9.begin());
    CHECK(static_cast<int>(improver.moves().size()) >= distance[oracle::rank9(b9)]);
    CHECK(before - improver.moves().size() == static_cast<size_t>(improver.movesSaved()));
    shortened += improver.moves().size() < before;
  }
  CHECK(shortened > 10);
}

TEST_CASE("a detour inserted into an optimal path is taken out again", "[improve]") {
  const Board goal = blankLastGoal(Geometry{5, 5});
  Random random(5);
  Board start = randomWalkBoard(goal, 30, random);
  LinearConflict lc(goal);
  SearchProblem problem(start, goal);
  auto astar = makeEagerSearch(problem, lc, EagerConfig{});
  REQUIRE(astar->search() == Status::Solved);
  std::vector<SolutionStep> path = astar->solution();
  // Slide the first moved tile back and forth twice more: 4 wasted moves.
  SolutionStep first = path[0];
  SolutionStep back{first.tile, opposite(first.direction)};
  path.insert(path.begin() + 1, {back, first, back, first});
  PathImprover improver(start, path);
  while (!improver.done()) improver.step();
  CHECK(improver.moves().size() == astar->solution().size());
  Board replayed = start;
  CHECK(testing_support::replay(replayed, improver.moves()) == "");
  CHECK(replayed == goal);
}

TEST_CASE("the improver is resumable: step(budget) stays within the budget and a window's setup",
          "[improve]") {
  const Board goal = blankLastGoal(Geometry{16, 16});
  Random random(12);
  Board start = randomWalkBoard(goal, 60, random);
  SearchProblem problem(start, goal);
  // The construction's long, detour-rich path on a board with costly windows.
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  const std::vector<SolutionStep>& path = construction.solution();
  PathImprover improver(start, path);
  const uint64_t bound = 50 + improver.windowSetupCost();
  int calls = 0;
  while (!improver.done() && calls < 200000) {
    REQUIRE(improver.step(50) <= bound);
    ++calls;
  }
  CHECK(improver.done());
  CHECK(improver.moves().size() < path.size());
  Board replayed = start;
  CHECK(testing_support::replay(replayed, improver.moves()) == "");
  CHECK(replayed == goal);
}

TEST_CASE("above 25 cells a long path is solved again with the lines in the other order",
          "[improve][linebeam]") {
  Random random(27);
  const Board goal = blankLastGoal(Geometry{7, 7});
  const Board start = randomSolvableBoard(goal, random);
  SearchProblem problem(start, goal);
  // The construction's path is about three times linear conflict: far past the threshold.
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  PathImprover improver(start, construction.solution());
  CHECK(improver.retrying());
  while (improver.retrying()) improver.step(1000);
  LinearConflict lc(goal);
  // The line search's answer replaced it: within the ratio the line search reaches.
  CHECK(static_cast<double>(improver.moves().size()) < 2.2 * lc.evaluate(start.tiles.data()));
  while (!improver.done()) improver.step();
  Board replayed = start;
  REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
  CHECK(replayed == goal);
  CHECK(improver.moves().size() + static_cast<size_t>(improver.movesSaved()) ==
        construction.solution().size());

  // No retry when asked for windows by length, on 25 cells or fewer, or for a path already
  // near its bound.
  CHECK_FALSE(PathImprover(start, construction.solution(), 24).retrying());
  const Board smallGoal = blankLastGoal(Geometry{5, 5});
  SearchProblem smallProblem(randomSolvableBoard(smallGoal, random), smallGoal);
  RowByRowSearch smallConstruction(smallProblem);
  REQUIRE(smallConstruction.search() == Status::Solved);
  CHECK_FALSE(PathImprover(smallProblem.start, smallConstruction.solution()).retrying());
  CHECK_FALSE(PathImprover(start, improver.moves()).retrying());
}

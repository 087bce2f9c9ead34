// Windowed improvement of a found path: never longer, always valid, and it removes detours.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>

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
          "[improve][linebeam][long]") {
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

  // No retry when asked for windows by length, on 25 cells or fewer, or above 100 cells for a
  // path already near its bound; up to 100 cells every path gets its retries.
  CHECK_FALSE(PathImprover(start, construction.solution(), 24).retrying());
  const Board smallGoal = blankLastGoal(Geometry{5, 5});
  SearchProblem smallProblem(randomSolvableBoard(smallGoal, random), smallGoal);
  RowByRowSearch smallConstruction(smallProblem);
  REQUIRE(smallConstruction.search() == Status::Solved);
  CHECK_FALSE(PathImprover(smallProblem.start, smallConstruction.solution()).retrying());
  CHECK(PathImprover(start, improver.moves()).retrying());
  const Board bigGoal = blankLastGoal(Geometry{11, 11});
  SearchProblem bigProblem(randomWalkBoard(bigGoal, 20, random), bigGoal);
  LinearConflict bigLc(bigGoal);
  auto astar = makeEagerSearch(bigProblem, bigLc, EagerConfig{});
  REQUIRE(astar->search() == Status::Solved);
  REQUIRE(astar->solution().size() >= 2);
  CHECK_FALSE(PathImprover(bigProblem.start, astar->solution()).retrying());
  CHECK(PathImprover::retries(36, false) == 19);
  CHECK(PathImprover::retries(49, false) == 5);
  CHECK(PathImprover::retries(50, false) == 3);
  CHECK(PathImprover::retries(64, false) == 3);
  CHECK(PathImprover::retries(100, false) == 1);
  CHECK(PathImprover::retries(121, false) == 0);
  CHECK(PathImprover::retries(121, true) == 1);
  CHECK(PathImprover::retries(129, true) == 0);
}

TEST_CASE("above 25 cells the path's tail within a block is solved again as a board of its own",
          "[improve][linebeam][long]") {
  // A 6x6 board whose only disorder is its bottom-right 3x3 block, and a path confined to that
  // block: greedy best-first's on the block as an 8-puzzle, full of detours, written in the 6x6's
  // tiles. The tail is the whole path; weighted IDA* down to w = 1 over the block's databases
  // must bring it to at most the block's optimum, by the BFS oracle (the bigger board might
  // allow shorter, never longer).
  const oracle::Board9 goal9 = oracle::blankLast9();
  const std::vector<int8_t> distance = oracle::distancesTo(goal9);
  const Board goal = blankLastGoal(Geometry{6, 6});
  const Geometry g = goal.geometry;
  const Board blockGoal = testing_support::toBoard(goal9);
  LinearConflict blockLc(blockGoal);
  Random random(31);
  int shortened = 0;
  for (int i = 0; i < 12; ++i) {
    const Board block = randomSolvableBoard(blockGoal, random);
    SearchProblem blockProblem(block, blockGoal);
    auto greedy =
        makeEagerSearch(blockProblem, blockLc, EagerConfig{0, 1, false, uint64_t{1} << 26});
    REQUIRE(greedy->search() == Status::Solved);
    // The block's tile k (goal order) is the 6x6's tile at the block's k-th goal cell.
    auto cellOf = [&](int blockCell) { return g.cell(3 + blockCell / 3, 3 + blockCell % 3); };
    std::vector<uint8_t> tileOf(9, 0);
    for (int c = 0; c < 9; ++c) tileOf[blockGoal.tiles[c]] = goal.tiles[cellOf(c)];
    Board start = goal;
    for (int c = 0; c < 9; ++c) start.tiles[cellOf(c)] = tileOf[block.tiles[c]];
    std::vector<SolutionStep> path;
    for (const SolutionStep& step : greedy->solution())
      path.push_back(SolutionStep{tileOf[step.tile], step.direction});
    {
      Board replayed = start;
      REQUIRE(testing_support::replay(replayed, path) == "");
      REQUIRE(replayed == goal);
    }
    PathImprover improver(start, path);
    while (improver.retrying()) improver.step(1000);
    if (improver.moves().size() < 2) continue;
    REQUIRE(improver.tailing());
    while (improver.tailing()) improver.step(1000);
    oracle::Board9 b9;
    std::copy(block.tiles.begin(), block.tiles.end(), b9.begin());
    CHECK(static_cast<int>(improver.moves().size()) <= distance[oracle::rank9(b9)]);
    Board replayed = start;
    REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
    CHECK(replayed == goal);
    CHECK(improver.moves().size() + static_cast<size_t>(improver.movesSaved()) == path.size());
    shortened += improver.moves().size() < path.size();
  }
  CHECK(shortened > 6);
}

TEST_CASE("a 6x6 line search's path gets its tail solved again and still replays",
          "[improve][linebeam]") {
  Random random(101);
  const Board goal = blankLastGoal(Geometry{6, 6});
  const Board start = randomSolvableBoard(goal, random);
  SearchProblem problem(start, goal);
  LinearConflict lc(goal);
  LineBeamSearch search(problem, lc, uint64_t{128} << 20);
  REQUIRE(search.search() == Status::Solved);
  PathImprover improver(start, search.solution());
  while (improver.retrying()) improver.step(100000);
  // The line search ends with a beam over the last 5x5: that is the tail.
  REQUIRE(improver.tailing());
  while (improver.tailing()) improver.step(100000);
  CHECK(improver.moves().size() <= search.solution().size());
  Board replayed = start;
  REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
  CHECK(replayed == goal);
}

TEST_CASE(
    "up to 49 cells the tails of several line searches' paths are tightened, the shortest "
    "kept",
    "[improve][linebeam][long]") {
  // Independently of the improver: each line search the retries run, and the default one. The
  // improver's answer once its tails are done must be no longer than any of them, and replay.
  Random random(606);
  const Board goal = blankLastGoal(Geometry{6, 6});
  LinearConflict lc(goal);
  CHECK(PathImprover::tailCount(36) == 3);
  CHECK(PathImprover::tailCount(49) == 3);
  CHECK(PathImprover::tailCount(64) == 1);
  CHECK(PathImprover::tailCount(25) == 0);
  const LineDrift drifts[] = {{2.5, 0.7}, {2.0, 0.8}, {3.0, 0.6}, {1.5, 0.8}};
  {
    const Board start = randomSolvableBoard(goal, random);
    SearchProblem problem(start, goal);
    size_t shortestLineSearch = SIZE_MAX;
    std::vector<SolutionStep> first;
    for (LineOrder order : {LineOrder::RowsFirst, LineOrder::ColumnsFirst})
      for (const LineDrift& drift : drifts) {
        LineBeamSearch search(problem, lc, uint64_t{128} << 20, order, drift);
        REQUIRE(search.search() == Status::Solved);
        shortestLineSearch = std::min(shortestLineSearch, search.solution().size());
        if (first.empty()) first = search.solution();
      }
    PathImprover improver(start, first);
    while (improver.retrying()) improver.step(100000);
    REQUIRE(improver.tailing());
    // What a caller shows as the best so far, and keeps on Cancel, never grows while the tails
    // are tightened one after another, and is a whole path at every step.
    size_t best = improver.moves().size();
    while (improver.tailing()) {
      improver.step(100000);
      CHECK(improver.moves().size() <= best);
      best = improver.moves().size();
      Board midway = start;
      REQUIRE(testing_support::replay(midway, improver.moves()) == "");
      CHECK(midway == goal);
    }
    CHECK(improver.moves().size() <= shortestLineSearch);
    CHECK(improver.moves().size() + static_cast<size_t>(improver.movesSaved()) == first.size());
    Board replayed = start;
    REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
    CHECK(replayed == goal);
  }
}

TEST_CASE("up to 100 cells windows grow once the windows of 32 moves find nothing more",
          "[improve][linebeam][long]") {
  // The path the 32-move windows leave (the improver's own path the moment its windows first
  // grow) against its final one: never longer, shorter on some of these boards, and it replays.
  // An 8x8's grow too; above 100 cells the windows never grow.
  Random random(4242);
  const Board goal = blankLastGoal(Geometry{5, 8});
  LinearConflict lc(goal);
  int shortened = 0;
  for (int i = 0; i < 3; ++i) {
    const Board start = randomSolvableBoard(goal, random);
    SearchProblem problem(start, goal);
    LineBeamSearch search(problem, lc, uint64_t{128} << 20);
    REQUIRE(search.search() == Status::Solved);
    PathImprover improver(start, search.solution());
    size_t atGrowth = 0;
    int longest = improver.windowLength();
    while (!improver.done()) {
      improver.step(100000);
      if (atGrowth == 0 && improver.windowLength() > 32) atGrowth = improver.moves().size();
      longest = std::max(longest, improver.windowLength());
    }
    CHECK(longest == 64);
    REQUIRE(atGrowth > 0);
    CHECK(improver.moves().size() <= atGrowth);
    shortened += improver.moves().size() < atGrowth;
    Board replayed = start;
    REQUIRE(testing_support::replay(replayed, improver.moves()) == "");
    CHECK(replayed == goal);
  }
  CHECK(shortened >= 1);

  // Boards 40 moves from the goal, their paths A*'s: the windows have found nothing to shorten
  // when they grow, and the 8x8's still grow to 64 moves; the 11x10's stay at 32.
  for (const Geometry g : {Geometry{8, 8}, Geometry{11, 10}}) {
    INFO(g.name());
    const Board bigGoal = blankLastGoal(g);
    SearchProblem bigProblem(randomWalkBoard(bigGoal, 40, random), bigGoal);
    LinearConflict bigLc(bigGoal);
    auto astar = makeEagerSearch(bigProblem, bigLc, EagerConfig{});
    REQUIRE(astar->search() == Status::Solved);
    PathImprover bigImprover(bigProblem.start, astar->solution());
    int bigLongest = bigImprover.windowLength();
    while (!bigImprover.done()) {
      bigImprover.step(100000);
      bigLongest = std::max(bigLongest, bigImprover.windowLength());
    }
    CHECK(bigLongest == (g.cells() <= 100 ? 64 : 32));
    CHECK(bigImprover.moves().size() == astar->solution().size());  // optimal already
  }
}

TEST_CASE(
    "thinking further runs the line searches the default left out, round by round, and "
    "never lengthens the path",
    "[improve][think]") {
  // A 5x6 (30 cells): the default runs nineteen line searches, thinking further twenty more, a
  // few at a time (tests/js/wasm-anytime.test.mjs: a 7x6 through the whole session).
  Random random(42);
  const Board goal = blankLastGoal(Geometry{5, 6});
  SearchProblem problem(randomWalkBoard(goal, 200, random), goal);
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  PathImprover improver(problem.start, construction.solution());
  CHECK_FALSE(improver.thinkFurther());  // not before the default's work is done
  while (!improver.done()) improver.step();
  const size_t byDefault = improver.moves().size();

  int rounds = 0;
  size_t shortest = byDefault;
  while (improver.thinkFurther()) {
    ++rounds;
    CHECK_FALSE(improver.done());
    CHECK(improver.retrying());
    while (!improver.done()) {
      improver.step(50000);
      // The best so far never grows, not even while the new paths are worked on.
      CHECK(improver.moves().size() <= shortest);
      shortest = improver.moves().size();
    }
    Board board = problem.start;
    CHECK(testing_support::replay(board, improver.moves()) == "");
    CHECK(board == goal);
  }
  CHECK(rounds >= 2);
  CHECK(improver.moves().size() <= byDefault);
  CHECK(improver.done());

  // A 5x5 runs none (its answer is tightened instead).
  const Board goal25 = blankLastGoal(Geometry{5, 5});
  SearchProblem problem25(randomWalkBoard(goal25, 200, random), goal25);
  RowByRowSearch construction25(problem25);
  REQUIRE(construction25.search() == Status::Solved);
  PathImprover improver25(problem25.start, construction25.solution());
  while (!improver25.done()) improver25.step();
  CHECK_FALSE(improver25.thinkFurther());
}

TEST_CASE(
    "thinking further above 128 cells runs the line searches, and a shorter path is the answer "
    "as soon as its search ends",
    "[improve][think][constructive][long]") {
  // By default nothing runs the line search again above 128 cells; a time to think does. From
  // the construction's path (about 2.5 times linear conflict on a 12x11) the first line search
  // of the round finds a far shorter one, which is the answer while the round goes on: a time
  // to think that ends there keeps it.
  Random random(132);
  const Board goal = blankLastGoal(Geometry{12, 11});
  SearchProblem problem(randomSolvableBoard(goal, random), goal);
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  PathImprover improver(problem.start, construction.solution());
  while (!improver.done()) {
    improver.step();
    CHECK_FALSE(improver.retrying());
  }
  const size_t byDefault = improver.moves().size();
  REQUIRE(improver.thinkFurther());
  size_t shortest = byDefault;
  while (improver.retrying() && shortest == byDefault) {
    improver.step(100000);
    CHECK(improver.moves().size() <= shortest);
    shortest = improver.moves().size();
  }
  CHECK(improver.retrying());  // the next line search of the round has started
  CHECK(shortest * 10 < byDefault * 9);
  Board board = problem.start;
  CHECK(testing_support::replay(board, improver.moves()) == "");
  CHECK(board == goal);
}

#include <catch2/catch.hpp>

#include "core/random_board.h"
#include "large_boards/row_by_row_search.h"
#include "solver/solver_session.h"
#include "support/replay.h"

using namespace npuzzle;

TEST_CASE("the row-by-row construction solves every shape, for any goal", "[constructive]") {
  Random random(21);
  for (Geometry g :
       {Geometry{2, 2}, Geometry{3, 2}, Geometry{2, 5}, Geometry{3, 3}, Geometry{4, 4},
        Geometry{5, 3}, Geometry{3, 7}, Geometry{6, 6}, Geometry{7, 5}, Geometry{10, 10}}) {
    for (int i = 0; i < 6; ++i) {
      INFO(g.name() << " instance " << i);
      // Standard goals and arbitrary ones (the blank's goal cell anywhere).
      Board goal = i == 0   ? blankLastGoal(g)
                   : i == 1 ? blankFirstGoal(g)
                            : randomSolvableBoard(blankLastGoal(g), random);
      SearchProblem problem(randomSolvableBoard(goal, random), goal);
      RowByRowSearch search(problem);
      REQUIRE(search.search() == Status::Solved);
      Board board = problem.start;
      REQUIRE(testing_support::replay(board, search.solution()) == "");
      REQUIRE(board == goal);
    }
  }
}

TEST_CASE("auto answers big boards: the construction, each line placed by beam searches",
          "[constructive][session][long]") {
  Random random(5);
  SolverSession session;
  for (Geometry g : {Geometry{6, 6}, Geometry{8, 8}, Geometry{10, 10}}) {
    INFO(g.name());
    SolveRequest request;
    request.board = randomSolvableBoard(blankLastGoal(g), random).toString();
    request.maxMemoryMB = 512;
    const SolveResult& r = session.solve(request);
    REQUIRE(r.status == Status::Solved);
    CHECK_FALSE(r.optimal);
    CHECK(r.lowerBound > 0);
    CHECK(r.lowerBound <= static_cast<int>(r.moves.size()));
    CHECK(r.algorithm == "constructive");
    CHECK(r.heuristic == "linear-conflict");  // what the line search ranks boards by
    Board board = *r.board;
    REQUIRE(testing_support::replay(board, r.moves) == "");
    CHECK(board == *r.goal);
  }
}

// The four 256-cell shapes of issue 10: a 16x16, and the long strips where every line is the
// "last two tiles" manoeuvre (2x128) or the region is only two lines deep (128x2).
const Geometry kBigShapes[] = {Geometry{16, 16}, Geometry{2, 128}, Geometry{4, 64},
                               Geometry{128, 2}};

TEST_CASE("the construction solves 256-cell boards of every shape, for any goal",
          "[constructive][big]") {
  Random random(10);
  int shape = 0;
  for (Geometry g : kBigShapes) {
    // A standard goal (blank-first puts the goal's blank on the first line: lines are then
    // taken from the far side), and an arbitrary one; two per shape keeps the sanitizer run short.
    for (int i = 0; i < 2; ++i) {
      INFO(g.name() << " instance " << i);
      Board goal = i == 1           ? randomSolvableBoard(blankLastGoal(g), random)
                   : shape % 2 == 0 ? blankFirstGoal(g)
                                    : blankLastGoal(g);
      SearchProblem problem(randomSolvableBoard(goal, random), goal);
      RowByRowSearch search(problem);
      REQUIRE(search.search() == Status::Solved);
      Board board = problem.start;
      REQUIRE(testing_support::replay(board, search.solution()) == "");
      REQUIRE(board == goal);
    }
    ++shape;
  }
}

TEST_CASE("the construction is resumable: a step of budget 1 is bounded by one placement search",
          "[constructive][big]") {
  // 64-bit and bounded: at most 2^20 states on 256 cells (the old whole-board search of a line's
  // last two tiles needed 256^3, and computed 256^4 in a size_t, 0 in 32-bit wasm).
  CHECK(RowByRowSearch::maxSearchStates(256) == uint64_t{1} << 20);
  Random random(3);
  for (Geometry g : {Geometry{16, 16}, Geometry{2, 128}}) {
    INFO(g.name());
    const Board goal = blankLastGoal(g);
    SearchProblem problem(randomSolvableBoard(goal, random), goal);
    RowByRowSearch search(problem);
    // One unit of budget, and at most one search past it.
    const uint64_t bound = search.statesPerUnit() + RowByRowSearch::maxSearchStates(g.cells());
    uint64_t steps = 0, before = 0;
    Status status = Status::Running;
    while (status == Status::Running) {
      status = search.step(1);
      const uint64_t expanded = search.stats().expanded;
      REQUIRE(expanded - before <= bound);
      before = expanded;
      ++steps;
      REQUIRE(search.progress().frontier <= static_cast<uint64_t>(g.cells()));
    }
    REQUIRE(status == Status::Solved);
    CHECK(steps > static_cast<uint64_t>(g.cells()) / 2);  // many small calls, not one big one
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, search.solution()) == "");
    CHECK(board == goal);
  }
}

#include <catch2/catch.hpp>

#include "core/random_board.h"
#include "search/row_by_row_search.h"
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
      REQUIRE(search.search() == SearchStatus::Solved);
      Board board = problem.start;
      REQUIRE(testing_support::replay(board, search.solution()) == "");
      REQUIRE(board == goal);
    }
  }
}

TEST_CASE("auto answers big boards: weighted A* or, past its memory, the construction",
          "[constructive][session]") {
  Random random(5);
  SolverSession session;
  for (Geometry g : {Geometry{6, 6}, Geometry{8, 8}, Geometry{10, 10}}) {
    INFO(g.name());
    SolveRequest request;
    request.board = randomSolvableBoard(blankLastGoal(g), random).toString();
    request.maxMemoryMB = 512;
    const SolveResult& r = session.solve(request);
    REQUIRE(r.status == SolveStatus::Solved);
    CHECK_FALSE(r.optimal);
    CHECK(r.lowerBound > 0);
    CHECK(r.lowerBound <= static_cast<int>(r.moves.size()));
    CHECK((r.algorithm == "wastar" || r.algorithm == "constructive"));
    Board board = *r.board;
    REQUIRE(testing_support::replay(board, r.moves) == "");
    CHECK(board == *r.goal);
  }
}

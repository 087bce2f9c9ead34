// A* + Manhattan against the BFS oracle on all 181,440 solvable 3x3 boards, for both standard
// goals, every move list replayed. Tagged [sweep]: npm test runs it; the sanitizer build skips it.

#include <catch2/catch.hpp>

#include "heuristics/manhattan_distance.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

void sweep(const oracle::Board9& goal9) {
  std::vector<int8_t> dist = oracle::distancesTo(goal9);
  Board goal = testing_support::toBoard(goal9);
  ManhattanDistance manhattan(goal);
  long solved = 0;
  for (uint32_t r = 0; r < 362880; ++r) {
    if (dist[r] == oracle::kUnreachable) continue;
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    auto search = makeEagerSearch(problem, manhattan, EagerConfig{});
    REQUIRE(search->search() == Status::Solved);
    REQUIRE(static_cast<int>(search->solution().size()) == dist[r]);
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, search->solution()) == "");
    REQUIRE(board == goal);
    ++solved;
  }
  CHECK(solved == 181440);
}

}  // namespace

TEST_CASE("A* with Manhattan is optimal on every 3x3 board (goal blank-last)", "[sweep]") {
  sweep(oracle::blankLast9());
}

TEST_CASE("A* with Manhattan is optimal on every 3x3 board (goal blank-first)", "[sweep]") {
  sweep(oracle::blankFirst9());
}

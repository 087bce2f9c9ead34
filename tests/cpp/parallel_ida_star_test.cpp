// IDA* on several threads (the CLI's --threads) against the BFS oracle. Natively only: the wasm
// build has no threads, and its factory runs the one-thread search for any count.
#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#ifndef __EMSCRIPTEN__

#include "core/random_board.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/heuristic.h"
#include "heuristics/manhattan_distance.h"
#include "search/parallel_ida_star_search.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

// The 3x3 space toward a goal: the oracle's distances and the pattern-database heuristic.
struct OracleSpace {
  explicit OracleSpace(const oracle::Board9& goal9)
      : dist(oracle::distancesTo(goal9)),
        goal(testing_support::toBoard(goal9)),
        heuristic(makeHeuristic(HeuristicKind::PatternDatabase, goal)),
        pdb(dynamic_cast<const AdditivePdbHeuristic*>(heuristic.get())) {
    REQUIRE(pdb != nullptr);
  }
  std::vector<int8_t> dist;
  Board goal;
  std::unique_ptr<Heuristic> heuristic;
  const AdditivePdbHeuristic* pdb;
};

}  // namespace

TEST_CASE("IDA* on 2 and 3 threads finds the BFS oracle's distance on sampled 3x3 boards",
          "[algorithms]") {
  const OracleSpace space(oracle::blankLast9());
  int checked = 0, deepest = 0;
  // Every 181st board: about 1,000 of the 181,440, every distance from 0 to 31 among them.
  for (uint32_t r = 0; r < 362880; r += 181) {
    if (space.dist[r] == oracle::kUnreachable) continue;
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), space.goal);
    for (unsigned threads : {2u, 3u}) {
      INFO("board rank " << r << ", " << threads << " threads");
      ParallelIdaStarSearch<AdditivePdbHeuristic> search(problem, *space.pdb, 1, 1, threads);
      REQUIRE(search.search() == Status::Solved);
      REQUIRE(static_cast<int>(search.solution().size()) == space.dist[r]);
      CHECK(search.provenLowerBound() == space.dist[r]);
      Board board = problem.start;
      REQUIRE(testing_support::replay(board, search.solution()) == "");
      REQUIRE(board == space.goal);
    }
    ++checked;
    deepest = std::max<int>(deepest, space.dist[r]);
  }
  CHECK(checked > 900);
  CHECK(deepest >= 28);
}

TEST_CASE("IDA* on threads keeps a weighted bound within the weight of the optimum",
          "[algorithms]") {
  const OracleSpace space(oracle::blankFirst9());
  for (uint32_t r = 7; r < 362880; r += 1999) {
    if (space.dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), space.goal);
    // f = 2g + 3h: at most 1.5 times the optimum.
    ParallelIdaStarSearch<AdditivePdbHeuristic> search(problem, *space.pdb, 2, 3, 2);
    REQUIRE(search.search() == Status::Solved);
    REQUIRE(2 * search.solution().size() <= 3 * static_cast<size_t>(space.dist[r]));
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, search.solution()) == "");
    REQUIRE(board == space.goal);
  }
}

namespace {

// A 4x3 board that takes IDA* with Manhattan distance several steps' worth of expansions.
struct SteppedBoard {
  Board goal = blankLastGoal(Geometry{4, 3});
  Board start = randomStart(goal);
  ManhattanDistance manhattan{goal};
  SearchProblem problem{start, goal};

  static Board randomStart(const Board& goal) {
    Random random(32);
    return randomSolvableBoard(goal, random);
  }
};

}  // namespace

TEST_CASE("IDA* on threads hands out each iteration's shares least f first", "[algorithms]") {
  using Search = ParallelIdaStarSearch<ManhattanDistance>;
  const SteppedBoard board;
  Search search(board.problem, board.manhattan, 1, 1, 2);
  // Each iteration's shares (those within its bound, which may be none at first), step by step:
  // sorted, and of more than one f once there are enough of them.
  int seen = 0;
  Status status = Status::Running;
  while (status == Status::Running) {
    const std::vector<int>& f = search.shareBounds();
    CHECK(std::is_sorted(f.begin(), f.end()));
    if (f.size() >= 2 * Search::kSharesPerThread) {
      ++seen;
      CHECK(f.front() < f.back());
      CHECK(f.back() <= search.provenLowerBound());
    }
    status = search.step(1);
  }
  CHECK(status == Status::Solved);
  CHECK(seen >= 2);
}

TEST_CASE("IDA* on threads stops within its step budget and resumes where it was", "[algorithms]") {
  // The stepped board, searched in the smallest steps: each runs at least kMinStep expansions
  // (the threads start per step), the bound it proves never passes the optimum, and it ends at
  // the one-thread length.
  using Search = ParallelIdaStarSearch<ManhattanDistance>;
  const SteppedBoard stepped;
  auto single = makeIdaStarSearch(stepped.problem, stepped.manhattan);
  REQUIRE(single->search() == Status::Solved);
  const int optimum = static_cast<int>(single->solution().size());
  REQUIRE(single->stats().expanded > 3 * Search::kMinStep);

  Search search(stepped.problem, stepped.manhattan, 1, 1, 2);
  Status status = Status::Running;
  int steps = 0;
  uint64_t before = 0;
  while ((status = search.step(1)) == Status::Running) {
    REQUIRE(search.stats().expanded >= before + Search::kMinStep);
    before = search.stats().expanded;
    REQUIRE(search.provenLowerBound() <= optimum);
    ++steps;
  }
  REQUIRE(status == Status::Solved);
  CHECK(steps >= 2);
  CHECK(static_cast<int>(search.solution().size()) == optimum);
  Board board = stepped.start;
  REQUIRE(testing_support::replay(board, search.solution()) == "");
  CHECK(board == stepped.goal);
}

#endif

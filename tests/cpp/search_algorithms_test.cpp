#include <catch2/catch.hpp>

#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

// Runs a search and checks its path replays to the goal; returns the length.
int solvedLength(SearchAlgorithm& search, const SearchProblem& problem) {
  REQUIRE(search.search() == Status::Solved);
  Board board = problem.start;
  REQUIRE(testing_support::replay(board, search.solution()) == "");
  REQUIRE(board == problem.goal);
  return static_cast<int>(search.solution().size());
}

}  // namespace

TEST_CASE("every algorithm against the BFS oracle on a sample of 3x3 boards, both goals",
          "[algorithms][long]") {
  for (const oracle::Board9& goal9 : {oracle::blankLast9(), oracle::blankFirst9()}) {
    std::vector<int8_t> dist = oracle::distancesTo(goal9);
    Board goal = testing_support::toBoard(goal9);
    std::vector<std::unique_ptr<Heuristic>> heuristics;
    for (const HeuristicInfo& info : heuristicCatalog())
      heuristics.push_back(makeHeuristic(info.kind, goal));
    auto blind = makeHeuristic(HeuristicKind::Blind, goal);
    int checked = 0;
    for (uint32_t r = 0; r < 362880; r += 631) {
      if (dist[r] == oracle::kUnreachable) continue;
      const int optimal = dist[r];
      SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
      for (size_t i = 0; i < heuristics.size(); ++i) {
        const HeuristicInfo& info = heuristicCatalog()[i];
        INFO(info.id << " on board rank " << r);
        auto astar = makeEagerSearch(problem, *heuristics[i], EagerConfig{});
        int astarLength = solvedLength(*astar, problem);
        if (info.admissible)
          REQUIRE(astarLength == optimal);
        else
          REQUIRE(astarLength >= optimal);
        // IDA* re-expands a lot with weak heuristics: only the strong ones on the long boards.
        bool strong =
            info.kind == HeuristicKind::Manhattan || info.kind == HeuristicKind::LinearConflict;
        if (strong || optimal <= 18) {
          auto ida = makeIdaStarSearch(problem, *heuristics[i]);
          int idaLength = solvedLength(*ida, problem);
          if (info.admissible)
            REQUIRE(idaLength == optimal);
          else
            REQUIRE(idaLength >= optimal);
        }
        auto greedy = makeEagerSearch(problem, *heuristics[i], EagerConfig{0, 1, false});
        REQUIRE(solvedLength(*greedy, problem) >= optimal);
        for (uint32_t w : {2u, 3u}) {
          auto weighted = makeEagerSearch(problem, *heuristics[i], EagerConfig{1, w, false});
          int length = solvedLength(*weighted, problem);
          REQUIRE(length >= optimal);
          if (info.admissible) REQUIRE(length <= static_cast<int>(w) * optimal);
        }
      }
      auto bfs = makeEagerSearch(problem, *blind, EagerConfig{1, 0, false});
      REQUIRE(solvedLength(*bfs, problem) == optimal);
      ++checked;
    }
    CHECK(checked > 250);
  }
}

TEST_CASE("A*, IDA* and BFS agree on small boards of other shapes and goals",
          "[algorithms][long]") {
  Random random(9);
  for (Geometry g :
       {Geometry{2, 2}, Geometry{3, 2}, Geometry{2, 4}, Geometry{4, 3}, Geometry{5, 2}}) {
    INFO(g.name());
    for (int i = 0; i < 20; ++i) {
      Board goal = randomSolvableBoard(blankFirstGoal(g), random);
      SearchProblem problem(randomSolvableBoard(goal, random), goal);
      auto lc = makeHeuristic(HeuristicKind::LinearConflict, goal);
      auto blind = makeHeuristic(HeuristicKind::Blind, goal);
      auto astar = makeEagerSearch(problem, *lc, EagerConfig{});
      auto ida = makeIdaStarSearch(problem, *lc);
      int length = solvedLength(*astar, problem);
      CHECK(solvedLength(*ida, problem) == length);
      if (g.cells() <= 10) {  // BFS holds the whole space: 4x3 has 239 million states
        auto bfs = makeEagerSearch(problem, *blind, EagerConfig{1, 0, false});
        CHECK(solvedLength(*bfs, problem) == length);
      }
    }
  }
}

TEST_CASE("on 15-puzzles A* and IDA* with linear conflict agree", "[algorithms]") {
  Random random(12);
  Board goal = blankLastGoal(Geometry{4, 4});
  auto lc = makeHeuristic(HeuristicKind::LinearConflict, goal);
  for (int i = 0; i < 10; ++i) {
    SearchProblem problem(randomWalkBoard(goal, 40, random), goal);
    auto astar = makeEagerSearch(problem, *lc, EagerConfig{});
    auto ida = makeIdaStarSearch(problem, *lc);
    CHECK(solvedLength(*astar, problem) == solvedLength(*ida, problem));
  }
}

TEST_CASE("a search stepped in slices ends as one run does", "[algorithms]") {
  Board goal = blankLastGoal(Geometry{4, 4});
  Random random(4);
  auto lc = makeHeuristic(HeuristicKind::LinearConflict, goal);
  SearchProblem problem(randomWalkBoard(goal, 60, random), goal);
  for (bool ida : {false, true}) {
    auto whole =
        ida ? makeIdaStarSearch(problem, *lc) : makeEagerSearch(problem, *lc, EagerConfig{});
    auto sliced =
        ida ? makeIdaStarSearch(problem, *lc) : makeEagerSearch(problem, *lc, EagerConfig{});
    REQUIRE(whole->step(UINT64_MAX) == Status::Solved);
    Status status;
    int slices = 0;
    while ((status = sliced->step(7)) == Status::Running) ++slices;
    REQUIRE(status == Status::Solved);
    CHECK(slices > 0);
    CHECK(sliced->stats().expanded == whole->stats().expanded);
    CHECK(sliced->solution().size() == whole->solution().size());
  }
}

TEST_CASE("A* stops with LimitReached at its memory budget", "[algorithms]") {
  Board goal = blankLastGoal(Geometry{4, 4});
  Random random(8);
  auto misplaced = makeHeuristic(HeuristicKind::Misplaced, goal);
  SearchProblem problem(randomSolvableBoard(goal, random), goal);
  auto search = makeEagerSearch(problem, *misplaced, EagerConfig{1, 1, true, 8u << 20});
  CHECK(search->search() == Status::Limit);
  CHECK(search->stats().peakBytes <= (8u << 20));
  CHECK(search->stats().expanded > 1000);
}

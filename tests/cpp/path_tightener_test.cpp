// The tightening of a bounded-suboptimal answer (large_boards/path_tightener.h) against the BFS
// oracle.
#include <catch2/catch.hpp>

#include "core/solvability.h"
#include "heuristics/manhattan_distance.h"
#include "large_boards/path_tightener.h"
#include "search/eager_search.h"
#include "search/ida_star_search.h"
#include "search/search_factory.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

// Greedy best-first's path: valid, and usually far from the shortest.
std::vector<SolutionStep> greedyPath(const SearchProblem& problem, const Heuristic& h) {
  auto greedy = makeEagerSearch(problem, h, EagerConfig{0, 1, false});
  REQUIRE(greedy->search() == Status::Solved);
  return greedy->solution();
}

// Calls check(problem, distance, manhattan) for each solvable 3x3 board of rank first,
// first + step, ... toward `goal9`, with its BFS distance; returns how many it checked.
template <class Check>
int forSampledBoards(const oracle::Board9& goal9, uint32_t first, uint32_t step, Check check) {
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  const ManhattanDistance manhattan(goal);
  int checked = 0;
  for (uint32_t r = first; r < 362880; r += step) {
    if (dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    const SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    check(problem, static_cast<int>(dist[r]), manhattan);
    ++checked;
  }
  return checked;
}

// That `moves` lead from the problem's start to its goal.
void requireLeadsToGoal(const SearchProblem& problem, const std::vector<SolutionStep>& moves) {
  Board board = problem.start;
  REQUIRE(testing_support::replay(board, moves) == "");
  REQUIRE(board == problem.goal);
}

}  // namespace

TEST_CASE("tightening down to weight 1 ends optimal and proves it, on sampled 3x3 boards",
          "[improve]") {
  int shortened = 0;
  const int checked = forSampledBoards(
      oracle::blankLast9(), 3, 397, [&](const SearchProblem& problem, int distance, auto& h) {
        const std::vector<SolutionStep> start = greedyPath(problem, h);
        PathTightener tightener(problem, h, start, {2, 1.5, 1}, 0);
        while (!tightener.done()) REQUIRE(tightener.step(1000) >= 1);
        CHECK(static_cast<int>(tightener.moves().size()) == distance);
        CHECK(tightener.lowerBound() == distance);  // proved: the last run found nothing shorter
        requireLeadsToGoal(problem, tightener.moves());
        shortened += tightener.moves().size() < start.size();
      });
  CHECK(checked > 400);
  CHECK(shortened > checked / 4);  // greedy's paths were often long: there was work to do
}

TEST_CASE("tightening stopped early keeps a valid path, never longer, and a true lower bound",
          "[improve]") {
  forSampledBoards(oracle::blankFirst9(), 11, 1201,
                   [&](const SearchProblem& problem, int distance, auto& h) {
                     const std::vector<SolutionStep> start = greedyPath(problem, h);
                     // Weights that stop above 1: each answer within its weight of the optimum,
                     // nothing proved beyond what the weights allow.
                     PathTightener weighted(problem, h, start, {3, 2}, 0);
                     while (!weighted.done()) weighted.step(50);
                     CHECK(weighted.moves().size() <= start.size());
                     CHECK(static_cast<int>(weighted.moves().size()) <= 2 * distance);
                     CHECK(weighted.lowerBound() <= distance);
                     // A budget that runs out mid-run: whatever it holds then is valid.
                     PathTightener cut(problem, h, start, {1.5, 1}, 0);
                     for (int i = 0; i < 3 && !cut.done(); ++i) cut.step(20);
                     CHECK(cut.moves().size() <= start.size());
                     CHECK(cut.lowerBound() <= distance);
                     requireLeadsToGoal(problem, cut.moves());
                   });
}

TEST_CASE("a weighted run proves its thresholds while it runs, never above the optimum",
          "[improve]") {
  // A run at weight 1.2 (f = 5g + 6h) that has not found a shorter path yet: every threshold it
  // has moved past proves the optimum at least threshold / 6. Checked after every small step
  // against the BFS distances, and seen to rise above the heuristic's own estimate.
  int raised = 0;
  const int checked = forSampledBoards(
      oracle::blankLast9(), 5, 769, [&](const SearchProblem& problem, int distance, auto& h) {
        const std::vector<SolutionStep> start = greedyPath(problem, h);
        const int h0 = h.evaluate(problem.start.tiles.data());
        PathTightener run(problem, h, start, {1.2}, 0);
        bool raisedHere = false;
        while (!run.done()) {
          run.step(5);
          REQUIRE(run.lowerBound() <= distance);
          raisedHere |= !run.done() && run.lowerBound() > h0;
        }
        CHECK(run.moves().size() <= start.size());
        raised += raisedHere;
      });
  CHECK(checked > 200);
  CHECK(raised > checked / 10);
}

TEST_CASE("weighted IDA* with a minimum threshold step: fewer iterations, answers within the slack",
          "[improve]") {
  // Weight 1.1 as f = 10g + 11h: thresholds a unit apart without the step. With a step of 22
  // (two moves' worth of h) each answer is at most (11 * optimum + 22) / 10 moves, and the least
  // f that exceeded the last bound, over 11, never passes the optimum.
  size_t withStep = 0, without = 0;
  const int checked = forSampledBoards(
      oracle::blankFirst9(), 7, 1423,
      [&](const SearchProblem& problem, int distance, const ManhattanDistance& h) {
        IdaStarSearch<ManhattanDistance> stepped(problem, h, 10, 11, INT_MAX, 22);
        Status status = Status::Running;
        while ((status = stepped.step(7)) == Status::Running)
          REQUIRE((stepped.provenFBound() + 10) / 11 <= distance);
        REQUIRE(status == Status::Solved);
        CHECK(10 * static_cast<int>(stepped.solution().size()) <= 11 * distance + 22);
        requireLeadsToGoal(problem, stepped.solution());
        IdaStarSearch<ManhattanDistance> plain(problem, h, 10, 11);
        REQUIRE(plain.search() == Status::Solved);
        withStep += stepped.iterationThresholds().size();
        without += plain.iterationThresholds().size();
      });
  CHECK(checked > 100);
  CHECK(withStep < without);
}

TEST_CASE("every path between two boards has one parity: a bound is raised to it, never past",
          "[improve]") {
  // Greedy's path and the BFS distance of sampled 3x3 boards: the same parity every time, and
  // any true bound raised to the path's parity stays at or below the distance.
  int raised = 0;
  const int checked = forSampledBoards(
      oracle::blankLast9(), 7, 911, [&](const SearchProblem& problem, int distance, auto& h) {
        const int length = static_cast<int>(greedyPath(problem, h).size());
        REQUIRE(length % 2 == distance % 2);
        for (int bound = 0; bound <= distance; ++bound) {
          const int up = raisedToPathParity(bound, length);
          REQUIRE(up <= distance);
          REQUIRE(up % 2 == distance % 2);
          REQUIRE(up >= bound);
          raised += up > bound;
        }
        CHECK(raisedToPathParity(length + 1, length) == length);  // never past the path in hand
      });
  CHECK(checked > 150);
  CHECK(raised > checked);
}

TEST_CASE("the last run started early: the weighted runs left, IDA* proves the optimum",
          "[improve]") {
  const int checked = forSampledBoards(
      oracle::blankFirst9(), 13, 1499, [&](const SearchProblem& problem, int distance, auto& h) {
        PathTightener tightener(problem, h, greedyPath(problem, h), {3, 2, 1}, 0);
        tightener.step(3);  // into the first weighted run
        tightener.startLastRun();
        CHECK(tightener.inLastRun());
        while (!tightener.done()) REQUIRE(tightener.step(1000) >= 1);
        CHECK(static_cast<int>(tightener.moves().size()) == distance);
        CHECK(tightener.lowerBound() == distance);
        requireLeadsToGoal(problem, tightener.moves());
      });
  CHECK(checked > 100);
}

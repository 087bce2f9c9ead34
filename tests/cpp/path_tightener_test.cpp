// The tightening of a bounded-suboptimal answer (large_boards/path_tightener.h) against the BFS
// oracle.
#include <catch2/catch.hpp>

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

}  // namespace

TEST_CASE("tightening down to weight 1 ends optimal and proves it, on sampled 3x3 boards",
          "[improve]") {
  const oracle::Board9 goal9 = oracle::blankLast9();
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  const ManhattanDistance manhattan(goal);
  int shortened = 0, checked = 0;
  for (uint32_t r = 3; r < 362880; r += 397) {
    if (dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    const std::vector<SolutionStep> start = greedyPath(problem, manhattan);
    PathTightener tightener(problem, manhattan, start, {2, 1.5, 1}, 0);
    while (!tightener.done()) REQUIRE(tightener.step(1000) >= 1);
    CHECK(static_cast<int>(tightener.moves().size()) == dist[r]);
    CHECK(tightener.lowerBound() == dist[r]);  // proved: the last run found nothing shorter
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, tightener.moves()) == "");
    REQUIRE(board == goal);
    shortened += tightener.moves().size() < start.size();
    ++checked;
  }
  CHECK(checked > 400);
  CHECK(shortened > checked / 4);  // greedy's paths were often long: there was work to do
}

TEST_CASE("tightening stopped early keeps a valid path, never longer, and a true lower bound",
          "[improve]") {
  const oracle::Board9 goal9 = oracle::blankFirst9();
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  const ManhattanDistance manhattan(goal);
  for (uint32_t r = 11; r < 362880; r += 1201) {
    if (dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    const std::vector<SolutionStep> start = greedyPath(problem, manhattan);
    // Weights that stop above 1: each answer within its weight of the optimum, nothing proved
    // beyond what the weights allow.
    PathTightener weighted(problem, manhattan, start, {3, 2}, 0);
    while (!weighted.done()) weighted.step(50);
    CHECK(weighted.moves().size() <= start.size());
    CHECK(static_cast<int>(weighted.moves().size()) <= 2 * dist[r]);
    CHECK(weighted.lowerBound() <= dist[r]);
    // A budget that runs out mid-run: whatever it holds then is valid.
    PathTightener cut(problem, manhattan, start, {1.5, 1}, 0);
    for (int i = 0; i < 3 && !cut.done(); ++i) cut.step(20);
    CHECK(cut.moves().size() <= start.size());
    CHECK(cut.lowerBound() <= dist[r]);
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, cut.moves()) == "");
    REQUIRE(board == goal);
  }
}

TEST_CASE("a weighted run proves its thresholds while it runs, never above the optimum",
          "[improve]") {
  // A run at weight 1.2 (f = 5g + 6h) that has not found a shorter path yet: every threshold it
  // has moved past proves the optimum at least threshold / 6. Checked after every small step
  // against the BFS distances, and seen to rise above the heuristic's own estimate.
  const oracle::Board9 goal9 = oracle::blankLast9();
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  const ManhattanDistance manhattan(goal);
  int raised = 0, checked = 0;
  for (uint32_t r = 5; r < 362880; r += 769) {
    if (dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    const std::vector<SolutionStep> start = greedyPath(problem, manhattan);
    const int h0 = manhattan.evaluate(problem.start.tiles.data());
    PathTightener run(problem, manhattan, start, {1.2}, 0);
    bool raisedHere = false;
    while (!run.done()) {
      run.step(5);
      REQUIRE(run.lowerBound() <= dist[r]);
      raisedHere |= !run.done() && run.lowerBound() > h0;
    }
    CHECK(run.moves().size() <= start.size());
    raised += raisedHere;
    ++checked;
  }
  CHECK(checked > 200);
  CHECK(raised > checked / 10);
}

TEST_CASE("weighted IDA* with a minimum threshold step: fewer iterations, answers within the slack",
          "[improve]") {
  // Weight 1.1 as f = 10g + 11h: thresholds a unit apart without the step. With a step of 22
  // (two moves' worth of h) each answer is at most (11 * optimum + 22) / 10 moves, and the least
  // f that exceeded the last bound, over 11, never passes the optimum.
  const oracle::Board9 goal9 = oracle::blankFirst9();
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  const ManhattanDistance manhattan(goal);
  size_t withStep = 0, without = 0;
  int checked = 0;
  for (uint32_t r = 7; r < 362880; r += 1423) {
    if (dist[r] == oracle::kUnreachable) continue;
    INFO("board rank " << r);
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    IdaStarSearch<ManhattanDistance> stepped(problem, manhattan, 10, 11, INT_MAX, 22);
    Status status = Status::Running;
    while ((status = stepped.step(7)) == Status::Running)
      REQUIRE((stepped.provenFBound() + 10) / 11 <= dist[r]);
    REQUIRE(status == Status::Solved);
    CHECK(10 * static_cast<int>(stepped.solution().size()) <= 11 * dist[r] + 22);
    Board board = problem.start;
    REQUIRE(testing_support::replay(board, stepped.solution()) == "");
    REQUIRE(board == goal);
    IdaStarSearch<ManhattanDistance> plain(problem, manhattan, 10, 11);
    REQUIRE(plain.search() == Status::Solved);
    withStep += stepped.iterationThresholds().size();
    without += plain.iterationThresholds().size();
    ++checked;
  }
  CHECK(checked > 100);
  CHECK(withStep < without);
}

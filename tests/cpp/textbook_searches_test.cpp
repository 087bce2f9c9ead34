// The searches courses teach beside A* and IDA* (issue 30): uniform-cost, depth-limited DFS,
// iterative deepening, RBFS and bidirectional BFS, held to the independent BFS oracles, through
// the algorithm catalog as every front end runs them.
#include <catch2/catch.hpp>

#include <chrono>

#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "lab/search_stepper.h"
#include "plan/algorithm_catalog.h"
#include "search/recursive_best_first_search.h"
#include "solver/solver_session.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"
#include "support/small_board_oracle.h"

using namespace npuzzle;

namespace {

std::unique_ptr<SearchAlgorithm> searchNamed(const char* id, const SearchProblem& problem,
                                             const Heuristic& heuristic,
                                             SearchOptions options = {}) {
  const AlgorithmInfo* info = findAlgorithm(id);
  REQUIRE(info != nullptr);
  return makeSearch(info->kind, problem, heuristic, 1, uint64_t{1} << 30, options);
}

// Runs the search to its end; when solved, its path must replay to the goal. The length, or -1.
int runAndReplay(SearchAlgorithm& search, const SearchProblem& problem) {
  const Status status = search.search();
  // IDA*'s family (iddfs) does not count the start as generated: on a start that is the goal it
  // reports 1 expanded, 0 generated. The session answers that board before any search.
  if (problem.start != problem.goal) CHECK(search.stats().expanded <= search.stats().generated);
  if (status != Status::Solved) return -1;
  Board board = problem.start;
  REQUIRE(testing_support::replay(board, search.solution()) == "");
  REQUIRE(board == problem.goal);
  return static_cast<int>(search.solution().size());
}

oracle::Board9 toBoard9(const Board& board) {
  oracle::Board9 b{};
  for (int i = 0; i < 9; ++i) b[i] = board.tiles[i];
  return b;
}

constexpr const char* kOptimalOnes[] = {"ucs", "iddfs", "rbfs", "bidirectional"};

}  // namespace

TEST_CASE("ucs, iddfs, rbfs and bidirectional BFS are optimal on seeded 8-puzzles (BFS oracle)",
          "[textbook][long]") {
  Random random(30);
  for (const oracle::Board9& goal9 : {oracle::blankLast9(), oracle::blankFirst9()}) {
    const std::vector<int8_t> dist = oracle::distancesTo(goal9);
    const Board goal = testing_support::toBoard(goal9);
    auto blind = makeHeuristic(HeuristicKind::Blind, goal);
    auto manhattan = makeHeuristic(HeuristicKind::Manhattan, goal);
    auto misplaced = makeHeuristic(HeuristicKind::Misplaced, goal);
    for (int i = 0; i < 150; ++i) {
      // Half uniform (depths around 22), half short walks (the shallow depths).
      const Board start = i % 2 ? randomSolvableBoard(goal, random)
                                : randomWalkBoard(goal, static_cast<int>(random.below(30)), random);
      const int optimal = dist[oracle::rank9(toBoard9(start))];
      SearchProblem problem(start, goal);
      for (const char* id : kOptimalOnes) {
        // Iterative deepening with h = 0 grows as b^d: the deepest boards are left to the others.
        if (std::string(id) == "iddfs" && optimal > 24) continue;
        const Heuristic& heuristic = std::string(id) == "rbfs" ? *manhattan : *blind;
        INFO(id << " on " << start.toString() << " (optimal " << optimal << ")");
        auto search = searchNamed(id, problem, heuristic);
        CHECK(runAndReplay(*search, problem) == optimal);
      }
      if (optimal <= 20) {  // RBFS with a weak heuristic re-expands a great deal
        INFO("rbfs with misplaced tiles on " << start.toString());
        auto search = searchNamed("rbfs", problem, *misplaced);
        CHECK(runAndReplay(*search, problem) == optimal);
      }
    }
  }
}

TEST_CASE("the textbook searches on 2x3, 3x2 and 2x4 boards (BFS oracle)", "[textbook]") {
  for (Geometry geometry : {Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}}) {
    Board goal{geometry, std::vector<uint8_t>(static_cast<size_t>(geometry.cells()))};
    for (int i = 0; i + 1 < geometry.cells(); ++i) goal.tiles[i] = static_cast<uint8_t>(i + 1);
    const auto dist = oracle::distancesTo(goal.tiles, geometry.width, geometry.height);
    auto blind = makeHeuristic(HeuristicKind::Blind, goal);
    auto manhattan = makeHeuristic(HeuristicKind::Manhattan, goal);
    int n = 0;
    for (const auto& [tiles, optimal] : dist) {
      if (n++ % 97 != 0) continue;  // every 97th board: all of 2x3's depths, 2x4's sampled
      SearchProblem problem(Board{geometry, tiles}, goal);
      for (const char* id : kOptimalOnes) {
        INFO(id << " on " << geometry.name() << " " << problem.start.toString());
        auto search = searchNamed(id, problem, std::string(id) == "rbfs" ? *manhattan : *blind);
        CHECK(runAndReplay(*search, problem) == optimal);
      }
      SearchOptions limited;
      limited.depthLimit = optimal + 2;
      auto dfs = searchNamed("dfs", problem, *blind, limited);
      const int length = runAndReplay(*dfs, problem);
      CHECK(length >= optimal);
      CHECK(length <= optimal + 2);
    }
  }
}

TEST_CASE("dfs finds a legal path within its limit, or says the limit cut it", "[textbook]") {
  Random random(4);
  const Board goal = testing_support::toBoard(oracle::blankLast9());
  const std::vector<int8_t> dist = oracle::distancesTo(oracle::blankLast9());
  auto blind = makeHeuristic(HeuristicKind::Blind, goal);
  for (int i = 0; i < 120; ++i) {
    const Board start = randomWalkBoard(goal, 4 + static_cast<int>(random.below(16)), random);
    const int optimal = dist[oracle::rank9(toBoard9(start))];
    SearchProblem problem(start, goal);
    for (int limit : {optimal - 1, optimal - 2, optimal, optimal + 1, optimal + 4}) {
      if (limit < 0) continue;
      INFO(start.toString() << " (optimal " << optimal << ") with limit " << limit);
      SearchOptions options;
      options.depthLimit = limit;
      auto dfs = searchNamed("dfs", problem, *blind, options);
      const int length = runAndReplay(*dfs, problem);
      if (limit < optimal) {
        CHECK(length == -1);
        CHECK(dfs->stats().cutByDepthLimit);
      } else {
        CHECK(length >= optimal);
        CHECK(length <= limit);
        CHECK((length - optimal) % 2 == 0);  // every move flips the blank's colour
        CHECK_FALSE(dfs->stats().cutByDepthLimit);
      }
    }
  }
}

TEST_CASE("the re-expanding searches count their re-expansions", "[textbook]") {
  const Board goal = testing_support::toBoard(oracle::blankLast9());
  const std::vector<int8_t> dist = oracle::distancesTo(oracle::blankLast9());
  auto blind = makeHeuristic(HeuristicKind::Blind, goal);
  auto manhattan = makeHeuristic(HeuristicKind::Manhattan, goal);
  // One move away: iteration 0 expands the start, iteration 1 expands it again, then the goal.
  SearchProblem oneMove(Board{Geometry{3, 3}, {1, 2, 3, 4, 5, 6, 7, 0, 8}}, goal);
  auto shallow = searchNamed("iddfs", oneMove, *blind);
  REQUIRE(runAndReplay(*shallow, oneMove) == 1);
  CHECK(shallow->stats().reexpanded == 1);

  Random random(5);
  int deep = 0;
  for (int i = 0; i < 40; ++i) {
    const Board start = randomWalkBoard(goal, 12 + static_cast<int>(random.below(10)), random);
    const int optimal = dist[oracle::rank9(toBoard9(start))];
    if (optimal < 4) continue;
    ++deep;
    SearchProblem problem(start, goal);
    INFO(start.toString() << " (optimal " << optimal << ")");
    auto iddfs = searchNamed("iddfs", problem, *blind);
    REQUIRE(runAndReplay(*iddfs, problem) == optimal);
    // Every iteration repeats the one before it: more than half of the work is re-expansion.
    CHECK(iddfs->stats().reexpanded > 0);
    CHECK(iddfs->stats().reexpanded < iddfs->stats().expanded);
    CHECK(2 * iddfs->stats().reexpanded > iddfs->stats().expanded);
    auto idastar = searchNamed("idastar", problem, *manhattan);
    REQUIRE(runAndReplay(*idastar, problem) == optimal);
    CHECK(idastar->stats().reexpanded < idastar->stats().expanded);
    for (const char* id : {"ucs", "bidirectional"}) {
      auto once = searchNamed(id, problem, *blind);
      REQUIRE(runAndReplay(*once, problem) == optimal);
      CHECK(once->stats().reexpanded == 0);
    }
  }
  CHECK(deep > 10);
  // RBFS gives up subtrees and comes back to them: on a 31-move board it must.
  SearchProblem hardest(Board{Geometry{3, 3}, {8, 6, 7, 2, 5, 4, 3, 0, 1}}, goal);
  auto rbfs = searchNamed("rbfs", hardest, *manhattan);
  REQUIRE(runAndReplay(*rbfs, hardest) == 31);
  CHECK(rbfs->stats().reexpanded > 0);
}

TEST_CASE("RBFS on a 15-puzzle stops at the timeout and at a cancel", "[textbook]") {
  const char* korf1 = "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3";
  SolveRequest request;
  request.board = korf1;
  request.goal = "blank-first";  // Korf's goal
  request.algorithm = "rbfs";
  request.heuristic = "manhattan";
  request.timeoutSeconds = 0.3;
  SolverSession session;
  const auto began = std::chrono::steady_clock::now();
  const SolveResult& timedOut = session.solve(request);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  CHECK(timedOut.status == Status::Limit);
  CHECK(timedOut.errorDetail.id == "time-limit");
  CHECK(seconds < 5);
  CHECK(timedOut.stats.expanded > 0);
  CHECK(timedOut.lowerBound >= 41);  // Manhattan distance of the start, at least

  request.timeoutSeconds = 0;
  REQUIRE(session.start(request) == Status::Running);
  CHECK(session.step(5000) == Status::Running);  // a slice of work, then back to the caller
  session.cancel();
  CHECK(session.result().status == Status::Cancelled);
}

TEST_CASE("every textbook search runs by name through the session, with its guarantee",
          "[textbook]") {
  SolverSession session;
  SolveRequest request;
  request.board = "1 2 3 4 0 5 7 8 6";  // 2 moves
  for (const char* id : {"ucs", "dfs", "iddfs", "rbfs", "bidirectional"}) {
    INFO(id);
    request.algorithm = id;
    const SolveResult& result = session.solve(request);
    REQUIRE(result.status == Status::Solved);
    CHECK(result.algorithm == id);
    CHECK(result.method == id);
    CHECK(result.optimal == (std::string(id) != "dfs"));
    CHECK(result.depthLimit == (std::string(id) == "dfs" ? kDefaultDepthLimit : -1));
    if (result.optimal) CHECK(result.moves.size() == 2);
  }
  // A limit below the distance: not "unsolvable" but "no solution within depth 1".
  request.algorithm = "dfs";
  request.depthLimit = 1;
  const SolveResult& cut = session.solve(request);
  CHECK(cut.status == Status::Limit);
  CHECK(cut.stats.cutByDepthLimit);
  CHECK(cut.errorDetail.id == "depth-limit-cut");
  CHECK(cut.error.find("no solution within depth 1") == 0);
  // Above 16 cells the path's boards are kept as text, not packed in a word: the same answers.
  request.board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 0 18 19";
  request.size = "5x4";
  request.depthLimit = 3;
  const SolveResult& large = session.solve(request);
  REQUIRE(large.status == Status::Solved);
  CHECK(large.moves.size() == 2);
  request.depthLimit = 1;
  CHECK(session.solve(request).errorDetail.id == "depth-limit-cut");
  request.board = "1 2 3 4 0 5 7 8 6";
  request.size = "";
  request.depthLimit = kMaxDepthLimit + 1;
  const SolveResult& refused = session.solve(request);
  CHECK(refused.status == Status::Invalid);
  CHECK(refused.errorDetail.id == "depth-limit-range");
}

TEST_CASE("step mode runs uniform-cost search and iterative deepening as asked", "[textbook]") {
  for (const char* id : {"ucs", "iddfs"}) {
    INFO(id);
    StepRequest request;
    request.board = "1 2 3 4 0 5 7 8 6";  // 2 moves
    request.algorithm = id;
    request.heuristic = "auto";
    SearchStepper stepper;
    REQUIRE(stepper.start(request) == Status::Running);
    Status status = Status::Running;
    for (int steps = 0; status == Status::Running && steps < 1000; ++steps)
      status = stepper.step(1);
    const StepSnapshot snapshot = stepper.snapshot();
    CHECK(snapshot.algorithm == id);
    CHECK(snapshot.heuristic == "none");
    REQUIRE(snapshot.status == Status::Solved);
    CHECK(snapshot.solution.size() == 2);
    CHECK(snapshot.treeEvents > 0);
    CHECK(snapshot.hWeight == 0);  // f = g
    // Iterative deepening's second and third iterations expand the first's nodes again.
    CHECK((snapshot.stats.reexpanded > 0) == (std::string(id) == "iddfs"));
  }
}

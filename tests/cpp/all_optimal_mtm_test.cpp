// Every optimal solution in the multi-tile metric (issue 32, --all-optimal with --metric mtm):
// the count against the number of shortest paths of a breadth-first search over multi-tile moves
// written here (support/mtm_oracle.h's moves, sharing no code with the solver), every listed
// solution replayed move by move with its segments, and the JSON's `solutionSegments` and the
// text's grouped moves (docs/contracts.md §3).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/board.h"
#include "core/multi_tile_moves.h"
#include "core/random_board.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "search/all_optimal_search.h"
#include "search/optimal_path_count.h"
#include "solver/solver_session.h"
#include "support/cli_run.h"
#include "support/mtm_oracle.h"

using namespace npuzzle;
using testing_support::mtmNeighbours;
using testing_support::packCells;
using testing_support::replayMtm;

namespace {

struct MtmPaths {
  int distance = -1;
  uint64_t count = 0;
};

// The oracle: breadth-first search over multi-tile moves from `from`, counting the shortest paths
// to every board it reaches (a board's count is the sum of its parents' one layer up: the layers'
// DAG), until the layer that holds `stop` is done (or every board is reached, `stop` left out).
// Moves are reversible, so from the goal it counts every board's shortest paths to the goal.
std::unordered_map<uint64_t, MtmPaths> mtmShortestPaths(const std::vector<int>& from, int width,
                                                        int height,
                                                        const std::vector<int>& stop = {}) {
  std::unordered_map<uint64_t, MtmPaths> all{{packCells(from), {0, 1}}};
  std::vector<uint64_t> layer{packCells(from)};
  const uint64_t goal = stop.empty() ? ~uint64_t{0} : packCells(stop);
  for (int depth = 0; !layer.empty() && !all.count(goal); ++depth) {
    std::vector<uint64_t> next;
    for (uint64_t board : layer) {
      const uint64_t paths = all.at(board).count;
      for (uint64_t child : mtmNeighbours(board, width, height)) {
        auto [at, added] = all.try_emplace(child, MtmPaths{depth + 1, 0});
        if (at->second.distance != depth + 1) continue;  // reached in an earlier layer
        at->second.count += paths;
        if (added) next.push_back(child);
      }
    }
    layer.swap(next);
  }
  return all;
}

std::vector<int> cellsOf(const Board& board) {
  return std::vector<int>(board.tiles.begin(), board.tiles.end());
}

std::string solutionKey(const std::vector<SolutionStep>& steps, const std::vector<int>& segments) {
  std::string key;
  for (const SolutionStep& s : steps) key += std::to_string(s.tile) + directionLetter(s.direction);
  key += '|';
  for (int count : segments) key += std::to_string(count) + ',';
  return key;
}

// Every listed solution, split into moves by its segments (or, without them, by its runs of
// steps the same way), replays from `board` to `goal` in exactly `length` multi-tile moves; none
// is listed twice.
void checkListedMtm(const Board& board, const Board& goal, int length,
                    const std::vector<std::vector<SolutionStep>>& listed,
                    const std::vector<std::vector<int>>* segmentsOfEach = nullptr) {
  if (segmentsOfEach) REQUIRE(segmentsOfEach->size() == listed.size());
  std::set<std::string> distinct;
  for (size_t i = 0; i < listed.size(); ++i) {
    const std::vector<int> segments =
        segmentsOfEach ? (*segmentsOfEach)[i] : multiTileSegments(listed[i]);
    CHECK(static_cast<int>(segments.size()) == length);
    CHECK(replayMtm(cellsOf(board), board.geometry.width, listed[i], segments) == cellsOf(goal));
    distinct.insert(solutionKey(listed[i], segments));
  }
  CHECK(distinct.size() == listed.size());
}

// `goal` is blank-last.
SolveRequest mtmRequest(const Board& board, uint64_t limit) {
  SolveRequest request;
  request.board = board.toString();
  request.size = std::to_string(board.geometry.width) + "x" + std::to_string(board.geometry.height);
  request.metric = "mtm";
  request.allOptimal = true;
  request.solutionLimit = limit;
  return request;
}

// The session's count and list for `board` against the oracle's shortest paths to `goal`
// (blank-last).
void checkSessionCount(SolverSession& session, const Board& board, const Board& goal,
                       const MtmPaths& oracle, uint64_t limit) {
  const SolveResult& r = session.solve(mtmRequest(board, limit));
  INFO("board " << board.toString() << ", limit " << limit);
  REQUIRE(r.status == Status::Solved);
  CHECK(r.metric == Metric::MultiTile);
  CHECK(r.length() == oracle.distance);
  CHECK(r.countedSolutions);
  CHECK(r.solutionCount == oracle.count);
  CHECK_FALSE(r.solutionCountPartial);
  CHECK_FALSE(r.solutionCountSaturated);
  CHECK(r.solutions.size() == std::min<uint64_t>(oracle.count, limit));
  checkListedMtm(board, goal, oracle.distance, r.solutions, &r.solutionSegments);
}

}  // namespace

TEST_CASE("MTM: every optimal solution of 1,000 random 8-puzzles, the BFS's shortest paths",
          "[all-optimal][mtm]") {
  const Board goal = blankLastGoal(Geometry{3, 3});
  const auto space = mtmShortestPaths(cellsOf(goal), 3, 3);
  REQUIRE(space.size() == 181440);
  Random random(20261203);
  SolverSession session;
  uint64_t many = 0, cut = 0;  // boards with several optimal solutions; lists cut by the limit
  for (int i = 0; i < 1000; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    const MtmPaths oracle = space.at(packCells(cellsOf(board)));
    REQUIRE(oracle.distance >= 0);
    const uint64_t limit = 1 + i % 6;
    checkSessionCount(session, board, goal, oracle, limit);
    many += oracle.count > 1;
    cut += oracle.count > limit;
  }
  CHECK(many > 250);
  CHECK(cut > 60);
}

TEST_CASE("MTM: every optimal solution on 2x3, 3x2, 2x4 and 4x2 boards against the BFS",
          "[all-optimal][mtm]") {
  SolverSession session;
  for (const Geometry geometry : {Geometry{2, 3}, Geometry{3, 2}, Geometry{2, 4}, Geometry{4, 2}}) {
    const Board goal = blankLastGoal(geometry);
    const auto space = mtmShortestPaths(cellsOf(goal), geometry.width, geometry.height);
    REQUIRE(space.size() == (geometry.cells() == 6 ? 360u : 20160u));
    std::vector<uint64_t> boards;
    for (const auto& entry : space) boards.push_back(entry.first);
    std::sort(boards.begin(), boards.end());
    // Every board of 6 cells; every 16th of 8 (1,260 of them).
    const size_t stride = geometry.cells() == 6 ? 1 : 16;
    for (size_t i = 0; i < boards.size(); i += stride) {
      Board board;
      board.geometry = geometry;
      for (int cell : testing_support::unpackCells(boards[i], geometry.cells()))
        board.tiles.push_back(static_cast<uint8_t>(cell));
      checkSessionCount(session, board, goal, space.at(boards[i]), 1 + i % 7);
    }
  }
}

TEST_CASE("MTM: the count with no memo, a memo of 16 slots and a large one, from 1 move left",
          "[all-optimal][mtm]") {
  // The memo keeps a board's count whatever the move that led to it (optimal_path_count.h): a
  // tiny memo overwritten all the time and a large one must both agree with the oracle.
  const Board goal = blankFirstGoal(Geometry{3, 3});
  const auto space = mtmShortestPaths(cellsOf(goal), 3, 3);
  const auto heuristic = multiTileWalkingDistanceFor(goal);
  Random random(7);
  for (int i = 0; i < 150; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    const MtmPaths oracle = space.at(packCells(cellsOf(board)));
    SearchProblem problem(board, goal);
    INFO("board " << board.toString());
    for (size_t memoLog2 : {size_t{0}, size_t{4}, size_t{16}}) {
      std::unique_ptr<OptimalPathMemo> memo;
      if (memoLog2) memo = std::make_unique<OptimalPathMemo>(memoLog2);
      MultiTileOptimalPathCount count(problem, *heuristic, oracle.distance, 4, {}, memo.get(), 1);
      while (count.step(100) == Status::Running) {
      }
      CHECK(count.paths().count == oracle.count);
      CHECK(count.paths().listed.size() == std::min<uint64_t>(oracle.count, 4));
      checkListedMtm(board, goal, oracle.distance, count.paths().listed);
    }
  }
}

TEST_CASE("MTM: 15-puzzles near the goal, the count against a BFS from the board",
          "[all-optimal][mtm]") {
  const Board goal = blankLastGoal(Geometry{4, 4});
  const auto heuristic = multiTileWalkingDistanceFor(goal);
  Random random(15);
  for (int i = 0; i < 12; ++i) {
    const Board board = randomWalkBoard(goal, 8 + i % 6, random);
    const auto near = mtmShortestPaths(cellsOf(board), 4, 4, cellsOf(goal));
    const MtmPaths oracle = near.at(packCells(cellsOf(goal)));
    SearchProblem problem(board, goal);
    INFO("board " << board.toString());
    auto search = makeMultiTileAllOptimalSearch(problem, *heuristic, oracle.distance, 1000);
    while (search->step(1 << 12) == Status::Running) {
    }
    const OptimalPaths paths = search->paths();
    CHECK(paths.count == oracle.count);
    CHECK(paths.listed.size() == std::min<uint64_t>(oracle.count, 1000));
    checkListedMtm(board, goal, oracle.distance, paths.listed);
  }
}

TEST_CASE("MTM: npuzzle solve --metric mtm --all-optimal, solutionSegments and grouped text",
          "[all-optimal][mtm][cli]") {
  using testing_support::runCliWith;
  // 7 and 8 slide left together: one multi-tile move, the only optimal one.
  auto json = runCliWith(
      {"solve", "--metric", "mtm", "--all-optimal", "--format", "json", "1 2 3 4 5 6 0 7 8"});
  CHECK(json.code == 0);
  CHECK(json.out.find("\"solutionCount\":1,\"solutions\":[[7,8]],\"solutionSegments\":[[2]]") !=
        std::string::npos);
  auto text = runCliWith({"solve", "--metric", "mtm", "--all-optimal", "1 2 3 4 5 6 0 7 8"});
  CHECK(text.code == 0);
  CHECK(text.out.find("Optimal solutions: 1\n1: 7L+8L\n") != std::string::npos);
  // A board with several: the JSON lists as many segment lists as solutions, the count is the
  // oracle's.
  const std::string board = "8 0 6 5 4 7 2 3 1";
  const auto space = mtmShortestPaths(cellsOf(blankLastGoal(Geometry{3, 3})), 3, 3);
  Board parsed;
  parsed.geometry = Geometry{3, 3};
  for (int tile : {8, 0, 6, 5, 4, 7, 2, 3, 1}) parsed.tiles.push_back(static_cast<uint8_t>(tile));
  const MtmPaths oracle = space.at(packCells(cellsOf(parsed)));
  REQUIRE(oracle.count > 3);
  auto limited =
      runCliWith({"solve", "--metric=mtm", "--all-optimal", "--limit=3", "--format=json", board});
  CHECK(limited.code == 0);
  CHECK(limited.out.find("\"solutionCount\":" + std::to_string(oracle.count) + ",") !=
        std::string::npos);
  const size_t at = limited.out.find("\"solutionSegments\":[[");
  REQUIRE(at != std::string::npos);
  const std::string segments = limited.out.substr(at, limited.out.find("]]", at) - at);
  CHECK(std::count(segments.begin(), segments.end(), '[') == 4);  // the outer list and 3
  // Without --metric mtm there are no segments.
  CHECK(
      runCliWith({"solve", "--all-optimal", "--format=json", board}).out.find("solutionSegments") ==
      std::string::npos);
}

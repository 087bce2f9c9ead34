// The multi-tile metric (issue 32): MTM-optimal lengths against breadth-first searches written
// here (the oracle shares no code with the solver: its own board encoding and its own moves,
// each a run of single swaps of the blank), every solution replayed move by move, and the
// command line's --metric and the JSON's `metric` and `segments` (docs/contracts.md §3).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/multi_tile_moves.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "search/multi_tile_ida_star.h"
#include "solver/solver_session.h"
#include "support/cli_run.h"
#include "support/mtm_oracle.h"

using namespace npuzzle;
using testing_support::mtmNeighbours;
using testing_support::packCells;
using testing_support::Packed;
using testing_support::replayMtm;
using testing_support::unpackCells;

namespace {

// ---------------------------------------------------------------- the oracle
// The MTM distance of every board reachable from `goal`.
std::unordered_map<Packed, int> mtmDistancesFrom(const std::vector<int>& goal, int width,
                                                 int height) {
  std::unordered_map<Packed, int> distance;
  std::vector<Packed> layer{packCells(goal)}, next;
  distance[layer[0]] = 0;
  for (int depth = 1; !layer.empty(); ++depth) {
    next.clear();
    for (Packed p : layer)
      for (Packed q : mtmNeighbours(p, width, height))
        if (distance.emplace(q, depth).second) next.push_back(q);
    layer.swap(next);
  }
  return distance;
}

// The MTM distance between two boards too many to enumerate (the 15-puzzle), when it is at most
// `most`: breadth-first from both ends, a layer at a time on the smaller side. -1 beyond `most`.
int mtmDistanceBetween(const std::vector<int>& a, const std::vector<int>& b, int width, int height,
                       int most) {
  std::unordered_map<Packed, int> seen[2];
  std::vector<Packed> layer[2] = {{packCells(a)}, {packCells(b)}};
  seen[0][layer[0][0]] = 0;
  seen[1][layer[1][0]] = 0;
  if (layer[0][0] == layer[1][0]) return 0;
  int depth[2] = {0, 0};
  while (depth[0] + depth[1] < most) {
    const int side = layer[0].size() <= layer[1].size() ? 0 : 1;
    std::vector<Packed> next;
    int best = -1;
    for (Packed p : layer[side])
      for (Packed q : mtmNeighbours(p, width, height)) {
        auto other = seen[1 - side].find(q);
        if (other != seen[1 - side].end()) {
          const int total = depth[side] + 1 + other->second;
          if (best < 0 || total < best) best = total;
        }
        if (seen[side].emplace(q, depth[side] + 1).second) next.push_back(q);
      }
    ++depth[side];
    if (best >= 0) return best;
    layer[side].swap(next);
  }
  return -1;
}

Board boardOf(Packed p, int width, int height) {
  Board board;
  board.geometry = Geometry{width, height};
  for (int cell : unpackCells(p, width * height)) board.tiles.push_back(static_cast<uint8_t>(cell));
  return board;
}

std::vector<int> cellsOf(const Board& board) {
  return std::vector<int>(board.tiles.begin(), board.tiles.end());
}

struct MtmSolution {
  int length = -1;
  std::vector<SolutionStep> steps;
};

MtmSolution solveMtm(const Board& start, const Board& goal) {
  SearchProblem problem(start, goal);
  // With the multi-tile pattern databases where the board has them (natively, 10 to 16 cells).
  MultiTileIdaStar search(problem, multiTileWalkingDistanceFor(goal, true));
  MtmSolution solved;
  if (search.search() != Status::Solved) return solved;
  solved.length = static_cast<int>(search.multiTileSolution().size());
  solved.steps = search.solution();
  return solved;
}

// Every board of a size (all of them reachable from the blank-last goal), solved and checked.
void checkEveryMtmBoard(int width, int height, int expectedBoards) {
  const Board goal = blankLastGoal(Geometry{width, height});
  const auto distance = mtmDistancesFrom(cellsOf(goal), width, height);
  REQUIRE(static_cast<int>(distance.size()) == expectedBoards);
  int wrong = 0, illegal = 0;
  for (const auto& [packed, depth] : distance) {
    const Board start = boardOf(packed, width, height);
    const MtmSolution solved = solveMtm(start, goal);
    if (solved.length != depth) ++wrong;
    const std::vector<int> segments = multiTileSegments(solved.steps);
    if (static_cast<int>(segments.size()) != solved.length ||
        replayMtm(cellsOf(start), width, solved.steps, segments) != cellsOf(goal))
      ++illegal;
  }
  CHECK(wrong == 0);
  CHECK(illegal == 0);
}

std::vector<int> randomWalk(const Board& goal, int steps, uint32_t seed) {
  std::mt19937 random(seed);
  std::vector<int> cells = cellsOf(goal);
  const int width = goal.geometry.width, height = goal.geometry.height;
  int blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  for (int i = 0; i < steps; ++i) {
    std::vector<int> options;
    if (blank % width > 0) options.push_back(blank - 1);
    if (blank % width < width - 1) options.push_back(blank + 1);
    if (blank >= width) options.push_back(blank - width);
    if (blank < width * (height - 1)) options.push_back(blank + width);
    const int to = options[random() % options.size()];
    std::swap(cells[blank], cells[to]);
    blank = to;
  }
  return cells;
}

}  // namespace

TEST_CASE("MTM: every 3x3 board's optimal length equals a breadth-first search's", "[mtm]") {
  // 9!/2 boards; the oracle's deepest layer is the 8-puzzle's MTM diameter (24, published).
  const Board goal = blankLastGoal(Geometry{3, 3});
  const auto distance = mtmDistancesFrom(cellsOf(goal), 3, 3);
  int deepest = 0;
  for (const auto& entry : distance) deepest = std::max(deepest, entry.second);
  CHECK(deepest == 24);
  checkEveryMtmBoard(3, 3, 181440);
}

TEST_CASE("MTM: every board of 2x3, 3x2, 2x4 and 4x2 against breadth-first search", "[mtm]") {
  checkEveryMtmBoard(2, 3, 360);
  checkEveryMtmBoard(3, 2, 360);
  checkEveryMtmBoard(2, 4, 20160);
  checkEveryMtmBoard(4, 2, 20160);
}

TEST_CASE("MTM: a goal that is not blank-last, and the heuristic never above the distance",
          "[mtm]") {
  const Board goal = blankFirstGoal(Geometry{3, 3});
  const auto distance = mtmDistancesFrom(cellsOf(goal), 3, 3);
  const auto heuristic = multiTileWalkingDistanceFor(goal);
  int above = 0, checked = 0;
  for (const auto& [packed, depth] : distance) {
    const Board start = boardOf(packed, 3, 3);
    if (heuristic->evaluate(start.tiles.data()) > depth) ++above;
    if (packed % 61 == 0) {  // a sample solved (the full sweep is the blank-last test above)
      ++checked;
      CHECK(solveMtm(start, goal).length == depth);
    }
  }
  CHECK(above == 0);
  CHECK(checked > 1000);
}

// [long]: it builds the 15-puzzle's multi-tile pattern databases (about 6 s of CPU), so it is
// started early and left out of the sanitizer run (the tables' code runs there in the 3x3 tests
// of multi_tile_pattern_database_test.cpp); [heuristics]: it reads no single-tile database.
TEST_CASE("MTM on the 15-puzzle: random walks proven optimal, checked by a two-sided search",
          "[mtm][heuristics][long]") {
  // Random walks of 30 to 70 single moves from the blank-last goal (seeds 1 to 8): their MTM
  // distances are up to about 20, within reach of a two-sided breadth-first search here, which
  // confirms each length the solver proves. (The 15-puzzle's MTM diameter is 43; no position of
  // that depth is checked here: no independent oracle reaches it in a unit test.)
  const Board goal = blankLastGoal(Geometry{4, 4});
  for (uint32_t seed = 1; seed <= 8; ++seed) {
    const std::vector<int> cells = randomWalk(goal, 30 + 5 * static_cast<int>(seed), seed);
    Board start = goal;
    for (size_t i = 0; i < cells.size(); ++i) start.tiles[i] = static_cast<uint8_t>(cells[i]);
    INFO("seed " << seed << ": " << start.toString());
    const MtmSolution solved = solveMtm(start, goal);
    REQUIRE(solved.length >= 0);
    const std::vector<int> segments = multiTileSegments(solved.steps);
    CHECK(static_cast<int>(segments.size()) == solved.length);
    CHECK(replayMtm(cells, 4, solved.steps, segments) == cellsOf(goal));
    CHECK(mtmDistanceBetween(cells, cellsOf(goal), 4, 4, 22) == solved.length);
    // The session's way: the walking distance alone, the pattern databases taken up after a few
    // expansions, mid-iteration (here after 50), still a shortest solution.
    SearchProblem problem(start, goal);
    MultiTileIdaStar upgraded(
        problem, multiTileWalkingDistanceFor(goal),
        [&goal] { return multiTileWalkingDistanceFor(goal, true); }, 50);
    REQUIRE(upgraded.search() == Status::Solved);
    CHECK(static_cast<int>(upgraded.multiTileSolution().size()) == solved.length);
    CHECK(replayMtm(cells, 4, upgraded.solution(), multiTileSegments(upgraded.solution())) ==
          cellsOf(goal));
  }
}

TEST_CASE("MTM through the session: metric, length in moves, segments, refusals", "[mtm]") {
  SolveRequest request;
  request.board = "8 6 7 2 5 4 3 0 1";  // 31 single moves from blank-last
  request.metric = "mtm";
  SolverSession session;
  const SolveResult& result = session.solve(request);
  REQUIRE(result.status == Status::Solved);
  const Board goal = blankLastGoal(Geometry{3, 3});
  const auto distance = mtmDistancesFrom(cellsOf(goal), 3, 3);
  CHECK(result.metric == Metric::MultiTile);
  CHECK(result.optimal);
  CHECK(result.length() == distance.at(packCells(cellsOf(*result.board))));
  CHECK(result.lowerBound == result.length());
  CHECK(static_cast<int>(result.segments.size()) == result.length());
  CHECK(replayMtm(cellsOf(*result.board), 3, result.moves, result.segments) == cellsOf(goal));
  CHECK(result.heuristic == kMultiTileHeuristicId);

  request.metric = "stm";
  SolverSession stm;
  CHECK(stm.solve(request).length() == 31);
  CHECK(stm.result().metric == Metric::SingleTile);

  // Stopped by its time budget, the answer keeps what it proved, in MTM moves: at least the
  // start's heuristic value, at most the 15-puzzle's MTM diameter (43). The transposed goal, a
  // position of that diameter (Korf #1, 33 MTM moves, is proven in well under 0.3 s once the
  // 15-puzzle's multi-tile pattern databases are built).
  SolveRequest deepest;
  deepest.board = "1 5 9 13/2 6 10 14/3 7 11 15/4 8 12 0";
  deepest.metric = "mtm";
  deepest.timeoutSeconds = 0.3;
  SolverSession limited;
  const SolveResult& stopped = limited.solve(deepest);
  CHECK(stopped.status == Status::Limit);
  CHECK(stopped.metric == Metric::MultiTile);
  const Board fifteenGoal = blankLastGoal(Geometry{4, 4});
  const int startH =
      multiTileWalkingDistanceFor(fifteenGoal)->evaluate(stopped.board->tiles.data());
  CHECK(stopped.lowerBound >= startH);
  CHECK(stopped.lowerBound <= 43);

  struct Refusal {
    std::string metric, algorithm, heuristic, board, id;
  };
  const std::vector<Refusal> refusals = {
      {"MTM", "auto", "auto", "1 2 3 4 5 6 7 0 8", "unknown-metric"},
      {"mtm", "astar", "auto", "1 2 3 4 5 6 7 0 8", "metric-algorithm"},
      {"mtm", "auto", "manhattan", "1 2 3 4 5 6 7 0 8", "metric-heuristic"},
      {"mtm", "auto", "auto", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 0 24",
       "metric-board-too-large"},
  };
  for (const Refusal& r : refusals) {
    INFO(r.metric << " " << r.algorithm << " " << r.heuristic);
    SolveRequest bad;
    bad.board = r.board;
    bad.metric = r.metric;
    bad.algorithm = r.algorithm;
    bad.heuristic = r.heuristic;
    SolverSession refused;
    CHECK(refused.solve(bad).status == Status::Invalid);
    CHECK(refused.result().errorDetail.id == r.id);
  }
}

TEST_CASE("MTM on the command line: --metric, the JSON's metric and segments", "[mtm][cli]") {
  using testing_support::runCliWith;
  const std::string board = "1 2 3 4 5 6 0 7 8";  // 2 single moves, 1 multi-tile move

  const auto mtm = runCliWith({"solve", "--metric", "mtm", "--format", "json", board});
  CHECK(mtm.code == 0);
  CHECK(mtm.out.find("\"metric\":\"mtm\"") != std::string::npos);
  CHECK(mtm.out.find("\"length\":1,") != std::string::npos);
  CHECK(mtm.out.find("\"segments\":[2]") != std::string::npos);
  CHECK(mtm.out.find("\"moves\":[7,8]") != std::string::npos);

  const auto stm = runCliWith({"solve", "--format", "json", board});
  CHECK(stm.code == 0);
  CHECK(stm.out.find("\"metric\":\"stm\"") != std::string::npos);
  CHECK(stm.out.find("\"length\":2,") != std::string::npos);
  CHECK(stm.out.find("\"segments\"") == std::string::npos);

  // The text stays §2's single-tile steps; --stats adds the multi-tile moves.
  const auto text = runCliWith({"solve", "--metric=mtm", "--stats", board});
  CHECK(text.code == 0);
  CHECK(text.out.find("Solution requires 2 steps\nStep 1: Move 7 left\nStep 2: Move 8 left\n") ==
        0);
  CHECK(text.out.find("metric: mtm, 1 move of whole lines, tiles per move: 2\n") !=
        std::string::npos);
  CHECK(runCliWith({"solve", "--metric", "stm", board}).code == 0);

  const auto upper = runCliWith({"solve", "--metric", "MTM", board});
  CHECK(upper.code == 2);
  CHECK(upper.out.empty());
  CHECK(upper.err == "npuzzle: --metric must be stm or mtm, got \"MTM\"\n");
  const auto astar = runCliWith({"solve", "--metric", "mtm", "--algorithm", "astar", board});
  CHECK(astar.code == 2);
  CHECK(astar.err ==
        "npuzzle: --metric mtm works with --algorithm auto or idastar, got --algorithm astar\n");
  const auto pdb = runCliWith({"solve", "--metric", "mtm", "--heuristic", "pdb", board});
  CHECK(pdb.code == 2);
  CHECK(pdb.err.find("--heuristic pdb") != std::string::npos);
  const auto big = runCliWith({"solve", "--metric", "mtm", "--size", "5x4",
                               "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 0 19"});
  CHECK(big.code == 2);
  CHECK(big.err.find("up to 16 cells") != std::string::npos);
  const auto idastar = runCliWith(
      {"solve", "--metric", "mtm", "--algorithm", "idastar", "--format", "json", "--batch"},
      board + "\n8 6 7 2 5 4 3 0 1\n");
  CHECK(idastar.code == 0);
  CHECK(std::count(idastar.out.begin(), idastar.out.end(), '\n') == 2);
  CHECK(idastar.out.find("\"metric\":\"mtm\"") != std::string::npos);
}

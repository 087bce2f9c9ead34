#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/board_parser.h"
#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/manhattan_distance.h"
#include "io/result_json.h"
#include "search/all_optimal_search.h"
#include "search/optimal_path_count.h"
#include "solver/solver_session.h"
#include "support/cli_run.h"

using namespace npuzzle;

namespace {

uint64_t packedBoard(const std::vector<uint8_t>& tiles) {
  uint64_t key = 0;
  for (size_t i = 0; i < tiles.size(); ++i) key |= uint64_t{tiles[i]} << (4 * i);
  return key;
}

// The oracle: breadth-first search from `from`, counting the shortest paths to every board it
// reaches (a board's count is the sum of its parents' one layer up), until the layer that holds
// `to`. Written here, sharing nothing with the solver but the board type.
struct ShortestPaths {
  int distance = -1;
  uint64_t count = 0;
};
ShortestPaths bfsShortestPaths(const Board& from, const Board& to, int maxDepth = 40) {
  const Geometry g = from.geometry;
  struct Entry {
    std::vector<uint8_t> tiles;
    uint64_t paths;
  };
  std::unordered_map<uint64_t, int> depthOf{{packedBoard(from.tiles), 0}};
  std::vector<Entry> layer{{from.tiles, 1}};
  const uint64_t goal = packedBoard(to.tiles);
  for (int depth = 0; depth <= maxDepth && !layer.empty(); ++depth) {
    for (const Entry& e : layer)
      if (packedBoard(e.tiles) == goal) return ShortestPaths{depth, e.paths};
    std::unordered_map<uint64_t, size_t> indexOf;
    std::vector<Entry> next;
    for (const Entry& e : layer) {
      int blank = 0;
      while (e.tiles[blank] != 0) ++blank;
      const int r = blank / g.width, c = blank % g.width;
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr < 0 || nr >= g.height || nc < 0 || nc >= g.width) continue;
        std::vector<uint8_t> child = e.tiles;
        std::swap(child[blank], child[nr * g.width + nc]);
        const uint64_t key = packedBoard(child);
        auto seen = depthOf.find(key);
        if (seen != depthOf.end() && seen->second <= depth) continue;  // an earlier layer's
        depthOf[key] = depth + 1;
        auto at = indexOf.find(key);
        if (at == indexOf.end()) {
          indexOf[key] = next.size();
          next.push_back(Entry{std::move(child), e.paths});
        } else {
          next[at->second].paths += e.paths;
        }
      }
    }
    layer.swap(next);
  }
  return ShortestPaths{};
}

// The same for every board of the 8-puzzle at once: one breadth-first search from the goal
// (moves are reversible, so a board's shortest paths to the goal are the goal's to it, reversed).
std::unordered_map<uint64_t, ShortestPaths> eightPuzzleShortestPaths(const Board& goal) {
  std::unordered_map<uint64_t, ShortestPaths> all{{packedBoard(goal.tiles), {0, 1}}};
  std::vector<std::vector<uint8_t>> layer{goal.tiles};
  for (int depth = 0; !layer.empty(); ++depth) {
    std::vector<std::vector<uint8_t>> next;
    for (const auto& tiles : layer) {
      const uint64_t paths = all[packedBoard(tiles)].count;
      int blank = 0;
      while (tiles[blank] != 0) ++blank;
      const int r = blank / 3, c = blank % 3;
      const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
      for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
        std::vector<uint8_t> child = tiles;
        std::swap(child[blank], child[nr * 3 + nc]);
        auto [at, added] = all.try_emplace(packedBoard(child), ShortestPaths{depth + 1, 0});
        if (at->second.distance != depth + 1) continue;  // reached in an earlier layer
        at->second.count += paths;
        if (added) next.push_back(std::move(child));
      }
    }
    layer.swap(next);
  }
  return all;
}

// The board after `moves` from `board`, or an empty board when one is not legal.
std::vector<uint8_t> replayed(const Board& board, const std::vector<SolutionStep>& moves) {
  std::vector<uint8_t> tiles = board.tiles;
  const int w = board.geometry.width;
  for (const SolutionStep& step : moves) {
    int blank = 0, at = 0;
    while (tiles[blank] != 0) ++blank;
    while (at < static_cast<int>(tiles.size()) && tiles[at] != step.tile) ++at;
    if (at == static_cast<int>(tiles.size()) || step.tile == 0) return {};
    // The tile slides into the blank in the direction named.
    const int delta = step.direction == Direction::Up     ? -w
                      : step.direction == Direction::Down ? w
                      : step.direction == Direction::Left ? -1
                                                          : 1;
    if (at + delta != blank) return {};
    if ((step.direction == Direction::Left || step.direction == Direction::Right) &&
        at / w != blank / w)
      return {};
    std::swap(tiles[at], tiles[blank]);
  }
  return tiles;
}

std::string movesKey(const std::vector<SolutionStep>& moves) {
  std::string key;
  for (const SolutionStep& s : moves) key += std::to_string(s.tile) + directionLetter(s.direction);
  return key;
}

// Every listed solution replays from `board` to `goal` in exactly `length` moves, none twice.
void checkListed(const Board& board, const Board& goal, int length,
                 const std::vector<std::vector<SolutionStep>>& listed) {
  std::set<std::string> distinct;
  for (const auto& solution : listed) {
    CHECK(static_cast<int>(solution.size()) == length);
    CHECK(replayed(board, solution) == goal.tiles);
    distinct.insert(movesKey(solution));
  }
  CHECK(distinct.size() == listed.size());
}

}  // namespace

TEST_CASE("every optimal solution of 1,000 random 8-puzzles: the BFS's count of shortest paths",
          "[all-optimal]") {
  const Board goal = blankLastGoal(Geometry{3, 3});
  Random random(20261203);
  SolverSession session;
  const auto space = eightPuzzleShortestPaths(goal);
  REQUIRE(space.size() == 181440);
  uint64_t many = 0;  // boards with more than one optimal solution: the test must meet them
  for (int i = 0; i < 1000; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    const ShortestPaths oracle = space.at(packedBoard(board.tiles));
    // The oracle agrees with a search from the board itself, on some of them.
    if (i % 100 == 0) CHECK(bfsShortestPaths(board, goal).count == oracle.count);
    REQUIRE(oracle.distance >= 0);
    SolveRequest request;
    request.board = board.toString();
    request.allOptimal = true;
    request.solutionLimit = 1 + i % 40;
    const SolveResult& r = session.solve(request);
    INFO("board " << request.board << ", limit " << request.solutionLimit);
    REQUIRE(r.status == Status::Solved);
    CHECK(static_cast<int>(r.moves.size()) == oracle.distance);
    CHECK(r.countedSolutions);
    CHECK(r.solutionCount == oracle.count);
    CHECK_FALSE(r.solutionCountPartial);
    CHECK_FALSE(r.solutionCountSaturated);
    CHECK(r.solutions.size() == std::min<uint64_t>(oracle.count, request.solutionLimit));
    checkListed(board, goal, oracle.distance, r.solutions);
    many += oracle.count > 1;
  }
  CHECK(many > 500);
}

TEST_CASE(
    "the count agrees with the BFS with linear conflict, Manhattan, with and without the memo",
    "[all-optimal]") {
  const Board goal = blankFirstGoal(Geometry{3, 3});
  Random random(7);
  const LinearConflict lc(goal);
  const ManhattanDistance md(goal);
  const auto space = eightPuzzleShortestPaths(goal);
  for (int i = 0; i < 150; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    const ShortestPaths oracle = space.at(packedBoard(board.tiles));
    SearchProblem problem(board, goal);
    INFO("board " << board.toString());
    // No memo; a memo of 16 slots, where most subtrees overwrite another's entry and a count
    // must survive it; a large one. Each keeps subtrees from 2 moves left (the solver's keep
    // only those near a 15-puzzle's top) and is shared by both counts, as a thread shares its
    // memo from share to share.
    for (size_t memoLog2 : {size_t{0}, size_t{4}, size_t{16}}) {
      std::unique_ptr<OptimalPathMemo> memo;
      if (memoLog2) memo = std::make_unique<OptimalPathMemo>(memoLog2);
      OptimalPathCount<LinearConflict> byLc(problem, lc, oracle.distance, 5, {}, memo.get(), 2);
      while (byLc.step(1000) == Status::Running) {
      }
      CHECK(byLc.paths().count == oracle.count);
      checkListed(board, goal, oracle.distance, byLc.paths().listed);
      OptimalPathCount<ManhattanDistance> byMd(problem, md, oracle.distance, 3, {}, memo.get(), 2);
      while (byMd.step(1 << 20) == Status::Running) {
      }
      CHECK(byMd.paths().count == oracle.count);
      CHECK(byMd.paths().listed.size() == std::min<uint64_t>(oracle.count, 3));
    }
  }
}

TEST_CASE("15-puzzles near the goal: the count agrees with a BFS from the board", "[all-optimal]") {
  const Board goal = blankLastGoal(Geometry{4, 4});
  Random random(15);
  const LinearConflict lc(goal);
  for (int i = 0; i < 20; ++i) {
    const Board board = randomWalkBoard(goal, 10 + i % 6, random);
    const ShortestPaths oracle = bfsShortestPaths(board, goal, 16);
    REQUIRE(oracle.distance >= 0);
    SearchProblem problem(board, goal);
    INFO("board " << board.toString());
    for (unsigned threads : {1u, 2u}) {
      auto search = makeAllOptimalSearch(problem, lc, oracle.distance, 1000, threads);
      while (search->step(1 << 12) == Status::Running) {
      }
      const OptimalPaths paths = search->paths();
      CHECK(paths.count == oracle.count);
      CHECK(paths.listed.size() == std::min<uint64_t>(oracle.count, 1000));
      checkListed(board, goal, oracle.distance, paths.listed);
    }
  }
}

TEST_CASE("several threads list the same solutions in the same order as one", "[all-optimal]") {
  const Board goal = blankFirstGoal(Geometry{3, 3});
  Random random(99);
  const LinearConflict lc(goal);
  const auto space = eightPuzzleShortestPaths(goal);
  for (int i = 0; i < 30; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    const ShortestPaths oracle = space.at(packedBoard(board.tiles));
    SearchProblem problem(board, goal);
    auto one = makeAllOptimalSearch(problem, lc, oracle.distance, 7, 1);
    auto three = makeAllOptimalSearch(problem, lc, oracle.distance, 7, 3);
    while (one->step(1 << 20) == Status::Running) {
    }
    while (three->step(1 << 20) == Status::Running) {
    }
    CHECK(three->paths().count == oracle.count);
    CHECK(one->paths().count == oracle.count);
    std::vector<std::string> a, b;
    for (const auto& s : one->paths().listed) a.push_back(movesKey(s));
    for (const auto& s : three->paths().listed) b.push_back(movesKey(s));
    CHECK(a == b);
  }
}

TEST_CASE("a count cut by the time budget or a cancel is partial, and the path stands",
          "[all-optimal]") {
  // 31 moves: the count takes thousands of expansions, stepped one at a time here.
  SolveRequest request;
  request.board = "8 0 6 5 4 7 2 3 1";
  request.goal = "blank-first";
  request.allOptimal = true;
  request.timeoutSeconds = 0.05;
  const Board board = *parseBoard(request.board);
  const ShortestPaths oracle = bfsShortestPaths(board, blankFirstGoal(Geometry{3, 3}));
  for (bool cancel : {false, true}) {
    SolverSession session;
    REQUIRE(session.start(request) == Status::Running);
    while (session.step(1) == Status::Running && !session.result().countedSolutions) {
    }
    REQUIRE(session.status() == Status::Running);  // counting now
    if (cancel) {
      session.cancel();
    } else {
      std::this_thread::sleep_for(std::chrono::milliseconds(80));
      session.step(1);
    }
    const SolveResult& r = session.result();
    CHECK(r.status == (cancel ? Status::Cancelled : Status::Limit));
    CHECK(r.solutionCountPartial);
    CHECK(r.solutionCount < oracle.count);
    CHECK(r.lowerBound == oracle.distance);
    checkListed(board, blankFirstGoal(Geometry{3, 3}), oracle.distance, r.solutions);
  }
}

TEST_CASE("while it counts, the progress says how many so far, never more than there are",
          "[all-optimal]") {
  SolveRequest request;
  request.board = "8 0 6 5 4 7 2 3 1";
  request.goal = "blank-first";
  request.allOptimal = true;
  const Board board = *parseBoard(request.board);
  const ShortestPaths oracle = bfsShortestPaths(board, blankFirstGoal(Geometry{3, 3}));
  SolverSession session;
  REQUIRE(session.start(request) == Status::Running);
  CHECK_FALSE(session.solutionsCountedSoFar());  // the search for the length runs first
  uint64_t last = 0;
  bool counting = false;
  while (session.step(50) == Status::Running) {
    const auto soFar = session.solutionsCountedSoFar();
    const bool inProgress =
        progressJson(session).find("\"solutionsCounted\":") != std::string::npos;
    CHECK(inProgress == soFar.has_value());
    if (!soFar) continue;
    counting = true;
    CHECK(*soFar >= last);
    CHECK(*soFar <= oracle.count);
    last = *soFar;
  }
  CHECK(counting);
  CHECK(session.result().solutionCount == oracle.count);
  CHECK_FALSE(session.solutionsCountedSoFar());  // ended: the result has the count
  CHECK(progressJson(session).find("solutionsCounted") == std::string::npos);
}

// A 15-puzzle of 38 moves whose count takes several steps on two threads (each step at least a
// quarter million expansions), so the reads below are of a count with shares still in hand. Its
// length and whole count come from one thread: the 15-puzzle tests above check that against the
// BFS, and this board is too deep for the BFS here.
constexpr const char* kSlowCountBoard = "2 1 4 8 6 0 3 7 10 15 14 12 9 13 5 11";

// Every optimal solution of `board` by IDA* over linear conflict, on `threads` threads.
SolveRequest countRequest(const std::string& board, int threads) {
  SolveRequest request;
  request.board = board;
  request.algorithm = "idastar";
  request.heuristic = "linear-conflict";
  request.allOptimal = true;
  request.threads = threads;
  return request;
}

SolveResult countedOnOneThread(const std::string& board) {
  SolveRequest request = countRequest(board, 1);
  request.solutionLimit = 1000;
  SolverSession session;
  return session.solve(request);
}

TEST_CASE("a count on two threads, read between its steps: partial counts rise to the whole",
          "[all-optimal]") {
  const SolveResult whole = countedOnOneThread(kSlowCountBoard);
  REQUIRE(whole.status == Status::Solved);
  REQUIRE(whole.optimal);
  REQUIRE(whole.solutionCount > 1);
  const int length = static_cast<int>(whole.moves.size());
  const Board board = *parseBoard(kSlowCountBoard);
  const Board goal = blankLastGoal(Geometry{4, 4});
  SearchProblem problem(board, goal);
  const LinearConflict lc(goal);
  auto search = makeAllOptimalSearch(problem, lc, length, 1000, 2);
  uint64_t last = 0;
  int readsWhileRunning = 0;
  while (search->step(1) == Status::Running) {
    const OptimalPaths partial = search->paths();
    CHECK(partial.count >= last);
    CHECK(partial.count <= whole.solutionCount);
    CHECK(search->countSoFar() == partial.count);
    CHECK(partial.listed.size() == std::min<uint64_t>(partial.count, 1000));
    checkListed(board, goal, length, partial.listed);
    last = partial.count;
    ++readsWhileRunning;
  }
  REQUIRE(readsWhileRunning >= 2);
  const OptimalPaths all = search->paths();
  CHECK(all.count == whole.solutionCount);
  std::vector<std::string> a, b;
  for (const auto& s : whole.solutions) a.push_back(movesKey(s));
  for (const auto& s : all.listed) b.push_back(movesKey(s));
  CHECK(a == b);
}

TEST_CASE("a count on two threads cancelled while it runs keeps the count so far",
          "[all-optimal]") {
  const SolveResult whole = countedOnOneThread(kSlowCountBoard);
  REQUIRE(whole.status == Status::Solved);
  SolveRequest request = countRequest(kSlowCountBoard, 2);
  SolverSession session;
  REQUIRE(session.start(request) == Status::Running);
  while (session.step(1 << 16) == Status::Running && !session.result().countedSolutions) {
  }
  // One step of the count on its threads, then the count so far, then the cancel.
  REQUIRE(session.step(1) == Status::Running);
  const auto soFar = session.solutionsCountedSoFar();
  REQUIRE(soFar);
  CHECK(*soFar <= whole.solutionCount);
  session.cancel();
  const SolveResult& r = session.result();
  CHECK(r.status == Status::Cancelled);
  CHECK(r.solutionCountPartial);
  CHECK(r.solutionCount == *soFar);
  CHECK(r.solutions.size() == std::min<uint64_t>(r.solutionCount, request.solutionLimit));
  checkListed(*parseBoard(kSlowCountBoard), blankLastGoal(Geometry{4, 4}), whole.length(),
              r.solutions);
}

TEST_CASE("a request for every optimal solution is refused where it cannot be answered",
          "[all-optimal]") {
  SolverSession session;
  SolveRequest request;
  request.board = "1 2 3 4 5 6 7 0 8";
  request.allOptimal = true;
  request.algorithm = "greedy";
  CHECK(session.solve(request).status == Status::Invalid);
  CHECK(session.result().errorDetail.id == "all-optimal-not-optimal");
  request.algorithm = "wastar";
  request.weight = 2;
  CHECK(session.solve(request).errorDetail.id == "all-optimal-not-optimal");
  request.algorithm = "auto";
  request.board = "1 2 3 4 5 / 6 7 8 9 10 / 11 12 13 14 15 / 16 17 18 19 20 / 21 22 23 0 24";
  CHECK(session.solve(request).errorDetail.id == "all-optimal-board-too-large");
  request.board = "1 2 3 4 5 6 7 0 8";
  // The multi-tile metric is counted too (all_optimal_mtm_test.cpp), no longer refused.
  request.metric = "mtm";
  CHECK(session.solve(request).countedSolutions);
  request.metric = "stm";
  for (uint64_t limit : {uint64_t{0}, uint64_t{10001}}) {
    request.solutionLimit = limit;
    CHECK(session.solve(request).errorDetail.id == "solution-limit-range");
  }
  request.solutionLimit = 10000;
  CHECK(session.solve(request).status == Status::Solved);
  // Without allOptimal nothing is counted and the result is as before.
  request.allOptimal = false;
  CHECK_FALSE(session.solve(request).countedSolutions);
}

TEST_CASE("npuzzle solve --all-optimal and --limit", "[all-optimal][cli]") {
  using testing_support::runCliWith;
  // A board of 31 moves with several optimal solutions, counted against the BFS.
  const std::string board = "8 0 6 5 4 7 2 3 1";
  const ShortestPaths oracle = bfsShortestPaths(*parseBoard(board), blankFirstGoal(Geometry{3, 3}));
  REQUIRE(oracle.count > 1);
  auto json =
      runCliWith({"solve", "--all-optimal", "--goal", "blank-first", "--format", "json", board});
  CHECK(json.code == 0);
  CHECK(json.out.find("\"solutionCount\":" + std::to_string(oracle.count) + ",") !=
        std::string::npos);
  CHECK(json.out.find("\"solutions\":[[") != std::string::npos);
  auto limited = runCliWith(
      {"solve", "--all-optimal", "--goal=blank-first", "--limit", "1", "--format=json", board});
  CHECK(limited.code == 0);
  CHECK(limited.out.find("\"solutionCount\":" + std::to_string(oracle.count) + ",") !=
        std::string::npos);
  const size_t at = limited.out.find("\"solutions\":[[");
  REQUIRE(at != std::string::npos);
  CHECK(limited.out.find("]]", at) < limited.out.find("],[", at));  // one list only
  // Text: §2's solution, then the count and one line a solution.
  auto text = runCliWith({"solve", "--all-optimal", "--goal", "blank-first", "--limit=1", board});
  CHECK(text.code == 0);
  CHECK(text.out.rfind("Solution requires " + std::to_string(oracle.distance) + " steps\n", 0) ==
        0);
  CHECK(text.out.find("Optimal solutions: " + std::to_string(oracle.count) +
                      " (the first 1 listed)\n1: ") != std::string::npos);
  // Without --all-optimal the text is §2's alone.
  auto plain = runCliWith({"solve", "--goal", "blank-first", board});
  CHECK(plain.out.find("Optimal solutions") == std::string::npos);
  CHECK(json.out.find("solutionCount") != std::string::npos);
  CHECK(runCliWith({"solve", "--goal", "blank-first", "--format", "json", board})
            .out.find("solutionCount") == std::string::npos);

  const std::pair<std::vector<std::string>, std::string> refused[] = {
      {{"solve", "--limit", "5", board}, "npuzzle: --limit applies to --all-optimal only\n"},
      {{"solve", "--all-optimal", "--limit", "0", board},
       "npuzzle: --limit must be a whole number from 1 to 10000, got \"0\"\n"},
      {{"solve", "--all-optimal", "--limit", "10001", board},
       "npuzzle: --limit must be a whole number from 1 to 10000, got \"10001\"\n"},
      {{"solve", "--all-optimal", "--limit", "2.5", board},
       "npuzzle: --limit must be a whole number from 1 to 10000, got \"2.5\"\n"},
      {{"solve", "--all-optimal", "--algorithm", "greedy", board},
       "npuzzle: every optimal solution (--all-optimal) needs an optimal search: auto, astar, "
       "idastar, bfs, ucs, iddfs, rbfs or bidirectional with an admissible heuristic, not greedy "
       "with pdb\n"},
      {{"solve", "--all-optimal", "--size", "5x4",
        "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 0 19"},
       "npuzzle: every optimal solution (--all-optimal) is counted on boards of up to 16 cells; "
       "this one has 20\n"},
  };
  for (const auto& [args, message] : refused) {
    auto r = runCliWith(args);
    INFO(args.back());
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == message);
  }
}

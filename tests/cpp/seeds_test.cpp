// The five course assignments the product grew from (described in tests/README.md, "Seed cases"):
// their boards and the answers they expect, including the ones the assignments got wrong.

#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

#include "core/board_parser.h"
#include "solver/solution_text.h"
#include "solver/solver_session.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

const SolveResult& solve(SolverSession& session, const std::string& board, const std::string& goal,
                         const std::string& algorithm = "auto") {
  SolveRequest request;
  request.board = board;
  request.goal = goal;
  request.algorithm = algorithm;
  return session.solve(request);
}

void requireReplays(const SolveResult& r) {
  Board board = *r.board;
  REQUIRE(testing_support::replay(board, r.moves) == "");
  REQUIRE(board == *r.goal);
}

}  // namespace

TEST_CASE("seed 004: six 15-puzzles, exact text format", "[seeds]") {
  SolverSession session;
  struct Case {
    const char* board;
    size_t steps;
  };
  const Case cases[] = {
      {"((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 14, 15, 0))", 0},
      {"1 2 3 4/5 6 7 8/9 10 11 0/13 14 15 12", 1},
      {"1 2 3 4/5 6 7 8/9 10 15 11/13 14 0 12", 3},
      {"2 3 4 8/1 5 7 11/9 6 12 15/13 14 10 0", 16},
      {"1 6 2 4/5 10 3 8/0 15 9 11/14 7 13 12", 24},
      {"5 1 6 2/9 10 3 0/13 14 4 7/15 8 11 12", 28},
  };
  for (const Case& c : cases) {
    std::string board = c.board;
    if (board.front() == '(') board = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0";  // the seed's tuple
    for (const char* algorithm : {"auto", "astar", "idastar"}) {
      INFO(board << " with " << algorithm);
      const SolveResult& r = solve(session, board, "blank-last", algorithm);
      REQUIRE(r.status == Status::Solved);
      REQUIRE(r.moves.size() == c.steps);
      requireReplays(r);
      std::string text = solutionText(r.moves);
      std::istringstream lines(text);
      std::string line;
      std::getline(lines, line);
      CHECK(line ==
            "Solution requires " + std::to_string(c.steps) + (c.steps == 1 ? " step" : " steps"));
      for (size_t i = 1; i <= c.steps; ++i) {
        REQUIRE(std::getline(lines, line));
        CHECK(std::regex_match(
            line, std::regex("Step " + std::to_string(i) + ": Move [0-9]+ (up|down|left|right)")));
      }
      CHECK_FALSE(std::getline(lines, line));
    }
  }
  // The short ones have a single optimal solution: the exact text of the seed's tests.
  CHECK(solutionText(solve(session, "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0", "blank-last").moves) ==
        "Solution requires 0 steps\n");
  CHECK(solutionText(solve(session, "1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12", "blank-last").moves) ==
        "Solution requires 1 step\nStep 1: Move 12 up\n");
  CHECK(solutionText(solve(session, "1 2 3 4 5 6 7 8 9 10 15 11 13 14 0 12", "blank-last").moves) ==
        "Solution requires 3 steps\nStep 1: Move 15 down\nStep 2: Move 11 left\nStep 3: Move 12 "
        "up\n");
}

TEST_CASE("seed 000: its boards (goal blank-first) and its invalid inputs", "[seeds]") {
  SolverSession session;
  const std::pair<const char*, size_t> solvable[] = {
      {"[[5,7,6],[2,4,3],[8,1,0]]", 28},
      {"[[7,0,8],[4,6,1],[5,3,2]]", 25},
      {"[[2,3,7],[1,8,0],[6,5,4]]", 17},
      {"[[0,1,2],[3,4,5],[6,7,8]]", 0},
  };
  for (const auto& [board, steps] : solvable) {
    INFO(board);
    const SolveResult& r = solve(session, board, "blank-first");
    REQUIRE(r.status == Status::Solved);
    CHECK(r.moves.size() == steps);
    requireReplays(r);
  }
  for (const char* invalid :
       {"[2,2]", "[[0,0,0],[1,2,3,4]]", "[[5,7,7],[2,4,3],[8,1,0]]", "[[5,7,6],[2,4,3.2],[8,1,0]]",
        "[[5,7,6],[2,4,3.2],[\"8\",1,0]]", "[[5,7,6],[2,4,3.2],[[8],1,0]]"}) {
    INFO(invalid);
    const SolveResult& r = solve(session, invalid, "blank-first");
    CHECK(r.status == Status::Invalid);
    CHECK_FALSE(r.error.empty());
  }
}

TEST_CASE("seed 001: 8 0 6 5 4 7 2 3 1 takes 31 moves (blank-first)", "[seeds]") {
  SolverSession session;
  for (const char* algorithm : {"auto", "astar", "idastar", "bfs"}) {
    const SolveResult& r = solve(session, "8 0 6 5 4 7 2 3 1", "blank-first", algorithm);
    REQUIRE(r.status == Status::Solved);
    CHECK(r.moves.size() == 31);
    requireReplays(r);
  }
}

TEST_CASE("seed 002: its solvable board takes 9 moves, the other is unsolvable", "[seeds]") {
  SolverSession session;
  const SolveResult& r = solve(session, "[1,8,2,0,4,3,7,6,5]", "blank-last");
  REQUIRE(r.status == Status::Solved);
  CHECK(r.moves.size() == 9);
  requireReplays(r);
  CHECK(solve(session, "[8,1,2,0,4,3,7,6,5]", "blank-last").status == Status::Unsolvable);
}

TEST_CASE("seed 003: 12 moves with any goal, its 'hanging' pair is unsolvable at once", "[seeds]") {
  SolverSession session;
  for (const char* heuristic :
       {"misplaced", "manhattan", "euclidean", "mixed", "linear-conflict"}) {
    SolveRequest request;
    request.board = "5 8 7 1 0 4 3 2 6";
    request.goal = "5 7 6 3 0 8 4 1 2";
    request.algorithm = "astar";
    request.heuristic = heuristic;
    const SolveResult& r = session.solve(request);
    REQUIRE(r.status == Status::Solved);
    CHECK(r.moves.size() == 12);
    requireReplays(r);
  }
  const SolveResult& r = solve(session, "7 2 8 5 4 1 3 0 6", "3 7 8 4 0 5 6 1 2");
  CHECK(r.status == Status::Unsolvable);
  CHECK(r.stats.expanded == 0);  // decided before any search
}

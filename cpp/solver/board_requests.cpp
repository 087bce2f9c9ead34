#include "solver/board_requests.h"

#include "core/board_parser.h"
#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "solver/database_requests.h"

namespace npuzzle {
namespace {

// Pattern databases of boards up to this size build in milliseconds (3x4: 0.2 s is the most).
constexpr int kQuickDatabaseCells = 12;

}  // namespace

BoardCheck checkBoard(std::string_view boardText, std::string_view sizeText,
                      std::string_view goalText) {
  BoardCheck check;
  check.problem = readProblem(boardText, sizeText, goalText);
  if (!check.problem.valid()) return check;
  const Board& board = *check.problem.board;
  const Board& goal = *check.problem.goal;
  for (const HeuristicInfo& info : heuristicCatalog()) {
    // Checking must answer at once: pattern databases only if they are small or already built.
    if (info.kind == HeuristicKind::PatternDatabase && board.cells() > kQuickDatabaseCells &&
        !patternDatabasesHeld(goal))
      continue;
    if (board.cells() <= info.interactiveMaxCells)
      check.heuristics.emplace_back(info.id,
                                    makeHeuristic(info.kind, goal)->evaluate(board.tiles.data()));
  }
  return check;
}

Expected<Board> randomBoard(std::string_view sizeText, std::string_view goalText, int walk,
                            uint64_t seed) {
  auto size = parseSize(sizeText);
  if (!size) return size.failure();
  auto goal = parseGoal(goalText, *size);
  if (!goal) return goal.failure();
  if (walk < 0) return message("walk-negative");
  Random random(seed);
  return walk == 0 ? randomSolvableBoard(*goal, random) : randomWalkBoard(*goal, walk, random);
}

}  // namespace npuzzle

#include "plan/problem.h"

#include "core/board_parser.h"

namespace npuzzle {

Problem readProblem(std::string_view boardText, std::string_view sizeText,
                    std::string_view goalText) {
  Problem problem;
  std::optional<Geometry> size;
  if (!sizeText.empty()) {
    auto parsed = parseSize(sizeText);
    if (!parsed) {
      problem.error = parsed.error();
      problem.errorDetail = parsed.failure().detail;
      return problem;
    }
    size = *parsed;
  }
  auto board = parseBoard(boardText, size);
  if (!board) {
    problem.error = board.error();
    problem.errorDetail = board.failure().detail;
    return problem;
  }
  problem.board = *board;
  auto goal = parseGoal(goalText, board->geometry);
  if (!goal) {
    problem.error = goal.error();
    problem.errorDetail = goal.failure().detail;
    return problem;
  }
  problem.goal = *goal;
  problem.solvability = analyzeSolvability(*board, *goal);
  return problem;
}

}  // namespace npuzzle

#include "solver/verify_request.h"

#include <algorithm>

#include "heuristics/linear_conflict.h"
#include "plan/problem.h"
#include "solver/solver_session.h"
#include "verify/solution_reader.h"

namespace npuzzle {

VerifyResult verifySolution(const VerifyRequest& request) {
  VerifyResult result;
  const Problem problem = readProblem(request.board, request.size, request.goal);
  result.board = problem.board;
  result.goal = problem.goal;
  if (!problem.valid()) {
    result.status = Status::Invalid;
    result.error = problem.error;
    result.errorDetail = problem.errorDetail;
    return result;
  }
  const Board& board = *problem.board;
  const Board& goal = *problem.goal;
  Expected<ReadSolution> read = readSolution(request.solution, board, request.letters);
  if (!read) {
    result.status = Status::Invalid;
    result.error = read.error();
    result.errorDetail = read.failure().detail;
    return result;
  }
  result.format = read->format;
  result.check = checkSolution(board, goal, read->steps);
  result.solvable = problem.solvable();
  if (!result.solvable) return result;

  result.lowerBound = LinearConflict(goal).evaluate(board.tiles.data());
  if (board.cells() <= request.optimumMaxCells) {
    SolveRequest solve;
    solve.board = board.toString();
    solve.size = board.geometry.name();
    solve.goal = goal.toString();
    solve.timeoutSeconds = request.optimumTimeoutSeconds;
    SolverSession session;
    const SolveResult& optimum = session.solve(solve);
    if (optimum.status == Status::Solved && optimum.optimal)
      result.optimalLength = static_cast<int>(optimum.moves.size());
    else if (optimum.status == Status::Solved || optimum.status == Status::Limit)
      result.lowerBound = std::max(result.lowerBound, optimum.lowerBound);
  }
  // A legal solution as short as the bound is a shortest one.
  if (!result.optimalLength && result.check.reachesGoal && result.check.length <= result.lowerBound)
    result.optimalLength = result.check.length;
  if (result.optimalLength) result.lowerBound = *result.optimalLength;
  return result;
}

}  // namespace npuzzle

#include "plan/plan_base.h"

#include "core/input_excerpt.h"

namespace npuzzle {

const AlgorithmInfo* readProblemAndAlgorithm(PlanBase& plan, std::string_view board,
                                             std::string_view size, std::string_view goal,
                                             std::string_view algorithm) {
  plan.problem = readProblem(board, size, goal);
  if (!plan.problem.valid()) {
    refused(plan, Status::Invalid, plan.problem.failure());
    return nullptr;
  }
  const AlgorithmInfo* info = findAlgorithm(algorithm);
  if (!info)
    refused(plan, Status::Invalid,
            message("unknown-algorithm", {textArg("name", inputExcerpt(algorithm))}));
  return info;
}

}  // namespace npuzzle

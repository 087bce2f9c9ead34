#include "plan/step_plan.h"

#include "core/input_excerpt.h"
#include "plan/auto_policy.h"

namespace npuzzle {

StepPlan planStep(const StepRequest& request) {
  StepPlan plan;
  const AlgorithmInfo* requested =
      readProblemAndAlgorithm(plan, request.board, request.size, request.goal, request.algorithm);
  if (!requested) return plan;
  const int cells = plan.problem.cells();
  const AlgorithmInfo& algorithm = algorithmInfo(stepAlgorithm(requested->kind, cells));
  if (algorithm.usesWeight && !kWeightRange.contains(request.weight))
    return refused(plan, Status::Invalid, weightRangeError());
  if (algorithm.family == SearchFamily::BestFirst && cells > kMaxEagerStepCells)
    return refused(plan, Status::Invalid,
                   "step mode runs " + std::string(algorithm.id) + " on boards of up to " +
                       std::to_string(kMaxEagerStepCells) + " cells; idastar steps any size");
  plan.algorithm = &algorithm;
  plan.weight = algorithm.usesWeight ? request.weight : 1;
  plan.config = searchConfig(algorithm, request.weight, kStepMaxBytes);

  const HeuristicInfo* heuristic = &heuristicInfo(HeuristicKind::Blind);
  if (algorithm.usesHeuristic) {
    heuristic = request.heuristic == "auto" ? &heuristicInfo(kStepAutoHeuristic)
                                            : findHeuristic(request.heuristic);
    if (!heuristic)
      return refused(plan, Status::Invalid,
                     "unknown heuristic \"" + inputExcerpt(request.heuristic) + "\"");
    if (cells > heuristic->interactiveMaxCells)
      return refused(plan, Status::Invalid,
                     std::string("the ") + heuristic->id +
                         " heuristic takes too long to prepare on boards of more than " +
                         std::to_string(heuristic->interactiveMaxCells) +
                         " cells for step mode; pick linear-conflict or manhattan");
  }
  plan.heuristic = heuristic;
  if (!plan.problem.solvable())
    return refused(plan, Status::Unsolvable, plan.problem.solvability.reason);
  return plan;
}

}  // namespace npuzzle

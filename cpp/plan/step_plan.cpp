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
                   message("step-board-too-large", {textArg("algorithm", algorithm.id),
                                                    numberArg("max", kMaxEagerStepCells)}));
  if (algorithm.family == SearchFamily::DepthLimited &&
      (request.depthLimit < kMinDepthLimit || request.depthLimit > kMaxDepthLimit))
    return refused(plan, Status::Invalid,
                   message("depth-limit-range",
                           {numberArg("min", kMinDepthLimit), numberArg("max", kMaxDepthLimit)}));
  plan.algorithm = &algorithm;
  plan.depthLimit = request.depthLimit;
  plan.weight = algorithm.usesWeight ? request.weight : 1;
  plan.config = searchConfig(algorithm, request.weight, kStepMaxBytes);

  const HeuristicInfo* heuristic = &heuristicInfo(HeuristicKind::Blind);
  if (algorithm.usesHeuristic) {
    heuristic = request.heuristic == "auto" ? &heuristicInfo(kStepAutoHeuristic)
                                            : findHeuristic(request.heuristic);
    if (!heuristic)
      return refused(
          plan, Status::Invalid,
          message("unknown-heuristic", {textArg("name", inputExcerpt(request.heuristic))}));
    if (cells > heuristic->interactiveMaxCells)
      return refused(
          plan, Status::Invalid,
          message("step-heuristic-too-slow", {textArg("heuristic", heuristic->id),
                                              numberArg("max", heuristic->interactiveMaxCells)}));
  }
  plan.heuristic = heuristic;
  if (!plan.problem.solvable())
    return refused(plan, Status::Unsolvable, plan.problem.solvability.reasonDetail);
  return plan;
}

}  // namespace npuzzle

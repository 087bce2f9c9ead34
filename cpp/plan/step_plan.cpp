#include "plan/step_plan.h"

#include "core/input_excerpt.h"
#include "plan/auto_policy.h"

namespace npuzzle {

StepPlan planStep(const StepRequest& request) {
  StepPlan plan;
  auto refuse = [&plan](Status status, std::string error) {
    plan.status = status;
    plan.error = std::move(error);
    return plan;
  };
  plan.problem = readProblem(request.board, request.size, request.goal);
  if (!plan.problem.valid()) return refuse(Status::Invalid, plan.problem.error);
  const int cells = plan.problem.cells();

  const AlgorithmInfo* requested = findAlgorithm(request.algorithm);
  if (!requested)
    return refuse(Status::Invalid, "unknown algorithm \"" + inputExcerpt(request.algorithm) + "\"");
  const AlgorithmInfo& algorithm = algorithmInfo(stepAlgorithm(requested->kind, cells));
  if (algorithm.usesWeight && !kWeightRange.contains(request.weight))
    return refuse(Status::Invalid, weightRangeError());
  if (algorithm.family == SearchFamily::BestFirst && cells > kMaxEagerStepCells)
    return refuse(Status::Invalid, "step mode runs " + std::string(algorithm.id) +
                                       " on boards of up to " + std::to_string(kMaxEagerStepCells) +
                                       " cells; idastar steps any size");
  plan.algorithm = &algorithm;
  plan.weight = algorithm.usesWeight ? request.weight : 1;
  plan.config = searchConfig(algorithm, request.weight, kStepMaxBytes);

  const HeuristicInfo* heuristic = &heuristicInfo(HeuristicKind::Blind);
  if (algorithm.usesHeuristic) {
    heuristic = request.heuristic == "auto" ? &heuristicInfo(kStepAutoHeuristic)
                                            : findHeuristic(request.heuristic);
    if (!heuristic)
      return refuse(Status::Invalid,
                    "unknown heuristic \"" + inputExcerpt(request.heuristic) + "\"");
    if (cells > heuristic->interactiveMaxCells)
      return refuse(Status::Invalid,
                    std::string("the ") + heuristic->id +
                        " heuristic takes too long to prepare on boards of more than " +
                        std::to_string(heuristic->interactiveMaxCells) +
                        " cells for step mode; pick linear-conflict or manhattan");
  }
  plan.heuristic = heuristic;
  if (!plan.problem.solvable()) return refuse(Status::Unsolvable, plan.problem.solvability.reason);
  return plan;
}

}  // namespace npuzzle

#include "plan/solve_plan.h"

#include <optional>

#include "core/input_excerpt.h"

namespace npuzzle {

SolvePlan planSolve(const SolveRequest& request) {
  SolvePlan plan;
  auto refuse = [&plan](Status status, std::string error) {
    plan.status = status;
    plan.error = std::move(error);
    return plan;
  };
  plan.problem = readProblem(request.board, request.size, request.goal);
  if (!plan.problem.valid()) return refuse(Status::Invalid, plan.problem.error);

  const AlgorithmInfo* algorithm = findAlgorithm(request.algorithm);
  if (!algorithm)
    return refuse(Status::Invalid, "unknown algorithm \"" + inputExcerpt(request.algorithm) + "\"");
  std::optional<HeuristicKind> heuristic;  // nullopt: auto's choice
  if (request.heuristic != "auto") {
    const HeuristicInfo* info = findHeuristic(request.heuristic);
    if (!info)
      return refuse(Status::Invalid,
                    "unknown heuristic \"" + inputExcerpt(request.heuristic) + "\"");
    heuristic = info->kind;
  }
  if (!kWeightRange.contains(request.weight)) return refuse(Status::Invalid, weightRangeError());
  if (request.maxMemoryMB < kMinMemoryMB || request.maxMemoryMB > kMaxMemoryMB)
    return refuse(Status::Invalid, "memory budget must be between " + std::to_string(kMinMemoryMB) +
                                       " and " + std::to_string(kMaxMemoryMB) + " MB");
  if (!plan.problem.solvable()) return refuse(Status::Unsolvable, plan.problem.solvability.reason);

  const int cells = plan.problem.cells();
  const uint64_t maxBytes = request.maxMemoryMB << 20;
  plan.requested = algorithm->kind;
  plan.timeoutSeconds = request.timeoutSeconds;
  if (algorithm->kind == Algorithm::Auto) {
    plan.stages = autoStages(cells, heuristic, maxBytes);
    plan.improveExpansions = autoImproveExpansions(cells);
  } else {
    const HeuristicKind kind =
        algorithm->usesHeuristic ? heuristic.value_or(autoHeuristic(cells)) : HeuristicKind::Blind;
    plan.stages = {SearchStage{algorithm->kind, kind, request.weight, maxBytes}};
  }
  return plan;
}

}  // namespace npuzzle

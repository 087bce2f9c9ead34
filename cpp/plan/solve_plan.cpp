#include "plan/solve_plan.h"

#include <optional>

#include "core/input_excerpt.h"

namespace npuzzle {

SolvePlan planSolve(const SolveRequest& request) {
  SolvePlan plan;
  const AlgorithmInfo* algorithm =
      readProblemAndAlgorithm(plan, request.board, request.size, request.goal, request.algorithm);
  if (!algorithm) return plan;
  std::optional<HeuristicKind> heuristic;  // nullopt: auto's choice
  if (request.heuristic != "auto") {
    const HeuristicInfo* info = findHeuristic(request.heuristic);
    if (!info)
      return refused(
          plan, Status::Invalid,
          message("unknown-heuristic", {textArg("name", inputExcerpt(request.heuristic))}));
    heuristic = info->kind;
  }
  if (!kWeightRange.contains(request.weight))
    return refused(plan, Status::Invalid, weightRangeError());
  if (request.maxMemoryMB < kMinMemoryMB || request.maxMemoryMB > kMaxMemoryMB)
    return refused(plan, Status::Invalid,
                   message("memory-budget-range",
                           {numberArg("min", kMinMemoryMB), numberArg("max", kMaxMemoryMB)}));
  if (request.depthLimit < kMinDepthLimit || request.depthLimit > kMaxDepthLimit)
    return refused(plan, Status::Invalid,
                   message("depth-limit-range",
                           {numberArg("min", kMinDepthLimit), numberArg("max", kMaxDepthLimit)}));
  const std::optional<Metric> metric = findMetric(request.metric);
  if (!metric)
    return refused(plan, Status::Invalid,
                   message("unknown-metric", {textArg("name", inputExcerpt(request.metric))}));
  plan.metric = *metric;
  if (plan.metric == Metric::MultiTile) {
    if (algorithm->kind != Algorithm::Auto && algorithm->kind != Algorithm::IdaStar)
      return refused(plan, Status::Invalid,
                     message("metric-algorithm", {textArg("algorithm", algorithm->id)}));
    if (heuristic)
      return refused(plan, Status::Invalid,
                     message("metric-heuristic", {textArg("heuristic", request.heuristic)}));
    if (plan.problem.cells() > kMultiTileMaxCells)
      return refused(plan, Status::Invalid,
                     message("metric-board-too-large", {numberArg("max", kMultiTileMaxCells),
                                                        numberArg("cells", plan.problem.cells())}));
  }
  if (request.thinkSeconds != 0 && !kThinkRange.contains(request.thinkSeconds))
    return refused(
        plan, Status::Invalid,
        message("think-range", {numberArg("min", static_cast<int64_t>(kThinkRange.min)),
                                numberArg("max", static_cast<int64_t>(kThinkRange.max))}));
  if (request.solutionLimit < kMinSolutionLimit || request.solutionLimit > kMaxSolutionLimit)
    return refused(plan, Status::Invalid,
                   message("solution-limit-range", {numberArg("min", kMinSolutionLimit),
                                                    numberArg("max", kMaxSolutionLimit)}));
  if (!plan.problem.solvable())
    return refused(plan, Status::Unsolvable, plan.problem.solvability.reasonDetail);

  const int cells = plan.problem.cells();
  const uint64_t maxBytes = request.maxMemoryMB << 20;
  plan.requested = algorithm->kind;
  plan.timeoutSeconds = request.timeoutSeconds;
  plan.options = SearchOptions{request.reopen, request.details, request.threads, request.share,
                               request.depthLimit};
  plan.details = request.details;
  plan.databases = request.databases;
  if (plan.metric == Metric::MultiTile) {
    plan.stages = {SearchStage{Algorithm::IdaStar, HeuristicKind::Manhattan, 1, maxBytes}};
    plan.options.threads = 1;
  } else if (algorithm->kind == Algorithm::Auto) {
    plan.stages = autoStages(cells, heuristic, maxBytes);
    plan.improveExpansions = autoImproveExpansions(cells);
    plan.tightening = autoTightening(cells);
    // Thinking by the clock: the phases that shorten the answer run on after their default
    // budget of expansions until thinkSeconds (or until they can shorten it no more).
    if (request.thinkSeconds > 0 && plan.improveExpansions > 0)
      plan.thinkSeconds = request.thinkSeconds;
  } else {
    const HeuristicKind kind =
        algorithm->usesHeuristic ? heuristic.value_or(autoHeuristic(cells)) : HeuristicKind::Blind;
    plan.stages = {SearchStage{algorithm->kind, kind, request.weight, maxBytes}};
  }
  // Every optimal solution: after an optimal search, on boards auto solves optimally.
  plan.allOptimal = request.allOptimal;
  plan.solutionLimit = static_cast<size_t>(request.solutionLimit);
  if (request.allOptimal) {
    // Counted in the request's metric (search/optimal_path_count.h); mtm's single IDA* stage
    // passes the checks below.
    if (cells > kAllOptimalMaxCells)
      return refused(plan, Status::Invalid,
                     message("all-optimal-board-too-large",
                             {numberArg("max", kAllOptimalMaxCells), numberArg("cells", cells)}));
    const SearchStage& stage = plan.first();
    if (plan.stages.size() != 1 ||
        !guaranteesShortest(algorithmInfo(stage.algorithm), stage.weight) ||
        !heuristicInfo(stage.heuristic).admissible)
      return refused(plan, Status::Invalid,
                     message("all-optimal-not-optimal",
                             {textArg("algorithm", algorithm->id),
                              textArg("heuristic", heuristicInfo(stage.heuristic).id)}));
  }
  // A share of the tree means something only to a single optimal IDA* over pattern databases.
  const TreeShare& share = request.share;
  const bool shareable = plan.metric == Metric::SingleTile && plan.stages.size() == 1 &&
                         plan.first().algorithm == Algorithm::IdaStar &&
                         plan.first().heuristic == HeuristicKind::PatternDatabase;
  if (share.count < 1 || share.count > kMaxTeamMembers || share.index >= share.count ||
      (share.count > 1 && (!shareable || request.allOptimal)))
    return refused(plan, Status::Invalid,
                   message("tree-share-invalid",
                           {numberArg("index", share.index), numberArg("count", share.count),
                            numberArg("max", kMaxTeamMembers)}));
  return plan;
}

}  // namespace npuzzle

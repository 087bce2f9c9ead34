#pragma once
// A step-mode request (the lab, web/lab/), and the plan it becomes: the problem read and checked
// (plan/problem.h), the search resolved with auto's policy (plan/auto_policy.h: stepAlgorithm),
// the heuristic resolved, and f = a·g + b·h from the algorithm table. The stepper runs the plan;
// the pattern-database requests read from it which tables it needs. Errors are values.

#include <cstddef>
#include <cstdint>
#include <string>

#include "core/status.h"
#include "heuristics/heuristic.h"
#include "plan/algorithm_catalog.h"
#include "plan/plan_base.h"
#include "plan/problem.h"
#include "search/eager_search.h"

namespace npuzzle {

struct StepRequest {
  std::string board;
  std::string size;  // "" to infer, or "WxH"
  std::string goal = "blank-last";
  // Any algorithm id: one step mode cannot run as asked (auto, constructive, widastar) runs the
  // search `auto` teaches on that size (plan/auto_policy.h: stepAlgorithm).
  std::string algorithm = "astar";
  std::string heuristic = "manhattan";         // "auto": kStepAutoHeuristic
  double weight = kWeightRange.defaultWeight;  // wastar only
  size_t openLimit = 12;                       // open-list entries (or path nodes) a snapshot lists
  int depthLimit = kDefaultDepthLimit;         // dfs only, kMinDepthLimit..kMaxDepthLimit
};

// Step mode holds one search for a page; it ends with a message before using more.
constexpr uint64_t kStepMaxBytes = uint64_t{512} << 20;
// The best-first searches are stepped on boards of up to this many cells (their packed states
// grow with the board); IDA* keeps only its path, and steps any size.
constexpr int kMaxEagerStepCells = 40;

struct StepPlan : PlanBase {
  // As far as they were resolved (a refused heuristic still names the algorithm).
  const AlgorithmInfo* algorithm = nullptr;  // what runs
  const HeuristicInfo* heuristic = nullptr;
  double weight = 1;                    // the weighted search's w; 1 for the others
  int depthLimit = kDefaultDepthLimit;  // depth-limited DFS's
  EagerConfig config;                   // f = gWeight·g + hWeight·h, and the memory budget
};

StepPlan planStep(const StepRequest& request);

}  // namespace npuzzle

#pragma once
// What every plan (plan/solve_plan.h, plan/step_plan.h) starts from: the problem read and checked
// and the algorithm named, or the refusal a request meets instead, with its reason.

#include <string>
#include <string_view>

#include "core/expected.h"
#include "core/status.h"
#include "plan/algorithm_catalog.h"
#include "plan/problem.h"

namespace npuzzle {

struct PlanBase {
  Status status = Status::Running;  // Invalid or Unsolvable when the request cannot run
  std::string error;                // why, then (English)
  Message errorDetail;              // the same as an id and its arguments (core/message.h)
  Problem problem;

  Error failure() const { return errorDetail.empty() ? Error(error) : Error(errorDetail); }
};

// `plan`, refused with that status and reason: `return refused(plan, ...)` ends a planner.
template <class Plan>
Plan refused(Plan& plan, Status status, Error error) {
  plan.status = status;
  plan.error = std::move(error.message);
  plan.errorDetail = std::move(error.detail);
  return plan;
}

// Reads the request's problem into `plan` and looks up its algorithm. On a fault (the problem's
// first, then an unknown algorithm name) `plan` is refused as Invalid and the answer is nullptr.
const AlgorithmInfo* readProblemAndAlgorithm(PlanBase& plan, std::string_view board,
                                             std::string_view size, std::string_view goal,
                                             std::string_view algorithm);

}  // namespace npuzzle

#pragma once
// What the core would run for one request, as the page's words about `auto` need it: the solve's
// searches first to last (plan/solve_plan.h, `auto` resolved by plan/auto_policy.h) and the
// search step mode runs in their stead (plan/step_plan.h). Read from the planners themselves, so
// that no front end keeps its own copy of what `auto` picks.
//
// {"status":"ok","solve":{"stages":[{"algorithm","method","heuristic","weight"}],
//  "improves":bool},"step":{"algorithm","heuristic"}}; a request either planner refuses answers
// {"status","error","errorId","errorArgs"} (a step mode refusal alone leaves "step" out).

#include <string>

#include "plan/solve_plan.h"
#include "plan/step_plan.h"

namespace npuzzle {

std::string planJson(const SolvePlan& solve, const StepPlan& step);

}  // namespace npuzzle

#pragma once
// The requests the page's worker sends, read from plain JS values field by field (Embind 3.1.6
// would throw on a missing or mistyped field, and in the worker a throw reads as a broken
// module): a request that is not one is an "invalid" answer naming the field, never a throw.
// Also the small readings of JS values the bindings share with them.

#include <emscripten/val.h>

#include <cstdint>
#include <string>

#include "core/expected.h"
#include "lab/experiment.h"
#include "plan/solve_plan.h"
#include "plan/step_plan.h"

namespace npuzzle {

// What `typeof value` says, except "null" for null.
std::string typeOf(const emscripten::val& value);

// A JS number as a count: NaN, negatives and fractions below 1 become `fallback`.
uint64_t countOr(double n, uint64_t fallback);

// The one request of every call that names a problem (value_object "Request" in
// web/wasm/npuzzle.d.ts), as a solve's or step mode's request: CoreRequest is SolveRequest or
// StepRequest.
template <class CoreRequest>
Expected<CoreRequest> readRequest(const emscripten::val& value);
template <>
Expected<SolveRequest> readRequest<SolveRequest>(const emscripten::val& value);
template <>
Expected<StepRequest> readRequest<StepRequest>(const emscripten::val& value);

// The lab's experiment request (and boardsAtDepth's). Fields left out keep ExperimentRequest's
// defaults.
Expected<ExperimentRequest> readExperimentRequest(const emscripten::val& value);

}  // namespace npuzzle

#pragma once
// The step-mode snapshot as JSON (the StepSnapshot type in web/wasm/npuzzle.d.ts).

#include <string>

#include "lab/search_stepper.h"

namespace npuzzle {

std::string stepSnapshotJson(const StepSnapshot& snapshot);

}  // namespace npuzzle

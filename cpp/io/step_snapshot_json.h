#pragma once
// The step-mode snapshot as JSON (the StepSnapshot type in web/wasm/npuzzle.d.ts), and the
// search tree's events from a given one on (the StepTree type there).

#include <string>

#include "lab/search_stepper.h"

namespace npuzzle {

std::string stepSnapshotJson(const StepSnapshot& snapshot);
std::string searchTreeJson(const SearchTreeLog* tree, uint64_t from);

}  // namespace npuzzle

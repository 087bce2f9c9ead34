#pragma once
// The solution as courses print it (seed 004, docs/contracts.md §2):
//   Solution requires 2 steps
//   Step 1: Move 12 up
//   Step 2: Move 15 left

#include <string>
#include <vector>

#include "core/solution_step.h"

namespace npuzzle {

std::string solutionText(const std::vector<SolutionStep>& steps);

}  // namespace npuzzle

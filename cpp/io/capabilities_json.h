#pragma once
// What a front end may offer and must handle, from the core's own tables, so that no front end
// keeps a copy: the algorithms (plan/algorithm_catalog.h: labels, what each promises and needs,
// which the lab can step), the heuristics, the board limits, the weight and memory ranges
// (plan/solve_plan.h) and every status word a result can carry (core/status.h).
//
// {"algorithms":[{"id","label","shortLabel","optimal","usesHeuristic","usesWeight","steppable"}],
//  "heuristics":[{"id","label","admissible","maxCells"}], "limits":{"minSide","maxCells"},
//  "weight":{"min","max","default"}, "memoryMB":{"min","max","default"},
//  "minMemoryMB", "maxMemoryMB" (as memoryMB's, for modules read before memoryMB existed),
//  "statuses":["running","solved",...]}

#include <string>

namespace npuzzle {

std::string capabilitiesJson();

}  // namespace npuzzle

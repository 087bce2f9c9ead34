#pragma once
// h of every board along a solution: what the lab's consistency view reads to show an edge where
// h drops by more than the move costs (h(a) > 1 + h(b)), or where h overestimates what is left.

#include <vector>

#include "core/board.h"
#include "core/solution_step.h"
#include "heuristics/heuristic.h"

namespace npuzzle {

// h(start), h(after move 1), …, h(after the last move): moves.size() + 1 values. `moves` must be
// legal from `start` (a search's solution is).
std::vector<int> heuristicAlongPath(const Heuristic& heuristic, const Board& start,
                                    const std::vector<SolutionStep>& moves);

}  // namespace npuzzle

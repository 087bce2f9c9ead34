#pragma once
// The teaching lab's explanation of h (lab/heuristic_explanation.h) as JSON, typed as
// HeuristicExplanation in web/wasm/npuzzle.d.ts:
//   {status: "ok"|"invalid", error?, width, height, board, goal, solvable,
//    tiles: [{tile, cell, goalCell, manhattan, euclideanMilli, misplaced}],
//    lines: [{axis: "row"|"column", index, tiles, pairs: [[a, b]], leaving}],
//    pdb: {available, unavailable?, partition?, chosen?, symmetries?: [[{tiles, value}]]},
//    heuristics: [{id, value, fromParts}],
//    trueDistance: {known, moves?, expanded, note}}

#include <string>

#include "lab/heuristic_explanation.h"

namespace npuzzle {

std::string heuristicExplanationJson(const HeuristicExplanation& explanation);

}  // namespace npuzzle

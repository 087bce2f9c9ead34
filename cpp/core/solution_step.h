#pragma once
// One step of a solution: the tile that slides and the way it goes. The searches make solutions
// of them and every layer above reads them (the heuristics' h along a path, the solution text,
// the lab, the JSON), so it belongs to the boards' own vocabulary, not to the searches.

#include <cstdint>

#include "core/geometry.h"

namespace npuzzle {

struct SolutionStep {
  uint8_t tile;
  Direction direction;
};

}  // namespace npuzzle

#pragma once
// The small move arithmetic the textbook searches (depth-limited DFS, RBFS, bidirectional BFS)
// share: they hold boards as plain tile arrays, not packed states, and name moves as the CLI does.

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/geometry.h"
#include "core/solution_step.h"

namespace npuzzle {

inline int blankOf(const std::vector<uint8_t>& tiles) {
  return static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
}

// The move that takes board `from` to board `to`, one move apart: the tile that slid into
// from's blank, and the way it went.
inline SolutionStep stepBetween(const std::vector<uint8_t>& from, const std::vector<uint8_t>& to,
                                int width) {
  const int blankBefore = blankOf(from), blankAfter = blankOf(to);
  Direction direction = blankAfter == blankBefore + width   ? Direction::Up
                        : blankAfter == blankBefore - width ? Direction::Down
                        : blankAfter == blankBefore + 1     ? Direction::Left
                                                            : Direction::Right;
  return SolutionStep{from[blankAfter], direction};
}

}  // namespace npuzzle

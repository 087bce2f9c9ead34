#pragma once
// A board: a geometry and the tile in each cell (0 is the blank). Tiles fit a byte because a
// board has at most 256 cells.

#include <cstdint>
#include <string>
#include <vector>

#include "core/geometry.h"

namespace npuzzle {

struct Board {
  Geometry geometry;
  std::vector<uint8_t> tiles;

  int cells() const { return geometry.cells(); }
  int blankCell() const;
  // Where each tile sits: positions()[tile] = cell.
  std::vector<int> positions() const;
  std::string toString() const;  // "8 0 6 5 4 7 2 3 1"
  bool operator==(const Board& o) const { return geometry == o.geometry && tiles == o.tiles; }
  bool operator!=(const Board& o) const { return !(*this == o); }
};

// The standard goals (docs/contracts.md §1).
Board blankLastGoal(Geometry geometry);   // 1 2 ... N-1 0
Board blankFirstGoal(Geometry geometry);  // 0 1 ... N-1

}  // namespace npuzzle

#pragma once
// Legal moves precomputed per blank cell (as HOG2 does): for a blank at cell b, the cells whose
// tile can slide into b, and the direction that tile slides.

#include <array>
#include <cstdint>
#include <vector>

#include "core/geometry.h"

namespace npuzzle {

struct Move {
  uint8_t from;          // the cell of the tile that slides (the blank's next cell)
  Direction tileSlides;  // the direction the tile moves, into the blank's cell
};

class MoveTable {
 public:
  explicit MoveTable(Geometry geometry);

  int count(int blank) const { return counts_[blank]; }
  const Move& move(int blank, int i) const { return moves_[blank * 4 + i]; }
  // The cell the blank moves to when a tile at that cell slides in direction d, or -1.
  int tileCellFor(int blank, Direction d) const;
  Geometry geometry() const { return geometry_; }

 private:
  Geometry geometry_;
  std::vector<Move> moves_;      // 4 slots per blank cell
  std::vector<uint8_t> counts_;  // legal moves per blank cell
};

}  // namespace npuzzle

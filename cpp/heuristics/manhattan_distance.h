#pragma once
// Sum over tiles (blank excluded) of the taxicab distance to the goal cell. Consistent: a move
// changes exactly one tile's distance by one.

#include <cstdint>
#include <vector>

#include "heuristics/heuristic.h"

namespace npuzzle {

class ManhattanDistance final : public Heuristic {
 public:
  explicit ManhattanDistance(const Board& goal);
  int evaluate(const uint8_t* tiles) const override;
  int afterMove(const uint8_t*, int hBefore, int tile, int from, int to) const override {
    return hBefore + distance(tile, to) - distance(tile, from);
  }
  int distance(int tile, int cell) const { return table_[tile * cells_ + cell]; }

 private:
  int cells_;
  std::vector<uint16_t> table_;  // [tile][cell], 0 for the blank
};

}  // namespace npuzzle

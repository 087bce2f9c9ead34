#pragma once
// Sum of straight-line distances of the tiles to their goal cells, rounded up. Never above
// Manhattan, so admissible but weaker: courses show it to make that point (seed 003).
// Distances are summed in thousandths, each rounded down, so rounding never overestimates.

#include <cstdint>
#include <vector>

#include "heuristics/heuristic.h"

namespace npuzzle {

class EuclideanDistance final : public Heuristic {
 public:
  explicit EuclideanDistance(const Board& goal);
  int evaluate(const uint8_t* tiles) const override;
  // Sum in thousandths of a move, for heuristics that mix it with others.
  int64_t milliSum(const uint8_t* tiles) const;

 private:
  int cells_;
  std::vector<uint32_t> milli_;  // [tile][cell] floor(1000 * distance)
};

}  // namespace npuzzle

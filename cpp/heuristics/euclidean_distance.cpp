#include "heuristics/euclidean_distance.h"

#include <cmath>

namespace npuzzle {

EuclideanDistance::EuclideanDistance(const Board& goal)
    : cells_(goal.cells()), milli_(static_cast<size_t>(cells_) * cells_, 0) {
  std::vector<int> goalCell = goal.positions();
  const Geometry& g = goal.geometry;
  for (int tile = 1; tile < cells_; ++tile)
    for (int cell = 0; cell < cells_; ++cell) {
      double dr = g.row(cell) - g.row(goalCell[tile]), dc = g.col(cell) - g.col(goalCell[tile]);
      milli_[tile * cells_ + cell] =
          static_cast<uint32_t>(std::floor(1000.0 * std::sqrt(dr * dr + dc * dc)));
    }
}

int64_t EuclideanDistance::milliSum(const uint8_t* tiles) const {
  int64_t sum = 0;
  for (int c = 0; c < cells_; ++c) sum += milli_[tiles[c] * cells_ + c];
  return sum;
}

int EuclideanDistance::evaluate(const uint8_t* tiles) const {
  return static_cast<int>((milliSum(tiles) + 999) / 1000);
}

}  // namespace npuzzle

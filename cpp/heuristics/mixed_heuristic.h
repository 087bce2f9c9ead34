#pragma once
// Seed 003's custom mix: ceil(0.6 Manhattan + 0.1 misplaced + 0.3 Euclidean). A convex mix of
// admissible estimates is admissible, and since path costs are integers, rounding up keeps it so.

#include "heuristics/euclidean_distance.h"
#include "heuristics/manhattan_distance.h"
#include "heuristics/misplaced_tiles.h"

namespace npuzzle {

class MixedHeuristic final : public Heuristic {
 public:
  explicit MixedHeuristic(const Board& goal)
      : manhattan_(goal), misplaced_(goal, /*countBlank=*/false), euclidean_(goal) {}
  int evaluate(const uint8_t* tiles) const override {
    // In ten-thousandths of a move; the Euclidean sum is already in thousandths.
    int64_t scaled = 6000LL * manhattan_.evaluate(tiles) + 1000LL * misplaced_.evaluate(tiles) +
                     3 * euclidean_.milliSum(tiles);
    return static_cast<int>((scaled + 9999) / 10000);
  }

 private:
  ManhattanDistance manhattan_;
  MisplacedTiles misplaced_;
  EuclideanDistance euclidean_;
};

}  // namespace npuzzle

#pragma once
// An admissible but inconsistent heuristic, for the lab's consistency view: Manhattan distance
// on the boards whose blank is an even number of moves from its goal cell, and only half of it
// (rounded down) on the others. Every move takes the blank one cell, so the rule alternates
// along every path: a board where h is the full Manhattan distance sits next to boards where h
// is half of theirs, and h can drop by far more than the one move the edge costs — h(a) ≤
// c(a, b) + h(b) fails. Each value is at most Manhattan distance, itself a lower bound, so the
// heuristic never overestimates: A* stays optimal with it, but only by re-opening closed nodes.

#include <cstdint>

#include "heuristics/heuristic.h"
#include "heuristics/manhattan_distance.h"

namespace npuzzle {

class ParityManhattan final : public Heuristic {
 public:
  explicit ParityManhattan(const Board& goal);
  int evaluate(const uint8_t* tiles) const override;
  // Whether h is the full Manhattan distance on this board (the blank an even number of moves
  // from its goal cell), or half of it.
  bool fullOn(const uint8_t* tiles) const;

 private:
  ManhattanDistance manhattan_;
  Geometry geometry_;
  int goalBlank_;
};

}  // namespace npuzzle

#include "heuristics/manhattan_distance.h"

namespace npuzzle {

ManhattanDistance::ManhattanDistance(const Board& goal)
    : cells_(goal.cells()), table_(static_cast<size_t>(cells_) * cells_, 0) {
  std::vector<int> goalCell = goal.positions();
  for (int tile = 1; tile < cells_; ++tile)
    for (int cell = 0; cell < cells_; ++cell)
      table_[tile * cells_ + cell] =
          static_cast<uint16_t>(goal.geometry.distance(cell, goalCell[tile]));
}

int ManhattanDistance::evaluate(const uint8_t* tiles) const {
  int h = 0;
  for (int c = 0; c < cells_; ++c) h += distance(tiles[c], c);
  return h;
}

}  // namespace npuzzle

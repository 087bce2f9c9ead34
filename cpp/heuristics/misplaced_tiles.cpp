#include "heuristics/misplaced_tiles.h"

namespace npuzzle {

MisplacedTiles::MisplacedTiles(const Board& goal, bool countBlank)
    : goalCell_(goal.positions()), countBlank_(countBlank) {}

int MisplacedTiles::evaluate(const uint8_t* tiles) const {
  int h = 0;
  for (int c = 0; c < static_cast<int>(goalCell_.size()); ++c)
    if (goalCell_[tiles[c]] != c && (tiles[c] != 0 || countBlank_)) ++h;
  return h;
}

int MisplacedTiles::afterMove(const uint8_t*, int hBefore, int tile, int from, int to) const {
  int h = hBefore + (goalCell_[tile] == from) - (goalCell_[tile] == to);
  if (countBlank_) h += (goalCell_[0] == to) - (goalCell_[0] == from);
  return h;
}

}  // namespace npuzzle

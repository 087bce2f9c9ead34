#include "core/board.h"

namespace npuzzle {

int Board::blankCell() const {
  for (int c = 0; c < cells(); ++c)
    if (tiles[c] == 0) return c;
  return -1;
}

std::vector<int> Board::positions() const {
  std::vector<int> where(cells(), -1);
  for (int c = 0; c < cells(); ++c) where[tiles[c]] = c;
  return where;
}

std::string Board::toString() const {
  std::string text;
  for (int c = 0; c < cells(); ++c) {
    if (c) text += ' ';
    text += std::to_string(tiles[c]);
  }
  return text;
}

Board blankLastGoal(Geometry geometry) {
  Board goal{geometry, std::vector<uint8_t>(geometry.cells())};
  for (int c = 0; c + 1 < geometry.cells(); ++c) goal.tiles[c] = static_cast<uint8_t>(c + 1);
  return goal;
}

Board blankFirstGoal(Geometry geometry) {
  Board goal{geometry, std::vector<uint8_t>(geometry.cells())};
  for (int c = 0; c < geometry.cells(); ++c) goal.tiles[c] = static_cast<uint8_t>(c);
  return goal;
}

}  // namespace npuzzle

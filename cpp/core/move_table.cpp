#include "core/move_table.h"

namespace npuzzle {

MoveTable::MoveTable(Geometry geometry)
    : geometry_(geometry), moves_(geometry.cells() * 4), counts_(geometry.cells()) {
  // Order: the blank goes up, down, left, right (seed 004's successor order), i.e. the tile
  // above slides down, the tile below slides up, the left one slides right, the right one left.
  for (int b = 0; b < geometry.cells(); ++b) {
    int r = geometry.row(b), c = geometry.col(b), n = 0;
    auto add = [&](int cell, Direction d) {
      moves_[b * 4 + n++] = Move{static_cast<uint8_t>(cell), d};
    };
    if (r > 0) add(b - geometry.width, Direction::Down);
    if (r + 1 < geometry.height) add(b + geometry.width, Direction::Up);
    if (c > 0) add(b - 1, Direction::Right);
    if (c + 1 < geometry.width) add(b + 1, Direction::Left);
    counts_[b] = static_cast<uint8_t>(n);
  }
}

int MoveTable::tileCellFor(int blank, Direction d) const {
  for (int i = 0; i < count(blank); ++i)
    if (move(blank, i).tileSlides == d) return move(blank, i).from;
  return -1;
}

}  // namespace npuzzle

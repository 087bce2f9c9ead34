#pragma once
// Strings of moves played on a plain W x H grid, apart from the solver's move table: for the
// duplicate-move tests. A move is named by the direction its tile slides; the blank goes the
// other way.

#include <algorithm>
#include <vector>

#include "core/geometry.h"

namespace testing_support {

struct MoveGrid {
  int width, height;

  // The blank's cell after the tile beside it slides `d` into it, or -1 when no tile is there.
  int blankAfter(int blank, npuzzle::Direction d) const {
    const int r = blank / width, c = blank % width;
    // The tile comes from the side the blank then moves to: opposite its slide.
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};  // U, D, L, R
    const int nr = r + dr[static_cast<int>(d)], nc = c + dc[static_cast<int>(d)];
    if (nr < 0 || nr >= height || nc < 0 || nc >= width) return -1;
    return nr * width + nc;
  }
};

// Plays `moves` on `tiles` (blank 0); false when one of them has no tile to slide. `visited`,
// when given, gets the blank's cells, the first one included, sorted and without repeats.
inline bool play(const MoveGrid& grid, std::vector<int>& tiles,
                 const std::vector<npuzzle::Direction>& moves,
                 std::vector<int>* visited = nullptr) {
  int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
  std::vector<int> cells{blank};
  for (npuzzle::Direction d : moves) {
    const int from = grid.blankAfter(blank, d);
    if (from < 0) return false;
    std::swap(tiles[blank], tiles[from]);
    blank = from;
    cells.push_back(blank);
  }
  if (visited) {
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    *visited = cells;
  }
  return true;
}

// A board of the grid's size, tile i on cell i except that the blank (0) is on `blankCell` and
// tile `blankCell` on cell 0.
inline std::vector<int> boardWithBlankAt(const MoveGrid& grid, int blankCell) {
  std::vector<int> tiles(grid.width * grid.height);
  for (size_t i = 0; i < tiles.size(); ++i) tiles[i] = static_cast<int>(i);
  std::swap(tiles[0], tiles[blankCell]);
  return tiles;
}

}  // namespace testing_support

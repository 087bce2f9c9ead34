#include "heuristics/linear_conflict.h"

#include <algorithm>

namespace npuzzle {
namespace {

// Length of the longest strictly increasing subsequence (patience sorting), values[skip] left
// out (none if skip is out of range).
int longestIncreasing(const int* values, int n, int skip = -1) {
  int tails[kMaxCells];
  int length = 0;
  for (int i = 0; i < n; ++i) {
    if (i == skip) continue;
    int* slot = std::lower_bound(tails, tails + length, values[i]);
    *slot = values[i];
    if (slot == tails + length) ++length;
  }
  return length;
}

}  // namespace

LinearConflict::LinearConflict(const Board& goal)
    : geometry_(goal.geometry), manhattan_(goal), goalRow_(goal.cells()), goalCol_(goal.cells()) {
  for (int c = 0; c < goal.cells(); ++c) {
    goalRow_[goal.tiles[c]] = geometry_.row(c);
    goalCol_[goal.tiles[c]] = geometry_.col(c);
  }
}

template <class CellReader>
int LinearConflict::rowConflicts(int row, const CellReader& at) const {
  int order[kMaxCells], n = 0;
  for (int col = 0; col < geometry_.width; ++col) {
    int tile = at(geometry_.cell(row, col));
    if (tile != 0 && goalRow_[tile] == row) order[n++] = goalCol_[tile];
  }
  return n < 2 ? 0 : n - longestIncreasing(order, n);
}

template <class CellReader>
int LinearConflict::columnConflicts(int col, const CellReader& at) const {
  int order[kMaxCells], n = 0;
  for (int row = 0; row < geometry_.height; ++row) {
    int tile = at(geometry_.cell(row, col));
    if (tile != 0 && goalCol_[tile] == col) order[n++] = goalRow_[tile];
  }
  return n < 2 ? 0 : n - longestIncreasing(order, n);
}

int LinearConflict::evaluate(const uint8_t* tiles) const {
  auto at = [tiles](int cell) { return static_cast<int>(tiles[cell]); };
  int conflicts = 0;
  for (int r = 0; r < geometry_.height; ++r) conflicts += rowConflicts(r, at);
  for (int c = 0; c < geometry_.width; ++c) conflicts += columnConflicts(c, at);
  return manhattan_.evaluate(tiles) + 2 * conflicts;
}

int LinearConflict::afterMove(const uint8_t* tiles, int hBefore, int tile, int from, int to) const {
  int delta = manhattan_.distance(tile, to) - manhattan_.distance(tile, from);
  // Only the line that is the tile's goal line can change, and only if the tile leaves or
  // enters it: a vertical move keeps every column's order and changes two rows' members.
  const bool vertical = geometry_.col(from) == geometry_.col(to);
  const int line = vertical ? goalRow_[tile] : goalCol_[tile];
  const int fromLine = vertical ? geometry_.row(from) : geometry_.col(from);
  const int toLine = vertical ? geometry_.row(to) : geometry_.col(to);
  if (line == toLine) delta += 2 * conflictsWithTile(tiles, vertical, line, tile, to);
  if (line == fromLine) delta -= 2 * conflictsWithTile(tiles, vertical, line, tile, from);
  return hBefore + delta;
}

// One pass over the line for both counts: they differ only in the tile at `tileCell` (in
// `tiles` that cell may hold the blank, the board after the move).
int LinearConflict::conflictsWithTile(const uint8_t* tiles, bool row, int line, int tile,
                                      int tileCell) const {
  int order[kMaxCells], n = 0, at = -1;
  const int length = row ? geometry_.width : geometry_.height;
  for (int k = 0; k < length; ++k) {
    const int cell = row ? geometry_.cell(line, k) : geometry_.cell(k, line);
    const int t = cell == tileCell ? tile : tiles[cell];
    if (t == 0) continue;
    if (cell == tileCell) at = n;
    if (row ? goalRow_[t] == line : goalCol_[t] == line)
      order[n++] = row ? goalCol_[t] : goalRow_[t];
  }
  // With the tile: n - LIS; without it: (n - 1) - LIS of the rest.
  return (n - longestIncreasing(order, n)) - (n - 1 - longestIncreasing(order, n, at));
}

}  // namespace npuzzle

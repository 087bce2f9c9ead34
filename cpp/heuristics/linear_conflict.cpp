#include "heuristics/linear_conflict.h"

#include <algorithm>

namespace npuzzle {
namespace {

// Length of the longest strictly increasing subsequence (patience sorting).
int longestIncreasing(const int* values, int n) {
  int tails[kMaxCells];
  int length = 0;
  for (int i = 0; i < n; ++i) {
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
  auto after = [tiles](int cell) { return static_cast<int>(tiles[cell]); };
  auto before = [tiles, tile, from, to](int cell) {
    return cell == from ? tile : cell == to ? 0 : static_cast<int>(tiles[cell]);
  };
  int delta = manhattan_.distance(tile, to) - manhattan_.distance(tile, from);
  // Only the line that is the tile's goal line can change, and only if the tile leaves or
  // enters it: a vertical move keeps every column's order and changes two rows' members.
  if (geometry_.col(from) == geometry_.col(to)) {
    int line = goalRow_[tile];
    if (line == geometry_.row(from) || line == geometry_.row(to))
      delta += 2 * (rowConflicts(line, after) - rowConflicts(line, before));
  } else {
    int line = goalCol_[tile];
    if (line == geometry_.col(from) || line == geometry_.col(to))
      delta += 2 * (columnConflicts(line, after) - columnConflicts(line, before));
  }
  return hBefore + delta;
}

}  // namespace npuzzle

#pragma once
// Manhattan distance plus two moves for every tile that must leave its goal line to let others
// pass (Hansson, Mayer & Yung, 1992). Per line we count the tiles to remove so the rest are in
// goal order — the line's length minus its longest increasing subsequence — the tightest form.
// Consistent: a move takes one tile out of one line and into another, and changes the counts of
// only those two lines, by at most one, and only when the tile's Manhattan distance rises.

#include <vector>

#include "core/geometry.h"
#include "heuristics/heuristic.h"
#include "heuristics/manhattan_distance.h"

namespace npuzzle {

class LinearConflict final : public Heuristic {
 public:
  explicit LinearConflict(const Board& goal);
  int evaluate(const uint8_t* tiles) const override;
  int afterMove(const uint8_t* tiles, int hBefore, int tile, int from, int to) const override;

 private:
  // Tiles to remove from row r (or column) so the rest stand in goal order; `at` reads a cell.
  template <class CellReader>
  int rowConflicts(int row, const CellReader& at) const;
  template <class CellReader>
  int columnConflicts(int col, const CellReader& at) const;
  // How many more tiles row (or column) `line` must clear with `tile` at `tileCell` than without
  // it (0 or 1); the tile's goal line is `line`.
  int conflictsWithTile(const uint8_t* tiles, bool row, int line, int tile, int tileCell) const;

  Geometry geometry_;
  ManhattanDistance manhattan_;
  std::vector<int> goalRow_, goalCol_;
};

}  // namespace npuzzle

#pragma once
// A pattern database in the multi-tile metric (core/multi_tile_moves.h) for boards of up to 16
// cells: for every placement of the blank and a few pattern tiles, the fewest multi-tile moves
// that bring them to their goal cells, the other tiles alike. In that abstraction a move slides
// the blank 1 to n - 1 cells along its row or column, each pattern tile it passes one cell back,
// and costs 1, as every real multi-tile move does; so the table's distance never exceeds the
// real one. It is not additive (one move can move tiles of several patterns): tables of
// different patterns combine by their maximum.
//
// Each entry also says, for each axis, whether a shortest abstract path can start with a move
// along it. An optimal multi-tile path never makes two moves along one axis in a row (see
// search/multi_tile_ida_star.h), so after a vertical move the rest begins with a horizontal one;
// where no shortest abstract path does, the rest is at least one move longer.
//
// Indexed by the placement's rank (the tiles in the order given, then the blank: each the
// how-many-th of the cells still free), n·(n-1)·…·(n-k) entries of one byte: for the 15-puzzle
// with 5 tiles 5,765,760 (the caller chooses k with that in mind: 8 tiles fit only small boards).
// A distance takes the entry's low 6 bits (boards of up to 16 cells stay under 63 multi-tile
// moves: the 15-puzzle's diameter is 43).

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/board.h"

namespace npuzzle {

class MultiTilePatternDatabase {
 public:
  static constexpr int kMaxCells = 16;
  static constexpr int kMaxTiles = 8;

  // `tiles`: the pattern's tiles (1 .. cells - 1, distinct, at most kMaxTiles).
  MultiTilePatternDatabase(const Board& goal, std::vector<int> tiles);

  // The axis the rest of the path must start along (the other one than the last move's), or Any.
  enum class NextAxis : uint8_t { Any, Vertical, Horizontal };

  // `itemCells`: the blank's cell, then each pattern tile's cell, in the order of tiles().
  int distance(const uint8_t* itemCells, NextAxis next = NextAxis::Any) const {
    const uint8_t entry = entries_[rank(itemCells)];
    const int d = entry & kDistanceMask;
    if (d == 0) return 0;  // the real board may be the goal itself
    if (next == NextAxis::Vertical) return d + ((entry >> kNotVerticalBit) & 1);
    if (next == NextAxis::Horizontal) return d + ((entry >> kNotHorizontalBit) & 1);
    return d;
  }
  const std::vector<int>& tiles() const { return tiles_; }
  size_t entries() const { return entries_.size(); }
  // The largest distance in the table.
  int maxDistance() const { return maxDistance_; }

  size_t rank(const uint8_t* itemCells) const {
    size_t index = 0;
    uint32_t used = 0;
    for (int i = 0; i < items_; ++i) {
      const int cell = itemCells[rankOrder(i)];
      const int digit = cell - __builtin_popcount(used & ((1u << cell) - 1));
      index = index * static_cast<size_t>(cells_ - i) + static_cast<size_t>(digit);
      used |= 1u << cell;
    }
    return index;
  }

 private:
  static constexpr uint8_t kDistanceMask = 0x3f;
  static constexpr int kNotVerticalBit = 6;
  static constexpr int kNotHorizontalBit = 7;

  // The tiles are ranked first and the blank last, so that the many moves that pass no pattern
  // tile change the last digit only: their entries lie close together (the build reads them).
  int rankOrder(int i) const { return i + 1 < items_ ? i + 1 : 0; }

  int cells_;
  int items_;  // the blank and the tiles
  std::vector<int> tiles_;
  std::vector<uint8_t> entries_;
  int maxDistance_ = 0;
};

}  // namespace npuzzle

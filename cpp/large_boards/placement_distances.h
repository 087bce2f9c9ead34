#pragma once
// Exact distances for placing one, two or three tiles, in the abstraction where only those tiles
// (the tracked ones) and the blank are told apart: every other tile is interchangeable, so the
// blank may push any of them aside. A placement is the tracked tiles' cells and the blank's; its
// distance is the least number of moves to a placement with every tracked tile on its target,
// never entering a wall (a finished cell). That is a lower bound on placing those tiles on the
// real board and, what the line search uses it for (large_boards/line_beam_search.h), an exact
// guide: along a shortest way it drops by one with every move, so a search led by it cannot get
// stuck behind the "last two tiles of a line" manoeuvre; the table already knows it.
//
// Built by breadth-first search backwards from the goal placements (moves are reversible), in
// slices: build(budget) expands at most `budget` placements and can be called again. A table for
// two tiles on a region of n free cells holds n³ distances, a byte each (1 MB at n = 100; a byte
// halves the breadth-first search's memory traffic, a fifth of the line search's time), so the
// line search uses them only on regions of at most kMaxPairRegionCells cells, and tables for three
// (n⁴) on regions of at most kMaxTripleRegionCells.
// Distances above kMaxDistance read as kMaxDistance: only strips three cells wide and over 30 long
// get that far (a 3x42 region's farthest placement is 329 moves from home; a 16x8's, 142).

#include <cstdint>
#include <vector>

#include "core/move_table.h"

namespace npuzzle {

class PlacementDistances {
 public:
  static constexpr uint16_t kUnreachable = 0xFFFF;
  static constexpr uint16_t kMaxDistance = 254;
  // The largest region a two-tile table is built for: 169³ distances, 4.8 MB (a 13x13 board's
  // first line takes six of them). Up to 128 (until 6 December) the construction placed a 12x12's
  // first two lines, and its answers were 2.19 times linear conflict against 1.76 with every line
  // by beams (a board 1.5 s -> 2.8 s natively); 16x16 3.05 -> 2.70 (1.3 s -> 3.3 s). At 196, a
  // 14x14's answers are shorter still (2.31 -> 1.87) but take 5.5 s a board natively, and a
  // 16x16's 6.7 s: tables on a region of n cells cost n³ placements each (docs/performance.md,
  // "Beams on regions of up to 169 cells").
  static constexpr int kMaxPairRegionCells = 169;
  // The largest region a three-tile table is built for: 36^4 distances, 1.7 MB, and while it is
  // built a queue of four bytes a placement (6.7 MB).
  static constexpr int kMaxTripleRegionCells = 36;
  static constexpr int kMaxTracked = 3;

  // `walls[cell]` nonzero: never entered. `targets`: one to three distinct free cells, the goal
  // cell of each tracked tile in order.
  PlacementDistances(const MoveTable& moves, const std::vector<char>& walls,
                     const std::vector<int>& targets);

  // Expands at most `budget` placements (at least one unless built()); returns how many it did.
  uint64_t build(uint64_t budget);
  bool built() const { return built_; }

  // The distance of the placement with tracked tile i on cells[i] and the blank on `blank`
  // (kUnreachable for a wall, two things on one cell, or a placement that cannot reach the goal).
  uint16_t at(const uint8_t* cells, int blank) const {
    int local[kMaxTracked];
    for (int i = 0; i < tracked_; ++i)
      if ((local[i] = local_[cells[i]]) < 0) return kUnreachable;
    const int z = local_[blank];
    if (z < 0) return kUnreachable;
    const uint8_t d = distance_[index(local, z)];
    return d == kUnset ? kUnreachable : d;
  }
  int tracked() const { return tracked_; }
  // Heap bytes held now (the queue goes once the table is built).
  uint64_t bytes() const;
  // The distances a table for `tracked` tiles holds on a region of `freeCells` cells.
  static uint64_t entries(int freeCells, int tracked);

 private:
  // `local`: the tracked tiles' free-cell indices, tracked_ of them.
  size_t index(const int* local, int z) const {
    size_t i = 0;
    for (int t = 0; t < tracked_; ++t) i = i * n_ + static_cast<size_t>(local[t]);
    return i * n_ + static_cast<size_t>(z);
  }
  // A placement in the queue: a free-cell index a byte, the blank's lowest.
  static uint32_t pack(const int* local, int tracked, int z) {
    uint32_t packed = 0;
    for (int t = 0; t < tracked; ++t) packed = packed << 8 | static_cast<uint32_t>(local[t]);
    return packed << 8 | static_cast<uint32_t>(z);
  }

  const MoveTable* moves_;  // while the table is built (a built table outlives its board's)
  int tracked_;
  std::vector<int> local_;   // board cell -> free-cell index, -1 for a wall
  std::vector<int> cellOf_;  // free-cell index -> board cell
  size_t n_;                 // free cells
  static constexpr uint8_t kUnset = 255;
  std::vector<uint8_t> distance_;
  std::vector<uint32_t> queue_;
  size_t head_ = 0;
  bool built_ = false;
};

}  // namespace npuzzle

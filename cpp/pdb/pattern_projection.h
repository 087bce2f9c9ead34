#pragma once
// The projection of a board onto a pattern: the cells of k chosen tiles, in pattern order, as
// one index into a table. There are N!/(N-k)! such ordered placements on N cells, and rank() is
// a bijection from them onto [0, size()).
//
// The index is the mixed-radix number whose i-th digit is tile i's cell counted among the cells
// the earlier pattern tiles leave free (radix N-i). It is dense — no table slot is wasted, unlike
// the N^k "one digit per cell" index — and ranking costs k(k-1)/2 comparisons and k multiply-adds
// with no tables, which is what IDA*'s inner loop pays per lookup.
//
// Patterns are given by their tiles' goal cells (see pattern_database.h): the database for a
// pattern is the same whichever tiles carry those goal cells.

#include <cstdint>
#include <vector>

#include "core/expected.h"
#include "core/geometry.h"

namespace npuzzle {

// Large enough for the whole 3x3 (8 tiles); the 4x4 databases use at most 7.
constexpr int kMaxPatternTiles = 8;

class PatternProjection {
 public:
  // `patternCells`: distinct goal cells, 1 to kMaxPatternTiles of them, none of them `blankCell`.
  static Expected<PatternProjection> create(Geometry geometry, int blankCell,
                                            std::vector<uint8_t> patternCells);

  Geometry geometry() const { return geometry_; }
  int blankCell() const { return blankCell_; }
  const std::vector<uint8_t>& patternCells() const { return patternCells_; }
  int tiles() const { return static_cast<int>(patternCells_.size()); }
  uint32_t size() const { return size_; }  // N!/(N-k)!

  // cells[i] is where the tile of patternCells()[i] stands; the cells are distinct.
  uint32_t rank(const uint8_t* cells) const {
    return rankCells(cells, tiles(), static_cast<uint32_t>(geometry_.cells()));
  }
  // The same for k tiles on n cells; with k a constant the loops unroll (IDA*'s lookups).
  static uint32_t rankCells(const uint8_t* cells, int k, uint32_t n) {
    uint32_t index = 0;
    for (int i = 0; i < k; ++i) {
      uint32_t digit = cells[i];
      for (int j = 0; j < i; ++j) digit -= cells[j] < cells[i];
      index = index * (n - static_cast<uint32_t>(i)) + digit;
    }
    return index;
  }
  // The inverse of rank(): fills cells[0..k).
  void unrank(uint32_t index, uint8_t* cells) const;
  // The placement where every pattern tile is on its goal cell.
  uint32_t goalRank() const { return rank(patternCells_.data()); }

 private:
  PatternProjection(Geometry geometry, int blankCell, std::vector<uint8_t> patternCells,
                    uint32_t size)
      : geometry_(geometry),
        blankCell_(blankCell),
        patternCells_(std::move(patternCells)),
        size_(size) {}

  Geometry geometry_;
  int blankCell_;
  std::vector<uint8_t> patternCells_;
  uint32_t size_;
};

}  // namespace npuzzle

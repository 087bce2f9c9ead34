#pragma once
// A pattern database: for every placement of a pattern's tiles (see pattern_projection.h), the
// fewest moves OF THOSE TILES that bring them to their goal cells, the other tiles ignored and
// the blank free to wander through any cell no pattern tile holds. Counting only the pattern's
// own moves is what makes databases of disjoint patterns additive (Korf & Felner, 2002): every
// real move moves one tile, so it is counted by at most one of them.
//
// The goal is "cell-labelled": a tile is named by its goal cell, so the database for a pattern
// of goal cells with the blank's goal at cell b serves every goal whose blank is at b — which
// tiles carry those goal cells does not matter. Symmetric goals share databases too (see
// pattern_database_cache.h).
//
// The table keeps, per placement, the minimum over the blank's positions: one byte per entry.

#include <cstdint>
#include <functional>
#include <vector>

#include "core/expected.h"
#include "pdb/pattern_projection.h"

namespace npuzzle {

struct PatternDatabaseBuildStats {
  double ms = 0;           // wall time of the breadth-first search
  uint64_t expanded = 0;   // (placement, blank region) states expanded
  uint64_t peakBytes = 0;  // working memory of the search, table included
  int maxDistance = 0;     // the largest entry
};

class PatternDatabase {
 public:
  // Entries the search never reaches: placements of N-1 tiles with the wrong parity, which no
  // solvable board projects to. They hold the pattern tiles' Manhattan distance instead.
  static constexpr uint8_t kUnreached = 0xFF;

  // Breadth-first search from the goal placement. Fails (as a value) on a pattern the builder
  // cannot index: more than 64 cells with more than one tile.
  // `progress`, if given, hears the fraction of placements reached now and then (a few hundred
  // times in a 6-tile build), so a page can show a bar.
  using Progress = std::function<void(double)>;
  static Expected<PatternDatabase> build(const PatternProjection& projection,
                                         const Progress& progress = nullptr);
  // From a table made elsewhere (deserialisation); its size must be projection.size().
  static Expected<PatternDatabase> fromTable(PatternProjection projection,
                                             std::vector<uint8_t> table);

  const PatternProjection& projection() const { return projection_; }
  uint8_t distance(uint32_t rank) const { return table_[rank]; }
  const uint8_t* table() const { return table_.data(); }
  uint64_t tableBytes() const { return table_.size(); }
  const PatternDatabaseBuildStats& buildStats() const { return stats_; }

 private:
  PatternDatabase(PatternProjection projection, std::vector<uint8_t> table)
      : projection_(std::move(projection)), table_(std::move(table)) {}

  PatternProjection projection_;
  std::vector<uint8_t> table_;
  PatternDatabaseBuildStats stats_;
};

}  // namespace npuzzle

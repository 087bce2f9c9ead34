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
// The table keeps, per placement, the minimum over the blank's positions: one byte per entry, or
// for tables of over 2^24 placements half a byte (nibble_entries.h: the entry's excess over the
// pattern's Manhattan distance).

#include <cstdint>
#include <functional>
#include <vector>

#include "core/expected.h"
#include "pdb/pattern_projection.h"

namespace npuzzle {

// How a table stores its entries; which one is a function of the projection (entryEncoding()).
enum class EntryEncoding : uint8_t {
  Byte,    // table[rank] is the entry
  Nibble,  // 4 bits a rank: (entry - the placement's Manhattan distance) / 2
};

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
  // The encoding is the projection's (entryEncoding()) unless a test asks for the other.
  static Expected<PatternDatabase> build(const PatternProjection& projection,
                                         const Progress& progress = nullptr);
  static Expected<PatternDatabase> build(const PatternProjection& projection,
                                         const Progress& progress, EntryEncoding encoding);
  // From a table made elsewhere (deserialisation); its size must be tableBytesFor(projection,
  // encoding).
  static Expected<PatternDatabase> fromTable(PatternProjection projection,
                                             std::vector<uint8_t> table);
  static Expected<PatternDatabase> fromTable(PatternProjection projection,
                                             std::vector<uint8_t> table, EntryEncoding encoding);

  // Nibbles above this many placements: the 15-puzzle's 7-tile tables (57.7 million), not its
  // 6-tile ones (5.8 million) nor any table of the 5x5's default partition. What is stored,
  // downloaded and verified is always in this encoding (the name's format version says it).
  static constexpr uint32_t kByteEntriesUpTo = uint32_t{1} << 24;
  static EntryEncoding entryEncoding(const PatternProjection& projection) {
    return projection.size() > kByteEntriesUpTo ? EntryEncoding::Nibble : EntryEncoding::Byte;
  }
  // A table's size in bytes.
  static uint64_t tableBytesFor(const PatternProjection& projection, EntryEncoding encoding);
  static uint64_t tableBytesFor(const PatternProjection& projection) {
    return tableBytesFor(projection, entryEncoding(projection));
  }

  const PatternProjection& projection() const { return projection_; }
  EntryEncoding encoding() const { return encoding_; }
  // The entry of a placement, whatever the encoding (a nibble table unranks it: for tests and
  // explanations, not for a search's inner loop, which works out the Manhattan part itself).
  uint8_t distance(uint32_t rank) const;
  const uint8_t* table() const { return table_.data(); }
  uint64_t tableBytes() const { return table_.size(); }
  const PatternDatabaseBuildStats& buildStats() const { return stats_; }

 private:
  PatternDatabase(PatternProjection projection, std::vector<uint8_t> table, EntryEncoding encoding);

  PatternProjection projection_;
  std::vector<uint8_t> table_;
  EntryEncoding encoding_;
  PatternDatabaseBuildStats stats_;
};

}  // namespace npuzzle

#pragma once
// Placement tables (large_boards/placement_distances.h) kept from one line search to the next on
// the same board. The path improver runs the line search again with other drifts and line orders
// (large_boards/path_improver.h); a table depends only on the finished cells and its targets, and
// runs of one line order place the same lines on the same regions, so each table is built once per
// board instead of once per run (the bench's 6x6-random: 214.6 million expansions, the tables'
// placements counted, down to 182.5 million, with the same answers to the move; with the
// three-tile tables on 6x6, 67 million of a board's 88 million expansions were those tables built
// again, and are 6 million with the cache).

#include <cstdint>
#include <memory>
#include <vector>

#include "large_boards/placement_distances.h"

namespace npuzzle {

class PlacementTableCache {
 public:
  // What a board's searches keep at most (a 6x6's tables are about 9 MB, most of it the four
  // three-tile tables on 36 cells).
  static constexpr uint64_t kDefaultBytes = uint64_t{32} << 20;
  // The largest table kept: a three-tile table on 36 cells is 1.7 MB, a pair's on 120 cells too.
  // Larger ones (pairs on up to 169 cells, 4.8 MB each, the first lines of boards above 11x11) are
  // rebuilt when asked for again, as before the cache: kept, a 16x16's first lines would hold 30 MB
  // more through its whole solve.
  static constexpr uint64_t kMaxTableBytes = uint64_t{2} << 20;

  explicit PlacementTableCache(uint64_t maxBytes = kDefaultBytes) : maxBytes_(maxBytes) {}

  // The built table for these finished cells and targets, or null.
  std::shared_ptr<const PlacementDistances> find(const std::vector<char>& walls,
                                                 const std::vector<int>& targets) const;
  // Keeps a built table of at most kMaxTableBytes while the cache stays within its bytes; a
  // table that is not kept is built again when asked for.
  void keep(const std::vector<char>& walls, const std::vector<int>& targets,
            std::shared_ptr<const PlacementDistances> table);
  bool holds(const PlacementDistances* table) const;
  uint64_t bytes() const { return bytes_; }
  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    std::vector<char> walls;
    std::vector<int> targets;
    std::shared_ptr<const PlacementDistances> table;
  };
  std::vector<Entry> entries_;
  uint64_t maxBytes_, bytes_ = 0;
};

}  // namespace npuzzle

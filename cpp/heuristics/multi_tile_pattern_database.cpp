#include "heuristics/multi_tile_pattern_database.h"

#include <algorithm>
#include <cstring>

namespace npuzzle {
namespace {

// Every abstract multi-tile move from the placement `itemCells` (blank first): `visit(vertical,
// rank, cells)` for each, the blank walking 1, 2, … cells in each of the four directions.
template <class Visit>
void forEachMove(const MultiTilePatternDatabase& table, Geometry geometry, int items,
                 const uint8_t* itemCells, Visit&& visit) {
  int8_t itemAt[MultiTilePatternDatabase::kMaxCells];
  std::memset(itemAt, -1, sizeof itemAt);
  for (int i = 1; i < items; ++i) itemAt[itemCells[i]] = static_cast<int8_t>(i);
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int d = 0; d < 4; ++d) {
    uint8_t walk[MultiTilePatternDatabase::kMaxTiles + 1];
    std::memcpy(walk, itemCells, items);
    int r = geometry.row(itemCells[0]), c = geometry.col(itemCells[0]);
    while (true) {
      const int nr = r + dr[d], nc = c + dc[d];
      if (nr < 0 || nr >= geometry.height || nc < 0 || nc >= geometry.width) break;
      const int from = geometry.cell(r, c), to = geometry.cell(nr, nc);
      // The tile at `to` (a pattern tile or not) slides into the blank's cell.
      if (itemAt[to] >= 0) walk[itemAt[to]] = static_cast<uint8_t>(from);
      walk[0] = static_cast<uint8_t>(to);
      r = nr, c = nc;
      visit(d < 2, table.rank(walk), walk);
    }
  }
}

// A placement in the breadth-first search's layers: 4 bits a cell, the blank lowest (cheaper to
// read back than to unrank).
uint64_t pack(const uint8_t* itemCells, int items) {
  uint64_t packed = 0;
  for (int i = 0; i < items; ++i) packed |= static_cast<uint64_t>(itemCells[i]) << (4 * i);
  return packed;
}

void unpack(uint64_t packed, int items, uint8_t* itemCells) {
  for (int i = 0; i < items; ++i) itemCells[i] = static_cast<uint8_t>((packed >> (4 * i)) & 15);
}

}  // namespace

MultiTilePatternDatabase::MultiTilePatternDatabase(const Board& goal, std::vector<int> tiles)
    : cells_(goal.cells()), items_(static_cast<int>(tiles.size()) + 1), tiles_(std::move(tiles)) {
  size_t size = 1;
  for (int i = 0; i < items_; ++i) size *= static_cast<size_t>(cells_ - i);
  const std::vector<int> goalCell = goal.positions();
  uint8_t start[kMaxTiles + 1];
  start[0] = static_cast<uint8_t>(goalCell[0]);
  for (int i = 1; i < items_; ++i) start[i] = static_cast<uint8_t>(goalCell[tiles_[i - 1]]);
  const Geometry geometry = goal.geometry;

  // Breadth-first from the goal's placement, a layer at a time (a move along a line is undone by
  // the move back along it, so the distances to the goal are the distances from it). Reaching a
  // placement of depth d from one of depth d - 1 along an axis marks that a shortest path from it
  // starts along that axis; the marks are turned into "not along" flags at the end.
  entries_.assign(size, kDistanceMask);  // the distance bits all set: not reached yet
  std::vector<uint64_t> layer{pack(start, items_)}, next;
  entries_[rank(start)] = 0;
  uint8_t cells[kMaxTiles + 1];
  for (int depth = 1; !layer.empty(); ++depth) {
    next.clear();
    for (uint64_t placement : layer) {
      unpack(placement, items_, cells);
      forEachMove(
          *this, geometry, items_, cells, [&](bool vertical, size_t to, const uint8_t* walk) {
            uint8_t& entry = entries_[to];
            const int reached = entry & kDistanceMask;
            if (reached == kDistanceMask) {
              entry = static_cast<uint8_t>(depth);
              next.push_back(pack(walk, items_));
            } else if (reached != depth) {
              return;
            }
            entry |= static_cast<uint8_t>(1u << (vertical ? kNotVerticalBit : kNotHorizontalBit));
          });
    }
    if (!next.empty()) maxDistance_ = depth;
    layer.swap(next);
  }
  constexpr uint8_t kAxisBits = (1u << kNotVerticalBit) | (1u << kNotHorizontalBit);
  for (uint8_t& entry : entries_) {
    // Unreachable placements (none on a connected board) read as 0, which is admissible.
    if ((entry & kDistanceMask) == kDistanceMask) entry = 0;
    if ((entry & kDistanceMask) != 0) entry ^= kAxisBits;
  }
}

}  // namespace npuzzle

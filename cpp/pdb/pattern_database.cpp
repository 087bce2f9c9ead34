#include "pdb/pattern_database.h"

#include <algorithm>
#include <chrono>
#include <string>

#include "pdb/huge_pages.h"
#include "pdb/nibble_entries.h"

namespace npuzzle {
namespace {

// Cell sets of a board of at most 64 cells as bit masks, so the blank's region is a few shifts.
class CellMasks {
 public:
  explicit CellMasks(Geometry g) : width_(g.width) {
    all_ = g.cells() == 64 ? ~uint64_t{0} : (uint64_t{1} << g.cells()) - 1;
    for (int c = 0; c < g.cells(); ++c) {
      if (g.col(c) != g.width - 1) notLastCol_ |= uint64_t{1} << c;
      if (g.col(c) != 0) notFirstCol_ |= uint64_t{1} << c;
    }
  }
  uint64_t all() const { return all_; }
  // The cells next to some cell of `m`.
  uint64_t neighbours(uint64_t m) const {
    return ((m << width_) | (m >> width_) | ((m & notLastCol_) << 1) | ((m & notFirstCol_) >> 1)) &
           all_;
  }
  // The cells of `free` the blank at `start` reaches without moving a pattern tile.
  uint64_t region(int start, uint64_t free) const {
    uint64_t r = uint64_t{1} << start;
    for (;;) {
      uint64_t grown = r | (neighbours(r) & free);
      if (grown == r) return r;
      r = grown;
    }
  }

 private:
  int width_;
  uint64_t all_ = 0, notLastCol_ = 0, notFirstCol_ = 0;
};

inline int lowestCell(uint64_t m) {
  return __builtin_ctzll(m);
}

// A breadth-first search over (placement, region of the blank) in layers of pattern moves.
// Moving the blank inside its region is free, so a state is a placement and the connected set
// of free cells holding the blank. `seen[r]` holds the cells of the regions already reached for
// placement r, so a state is queued once, when first reached, and its region is computed then.
// The first layer that reaches a placement is its entry.
//
// Queue entries carry the cells themselves (6 bits each, blank last) rather than the rank, so
// expanding needs no unranking; the random accesses to `seen` are what the build's time is made
// of, and they are one per generated state.
template <class Row>
void breadthFirst(const PatternProjection& projection, std::vector<uint8_t>& table,
                  PatternDatabaseBuildStats& stats, const PatternDatabase::Progress& progress) {
  const Geometry g = projection.geometry();
  const int k = projection.tiles();
  const CellMasks masks(g);
  const uint32_t size = projection.size();
  std::vector<Row> seen(size, 0);
  std::vector<uint64_t> layer, next;
  auto pack = [k](const uint8_t* cells, int blank) {
    uint64_t packed = static_cast<uint64_t>(blank);
    for (int i = k - 1; i >= 0; --i) packed = packed << 6 | cells[i];
    return packed;
  };

  const uint8_t* goalCells = projection.patternCells().data();
  uint64_t goalOccupied = 0;
  for (int i = 0; i < k; ++i) goalOccupied |= uint64_t{1} << goalCells[i];
  const uint32_t goal = projection.goalRank();
  table[goal] = 0;
  seen[goal] = static_cast<Row>(masks.region(projection.blankCell(), masks.all() & ~goalOccupied));
  layer.push_back(pack(goalCells, projection.blankCell()));
  uint64_t peakFrontier = 0;

  // An expanded state: its pattern tiles' cells, the free cells, the blank's region, and its
  // children (a pattern tile moved to a cell, and the placement's rank).
  struct PatternMove {
    uint32_t child;
    uint8_t tile, to;
  };
  struct Expansion {
    uint8_t cells[kMaxPatternTiles];
    uint64_t free, region;
    int children;
    PatternMove moves[kMaxPatternTiles * 4];
  };
  // rank() of a placement with tile i moved from cell `from` to the free cell `to`, minus the
  // rank before, worked out from the tiles that stand between the two cells instead of ranking
  // again (ranking was a third of the build). Tile i's digit, its cell among the cells earlier
  // tiles leave free, changes by the distance less the earlier tiles it passes; each later
  // tile it passes gains or loses the one cell tile i no longer or now holds below it. A
  // sideways move passes no tile: the change is one unit of i's digit.
  std::vector<uint32_t> weight(k);  // each digit's place value in the mixed-radix rank
  for (int i = k - 1, w = 1; i >= 0; w *= g.cells() - i, --i) weight[i] = w;
  uint8_t tileAt[64];  // the pattern tile standing on a cell (valid on occupied cells only)
  auto rankChange = [&weight](int i, int from, int to, uint64_t occupied, const uint8_t* tileAt) {
    const int low = std::min(from, to), high = std::max(from, to);
    uint32_t digit = static_cast<uint32_t>(high - low), later = 0;
    const uint64_t between = occupied & ((uint64_t{1} << high) - 1) & ~((uint64_t{2} << low) - 1);
    for (uint64_t m = between; m; m &= m - 1) {
      const int j = tileAt[lowestCell(m)];
      if (j < i)
        --digit;
      else
        later += weight[j];
    }
    const uint32_t change = digit * weight[i] + later;
    return to > from ? change : 0u - change;  // modulo 2^32: the sum is the child's rank
  };
  // Works out a queued state's children and asks for each one's `seen` entry. Those reads are
  // the build's cache misses (the table is megabytes, read at random): the next state's are
  // asked for before this one's are used, so they overlap instead of following one another.
  auto gather = [&](uint64_t state, Expansion& e) {
    uint64_t occupied = 0;
    for (int i = 0; i < k; ++i, state >>= 6) {
      e.cells[i] = static_cast<uint8_t>(state & 63);
      occupied |= uint64_t{1} << e.cells[i];
    }
    e.free = masks.all() & ~occupied;
    e.region = masks.region(static_cast<int>(state), e.free);
    e.children = 0;
    const uint32_t rank = projection.rank(e.cells);
    for (int i = 0; i < k; ++i) tileAt[e.cells[i]] = static_cast<uint8_t>(i);
    for (int i = 0; i < k; ++i) {
      const int from = e.cells[i];
      // Tile i slides into any neighbouring cell the blank can reach; the blank takes `from`.
      for (uint64_t to = masks.neighbours(uint64_t{1} << from) & e.region; to; to &= to - 1) {
        const int toCell = lowestCell(to);
        const uint32_t child = rank + rankChange(i, from, toCell, occupied, tileAt);
        __builtin_prefetch(&seen[child]);
        e.moves[e.children++] = {child, static_cast<uint8_t>(i), static_cast<uint8_t>(toCell)};
      }
    }
  };
  Expansion expansions[2];
  uint64_t reached = 1;
  constexpr uint64_t kProgressEvery = 1 << 16;  // expansions
  for (int depth = 0; !layer.empty(); ++depth) {
    const uint8_t nextDistance = static_cast<uint8_t>(depth + 1);
    gather(layer[0], expansions[0]);
    for (size_t s = 0; s < layer.size(); ++s) {
      Expansion& e = expansions[s & 1];
      if (s + 1 < layer.size()) gather(layer[s + 1], expansions[(s + 1) & 1]);
      if (++stats.expanded % kProgressEvery == 0 && progress)
        progress(static_cast<double>(reached) / size);
      for (int c = 0; c < e.children; ++c) {
        const PatternMove move = e.moves[c];
        const uint8_t from = e.cells[move.tile];
        const Row before = seen[move.child];
        if (before & static_cast<Row>(Row{1} << from)) continue;
        const uint64_t childFree = (e.free | uint64_t{1} << from) & ~(uint64_t{1} << move.to);
        seen[move.child] = static_cast<Row>(before | masks.region(from, childFree));
        // No region reached this placement before: this layer is its first, and its entry.
        if (before == 0) table[move.child] = nextDistance, ++reached;
        e.cells[move.tile] = move.to;
        next.push_back(pack(e.cells, from));
        e.cells[move.tile] = from;
      }
    }
    peakFrontier = std::max<uint64_t>(peakFrontier, layer.capacity() + next.capacity());
    layer.swap(next);
    next.clear();
    if (!layer.empty()) stats.maxDistance = depth + 1;
  }
  stats.peakBytes = uint64_t{size} * (1 + sizeof(Row)) + peakFrontier * sizeof(uint64_t);
}

// Sum of the pattern tiles' distances to their goal cells.
int patternManhattan(const PatternProjection& projection, const uint8_t* cells) {
  int sum = 0;
  for (int i = 0; i < projection.tiles(); ++i)
    sum += projection.geometry().distance(cells[i], projection.patternCells()[i]);
  return sum;
}

// The byte table in nibbles (nibble_entries.h). An excess over 15 (none on the boards the
// default partitions use nibbles for) is kept as 15: a smaller entry, still a lower bound.
std::vector<uint8_t> toNibbles(const PatternProjection& projection,
                               const std::vector<uint8_t>& entries) {
  std::vector<uint8_t> nibbles(nibble_entries::tableBytes(projection.size()), 0);
  uint8_t cells[kMaxPatternTiles];
  for (uint32_t r = 0; r < projection.size(); ++r) {
    projection.unrank(r, cells);
    const int extra = (entries[r] - patternManhattan(projection, cells)) / 2;
    nibble_entries::setExtra(nibbles.data(), r,
                             static_cast<uint8_t>(std::min<int>(extra, nibble_entries::kMaxExtra)));
  }
  return nibbles;
}

}  // namespace

PatternDatabase::PatternDatabase(PatternProjection projection, std::vector<uint8_t> table,
                                 EntryEncoding encoding)
    : projection_(std::move(projection)), table_(std::move(table)), encoding_(encoding) {
  adviseHugePages(table_.data(), table_.size());
}

uint64_t PatternDatabase::tableBytesFor(const PatternProjection& projection,
                                        EntryEncoding encoding) {
  return encoding == EntryEncoding::Nibble ? nibble_entries::tableBytes(projection.size())
                                           : projection.size();
}

uint8_t PatternDatabase::distance(uint32_t rank) const {
  if (encoding_ == EntryEncoding::Byte) return table_[rank];
  uint8_t cells[kMaxPatternTiles];
  projection_.unrank(rank, cells);
  return static_cast<uint8_t>(patternManhattan(projection_, cells) +
                              2 * nibble_entries::extra(table_.data(), rank));
}

Expected<PatternDatabase> PatternDatabase::build(const PatternProjection& projection,
                                                 const Progress& progress) {
  return build(projection, progress, entryEncoding(projection));
}

Expected<PatternDatabase> PatternDatabase::build(const PatternProjection& projection,
                                                 const Progress& progress, EntryEncoding encoding) {
  const auto started = std::chrono::steady_clock::now();
  const Geometry g = projection.geometry();
  const int n = g.cells();
  std::vector<uint8_t> table(projection.size(), kUnreached);
  PatternDatabaseBuildStats stats;
  if (n <= 16) {
    breadthFirst<uint16_t>(projection, table, stats, progress);
  } else if (n <= 32) {
    breadthFirst<uint32_t>(projection, table, stats, progress);
  } else if (n <= 64) {
    breadthFirst<uint64_t>(projection, table, stats, progress);
  } else if (projection.tiles() == 1) {
    // A lone tile with the blank free to go round it (a grid with both sides >= 2 stays
    // connected without any one cell) needs exactly its Manhattan distance.
  } else {
    return Error{"pattern database: patterns of several tiles need a board of at most 64 cells"};
  }
  // Placements left unreached are those no solvable board has (N-1 tiles, wrong parity):
  // give them a harmless admissible value so no lookup ever sees the marker.
  uint8_t cells[kMaxPatternTiles];
  for (uint32_t r = 0; r < projection.size(); ++r) {
    if (table[r] != kUnreached) continue;
    projection.unrank(r, cells);
    table[r] = static_cast<uint8_t>(patternManhattan(projection, cells));
  }
  if (encoding == EntryEncoding::Nibble) table = toNibbles(projection, table);
  PatternDatabase db(projection, std::move(table), encoding);
  db.stats_ = stats;
  db.stats_.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  if (db.stats_.peakBytes == 0) db.stats_.peakBytes = db.tableBytes();
  return db;
}

Expected<PatternDatabase> PatternDatabase::fromTable(PatternProjection projection,
                                                     std::vector<uint8_t> table) {
  const EntryEncoding encoding = entryEncoding(projection);
  return fromTable(std::move(projection), std::move(table), encoding);
}

Expected<PatternDatabase> PatternDatabase::fromTable(PatternProjection projection,
                                                     std::vector<uint8_t> table,
                                                     EntryEncoding encoding) {
  const uint64_t bytes = tableBytesFor(projection, encoding);
  if (table.size() != bytes)
    return Error{"pattern database: table has " + std::to_string(table.size()) +
                 " bytes, the pattern needs " + std::to_string(bytes)};
  return PatternDatabase(std::move(projection), std::move(table), encoding);
}

}  // namespace npuzzle

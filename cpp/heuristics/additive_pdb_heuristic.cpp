#include "heuristics/additive_pdb_heuristic.h"

#include <algorithm>
#include <cstring>

#include "pdb/grid_symmetry.h"
#include "pdb/nibble_entries.h"
#include "pdb/pattern_projection.h"

namespace npuzzle {

Expected<std::unique_ptr<AdditivePdbHeuristic>> AdditivePdbHeuristic::create(
    const Board& goal, const PatternPartition& partition, bool symmetricLookups,
    PatternDatabaseCache& cache) {
  const Geometry g = goal.geometry;
  const int blank = goal.blankCell();
  if (blank < 0) return Error{"pattern database heuristic: the goal has no blank"};
  std::vector<bool> covered(g.cells(), false);
  for (const auto& pattern : partition.patterns)
    for (uint8_t c : pattern) {
      if (c >= g.cells() || c == blank || covered[c])
        return Error{"pattern database heuristic: the patterns are not disjoint goal cells"};
      covered[c] = true;
    }

  std::unique_ptr<AdditivePdbHeuristic> h(new AdditivePdbHeuristic());
  h->cells_ = g.cells();
  h->partition_ = partition;
  std::vector<GridSymmetry> fixing;  // symmetries that keep the goal blank's cell, identity first
  for (const GridSymmetry& s : gridSymmetries(g))
    if (s(blank) == blank && (fixing.empty() || symmetricLookups)) fixing.push_back(s);

  std::vector<PatternDatabaseCache::Entry> entries;
  for (const auto& pattern : partition.patterns) {
    auto entry = cache.get(g, blank, pattern);
    if (!entry) return Error{entry.error()};
    if (entry->built) h->buildMs_ += entry->database->buildStats().ms;
    if (std::find(h->databases_.begin(), h->databases_.end(), entry->database) ==
        h->databases_.end())
      h->databases_.push_back(entry->database);
    entries.push_back(*entry);
  }
  const bool nibbles =
      std::any_of(entries.begin(), entries.end(), [](const PatternDatabaseCache::Entry& e) {
        return e.database->encoding() == EntryEncoding::Nibble;
      });
  if (nibbles) {
    h->cellDistances_.resize(static_cast<size_t>(g.cells()) * g.cells());
    for (int a = 0; a < g.cells(); ++a)
      for (int b = 0; b < g.cells(); ++b)
        h->cellDistances_[a * g.cells() + b] = static_cast<uint8_t>(g.distance(a, b));
  }
  std::vector<std::vector<std::vector<uintptr_t>>> keptKeys;  // one per symmetry kept
  for (const GridSymmetry& rho : fixing) {
    for (const PatternDatabaseCache::Entry& entry : entries) {
      // The lookup on rho(board): board cell c -> database cell toDatabase(rho(c)).
      h->cellMaps_.push_back(std::make_unique<GridSymmetry>(compose(entry.toDatabase, rho)));
      const GridSymmetry& toDatabase = *h->cellMaps_.back();
      const GridSymmetry fromDatabase = toDatabase.inverse();
      const PatternProjection& projection = entry.database->projection();
      Lookup lookup{entry.database->table(),
                    toDatabase.cellMap.data(),
                    {},
                    projection.tiles(),
                    entry.database->encoding(),
                    {},
                    {}};
      uint64_t weight = 1;  // the last product is the table's size, which fits 32 bits
      for (int i = projection.tiles() - 1; i >= 0; --i) {
        lookup.weight[i] = static_cast<uint32_t>(weight);
        weight *= static_cast<uint64_t>(g.cells() - i);
      }
      for (int i = 0; i < projection.tiles(); ++i) {
        const int home = fromDatabase(projection.patternCells()[i]);
        lookup.tiles[i] = goal.tiles[home];
        if (nibbles) lookup.homeDistances[i] = h->cellDistances_.data() + home * g.cells();
      }
      h->lookups_.push_back(lookup);
    }
    // A symmetry whose lookups are another's (the same tables read for the same tiles through the
    // same cell maps, in some order) adds nothing but their cost: the half turn, on a partition
    // that the half turn maps onto itself (a 5x5's row-major chunks with the blank in the
    // centre, where all 8 symmetries keep the blank's cell and came in 4 pairs).
    const size_t begin = h->groupEnds_.empty() ? 0 : h->groupEnds_.back();
    std::vector<std::vector<uintptr_t>> key;  // the symmetry's lookups, in a fixed order
    for (size_t i = begin; i < h->lookups_.size(); ++i) {
      const Lookup& l = h->lookups_[i];
      std::vector<uintptr_t> k{reinterpret_cast<uintptr_t>(l.table)};
      k.insert(k.end(), l.tiles, l.tiles + l.size);
      k.insert(k.end(), l.cellMap, l.cellMap + g.cells());
      key.push_back(std::move(k));
    }
    std::sort(key.begin(), key.end());
    if (std::find(keptKeys.begin(), keptKeys.end(), key) != keptKeys.end()) {
      h->lookups_.resize(begin);
    } else {
      keptKeys.push_back(std::move(key));
      h->groupEnds_.push_back(h->lookups_.size());
    }
  }
  h->carryRanks_ = std::any_of(h->lookups_.begin(), h->lookups_.end(),
                               [](const Lookup& l) { return l.size >= kCarriedRankTiles; });
  h->lookupOfTile_.assign(h->groupEnds_.size() * h->cells_, 0);
  h->indexOfTile_.assign(h->groupEnds_.size() * h->cells_, 0);
  for (size_t s = 0, i = 0; s < h->groupEnds_.size(); ++s)
    for (; i < h->groupEnds_[s]; ++i)
      for (int t = 0; t < h->lookups_[i].size; ++t) {
        h->lookupOfTile_[s * h->cells_ + h->lookups_[i].tiles[t]] = static_cast<uint8_t>(i);
        h->indexOfTile_[s * h->cells_ + h->lookups_[i].tiles[t]] = static_cast<uint8_t>(t);
      }
  return h;
}

namespace {

// The rank of a lookup's tiles in its database, with the pattern size a constant so that the
// ranking loops unroll: this and the position scan are most of IDA*'s time per node.
template <int K>
uint32_t rankOf(const uint8_t* patternTiles, const uint8_t* cellMap, const uint8_t* where,
                uint32_t cells) {
  uint8_t mapped[K];
  for (int t = 0; t < K; ++t) mapped[t] = cellMap[where[patternTiles[t]]];
  return PatternProjection::rankCells(mapped, K, cells);
}

}  // namespace

uint32_t AdditivePdbHeuristic::lookupRank(const Lookup& l, const uint8_t* where, uint32_t cells) {
  switch (l.size) {
    case 1:
      return l.cellMap[where[l.tiles[0]]];
    case 2:
      return rankOf<2>(l.tiles, l.cellMap, where, cells);
    case 3:
      return rankOf<3>(l.tiles, l.cellMap, where, cells);
    case 4:
      return rankOf<4>(l.tiles, l.cellMap, where, cells);
    case 5:
      return rankOf<5>(l.tiles, l.cellMap, where, cells);
    case 6:
      return rankOf<6>(l.tiles, l.cellMap, where, cells);
    case 7:
      return rankOf<7>(l.tiles, l.cellMap, where, cells);
    default:
      return rankOf<8>(l.tiles, l.cellMap, where, cells);
  }
}

uint32_t AdditivePdbHeuristic::rankAfterMove(const Lookup& l, uint32_t rank, int index,
                                             const uint8_t* where, int from, int to) {
  // Tile `index`'s digit is its cell less the earlier tiles' cells below it; a later tile's digit
  // counts it among those below. Between the tile's two cells, in the database's numbering,
  // stand only the cells a vertical move passes over: an earlier tile there changes the moved
  // tile's count, a later one's own count changes. A horizontal move passes over none.
  const int a = l.cellMap[from], b = l.cellMap[to];
  const int lo = std::min(a, b), hi = std::max(a, b);
  uint32_t delta = static_cast<uint32_t>(b - a) * l.weight[index];
  if (hi - lo > 1) {
    // Branch-free: which tiles stand between is as good as random.
    uint32_t earlier = 0, later = 0;
    for (int i = 0; i < l.size; ++i) {
      const int c = l.cellMap[where[l.tiles[i]]];
      const uint32_t between = static_cast<uint32_t>(c > lo) & static_cast<uint32_t>(c < hi);
      earlier += between & static_cast<uint32_t>(i < index);
      later += (0u - (between & static_cast<uint32_t>(i > index))) & l.weight[i];
    }
    const uint32_t change = later - earlier * l.weight[index];
    delta += b > a ? change : 0u - change;
  }
  return rank + delta;  // modulo 2^32, which the true rank fits
}

int AdditivePdbHeuristic::manhattanPart(const Lookup& l, const uint8_t* where) {
  if (l.encoding == EntryEncoding::Byte) return 0;
  int manhattan = 0;
  for (int t = 0; t < l.size; ++t) manhattan += l.homeDistances[t][where[l.tiles[t]]];
  return manhattan;
}

uint8_t AdditivePdbHeuristic::entryAt(const Lookup& l, uint32_t rank, int manhattan) {
  if (l.encoding == EntryEncoding::Byte) return l.table[rank];
  return static_cast<uint8_t>(manhattan + 2 * nibble_entries::extra(l.table, rank));
}

int AdditivePdbHeuristic::evaluate(const uint8_t* tiles) const {
  uint8_t where[kMaxCells];
  if (cells_ == 16) {  // the 15-puzzle: a loop of constant length unrolls
    for (int c = 0; c < 16; ++c) where[tiles[c]] = static_cast<uint8_t>(c);
  } else {
    for (int c = 0; c < cells_; ++c) where[tiles[c]] = static_cast<uint8_t>(c);
  }
  const uint32_t cells = static_cast<uint32_t>(cells_);
  int best = 0;
  size_t i = 0;
  for (size_t end : groupEnds_) {
    int sum = 0;
    for (; i < end; ++i) sum += lookupEntry(lookups_[i], where, cells);
    best = std::max(best, sum);
  }
  return best;
}

std::vector<std::vector<AdditivePdbHeuristic::LookupValue>> AdditivePdbHeuristic::lookupValues(
    const uint8_t* tiles) const {
  uint8_t where[kMaxCells];
  for (int c = 0; c < cells_; ++c) where[tiles[c]] = static_cast<uint8_t>(c);
  std::vector<std::vector<LookupValue>> symmetries;
  size_t i = 0;
  for (size_t end : groupEnds_) {
    std::vector<LookupValue>& lookups = symmetries.emplace_back();
    for (; i < end; ++i) {
      const Lookup& l = lookups_[i];
      lookups.push_back({std::vector<int>(l.tiles, l.tiles + l.size),
                         lookupEntry(l, where, static_cast<uint32_t>(cells_))});
    }
  }
  return symmetries;
}

bool AdditivePdbHeuristic::supportsNodeState() const {
  return cells_ <= kNodeStateCells && lookups_.size() <= kNodeStateLookups;
}

int AdditivePdbHeuristic::evaluate(const uint8_t* tiles, NodeState& state) const {
  for (int c = 0; c < cells_; ++c) state.where[tiles[c]] = static_cast<uint8_t>(c);
  const uint32_t cells = static_cast<uint32_t>(cells_);
  int best = 0;
  size_t i = 0;
  for (size_t s = 0; s < groupEnds_.size(); ++s) {
    int sum = 0;
    for (; i < groupEnds_[s]; ++i) {
      const Lookup& l = lookups_[i];
      state.rank[i] = lookupRank(l, state.where, cells);
      state.manhattan[i] = static_cast<uint8_t>(manhattanPart(l, state.where));
      sum += state.entry[i] = entryAt(l, state.rank[i], state.manhattan[i]);
    }
    state.sum[s] = static_cast<int16_t>(sum);
    best = std::max(best, sum);
  }
  return best;
}

int AdditivePdbHeuristic::afterMove(const NodeState& parent, NodeState& child, int tile, int,
                                    int to) const {
  // Whole-array copies of a constant size compile to a few vector moves.
  std::memcpy(child.where, parent.where, sizeof child.where);
  std::memcpy(child.entry, parent.entry, sizeof child.entry);
  child.where[tile] = static_cast<uint8_t>(to);
  const uint32_t cells = static_cast<uint32_t>(cells_);
  const uint8_t* ofTile = lookupOfTile_.data() + tile;
  int best = 0;
  for (size_t s = 0; s < groupEnds_.size(); ++s, ofTile += cells_) {
    const int i = *ofTile;
    const uint8_t entry = lookupEntry(lookups_[i], child.where, cells);
    child.entry[i] = entry;
    const int sum = parent.sum[s] - parent.entry[i] + entry;
    child.sum[s] = static_cast<int16_t>(sum);
    best = std::max(best, sum);
  }
  return best;
}

void AdditivePdbHeuristic::beginAfterMove(const NodeState& parent, NodeState& child, int tile,
                                          int to) const {
  // Whole-array copies of a constant size compile to a few vector moves.
  std::memcpy(child.where, parent.where, sizeof child.where);
  std::memcpy(child.entry, parent.entry, sizeof child.entry);
  const int from = parent.where[tile];
  child.where[tile] = static_cast<uint8_t>(to);
  if (carryRanks_) {
    std::memcpy(child.manhattan, parent.manhattan, sizeof child.manhattan);
    std::memcpy(child.rank, parent.rank, sizeof child.rank);
  }
  const size_t at = static_cast<size_t>(tile);
  const uint32_t cells = static_cast<uint32_t>(cells_);
  for (size_t s = 0; s < groupEnds_.size(); ++s) {
    const size_t of = s * static_cast<size_t>(cells_) + at;
    const int i = lookupOfTile_[of], index = indexOfTile_[of];
    const Lookup& l = lookups_[i];
    const uint32_t rank = carryRanks_
                              ? rankAfterMove(l, parent.rank[i], index, child.where, from, to)
                              : lookupRank(l, child.where, cells);
    child.rank[i] = rank;
    if (l.encoding == EntryEncoding::Byte) {
      __builtin_prefetch(l.table + rank);
    } else {
      if (carryRanks_)
        child.manhattan[i] = static_cast<uint8_t>(
            parent.manhattan[i] - l.homeDistances[index][from] + l.homeDistances[index][to]);
      __builtin_prefetch(l.table + rank / 2);
    }
  }
}

int AdditivePdbHeuristic::endAfterMove(const NodeState& parent, NodeState& child, int tile) const {
  const uint8_t* ofTile = lookupOfTile_.data() + tile;
  int best = 0;
  for (size_t s = 0; s < groupEnds_.size(); ++s, ofTile += cells_) {
    const int i = *ofTile;
    const Lookup& l = lookups_[i];
    const uint8_t entry =
        entryAt(l, child.rank[i], carryRanks_ ? child.manhattan[i] : manhattanPart(l, child.where));
    child.entry[i] = entry;
    const int sum = parent.sum[s] - parent.entry[i] + entry;
    child.sum[s] = static_cast<int16_t>(sum);
    best = std::max(best, sum);
  }
  return best;
}

uint64_t AdditivePdbHeuristic::tableBytes() const {
  uint64_t bytes = 0;
  for (const auto& db : databases_) bytes += db->tableBytes();
  return bytes;
}

}  // namespace npuzzle

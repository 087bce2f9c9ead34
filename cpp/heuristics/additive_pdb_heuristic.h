#pragma once
// Additive disjoint pattern databases (Korf & Felner, 2002): the tiles are split into disjoint
// patterns, and h is the sum of the patterns' database entries. Admissible because each entry
// counts only moves of its own pattern's tiles and every move moves one tile.
//
// Symmetric lookups: a grid symmetry ρ that fixes the goal blank's cell maps the goal onto itself
// once tiles are named by their goal cells (the tile of goal g becomes the tile of goal ρ(g)), so
// a board S and its image ρS are equally far from the goal, and the sum over ρS is a lower bound
// for S as well; h is the max over the identity and every such ρ. On a square board the
// reflection about the main diagonal qualifies exactly when the blank's goal cell is on that
// diagonal (row = column), as in the blank-first and blank-last goals; the anti-diagonal
// reflection when it is on the other diagonal; a rectangle's mirror images when it is on the
// middle column or row. On Korf's 100 with 6-6-3 the diagonal lookup makes a node 1.3x dearer
// and cuts the expansions 4.3x (93.6 to 22.0 million; bench korf100-idastar-pdb).
//
// The databases come from a PatternDatabaseCache, built on first use and shared.

#include <cstdint>
#include <memory>
#include <vector>

#include "core/expected.h"
#include "heuristics/heuristic.h"
#include "pdb/pattern_database.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_partition.h"

namespace npuzzle {

class AdditivePdbHeuristic final : public Heuristic {
 public:
  static Expected<std::unique_ptr<AdditivePdbHeuristic>> create(
      const Board& goal, const PatternPartition& partition, bool symmetricLookups = true,
      PatternDatabaseCache& cache = PatternDatabaseCache::shared());

  int evaluate(const uint8_t* tiles) const override;
  // The Heuristic interface carries only the total h from parent to child, and with the max over
  // symmetric lookups the per-pattern terms cannot be recovered from it; so a child is looked up
  // in full. The unchanged patterns' entries are the parent's, still in the L1 cache, so the cost
  // is the ranking arithmetic, not memory.
  int afterMove(const uint8_t* tiles, int, int, int, int) const override { return evaluate(tiles); }

  // What a search that keeps one record per node of its path (IDA*) can carry from parent to
  // child instead: every tile's cell, every lookup's entry and every symmetry's sum (and for
  // beginAfterMove() below every lookup's rank and Manhattan part). A move then re-ranks only the
  // lookups that hold the moved tile — one per symmetry, 2 of 6 with 6-6-3 and the diagonal —
  // instead of all of them. For boards of up to kNodeStateCells cells.
  static constexpr int kNodeStateCells = 32;
  static constexpr int kNodeStateLookups = 32;
  struct NodeState {
    uint8_t where[kNodeStateCells];    // tile -> cell
    uint8_t entry[kNodeStateLookups];  // lookup -> table entry
    // lookup -> the tiles' Manhattan distance to their database goals (nibble tables' part)
    uint8_t manhattan[kNodeStateLookups];
    int16_t sum[kNodeStateLookups];    // symmetry -> sum of its lookups' entries
    uint32_t rank[kNodeStateLookups];  // lookup -> rank in its table
  };
  bool supportsNodeState() const;
  int evaluate(const uint8_t* tiles, NodeState& state) const;
  // h of the child reached by sliding `tile` from `from` into the blank at `to`, for a search
  // that takes the children one at a time: the lookups are ranked afresh (with tables that fit
  // the caches, cheaper than carrying the ranks: Korf's 100 with 6-6-3 took 17-21% longer), and
  // the child's record holds no ranks. A search uses this or the pair below throughout.
  int afterMove(const NodeState& parent, NodeState& child, int tile, int from, int to) const;
  // afterMove() in two halves, for a search that evaluates a node's children together (IDA*
  // when it orders them): the first moves the tile and ranks the lookups that hold it, asking
  // the memory for their entries; the second reads the entries. With the first half done for
  // every child before the second, their waits for tables larger than the caches overlap
  // instead of coming one after another.
  //
  // With a lookup of kCarriedRankTiles (the CLI's 7-8), a move's new rank comes from the
  // parent's (rankAfterMove): one tile changes cells, so only its own digit and those of the
  // later tiles between its two cells change. An 8-tile rank from scratch costs enough for this
  // to pay: Korf's 100 with 7-8 on one thread 300-303 ms -> 276-290 ms, the 80-move positions
  // 6.1 s -> 5.75-5.9 s in all; with 7-7-1 it cost 1-4% instead (the ranks copied from node to
  // node), so smaller lookups are ranked afresh.
  static constexpr int kCarriedRankTiles = 8;
  bool carriesRanks() const { return carryRanks_; }
  void beginAfterMove(const NodeState& parent, NodeState& child, int tile, int to) const;
  int endAfterMove(const NodeState& parent, NodeState& child, int tile) const;

  // Every lookup of every symmetry for this board (the identity first): the tiles it reads and
  // the entry it finds. evaluate() is the largest of the symmetries' sums; the teaching lab's
  // explanation of h (lab/heuristic_explanation.h) draws these on the board.
  struct LookupValue {
    std::vector<int> tiles;
    int value;
  };
  std::vector<std::vector<LookupValue>> lookupValues(const uint8_t* tiles) const;

  const PatternPartition& partition() const { return partition_; }
  int symmetries() const { return static_cast<int>(groupEnds_.size()); }  // identity included
  uint64_t tableBytes() const;                 // of the distinct databases used
  double buildMs() const { return buildMs_; }  // spent building databases for this heuristic

 private:
  AdditivePdbHeuristic() = default;

  // One table read: the database, where its tiles are, how board cells map to its cells.
  struct Lookup {
    const uint8_t* table;
    const uint8_t* cellMap;  // board cell -> database cell
    uint8_t tiles[kMaxPatternTiles];
    int size;
    EntryEncoding encoding;
    // A nibble table stores the entry's excess over the tiles' Manhattan distance
    // (nibble_entries.h), taken in the database's cells. Grid symmetries keep distances, so it is
    // the board distance from each tile to the cell its database goal maps back to: row i of the
    // board's distance table for that cell.
    const uint8_t* homeDistances[kMaxPatternTiles];
    // The rank's place values: rank = sum of digit[i] * weight[i] (PatternProjection::rankCells).
    uint32_t weight[kMaxPatternTiles];
  };
  // The entry of one lookup for a board whose tile t stands on where[t]: its rank in the table,
  // the tiles' Manhattan distance that a nibble entry adds to (0 for a byte table), then the
  // entry at that rank.
  static uint32_t lookupRank(const Lookup& l, const uint8_t* where, uint32_t cells);
  static int manhattanPart(const Lookup& l, const uint8_t* where);
  static uint8_t entryAt(const Lookup& l, uint32_t rank, int manhattan);
  // The rank once the lookup's tile `index` has gone from board cell `from` to `to` (`where`
  // already says so), from its rank before.
  static uint32_t rankAfterMove(const Lookup& l, uint32_t rank, int index, const uint8_t* where,
                                int from, int to);
  static uint8_t lookupEntry(const Lookup& l, const uint8_t* where, uint32_t cells) {
    return entryAt(l, lookupRank(l, where, cells), manhattanPart(l, where));
  }

  int cells_ = 0;
  PatternPartition partition_;
  std::vector<Lookup> lookups_;  // symmetry s owns [groupEnds_[s-1], groupEnds_[s])
  std::vector<size_t> groupEnds_;
  // Symmetry s's lookup that holds tile t: lookupOfTile_[s * cells_ + t] (the blank: none).
  std::vector<uint8_t> lookupOfTile_;
  std::vector<uint8_t> indexOfTile_;  // where tile t is in that lookup's tiles, alike
  bool carryRanks_ = false;           // beginAfterMove() moves ranks on from the parent's
  std::vector<std::unique_ptr<GridSymmetry>> cellMaps_;
  std::vector<uint8_t> cellDistances_;  // cells_ x cells_, when some lookup reads nibbles
  std::vector<std::shared_ptr<const PatternDatabase>> databases_;
  double buildMs_ = 0;
};

}  // namespace npuzzle

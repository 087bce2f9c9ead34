#pragma once
// Boards at an exact distance from a goal, for the lab's experiments (the textbook's table of
// search cost by solution depth needs boards whose optimal length is known and equal to d).
// The whole state space is searched breadth-first from the goal once, so the distance of every
// board is exact and a board "at depth d" is drawn uniformly from all boards at that depth. That
// is only feasible for small boards: up to kDepthTableMaxCells cells (the 8-puzzle has 181,440
// reachable boards, a 2x5 board 1,814,400). Bigger boards have no exact-depth generator.

#include <cstdint>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "core/random_board.h"

namespace npuzzle {

// 10! = 3,628,800 permutation ranks: a 3.6 MB table, built in about a second in wasm.
constexpr int kDepthTableMaxCells = 10;

class DistanceTable {
 public:
  // Refused (with the reason) for a goal of more than kDepthTableMaxCells cells.
  static Expected<DistanceTable> build(const Board& goal);

  const Board& goal() const { return goal_; }
  // Moves from `board` (same geometry as the goal) to the goal; -1 when it cannot reach it.
  int distance(const Board& board) const;
  int maxDistance() const { return static_cast<int>(layerStart_.size()) - 2; }
  // How many boards are exactly `depth` moves from the goal (0 outside 0..maxDistance()).
  uint64_t countAt(int depth) const;
  // The index-th board at `depth`, index < countAt(depth), in the breadth-first order.
  Board boardAt(int depth, uint64_t index) const;
  // A board drawn uniformly from those at `depth` (countAt(depth) > 0), one draw of `random`.
  Board randomAt(int depth, Random& random) const;

 private:
  explicit DistanceTable(Board goal) : goal_(std::move(goal)) {}
  uint32_t rank(const std::vector<uint8_t>& tiles) const;
  std::vector<uint8_t> unrank(uint32_t rank) const;

  Board goal_;
  std::vector<int8_t> distance_;      // by permutation rank, -1 unreachable
  std::vector<uint32_t> order_;       // every reachable rank, by distance (breadth-first order)
  std::vector<uint64_t> layerStart_;  // order_ index where each distance begins, plus the end
};

// `count` boards at each of `depths` (in that order, depth by depth), drawn with replacement
// from a seeded SplitMix64 (core/random_board.h): the same seed gives the same boards natively
// and in wasm. A depth beyond the table's largest distance is refused with the largest named.
Expected<std::vector<Board>> boardsAtDepths(const DistanceTable& table,
                                            const std::vector<int>& depths, int count,
                                            uint64_t seed);

}  // namespace npuzzle

#include "core/boards_at_depth.h"

#include <string>
#include <utility>

#include "core/move_table.h"

namespace npuzzle {

Expected<DistanceTable> DistanceTable::build(const Board& goal) {
  const int n = goal.cells();
  if (n > kDepthTableMaxCells)
    return message("depth-table-too-large",
                   {numberArg("max", kDepthTableMaxCells),
                    textArg("size", std::to_string(goal.geometry.width) + "x" +
                                        std::to_string(goal.geometry.height))});
  DistanceTable table(goal);
  uint32_t states = 1;
  for (int i = 2; i <= n; ++i) states *= static_cast<uint32_t>(i);
  table.distance_.assign(states, -1);
  table.order_.reserve(states / 2);
  const MoveTable moves(goal.geometry);
  const uint32_t start = table.rank(goal.tiles);
  table.distance_[start] = 0;
  table.order_.push_back(start);
  table.layerStart_.push_back(0);
  int layer = 0;
  for (size_t next = 0; next < table.order_.size(); ++next) {
    const uint32_t r = table.order_[next];
    if (table.distance_[r] != layer) {  // the first board of the next layer
      ++layer;
      table.layerStart_.push_back(next);
    }
    std::vector<uint8_t> tiles = table.unrank(r);
    int blank = 0;
    while (tiles[blank] != 0) ++blank;
    for (int i = 0; i < moves.count(blank); ++i) {
      const int from = moves.move(blank, i).from;
      std::swap(tiles[blank], tiles[from]);
      const uint32_t child = table.rank(tiles);
      if (table.distance_[child] < 0) {
        table.distance_[child] = static_cast<int8_t>(layer + 1);
        table.order_.push_back(child);
      }
      std::swap(tiles[blank], tiles[from]);
    }
  }
  table.layerStart_.push_back(table.order_.size());
  return table;
}

// Lehmer code: for each cell, how many later cells hold a smaller tile, in factorial base.
uint32_t DistanceTable::rank(const std::vector<uint8_t>& tiles) const {
  const int n = static_cast<int>(tiles.size());
  uint32_t r = 0;
  for (int i = 0; i < n; ++i) {
    uint32_t smaller = 0;
    for (int j = i + 1; j < n; ++j) smaller += tiles[j] < tiles[i];
    r = r * static_cast<uint32_t>(n - i) + smaller;
  }
  return r;
}

std::vector<uint8_t> DistanceTable::unrank(uint32_t r) const {
  const int n = goal_.cells();
  std::vector<uint32_t> digits(n);
  for (int i = n - 1; i >= 0; --i) {  // the last digit has base 1, the first base n
    const uint32_t base = static_cast<uint32_t>(n - i);
    digits[i] = r % base;
    r /= base;
  }
  std::vector<uint8_t> pool(n), tiles(n);
  for (int i = 0; i < n; ++i) pool[i] = static_cast<uint8_t>(i);
  for (int i = 0; i < n; ++i) {
    tiles[i] = pool[digits[i]];
    pool.erase(pool.begin() + digits[i]);
  }
  return tiles;
}

int DistanceTable::distance(const Board& board) const {
  if (board.geometry != goal_.geometry) return -1;
  return distance_[rank(board.tiles)];
}

uint64_t DistanceTable::countAt(int depth) const {
  if (depth < 0 || depth > maxDistance()) return 0;
  return layerStart_[depth + 1] - layerStart_[depth];
}

Board DistanceTable::boardAt(int depth, uint64_t index) const {
  return Board{goal_.geometry, unrank(order_[layerStart_[depth] + index])};
}

Board DistanceTable::randomAt(int depth, Random& random) const {
  return boardAt(depth, random.below(static_cast<uint32_t>(countAt(depth))));
}

Expected<std::vector<Board>> boardsAtDepths(const DistanceTable& table,
                                            const std::vector<int>& depths, int count,
                                            uint64_t seed) {
  for (int depth : depths)
    if (table.countAt(depth) == 0)
      return message("depth-out-of-range",
                     {numberArg("depth", depth), numberArg("max", table.maxDistance())});
  Random random(seed);
  std::vector<Board> boards;
  boards.reserve(depths.size() * static_cast<size_t>(count > 0 ? count : 0));
  for (int depth : depths)
    for (int i = 0; i < count; ++i) boards.push_back(table.randomAt(depth, random));
  return boards;
}

}  // namespace npuzzle

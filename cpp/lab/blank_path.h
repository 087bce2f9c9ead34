#pragma once
// The depth-first searches (depth-limited DFS, RBFS) and bidirectional BFS hold a path as the
// blank's cell at each node. Walking it from the path's first board gives each node's tiles and
// the moves between them, as step mode shows them.

#include <cstdint>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/solution_step.h"

namespace npuzzle {

class BlankPathWalker {
 public:
  explicit BlankPathWalker(const Board& first)
      : width_(first.geometry.width), tiles_(first.tiles), blank_(first.blankCell()) {}
  BlankPathWalker(std::vector<uint8_t> tiles, int width) : width_(width), tiles_(std::move(tiles)) {
    for (int cell = 0; cell < static_cast<int>(tiles_.size()); ++cell)
      if (tiles_[cell] == 0) blank_ = cell;
  }

  // The blank moves to `cell`, a neighbour: returns the move as the tile that slid into it.
  SolutionStep moveBlankTo(int cell) {
    const Direction slides = cell == blank_ + width_   ? Direction::Up
                             : cell == blank_ - width_ ? Direction::Down
                             : cell == blank_ + 1      ? Direction::Left
                                                       : Direction::Right;
    const SolutionStep step{tiles_[cell], slides};
    std::swap(tiles_[cell], tiles_[blank_]);
    blank_ = cell;
    return step;
  }
  const std::vector<uint8_t>& tiles() const { return tiles_; }

 private:
  int width_;
  std::vector<uint8_t> tiles_;
  int blank_ = 0;
};

}  // namespace npuzzle

#pragma once
// Converts the oracle's boards to the solver's Board (kept out of bfs_oracle.h, which must not
// depend on solver code).

#include "core/board.h"
#include "core/move_table.h"
#include "support/bfs_oracle.h"

namespace testing_support {

inline npuzzle::Board toBoard(const oracle::Board9& b) {
  npuzzle::Board board{npuzzle::Geometry{3, 3}, std::vector<uint8_t>(9)};
  for (int i = 0; i < 9; ++i) board.tiles[i] = static_cast<uint8_t>(b[i]);
  return board;
}

// Calls fn(child, tile, from, to) for each board one move from `board`: `tile` slid from cell
// `from` into the blank at `to`. For checks that walk every edge of a state space.
template <class Fn>
void forEachChild(const npuzzle::Board& board, const npuzzle::MoveTable& moves, Fn fn) {
  int blank = board.blankCell();
  for (int i = 0; i < moves.count(blank); ++i) {
    npuzzle::Move m = moves.move(blank, i);
    npuzzle::Board child = board;
    int tile = child.tiles[m.from];
    std::swap(child.tiles[m.from], child.tiles[blank]);
    fn(child, tile, static_cast<int>(m.from), blank);
  }
}

}  // namespace testing_support

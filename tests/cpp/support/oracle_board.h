#pragma once
// Converts the oracle's boards to the solver's Board (kept out of bfs_oracle.h, which must not
// depend on solver code).

#include "core/board.h"
#include "support/bfs_oracle.h"

namespace testing_support {

inline npuzzle::Board toBoard(const oracle::Board9& b) {
  npuzzle::Board board{npuzzle::Geometry{3, 3}, std::vector<uint8_t>(9)};
  for (int i = 0; i < 9; ++i) board.tiles[i] = static_cast<uint8_t>(b[i]);
  return board;
}

}  // namespace testing_support

#pragma once
// Replays a solution on a board the plain way — find the named tile, check it is next to the
// blank and that it slides the stated way — independent of the solver's move table.

#include <cstdlib>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/solution_step.h"

namespace testing_support {

// Returns "" when every step is legal; otherwise what went wrong. `board` ends as the result.
inline std::string replay(npuzzle::Board& board, const std::vector<npuzzle::SolutionStep>& steps) {
  const int w = board.geometry.width;
  for (size_t i = 0; i < steps.size(); ++i) {
    int tileCell = -1, blank = -1;
    for (int c = 0; c < board.cells(); ++c) {
      if (board.tiles[c] == steps[i].tile) tileCell = c;
      if (board.tiles[c] == 0) blank = c;
    }
    if (steps[i].tile == 0 || tileCell < 0)
      return "step " + std::to_string(i + 1) + ": no such tile";
    int dr = blank / w - tileCell / w, dc = blank % w - tileCell % w;
    npuzzle::Direction expected;
    if (dr == -1 && dc == 0)
      expected = npuzzle::Direction::Up;
    else if (dr == 1 && dc == 0)
      expected = npuzzle::Direction::Down;
    else if (dr == 0 && dc == -1)
      expected = npuzzle::Direction::Left;
    else if (dr == 0 && dc == 1)
      expected = npuzzle::Direction::Right;
    else
      return "step " + std::to_string(i + 1) + ": tile not next to the blank";
    if (expected != steps[i].direction)
      return "step " + std::to_string(i + 1) + ": wrong direction";
    std::swap(board.tiles[tileCell], board.tiles[blank]);
  }
  return "";
}

}  // namespace testing_support

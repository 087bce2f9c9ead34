#pragma once
// Whether a board can reach a goal, decided in O(N log N) before any search, for every size and
// every goal. Each move swaps the blank with a neighbour: it flips the parity of the permutation
// between board and goal (blank included) and moves the blank one step, flipping the parity of
// its taxicab distance to the blank's goal cell. So the two parities must agree; for W, H >= 2
// that condition is also sufficient (Johnson & Story, 1879; Wilson, 1974).

#include <string>
#include <utility>

#include "core/board.h"

namespace npuzzle {

struct SolvabilityReport {
  bool solvable = false;
  int transpositions = 0;  // cells minus cycles of the board-to-goal permutation (blank counted)
  long inversions = 0;     // inversions among the tiles, blank left out, in goal order
  int blankDistance = 0;   // taxicab distance of the blank from its goal cell
  // For an unsolvable board: two tiles whose swap makes it solvable.
  std::pair<int, int> fixSwap{0, 0};
  std::string reason;  // one or two sentences a person can read
};

// Board and goal must have the same geometry and be valid permutations.
SolvabilityReport analyzeSolvability(const Board& board, const Board& goal);

}  // namespace npuzzle

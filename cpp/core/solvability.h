#pragma once
// Whether a board can reach a goal, decided in O(N log N) before any search, for every size and
// every goal. Each move swaps the blank with a neighbour: it flips the parity of the permutation
// between board and goal (blank included) and moves the blank one step, flipping the parity of
// its taxicab distance to the blank's goal cell. So the two parities must agree; for W, H >= 2
// that condition is also sufficient (Johnson & Story, 1879; Wilson, 1974).

#include <string>
#include <utility>

#include "core/board.h"
#include "core/message.h"

namespace npuzzle {

struct SolvabilityReport {
  bool solvable = false;
  int transpositions = 0;  // cells minus cycles of the board-to-goal permutation (blank counted)
  long inversions = 0;     // inversions among the tiles, blank left out, in goal order
  int blankDistance = 0;   // taxicab distance of the blank from its goal cell
  // The blank's row and its goal row counted from the bottom, 1-based (as textbooks count), and
  // the rows between them.
  int blankRowFromBottom = 0;
  int goalBlankRowFromBottom = 0;
  int blankRowDistance = 0;
  bool standardGoal = false;  // the goal is blank-last, the one textbook rules assume
  // For an unsolvable board: two tiles whose swap makes it solvable.
  std::pair<int, int> fixSwap{0, 0};
  std::string reason;    // one or two sentences a person can read (English)
  Message reasonDetail;  // the same, as an id and its arguments (core/message.h)
};

// A lower bound on the optimum in single-tile moves raised to the parity of a path's length: by
// the same reasoning every path between two boards has the parity of the blank's taxicab
// distance between its two cells, so no length of the other parity exists. At most the path's
// length. (Not for the multi-tile metric, where a move can slide several tiles.) On Korf &
// Felner's 24-puzzles auto's bound went from 0.874x to 0.879x the optimum on average with it.
int raisedToPathParity(int bound, int pathLength);

// Board and goal must have the same geometry and be valid permutations.
SolvabilityReport analyzeSolvability(const Board& board, const Board& goal);

// The rules behind a report, in sentences applied to its board (for the solvability explainer).
struct SolvabilityRules {
  // The criterion decided by, for any size and goal: permutation parity vs. blank distance.
  std::string rule;
  Message ruleDetail;
  // The same verdict in the inversion form for this width: odd width, the inversions must be
  // even; even width, inversions + the blank's row distance must be even. For the blank-last
  // goal, the textbook wording (the blank's row counted from the bottom); for other goals, the
  // inversions are counted in the goal's order.
  std::string widthRule;
  Message widthRuleDetail;  // each text is its detail's English
};
SolvabilityRules explainSolvability(const SolvabilityReport& report, int width);

}  // namespace npuzzle

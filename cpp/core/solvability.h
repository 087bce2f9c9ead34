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

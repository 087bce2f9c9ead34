#pragma once
// Replays a solution read from a person's text (solution_reader.h) on its board, the plain way:
// each step must be a legal move from the board the steps before it left. The first that is not
// ends the replay; the answer says which and why, and whether the moves reach the goal.

#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/message.h"
#include "core/solution_step.h"
#include "verify/claimed_step.h"

namespace npuzzle {

struct SolutionCheck {
  int length = 0;                        // the steps the text holds
  std::vector<SolutionStep> legalMoves;  // the moves up to the first illegal step, as §2 names them
  std::optional<int> firstIllegalStep;   // from 1; none when every step is legal
  int illegalLine = 0;                   // the text's line of that step
  std::string illegalReason;             // why that step is not a move, for people (English)
  Message illegalReasonDetail;           // the same, by id and arguments (core/message.h)
  Board reached;                         // the board after the legal moves
  bool reachesGoal = false;              // every step legal and the last board is the goal

  bool legal() const { return !firstIllegalStep.has_value(); }
};

SolutionCheck checkSolution(const Board& start, const Board& goal,
                            const std::vector<ClaimedStep>& steps);

}  // namespace npuzzle

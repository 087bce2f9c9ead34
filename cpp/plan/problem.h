#pragma once
// The board and goal a request names, read from what a person typed and checked once, in one
// place, for every front end: the solve, the lab's stepper, `check`, the pattern-database
// requests and the CLI.

#include <optional>
#include <string>
#include <string_view>

#include "core/board.h"
#include "core/expected.h"
#include "core/solvability.h"

namespace npuzzle {

struct Problem {
  // As far as the text could be read: a board whose goal is malformed is still shown.
  std::optional<Board> board, goal;
  std::string error;              // what is wrong; empty when board and goal are valid
  Message errorDetail;            // the same as an id and its arguments (core/message.h)
  SolvabilityReport solvability;  // when valid: whether the goal can be reached, and why

  bool valid() const { return error.empty(); }
  Error failure() const { return errorDetail.empty() ? Error(error) : Error(errorDetail); }
  bool solvable() const { return valid() && solvability.solvable; }
  int cells() const { return board ? board->cells() : 0; }
};

// size: "" to infer it from the board, or "WxH"; goal: "blank-last", "blank-first" or tiles
// (core/board_parser.h).
Problem readProblem(std::string_view board, std::string_view size, std::string_view goal);

}  // namespace npuzzle

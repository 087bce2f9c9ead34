#pragma once
// `npuzzle verify` and the module's verifySolution(): a solution a person wrote, read
// (verify/solution_reader.h), replayed on its board (verify/solution_check.h) and measured against
// the shortest length, found by the solver where that is quick (docs/contracts.md §3), else the
// best lower bound it has.

#include <optional>
#include <string>

#include "core/board.h"
#include "core/status.h"
#include "verify/claimed_step.h"
#include "verify/solution_check.h"

namespace npuzzle {

struct VerifyRequest {
  std::string board;
  std::string size;  // "" to infer, or "WxH"
  std::string goal = "blank-last";
  std::string solution;  // the text pasted
  LetterMeaning letters =
      LetterMeaning::Unsaid;  // what U, D, L, R name, when the text does not say
  // The shortest length is searched for on boards of up to this many cells (the CLI: 16, with
  // the pattern databases; the page: what its module can solve at once), within the time budget.
  int optimumMaxCells = 16;
  double optimumTimeoutSeconds = 60;
};

struct VerifyResult {
  Status status = Status::Ok;  // Ok, or Invalid when the board, goal or text cannot be read
  std::string error;           // Invalid: what is wrong, and on which line of the solution
  Message errorDetail;         // the same, by id and arguments (core/message.h)
  std::optional<Board> board, goal;
  SolutionFormat format = SolutionFormat::Tiles;
  SolutionCheck check;
  std::optional<int> optimalLength;  // none when not searched, or the search ran out of time
  int lowerBound = 0;                // a proven lower bound on the shortest length
  bool solvable = true;              // the board can reach the goal at all

  // Legal and reaching the goal: the CLI's exit code 0.
  bool accepted() const { return status == Status::Ok && check.legal() && check.reachesGoal; }
};

VerifyResult verifySolution(const VerifyRequest& request);

}  // namespace npuzzle

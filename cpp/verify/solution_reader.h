#pragma once
// Reads a solution from the text a person pastes, in the forms the course assignments print and
// people write (docs/contracts.md §3, `npuzzle verify`):
//   - the moves text of §2: "Solution requires N steps" then "Step k: Move T direction" (also
//     "k. Move T direction" and bare "Move T direction" lines);
//   - boards, one after each move, each as rows ("1 2 3", "1,2,3", "[[1 2 3]", "8 |   | 6" with a
//     blank cell, with "---------" rules between rows) or as one list of all its cells; the start
//     board may come first or be left out; lines such as "Step 3:", "22 steps to goal",
//     "max frontier size is: 9" and "Solution found in 12 moves:" are labels, skipped;
//   - the tiles moved, in order: "15 11 3 …" (commas allowed);
//   - letters U, D, L, R (or the words up, down, left, right), with an optional repeat count
//     ("R2" is "R R"), meaning the tile's direction or the blank's: said by a first line
//     "letters: tile" or "letters: blank", or by the caller.
// It does not check the moves (solution_check.h does): only that the text is one of these forms.
// A text that is not gets an error naming the line.

#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "verify/claimed_step.h"

namespace npuzzle {

struct ReadSolution {
  SolutionFormat format = SolutionFormat::Tiles;
  std::vector<ClaimedStep> steps;
};

// The most steps a solution may have (a bound on what is held, far above any real answer).
constexpr size_t kMaxSolutionSteps = 1000000;

// `start`: the board the solution begins from (its size shapes the boards; a first board equal to
// it is the start, not a move). `letters`: the caller's word on letters; a header line in the
// text says the same or the text is refused.
Expected<ReadSolution> readSolution(std::string_view text, const Board& start,
                                    LetterMeaning letters);

}  // namespace npuzzle

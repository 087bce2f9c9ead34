#pragma once
// A constructive solver that answers any solvable board quickly, far from optimally: it places
// the goal's tiles line by line, as people do, shrinking the unsolved region until 2x2 is left.
// Each placement is an exact breadth-first search over the positions of the one or two tiles
// being placed and of the blank (other tiles are interchangeable obstacles the blank pushes
// aside), with finished lines as walls. Two tiles are placed together at the end of each line,
// which takes care of the classic "last two tiles of a row" manoeuvre without special cases.
// Lines are taken from the side away from the goal's blank cell, so any goal works.

#include <vector>

#include "search/search_algorithm.h"

namespace npuzzle {

class RowByRowSearch final : public SearchAlgorithm {
 public:
  explicit RowByRowSearch(const SearchProblem& problem);

  // One unit of budget is one placement (a line's tile, or its last two together).
  SearchStatus step(uint64_t placements) override;
  SearchProgress progress() const override;
  int provenLowerBound() const override { return 0; }

 private:
  struct Placement {
    std::vector<int> targets;  // goal cells to fill (1 or 2), or all 4 cells of the last 2x2
  };

  void planNextLine();
  bool place(const std::vector<int>& targets);
  void applyBlankPath(const std::vector<int>& blankCells);

  const SearchProblem& problem_;
  std::vector<uint8_t> tiles_;
  std::vector<char> locked_;
  std::vector<Placement> pending_;
  int top_, bottom_, left_, right_;  // the unsolved region, inclusive
  int goalBlank_;
  SearchStatus status_ = SearchStatus::InProgress;
};

}  // namespace npuzzle

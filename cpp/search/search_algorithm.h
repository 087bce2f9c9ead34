#pragma once
// The interface every search implements, after Fast Downward's: step() advances by a budget of
// expansions and returns; search() is only a loop around it. A worker runs step() in slices to
// report progress and to stop between them.

#include <cstdint>
#include <vector>

#include "search/search_types.h"

namespace npuzzle {

class SearchAlgorithm {
 public:
  virtual ~SearchAlgorithm() = default;
  // Runs up to `expansions` node expansions. Call again while it returns Running.
  virtual Status step(uint64_t expansions) = 0;
  virtual SearchProgress progress() const = 0;
  const SearchStats& stats() const { return stats_; }
  // Valid once step() returned Solved.
  const std::vector<SolutionStep>& solution() const { return solution_; }
  // The best lower bound on the optimal length the search has proven so far.
  virtual int provenLowerBound() const = 0;
  // The least f (in the search's own weighting) that a path not yet ruled out can reach at its
  // highest: IDA*'s threshold before any jump (ida_star_search.h), an open list's lowest f.
  virtual int provenFBound() const { return progress().fBound; }

  Status search() {
    Status status;
    while ((status = step(1u << 20)) == Status::Running) {
    }
    return status;
  }

 protected:
  SearchStats stats_;
  std::vector<SolutionStep> solution_;
};

}  // namespace npuzzle

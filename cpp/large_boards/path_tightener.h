#pragma once
// Anytime tightening of a bounded-suboptimal answer (auto on 17 to 25 cells): weighted IDA* again
// with smaller and smaller weights, each run bounded above by the best length so far — a node
// with g + h at or above it cannot lead to anything shorter, so it is cut — until the weights
// run out or the budget does. Every solution a run finds is strictly shorter than the one before.
//
// The weighted runs' iterations raise their bound by at least a move's worth (far fewer
// iterations near weight 1; the .cpp says why and what it gained).
//
// It also tightens the proven lower bound: every run proves the least f that exceeded its last
// IDA* bound, divided by its larger weight (the last run, w = 1, IDA* with that upper bound,
// every threshold it passes); a run of weight w that finds length L without having jumped past
// that least f proves the optimum at least L / w; and a run that exhausts its tree below the
// upper bound proves the best length found optimal. Every bound is raised to the parity of the
// path's length (raisedToPathParity, core/solvability.h).
//
// Resumable like the searches: step(budget) runs at most `budget` expansions.

#include <cstdint>
#include <memory>
#include <vector>

#include "heuristics/heuristic.h"
#include "search/search_algorithm.h"
#include "search/search_types.h"

namespace npuzzle {

class PathTightener {
 public:
  // `moves` lead from the problem's start to its goal; `heuristic` is admissible; `weights` go
  // down to 1 or above it; `lowerBound` is what is proven already.
  PathTightener(const SearchProblem& problem, const Heuristic& heuristic,
                std::vector<SolutionStep> moves, std::vector<double> weights, int lowerBound);
  ~PathTightener();

  // Runs the current weight's search for at most `budget` expansions (at least one); returns the
  // expansions it cost (at least 1 unless done()).
  uint64_t step(uint64_t budget);
  bool done() const { return done_; }
  // Leaves the run in progress for the last weight's (w = 1: the one that proves thresholds of
  // the optimum itself), unless that one runs already.
  void startLastRun();
  bool inLastRun() const { return done_ || run_ + 1 >= weights_.size(); }
  const std::vector<SolutionStep>& moves() const { return moves_; }
  int lowerBound() const { return lowerBound_; }
  uint64_t expanded() const { return expanded_ + (search_ ? search_->stats().expanded : 0); }
  uint64_t generated() const { return generated_ + (search_ ? search_->stats().generated : 0); }
  uint64_t bytes() const;

 private:
  void startRun();
  // Raises the bound to `bound` if that is higher: at most the path's length, and of its parity.
  void proves(int bound);

  const SearchProblem& problem_;
  const Heuristic& heuristic_;
  std::vector<SolutionStep> moves_;
  std::vector<double> weights_;
  size_t run_ = 0;                 // index into weights_ of the run in progress
  int gWeight_ = 1, hWeight_ = 1;  // its f = gWeight·g + hWeight·h
  std::unique_ptr<SearchAlgorithm> search_;
  int lowerBound_;
  bool done_ = false;
  uint64_t expanded_ = 0, generated_ = 0;  // by finished runs
};

}  // namespace npuzzle

#pragma once
// Every optimal solution of a board whose optimal length is known (the CLI's --all-optimal, the
// module's allOptimal): OptimalPathCount (optimal_path_count.h) behind one interface, on one
// thread or, natively, on several, each counting shares of the tree's top. In the multi-tile
// metric, on one thread.
//
// The shares: the tree is unfolded breadth-first from the start, cutting what the count cuts (the
// move straight back, g + h above the length), until a level holds a few dozen nodes per thread;
// each node of that level is a share, counted below its path. Every optimal path passes through
// exactly one node of the level, so the counts add up; the solutions listed are each share's,
// concatenated in the level's order and cut at the limit, which is the order one thread lists
// them in: the list is the same whatever the number of threads.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "heuristics/heuristic.h"
#include "search/optimal_path_count.h"
#include "search/search_types.h"

namespace npuzzle {

// One caller's thread drives it: step() and the readers are called one after another, never at
// once. The threads of a count on several run within each step() and are joined before it
// returns (search/worker_threads.h), so a reader between two steps, as on a timeout, a cancel or
// a progress report, reads what they wrote with nothing running.
class AllOptimalSearch {
 public:
  virtual ~AllOptimalSearch() = default;
  // Runs up to about `expansions` expansions: Running until every optimal path is counted, then
  // Solved.
  virtual Status step(uint64_t expansions) = 0;
  // The count and the list so far (complete once step() returned Solved).
  virtual OptimalPaths paths() const = 0;
  // paths().count without copying the list: for progress reports, read after every step.
  virtual uint64_t countSoFar() const = 0;
  virtual const SearchStats& stats() const = 0;
  virtual SearchProgress progress() const = 0;
};

// The solutions listed at most, and the default: enough for a person to read through, and a
// bound on the memory the list takes (10,000 paths of 80 moves: 1.6 MB).
constexpr size_t kMinSolutionLimit = 1, kMaxSolutionLimit = 10000, kDefaultSolutionLimit = 100;
// Boards on which every optimal solution may be counted: those `auto` solves optimally.
constexpr int kAllOptimalMaxCells = 16;

// `length`: the optimal length of `problem`, proven by an optimal search; `heuristic` admissible
// (the pattern databases and linear conflict run inlined). Several threads natively only.
std::unique_ptr<AllOptimalSearch> makeAllOptimalSearch(const SearchProblem& problem,
                                                       const Heuristic& heuristic, int length,
                                                       size_t limit, unsigned threads = 1);

// The same in the multi-tile metric (core/multi_tile_moves.h): every distinct sequence of
// `length` multi-tile moves to the goal, `length` the MTM optimum; one thread.
std::unique_ptr<AllOptimalSearch> makeMultiTileAllOptimalSearch(
    const SearchProblem& problem, const MultiTileWalkingDistance& heuristic, int length,
    size_t limit);

}  // namespace npuzzle

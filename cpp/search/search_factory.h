#pragma once
// Builds a search for a problem: picks the packed-state width for the board's size, and the
// concrete heuristic class for IDA*'s inlined inner loop.

#include <climits>
#include <memory>

#include "heuristics/heuristic.h"
#include "search/eager_search.h"
#include "search/search_algorithm.h"

namespace npuzzle {

std::unique_ptr<SearchAlgorithm> makeEagerSearch(const SearchProblem& problem,
                                                 const Heuristic& heuristic, EagerConfig config);

// Weights (a, b): the bound is on a·g + b·h (weighted IDA*); (1, 1) is IDA*. With more than one
// thread, the pattern-database heuristic's IDA* runs on that many (parallel_ida_star_search.h);
// the others, and every search in wasm, on one. `upperBound`: a length already found, below
// which the search looks (one thread only; ida_star_search.h).
// `share`: with several members, the pattern-database heuristic's IDA* searches only this
// member's share of the tree (share_ida_star_search.h; equal weights, no upper bound).
// `minThresholdStep`: each iteration's bound at least this far above the last (one thread only;
// ida_star_search.h).
std::unique_ptr<SearchAlgorithm> makeIdaStarSearch(const SearchProblem& problem,
                                                   const Heuristic& heuristic, int gWeight = 1,
                                                   int hWeight = 1, unsigned threads = 1,
                                                   int upperBound = INT_MAX, TreeShare share = {},
                                                   int minThresholdStep = 0);

}  // namespace npuzzle

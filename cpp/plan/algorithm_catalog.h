#pragma once
// The searches a user can pick, by the names the CLI, URL and page use (docs/contracts.md §3), and
// the one table from each to the search that runs: its family, its f = a·g + b·h, what it promises
// and whether the lab can step it. capabilities() publishes this table, so no front end copies it.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/message.h"
#include "heuristics/heuristic.h"
#include "search/eager_search.h"
#include "search/search_algorithm.h"

namespace npuzzle {

enum class Algorithm {
  Auto,
  AStar,
  IdaStar,
  WeightedAStar,
  WeightedIdaStar,
  Greedy,
  BreadthFirst,
  Constructive,
  UniformCost,
  DepthLimited,
  IterativeDeepening,
  RecursiveBestFirst,
  Bidirectional
};

// How a search runs: best-first over an open list (EagerSearch), depth-first with a bound
// (IdaStarSearch), tile by tile (RowByRowSearch); `auto` is a plan of those (plan/solve_plan.h).
// The textbook's others each have their own: depth-first with a depth limit
// (DepthLimitedSearch), recursive best-first (RecursiveBestFirstSearch) and breadth-first from
// both ends (BidirectionalBfs).
enum class SearchFamily {
  Planned,
  BestFirst,
  DepthFirst,
  Constructive,
  DepthLimited,
  RecursiveBestFirst,
  Bidirectional
};

struct AlgorithmInfo {
  Algorithm kind;
  const char* id;          // CLI, URL and JSON name
  const char* label;       // for people, in a menu
  const char* shortLabel;  // for people, in a table column or a chart legend
  bool optimal;            // with an admissible heuristic
  bool usesHeuristic;
  bool usesWeight;  // f = g + w·h with the request's weight (kWeightRange)
  bool steppable;   // the lab's step mode runs it as asked
  SearchFamily family;
  // f = gWeight·g + hWeight·h for the unweighted ones; reopenClosed: A* re-expands a node
  // reached again more cheaply, so it stays optimal with an inconsistent heuristic.
  uint32_t gWeight, hWeight;
  bool reopenClosed;
};

const std::vector<AlgorithmInfo>& algorithmCatalog();

// What makeSearch() runs for `kind` with `heuristic`, by name (the result's `method`): the
// algorithm's id, except that `constructive` is `line-beam` (lines placed by beam searches, ranked
// by the heuristic) or `row-by-row` (tile by tile, with no heuristic).
const char* searchMethodId(Algorithm kind, HeuristicKind heuristic);

// The figures a search of this family does not keep, by their JSON names: IDA* and the
// constructive searches hold no open list (`maxFrontier`); the constructive ones have no f bound
// and report cells left instead of a frontier while they run (`frontier`, `fBound`).
struct AbsentFigures {
  std::vector<const char*> result;    // among `stats`
  std::vector<const char*> progress;  // among a progress report's figures
};
AbsentFigures absentFigures(SearchFamily family);
const AlgorithmInfo* findAlgorithm(std::string_view id);
const AlgorithmInfo& algorithmInfo(Algorithm kind);

// The weight a weighted search accepts, and the page's default.
struct WeightRange {
  double min, max, defaultWeight;
  bool contains(double w) const { return w >= min && w <= max; }  // false for NaN
};
constexpr WeightRange kWeightRange{1, 100, 2};
// "weight must be between 1 and 100": what a request with a weight outside kWeightRange hears.
Message weightRangeError();

// Depth-limited DFS's limit (the CLI's --depth-limit): the range, ends included, and the default
// when none is given (above the 8-puzzle's hardest, 31 moves; a 15-puzzle needs up to 80).
constexpr int kMinDepthLimit = 0, kMaxDepthLimit = 1000000, kDefaultDepthLimit = 50;

// What the lab's consistency view asks of a best-first search beyond its algorithm: A* that never
// re-opens a closed node (the classic bug with an inconsistent heuristic, shown on purpose), and
// the expansions counted per f-value (SearchStats::fContours). Solving uses the defaults.
struct SearchOptions {
  bool reopen = true;      // false: even A* leaves a closed node closed when a cheaper path comes
  bool fContours = false;  // count expansions per f = g + h
  unsigned threads = 1;    // IDA* over pattern databases, natively (the CLI's --threads)
  TreeShare share;         // IDA* over pattern databases: one member's share of the tree
  int depthLimit = kDefaultDepthLimit;  // depth-limited DFS (`dfs`) only
};

// The best-first configuration of `algorithm` (a best-first or depth-first one) at `weight`
// (used only by those that use a weight), holding at most `maxBytes`. A weight that comes out as
// 1 (f = g + h) re-opens closed nodes, as A* does: the weighted search is then A*, with its
// guarantee whatever the heuristic's consistency.
EagerConfig searchConfig(const AlgorithmInfo& algorithm, double weight, uint64_t maxBytes);

// Whether `algorithm` run at `weight` returns a shortest path whenever its heuristic is
// admissible: A*, IDA* and BFS at any weight, weighted A* and IDA* at weight 1 (as configured:
// 1.004 rounds to 1), greedy and the constructive search never. A result's `optimal` comes from
// this, not from the algorithm's name (`--algorithm wastar --weight 1` is A*).
bool guaranteesShortest(const AlgorithmInfo& algorithm, double weight);

// The search `algorithm` (not Auto) runs on `problem`; `problem` and `heuristic` must outlive it.
std::unique_ptr<SearchAlgorithm> makeSearch(Algorithm algorithm, const SearchProblem& problem,
                                            const Heuristic& heuristic, double weight,
                                            uint64_t maxBytes, SearchOptions options = {});

}  // namespace npuzzle

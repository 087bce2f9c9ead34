#include "plan/algorithm_catalog.h"

#include <cstdio>

#include "large_boards/line_beam_search.h"
#include "large_boards/row_by_row_search.h"
#include "search/bidirectional_bfs.h"
#include "search/depth_limited_search.h"
#include "search/recursive_best_first_search.h"
#include "search/search_factory.h"

namespace npuzzle {

const std::vector<AlgorithmInfo>& algorithmCatalog() {
  using F = SearchFamily;
  static const std::vector<AlgorithmInfo> kCatalog = {
      // kind, id, label, shortLabel,
      //   optimal, usesHeuristic, usesWeight, steppable, family, gWeight, hWeight, reopenClosed
      {Algorithm::Auto, "auto", "Automatic (fastest optimal where feasible)", "Auto",  //
       true, false, false, false, F::Planned, 1, 1, false},
      {Algorithm::AStar, "astar", "A*", "A*",  //
       true, true, false, true, F::BestFirst, 1, 1, true},
      {Algorithm::IdaStar, "idastar", "IDA* (iterative deepening A*)", "IDA*",  //
       true, true, false, true, F::DepthFirst, 1, 1, false},
      {Algorithm::WeightedAStar, "wastar", "Weighted A*", "Weighted A*",  //
       false, true, true, true, F::BestFirst, 1, 1, false},
      {Algorithm::WeightedIdaStar, "widastar", "Weighted IDA*", "Weighted IDA*",  //
       false, true, true, false, F::DepthFirst, 1, 1, false},
      {Algorithm::Greedy, "greedy", "Greedy best-first", "Greedy",  //
       false, true, false, true, F::BestFirst, 0, 1, false},
      {Algorithm::BreadthFirst, "bfs", "Breadth-first search", "BFS",  //
       true, false, false, true, F::BestFirst, 1, 0, false},
      {Algorithm::Constructive, "constructive", "Row by row (constructive, any size)",
       "Row by row",  //
       false, false, false, false, F::Constructive, 1, 1, false},
      // Blind searches order by g alone (hWeight 0). With every move costing 1, uniform-cost
      // search expands what breadth-first search does; it tests for the goal when it expands.
      {Algorithm::UniformCost, "ucs", "Uniform-cost search", "UCS",  //
       true, false, false, true, F::BestFirst, 1, 0, false},
      {Algorithm::DepthLimited, "dfs", "Depth-first search (depth limit)", "DFS",  //
       false, false, false, true, F::DepthLimited, 1, 0, false},
      // Steps as IDA* does (its step engine), with h = 0: the bound is the depth.
      {Algorithm::IterativeDeepening, "iddfs", "Iterative deepening (depth-first)", "IDDFS",  //
       true, false, false, true, F::DepthFirst, 1, 0, false},
      {Algorithm::RecursiveBestFirst, "rbfs", "Recursive best-first search (RBFS)", "RBFS",  //
       true, true, false, true, F::RecursiveBestFirst, 1, 1, false},
      {Algorithm::Bidirectional, "bidirectional", "Bidirectional breadth-first search",
       "Bidirectional BFS",  //
       true, false, false, true, F::Bidirectional, 1, 0, false},
  };
  return kCatalog;
}

const AlgorithmInfo* findAlgorithm(std::string_view id) {
  for (const AlgorithmInfo& info : algorithmCatalog())
    if (id == info.id) return &info;
  return nullptr;
}

const AlgorithmInfo& algorithmInfo(Algorithm kind) {
  for (const AlgorithmInfo& info : algorithmCatalog())
    if (info.kind == kind) return info;
  return algorithmCatalog().front();
}

const char* searchMethodId(Algorithm kind, HeuristicKind heuristic) {
  const AlgorithmInfo& info = algorithmInfo(kind);
  if (info.family != SearchFamily::Constructive) return info.id;
  return heuristic == HeuristicKind::Blind ? "row-by-row" : "line-beam";
}

AbsentFigures absentFigures(SearchFamily family) {
  switch (family) {
    case SearchFamily::DepthFirst:
      return {{"maxFrontier"}, {}};
    case SearchFamily::Constructive:
      return {{"maxFrontier"}, {"frontier", "fBound"}};
    default:
      return {};
  }
}

Message weightRangeError() {
  return message("weight-range",
                 {decimalArg("min", kWeightRange.min), decimalArg("max", kWeightRange.max)});
}

EagerConfig searchConfig(const AlgorithmInfo& algorithm, double weight, uint64_t maxBytes) {
  if (algorithm.usesWeight) {
    EagerConfig config = EagerConfig::weighted(weight, maxBytes);
    config.reopenClosed = config.gWeight == config.hWeight;
    return config;
  }
  return EagerConfig{algorithm.gWeight, algorithm.hWeight, algorithm.reopenClosed, maxBytes};
}

bool guaranteesShortest(const AlgorithmInfo& algorithm, double weight) {
  switch (algorithm.family) {
    case SearchFamily::Planned:  // a plan's stages say for themselves
    case SearchFamily::Constructive:
    case SearchFamily::DepthLimited:
    case SearchFamily::Bidirectional:
    case SearchFamily::RecursiveBestFirst:
      return algorithm.optimal;
    case SearchFamily::BestFirst:
    case SearchFamily::DepthFirst:
      break;
  }
  const EagerConfig config = searchConfig(algorithm, weight, 0);
  if (config.gWeight == 0) return false;  // greedy: g plays no part
  if (config.hWeight == 0) return true;   // breadth-first: every move costs 1
  // An inconsistent h can reach a node first by a longer path: a best-first search must re-open
  // it to stay optimal; IDA* keeps no closed list.
  return config.gWeight == config.hWeight &&
         (algorithm.family == SearchFamily::DepthFirst || config.reopenClosed);
}

std::unique_ptr<SearchAlgorithm> makeSearch(Algorithm kind, const SearchProblem& problem,
                                            const Heuristic& heuristic, double weight,
                                            uint64_t maxBytes, SearchOptions options) {
  const AlgorithmInfo& algorithm = algorithmInfo(kind);
  EagerConfig config = searchConfig(algorithm, weight, maxBytes);
  config.reopenClosed = config.reopenClosed && options.reopen;
  config.recordContours = options.fContours;
  switch (algorithm.family) {
    case SearchFamily::DepthFirst:
      return makeIdaStarSearch(problem, heuristic, static_cast<int>(config.gWeight),
                               static_cast<int>(config.hWeight), options.threads, INT_MAX,
                               options.share);
    case SearchFamily::Constructive:
      // With a heuristic to rank boards by (auto's plan above 25 cells gives it linear
      // conflict), the lines are placed by beam searches; without one (the algorithm picked by
      // name), tile by tile.
      if (dynamic_cast<const BlindHeuristic*>(&heuristic) == nullptr)
        return std::make_unique<LineBeamSearch>(problem, heuristic, maxBytes);
      return std::make_unique<RowByRowSearch>(problem);
    case SearchFamily::DepthLimited:
      return std::make_unique<DepthLimitedSearch>(problem, options.depthLimit, maxBytes);
    case SearchFamily::RecursiveBestFirst:
      return std::make_unique<RecursiveBestFirstSearch>(problem, heuristic, maxBytes);
    case SearchFamily::Bidirectional:
      return std::make_unique<BidirectionalBfs>(problem, maxBytes);
    case SearchFamily::BestFirst:
    case SearchFamily::Planned:  // never asked: a plan names its searches
      break;
  }
  return makeEagerSearch(problem, heuristic, config);
}

}  // namespace npuzzle

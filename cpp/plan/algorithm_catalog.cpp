#include "plan/algorithm_catalog.h"

#include <cstdio>

#include "search/line_beam_search.h"
#include "search/row_by_row_search.h"
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

Message weightRangeError() {
  return message("weight-range",
                 {decimalArg("min", kWeightRange.min), decimalArg("max", kWeightRange.max)});
}

EagerConfig searchConfig(const AlgorithmInfo& algorithm, double weight, uint64_t maxBytes) {
  if (algorithm.usesWeight) return EagerConfig::weighted(weight, maxBytes);
  return EagerConfig{algorithm.gWeight, algorithm.hWeight, algorithm.reopenClosed, maxBytes};
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
    case SearchFamily::BestFirst:
    case SearchFamily::Planned:  // never asked: a plan names its searches
      break;
  }
  return makeEagerSearch(problem, heuristic, config);
}

}  // namespace npuzzle

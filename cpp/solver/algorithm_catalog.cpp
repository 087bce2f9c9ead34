#include "solver/algorithm_catalog.h"

namespace npuzzle {

const std::vector<AlgorithmInfo>& algorithmCatalog() {
  static const std::vector<AlgorithmInfo> kCatalog = {
      {Algorithm::Auto, "auto", "Automatic (fastest optimal where feasible)", true, false, false},
      {Algorithm::AStar, "astar", "A*", true, true, false},
      {Algorithm::IdaStar, "idastar", "IDA* (iterative deepening A*)", true, true, false},
      {Algorithm::WeightedAStar, "wastar", "Weighted A*", false, true, true},
      {Algorithm::WeightedIdaStar, "widastar", "Weighted IDA*", false, true, true},
      {Algorithm::Greedy, "greedy", "Greedy best-first", false, true, false},
      {Algorithm::BreadthFirst, "bfs", "Breadth-first search", true, false, false},
      {Algorithm::Constructive, "constructive", "Row by row (constructive, any size)", false, false,
       false},
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

}  // namespace npuzzle

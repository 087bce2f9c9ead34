#pragma once
// The searches a user can pick, by the names the CLI, URL and page use (SPEC §3).

#include <string_view>
#include <vector>

namespace npuzzle {

enum class Algorithm {
  Auto,
  AStar,
  IdaStar,
  WeightedAStar,
  WeightedIdaStar,
  Greedy,
  BreadthFirst,
  Constructive
};

struct AlgorithmInfo {
  Algorithm kind;
  const char* id;
  const char* label;
  bool optimal;  // with an admissible heuristic
  bool usesHeuristic;
  bool usesWeight;
};

const std::vector<AlgorithmInfo>& algorithmCatalog();
const AlgorithmInfo* findAlgorithm(std::string_view id);
const AlgorithmInfo& algorithmInfo(Algorithm kind);

}  // namespace npuzzle

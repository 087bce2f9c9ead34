// The heuristics a user can pick, by the names the CLI, URL and page use.

#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/euclidean_distance.h"
#include "heuristics/heuristic.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/manhattan_distance.h"
#include "heuristics/misplaced_tiles.h"
#include "heuristics/mixed_heuristic.h"
#include "heuristics/parity_manhattan.h"

namespace npuzzle {

const std::vector<HeuristicInfo>& heuristicCatalog() {
  static const std::vector<HeuristicInfo> kCatalog = {
      {HeuristicKind::Misplaced, "misplaced", "Misplaced tiles", true},
      {HeuristicKind::MisplacedWithBlank, "misplaced-with-blank",
       "Misplaced tiles, blank counted (inadmissible)", false},
      {HeuristicKind::Manhattan, "manhattan", "Manhattan distance", true},
      {HeuristicKind::Euclidean, "euclidean", "Euclidean distance", true},
      {HeuristicKind::LinearConflict, "linear-conflict", "Linear conflict", true},
      {HeuristicKind::Mixed, "mixed", "0.6 Manhattan + 0.1 misplaced + 0.3 Euclidean", true},
      {HeuristicKind::PatternDatabase, "pdb", "Additive pattern databases", true, 16},
  };
  return kCatalog;
}

const std::vector<HeuristicInfo>& labHeuristics() {
  static const std::vector<HeuristicInfo> kLab = {
      {HeuristicKind::ParityManhattan, "parity-manhattan",
       "Manhattan, halved when the blank is an odd number of moves from its goal cell "
       "(admissible, inconsistent)",
       true},
  };
  return kLab;
}

const HeuristicInfo* findHeuristic(std::string_view id) {
  for (const auto* list : {&heuristicCatalog(), &labHeuristics()})
    for (const HeuristicInfo& info : *list)
      if (id == info.id) return &info;
  return nullptr;
}

const HeuristicInfo& heuristicInfo(HeuristicKind kind) {
  static const HeuristicInfo kBlind{HeuristicKind::Blind, "none", "None (blind)", true};
  for (const auto* list : {&heuristicCatalog(), &labHeuristics()})
    for (const HeuristicInfo& info : *list)
      if (info.kind == kind) return info;
  return kBlind;
}

std::unique_ptr<Heuristic> makeHeuristic(HeuristicKind kind, const Board& goal,
                                         DatabaseSize databases) {
  switch (kind) {
    case HeuristicKind::Blind:
      return std::make_unique<BlindHeuristic>();
    case HeuristicKind::Misplaced:
      return std::make_unique<MisplacedTiles>(goal, false);
    case HeuristicKind::MisplacedWithBlank:
      return std::make_unique<MisplacedTiles>(goal, true);
    case HeuristicKind::Manhattan:
      return std::make_unique<ManhattanDistance>(goal);
    case HeuristicKind::Euclidean:
      return std::make_unique<EuclideanDistance>(goal);
    case HeuristicKind::LinearConflict:
      return std::make_unique<LinearConflict>(goal);
    case HeuristicKind::Mixed:
      return std::make_unique<MixedHeuristic>(goal);
    case HeuristicKind::ParityManhattan:
      return std::make_unique<ParityManhattan>(goal);
    case HeuristicKind::PatternDatabase: {
      // The default partitions always build; linear conflict only guards against a bug there.
      auto pdb = AdditivePdbHeuristic::create(
          goal, defaultPartition(goal.geometry, goal.blankCell(), databases));
      if (pdb) return std::move(pdb.value());
      return std::make_unique<LinearConflict>(goal);
    }
  }
  return std::make_unique<BlindHeuristic>();
}

}  // namespace npuzzle

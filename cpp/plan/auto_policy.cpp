#include "plan/auto_policy.h"

#include <algorithm>

namespace npuzzle {
namespace {

// Up to this size A* holds every state it needs in little memory (181,440 on the 8-puzzle).
constexpr int kAutoAStarCells = 9;
// Above 16 cells, up to 25: weighted IDA* (w = 1.5) over the pattern databases answers most
// 24-puzzles within 1.1x of the optimum in a fraction of a second, for at most this many
// expansions (about half a second natively)...
constexpr int kAutoDatabaseCells = 25;
constexpr double kAutoIdaWeight = 1.5;
constexpr uint64_t kAutoIdaExpansions = 10000000;
// ...then weighted A* with linear conflict, holding at most a little memory (it either succeeds
// quickly or not at all on big boards); past that the row-by-row construction answers any
// board at once.
constexpr double kAutoWeight = 2.0, kAutoBigBoardWeight = 3.0;
constexpr uint64_t kAutoWeightedMB = 256, kAutoBigBoardWeightedMB = 64;
// The improvement's budget: about 0.3 s natively on a 5x5 board...
constexpr uint64_t kAutoImproveExpansions = 2000000;

}  // namespace

HeuristicKind autoHeuristic(int cells) {
  return cells <= kAutoOptimalCells ? HeuristicKind::PatternDatabase
                                    : HeuristicKind::LinearConflict;
}

std::vector<SearchStage> autoStages(int cells, std::optional<HeuristicKind> heuristic,
                                    uint64_t maxBytes) {
  if (cells <= kAutoOptimalCells) {
    const Algorithm algorithm = cells <= kAutoAStarCells ? Algorithm::AStar : Algorithm::IdaStar;
    return {SearchStage{algorithm, heuristic.value_or(autoHeuristic(cells)), 1, maxBytes}};
  }
  const SearchStage construction{Algorithm::Constructive, HeuristicKind::Blind, 1, maxBytes};
  if (cells <= kAutoDatabaseCells) {
    const uint64_t weightedBytes = std::min(maxBytes, kAutoWeightedMB << 20);
    return {
        SearchStage{Algorithm::WeightedIdaStar, heuristic.value_or(HeuristicKind::PatternDatabase),
                    kAutoIdaWeight, maxBytes, kAutoIdaExpansions},
        SearchStage{Algorithm::WeightedAStar, HeuristicKind::LinearConflict, kAutoWeight,
                    weightedBytes},
        construction};
  }
  const uint64_t weightedBytes = std::min(maxBytes, kAutoBigBoardWeightedMB << 20);
  return {SearchStage{Algorithm::WeightedAStar, heuristic.value_or(autoHeuristic(cells)),
                      kAutoBigBoardWeight, weightedBytes},
          construction};
}

uint64_t autoImproveExpansions(int cells) {
  if (cells <= kAutoOptimalCells) return 0;
  // ...fewer on bigger boards, where an expansion costs more (it packs, hashes and scores every
  // cell) and the construction's long paths gain little (under 1% on 16x16): a fraction of a
  // second there too.
  const uint64_t n = static_cast<uint64_t>(cells), d = kAutoDatabaseCells;
  return cells <= kAutoDatabaseCells ? kAutoImproveExpansions
                                     : kAutoImproveExpansions * d * d / (n * n);
}

Algorithm stepAlgorithm(Algorithm requested, int cells) {
  if (algorithmInfo(requested).steppable) return requested;
  return cells <= kAutoAStarCells ? Algorithm::AStar : Algorithm::IdaStar;
}

}  // namespace npuzzle

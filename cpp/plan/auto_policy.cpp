#include "plan/auto_policy.h"

#include <algorithm>
#include <iterator>

#include "large_boards/path_improver.h"

namespace npuzzle {
namespace {

// Up to this size A* holds every state it needs in little memory (181,440 on the 8-puzzle).
constexpr int kAutoAStarCells = 9;
// Above 16 cells, up to 25: weighted IDA* (w = 1.5) over the pattern databases answers most
// 24-puzzles within 1.2x of the optimum in a fraction of a second, for at most this many
// expansions (the whole budget of the tightening below, about 3 s natively: the few boards that
// need more than 7 million, the budget before, then came out of weighted A* at up to 1.2x; with
// all of it, the worst of Korf & Felner's 50 came out at 1.13x instead of 1.20x)...
constexpr int kAutoDatabaseCells = 25;
constexpr double kAutoIdaWeight = 1.5;
constexpr uint64_t kAutoIdaExpansions = 32000000;
// ...then weighted A* with linear conflict, holding at most a little memory (it either succeeds
// quickly or not at all on big boards); past that the row-by-row construction answers any
// board at once.
constexpr double kAutoWeight = 2.0;
constexpr uint64_t kAutoWeightedMB = 256;
// Above 25 cells: the construction with each line placed by beam searches over whole boards
// (large_boards/line_beam_search.h; asked for by giving the construction linear conflict to rank
// boards by), its tables and beams in at most this much memory (a 10x10 peaks near 20 MB, an
// 11x11 near 30, a 16x16 near 40). It replaces weighted A* (w = 3, 64 MB), which ran out of memory
// on every board from 8x8 on and, where it answered (6x6, 7x7), came out at 2.1-2.3x the lower
// bound against the beams' 1.5-1.6x; random 10x10 boards went from 3.19x to about 1.74x.
constexpr uint64_t kAutoLineBeamMB = 128;
// Then the tightening: weighted IDA* with these weights, each below the best length so far,
// until the first search and the tightening have spent this many expansions together (about
// 3 s natively on an idle core, within the 5 s a 24-puzzle may take). On Korf & Felner's
// 24-puzzles (bench korf24-auto): 1.046x the optimum on average, 7 of 50 optimal, the bound
// 0.874x (before the last run's share below: 1.047x, 6, 0.909x); with 7 million (the budget
// before) 1.075x, and 1.141x without the tightening; with 24 million 1.052x (threshold steps of two
// moves). The runs' thresholds step by at least a move's worth (path_tightener.cpp): 1.054x and 3
// optimal without. Starting at 1.3 instead does worse (1.10x at 7 million): the runs at 1.4 are
// quick, and their shorter paths make the later runs' upper bound cut more; finer steps
// (1.3, 1.2, 1.15, 1.1, 1.05, 1) did worse too (1.084x against 1.056x at 30 million, before the
// threshold steps; 1.4, 1.3, 1.2, 1.15, 1.1, 1.05, 1 with steps of two moves: 1.047x
// against 1.048x).
constexpr double kAutoTightenWeights[] = {1.4, 1.3, 1.2, 1.1, 1.0};
constexpr uint64_t kAutoTightenExpansions = 32000000;
// The last of those runs, IDA* itself below the best length, is held to at least this many of
// them: its thresholds prove the optimum (path_tightener.h), the weighted runs' only a fraction
// of it, and without a share of its own it mostly got what was left, often nothing. On Korf &
// Felner's 50 (npuzzle solve --batch --goal blank-first): the bound 0.879x the optimum on average
// without it, 0.909x with 5 million, 0.910x with 6, 0.914x with 8 and 0.919x with 14; the length
// 1.0464x, 1.0469x, 1.0477x, 1.0489x and 1.0529x (the weighted runs have less); 8 million more
// on top of the 32 kept the length and gave 0.914x, for 0.6 s more a board.
constexpr uint64_t kAutoTightenLastRunExpansions = 5000000;
// ...and the improvement's budget: about 0.3 s natively on a 5x5 board (where a pass over the
// windows usually ends far below it: on Korf & Felner's 24-puzzles 20 million gained nothing,
// windows of 32 moves 0.2%)...
constexpr uint64_t kAutoImproveExpansions = 2000000;
constexpr uint64_t kAutoRetryUnits = 3500000;

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
  const uint64_t lineBeamBytes = std::min(maxBytes, kAutoLineBeamMB << 20);
  return {SearchStage{Algorithm::Constructive, HeuristicKind::LinearConflict, 1, lineBeamBytes},
          construction};
}

uint64_t autoImproveExpansions(int cells) {
  if (cells <= kAutoOptimalCells) return 0;
  // ...and above, fewer on bigger boards, where an expansion costs more (it packs, hashes and
  // scores every cell) and the paths are far longer: all a 10x10's path can gain (50,000 to
  // 160,000 expansions, under 0.1 s natively), a part of a 16x16's in about 0.15 s (all it could
  // gain, 0.45%, takes 460,000 expansions and 0.6 s). Up to 128 cells, room for the retries too
  // (each the line search again: about 2 million units on a 10x10, 3 million on an 11x11) and for
  // the tightening of the path's tail.
  if (cells <= kAutoDatabaseCells) return kAutoImproveExpansions;
  const uint64_t n = static_cast<uint64_t>(cells);
  const uint64_t windows = kAutoImproveExpansions * 100 * 100 * 100 / (n * n * n);
  const uint64_t retries = static_cast<uint64_t>(PathImprover::retries(cells, true));
  return windows + retries * kAutoRetryUnits +
         static_cast<uint64_t>(PathImprover::tailCount(cells)) *
             PathImprover::tailExpansions(cells);
}

Tightening autoTightening(int cells) {
  if (cells <= kAutoOptimalCells || cells > kAutoDatabaseCells) return {};
  return Tightening{{kAutoTightenWeights, kAutoTightenWeights + std::size(kAutoTightenWeights)},
                    kAutoTightenExpansions,
                    kAutoTightenLastRunExpansions};
}

Algorithm stepAlgorithm(Algorithm requested, int cells) {
  if (algorithmInfo(requested).steppable) return requested;
  return cells <= kAutoAStarCells ? Algorithm::AStar : Algorithm::IdaStar;
}

}  // namespace npuzzle

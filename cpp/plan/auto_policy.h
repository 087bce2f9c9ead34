#pragma once
// What `auto` runs, in one place: for a solve (the session) a plan of searches by board size,
// and for the lab's step mode the one search it teaches in their stead. capabilities() and the
// page rely on these; nothing else decides them.
//
//   cells      solve                                                      step mode
//   <= 9       A* with pattern databases (optimal)                        A*
//   <= 16      IDA* with pattern databases (optimal)                      IDA*
//   <= 25      weighted IDA* (w 1.5, pattern databases) for at most 7M    IDA*
//              expansions, then weighted A* (w 2, linear conflict, at
//              most 256 MB), then row by row; then the path is improved
//   above      row by row with each line placed by beam searches ranked   IDA*
//              by linear conflict (large_boards/line_beam_search.h,
//              at most 128 MB), then plain row by row should that
//              outgrow its share of a timeout; then the path is improved

#include <cstdint>
#include <optional>
#include <vector>

#include "heuristics/heuristic.h"
#include "plan/algorithm_catalog.h"

namespace npuzzle {

// One search of a plan: what runs, and the budgets past which the plan moves on to the next.
struct SearchStage {
  Algorithm algorithm;
  HeuristicKind heuristic;
  double weight;
  uint64_t maxBytes;
  uint64_t maxExpansions = 0;  // 0: none (the search ends by its own budget)
};

// Boards up to this many cells get an optimal answer from `auto`.
constexpr int kAutoOptimalCells = 16;

// The heuristic `auto` picks: pattern databases where `auto` is optimal (their tables are small
// and quick to build there), linear conflict beyond.
HeuristicKind autoHeuristic(int cells);

// `auto`'s searches for a board of `cells`, first to last; `heuristic` is the one the request
// chose (nullopt: auto's). One stage up to 16 cells; above, a cascade of ever surer searches,
// each moved on from when it outgrows its budget, ending with the construction that always
// answers. `maxBytes` is the request's budget.
std::vector<SearchStage> autoStages(int cells, std::optional<HeuristicKind> heuristic,
                                    uint64_t maxBytes);

// How many expansions `auto` spends improving a path it found above 16 cells by optimal
// searches over windows of it (large_boards/path_improver.h); 0: no improvement (the path is
// optimal).
uint64_t autoImproveExpansions(int cells);

// After weighted IDA* answers (17 to 25 cells), before the windows: weighted IDA* again with each
// of `weights`, each run bounded above by the best length so far (large_boards/path_tightener.h),
// until the first search and these runs have spent `expansions` together. None elsewhere.
// The last run (w = 1) is held to at least `lastRunExpansions` of them (and to as large a share
// of a time to think): it is the run that proves thresholds of the optimum itself.
struct Tightening {
  std::vector<double> weights;
  uint64_t expansions = 0;
  uint64_t lastRunExpansions = 0;
};
Tightening autoTightening(int cells);

// Under a timeout, the share of the time left that a stage with a later one may use: weighted
// IDA* half, weighted A* a quarter, and the construction (a few hundred ms at most, on 256
// cells) keeps at least the last quarter; above 25 cells the line search half, the plain
// construction the rest.
constexpr double kStageTimeShare = 0.5;

// The search step mode runs for `requested`: itself when steppable, else (auto, constructive,
// weighted IDA*) the optimal search `auto` teaches on that size: A* up to 9 cells, IDA* above.
Algorithm stepAlgorithm(Algorithm requested, int cells);

// The heuristic step mode uses for "auto": linear conflict, which is ready at once on any size
// (pattern databases may still have to be built, which step mode does not do).
constexpr HeuristicKind kStepAutoHeuristic = HeuristicKind::LinearConflict;

}  // namespace npuzzle

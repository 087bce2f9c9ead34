#pragma once
// Anytime improvement of a found solution by windows: the boards i and i+L steps along the path
// are an ordinary start and goal, so an optimal search between them (A* with linear conflict
// toward board i+L, a few thousand nodes at most) replaces that stretch when a shorter one
// exists. Windows overlap by half; passes repeat until one changes nothing. The path stays valid
// after every splice, so it can be stopped at any time, and it never gets longer.
//
// Bounded-suboptimal searches (weighted A*) and the row-by-row construction leave detours that
// are short-range: on Korf & Felner's 24-puzzles this takes weighted A*'s (w = 2) paths from
// 1.34x to about 1.1x the optimum (bench korf24-auto). Above 25 cells the windows are longer:
// on the line search's 10x10 paths (large_boards/line_beam_search.h) windows of 24 moves save 0.4%,
// of 32 moves 0.9% in about 0.1 s natively, of 40 no more in six times the time.
//
// Before the windows, on 26 to 128 cells, the line search runs again (retries()): with its
// lines in the other order (columns first where the region is square) and, on boards up to 64
// cells, with other drifts too; the shortest answer is kept. The orders and drifts differ by a few
// percent either way on a board, so the best of several is shorter on average: up to 36 cells
// twenty runs, twelve of them with beams half as wide (6x6-walk 1.469 of linear conflict with
// four, 1.448 with eight; 6x6-random 1.466 with eight, 1.447 with twenty), up to 49 six
// (7x7-walk 1.546 with four, 1.525 with six), up to 64 four (8x8-random 1.639 with two, 1.618
// with four, 1.601 with eight but 1.7 s more a board), up to 100 two (10x10-random 1.695 with one,
// 1.680 with two, for about 1 s more natively); above that a second run only for a path more
// than kRetryRatio times as long as linear conflict of its start. Above 128 cells none by
// default (a 16x16's line search takes about 3.5 s natively), but a time to think runs them.
//
// Then, on the same sizes, the tail: the end of the path that stays within a block of at most 25
// cells (the line search's last 5x5, every tile outside it home) is a board of its own, solved
// again by weighted IDA* over its pattern databases with weights 1.5 down to 1, each run below the
// best length so far (large_boards/path_tightener.h), for at most kTailExpansions. The line
// search's final beam answers that block about as well as weighted IDA* at w = 1.5; the lower
// weights shorten it. On the bench (build/native/npuzzle_bench WORKLOAD bench/data), retries and
// tail together: 6x6-walk 1.561 -> 1.448 of linear conflict, 7x7-walk 1.612 -> 1.558, 6x6-random
// 1.589 -> 1.496, 8x8-random 1.680 -> 1.618, 10x10-random 1.700 -> 1.680 (1.695 with the tail
// alone, the second run only past kRetryRatio as before).
//
// Up to 49 cells, two more steps (measured on 6x6-random, 1.492 of linear conflict before them):
// the tails of the three shortest paths the line searches found are tightened, not only the
// shortest's, and the shortest result kept (1.483: a path a few moves longer often has a tail
// that tightens better); and once the windows of 32 moves find nothing more, a pass of windows of
// 48 moves and then one of 64, with 4 and 16 times the expansions, by weighted A* (w = 1.1): a
// shorter stretch, not the shortest, is all a window needs (1.476 alone; windows of 64 straight
// away, 1.483; passes of 48, 64 and 80 with 2, 4 and 8 times by A*, 1.478). Both together: 1.463;
// with the longer windows held to 1.2 million expansions in all (a 7x7-walk board took 10 s of
// wall time without the cap under load), 1.466, each board under 4 s natively.
// The longer windows reach boards of up to 100 cells too (8x8-random 1.603 -> 1.590, 10x10-random
// 1.680 -> 1.670, under a second more a board natively); the three tails stay up to 49.
//
// Resumable like the searches: step(budget) advances the current window's search by at most
// `budget` expansions, so a caller working in time slices (the page's worker) is never held up by
// a whole window. Only the board at the current window's start is kept (not one per move), so a
// splice costs O(path), not O(path x cells).

#include <cstdint>
#include <memory>
#include <vector>

#include "core/board.h"
#include "heuristics/heuristic.h"
#include "large_boards/line_beam_search.h"
#include "large_boards/path_tightener.h"
#include "large_boards/placement_table_cache.h"
#include "pdb/pattern_partition.h"
#include "search/search_algorithm.h"
#include "search/search_types.h"

namespace npuzzle {

class PathImprover {
 public:
  // kBySize: windows of 24 moves and 20,000 expansions up to 25 cells, of 32 moves and 30,000
  // expansions above, and above 25 cells the retries and the tail (only then).
  static constexpr int kBySize = 0;
  // The retry's threshold above 100 cells: length over linear conflict of the start.
  static constexpr double kRetryRatio = 1.79;
  // The most a tail's tightening expands (startTail()), on boards of 26 to 128 cells.
  static constexpr uint64_t kTailExpansions = 4000000;
  // What the caller's budget holds for the tail on a board of this many cells (0 where there is
  // none).
  static uint64_t tailExpansions(int cells);
  // How many paths' tails are tightened (the shortest paths the line searches found).
  static int tailCount(int cells);
  // How many line searches the improver runs again before its windows, on a board of this many
  // cells with a path longer than kRetryRatio times linear conflict (longPath) or not: the
  // caller's budget holds that many line searches and kTailExpansions.
  static int retries(int cells, bool longPath);

  // A line search run again: the order of its lines and its drift.
  struct RetryVariant {
    LineOrder order;
    LineDrift drift;
    int maxWidth = LineBeamSearch::kMaxWidth;
  };

  // `moves` must lead from `start` to the goal. `tailDatabases`: the tables the tail's weighted
  // IDA* reads (the request's --databases: the CLI's largest make a 5x5 tail shorter).
  // `tableCache`: the placement tables the board's first line search kept (null: none yet).
  static constexpr uint64_t kDefaultWindowExpansions = 20000;
  PathImprover(const Board& start, std::vector<SolutionStep> moves, int window = kBySize,
               uint64_t windowExpansions = kDefaultWindowExpansions,
               DatabaseSize tailDatabases = DatabaseSize::Standard,
               std::shared_ptr<PlacementTableCache> tableCache = nullptr);
  ~PathImprover();

  // Works on the current window for at most `budget` expansions (at least one); returns the
  // expansions it cost, opening a window included (at least 1 unless done()).
  uint64_t step(uint64_t budget = UINT64_MAX);
  // A whole pass over the path found nothing shorter.
  bool done() const { return done_; }
  // For a caller with time left once done() (a time to think), above 25 cells: another round
  // of the line searches the default leaves out (other orders and drifts, a few at a time), the
  // tail of the shortest new path tightened (up to 128 cells), and where that beats the path so
  // far, the windows again from their first length. moves() never grows, and a new path shorter
  // than it is moves() from the moment its line search ends, so a time to think that ends
  // halfway through a round keeps what the round found.
  // False (and still done()) once every line search has run.
  bool thinkFurther();
  // The shortest whole path so far. While the tails of several paths are tightened one after
  // another, the path being worked on can be longer than one already finished; what a caller
  // shows as the best so far, or keeps when stopped, must never grow.
  const std::vector<SolutionStep>& moves() const {
    const std::vector<SolutionStep>* best = &moves_;
    if (!bestTailed_.empty() && bestTailed_.size() <= best->size()) best = &bestTailed_;
    if (!thinkBest_.empty() && thinkBest_.size() < best->size()) best = &thinkBest_;
    return *best;
  }
  int windowsTried() const { return windowsTried_; }
  // Expansions of the windows' searches so far (without the setup step() also charges).
  uint64_t expanded() const { return expanded_; }
  uint64_t generated() const { return generated_; }
  int movesSaved() const { return movesSaved_; }
  // What opening a window costs, in expansions (charged by step() with the window's first ones).
  uint64_t windowSetupCost() const;
  // Heap bytes the current window's search (or the retry) holds.
  uint64_t bytes() const;
  // Whether the line search is being run again (before any window).
  bool retrying() const { return retry_ != nullptr; }
  // How many moves the current windows span.
  int windowLength() const { return window_; }
  // Whether the path's tail is being solved again as a board of its own (after the retries,
  // before any window).
  bool tailing() const { return tailTightener_ != nullptr; }

 private:
  uint64_t retryStep(uint64_t budget);
  std::unique_ptr<SearchProblem> retryProblem() const;
  bool startRetries(int from, int to);
  // A pass of windows from the path's start.
  void restartPass();
  void startRetry();
  // The tail: the longest end of the path whose moves stay within a block of at most
  // kTailMaxCells cells, at least 3x3 (every tile outside it is home already), solved again as
  // a board of its own by weighted IDA* over its pattern databases, below its length so far.
  void startTail();
  // The tails of the shortest paths found (tailCandidates_), one after the other; the shortest
  // result is kept.
  void startTails();
  void nextTail();
  uint64_t tailStep(uint64_t budget);
  void openWindow();
  static void apply(std::vector<uint8_t>& tiles, const SolutionStep& move);

  Geometry geometry_;
  std::vector<uint8_t> startTiles_;
  std::vector<SolutionStep> moves_;
  int window_;
  uint64_t windowExpansions_;
  size_t next_ = 0;                         // the first step of the current window
  std::vector<uint8_t> atNext_;             // the board after next_ moves
  size_t end_ = 0;                          // the current window's last step + 1
  std::unique_ptr<SearchProblem> problem_;  // the current window, while its search runs
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<SearchAlgorithm> search_;
  // The retry, while it runs: its problem (start to goal), its heuristic and the search.
  std::unique_ptr<SearchProblem> retryProblem_;
  std::unique_ptr<Heuristic> retryHeuristic_;
  std::unique_ptr<LineBeamSearch> retry_;
  // The placement tables the retries share (one line order's runs place the same lines).
  std::shared_ptr<PlacementTableCache> tableCache_;
  // The line searches to run, in order (retryVariants_[nextRetry_ - 1] runs while retry_ is set).
  std::vector<RetryVariant> retryVariants_;
  size_t nextRetry_ = 0;
  // How many of the retries are planned so far (-1: none, the window is not kBySize or the board
  // is out of their range), and whether thinkFurther() planned the rest.
  int retriesPlanned_ = -1;
  bool thinkingFurther_ = false;
  // Whether the line searches' two orders place different lines on this board (if not, only
  // other drifts are run).
  bool ordersDiffer_ = true;
  // The tail, while it is tightened: where it starts in moves_, its problem, its databases, the
  // tightening, the board's tile of each of its tiles, and its budget left.
  size_t tailFrom_ = 0;
  std::unique_ptr<SearchProblem> tailProblem_;
  std::unique_ptr<Heuristic> tailHeuristic_;
  std::unique_ptr<PathTightener> tailTightener_;
  std::vector<uint8_t> tailTile_;
  DatabaseSize tailDatabases_;
  uint64_t tailExpansionsLeft_ = 0;
  bool changedThisPass_ = false;
  int longerWindows_ = 0;         // passes of longer windows started
  int longerWindowsAllowed_ = 0;  // how many there may be (by size)
  uint64_t longerWindowExpansionsLeft_ = 0;
  std::vector<std::vector<SolutionStep>> tailCandidates_;
  std::vector<SolutionStep> bestTailed_;
  // Thinking further: the shortest path a line search of this round found, while shorter than
  // the path so far (until the round's tails start; a time to think that ends first keeps it).
  std::vector<SolutionStep> thinkBest_;
  size_t lengthBeforeTails_ = 0;
  bool done_ = false;
  int windowsTried_ = 0;
  int movesSaved_ = 0;
  uint64_t expanded_ = 0;
  uint64_t generated_ = 0;
};

}  // namespace npuzzle

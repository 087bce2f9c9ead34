#pragma once
// Anytime improvement of a found solution by windows: the boards i and i+L steps along the path
// are an ordinary start and goal, so an optimal search between them (A* with linear conflict
// toward board i+L, a few thousand nodes at most) replaces that stretch when a shorter one
// exists. Windows overlap by half; passes repeat until one changes nothing. The path stays valid
// after every splice, so it can be stopped at any time, and it never gets longer.
//
// Bounded-suboptimal searches (weighted A*) and the row-by-row construction leave detours that
// are short-range: on Korf & Felner's 24-puzzles this takes weighted A*'s (w = 2) paths from
// 1.34x to about 1.1x the optimum (bench korf24-auto).

#include <cstdint>
#include <vector>

#include "core/board.h"
#include "search/search_types.h"

namespace npuzzle {

class PathImprover {
 public:
  // `moves` must lead from `start` to the goal.
  PathImprover(const Board& start, std::vector<SolutionStep> moves, int window = 24,
               uint64_t windowExpansions = 20000);

  // Tries the next window; returns the expansions it cost.
  uint64_t step();
  // A whole pass over the path found nothing shorter.
  bool done() const { return done_; }
  const std::vector<SolutionStep>& moves() const { return moves_; }
  int windowsTried() const { return windowsTried_; }
  int movesSaved() const { return movesSaved_; }

 private:
  void rebuildBoardsFrom(size_t i);

  Board start_;
  std::vector<SolutionStep> moves_;
  std::vector<std::vector<uint8_t>> boards_;  // boards_[i]: the board after i moves
  int window_;
  uint64_t windowExpansions_;
  size_t next_ = 0;  // the first step of the next window
  bool changedThisPass_ = false;
  bool done_ = false;
  int windowsTried_ = 0;
  int movesSaved_ = 0;
};

}  // namespace npuzzle

#pragma once
// IDA* in the multi-tile metric (core/multi_tile_moves.h): every move slides 1 to n - 1 tiles of
// the blank's row or column and costs 1. The heuristic is multi-tile walking distance
// (heuristics/multi_tile_walking_distance.h), admissible and consistent in this metric, so the
// first solution found is a shortest one in moves of that metric.
//
// Pruning: a move never follows a move along the same axis. The blank stays in its line while
// tiles slide along it, and the tiles of a line keep their order, so any run of moves along one
// line is one move of that line or none: an optimal path never has two in a row. (The single-tile
// searches' duplicate-move automaton is for single-tile move strings and is not used here.)
//
// solution() holds the single-tile steps of the moves found, nearest tile first in each move;
// multiTileSegments() groups them back into the moves.
//
// A stronger heuristic can be given for later (`stronger`, e.g. the 15-puzzle's multi-tile pattern
// databases, seconds to build): once `upgradeAfter` expansions are made without a solution, it
// is built and the iteration under way starts again with it, at the same bound (proven by the
// iterations that ended; both heuristics are admissible). Easy boards are solved before it
// would be built.

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/multi_tile_moves.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "search/search_algorithm.h"

namespace npuzzle {

class MultiTileIdaStar final : public SearchAlgorithm {
 public:
  using HeuristicSource = std::function<std::shared_ptr<const MultiTileWalkingDistance>()>;
  MultiTileIdaStar(const SearchProblem& problem,
                   std::shared_ptr<const MultiTileWalkingDistance> heuristic,
                   HeuristicSource stronger = nullptr, uint64_t upgradeAfter = 0);

  Status step(uint64_t expansions) override;
  SearchProgress progress() const override;
  int provenLowerBound() const override { return threshold_; }
  // The moves found, once step() returned Solved.
  const std::vector<MultiTileMove>& multiTileSolution() const { return moves_; }
  static constexpr int kMaxBoardCells = 16;

 private:
  struct Frame {
    uint8_t tiles[kMaxBoardCells];
    MultiTileWalkingDistance::State h;
    MultiTileMove via;  // the move that led here (not at the root)
    int g = 0, f = 0;
    uint8_t blank = 0;
    uint8_t next = 0;  // the next of `successors` to try
    uint8_t count = 0;
    bool expanded = false;
    MultiTileMove successors[kMaxBoardCells];
  };

  void startIteration();
  void expand(Frame& frame);
  Status solved();

  const SearchProblem& problem_;
  std::shared_ptr<const MultiTileWalkingDistance> heuristic_;
  HeuristicSource stronger_;
  uint64_t upgradeAfter_;
  int cells_;
  int threshold_ = 0, previousThreshold_ = -1, nextThreshold_ = 0;
  std::vector<Frame> path_;
  std::vector<MultiTileMove> moves_, scratch_;
  bool started_ = false;
  Status status_ = Status::Running;
};

}  // namespace npuzzle

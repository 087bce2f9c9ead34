#include "search/path_improver.h"

#include <algorithm>

#include "heuristics/linear_conflict.h"
#include "search/search_factory.h"

namespace npuzzle {

PathImprover::PathImprover(const Board& start, std::vector<SolutionStep> moves, int window,
                           uint64_t windowExpansions)
    : start_(start),
      moves_(std::move(moves)),
      window_(std::max(window, 2)),
      windowExpansions_(windowExpansions) {
  boards_.push_back(start_.tiles);
  rebuildBoardsFrom(0);
  done_ = moves_.size() < 2;
}

void PathImprover::rebuildBoardsFrom(size_t i) {
  boards_.resize(i + 1);
  std::vector<uint8_t> tiles = boards_[i];
  for (size_t k = i; k < moves_.size(); ++k) {
    auto blank = std::find(tiles.begin(), tiles.end(), uint8_t{0});
    auto tile = std::find(tiles.begin(), tiles.end(), moves_[k].tile);
    std::iter_swap(blank, tile);
    boards_.push_back(tiles);
  }
}

uint64_t PathImprover::step() {
  if (done_) return 0;
  const size_t length = moves_.size();
  const size_t end = std::min(length, next_ + static_cast<size_t>(window_));
  ++windowsTried_;

  SearchProblem window(Board{start_.geometry, boards_[next_]},
                       Board{start_.geometry, boards_[end]});
  LinearConflict heuristic(window.goal);
  auto search = makeEagerSearch(window, heuristic, EagerConfig{1, 1, true, uint64_t{64} << 20});
  const bool reachesGoal = end == length;
  SearchStatus status = search->step(windowExpansions_);
  uint64_t spent = search->stats().expanded;
  if (status == SearchStatus::Solved && search->solution().size() < end - next_) {
    const std::vector<SolutionStep>& shorter = search->solution();
    movesSaved_ += static_cast<int>((end - next_) - shorter.size());
    moves_.erase(moves_.begin() + static_cast<std::ptrdiff_t>(next_),
                 moves_.begin() + static_cast<std::ptrdiff_t>(end));
    moves_.insert(moves_.begin() + static_cast<std::ptrdiff_t>(next_), shorter.begin(),
                  shorter.end());
    rebuildBoardsFrom(next_);
    changedThisPass_ = true;
  }

  if (reachesGoal) {
    // The pass reached the goal: another one if this one helped.
    done_ = !changedThisPass_;
    changedThisPass_ = false;
    next_ = 0;
  } else {
    next_ += static_cast<size_t>(window_ / 2);
  }
  return spent;
}

}  // namespace npuzzle

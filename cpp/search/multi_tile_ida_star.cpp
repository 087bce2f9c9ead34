#include "search/multi_tile_ida_star.h"

#include <algorithm>
#include <climits>
#include <cstring>

namespace npuzzle {

MultiTileIdaStar::MultiTileIdaStar(const SearchProblem& problem,
                                   std::shared_ptr<const MultiTileWalkingDistance> heuristic,
                                   HeuristicSource stronger, uint64_t upgradeAfter)
    : problem_(problem),
      heuristic_(std::move(heuristic)),
      stronger_(std::move(stronger)),
      upgradeAfter_(upgradeAfter),
      cells_(problem.start.cells()) {}

void MultiTileIdaStar::startIteration() {
  path_.clear();
  path_.emplace_back();
  Frame& root = path_.back();
  std::memcpy(root.tiles, problem_.start.tiles.data(), cells_);
  root.h = heuristic_->stateOf(root.tiles);
  root.f = heuristic_->value(root.h, root.tiles);
  root.blank = static_cast<uint8_t>(problem_.start.blankCell());
  nextThreshold_ = INT_MAX;
  stats_.generated += 1;
}

void MultiTileIdaStar::expand(Frame& frame) {
  frame.expanded = true;
  ++stats_.expanded;
  if (frame.f <= previousThreshold_) ++stats_.reexpanded;
  multiTileSuccessors(problem_.start.geometry, frame.blank, scratch_);
  frame.count = 0;
  frame.next = 0;
  const bool root = path_.size() == 1;
  for (const MultiTileMove& move : scratch_)
    if (root || horizontal(move.direction) != horizontal(frame.via.direction))
      frame.successors[frame.count++] = move;
}

Status MultiTileIdaStar::solved() {
  moves_.clear();
  solution_.clear();
  std::vector<uint8_t> tiles = problem_.start.tiles;
  for (size_t i = 1; i < path_.size(); ++i) {
    moves_.push_back(path_[i].via);
    applyMultiTileMove(problem_.start.geometry, tiles.data(), path_[i].via, &solution_);
  }
  return status_ = Status::Solved;
}

Status MultiTileIdaStar::step(uint64_t expansions) {
  if (status_ != Status::Running) return status_;
  if (cells_ > kMaxBoardCells) return status_ = Status::Error;
  if (!started_) {
    started_ = true;
    threshold_ = heuristic_->evaluate(problem_.start.tiles.data());
    startIteration();
  }
  const uint64_t stop = stats_.expanded + std::max<uint64_t>(expansions, 1);
  const Geometry geometry = problem_.start.geometry;
  while (stats_.expanded < stop) {
    if (stronger_ && stats_.expanded >= upgradeAfter_) {
      // The iteration under way starts again with the stronger heuristic: its bound is proven
      // (every earlier iteration ended), and so is the new root's value.
      auto stronger = stronger_();
      stronger_ = nullptr;
      if (stronger != heuristic_) {  // the same one where there are no tables to add (wasm)
        heuristic_ = std::move(stronger);
        threshold_ = std::max(threshold_, heuristic_->evaluate(problem_.start.tiles.data()));
        startIteration();
      }
    }
    Frame& top = path_.back();
    if (!top.expanded) {
      if (std::memcmp(top.tiles, problem_.goal.tiles.data(), cells_) == 0) return solved();
      expand(top);
      stats_.peakBytes = std::max<uint64_t>(stats_.peakBytes, path_.capacity() * sizeof(Frame));
      continue;
    }
    if (top.next == top.count) {
      path_.pop_back();
      if (path_.empty()) {
        if (nextThreshold_ == INT_MAX) return status_ = Status::Unsolvable;
        previousThreshold_ = threshold_;
        threshold_ = nextThreshold_;
        startIteration();
      }
      continue;
    }
    const MultiTileMove move = top.successors[top.next++];
    // The child's h, slide by slide, before it is copied onto the path.
    MultiTileWalkingDistance::State h = top.h;
    {
      const int step = static_cast<int>(move.blankTo) - static_cast<int>(move.blankFrom);
      const int unit = step / move.count;
      for (int blank = move.blankFrom; blank != move.blankTo; blank += unit)
        heuristic_->slide(h, top.tiles[blank + unit], blank + unit, blank);
    }
    uint8_t tiles[kMaxBoardCells];
    std::memcpy(tiles, top.tiles, cells_);
    applyMultiTileMove(geometry, tiles, move);
    ++stats_.generated;
    const int g = top.g + 1;
    // Only whether f exceeds the bound matters, and by how little (the next bound): h is read no
    // further than threshold - g + 1.
    const int f = g + heuristic_->value(h, tiles,
                                        horizontal(move.direction)
                                            ? MultiTileWalkingDistance::LastAxis::Horizontal
                                            : MultiTileWalkingDistance::LastAxis::Vertical,
                                        threshold_ - g + 1);
    if (f > threshold_) {
      nextThreshold_ = std::min(nextThreshold_, f);
      continue;
    }
    path_.emplace_back();
    Frame& child = path_.back();
    std::memcpy(child.tiles, tiles, cells_);
    child.h = h;
    child.via = move;
    child.g = g;
    child.f = f;
    child.blank = move.blankTo;
  }
  return status_;
}

SearchProgress MultiTileIdaStar::progress() const {
  SearchProgress progress;
  progress.frontier = path_.empty() ? 0 : path_.size() - 1;
  progress.fBound = threshold_;
  progress.bytes = path_.capacity() * sizeof(Frame);
  return progress;
}

}  // namespace npuzzle

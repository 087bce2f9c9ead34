#include "search/depth_limited_search.h"

#include <algorithm>

#include "search/tile_moves.h"

namespace npuzzle {

DepthLimitedSearch::DepthLimitedSearch(const SearchProblem& problem, int depthLimit,
                                       uint64_t maxBytes)
    : problem_(problem),
      depthLimit_(depthLimit),
      maxBytes_(maxBytes),
      tiles_(problem.start.tiles),
      packed_(problem.start.cells() <= 16) {
  path_.push_back(Frame{static_cast<uint8_t>(problem.start.blankCell()), 0});
  enterPath();
  stats_.generated = 1;
}

// A node is expanded when it is entered: tested for the goal and, below the limit, its children
// generated one by one as the search comes back to it.
Status DepthLimitedSearch::step(uint64_t expansions) {
  const MoveTable& moves = problem_.moves;
  for (uint64_t done = 0; status_ == Status::Running && done < expansions;) {
    if (path_.empty()) {
      status_ = cut_ ? Status::Limit : Status::Unsolvable;
      stats_.cutByDepthLimit = cut_;
      break;
    }
    Frame& top = path_.back();
    const int depth = static_cast<int>(path_.size()) - 1;
    if (top.next == 0) {
      ++done;
      ++stats_.expanded;
      if (observer_) observer_->expanded(static_cast<uint32_t>(depth));
      if (tiles_ == problem_.goal.tiles) {
        std::vector<uint8_t> board = problem_.start.tiles;
        for (size_t i = 1; i < path_.size(); ++i) {
          std::vector<uint8_t> next = board;
          std::swap(next[path_[i - 1].blank], next[path_[i].blank]);
          solution_.push_back(stepBetween(board, next, problem_.start.geometry.width));
          board = std::move(next);
        }
        status_ = Status::Solved;
        break;
      }
      if (depth >= depthLimit_) {
        cut_ = cut_ || moves.count(top.blank) > 0;
        backtrack();
        continue;
      }
    }
    if (top.next >= moves.count(top.blank)) {
      backtrack();
      continue;
    }
    const Move& move = moves.move(top.blank, top.next++);
    const SolutionStep slide{tiles_[move.from], move.tileSlides};
    std::swap(tiles_[top.blank], tiles_[move.from]);
    const uint32_t childDepth = static_cast<uint32_t>(depth + 1);
    if (onPath()) {  // a cycle along the path: never entered
      std::swap(tiles_[top.blank], tiles_[move.from]);
      if (observer_)
        observer_->generated(childDepth, slide, depth + 1, 0, depth + 1, Generation::Duplicate);
      continue;
    }
    ++stats_.generated;
    if (observer_)
      observer_->generated(childDepth, slide, depth + 1, 0, depth + 1, Generation::New);
    enterPath();
    path_.push_back(Frame{move.from, 0});
    stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, path_.size());
    stats_.peakBytes = std::max(stats_.peakBytes, bytes());
    if (bytes() > maxBytes_) status_ = Status::Limit;
  }
  return status_;
}

namespace {

uint64_t packedKey(const std::vector<uint8_t>& tiles) {
  uint64_t key = 0;
  for (uint8_t tile : tiles) key = key << 4 | tile;
  return key;
}

}  // namespace

bool DepthLimitedSearch::onPath() const {
  return packed_ ? packedPath_.count(packedKey(tiles_)) > 0
                 : textPath_.count(std::string(tiles_.begin(), tiles_.end())) > 0;
}

void DepthLimitedSearch::enterPath() {
  if (packed_)
    packedPath_.insert(packedKey(tiles_));
  else
    textPath_.emplace(tiles_.begin(), tiles_.end());
}

void DepthLimitedSearch::leavePath() {
  if (packed_)
    packedPath_.erase(packedKey(tiles_));
  else
    textPath_.erase(std::string(tiles_.begin(), tiles_.end()));
}

void DepthLimitedSearch::backtrack() {
  leavePath();
  const Frame done = path_.back();
  path_.pop_back();
  if (!path_.empty()) std::swap(tiles_[path_.back().blank], tiles_[done.blank]);
}

SearchProgress DepthLimitedSearch::progress() const {
  return SearchProgress{path_.size(), static_cast<int>(path_.size()) - 1, bytes()};
}

uint64_t DepthLimitedSearch::bytes() const {
  // A board on the path costs its frame, its key and the set's node (about 64 bytes).
  return path_.capacity() * sizeof(Frame) +
         (packedPath_.size() + textPath_.size()) * (tiles_.size() + 64) + tiles_.capacity();
}

}  // namespace npuzzle

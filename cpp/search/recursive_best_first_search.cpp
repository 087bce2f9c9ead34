#include "search/recursive_best_first_search.h"

#include <algorithm>

namespace npuzzle {

RecursiveBestFirstSearch::RecursiveBestFirstSearch(const SearchProblem& problem,
                                                   const Heuristic& heuristic, uint64_t maxBytes)
    : problem_(problem), heuristic_(heuristic), maxBytes_(maxBytes), tiles_(problem.start.tiles) {
  const int h = heuristic.evaluate(tiles_.data());
  Frame root{};
  root.blank = static_cast<uint8_t>(problem.start.blankCell());
  root.arrivedBy = -1;
  root.g = 0;
  root.h = h;
  root.F = h;
  root.bound = kInfinity;
  root.exploring = -1;
  stack_.push_back(root);
  stats_.generated = 1;
  lowerBound_ = h;
}

Status RecursiveBestFirstSearch::step(uint64_t expansions) {
  for (uint64_t done = 0; status_ == Status::Running && done < expansions;) {
    Frame& top = stack_.back();
    if (!top.expanded) {
      ++done;
      expand(top);
      if (status_ != Status::Running) break;
    }
    chooseChild();
  }
  return status_;
}

// RBFS(n, F(n), B) up to its loop: the goal test, then the children, each F inherited from
// n's F when n was expanded before (F(n) > f(n)) and its own f is lower.
void RecursiveBestFirstSearch::expand(Frame& frame) {
  frame.expanded = true;
  ++stats_.expanded;
  const int f = frame.g + frame.h;
  if (frame.F > f) ++stats_.reexpanded;
  const uint32_t depth = static_cast<uint32_t>(stack_.size() - 1);
  if (observer_) observer_->expanded(depth);
  if (frame.h == 0 && tiles_ == problem_.goal.tiles) {
    finish();
    return;
  }
  const MoveTable& moves = problem_.moves;
  frame.count = 0;
  for (int i = 0; i < moves.count(frame.blank); ++i) {
    const Move& move = moves.move(frame.blank, i);
    if (frame.arrivedBy >= 0 &&
        move.tileSlides == opposite(static_cast<Direction>(frame.arrivedBy)))
      continue;  // back to the parent
    const uint8_t tile = tiles_[move.from];
    tiles_[frame.blank] = tile;
    tiles_[move.from] = 0;
    const int h = heuristic_.afterMove(tiles_.data(), frame.h, tile, move.from, frame.blank);
    tiles_[move.from] = tile;
    tiles_[frame.blank] = 0;
    const int childF = frame.g + 1 + h;
    ++stats_.generated;
    frame.children[frame.count++] =
        Child{move.from, move.tileSlides, h, f < frame.F ? std::max(frame.F, childF) : childF};
    if (observer_)
      observer_->generated(depth + 1, SolutionStep{tile, move.tileSlides}, frame.g + 1, h, childF,
                           Generation::New);
  }
  storedChildren_ += frame.count;
  stats_.maxFrontier = std::max(stats_.maxFrontier, storedChildren_);
  stats_.peakBytes = std::max(stats_.peakBytes, bytes());
  if (bytes() > maxBytes_) status_ = Status::Limit;
}

// RBFS's loop: while the best child's F is within the bound, explore it with the bound
// min(B, the second best's F); otherwise return the best F to the parent.
void RecursiveBestFirstSearch::chooseChild() {
  Frame& top = stack_.back();
  int best = -1, alternative = kInfinity;
  for (int i = 0; i < top.count; ++i) {
    if (best < 0 || top.children[i].F < top.children[best].F) {
      if (best >= 0) alternative = std::min(alternative, top.children[best].F);
      best = i;
    } else {
      alternative = std::min(alternative, top.children[i].F);
    }
  }
  if (stack_.size() == 1) lowerBound_ = std::max(lowerBound_, best < 0 ? 0 : top.children[best].F);
  if (best < 0 || top.children[best].F > top.bound || top.children[best].F == kInfinity) {
    returnValue(best < 0 ? kInfinity : top.children[best].F);
    return;
  }
  const Child& child = top.children[best];
  top.exploring = static_cast<int8_t>(best);
  Frame next{};
  next.blank = child.from;
  next.arrivedBy = static_cast<int8_t>(child.tileSlides);
  next.g = top.g + 1;
  next.h = child.h;
  next.F = child.F;
  next.bound = std::min(top.bound, alternative);
  next.exploring = -1;
  tiles_[top.blank] = tiles_[child.from];
  tiles_[child.from] = 0;
  stack_.push_back(next);  // invalidates `top`
}

// The top frame gives up its subtree: its parent keeps `value` as that child's F.
void RecursiveBestFirstSearch::returnValue(int value) {
  const Frame done = stack_.back();
  stack_.pop_back();
  storedChildren_ -= done.count;
  if (stack_.empty()) {  // the start's F went to infinity: nothing reachable is the goal
    status_ = Status::Unsolvable;
    return;
  }
  Frame& parent = stack_.back();
  tiles_[done.blank] = tiles_[parent.blank];
  tiles_[parent.blank] = 0;
  parent.children[parent.exploring].F = value;
  parent.exploring = -1;
}

void RecursiveBestFirstSearch::finish() {
  std::vector<uint8_t> tiles = problem_.start.tiles;
  for (size_t i = 1; i < stack_.size(); ++i) {
    const int from = stack_[i].blank, to = stack_[i - 1].blank;
    solution_.push_back(SolutionStep{tiles[from], static_cast<Direction>(stack_[i].arrivedBy)});
    std::swap(tiles[from], tiles[to]);
  }
  lowerBound_ = static_cast<int>(solution_.size());
  status_ = Status::Solved;
}

SearchProgress RecursiveBestFirstSearch::progress() const {
  return SearchProgress{storedChildren_, lowerBound_, bytes()};
}

uint64_t RecursiveBestFirstSearch::bytes() const {
  return stack_.capacity() * sizeof(Frame) + tiles_.capacity();
}

}  // namespace npuzzle

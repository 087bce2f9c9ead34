#pragma once
// Iterative-deepening A* (Korf, 1985): depth-first searches bounded by f = g + h, the bound
// raised to the smallest f that exceeded it. Memory is the path alone. The board is changed in
// place and restored on backtrack; a move that completes a duplicate string — one whose board
// another path, no longer, reaches first, as the move straight back does — is never generated
// (duplicate_move_pruning.h); h is updated per move. The recursion is an explicit stack so step()
// can stop after any expansion and resume.
//
// Templated on the heuristic's concrete (final) class so its calls inline in the inner loop.
// A heuristic with a NodeState (the pattern databases) gets one per path node, so a child's h is
// computed from its parent's record rather than from the board.
//
// With such a heuristic and tables larger than a cache holds (kOrderChildrenTableBytes: the
// 15-puzzle's 7-7-1), an optimal search (equal weights) evaluates a node's children when it
// enters it and tries them in order of h, least first. Each child is evaluated once either way;
// what changes is the last iteration, which ends at the first solution: tried first, the children
// nearest the goal by h reach it sooner. On Korf's 100 with 7-7-1 that iteration's expansions
// fall from 2.18 to 1.52 million, all of them from 4.59 to 3.94 million, and the time by about
// 10% natively. With smaller tables the ordering costs what it saves or more: 6-6-3 went from
// 14.2 to 12.9 million expansions in the same time, and the 24-puzzles' tightening runs (5x5
// tables of 1.8 MB, a fixed budget of expansions) took 5-8% longer. Earlier iterations search
// their whole trees, so their counts do not change. The teaching lab's steps (a heuristic without
// a NodeState) keep the move order.
//
// Evaluating the children together also lets their table reads overlap: each child's lookups are
// ranked and their entries asked for (beginAfterMove) before any entry is waited on. A read in a
// table far larger than the caches is most of a node's time: with the CLI's 7-8 tables (287 MB)
// Korf's 100 on one thread went from 336-350 ms to 300-303 ms (three alternated runs each), the
// six 80-move positions from 6.4-6.7 s to 6.1 s; with 7-7-1 (58 MB) the times did not change.
//
// The parallel search (parallel_ida_star_search.h) runs one of these per share of the tree: a
// node below the start, searched for one iteration with the bound it is given.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "heuristics/heuristic.h"
#include "search/duplicate_move_pruning.h"
#include "search/search_algorithm.h"

namespace npuzzle {

template <class H, class = void>
struct HasNodeState : std::false_type {
  struct NodeState {};
};
template <class H>
struct HasNodeState<H, std::void_t<typename H::NodeState>> : std::true_type {
  using NodeState = typename H::NodeState;
};

template <class H>
class IdaStarSearch final : public SearchAlgorithm {
  static constexpr bool kNodeState = HasNodeState<H>::value;
  using NodeState = typename HasNodeState<H>::NodeState;

 public:
  // `problem` and `heuristic` must outlive the search.
  // With weights (a, b) the bound is on a·g + b·h: weighted IDA*, at most b/a times the optimum.
  // With an upper bound U (a length already found), a node with g + h >= U is cut: it cannot lead
  // to anything shorter. Unsolvable then means no path shorter than U exists (for an admissible
  // h).
  // With a minimum step S > 0, each iteration's bound is at least S above the one before, even
  // where the least f that exceeded it is closer: weighted f = a·g + b·h takes values a unit
  // apart, so without it a run near weight 1 (a = 10, b = 11) spends hundreds of iterations that
  // each add a handful of nodes. The answer may then come out up to S / a moves longer than b/a
  // times the optimum; provenFBound() stays the least f that exceeded the last bound.
  IdaStarSearch(const SearchProblem& problem, const H& heuristic, int gWeight = 1, int hWeight = 1,
                int upperBound = INT_MAX, int minThresholdStep = 0)
      : problem_(problem),
        heuristic_(heuristic),
        tiles_(problem.start.tiles),
        gWeight_(gWeight),
        hWeight_(hWeight),
        upperBound_(upperBound),
        minThresholdStep_(minThresholdStep) {
    evaluateRoot();
    threshold_ = hWeight_ * h0_;
    provenThreshold_ = threshold_;
    beginIteration();
  }

  // One iteration below a node of the problem's tree, the node `prefix` leads to from the start
  // (the path of a parallel search's share), with the bound `threshold` and no other. step()
  // returns Solved, the solution being the whole path from the start, or Unsolvable once the
  // subtree holds no goal within the bound; nextThreshold() is then the least f that exceeded it.
  IdaStarSearch(const SearchProblem& problem, const H& heuristic, int gWeight, int hWeight,
                const std::vector<SolutionStep>& prefix, int threshold)
      : problem_(problem),
        heuristic_(heuristic),
        tiles_(problem.start.tiles),
        gWeight_(gWeight),
        hWeight_(hWeight) {
    restart(prefix, threshold);
  }

  // The same, below another node or with another bound, keeping the memory already held (a
  // parallel search's thread goes from share to share). The counts of expanded and generated
  // nodes go on; the deepest path is the new share's. The pruning goes on from its state at the
  // prefix's end, as if the search had come down the prefix itself; below a prefix that holds a
  // duplicate string there is nothing to see (another path reaches it all first): such a share
  // is Unsolvable at once.
  void restart(const std::vector<SolutionStep>& prefix, int threshold) {
    tiles_ = problem_.start.tiles;
    int blank = problem_.start.blankCell();
    for (const SolutionStep& step : prefix) {
      int from =
          static_cast<int>(std::find(tiles_.begin(), tiles_.end(), step.tile) - tiles_.begin());
      std::swap(tiles_[from], tiles_[blank]);
      blank = from;
    }
    rootTiles_ = tiles_;
    rootBlank_ = static_cast<uint8_t>(blank);
    prefix_ = prefix;
    rootG_ = static_cast<int>(prefix.size());
    rootPruning_ = duplicate_moves::afterPath(prefix);
    oneIteration_ = true;
    status_ = Status::Running;
    solution_.clear();
    thresholds_.clear();
    stats_.maxFrontier = 0;
    previousThreshold_ = -1;
    evaluateRoot();
    threshold_ = threshold;
    provenThreshold_ = threshold;
    beginIteration();
    if (rootPruning_ == duplicate_moves::kPruned) {
      stack_.clear();
      status_ = Status::Unsolvable;
    }
  }

  Status step(uint64_t expansions) override {
    return orderChildren_ ? run<true>(expansions) : run<false>(expansions);
  }

  SearchProgress progress() const override {
    return SearchProgress{stack_.size(), threshold_, bytes()};
  }
  // Every path shorter than the current threshold has been ruled out (for an admissible h and
  // equal weights).
  int provenLowerBound() const override {
    return gWeight_ == hWeight_ ? provenThreshold_ / gWeight_ : h0_;
  }
  int provenFBound() const override { return provenThreshold_; }
  const std::vector<int>& iterationThresholds() const { return thresholds_; }
  // The least f above the bound met so far in this iteration (INT_MAX: none).
  int nextThreshold() const { return nextThreshold_; }
  // The lab's search tree listens here (nullptr: nobody does, as when solving).
  void observe(SearchObserver* observer) { observer_ = observer; }

  // Whether this search tries children least h first (see the top). Set before the first step().
  static constexpr uint64_t kOrderChildrenTableBytes = uint64_t{32} << 20;
  bool ordersChildrenByH() const { return orderChildren_; }
  void orderChildrenByH(bool on) {
    orderChildren_ = kNodeState && on;
    if (orderChildren_) resetRootOrder();
  }

  // Read-only inspection for the lab's step mode: the DFS path, root (depth 0) first. The top
  // frame may be generated but not yet expanded; every frame below it has been.
  size_t pathLength() const { return stack_.size(); }
  int pathBlank(size_t depth) const { return stack_[depth].blank; }
  int pathH(size_t depth) const { return stack_[depth].h; }
  bool pathExpanded(size_t depth) const { return stack_[depth].expanded; }

 private:
  static constexpr int kMaxMoves = 4;

  struct Frame {
    uint8_t blank;
    int8_t arrivedBy;  // direction of the tile that moved in (the path's moves), -1 at the root
    uint8_t next;      // index of the next move to try (of its ChildOrder's, when ordered)
    bool expanded;
    // The previous iteration expanded this node too: it and its ancestors were within its bound.
    bool seenBefore;
    duplicate_moves::State pruning;  // the end of the path that begins a duplicate string
    int h;
  };
  // A path node's children in the order they are tried, when ordered by h: kept beside the frames
  // (orders_[i] for stack_[i]), which stay small for the searches that keep the move order.
  struct ChildOrder {
    static constexpr uint8_t kUnordered = 0xFF;

    uint8_t count = kUnordered;     // the moves duplicate-move pruning keeps; kUnordered: not yet
    uint8_t arrivedBy = 0;          // the move of the parent that led here (its record's slot)
    uint8_t moves[kMaxMoves] = {};  // least h first
    int16_t h[kMaxMoves] = {};      // by move
    duplicate_moves::State pruning[kMaxMoves] = {};  // by move: the child's pruning state
  };

  // Evaluates the children of `top` (the stack's top) that duplicate-move pruning keeps, each
  // into its slot of childStates_, and orders them by h, ties in move order. A child pushed keeps
  // its record where it is: its own children are evaluated from there.
  void orderChildren(const Frame& top, ChildOrder& order) {
    if constexpr (kNodeState) {
      const MoveTable& moves = problem_.moves;
      const size_t depth = stack_.size();  // the children's
      if (childStates_.size() < (depth + 1) * kMaxMoves)
        childStates_.resize(std::max((depth + 1) * kMaxMoves, childStates_.size() * 2));
      if (orders_.size() < depth + 1) orders_.resize(std::max(depth + 1, orders_.size() * 2));
      const NodeState& parent =
          depth == 1 ? states_[0] : childStates_[(depth - 1) * kMaxMoves + order.arrivedBy];
      // Every child's table reads are asked for before any is waited on (beginAfterMove).
      for (int i = 0; i < moves.count(top.blank); ++i) {
        const Move& move = moves.move(top.blank, i);
        order.pruning[i] = duplicate_moves::after(top.pruning, move.tileSlides);
        if (order.pruning[i] != duplicate_moves::kPruned)
          heuristic_.beginAfterMove(parent, childStates_[depth * kMaxMoves + i], tiles_[move.from],
                                    top.blank);
      }
      uint8_t count = 0;
      for (int i = 0; i < moves.count(top.blank); ++i) {
        const Move& move = moves.move(top.blank, i);
        if (order.pruning[i] == duplicate_moves::kPruned) continue;
        const int h =
            heuristic_.endAfterMove(parent, childStates_[depth * kMaxMoves + i], tiles_[move.from]);
        order.h[i] = static_cast<int16_t>(h);
        int j = count++;
        for (; j > 0 && order.h[order.moves[j - 1]] > h; --j) order.moves[j] = order.moves[j - 1];
        order.moves[j] = static_cast<uint8_t>(i);
      }
      order.count = count;
    }
  }

  // With the children least h first, the next child over the bound (or at the upper bound) means
  // every one after it is too: they are passed over together, as one by one they would be (each
  // generated, the least f over the bound noted), without moving a tile. On the 80-move
  // positions with 7-8 about half the children generated are over the bound; passing them over
  // together took the six from 6.21-6.30 s to 6.10-6.15 s (the same expansions and generations).
  bool cutsTheRest(Frame& top, const ChildOrder& order) {
    const int h = order.h[order.moves[top.next]];
    const int g = rootG_ + static_cast<int>(stack_.size());
    const int f = gWeight_ * g + hWeight_ * h;
    if (g + h < upperBound_ && f <= threshold_) return false;
    if (g + h < upperBound_) nextThreshold_ = std::min(nextThreshold_, f);
    stats_.generated += static_cast<uint64_t>(order.count - top.next);
    top.next = order.count;
    return true;
  }

  // step(), with the children in move order or ordered by h (a constant, so the searches that
  // keep the move order pay nothing for the other).
  template <bool kOrdered>
  Status run(uint64_t expansions) {
    const MoveTable& moves = problem_.moves;
    uint64_t done = 0;
    while (status_ == Status::Running && done < expansions) {
      Frame& top = stack_.back();
      if (top.next == 0 && !top.expanded) {
        // Entering a node within the bound (children over it are cut before they are pushed).
        top.expanded = true;
        ++done;
        ++stats_.expanded;
        if (top.seenBefore) ++stats_.reexpanded;
        if (observer_) observer_->expanded(static_cast<uint32_t>(stack_.size() - 1));
        if (top.h == 0 && tiles_ == problem_.goal.tiles) {
          finish();
          break;
        }
      }
      ChildOrder* order = nullptr;
      if constexpr (kOrdered) {
        order = &orders_[stack_.size() - 1];
        if (order->count == ChildOrder::kUnordered) orderChildren(top, *order);
      }
      if constexpr (kOrdered) {
        if (top.next < order->count && !observer_ && cutsTheRest(top, *order)) continue;
      }
      if (kOrdered ? top.next < order->count : top.next < moves.count(top.blank)) {
        const int index = kOrdered ? order->moves[top.next++] : top.next++;
        const Move& move = moves.move(top.blank, index);
        duplicate_moves::State pruning;
        if constexpr (kOrdered) {
          pruning = order->pruning[index];  // never pruned: orderChildren() left those out
        } else {
          pruning = duplicate_moves::after(top.pruning, move.tileSlides);
          if (pruning == duplicate_moves::kPruned) continue;
        }
        uint8_t tile = tiles_[move.from];
        tiles_[top.blank] = tile;
        tiles_[move.from] = 0;
        int h;
        if constexpr (kNodeState) {
          const size_t depth = stack_.size();  // the child's
          if constexpr (kOrdered) {
            h = order->h[index];
          } else {
            if (depth + 1 >= states_.size()) states_.resize(states_.size() * 2);
            h = heuristic_.afterMove(states_[depth - 1], states_[depth], tile, move.from,
                                     top.blank);
          }
        } else {
          h = heuristic_.afterMove(tiles_.data(), top.h, tile, move.from, top.blank);
        }
        ++stats_.generated;
        // The child's g is the stack's size, below the root's own.
        const int g = rootG_ + static_cast<int>(stack_.size());
        if (g + h >= upperBound_) {  // nothing shorter than the upper bound through here
          tiles_[move.from] = tile;
          tiles_[top.blank] = 0;
          continue;
        }
        int f = gWeight_ * g + hWeight_ * h;
        if (observer_) {
          observer_->generated(static_cast<uint32_t>(stack_.size()),
                               SolutionStep{tile, move.tileSlides}, g, h, f,
                               f > threshold_ ? Generation::CutOff : Generation::New);
        }
        if (f > threshold_) {
          nextThreshold_ = std::min(nextThreshold_, f);
          tiles_[move.from] = tile;
          tiles_[top.blank] = 0;
          continue;
        }
        if constexpr (kOrdered) {
          ChildOrder& childOrder = orders_[stack_.size()];
          childOrder.count = ChildOrder::kUnordered;
          childOrder.arrivedBy = static_cast<uint8_t>(index);
        }
        const bool seenBefore = top.seenBefore && f <= previousThreshold_;
        stack_.push_back(Frame{move.from, static_cast<int8_t>(move.tileSlides), 0, false,
                               seenBefore, pruning, h});
        stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, stack_.size());
      } else {
        backtrack();
      }
    }
    return status_;
  }

  // The root's children are evaluated afresh in each iteration.
  void resetRootOrder() {
    if (orders_.empty()) orders_.resize(64);
    orders_[0] = ChildOrder{};
  }

  bool orderChildrenByDefault() const {
    if constexpr (kNodeState)
      return gWeight_ == hWeight_ && heuristic_.tableBytes() >= kOrderChildrenTableBytes;
    return false;
  }

  void evaluateRoot() {
    if constexpr (kNodeState) {
      if (states_.size() < 64) states_.resize(64);
      h0_ = heuristic_.evaluate(tiles_.data(), states_[0]);
    } else {
      h0_ = heuristic_.evaluate(tiles_.data());
    }
  }

  void beginIteration() {
    thresholds_.push_back(threshold_);
    if (observer_) observer_->iterationBegan(threshold_);
    nextThreshold_ = INT_MAX;
    stack_.clear();
    stack_.push_back(Frame{rootBlank_, -1, 0, false, previousThreshold_ >= 0, rootPruning_, h0_});
    if (orderChildren_) resetRootOrder();
    stats_.peakBytes = std::max<uint64_t>(stats_.peakBytes, bytes());
  }

  void backtrack() {
    Frame done = stack_.back();
    stack_.pop_back();
    if (stack_.empty()) {
      // Nothing exceeded the bound: no path exists. One iteration: none within the bound.
      if (nextThreshold_ == INT_MAX || oneIteration_) {
        status_ = Status::Unsolvable;
        return;
      }
      previousThreshold_ = threshold_;
      provenThreshold_ = nextThreshold_;
      threshold_ = std::max(nextThreshold_, threshold_ + minThresholdStep_);
      tiles_ = rootTiles_;
      beginIteration();
      return;
    }
    // Undo the move into `done`: the tile returns to done.blank from the parent's blank.
    std::swap(tiles_[stack_.back().blank], tiles_[done.blank]);
  }

  void finish() {
    // The frames' arriving moves are the path (after the prefix to the root); replay them on the
    // root to name the tiles.
    solution_ = prefix_;
    std::vector<uint8_t> tiles = rootTiles_;
    for (size_t i = 1; i < stack_.size(); ++i) {
      int from = stack_[i].blank, to = stack_[i - 1].blank;
      solution_.push_back(SolutionStep{tiles[from], static_cast<Direction>(stack_[i].arrivedBy)});
      std::swap(tiles[from], tiles[to]);
    }
    status_ = Status::Solved;
  }

  uint64_t bytes() const {
    return stack_.capacity() * sizeof(Frame) +
           (states_.capacity() + childStates_.capacity()) * sizeof(NodeState) +
           orders_.capacity() * sizeof(ChildOrder) + tiles_.capacity();
  }

  const SearchProblem& problem_;
  const H& heuristic_;
  std::vector<uint8_t> tiles_;
  std::vector<uint8_t> rootTiles_ = problem_.start.tiles;  // the board at stack_[0]
  std::vector<SolutionStep> prefix_;                       // the moves from the start to it
  std::vector<Frame> stack_;
  std::vector<NodeState> states_;  // states_[i] for stack_[i], when H has a NodeState
  // Ordered children's records: childStates_[i * kMaxMoves + m] for move m of stack_[i - 1]
  // (states_[0] is the root's).
  std::vector<NodeState> childStates_;
  std::vector<ChildOrder> orders_;
  std::vector<int> thresholds_;
  int gWeight_, hWeight_;
  bool orderChildren_ = orderChildrenByDefault();
  int upperBound_ = INT_MAX;
  int minThresholdStep_ = 0;
  uint8_t rootBlank_ = static_cast<uint8_t>(problem_.start.blankCell());
  int rootG_ = 0;
  duplicate_moves::State rootPruning_ = duplicate_moves::kStart;  // of prefix_
  bool oneIteration_ = false;
  int h0_ = 0;
  int threshold_ = 0;
  int provenThreshold_ = 0;  // threshold_ without the jumps of minThresholdStep_
  int nextThreshold_ = INT_MAX;
  int previousThreshold_ = -1;  // the bound of the iteration before this one; -1 in the first
  Status status_ = Status::Running;
  SearchObserver* observer_ = nullptr;
};

}  // namespace npuzzle

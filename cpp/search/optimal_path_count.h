#pragma once
// Every optimal solution of a board whose optimal length L is known: IDA*'s last iteration
// (bound L) searched to its end instead of stopping at the first goal, counting each path that
// reaches the goal at g = L and keeping the first `limit` of them (depth-first order, moves in
// the move table's order).
//
// What is counted is paths: distinct move sequences of length L. That is why this search does
// not prune with IDA*'s duplicate-move automaton (duplicate_move_pruning.h), which cuts a string
// whose board another path reaches first: that other path is as long, so both may be optimal and
// both must be counted. Only the move straight back is cut: an optimal path never visits a board
// twice. A child is entered only if g + h <= L (h admissible): every board on an optimal path
// is within that bound, so nothing optimal is cut.
//
// Memo. The paths of length r from a board b to the goal are all shortest ones: r never exceeds
// b's distance d(b) (g + d(b) >= L), and a path of length r = d(b) is a shortest path. So their
// number depends on (b, r) alone — not on the path to b, and not on the move straight back, which
// no shortest path makes — and a subtree counted once need not be searched again when another
// path reaches the same board with the same r. A lossy table (one slot per hash, the newest
// entry kept) holds the counts of finished subtrees of boards of up to 16 cells, r >= kMemoMinR;
// a miss only means searching again. While fewer than `limit` solutions are listed, a subtree
// the table knows to hold solutions is searched anyway, to list them (a count of 0 is always
// skipped).
//
// The metric is a template parameter (Moves): its moves at a blank, the ones a shortest path
// never makes after the move that led to the board, and h after a move, admissible in that
// metric. SingleTileCountMoves walks problem.moves and cuts the move straight back;
// MultiTileCountMoves walks multi-tile moves (core/multi_tile_moves.h) and cuts every move along
// the axis of the move before, which no shortest path makes (two slides in one line are one
// slide, or none), with multi-tile walking distance as h. The memo's argument holds in both:
// a board on an optimal path at g has only shortest paths of its r moves left, and none of them
// starts with a cut move, whatever the move that led to the board.
//
// The count is uint64_t, saturating at its largest value (`saturated` then says so). step()
// runs in budgeted slices like every search; `countRoot` lets a parallel run
// (parallel_optimal_path_count.h) count one share of the tree below a path from the start.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <memory>
#include <vector>

#include "core/multi_tile_moves.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "search/ida_star_search.h"
#include "search/search_types.h"

namespace npuzzle {

struct OptimalPaths {
  uint64_t count = 0;
  bool saturated = false;                         // the count reached 2^64 - 1 and stopped there
  std::vector<std::vector<SolutionStep>> listed;  // the first `limit`, each from the start
};

inline void addPaths(OptimalPaths& paths, uint64_t more) {
  const uint64_t max = std::numeric_limits<uint64_t>::max();
  if (more > max - paths.count) {
    paths.count = max;
    paths.saturated = true;
  } else {
    paths.count += more;
  }
}

// The lossy memo: (board packed in 4 bits a cell, r) -> number of paths of length r to the goal.
class OptimalPathMemo {
 public:
  static constexpr int kMaxCells = 16;
  explicit OptimalPathMemo(size_t slotsLog2) : slots_(size_t{1} << slotsLog2) {}

  static uint64_t pack(const uint8_t* tiles, int cells) {
    uint64_t key = 0;
    for (int i = 0; i < cells; ++i) key |= uint64_t{tiles[i]} << (4 * i);
    return key;
  }
  // The count stored for (key, r), or false.
  bool find(uint64_t key, int r, uint64_t& count) const {
    const Slot& s = slots_[index(key, r)];
    if (s.key != key || s.r != r) return false;
    count = s.count;
    return true;
  }
  void store(uint64_t key, int r, uint64_t count) {
    Slot& s = slots_[index(key, r)];
    s.key = key;
    s.r = r;
    s.count = count;
  }
  uint64_t bytes() const { return slots_.capacity() * sizeof(Slot); }

 private:
  struct Slot {
    uint64_t key = 0;
    int64_t r = -1;
    uint64_t count = 0;
  };
  size_t index(uint64_t key, int r) const {
    uint64_t h = (key ^ (uint64_t(r) << 58)) * 0x9E3779B97F4A7C15ull;
    h ^= h >> 29;
    return static_cast<size_t>(h) & (slots_.size() - 1);
  }
  std::vector<Slot> slots_;
};

// The multi-tile move that takes the blank straight from `from` to `to` along a line, the tiles
// it passes sliding `slides` (one cell away: a single-tile move).
inline MultiTileMove lineMove(Geometry geometry, int from, int to, Direction slides) {
  const int cells = std::abs(to - from);
  return MultiTileMove{static_cast<uint8_t>(from), static_cast<uint8_t>(to),
                       static_cast<uint8_t>(horizontal(slides) ? cells : cells / geometry.width),
                       slides};
}

// A metric's part of the count (above). A move goes from the blank's cell to `blankTo` along
// one line, the tiles it passes sliding `slides`; h after it is the child's.
// Single-tile moves: problem.moves, without the move straight back; h is H's, incremental.
template <class H>
class SingleTileCountMoves {
 public:
  using NodeState = typename HasNodeState<H>::NodeState;
  using Step = Move;
  // Subtrees with at least this many moves left are memoised. Measured on Korf's 100 with the
  // 7-7-1 tables, one thread (user time of the whole run, a loaded machine): no memo 5.6-6.8 s;
  // from r >= 6 the memo saves 30% of the expansions (16.7 to 12.1 million) but its probes, a
  // cache miss each in 24 MB, cost more: 7.3-7.9 s; from r >= 20 or 28, 6.6-8.5 s; from r >= 35
  // or 40, 4.9-6.9 s, even with none. So only subtrees near the top, large when a transposition
  // meets them, are remembered.
  static constexpr int kMemoMinR = 36;

  SingleTileCountMoves(const SearchProblem& problem, const H& heuristic)
      : moves_(problem.moves), heuristic_(heuristic) {}
  int count(int blank) const { return moves_.count(blank); }
  const Step& step(int blank, int i) const { return moves_.move(blank, i); }
  static uint8_t blankTo(const Step& step) { return step.from; }
  static Direction slides(const Step& step) { return step.tileSlides; }
  static bool cut(Direction arrivedBy, const Step& step) {
    return step.tileSlides == opposite(arrivedBy);
  }
  int evaluate(const uint8_t* tiles, NodeState& state) const {
    if constexpr (HasNodeState<H>::value)
      return heuristic_.evaluate(tiles, state);
    else
      return heuristic_.evaluate(tiles);
  }
  // Moves the tile of `step` into the blank at `blank`; h after it.
  int apply(uint8_t* tiles, int blank, const Step& step, const NodeState& parent, NodeState& child,
            int parentH) const {
    const uint8_t tile = tiles[step.from];
    tiles[blank] = tile;
    tiles[step.from] = 0;
    if constexpr (HasNodeState<H>::value)
      return heuristic_.afterMove(parent, child, tile, step.from, blank);
    else
      return heuristic_.afterMove(tiles, parentH, tile, step.from, blank);
  }
  // Takes back the move that took the blank from `to` to `from`, its tiles sliding `slid`.
  void undo(uint8_t* tiles, int from, int to, Direction) const {
    std::swap(tiles[from], tiles[to]);
  }

 private:
  const MoveTable& moves_;
  const H& heuristic_;
};

// Multi-tile moves, without any along the axis of the move before; h is multi-tile walking
// distance told that axis (multi_tile_walking_distance.h), as MultiTileIdaStar does.
class MultiTileCountMoves {
 public:
  using NodeState = MultiTileWalkingDistance::State;
  using Step = MultiTileMove;
  // MTM paths are short (the 8-puzzle's at most 24 moves, the 15-puzzle's 43). Measured on six
  // 15-puzzles 30 to 40 random single-tile steps from the goal (the count alone, one thread, a
  // loaded machine): no memo 10.9 million expansions; from r >= 12, 9.5; from r >= 5, 8.77, and
  // no fewer from r >= 1; the times (7 to 15 s) were within the machine's noise. On 8-puzzles
  // the tree is too small for it to matter (27,000 expansions for 300 boards, with or without).
  static constexpr int kMemoMinR = 5;

  MultiTileCountMoves(const SearchProblem& problem, const MultiTileWalkingDistance& heuristic)
      : geometry_(problem.start.geometry), heuristic_(heuristic), steps_(problem.start.cells()) {
    for (int blank = 0; blank < problem.start.cells(); ++blank)
      multiTileSuccessors(geometry_, blank, steps_[blank]);
  }
  int count(int blank) const { return static_cast<int>(steps_[blank].size()); }
  const Step& step(int blank, int i) const { return steps_[blank][i]; }
  static uint8_t blankTo(const Step& step) { return step.blankTo; }
  static Direction slides(const Step& step) { return step.direction; }
  static bool cut(Direction arrivedBy, const Step& step) {
    return horizontal(step.direction) == horizontal(arrivedBy);
  }
  int evaluate(const uint8_t* tiles, NodeState& state) const {
    state = heuristic_.stateOf(tiles);
    return heuristic_.value(state, tiles);
  }
  int apply(uint8_t* tiles, int blank, const Step& step, const NodeState& parent, NodeState& child,
            int) const {
    (void)blank;
    applyMultiTileMove(geometry_, tiles, step);
    // The tiles slid one cell each, nearest the blank first: the one now at blankFrom + i·unit
    // came from the cell after it.
    child = parent;
    const int unit =
        (static_cast<int>(step.blankTo) - static_cast<int>(step.blankFrom)) / step.count;
    for (int cell = step.blankFrom; cell != step.blankTo; cell += unit)
      heuristic_.slide(child, tiles[cell], cell + unit, cell);
    return heuristic_.value(child, tiles,
                            horizontal(step.direction)
                                ? MultiTileWalkingDistance::LastAxis::Horizontal
                                : MultiTileWalkingDistance::LastAxis::Vertical);
  }
  void undo(uint8_t* tiles, int from, int to, Direction slid) const {
    applyMultiTileMove(geometry_, tiles, lineMove(geometry_, from, to, opposite(slid)));
  }

 private:
  Geometry geometry_;
  const MultiTileWalkingDistance& heuristic_;
  std::vector<std::vector<MultiTileMove>> steps_;  // by the blank's cell
};

template <class H, class Moves = SingleTileCountMoves<H>>
class OptimalPathCount {
  using NodeState = typename Moves::NodeState;

 public:
  static constexpr int kMemoMinR = Moves::kMemoMinR;

  // `length` must be the optimal length of `problem` in the metric of Moves (as an optimal search
  // found it); `heuristic` admissible in it; `limit` the most solutions listed. `prefix`: count
  // only below the board it leads to (its single-tile steps begin every listed solution).
  // `memo`: where subtrees' counts are kept (nullptr: nowhere; boards above 16 cells have none);
  // it may come from another count of the same problem and length, and must outlive this one;
  // `memoMinR`: the least moves left of a subtree it keeps.
  OptimalPathCount(const SearchProblem& problem, const H& heuristic, int length, size_t limit,
                   const std::vector<SolutionStep>& prefix = {}, OptimalPathMemo* memo = nullptr,
                   int memoMinR = kMemoMinR)
      : problem_(problem),
        moves_(problem, heuristic),
        length_(length),
        limit_(limit),
        prefix_(prefix),
        tiles_(problem.start.tiles),
        memo_(problem.start.cells() <= OptimalPathMemo::kMaxCells ? memo : nullptr),
        memoMinR_(memoMinR) {
    int blank = problem.start.blankCell();
    int arrivedBy = -1;
    for (const SolutionStep& step : prefix) {
      const int from =
          static_cast<int>(std::find(tiles_.begin(), tiles_.end(), step.tile) - tiles_.begin());
      std::swap(tiles_[from], tiles_[blank]);
      blank = from;
      arrivedBy = static_cast<int>(step.direction);
    }
    rootTiles_ = tiles_;
    states_.resize(length + 2);
    const int h = moves_.evaluate(tiles_.data(), states_[0]);
    const int g = static_cast<int>(prefix.size());
    if (g + h > length_) {
      done_ = true;
      return;
    }
    stack_.push_back(
        Frame{static_cast<uint8_t>(blank), static_cast<int8_t>(arrivedBy), 0, false, h, 0});
  }

  // Runs up to `expansions` expansions: Running until the tree is searched, then Solved.
  Status step(uint64_t expansions) {
    const int g0 = static_cast<int>(prefix_.size());
    const int cells = problem_.start.cells();
    uint64_t spent = 0;
    while (!done_ && spent < expansions) {
      if (stack_.empty()) {
        done_ = true;
        break;
      }
      Frame& top = stack_.back();
      const int g = g0 + static_cast<int>(stack_.size()) - 1;
      if (!top.expanded) {
        top.expanded = true;
        top.countBefore = paths_.count;
        ++spent;
        ++stats_.expanded;
        if (g == length_) {
          if (top.h == 0 && tiles_ == problem_.goal.tiles) found();
          backtrack();
          continue;
        }
      }
      if (top.next >= moves_.count(top.blank)) {
        // The subtree is counted: remember it (unless the count saturated: it is no count then).
        const int r = length_ - g;
        if (memo_ && r >= memoMinR_ && !paths_.saturated && stack_.size() > 1)
          memo_->store(OptimalPathMemo::pack(tiles_.data(), cells), r,
                       paths_.count - top.countBefore);
        backtrack();
        continue;
      }
      const auto& move = moves_.step(top.blank, top.next++);
      if (top.arrivedBy >= 0 && Moves::cut(static_cast<Direction>(top.arrivedBy), move))
        continue;                          // a move no shortest path makes here
      const size_t depth = stack_.size();  // the child's
      const int h =
          moves_.apply(tiles_.data(), top.blank, move, states_[depth - 1], states_[depth], top.h);
      ++stats_.generated;
      const int childR = length_ - (g + 1);
      bool enter = h <= childR;
      if (enter && memo_ && childR >= memoMinR_) {
        uint64_t known;
        if (memo_->find(OptimalPathMemo::pack(tiles_.data(), cells), childR, known) &&
            (known == 0 || paths_.listed.size() >= limit_)) {
          addPaths(paths_, known);
          ++memoHits_;
          enter = false;
        }
      }
      if (!enter) {
        moves_.undo(tiles_.data(), Moves::blankTo(move), top.blank, Moves::slides(move));
        continue;
      }
      stack_.push_back(
          Frame{Moves::blankTo(move), static_cast<int8_t>(Moves::slides(move)), 0, false, h, 0});
      stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, stack_.size());
    }
    stats_.peakBytes = std::max<uint64_t>(stats_.peakBytes, bytes());
    return done_ ? Status::Solved : Status::Running;
  }

  bool done() const { return done_; }
  const OptimalPaths& paths() const { return paths_; }
  OptimalPaths& paths() { return paths_; }
  const SearchStats& stats() const { return stats_; }
  uint64_t memoHits() const { return memoHits_; }
  size_t depth() const { return stack_.size(); }
  uint64_t bytes() const {
    return states_.capacity() * sizeof(NodeState) + stack_.capacity() * sizeof(Frame);
  }

 private:
  struct Frame {
    uint8_t blank;
    int8_t arrivedBy;  // the direction the tiles of the move that led here slid; -1 at the root
    uint8_t next;      // the next move to try
    bool expanded;
    int h;
    uint64_t countBefore;  // the count when the node was entered: its subtree's is the rise
  };

  void found() {
    addPaths(paths_, 1);
    if (paths_.listed.size() >= limit_) return;
    // The frames' blanks are the path below the prefix: the blank went straight from each to the
    // next, the tiles it passed sliding the way the next frame arrived by. Replayed from the
    // prefix's board to name the tiles, nearest the blank first in each move.
    std::vector<SolutionStep> path = prefix_;
    std::vector<uint8_t> tiles = rootTiles_;
    for (size_t i = 1; i < stack_.size(); ++i)
      applyMultiTileMove(problem_.start.geometry, tiles.data(),
                         lineMove(problem_.start.geometry, stack_[i - 1].blank, stack_[i].blank,
                                  static_cast<Direction>(stack_[i].arrivedBy)),
                         &path);
    paths_.listed.push_back(std::move(path));
  }

  void backtrack() {
    const Frame done = stack_.back();
    stack_.pop_back();
    if (!stack_.empty())
      moves_.undo(tiles_.data(), done.blank, stack_.back().blank,
                  static_cast<Direction>(done.arrivedBy));
  }

  const SearchProblem& problem_;
  Moves moves_;
  int length_;
  size_t limit_;
  std::vector<SolutionStep> prefix_;
  std::vector<uint8_t> tiles_, rootTiles_;
  std::vector<Frame> stack_;
  std::vector<NodeState> states_;
  OptimalPathMemo* memo_;
  int memoMinR_;
  OptimalPaths paths_;
  SearchStats stats_;
  uint64_t memoHits_ = 0;
  bool done_ = false;
};

// Every optimal solution in the multi-tile metric: the same count over multi-tile moves.
using MultiTileOptimalPathCount = OptimalPathCount<MultiTileWalkingDistance, MultiTileCountMoves>;

}  // namespace npuzzle

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
// The successor function is one place (forEach move of problem.moves, minus the move back), and
// the heuristic a template parameter, as in ida_star_search.h: a search over another move metric
// gives its own moves there and an h admissible in that metric.
//
// The count is uint64_t, saturating at its largest value (`saturated` then says so). step()
// runs in budgeted slices like every search; `countRoot` lets a parallel run
// (parallel_optimal_path_count.h) count one share of the tree below a path from the start.

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

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

template <class H>
class OptimalPathCount {
  static constexpr bool kNodeState = HasNodeState<H>::value;
  using NodeState = typename HasNodeState<H>::NodeState;

 public:
  // Subtrees with at least this many moves left are memoised. Measured on Korf's 100 with the
  // 7-7-1 tables, one thread (user time of the whole run, a loaded machine): no memo 5.6-6.8 s;
  // from r >= 6 the memo saves 30% of the expansions (16.7 to 12.1 million) but its probes, a
  // cache miss each in 24 MB, cost more: 7.3-7.9 s; from r >= 20 or 28, 6.6-8.5 s; from r >= 35
  // or 40, 4.9-6.9 s, even with none. So only subtrees near the top, large when a transposition
  // meets them, are remembered.
  static constexpr int kMemoMinR = 36;

  // `length` must be the optimal length of `problem` (as an optimal search found it); `limit`
  // the most solutions listed. `prefix`: count only below the board it leads to (its moves
  // begin every listed solution). `memo`: where subtrees' counts are kept (nullptr: nowhere;
  // boards above 16 cells have none); it may come from another count of the same problem and
  // length, and must outlive this one; `memoMinR`: the least moves left of a subtree it keeps.
  OptimalPathCount(const SearchProblem& problem, const H& heuristic, int length, size_t limit,
                   const std::vector<SolutionStep>& prefix = {}, OptimalPathMemo* memo = nullptr,
                   int memoMinR = kMemoMinR)
      : problem_(problem),
        heuristic_(heuristic),
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
    int h;
    states_.resize(length + 2);
    if constexpr (kNodeState)
      h = heuristic_.evaluate(tiles_.data(), states_[0]);
    else
      h = heuristic_.evaluate(tiles_.data());
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
    const MoveTable& moves = problem_.moves;
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
      if (top.next >= moves.count(top.blank)) {
        // The subtree is counted: remember it (unless the count saturated: it is no count then).
        const int r = length_ - g;
        if (memo_ && r >= memoMinR_ && !paths_.saturated && stack_.size() > 1)
          memo_->store(OptimalPathMemo::pack(tiles_.data(), cells), r,
                       paths_.count - top.countBefore);
        backtrack();
        continue;
      }
      const Move& move = moves.move(top.blank, top.next++);
      if (top.arrivedBy >= 0 && move.tileSlides == opposite(static_cast<Direction>(top.arrivedBy)))
        continue;  // the move straight back
      const uint8_t tile = tiles_[move.from];
      tiles_[top.blank] = tile;
      tiles_[move.from] = 0;
      const size_t depth = stack_.size();  // the child's
      int h;
      if constexpr (kNodeState)
        h = heuristic_.afterMove(states_[depth - 1], states_[depth], tile, move.from, top.blank);
      else
        h = heuristic_.afterMove(tiles_.data(), top.h, tile, move.from, top.blank);
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
        tiles_[move.from] = tile;
        tiles_[top.blank] = 0;
        continue;
      }
      stack_.push_back(Frame{move.from, static_cast<int8_t>(move.tileSlides), 0, false, h, 0});
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
    int8_t arrivedBy;  // the direction the tile that moved in slid; -1 at the root
    uint8_t next;      // the next move to try
    bool expanded;
    int h;
    uint64_t countBefore;  // the count when the node was entered: its subtree's is the rise
  };

  void found() {
    addPaths(paths_, 1);
    if (paths_.listed.size() >= limit_) return;
    // The frames' arriving moves are the path below the prefix; replay them to name the tiles.
    std::vector<SolutionStep> path = prefix_;
    std::vector<uint8_t> tiles = tiles_;
    std::vector<SolutionStep> below;
    for (size_t i = stack_.size() - 1; i > 0; --i) {
      // Undo the move into frame i: the tile went from stack_[i].blank to stack_[i - 1].blank.
      const int from = stack_[i].blank, to = stack_[i - 1].blank;
      below.push_back(SolutionStep{tiles[to], static_cast<Direction>(stack_[i].arrivedBy)});
      std::swap(tiles[from], tiles[to]);
    }
    path.insert(path.end(), below.rbegin(), below.rend());
    paths_.listed.push_back(std::move(path));
  }

  void backtrack() {
    const Frame done = stack_.back();
    stack_.pop_back();
    if (!stack_.empty()) std::swap(tiles_[stack_.back().blank], tiles_[done.blank]);
  }

  const SearchProblem& problem_;
  const H& heuristic_;
  int length_;
  size_t limit_;
  std::vector<SolutionStep> prefix_;
  std::vector<uint8_t> tiles_;
  std::vector<Frame> stack_;
  std::vector<NodeState> states_;
  OptimalPathMemo* memo_;
  int memoMinR_;
  OptimalPaths paths_;
  SearchStats stats_;
  uint64_t memoHits_ = 0;
  bool done_ = false;
};

}  // namespace npuzzle

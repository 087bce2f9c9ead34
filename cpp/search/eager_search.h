#pragma once
// Best-first search over one open list ordered by a·g + b·h (integers), ties to larger g.
// A* is (1, 1) with re-opening, weighted A* with weight w = b/a is (a, b), greedy best-first is
// (0, 1) and breadth-first search is (1, 0) with a blind heuristic: one search, configured.
//
// Re-opening: when a cheaper path reaches a closed node it goes back on the open list, so A*
// stays optimal with an admissible but inconsistent heuristic. Weighted A* and greedy skip that
// (the w-bound holds without it).

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "heuristics/heuristic.h"
#include "heuristics/manhattan_distance.h"
#include "search/bucket_open_list.h"
#include "search/node_table.h"
#include "search/packed_state.h"
#include "search/search_algorithm.h"

namespace npuzzle {

struct EagerConfig {
  uint32_t gWeight = 1;
  uint32_t hWeight = 1;
  bool reopenClosed = true;
  uint64_t maxBytes = uint64_t{1} << 30;
  // Count expansions per f = g + h (SearchStats::fContours): the lab's f-contours.
  bool recordContours = false;

  // Weighted A* with weight w: the priority g + w·h as the small integer ratio b/a the bucket
  // open list orders by (w to two decimals); no re-opening, the w-bound holds without it.
  static EagerConfig weighted(double weight, uint64_t maxBytes) {
    uint32_t a = 100, b = static_cast<uint32_t>(std::lround(weight * 100));
    uint32_t x = a, y = b;
    while (y) std::swap(x %= y, y);
    return EagerConfig{a / x, b / x, false, maxBytes, false};
  }
};

template <int K>
class EagerSearch final : public SearchAlgorithm {
 public:
  using State = PackedState<K>;

  // `problem` and `heuristic` must outlive the search.
  EagerSearch(const SearchProblem& problem, const Heuristic& heuristic, EagerConfig config)
      : problem_(problem),
        heuristic_(heuristic),
        manhattan_(dynamic_cast<const ManhattanDistance*>(&heuristic)),
        blind_(dynamic_cast<const BlindHeuristic*>(&heuristic) != nullptr),
        config_(config),
        codec_(problem.start.cells()),
        goal_(codec_.pack<K>(problem.goal.tiles.data())),
        tiles_(problem.start.tiles) {
    int h0 = heuristic.evaluate(problem.start.tiles.data());
    bool inserted;
    uint32_t id = table_.findOrInsert(codec_.pack<K>(problem.start.tiles.data()),
                                      NodeInfo::make(0, NodeInfo::kNoParent), inserted);
    if (id == NodeTable<K>::kFull) {
      status_ = Status::Limit;  // not even the first node's block could be had
      stats_.outOfMemory = true;
    } else
      open_.push(id, priority(0, h0), 0);
    stats_.generated = 1;
    lastF_ = h0;
  }

  Status step(uint64_t expansions) override {
    for (uint64_t done = 0; status_ == Status::Running && done < expansions;) {
      if (open_.empty()) {
        status_ = Status::Unsolvable;
        break;
      }
      BucketOpenList::Entry entry = open_.pop();
      NodeInfo& info = table_.info(entry.node);
      if (info.closed() || info.g() != entry.g) continue;  // stale: closed or since improved
      info.close();
      ++done;
      ++stats_.expanded;
      if (observer_) observer_->expanded(entry.node);
      const State state = table_.stateOf(entry.node);
      // h from the priority a·g + b·h; A* and BFS divide by nothing (a division is a long
      // latency on every expansion's path to its children's heuristics).
      const uint32_t weightedH = entry.priority - config_.gWeight * entry.g;
      int h = config_.hWeight == 1   ? static_cast<int>(weightedH)
              : config_.hWeight == 0 ? 0
                                     : static_cast<int>(weightedH / config_.hWeight);
      lastF_ = static_cast<int>(entry.g) + h;
      if (config_.recordContours) countContour(lastF_);
      if (state == goal_) {
        reconstruct(entry.node);
        status_ = Status::Solved;
        break;
      }
      expand(state, entry.g, h, info.direction());
      uint64_t bytes = table_.bytes() + open_.bytes();
      stats_.peakBytes = std::max<uint64_t>(stats_.peakBytes, bytes);
      stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, open_.size());
      stats_.storedNodes = table_.size();
      if (bytes + table_.reserveBytes() > config_.maxBytes) status_ = Status::Limit;
    }
    return status_;
  }

  SearchProgress progress() const override {
    return SearchProgress{open_.size(), lastF_, table_.bytes() + open_.bytes()};
  }
  int provenLowerBound() const override { return lastF_; }

  // The lab's search tree listens here (nullptr: nobody does, as when solving).
  void observe(SearchObserver* observer) { observer_ = observer; }

  // Read-only inspection for the lab's step mode; the search itself never calls these.
  // Visits the live open entries — stale ones skipped, as step() skips them — in the order
  // step() would expand them, until visit(entry) returns false.
  template <class Visit>
  void forEachOpen(Visit visit) const {
    open_.forEachInPopOrder([&](const BucketOpenList::Entry& entry) {
      const NodeInfo& info = table_.info(entry.node);
      return info.closed() || info.g() != entry.g || visit(entry);
    });
  }
  const State& stateOf(uint32_t node) const { return table_.stateOf(node); }
  const NodeInfo& nodeInfo(uint32_t node) const { return table_.info(node); }
  // The id of a stored state, or NodeTable<K>::kFull.
  uint32_t find(const State& state) const { return table_.find(state); }
  size_t storedNodes() const { return table_.size(); }
  size_t openEntries() const { return open_.size(); }  // stale entries included

  // The moves from the start to a stored node: undo each node's arriving move and look the
  // parent up (g falls strictly along that chain, so it ends at the start).
  std::vector<SolutionStep> pathTo(uint32_t node) const {
    std::vector<SolutionStep> path;
    State state = table_.stateOf(node);
    std::vector<uint8_t> tiles(problem_.start.cells());
    for (uint32_t d = table_.info(node).direction(); d != NodeInfo::kNoParent;) {
      Direction slid = static_cast<Direction>(d);
      int blank = codec_.unpack<K>(state, tiles.data());
      int tileCell = problem_.moves.tileCellFor(blank, opposite(slid));
      uint8_t tile = tiles[tileCell];
      path.push_back(SolutionStep{tile, slid});
      codec_.set<K>(state, blank, tile);
      codec_.set<K>(state, tileCell, 0);
      d = table_.info(table_.find(state)).direction();
    }
    std::reverse(path.begin(), path.end());
    return path;
  }

 private:
  uint32_t priority(uint32_t g, int h) const {
    return config_.gWeight * g + config_.hWeight * static_cast<uint32_t>(h);
  }

  // Inlined into step(), its one caller.
  __attribute__((always_inline)) void expand(const State& state, uint32_t g, int h,
                                             uint32_t arrivedBy) {
    const int blank = codec_.unpack<K>(state, tiles_.data());
    const MoveTable& moves = problem_.moves;
    // Sliding back the tile that just moved returns to the parent: never useful. That move's
    // direction is opposite(arrivedBy), the direction with its low bit flipped; for the start,
    // which no move reached (kNoParent, 4), the flip gives 5: no direction, so nothing is skipped.
    static_assert(NodeInfo::kNoParent == 4, "kNoParent ^ 1 must be no direction");
    const uint32_t back = arrivedBy ^ 1u;
    const int count = moves.count(blank);
    const Move* const blankMoves = &moves.move(blank, 0);
    if (!table_.outgrowsCaches()) {
      for (int i = 0; i < count; ++i) {
        const Move& move = blankMoves[i];
        if (static_cast<uint32_t>(move.tileSlides) == back) continue;
        State child = state;
        codec_.slide<K>(child, blank, move.from, tiles_[move.from]);
        if (!generate(child, hashState<K>(child), move, blank, g, h)) return;
      }
      return;
    }
    // A table larger than the caches: the children first, each one's index slot asked for at
    // once (NodeTable::prefetch), so that their lookups' cache misses overlap. (On a small
    // table this second pass would only cost time.) The same children in the same order.
    State children[4];
    uint64_t hashes[4];
    const Move* childMoves[4];
    int n = 0;
    for (int i = 0; i < count; ++i) {
      const Move& move = blankMoves[i];
      if (static_cast<uint32_t>(move.tileSlides) == back) continue;
      children[n] = state;
      codec_.slide<K>(children[n], blank, move.from, tiles_[move.from]);
      hashes[n] = hashState<K>(children[n]);
      table_.prefetch(hashes[n]);
      childMoves[n++] = &move;
    }
    for (int i = 0; i < n; ++i)
      if (!generate(children[i], hashes[i], *childMoves[i], blank, g, h)) return;
  }

  // One child of the node being expanded (at cost g, heuristic h, blank at `blank`), reached by
  // `move`; `hash` is hashState(child). False when the table is full: the search ends.
  // Inlined into both loops of expand(): a call per child was a tenth of its instructions.
  __attribute__((always_inline)) bool generate(const State& child, uint64_t hash, const Move& move,
                                               int blank, uint32_t g, int h) {
    const uint8_t tile = tiles_[move.from];
    const uint32_t childG = g + 1;
    const NodeInfo childInfo = NodeInfo::make(childG, static_cast<uint32_t>(move.tileSlides));
    ++stats_.generated;
    bool inserted;
    const uint32_t id = table_.findOrInsert(child, hash, childInfo, inserted);
    if (id == NodeTable<K>::kFull) {
      status_ = Status::Limit;
      stats_.outOfMemory = table_.allocationFailed();
      return false;
    }
    // h only for a child that goes on the open list (or that the observer hears of): a
    // duplicate reached no more cheaply is dropped without evaluating it.
    Generation kind = Generation::New;
    if (!inserted) {
      NodeInfo& known = table_.info(id);
      if (childG >= known.g() || (known.closed() && !config_.reopenClosed)) {
        if (observer_)
          report(id, tile, move, childG, childH(blank, move.from, tile, h), Generation::Duplicate);
        return true;
      }
      kind = known.closed() ? Generation::Reopened : Generation::Improved;
      if (known.closed()) ++stats_.reopened;
      known = childInfo;  // cheaper path: update g and the move, and re-open if closed
    }
    const int hChild = childH(blank, move.from, tile, h);
    if (observer_) report(id, tile, move, childG, hChild, kind);
    open_.push(id, priority(childG, hChild), childG);
    return true;
  }

  // The heuristic of the child where `tile` slid from cell `from` into the blank's cell, from
  // the parent's h; tiles_ holds the parent and is restored.
  int childH(int blank, int from, uint8_t tile, int h) {
    // The two heuristics of the small boards' long runs are called directly: breadth-first
    // search's is 0 everywhere, and Manhattan distance (a final class, so the call is inlined)
    // reads only the moved tile's distances, not the board, which is then not written.
    if (blind_) return 0;
    if (manhattan_) return manhattan_->afterMove(nullptr, h, tile, from, blank);
    tiles_[blank] = tile;
    tiles_[from] = 0;
    const int value = heuristic_.afterMove(tiles_.data(), h, tile, from, blank);
    tiles_[from] = tile;
    tiles_[blank] = 0;
    return value;
  }

  void reconstruct(uint32_t node) { solution_ = pathTo(node); }

  void countContour(int f) {
    std::vector<uint64_t>& counts = stats_.fContours;
    if (static_cast<size_t>(f) >= counts.size()) counts.resize(static_cast<size_t>(f) + 1, 0);
    ++counts[static_cast<size_t>(f)];
  }

  void report(uint32_t id, uint8_t tile, const Move& move, uint32_t g, int h, Generation kind) {
    observer_->generated(id, SolutionStep{tile, move.tileSlides}, static_cast<int>(g), h,
                         static_cast<int>(priority(g, h)), kind);
  }

  const SearchProblem& problem_;
  const Heuristic& heuristic_;
  const ManhattanDistance* manhattan_;  // heuristic_ when it is Manhattan distance, else null
  const bool blind_;                    // heuristic_ is the BlindHeuristic
  EagerConfig config_;
  StateCodec codec_;
  State goal_;
  std::vector<uint8_t> tiles_;
  NodeTable<K> table_;
  BucketOpenList open_;
  Status status_ = Status::Running;
  int lastF_ = 0;
  SearchObserver* observer_ = nullptr;
};

}  // namespace npuzzle

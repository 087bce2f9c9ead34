#include "search/all_optimal_search.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/manhattan_distance.h"
#ifndef __EMSCRIPTEN__
#include <atomic>
#include <exception>
#include <mutex>

#include "search/worker_threads.h"
#endif

namespace npuzzle {
namespace {

// The memo (optimal_path_count.h), one per counting thread, its slots 24 bytes each: on a
// 15-puzzle 2^20 (24 MB); on the 8-puzzle 2^14 (384 KB); none where the count's tree is too
// shallow to hold a subtree worth remembering (`memoMinR`, optimal_path_count.h), or above 16
// cells.
std::unique_ptr<OptimalPathMemo> makeMemo(const SearchProblem& problem, int length,
                                          int memoMinR = OptimalPathCount<Heuristic>::kMemoMinR) {
  const int cells = problem.start.cells();
  if (length <= memoMinR || cells > OptimalPathMemo::kMaxCells) return nullptr;
  return std::make_unique<OptimalPathMemo>(cells <= 9 ? 14 : 20);
}

// `Count`: an OptimalPathCount, of either metric.
template <class Count, class H>
class SingleThreadCount final : public AllOptimalSearch {
 public:
  SingleThreadCount(const SearchProblem& problem, const H& heuristic, int length, size_t limit)
      : memo_(makeMemo(problem, length, Count::kMemoMinR)),
        count_(problem, heuristic, length, limit, {}, memo_.get()) {}
  Status step(uint64_t expansions) override {
    const Status status = count_.step(std::max<uint64_t>(expansions, 1));
    stats_ = count_.stats();
    stats_.peakBytes = std::max(stats_.peakBytes, bytes());
    return status;
  }
  OptimalPaths paths() const override { return count_.paths(); }
  uint64_t countSoFar() const override { return count_.paths().count; }
  const SearchStats& stats() const override { return stats_; }
  SearchProgress progress() const override { return SearchProgress{count_.depth(), 0, bytes()}; }

 private:
  uint64_t bytes() const { return count_.bytes() + (memo_ ? memo_->bytes() : 0); }
  std::unique_ptr<OptimalPathMemo> memo_;
  Count count_;
  SearchStats stats_;
};

#ifndef __EMSCRIPTEN__
// Shares of the tree's top counted on several threads (all_optimal_search.h).
template <class H>
class ParallelCount final : public AllOptimalSearch {
 public:
  static constexpr size_t kSharesPerThread = 32;
  // At least this many expansions per step(): its threads start and stop with each call.
  static constexpr uint64_t kMinStep = uint64_t{1} << 18;

  ParallelCount(const SearchProblem& problem, const H& heuristic, int length, size_t limit,
                unsigned threads)
      : problem_(problem), heuristic_(heuristic), length_(length), limit_(limit) {
    workers_.resize(threads);
    unfold(kSharesPerThread * threads);
    results_.resize(shares_.size());
    finished_.assign(shares_.size(), false);
  }

  Status step(uint64_t expansions) override {
    if (done()) return Status::Solved;
    const uint64_t target = stats_.expanded + std::max(expansions, kMinStep);
    stop_ = false;
    counted_ = stats_.expanded;
    generated_ = stats_.generated;
    const size_t started = runWorkerThreads(
        workers_.size(), [this, target](size_t i) { work(workers_[i], target); },
        [](size_t) { return true; });
    // A worker whose thread could not start finishes its share here.
    for (size_t i = started; i < workers_.size(); ++i)
      if (workers_[i].count) work(workers_[i], UINT64_MAX);
    stats_.expanded = counted_;
    stats_.generated = generated_;
    uint64_t bytes = 0;
    for (const Worker& w : workers_) bytes += w.peakBytes;
    stats_.peakBytes = std::max(stats_.peakBytes, bytes);
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
    return done() ? Status::Solved : Status::Running;
  }

  // No lock: between two steps no worker runs (all_optimal_search.h).
  OptimalPaths paths() const override {
    OptimalPaths all;
    forEachShareCounted([&](const OptimalPaths& p) {
      addPaths(all, p.count);
      all.saturated = all.saturated || p.saturated;
      for (const auto& path : p.listed) {
        if (all.listed.size() >= limit_) break;
        all.listed.push_back(path);
      }
    });
    return all;
  }
  uint64_t countSoFar() const override {
    OptimalPaths all;
    forEachShareCounted([&](const OptimalPaths& p) { addPaths(all, p.count); });
    return all.count;
  }
  const SearchStats& stats() const override { return stats_; }
  SearchProgress progress() const override {
    return SearchProgress{shares_.size() - std::min(shares_.size(), nextShare_.load()), 0,
                          stats_.peakBytes};
  }

 private:
  struct Node {
    std::vector<uint8_t> tiles;
    std::vector<SolutionStep> path;
    int blank;
  };
  struct Worker {
    std::unique_ptr<OptimalPathCount<H>> count;  // the share in hand, if any
    std::unique_ptr<OptimalPathMemo> memo;       // kept from share to share
    size_t share = 0;
    uint64_t expanded = 0, generated = 0;  // the share's counts already added to the totals
    uint64_t peakBytes = 0;
  };

  // What each share has counted so far, in the shares' order: a finished share's result, or the
  // count in hand of the worker on it.
  template <class F>
  void forEachShareCounted(F&& f) const {
    for (size_t i = 0; i < shares_.size(); ++i) {
      const OptimalPaths* p = finished_[i] ? &results_[i] : nullptr;
      for (const Worker& w : workers_)
        if (!p && w.count && w.share == i) p = &w.count->paths();
      if (p) f(*p);
    }
  }

  bool done() const {
    if (nextShare_ < shares_.size()) return false;
    for (const Worker& w : workers_)
      if (w.count) return false;
    return true;
  }

  // The level of at least `wanted` nodes within the bound (or the length's level): the shares.
  void unfold(size_t wanted) {
    std::vector<Node> level{Node{problem_.start.tiles, {}, problem_.start.blankCell()}};
    const MoveTable& moves = problem_.moves;
    for (int depth = 0; depth < length_ && !level.empty() && level.size() < wanted; ++depth) {
      std::vector<Node> next;
      for (const Node& node : level) {
        ++stats_.expanded;
        for (int i = 0; i < moves.count(node.blank); ++i) {
          const Move& move = moves.move(node.blank, i);
          if (!node.path.empty() && move.tileSlides == opposite(node.path.back().direction))
            continue;
          Node child{node.tiles, node.path, move.from};
          const uint8_t tile = child.tiles[move.from];
          std::swap(child.tiles[move.from], child.tiles[node.blank]);
          child.path.push_back(SolutionStep{tile, move.tileSlides});
          ++stats_.generated;
          if (depth + 1 + heuristic_.evaluate(child.tiles.data()) <= length_)
            next.push_back(std::move(child));
        }
      }
      level.swap(next);
    }
    for (Node& node : level) shares_.push_back(std::move(node.path));
  }

  // Lists solutions in a share only while the shares before it, all finished, list fewer than
  // the limit: the rest would be cut from the list anyway.
  size_t shareLimit(size_t share) const {
    size_t listed = 0;
    for (size_t i = 0; i < share; ++i) {
      if (!finished_[i]) return limit_;
      listed += results_[i].listed.size();
      if (listed >= limit_) return 0;
    }
    return limit_;
  }

  void work(Worker& worker, uint64_t target) {
    constexpr uint64_t kChunk = 1 << 14;
    try {
      while (!stop_) {
        if (!worker.count) {
          const size_t index = nextShare_.fetch_add(1);
          if (index >= shares_.size()) return;
          size_t limit;
          {
            std::lock_guard<std::mutex> lock(mutex_);
            limit = shareLimit(index);
          }
          if (!worker.memo) worker.memo = makeMemo(problem_, length_);
          auto count = std::make_unique<OptimalPathCount<H>>(problem_, heuristic_, length_, limit,
                                                             shares_[index], worker.memo.get());
          std::lock_guard<std::mutex> lock(mutex_);
          worker.count = std::move(count);
          worker.share = index;
          worker.expanded = worker.generated = 0;
        }
        const Status status = worker.count->step(kChunk);
        const SearchStats& s = worker.count->stats();
        counted_ += s.expanded - worker.expanded;
        generated_ += s.generated - worker.generated;
        worker.expanded = s.expanded;
        worker.generated = s.generated;
        worker.peakBytes =
            std::max(worker.peakBytes, s.peakBytes + (worker.memo ? worker.memo->bytes() : 0));
        if (status == Status::Solved) {
          std::lock_guard<std::mutex> lock(mutex_);
          results_[worker.share] = std::move(worker.count->paths());
          finished_[worker.share] = true;
          worker.count.reset();
        }
        if (counted_ >= target) stop_ = true;
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
      stop_ = true;
    }
  }

  const SearchProblem& problem_;
  const H& heuristic_;
  int length_;
  size_t limit_;
  std::vector<std::vector<SolutionStep>> shares_;
  std::vector<OptimalPaths> results_;  // of the finished shares
  std::vector<bool> finished_;
  std::vector<Worker> workers_;
  std::atomic<size_t> nextShare_{0};
  std::atomic<bool> stop_{false};
  std::atomic<uint64_t> counted_{0}, generated_{0};
  std::mutex mutex_;
  std::exception_ptr failure_;
  SearchStats stats_;
};
#endif

template <class H>
std::unique_ptr<AllOptimalSearch> make(const SearchProblem& problem, const H& heuristic, int length,
                                       size_t limit, unsigned threads) {
#ifndef __EMSCRIPTEN__
  if (threads > 1)
    return std::make_unique<ParallelCount<H>>(problem, heuristic, length, limit, threads);
#else
  (void)threads;
#endif
  return std::make_unique<SingleThreadCount<OptimalPathCount<H>, H>>(problem, heuristic, length,
                                                                     limit);
}

}  // namespace

std::unique_ptr<AllOptimalSearch> makeAllOptimalSearch(const SearchProblem& problem,
                                                       const Heuristic& heuristic, int length,
                                                       size_t limit, unsigned threads) {
  if (auto* pdb = dynamic_cast<const AdditivePdbHeuristic*>(&heuristic);
      pdb && pdb->supportsNodeState())
    return make(problem, *pdb, length, limit, threads);
  if (auto* lc = dynamic_cast<const LinearConflict*>(&heuristic))
    return make(problem, *lc, length, limit, threads);
  if (auto* md = dynamic_cast<const ManhattanDistance*>(&heuristic))
    return make(problem, *md, length, limit, threads);
  return make(problem, heuristic, length, limit, threads);
}

std::unique_ptr<AllOptimalSearch> makeMultiTileAllOptimalSearch(
    const SearchProblem& problem, const MultiTileWalkingDistance& heuristic, int length,
    size_t limit) {
  return std::make_unique<SingleThreadCount<MultiTileOptimalPathCount, MultiTileWalkingDistance>>(
      problem, heuristic, length, limit);
}

}  // namespace npuzzle

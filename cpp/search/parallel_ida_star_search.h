#pragma once
// IDA* on several threads (the CLI's --threads; natively only, the page's wasm has no threads).
//
// Each iteration first unfolds the tree breadth-first, within the bound, until it has a few dozen
// shares per thread: the nodes of one depth, each with the path that leads to it, least f first
// (the last iteration then meets a solution sooner, and the largest subtrees start first; Korf's
// 100 with the large tables on 2 threads: 4.72 -> 4.41 million expansions, 520 -> 450 ms). The
// threads then take shares one at a time and search each to the bound (IdaStarSearch's
// one-iteration mode), so a thread that drew small subtrees simply takes more. The unfolding cuts
// the moves IDA* cuts (duplicate_move_pruning.h), and each share's search goes on from the
// automaton's state at the end of its path, so the threads search the same tree one thread would.
// An iteration ends when every share is done; the next bound is the least f that exceeded this one
// anywhere.
//
// Every solution an iteration finds is optimal (for an admissible h and equal weights): the bound
// never passes the optimum, since the optimal path's prefixes all have f at most its length. So
// the first thread to find one ends the search. Which optimal path that is, and the node counts of
// the last iteration, depend on the threads' timing; the lengths do not.

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <utility>
#include <vector>

#include "search/ida_star_search.h"
#include "search/tree_top.h"
#include "search/worker_threads.h"

namespace npuzzle {

template <class H>
class ParallelIdaStarSearch final : public SearchAlgorithm {
 public:
  // At least this many expansions per step(): its threads start and stop with each call.
  static constexpr uint64_t kMinStep = uint64_t{1} << 18;
  // Shares a thread's work is cut into, at least, per iteration.
  static constexpr size_t kSharesPerThread = 32;

  // `problem` and `heuristic` must outlive the search; the heuristic is read from every thread.
  ParallelIdaStarSearch(const SearchProblem& problem, const H& heuristic, int gWeight, int hWeight,
                        unsigned threads)
      : problem_(problem),
        heuristic_(heuristic),
        gWeight_(gWeight),
        hWeight_(hWeight),
        workers_(std::max(threads, 1u)) {
    h0_ = heuristic.evaluate(problem.start.tiles.data());
    threshold_ = hWeight_ * h0_;
    beginIteration();
  }

  Status step(uint64_t expansions) override {
    const uint64_t target = stats_.expanded + std::max(expansions, kMinStep);
    while (status_ == Status::Running && stats_.expanded < target) {
      if (iterationDone()) {
        endIteration();
        continue;
      }
      runWorkers(target);
    }
    return status_;
  }

  SearchProgress progress() const override {
    return SearchProgress{shares_.size(), threshold_, bytes()};
  }
  int provenLowerBound() const override {
    return gWeight_ == hWeight_ ? threshold_ / gWeight_ : h0_;
  }
  // The f of each of this iteration's shares, in the order the threads take them.
  const std::vector<int>& shareBounds() const { return shareBounds_; }

 private:
  using Node = TreeTopNode;
  struct Worker {
    std::unique_ptr<IdaStarSearch<H>> search;  // restarted for each share
    bool busy = false;                         // a share in hand
    size_t shareDepth = 0;                     // its root's depth
    uint64_t expanded = 0, generated = 0;      // search's counts already added to the totals
    uint64_t maxDepth = 0, peakBytes = 0;      // over every share it searched
  };

  // Unfolds the tree within threshold_ into shares, or finds the goal on the way.
  void beginIteration() {
    nextThreshold_ = INT_MAX;
    nextShare_ = 0;
    shares_.clear();
    shareBounds_.clear();
    TreeTop top = unfoldTreeTop(
        problem_, kSharesPerThread * workers_.size(), stats_,
        [&](const Node& child) {  // within the bound; the least f beyond it is the next bound
          const int f = fOf(child);
          if (f <= threshold_) return true;
          nextThreshold_ = std::min(nextThreshold_, f);
          return false;
        },
        [&](size_t depth, const std::vector<Node>& level) {
          stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, depth);
          stats_.peakBytes = std::max<uint64_t>(
              stats_.peakBytes,
              level.size() * (sizeof(Node) + level[0].tiles.size() + depth * sizeof(SolutionStep)));
        });
    if (top.goal) {
      solution_ = std::move(*top.goal);
      status_ = Status::Solved;
      return;
    }
    std::vector<Node>& level = top.level;
    // Least f first: the share most likely to hold a solution within the bound is searched
    // first, so the last iteration ends sooner, and the largest subtrees start first.
    std::vector<std::pair<int, size_t>> order;
    order.reserve(level.size());
    for (size_t i = 0; i < level.size(); ++i) order.emplace_back(fOf(level[i]), i);
    std::stable_sort(order.begin(), order.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [f, i] : order) {
      shares_.push_back(std::move(level[i].path));
      shareBounds_.push_back(f);
    }
    stats_.peakBytes = std::max(stats_.peakBytes, bytes());
  }

  int fOf(const Node& node) const {
    return gWeight_ * static_cast<int>(node.path.size()) +
           hWeight_ * heuristic_.evaluate(node.tiles.data());
  }

  bool iterationDone() const {
    if (nextShare_ < shares_.size()) return false;
    for (const Worker& w : workers_)
      if (w.busy) return false;
    return true;
  }

  void endIteration() {
    if (nextThreshold_ == INT_MAX) {  // nothing exceeded the bound: no path exists
      status_ = Status::Unsolvable;
      return;
    }
    threshold_ = nextThreshold_;
    beginIteration();
  }

  // Every worker takes and searches shares until the iteration's shares are gone, a solution is
  // found, or the expansions counted reach `target`; this thread is the first worker.
  void runWorkers(uint64_t target) {
    stop_ = false;
    counted_ = stats_.expanded;
    countedGenerated_ = stats_.generated;
    // A thread for each other worker with a share in hand or shares left to take. One that cannot
    // be started has its share finished here, after this thread's own work.
    const size_t sharesLeft = shares_.size() - std::min(shares_.size(), nextShare_.load());
    const size_t started = runWorkerThreads(
        workers_.size(), [this, target](size_t i) { work(workers_[i], target); },
        [this, sharesLeft](size_t i) { return workers_[i].busy || i <= sharesLeft; });
    for (size_t i = started; i < workers_.size(); ++i)
      if (workers_[i].busy) work(workers_[i], target);
    stats_.expanded = counted_;
    stats_.generated = countedGenerated_;
    uint64_t sharesBytes = 0;
    for (const Worker& w : workers_) {
      stats_.maxFrontier = std::max(stats_.maxFrontier, w.maxDepth);
      sharesBytes += w.peakBytes;
    }
    stats_.peakBytes = std::max(stats_.peakBytes, bytes() + sharesBytes);
    if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
  }

  void work(Worker& worker, uint64_t target) {
    constexpr uint64_t kChunk = 1 << 14;
    try {
      while (!stop_) {
        if (!worker.busy) {
          const size_t index = nextShare_.fetch_add(1);
          if (index >= shares_.size()) return;
          if (worker.search)
            worker.search->restart(shares_[index], threshold_);
          else
            worker.search = std::make_unique<IdaStarSearch<H>>(
                problem_, heuristic_, gWeight_, hWeight_, shares_[index], threshold_);
          worker.busy = true;
          worker.shareDepth = shares_[index].size();
        }
        const Status status = worker.search->step(kChunk);
        const SearchStats& s = worker.search->stats();
        counted_ += s.expanded - worker.expanded;
        countedGenerated_ += s.generated - worker.generated;
        worker.expanded = s.expanded;
        worker.generated = s.generated;
        worker.maxDepth = std::max<uint64_t>(worker.maxDepth, worker.shareDepth + s.maxFrontier);
        worker.peakBytes = std::max(worker.peakBytes, s.peakBytes);
        if (status == Status::Solved) {
          std::lock_guard<std::mutex> lock(mutex_);
          if (status_ != Status::Solved) {
            solution_ = worker.search->solution();
            status_ = Status::Solved;
          }
          stop_ = true;
        } else if (status != Status::Running) {  // the share holds no goal within the bound
          std::lock_guard<std::mutex> lock(mutex_);
          nextThreshold_ = std::min(nextThreshold_, worker.search->nextThreshold());
          worker.busy = false;
        }
        if (counted_ >= target) stop_ = true;
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
      stop_ = true;
    }
  }

  uint64_t bytes() const {
    uint64_t b = shares_.capacity() * sizeof(std::vector<SolutionStep>);
    for (const auto& share : shares_) b += share.capacity() * sizeof(SolutionStep);
    return b;
  }

  const SearchProblem& problem_;
  const H& heuristic_;
  int gWeight_, hWeight_;
  int h0_ = 0;
  int threshold_ = 0;
  int nextThreshold_ = INT_MAX;  // guarded by mutex_ while the workers run
  Status status_ = Status::Running;
  std::vector<std::vector<SolutionStep>> shares_;  // the paths to this iteration's shares
  std::vector<int> shareBounds_;                   // their f, least first
  std::vector<Worker> workers_;
  std::atomic<size_t> nextShare_{0};
  std::atomic<bool> stop_{false};
  std::atomic<uint64_t> counted_{0}, countedGenerated_{0};
  std::mutex mutex_;
  std::exception_ptr failure_;
};

}  // namespace npuzzle

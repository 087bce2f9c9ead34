#pragma once
// IDA* over one share of the tree, for a team of searchers that share no memory: the page's
// workers (wasm has no threads on GitHub Pages, which cannot send the headers shared memory
// needs), each holding its own copy of the pattern databases and running this with its own
// `index` of the same `count`.
//
// Every member unfolds the top of the tree the same way — breadth-first, without a bound, cutting
// the moves IDA* cuts (tree_top.h), to the first depth that has at least kSharesPerMember nodes
// per member — and takes the nodes whose place in that level is `index` modulo `count`. It then
// runs IDA*'s iterations over its shares alone (IdaStarSearch's one-iteration mode below each),
// each bound the least f that exceeded the one before among its own shares. So the members never
// wait for each other: a member at bound T has proved that no solution shorter than T starts with
// one of its shares (provenLowerBound(), the progress's fBound), and one whose shares are exhausted
// (Unsolvable) that none does.
//
// A team takes a member's solution of length L once every other member has reached bound L, found
// a solution no longer, or exhausted its shares: then no shorter solution exists anywhere. step()
// returns at the end of each iteration, so a member can report its new bound at once.
//
// The shares are fixed for the whole search, so their sizes vary from iteration to iteration;
// taking every count-th node of a level (nodes next to each other share a parent) spreads the
// large subtrees over the members.

#include <algorithm>
#include <climits>
#include <cstdint>
#include <memory>
#include <vector>

#include "search/ida_star_search.h"
#include "search/tree_top.h"

namespace npuzzle {

template <class H>
class ShareIdaStarSearch final : public SearchAlgorithm {
 public:
  // Top nodes per member: enough that every member's iteration is the sum of many subtrees. More
  // saved expansions (150: the busier of two members 2.08-2.14 million over Korf's 100, against
  // 2.16 million with 48) but no time in the page (3 alternated browser benches each: Korf's 100
  // in 1.52-1.78 s with 48, 1.58-1.92 s with 150).
  static constexpr size_t kSharesPerMember = 48;

  // `problem` and `heuristic` must outlive the search. Equal weights only: the bound is a proven
  // lower bound only then.
  ShareIdaStarSearch(const SearchProblem& problem, const H& heuristic, TreeShare share)
      : problem_(problem), heuristic_(heuristic) {
    unfold(share);
    threshold_ = INT_MAX;
    for (const Share& s : shares_) threshold_ = std::min(threshold_, s.f);
  }

  Status step(uint64_t expansions) override {
    const uint64_t target = stats_.expanded + std::max<uint64_t>(expansions, 1);
    while (status_ == Status::Running && stats_.expanded < target) {
      if (next_ == shares_.size()) {  // this bound is done for every share
        endIteration();
        return status_;  // a new bound: the caller may want to say so now
      }
      const Share& share = shares_[next_];
      if (share.f > threshold_) {  // its root alone exceeds the bound
        nextThreshold_ = std::min(nextThreshold_, share.f);
        ++next_;
        continue;
      }
      if (!inShare_) {
        if (search_)
          search_->restart(share.path, threshold_);
        else
          search_ = std::make_unique<IdaStarSearch<H>>(problem_, heuristic_, 1, 1, share.path,
                                                       threshold_);
        inShare_ = true;
      }
      const Status status = search_->step(target - stats_.expanded);
      addCounts();
      if (status == Status::Solved) {
        solution_ = search_->solution();
        status_ = Status::Solved;
      } else if (status != Status::Running) {  // no goal within the bound below this share
        nextThreshold_ = std::min(nextThreshold_, search_->nextThreshold());
        inShare_ = false;
        ++next_;
      }
    }
    return status_;
  }

  SearchProgress progress() const override {
    return SearchProgress{shares_.size(), threshold_ == INT_MAX ? 0 : threshold_, bytes()};
  }
  // No solution shorter than this starts with one of this member's shares (when its shares are
  // exhausted, Unsolvable, none at all does).
  int provenLowerBound() const override { return threshold_ == INT_MAX ? 0 : threshold_; }
  Status status() const { return status_; }
  size_t shares() const { return shares_.size(); }
  // The f of each share's root, in the order this member searches them.
  std::vector<int> shareBounds() const {
    std::vector<int> f;
    for (const Share& s : shares_) f.push_back(s.f);
    return f;
  }

 private:
  using Node = TreeTopNode;
  struct Share {
    std::vector<SolutionStep> path;
    int f;  // of its root: its depth plus h
  };

  // The level every member unfolds alike, and this member's part of it; or the goal, when it is
  // nearer than that level (every member finds it the same way).
  void unfold(TreeShare share) {
    const unsigned count = std::max(share.count, 1u);
    // Every child IDA* would generate: the shares cover every path it would take.
    TreeTop top = unfoldTreeTop(
        problem_, kSharesPerMember * count, stats_, [](const Node&) { return true; },
        [](size_t, const std::vector<Node>&) {});
    stats_.maxFrontier = top.depth;
    if (top.goal) {
      solution_ = std::move(*top.goal);
      status_ = Status::Solved;
      return;
    }
    std::vector<Node>& level = top.level;
    for (size_t i = share.index; i < level.size(); i += count) {
      Node& node = level[i];
      const int f = static_cast<int>(node.path.size()) + heuristic_.evaluate(node.tiles.data());
      shares_.push_back(Share{std::move(node.path), f});
    }
    // Least f first. Every share within the bound is searched in full in every iteration but the
    // last, whatever the order; in the last, the member that holds a solution finds it sooner.
    // (On Korf's 100 the busier of two members' expansions went from 2.39 to 2.16 million.)
    std::stable_sort(shares_.begin(), shares_.end(),
                     [](const Share& a, const Share& b) { return a.f < b.f; });
    stats_.peakBytes = bytes();
  }

  void endIteration() {
    if (nextThreshold_ == INT_MAX) {  // nothing exceeded the bound: no path below these shares
      threshold_ = INT_MAX;
      status_ = Status::Unsolvable;
      return;
    }
    threshold_ = nextThreshold_;
    nextThreshold_ = INT_MAX;
    next_ = 0;
  }

  // The share search's counts go on from share to share: add what is new since the last call.
  void addCounts() {
    const SearchStats& s = search_->stats();
    stats_.expanded += s.expanded - counted_.expanded;
    stats_.generated += s.generated - counted_.generated;
    counted_ = s;
    stats_.maxFrontier = std::max<uint64_t>(stats_.maxFrontier, unfoldedDepth() + s.maxFrontier);
    stats_.peakBytes = std::max(stats_.peakBytes, bytes() + s.peakBytes);
  }

  size_t unfoldedDepth() const { return shares_.empty() ? 0 : shares_[0].path.size(); }

  uint64_t bytes() const {
    uint64_t b = shares_.capacity() * sizeof(Share);
    for (const Share& s : shares_) b += s.path.capacity() * sizeof(SolutionStep);
    return b;
  }

  const SearchProblem& problem_;
  const H& heuristic_;
  std::vector<Share> shares_;  // this member's, least f first
  std::unique_ptr<IdaStarSearch<H>> search_;
  SearchStats counted_;  // search_'s counts already added to stats_
  size_t next_ = 0;      // the share under way (or next) in this iteration
  bool inShare_ = false;
  int threshold_ = 0;
  int nextThreshold_ = INT_MAX;
  Status status_ = Status::Running;
};

}  // namespace npuzzle

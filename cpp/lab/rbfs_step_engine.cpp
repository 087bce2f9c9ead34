// RBFS in step mode. Its step(n) returns right after the n-th expansion and the choice that
// follows it (the best child entered, or the node given up and its F backed up to its parent),
// so the node expanded may be off the path by then: it is remembered as the observer hears it.
// A node forgotten and entered again is expanded again: the search tree marks that expansion as
// a re-expansion (a child of a node expanded again is a new tree node, generated once more; a
// child entered again is the same tree node, expanded once more), and the snapshot counts them.

#include <algorithm>
#include <array>
#include <vector>

#include "lab/blank_path.h"
#include "lab/step_engine.h"
#include "search/recursive_best_first_search.h"

namespace npuzzle {
namespace {

using Rbfs = RecursiveBestFirstSearch;

int shownLimit(int bound) {
  return bound == Rbfs::kInfinity ? -1 : bound;
}
int shownF(int F) {
  return F == Rbfs::kInfinity ? -1 : F;
}

// Also the search's observer: it records the search tree (lab/search_tree_log.h).
class RbfsStepEngine final : public StepEngine, private SearchObserver {
 public:
  RbfsStepEngine(const SearchProblem& problem, const Heuristic& heuristic)
      : problem_(problem), search_(problem, heuristic, kStepMaxBytes) {
    const int h = search_.path().front().h;
    pathNode_.assign(1, tree_.addRoot(0, h, h, -1, 0));
    search_.observe(this);
  }
  RbfsStepEngine(const RbfsStepEngine&) = delete;
  RbfsStepEngine& operator=(const RbfsStepEngine&) = delete;

  const SearchTreeLog& tree() const override { return tree_; }
  Status step(uint64_t count) override { return search_.step(count); }
  const SearchAlgorithm& search() const override { return search_; }

  StepView describe(size_t openLimit) const override {
    StepView view;
    view.list = StepList::RbfsPath;
    view.tieBreakDetail = message("order-rbfs");
    view.tieBreak = view.tieBreakDetail.text;
    view.fBound = search_.provenLowerBound();
    const std::vector<Rbfs::Frame>& path = search_.path();
    view.openSize = path.size();
    const size_t firstListed = path.size() > openLimit ? path.size() - openLimit : 0;
    BlankPathWalker walker(problem_.start);
    for (size_t i = 0; i < path.size(); ++i) {
      if (i > 0) walker.moveBlankTo(path[i].blank);
      if (i < firstListed) continue;
      StepNode node = nodeOf(path[i]);
      node.tiles = walker.tiles();
      node.order = static_cast<int>(i);
      node.expanded = path[i].expanded;
      view.open.push_back(std::move(node));
    }
    if (!expandedBlank_.empty()) {
      BlankPathWalker current(problem_.start);
      for (size_t i = 1; i < expandedBlank_.size(); ++i)
        view.currentPath.push_back(current.moveBlankTo(expandedBlank_[i]));
      view.current = lastExpanded_;
      view.current->tiles = current.tiles();
    }
    return view;
  }

 private:
  static StepNode nodeOf(const Rbfs::Frame& frame) {
    StepNode node;
    node.g = frame.g;
    node.h = frame.h;
    node.f = frame.g + frame.h;
    node.backedUpF = shownF(frame.F);
    node.fLimit = shownLimit(frame.bound);
    return node;
  }

  // SearchObserver. `depth` is a node's depth on the path. pathNode_[d] is the tree node of the
  // path's node at depth d, childNode_[d] the tree nodes of its children (in the order of its
  // children), expandedBlank_[d] the blank of the node last expanded at depth d: for every d up
  // to the last expansion's, that node's ancestor (RBFS re-enters a node only through them).
  void expanded(uint32_t depth) override {
    const std::vector<Rbfs::Frame>& path = search_.path();
    pathNode_.resize(depth + 1);
    if (depth > 0) {
      const Rbfs::Frame& parent = path[depth - 1];
      pathNode_[depth] = childNode_[depth - 1][static_cast<size_t>(parent.exploring)];
    }
    childNode_.resize(depth + 1);
    childCount_ = 0;
    expandedBlank_.resize(depth + 1);
    expandedBlank_[depth] = path[depth].blank;
    lastExpanded_ = nodeOf(path[depth]);
    // As the search counts a re-expansion: a stored F above the node's own f.
    const bool again = path[depth].F > path[depth].g + path[depth].h;
    tree_.addExpansion(pathNode_[depth], search_.stats().expanded, again);
  }
  void generated(uint32_t depth, SolutionStep move, int g, int h, int f, Generation kind) override {
    childNode_[depth - 1][childCount_++] =
        tree_.addNode(pathNode_[depth - 1], move, g, h, f, kind, -1);
  }

  const SearchProblem& problem_;
  Rbfs search_;
  SearchTreeLog tree_;
  std::vector<int32_t> pathNode_;
  std::vector<std::array<int32_t, 4>> childNode_;
  size_t childCount_ = 0;
  std::vector<int> expandedBlank_;
  StepNode lastExpanded_;
};

}  // namespace

std::unique_ptr<StepEngine> makeRbfsStepEngine(const SearchProblem& problem,
                                               const Heuristic& heuristic) {
  return std::make_unique<RbfsStepEngine>(problem, heuristic);
}

}  // namespace npuzzle

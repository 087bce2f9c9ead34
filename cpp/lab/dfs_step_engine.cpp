// Depth-limited DFS in step mode. Its step(n) returns right after the n-th expansion, having
// tried at most one child (or, when the node sat at the limit, having left it), so the path as
// it stands is the node expanded's ancestors plus perhaps one child. The node expanded itself is
// remembered as the observer hears it: by the end of the step it may be off the path.

#include <vector>

#include "lab/blank_path.h"
#include "lab/step_engine.h"
#include "search/depth_limited_search.h"

namespace npuzzle {
namespace {

// Also the search's observer: it records the search tree (lab/search_tree_log.h), a child found
// on the path as a duplicate that is never entered.
class DfsStepEngine final : public StepEngine, private SearchObserver {
 public:
  DfsStepEngine(const SearchProblem& problem, int depthLimit)
      : problem_(problem), search_(problem, depthLimit, kStepMaxBytes) {
    pathNode_.assign(1, tree_.addRoot(0, 0, 0, -1, 0));
    search_.observe(this);
  }
  DfsStepEngine(const DfsStepEngine&) = delete;
  DfsStepEngine& operator=(const DfsStepEngine&) = delete;

  const SearchTreeLog& tree() const override { return tree_; }
  Status step(uint64_t count) override { return search_.step(count); }
  const SearchAlgorithm& search() const override { return search_; }

  StepView describe(size_t openLimit) const override {
    StepView view;
    view.list = StepList::DfsPath;
    view.tieBreakDetail = message("order-dfs", {numberArg("limit", search_.depthLimit())});
    view.tieBreak = view.tieBreakDetail.text;
    view.depthLimit = search_.depthLimit();
    view.fBound = search_.depthLimit();
    view.cutByLimit = search_.cutSoFar();
    const size_t depth = search_.pathLength();
    view.openSize = depth;
    const size_t firstListed = depth > openLimit ? depth - openLimit : 0;
    BlankPathWalker walker(problem_.start);
    for (size_t i = 0; i < depth; ++i) {
      if (i > 0) walker.moveBlankTo(search_.pathBlank(i));
      if (i < firstListed) continue;
      StepNode node;
      node.tiles = walker.tiles();
      node.g = node.f = node.order = static_cast<int>(i);
      node.expanded = search_.pathExpanded(i);
      view.open.push_back(std::move(node));
    }
    if (!expandedBlank_.empty()) {
      BlankPathWalker current(problem_.start);
      for (size_t i = 1; i < expandedBlank_.size(); ++i)
        view.currentPath.push_back(current.moveBlankTo(expandedBlank_[i]));
      StepNode node;
      node.tiles = current.tiles();
      node.g = node.f = static_cast<int>(expandedBlank_.size()) - 1;
      view.current = std::move(node);
      view.currentAtLimit = view.current->g >= search_.depthLimit();
    }
    return view;
  }

 private:
  // SearchObserver. `depth` is a node's depth on the path; pathNode_[d] is the tree node there,
  // expandedBlank_[d] the blank of the node last expanded at depth d: for every d up to the last
  // expansion's, that node's ancestor (a node is expanded again only after its ancestors are).
  void expanded(uint32_t depth) override {
    expandedBlank_.resize(depth + 1);
    expandedBlank_[depth] = search_.pathBlank(depth);
    tree_.addExpansion(pathNode_[depth], search_.stats().expanded);
  }
  void generated(uint32_t depth, SolutionStep move, int g, int h, int f, Generation kind) override {
    int32_t added = tree_.addNode(pathNode_[depth - 1], move, g, h, f, kind, -1);
    if (kind == Generation::New) {
      pathNode_.resize(depth + 1);
      pathNode_[depth] = added;
    }
  }

  const SearchProblem& problem_;
  DepthLimitedSearch search_;
  SearchTreeLog tree_;
  std::vector<int32_t> pathNode_;
  std::vector<int> expandedBlank_;
};

}  // namespace

std::unique_ptr<StepEngine> makeDfsStepEngine(const SearchProblem& problem, int depthLimit) {
  return std::make_unique<DfsStepEngine>(problem, depthLimit);
}

}  // namespace npuzzle

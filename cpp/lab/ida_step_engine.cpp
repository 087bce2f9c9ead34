// IDA* in step mode. Its step(n) expands exactly n nodes and returns right after the last one
// (having tried at most one of its children), so the node just expanded is the deepest expanded
// frame of the path: the top, or the one below a freshly pushed child.

#include <algorithm>

#include "lab/step_engine.h"
#include "search/ida_star_search.h"

namespace npuzzle {
namespace {

// The direction of the tile that slides from cell `from` into the blank at `to`.
Direction slideDirection(const Geometry& geometry, int from, int to) {
  if (to == from - geometry.width) return Direction::Up;
  if (to == from + geometry.width) return Direction::Down;
  return to == from - 1 ? Direction::Left : Direction::Right;
}

// Uses the virtual-heuristic instantiation the search factory already has. Also the search's
// observer: it records the search tree, one root per iteration (lab/search_tree_log.h).
//
// It is the solver's IDA*, duplicate-move pruning included (search/duplicate_move_pruning.h), so
// that step mode expands and generates the nodes a solve (Compare, the experiments, the CLI)
// counts, in the same order. A move the pruning cuts is never generated, like the move straight
// back: a node deep in a round of a 2x2 square shows one child fewer than it has moves. On the
// 8-puzzle that spares a sixth of the tree (seed 001, Manhattan: 12,936 -> 10,909 expansions).
class IdaStepEngine final : public StepEngine, private SearchObserver {
 public:
  IdaStepEngine(const SearchProblem& problem, const Heuristic& heuristic)
      : problem_(problem), search_(problem, heuristic), rootH_(search_.pathH(0)) {
    iterationBegan(search_.iterationThresholds().front());  // the first began in the constructor
    search_.observe(this);
  }
  IdaStepEngine(const IdaStepEngine&) = delete;
  IdaStepEngine& operator=(const IdaStepEngine&) = delete;

  const SearchTreeLog& tree() const override { return tree_; }

  Status step(uint64_t count) override { return search_.step(count); }
  const SearchAlgorithm& search() const override { return search_; }

  StepView describe(size_t openLimit) const override {
    StepView view;
    view.list = StepList::IdaPath;
    view.tieBreakDetail = message("order-idastar");  // the words are in core/message.cpp
    view.tieBreak = view.tieBreakDetail.text;
    view.fBound = search_.provenLowerBound();
    view.thresholds = search_.iterationThresholds();
    const size_t depth = search_.pathLength();
    view.openSize = depth;
    if (depth == 0) return view;
    size_t currentDepth = search_.pathExpanded(depth - 1) ? depth - 1 : depth - 2;
    bool hasCurrent = search_.pathExpanded(0);  // the root is expanded first in every iteration
    size_t firstListed = depth > openLimit ? depth - openLimit : 0;

    const Geometry geometry = problem_.start.geometry;
    std::vector<uint8_t> tiles = problem_.start.tiles;
    for (size_t i = 0; i < depth; ++i) {
      if (i > 0) {
        int from = search_.pathBlank(i), to = search_.pathBlank(i - 1);
        if (hasCurrent && i <= currentDepth)
          view.currentPath.push_back(SolutionStep{tiles[from], slideDirection(geometry, from, to)});
        std::swap(tiles[from], tiles[to]);
      }
      StepNode node;
      node.g = static_cast<int>(i);
      node.h = search_.pathH(i);
      node.f = node.g + node.h;
      node.order = node.g;
      node.expanded = search_.pathExpanded(i);
      if (hasCurrent && i == currentDepth) {
        view.current = node;
        view.current->tiles = tiles;
        view.current->order = 0;
      }
      if (i >= firstListed) {
        node.tiles = tiles;
        view.open.push_back(std::move(node));
      }
    }
    return view;
  }

 private:
  // SearchObserver. `depth` is a node's depth on the path; pathNode_[d] is the tree node there.
  void iterationBegan(int threshold) override {
    pathNode_.assign(1, tree_.addRoot(0, rootH_, rootH_, -1, threshold));
  }
  void expanded(uint32_t depth) override {
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
  IdaStarSearch<Heuristic> search_;
  int rootH_;
  SearchTreeLog tree_;
  std::vector<int32_t> pathNode_;
};

}  // namespace

std::unique_ptr<StepEngine> makeIdaStepEngine(const SearchProblem& problem,
                                              const Heuristic& heuristic) {
  return std::make_unique<IdaStepEngine>(problem, heuristic);
}

}  // namespace npuzzle

// The eager searches in step mode. The node a step expands is the first live open entry in pop
// order, so it is noted just before the last expansion of a step: the search loop itself is
// left untouched.

#include <optional>
#include <string>
#include <unordered_map>

#include "lab/step_engine.h"
#include "search/packed_state.h"

namespace npuzzle {
namespace {

Message tieBreakText(const EagerConfig& config) {
  if (config.gWeight == 0) return message("order-greedy");
  if (config.hWeight == 0) return message("order-breadth-first");
  if (config.gWeight == 1 && config.hWeight == 1) return message("order-astar");
  return message("order-weighted",
                 {numberArg("gWeight", config.gWeight), numberArg("hWeight", config.hWeight)});
}

// Also the search's observer: it records the search tree (lab/search_tree_log.h).
template <int K>
class EagerStepEngine final : public StepEngine, private SearchObserver {
 public:
  using Entry = BucketOpenList::Entry;

  EagerStepEngine(const SearchProblem& problem, const Heuristic& heuristic, EagerConfig config)
      : problem_(problem),
        heuristic_(heuristic),
        config_(config),
        codec_(problem.start.cells()),
        search_(problem, heuristic, config) {
    if (auto first = nextExpansion()) {
      startF_ = static_cast<int>(first->priority);
      StepNode start = node(*first, 0);
      treeNode_[first->node] = tree_.addRoot(start.g, start.h, start.f, first->node, 0);
    }
    search_.observe(this);
  }
  EagerStepEngine(const EagerStepEngine&) = delete;
  EagerStepEngine& operator=(const EagerStepEngine&) = delete;

  const SearchTreeLog& tree() const override { return tree_; }

  Status step(uint64_t count) override {
    if (count > 1) {
      Status status = search_.step(count - 1);
      if (status != Status::Running) {
        last_ = status == Status::Solved ? goalEntry() : std::nullopt;
        return status;
      }
    }
    std::optional<Entry> next = nextExpansion();
    uint64_t before = search_.stats().expanded;
    Status status = search_.step(1);
    if (search_.stats().expanded > before) last_ = next;
    return status;
  }

  const SearchAlgorithm& search() const override { return search_; }

  StepView describe(size_t openLimit) const override {
    StepView view;
    view.tieBreakDetail = tieBreakText(config_);
    view.tieBreak = view.tieBreakDetail.text;
    if (openLimit > 0) {
      search_.forEachOpen([&](const Entry& entry) {
        view.open.push_back(node(entry, static_cast<int>(view.open.size()) + 1));
        return view.open.size() < openLimit;
      });
    }
    // Every stored node is closed or has exactly one live open entry. Counting the closed ones
    // reads the node blocks in order: far cheaper than walking a large open list.
    const size_t stored = search_.storedNodes();
    for (uint32_t id = 0; id < stored; ++id) view.closedSize += search_.nodeInfo(id).closed();
    view.openSize = stored - view.closedSize;
    view.openStale = search_.openEntries() - view.openSize;
    view.fBound = last_ ? static_cast<int>(last_->priority) : startF_;
    if (last_) {
      view.current = node(*last_, 0);
      view.currentPath = search_.pathTo(last_->node);
    }
    return view;
  }

 private:
  std::optional<Entry> nextExpansion() const {
    std::optional<Entry> next;
    search_.forEachOpen([&](const Entry& entry) {
      next = entry;
      return false;
    });
    return next;
  }

  // The goal, once solved by a multi-expansion step: it was the last node expanded.
  std::optional<Entry> goalEntry() const {
    uint32_t id = search_.find(codec_.pack<K>(problem_.goal.tiles.data()));
    if (id == NodeTable<K>::kFull) return std::nullopt;
    uint32_t g = search_.nodeInfo(id).g();
    int h = config_.hWeight ? heuristic_.evaluate(problem_.goal.tiles.data()) : 0;
    return Entry{id, config_.gWeight * g + config_.hWeight * static_cast<uint32_t>(h), g};
  }

  StepNode node(const Entry& entry, int order) const {
    StepNode node;
    node.tiles.resize(problem_.start.cells());
    codec_.unpack<K>(search_.stateOf(entry.node), node.tiles.data());
    node.g = static_cast<int>(entry.g);
    node.f = static_cast<int>(entry.priority);
    node.h = config_.hWeight
                 ? static_cast<int>((entry.priority - config_.gWeight * entry.g) / config_.hWeight)
                 : 0;
    node.order = order;
    return node;
  }

  // SearchObserver: an expansion makes that state's latest tree node the parent of what follows.
  void expanded(uint32_t id) override {
    auto found = treeNode_.find(id);
    parent_ = found == treeNode_.end() ? -1 : found->second;
    tree_.addExpansion(parent_, search_.stats().expanded);
  }

  void generated(uint32_t id, SolutionStep move, int g, int h, int f, Generation kind) override {
    int32_t added = tree_.addNode(parent_, move, g, h, f, kind, id);
    // The node now on the open list for this state (-1 when not kept: its expansion is not shown).
    if (kind != Generation::Duplicate) treeNode_[id] = added;
  }

  const SearchProblem& problem_;
  const Heuristic& heuristic_;
  EagerConfig config_;
  StateCodec codec_;
  EagerSearch<K> search_;
  SearchTreeLog tree_;
  std::unordered_map<uint32_t, int32_t> treeNode_;  // state id → its latest tree node
  int32_t parent_ = -1;
  std::optional<Entry> last_;
  int startF_ = 0;
};

}  // namespace

std::unique_ptr<StepEngine> makeEagerStepEngine(const SearchProblem& problem,
                                                const Heuristic& heuristic, EagerConfig config) {
  // The packed widths makeEagerSearch also uses, so no new EagerSearch instantiations; only up to
  // 4 words (40 cells), which keeps the wasm small: nobody steps A* on a 7x7 one node at a time.
  int words = StateCodec(problem.start.cells()).words();
  if (words <= 1) return std::make_unique<EagerStepEngine<1>>(problem, heuristic, config);
  if (words <= 2) return std::make_unique<EagerStepEngine<2>>(problem, heuristic, config);
  if (words <= 4) return std::make_unique<EagerStepEngine<4>>(problem, heuristic, config);
  return nullptr;
}

}  // namespace npuzzle

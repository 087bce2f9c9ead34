// Bidirectional BFS in step mode: two breadth-first searches, one from the start and one back
// from the goal, shown as two frontiers and two search trees (the start's root first, then the
// goal's). Its step(n) returns right after the n-th expansion, with the node expanded still at
// layer[position - 1] of its side, or on the meeting.

#include <string>
#include <unordered_map>
#include <vector>

#include "lab/blank_path.h"
#include "lab/step_engine.h"
#include "search/bidirectional_bfs.h"

namespace npuzzle {
namespace {

std::vector<uint8_t> tilesOf(const std::string& board) {
  return std::vector<uint8_t>(board.begin(), board.end());
}

// Also the search's observer: it records the two search trees (lab/search_tree_log.h).
class BidirectionalStepEngine final : public StepEngine, private SearchObserver {
 public:
  explicit BidirectionalStepEngine(const SearchProblem& problem)
      : problem_(problem), search_(problem, kStepMaxBytes) {
    for (int side = 0; side < 2; ++side) {
      const Board& root = side == 0 ? problem.start : problem.goal;
      treeNode_[side][std::string(root.tiles.begin(), root.tiles.end())] =
          tree_.addRoot(0, 0, 0, -1, 0);
    }
    search_.observe(this);
  }
  BidirectionalStepEngine(const BidirectionalStepEngine&) = delete;
  BidirectionalStepEngine& operator=(const BidirectionalStepEngine&) = delete;

  const SearchTreeLog& tree() const override { return tree_; }
  Status step(uint64_t count) override { return search_.step(count); }
  const SearchAlgorithm& search() const override { return search_; }

  StepView describe(size_t openLimit) const override {
    StepView view;
    view.list = StepList::TwoFrontiers;
    view.tieBreakDetail = message("order-bidirectional");
    view.tieBreak = view.tieBreakDetail.text;
    view.fBound = search_.provenLowerBound();
    view.expandingSide = static_cast<SearchSide>(search_.expandingSide());
    for (int s = 0; s < 2; ++s) {
      const BidirectionalBfs::Side& side = search_.side(s);
      StepFrontier& shown = view.sides[s];
      shown.depth = side.depth;
      shown.frontier = side.layer.size() - side.position + side.next.size();
      shown.reached = side.parentBlank.size();
      view.openSize += shown.frontier;
      listFrontier(view, s, (openLimit + 1 - static_cast<size_t>(s)) / 2);
    }
    // Every board expanded is closed: its side will never expand it again.
    view.closedSize = search_.stats().expanded;
    if (!lastBoard_.empty()) {
      view.current = StepNode{};
      view.current->side = static_cast<SearchSide>(lastSide_);
      view.current->tiles = tilesOf(lastBoard_);
      view.currentPath = pathTo(lastSide_, lastBoard_);
      view.current->g = view.current->f = static_cast<int>(view.currentPath.size());
    }
    if (!search_.meeting().empty()) {
      view.meeting = StepNode{};
      view.meeting->tiles = tilesOf(search_.meeting());
      view.meetingFromStart = static_cast<int>(pathTo(0, search_.meeting()).size());
      view.meetingFromGoal = static_cast<int>(pathTo(1, search_.meeting()).size());
    }
    return view;
  }

 private:
  // The first `count` boards waiting on side `s`: the rest of its layer, then the next layer.
  void listFrontier(StepView& view, int s, size_t count) const {
    const BidirectionalBfs::Side& side = search_.side(s);
    int order = 0;
    auto list = [&](const std::string& board, int g) {
      if (static_cast<size_t>(order) >= count) return;
      StepNode node;
      node.tiles = tilesOf(board);
      node.g = node.f = g;
      node.order = ++order;
      node.side = static_cast<SearchSide>(s);
      view.open.push_back(std::move(node));
    };
    for (size_t i = side.position; i < side.layer.size(); ++i) list(side.layer[i], side.depth);
    for (const std::string& board : side.next) list(board, side.depth + 1);
  }

  // The moves from side `s`'s root (the start or the goal) to `board`, which it has reached.
  std::vector<SolutionStep> pathTo(int s, const std::string& board) const {
    const BidirectionalBfs::Side& side = search_.side(s);
    std::vector<int> blanks;  // board's blank, its parent's, … up to the root's
    std::string at = board;
    for (;;) {
      const int blank = static_cast<int>(at.find('\0'));
      blanks.push_back(blank);
      const uint8_t parent = side.parentBlank.at(at);
      if (parent == BidirectionalBfs::kRoot) break;
      std::swap(at[static_cast<size_t>(blank)], at[parent]);
    }
    BlankPathWalker walker(tilesOf(at), problem_.start.geometry.width);
    std::vector<SolutionStep> moves;
    for (size_t i = blanks.size() - 1; i-- > 0;) moves.push_back(walker.moveBlankTo(blanks[i]));
    return moves;
  }

  // SearchObserver; `side` is the side expanding. The board expanded is its layer[position - 1].
  void expanded(uint32_t side) override {
    const BidirectionalBfs::Side& expanding = search_.side(static_cast<int>(side));
    lastSide_ = static_cast<int>(side);
    lastBoard_ = expanding.layer[expanding.position - 1];
    auto found = treeNode_[side].find(lastBoard_);
    parent_ = found == treeNode_[side].end() ? -1 : found->second;
    tree_.addExpansion(parent_, search_.stats().expanded);
  }
  void generated(uint32_t side, SolutionStep move, int g, int h, int f, Generation kind) override {
    const int32_t added = tree_.addNode(parent_, move, g, h, f, kind, -1);
    if (added < 0 || kind != Generation::New) return;
    std::string child = lastBoard_;
    const size_t blank = child.find('\0'), tile = child.find(static_cast<char>(move.tile));
    std::swap(child[blank], child[tile]);
    treeNode_[side].emplace(std::move(child), added);
  }

  const SearchProblem& problem_;
  BidirectionalBfs search_;
  SearchTreeLog tree_;
  std::unordered_map<std::string, int32_t> treeNode_[2];  // a side's board → its tree node, if kept
  int32_t parent_ = -1;
  int lastSide_ = 0;
  std::string lastBoard_;  // the board last expanded
};

}  // namespace

std::unique_ptr<StepEngine> makeBidirectionalStepEngine(const SearchProblem& problem) {
  return std::make_unique<BidirectionalStepEngine>(problem);
}

}  // namespace npuzzle

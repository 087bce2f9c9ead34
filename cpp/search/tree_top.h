#pragma once
// The top of IDA*'s tree, unfolded breadth-first by the searches that split the tree into shares
// (parallel_ida_star_search.h among threads, share_ida_star_search.h among a team's workers).
// A node carries its path from the start and the duplicate-pruning state at the path's end, so
// the unfolding cuts exactly the moves IDA* cuts (duplicate_move_pruning.h) and the search below
// each share goes on from there (IdaStarSearch::restart): the shares hold the tree one IDA* would
// search, no share lies below a duplicate string, and none is searched twice. Both searches
// unfold with unfoldTreeTop(), so their shares and node counts come from the same code.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "search/duplicate_move_pruning.h"
#include "search/search_types.h"

namespace npuzzle {

struct TreeTopNode {
  std::vector<uint8_t> tiles;
  std::vector<SolutionStep> path;  // from the start
  int blank;
  duplicate_moves::State pruning;  // at the end of `path`
};

inline TreeTopNode treeTopRoot(const SearchProblem& problem) {
  return TreeTopNode{problem.start.tiles, {}, problem.start.blankCell(), duplicate_moves::kStart};
}

// Hands `take` each child of `node` that IDA* would generate: every move but those that complete
// a duplicate string.
template <class Take>
void forEachTreeTopChild(const MoveTable& moves, const TreeTopNode& node, Take&& take) {
  for (int i = 0; i < moves.count(node.blank); ++i) {
    const Move& move = moves.move(node.blank, i);
    const duplicate_moves::State pruning = duplicate_moves::after(node.pruning, move.tileSlides);
    if (pruning == duplicate_moves::kPruned) continue;
    TreeTopNode child{node.tiles, node.path, move.from, pruning};
    const uint8_t tile = child.tiles[move.from];
    std::swap(child.tiles[move.from], child.tiles[node.blank]);
    child.path.push_back(SolutionStep{tile, move.tileSlides});
    take(std::move(child));
  }
}

// Where an unfolding stopped: the first level of at least `wanted` nodes (or the last one, fewer,
// when the tree ends above it), or the goal, met on the way before that level.
struct TreeTop {
  std::vector<TreeTopNode> level;                 // empty when the goal was met
  size_t depth = 0;                               // of `level`, or of the goal
  std::optional<std::vector<SolutionStep>> goal;  // the path to it, when met
};

// Unfolds the tree level by level until a level holds at least `wanted` nodes. Each node taken
// from a level counts as expanded in `stats`, and each child IDA* would generate as generated;
// a child is kept only if `admit(child)` says so (a bound: the caller cuts what exceeds it).
// `onLevel(depth, level)` sees each level before its nodes are expanded.
template <class Admit, class OnLevel>
TreeTop unfoldTreeTop(const SearchProblem& problem, size_t wanted, SearchStats& stats,
                      Admit&& admit, OnLevel&& onLevel) {
  TreeTop top;
  top.level.push_back(treeTopRoot(problem));
  for (; !top.level.empty() && top.level.size() < wanted; ++top.depth) {
    onLevel(top.depth, top.level);
    std::vector<TreeTopNode> next;
    for (TreeTopNode& node : top.level) {
      ++stats.expanded;
      if (node.tiles == problem.goal.tiles) {
        top.goal = std::move(node.path);
        top.level.clear();
        return top;
      }
      forEachTreeTopChild(problem.moves, node, [&](TreeTopNode&& child) {
        ++stats.generated;
        if (admit(child)) next.push_back(std::move(child));
      });
    }
    top.level.swap(next);
  }
  return top;
}

}  // namespace npuzzle

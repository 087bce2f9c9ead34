#pragma once
// What the lab's step mode shows about a search between two steps: the node the last step
// expanded and the path that reached it, the search's list (the open list's first entries in pop
// order, a depth-first search's path, or bidirectional search's two frontiers), sizes and the f
// bound. Plain data, filled in by a StepEngine.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "core/solution_step.h"

namespace npuzzle {

// What StepView::open lists (the snapshot's `openKind`).
enum class StepList {
  OpenList,      // best-first: the open list in pop order
  IdaPath,       // IDA* and iterative deepening: the depth-first path
  DfsPath,       // depth-limited DFS: the path stack, start first
  RbfsPath,      // RBFS: the path, each node with its f-limit and backed-up F
  TwoFrontiers,  // bidirectional BFS: the next boards of each side's frontier
};

// A side of bidirectional search: from the start, or back from the goal.
enum class SearchSide : uint8_t { Forward, Backward };

struct StepNode {
  std::vector<uint8_t> tiles;
  int g = 0;
  int h = 0;
  int f = 0;             // the priority the search orders by: gWeight·g + hWeight·h
  int order = 0;         // open list: 1 = popped next; a path: the depth; frontiers: per side
  bool expanded = true;  // a path: false for a top node generated but not yet expanded
  // RBFS: the backed-up value (f, or the least f found below it when its subtree was given up),
  // and the f-limit it is explored within (-1: none, at the start).
  int backedUpF = 0;
  int fLimit = -1;
  SearchSide side = SearchSide::Forward;  // bidirectional BFS
};

// Bidirectional BFS: one side's progress.
struct StepFrontier {
  int depth = 0;          // of the layer being expanded
  uint64_t frontier = 0;  // boards waiting: the rest of the layer and the next one so far
  uint64_t reached = 0;   // boards this side has reached, its root included
};

struct StepView {
  StepList list = StepList::OpenList;
  uint64_t openSize = 0;        // live open entries, the path's length, or both frontiers' sizes
  uint64_t openStale = 0;       // entries left for nodes since closed or improved (lazy deletion)
  uint64_t closedSize = 0;      // 0 for the depth-first searches: they keep no closed set
  int fBound = 0;               // f of the node just expanded (or the start's), or IDA*'s threshold
  std::vector<int> thresholds;  // IDA* only
  std::optional<StepNode> current;
  std::vector<SolutionStep> currentPath;  // start -> current (backward side: goal -> current)
  std::vector<StepNode> open;
  std::string tieBreak;    // how `open` is ordered, in words (English)
  Message tieBreakDetail;  // the same as an id and its arguments (core/message.h)

  // Depth-limited DFS: its limit; whether the limit has cut some path so far; whether the node
  // just expanded sat at the limit (its children were not generated).
  int depthLimit = -1;
  bool cutByLimit = false;
  bool currentAtLimit = false;
  // Bidirectional BFS: the side that expands next (or expanded last, once ended), both sides,
  // and the board where they met once solved, with its distance from each end.
  SearchSide expandingSide = SearchSide::Forward;
  StepFrontier sides[2];
  std::optional<StepNode> meeting;
  int meetingFromStart = 0, meetingFromGoal = 0;
};

}  // namespace npuzzle

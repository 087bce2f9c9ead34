#pragma once
// What every search reports: a resumable status, statistics, progress, and the solution path.

#include <cstdint>
#include <vector>

#include "core/board.h"
#include "core/move_table.h"
#include "core/solution_step.h"
#include "core/status.h"

namespace npuzzle {

// A search's step() returns Running until it ends: Solved, Unsolvable (it exhausted the states
// reachable from the start), Limit (its memory budget), or Error (a construction that could not
// place a tile). The one status vocabulary: core/status.h.

struct SearchStats {
  uint64_t expanded = 0;
  uint64_t generated = 0;
  uint64_t maxFrontier = 0;
  uint64_t peakBytes = 0;
  uint64_t storedNodes = 0;  // states held at the end (A*-family)
  bool outOfMemory = false;  // ended by an allocation that failed, not by its budget
  // Closed nodes reached again by a cheaper path and put back on the open list (A*): never with
  // a consistent heuristic, and the price of optimality with an inconsistent one.
  uint64_t reopened = 0;
  // Expansions of a node the search had expanded before and forgot: iterative deepening's and
  // IDA*'s nodes inside the previous iteration's bound, RBFS's nodes whose stored F is above their
  // own f (Korf 1993: they were expanded and their subtree given up). 0 for the others.
  uint64_t reexpanded = 0;
  // Depth-limited DFS ended (Status::Limit) because its depth limit cut every remaining path:
  // no solution within that depth, which says nothing of longer ones.
  bool cutByDepthLimit = false;
  // fContours[f]: the expansions at f = g + h, when the search was asked to count them
  // (EagerConfig::recordContours); empty otherwise. They sum to `expanded`.
  std::vector<uint64_t> fContours;
};

struct SearchProgress {
  uint64_t frontier = 0;  // open-list entries, or IDA*'s current depth
  int fBound = 0;         // lowest f on the open list, or IDA*'s threshold
  uint64_t bytes = 0;     // memory held now
};

// What became of a generated node, as a SearchObserver hears it.
enum class Generation : uint8_t {
  New,        // a state not reached before: onto the open list (IDA*: onto the path)
  Improved,   // an open state reached by a cheaper path: its open entry replaced
  Reopened,   // a closed state reached by a cheaper path: back onto the open list
  Duplicate,  // a state already reached at least as cheaply (or closed, without re-opening)
  CutOff,     // IDA*: f above the threshold, not entered
};

// Watches a search expand and generate nodes: the lab's search tree (lab/search_tree_log.h).
// Solving passes none, so the searches test one null pointer per expansion and generation.
class SearchObserver {
 public:
  virtual ~SearchObserver() = default;
  // `node`: the eager searches' node id (one per state); IDA*: the depth on its path.
  virtual void expanded(uint32_t node) = 0;
  // A child of the node last expanded (IDA*: of the path's node at depth node - 1), reached by
  // `move`; f is the priority the search orders by.
  virtual void generated(uint32_t node, SolutionStep move, int g, int h, int f,
                         Generation kind) = 0;
  virtual void iterationBegan(int /*threshold*/) {}  // IDA*, from its second iteration on
};

// The instance a search works on. Board and goal share a geometry and are mutually solvable.
// Which share of IDA*'s tree a member of a search team searches (share_ida_star_search.h):
// `index` of `count`; 0 of 1 is the whole tree.
struct TreeShare {
  unsigned index = 0;
  unsigned count = 1;
};

struct SearchProblem {
  Board start;
  Board goal;
  MoveTable moves;

  SearchProblem(Board s, Board g)
      : start(std::move(s)), goal(std::move(g)), moves(start.geometry) {}
};

}  // namespace npuzzle

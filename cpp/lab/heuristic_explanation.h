#pragma once
// The teaching lab's "heuristic, explained on the board": for one board and goal, the parts every
// heuristic of the catalog adds up — each tile's Manhattan distance and whether it is misplaced,
// the lines whose tiles are in conflict and the tiles that must leave them, the pattern-database
// lookups with their entries — and each heuristic's value as its own evaluate() gives it, so the
// page can build the sum in words and a test can check that the parts make the value. Beside
// them, when a small optimal search finds it, the true distance h*.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "plan/problem.h"

namespace npuzzle {

// One cell of the board (the blank too, with no distance).
struct TileTerm {
  int tile = 0;
  int cell = 0;
  int goalCell = 0;
  int manhattan = 0;       // rows + columns to its goal cell (0 for the blank)
  int euclideanMilli = 0;  // straight-line distance in thousandths, rounded down (0 for the blank)
  bool misplaced = false;  // not on its goal cell (the blank is judged too; misplaced ignores it)
};

// A row or column holding two or more tiles whose goal is in that same line. Linear conflict adds
// 2 for each tile that must leave the line so that the rest stand in goal order: the line's tiles
// minus the longest run already in goal order. `pairs` are the tiles that stand in each other's
// way (a before b on the board, b before a in the goal); `leaving` is one smallest set of tiles
// whose removal clears every pair — its size is what the heuristic counts.
struct LineConflictTerm {
  bool row = true;         // a row, else a column
  int index = 0;           // which row or column, from 0
  std::vector<int> tiles;  // the line's tiles whose goal is in the line, in board order
  std::vector<std::pair<int, int>> pairs;
  std::vector<int> leaving;
};

// One pattern-database lookup: the tiles it reads and the moves its table says they need.
struct PdbGroup {
  std::vector<int> tiles;
  int value = 0;
};

struct PdbTerm {
  bool available = false;
  std::string unavailable;    // why not, when not available
  Message unavailableDetail;  // the same as an id and its arguments (core/message.h)
  std::string partition;      // "6-6-3", ...
  // Per symmetry (the board as it stands first, then its mirror images through the goal blank):
  // the lookups; h is the largest of their sums.
  std::vector<std::vector<PdbGroup>> symmetries;
  int chosen = 0;  // the symmetry whose sum is largest (the first of them on a tie)
};

// A heuristic's value, from its evaluate(), and the same value rebuilt from the parts above.
struct HeuristicTotal {
  std::string id;
  int value = 0;
  int fromParts = 0;
};

struct TrueDistance {
  bool known = false;
  int moves = 0;
  uint64_t expanded = 0;  // by the search that found it (or gave up)
  std::string note;       // why it is not known, or which search found it
  Message noteDetail;     // the same as an id and its arguments (core/message.h)
};

struct HeuristicExplanation {
  Problem problem;  // the board and goal read from the text, with what is wrong with them
  std::vector<TileTerm> tiles;  // by cell
  std::vector<LineConflictTerm> lines;
  PdbTerm pdb;
  std::vector<HeuristicTotal> heuristics;  // catalog order; pdb only when available
  TrueDistance trueDistance;
};

// Pattern databases are explained only when they are at hand without a long build: boards of up
// to this many cells (they build in milliseconds), or any size whose tables the cache holds.
constexpr int kQuickExplanationDatabaseCells = 12;

// `trueDistanceExpansions`: the budget of the optimal search for h* (IDA* with the pattern
// databases when available, else with linear conflict); 0 leaves h* unknown.
HeuristicExplanation explainHeuristics(std::string_view board, std::string_view size,
                                       std::string_view goal, uint64_t trueDistanceExpansions);

}  // namespace npuzzle

#pragma once
// An admissible and consistent heuristic for the multi-tile metric (core/multi_tile_moves.h),
// where Manhattan distance and additive pattern databases overestimate: one multi-tile move can
// bring up to n - 1 tiles one cell closer each.
//
// It is walking distance (Takahashi's bound for the 15-puzzle) searched under multi-tile moves:
// for the rows, a board is abstracted to how many tiles of each goal row every row holds, and the
// blank's row; a vertical multi-tile move of k tiles takes the blank k rows on and moves one tile
// of each row it passes one row back. The rows' table holds, for every abstract state, the fewest
// abstract multi-tile moves to the goal's, found by breadth-first search from it. Horizontal moves
// leave that abstraction as it is; the columns' table is the same thing transposed and only
// horizontal moves change it. So every move changes one of the two, by at most 1, and their sum
// is admissible and consistent.
//
// Each axis also has a plain bound: a vertical move moves at most H - 1 tiles one row each, so
// ceil(vertical Manhattan distance / (H - 1)) moves are needed; the axis counts the larger of the
// two. Where an axis has too many lines for its table (more than 5), only that bound counts.
//
// On boards of up to 9 cells it also takes the larger of that sum and two pattern databases
// built under multi-tile moves (half the tiles each, and the blank, the other tiles alike):
// the fewest multi-tile moves that bring those tiles and the blank home. Not additive (one move
// can move tiles of both halves), so their maximum; they are what makes the 8-puzzle fast.
// On boards of 10 to 16 cells (natively; see multiTileWalkingDistanceFor) it takes the maximum
// with multi-tile pattern databases of 5 tiles each (heuristics/multi_tile_pattern_database.h:
// three on the 15-puzzle, each read for the board and for its transpose, and each with the
// axis flag that adds 1 when the move the path must make next starts no shortest abstract path):
// on Korf's 100 the start's value goes from 17.3 to 23.1 on average.

#include <climits>
#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "core/board.h"
#include "core/geometry.h"
#include "heuristics/multi_tile_pattern_database.h"

namespace npuzzle {

// The heuristic's name in a result's `heuristic` (docs/contracts.md §3).
constexpr const char* kMultiTileHeuristicId = "mtm-walking-distance";

// One axis's table: rows (moves up and down change it) or columns.
class LineWalkingDistance {
 public:
  LineWalkingDistance(const Board& goal, bool rows);

  bool available() const { return !distance_.empty(); }
  int states() const { return static_cast<int>(distance_.size()); }
  int line(int cell) const { return rows_ ? geometry_.row(cell) : geometry_.col(cell); }
  // The abstract state of a board (tiles by cell); available() only.
  int stateOf(const uint8_t* tiles) const;
  // The state after a tile whose goal line is `goalLine` crossed into the blank's line from the
  // next line toward higher (`towardHigher`) or lower line numbers, the blank going there.
  int after(int state, bool towardHigher, int goalLine) const {
    return transitions_[(static_cast<size_t>(state) * 2 + towardHigher) * lines_ + goalLine];
  }
  int distance(int state) const { return distance_[state]; }
  int goalLine(int tile) const { return goalLine_[tile]; }
  int lines() const { return lines_; }

 private:
  Geometry geometry_;
  bool rows_;
  int lines_ = 0;
  std::vector<int> goalLine_;                 // by tile
  std::vector<std::string> keys_;             // while the table is built
  std::unordered_map<std::string, int> ids_;  // a state's key: its number
  std::vector<int32_t> transitions_;          // -1 where the line holds no tile of that goal line
  std::vector<uint8_t> distance_;
};

// A pattern database in the multi-tile metric: for every placement of the blank and `tiles`, the
// fewest multi-tile moves to the goal's placement of them. Indexed by cell numbers in base n, so
// only for small boards (n^(tiles + 1) entries).
class MultiTilePatternTable {
 public:
  MultiTilePatternTable(const Board& goal, std::vector<int> tiles);
  int distance(const uint8_t* boardTiles) const;

 private:
  int cells_;
  std::vector<int> slot_;   // by tile: its place in the index (1..), 0 for the others
  std::vector<int> power_;  // n^slot
  std::vector<uint8_t> distance_;
};

// The two axes together, evaluated incrementally along a search's path.
class MultiTileWalkingDistance {
 public:
  // `largePatterns`: on boards of 10 to 16 cells, build and read the multi-tile pattern
  // databases (below; seconds to build on the 15-puzzle); without them those boards use the
  // walking distance and the axis bound alone.
  explicit MultiTileWalkingDistance(const Board& goal, bool largePatterns = true);

  struct State {
    int rowState = 0, colState = 0;  // the tables' states (0 where a table is unavailable)
    int rowManhattan = 0, colManhattan = 0;
  };

  State stateOf(const uint8_t* tiles) const;
  // After `tile` slid one cell from `from` into the blank at `to`.
  void slide(State& state, int tile, int from, int to) const;
  // The moves along each axis: vertical (rows' table) and horizontal (columns').
  struct AxisMoves {
    int vertical = 0, horizontal = 0;
  };
  AxisMoves axisMoves(const State& state) const;
  // Which axis the path's last move was along; None at its start.
  enum class LastAxis : uint8_t { None, Vertical, Horizontal };
  // h of the board `tiles` (in `state`). A shortest path never makes two moves along one axis in
  // a row (two slides in one line are one slide, or none), so its moves alternate: with V
  // vertical and H horizontal moves needed it is at least 2·max(V, H) - 1 long, and after a
  // vertical move (a horizontal one comes next) at least max(2V, 2H - 1), and the other way
  // round. So h is the largest of that, V + H and, on small boards, the pattern databases.
  // (Admissible for the rest of a shortest path, which is what IDA* with the same pruning needs.)
  // `enough`: a value the caller needs no more than (IDA*: the one that exceeds its bound); the
  // pattern databases are read only while h is below it, and h is then at least `enough` or
  // exact.
  int value(const State& state, const uint8_t* tiles, LastAxis last = LastAxis::None,
            int enough = INT_MAX) const;
  int evaluate(const uint8_t* tiles) const { return value(stateOf(tiles), tiles); }
  const Board& goal() const { return goal_; }

 private:
  Board goal_;
  LineWalkingDistance rows_, cols_;
  std::vector<int> goalRow_, goalCol_;  // by tile
  std::vector<MultiTilePatternTable> patterns_;
  // Boards of 10 to 16 cells: multi-tile pattern databases of up to kLargePatternTiles tiles each
  // (heuristics/multi_tile_pattern_database.h), read for the board and, on a square board whose
  // goal has the blank on the main diagonal, for its transpose too (below).
  std::vector<MultiTilePatternDatabase> largePatterns_;
  // The transpose: the board mirrored in the main diagonal, each tile renamed to the goal's tile
  // at the mirrored cell of its own goal cell. Multi-tile moves mirror to multi-tile moves (rows
  // to columns) and the goal to itself, so the transpose is exactly as far from the goal.
  bool transposable_ = false;
  std::vector<uint8_t> mirrorCell_;    // by cell
  std::vector<uint8_t> mirroredTile_;  // by tile u of the transpose: the board's tile that is u
};

// The heuristic for `goal`, built once and kept while the same goal is asked for again (a batch
// or a test solves many boards toward one goal). `largePatterns`: with the pattern databases of
// boards of 10 to 16 cells (the 15-puzzle's take a few seconds to build), natively only: in wasm
// (the page) it is built without them whatever is asked.
std::shared_ptr<const MultiTileWalkingDistance> multiTileWalkingDistanceFor(
    const Board& goal, bool largePatterns = false);
// The one with the pattern databases for `goal` if this process has already built it, else null.
std::shared_ptr<const MultiTileWalkingDistance> builtMultiTileWalkingDistance(const Board& goal);

}  // namespace npuzzle

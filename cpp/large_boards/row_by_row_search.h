#pragma once
// A constructive solver that answers any solvable board quickly, far from optimally: it places
// the goal's tiles line by line, as people do, shrinking the unsolved region until 2x2 is left.
// Lines are taken from the side away from the goal's blank cell, so any goal works.
//
// Every placement is an exact breadth-first search over the positions of at most three tracked
// tiles and of the blank (the other tiles are interchangeable obstacles the blank pushes aside),
// with finished cells as walls, and each search is kept small so the whole board costs little:
// - a line's tile but the last two: the tile and the blank anywhere in the region (at most
//   cells² states: 65,536 on a 256-cell board);
// - the last two tiles of a line: both and the blank over the whole region while that stays
//   within 2^20 states (boards up to 10x10, and the last 64 cells of a 16x16); else
//   the classic way: the last tile onto the second-to-last cell,
//   then (with that cell walled off) the other tile into a window of the line's end, the three
//   lines nearest it and at most three columns; then an exact search with both tiles kept
//   inside that window (at most 9² · cells states) finishes the line. The window search takes
//   care of the "last two tiles of a row" manoeuvre without special cases;
// - the last 2x2: its three tiles and the blank.
//
// step() runs whole searches, at least one a call, and counts their states as expansions. A unit
// of its budget is cells / 2 states, about what one A* expansion costs on the same board (it
// packs, hashes and scores every cell; a state here is a few array reads), so a caller that sizes
// its budget by the measured rate (the page's worker) keeps its slices when `auto` moves on from
// weighted A* to this stage and then to the path improver. A call does about the budget's work
// plus at most one search (maxSearchStates()).

#include <vector>

#include "search/search_algorithm.h"

namespace npuzzle {

// The unsolved part of a board: rows top..bottom and columns left..right, inclusive.
struct Region {
  int top, bottom, left, right;
  int rows() const { return bottom - top + 1; }
  int cols() const { return right - left + 1; }
  int cells() const { return top > bottom || left > right ? 0 : rows() * cols(); }
};

class RowByRowSearch final : public SearchAlgorithm {
 public:
  explicit RowByRowSearch(const SearchProblem& problem);
  // Goes on from problem.start, whose cells outside `region` are finished (their goal tiles are
  // home; never entered again), and stops once at most `stopCells` cells are left unsolved:
  // Solved then means the solution leads to board(), which is the goal when stopCells is 0.
  RowByRowSearch(const SearchProblem& problem, Region region, int stopCells = 0);

  // Runs placement searches until `units` x statesPerUnit() states have been expanded (at least
  // one search).
  Status step(uint64_t units) override;
  uint64_t statesPerUnit() const;
  SearchProgress progress() const override;
  int provenLowerBound() const override { return 0; }

  // The most states one placement search can hold on a board of this many cells.
  static uint64_t maxSearchStates(int cells);
  // Where the construction stands: the unsolved region and the board.
  Region region() const { return Region{top_, bottom_, left_, right_}; }
  const std::vector<uint8_t>& board() const { return tiles_; }

 private:
  // One breadth-first search: move `tiles` so tile i ends on targets[i] (or anywhere in `area`
  // when targets[i] is -1), and the blank on blankTarget unless that is -1.
  struct Task {
    std::vector<int> tiles;
    std::vector<int> targets;
    std::vector<int> window;  // the cells the tracked tiles may use; empty: every free cell
    std::vector<int> area;
    int wall = -1;  // a cell nothing may enter (a tile placed early, kept for the next task)
    int blankTarget = -1;
    std::vector<int> lockAfter;  // cells finished once this task is done
  };

  void planNextLine();
  void planPair(const std::vector<int>& line, const std::vector<int>& window,
                const std::vector<int>& region);
  // Runs the task's search and applies its moves; false if the target cannot be reached.
  bool run(const Task& task);
  void applyBlankPath(const std::vector<int>& blankCells);

  const SearchProblem& problem_;
  std::vector<uint8_t> tiles_;
  std::vector<int> cellOf_;  // cellOf_[tile]: where the tile is now
  std::vector<char> locked_;
  std::vector<Task> pending_;
  size_t nextTask_ = 0;
  int top_, bottom_, left_, right_;  // the unsolved region, inclusive
  int goalBlank_;
  int stopCells_ = 0;
  Status status_ = Status::Running;

  // The searches' tables, reused: a state's parent and the search that last reached it.
  std::vector<uint32_t> parent_, stamp_, queue_;
  uint32_t generation_ = 0;
};

}  // namespace npuzzle

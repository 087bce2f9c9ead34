#pragma once
// `auto`'s answer above 25 cells: the goal's lines placed one at a time, as the row-by-row
// construction does (large_boards/row_by_row_search.h, same lines in the same order), but each line
// by a beam search over whole boards (large_boards/board_beam.h) instead of one tile at a time with
// the other tiles anonymous. The beam ranks boards by
//
//   - exact distances for placing the line's tiles two by two (three by three on regions of up
//     to 36 cells of boards up to 8x8), the other tiles anonymous
//     (large_boards/placement_distances.h): the line's last two tiles are in one such table, so
//     the manoeuvre they need is in it and the beam never has to discover it; the improver's
//     runs of the line search on the same board share the tables
//     (large_boards/placement_table_cache.h);
//   - linear conflict over the whole board: of the ways to place the line, those that also sort
//     the other tiles win (on random 10x10 boards the construction leaves about half its moves
//     on tiles going the wrong way; this leaves about a quarter);
//   - a pull on the tiles of the next lines toward home, fading line by line ("drift"), so the
//     next line starts with its tiles nearer.
//
// When at most 25 cells are left, a beam on linear conflict alone finishes the board. A line's
// beam that stalls (no progress for a while) gets another from the best board it reached, without
// the drift, and so on while each gets nearer; if one gains nothing, or the line's tables do not
// fit in memory, the construction places that line from the board reached and the beams go on
// with the next, so every board is answered. Regions of more than
// PlacementDistances::kMaxPairRegionCells cells (the first lines of boards above 13x13) are
// placed by the construction, whose tables stay small there.
//
// Resumable: step(units) does about `units` boards' expansions (a whole layer at least; a
// table's breadth-first search counts kTableStatesPerUnit placements a unit, the construction
// its own states per unit), in slices the page's worker can interleave with progress and cancel.

#include <cstdint>
#include <memory>
#include <vector>

#include "heuristics/heuristic.h"
#include "large_boards/board_beam.h"
#include "large_boards/placement_distances.h"
#include "large_boards/placement_table_cache.h"
#include "large_boards/row_by_row_search.h"
#include "search/search_algorithm.h"

namespace npuzzle {

// Which line a square region gives first: its row (the construction's way) or its column.
// Elsewhere the longer side's line comes first either way.
enum class LineOrder { RowsFirst, ColumnsFirst };

// The drift (see above): while a line is placed, the next line's tiles weigh `weight` more per
// cell from home, each later line's `fade` times less.
struct LineDrift {
  double weight = 2.5, fade = 0.7;
};

class LineBeamSearch final : public SearchAlgorithm {
 public:
  // `h` is cheap to update per move (linear conflict); `maxBytes` bounds the tables and the
  // beam (the construction needs little); `maxWidth` the lines' beams (the last block's keeps
  // its own width). Tables come from `tableCache` where it has them, and go to it when built
  // (null: a cache of its own, which tableCache() hands on to the searches after it).
  LineBeamSearch(const SearchProblem& problem, const Heuristic& h, uint64_t maxBytes,
                 LineOrder order = LineOrder::RowsFirst, LineDrift drift = {},
                 int maxWidth = kMaxWidth,
                 std::shared_ptr<PlacementTableCache> tableCache = nullptr);
  ~LineBeamSearch() override;

  Status step(uint64_t units) override;
  SearchProgress progress() const override;
  int provenLowerBound() const override { return 0; }

  // The boards each layer of a line's beam keeps: chosen from the board's size so that a whole
  // solve expands about the same number of boards (kBoardsPerSolve).
  int width() const { return width_; }
  // The lines the construction placed because their beams got no nearer (not those whose
  // tables do not fit).
  int constructedLines() const { return constructedLines_; }
  // The placement tables this search built or read, for the next line search of the board.
  const std::shared_ptr<PlacementTableCache>& tableCache() const { return tableCache_; }
  // The units of step()'s budget used so far.
  uint64_t unitsSpent() const { return unitsSpent_; }
  // Whether the two orders place different lines on this board (some region on the way square
  // and more than kFinalCells cells).
  static bool ordersDiffer(const SearchProblem& problem);
  // Table placements counted as one unit of step()'s budget: about the time a beam takes per
  // board (measured natively on 10x10: ~20 ns a placement, ~340 ns a board), so that a caller
  // sizing its budget by the measured rate (the page's worker) keeps its slices short when the
  // search moves from a table to a beam.
  static constexpr uint64_t kTableStatesPerUnit = 16;
  // The widest a line's beam gets by default (width()).
  static constexpr int kMaxWidth = 2000;

 private:
  enum class Phase { Plan, Tables, Line, LineAgain, Final, Construct, Done };

  void plan();
  void startLine();
  void startFinal();
  void startConstruction(int stopCells);
  void constructLine();
  // Takes the beam's path onto the board and the solution; `lockLine` finishes the line.
  void takeBeam(bool lockLine);
  void applyBlankPath(const std::vector<int>& blankCells);
  std::vector<std::vector<int>> planLines() const;
  static std::vector<std::vector<int>> planLines(const SearchProblem& problem, Region region,
                                                 LineOrder order);
  uint64_t tableBytes(const std::vector<std::vector<int>>& groups) const;
  // The tables held: the cache's (this board's searches share them) and the others in use.
  uint64_t heldTableBytes() const;
  void noteBytes(uint64_t bytes);

  const SearchProblem& problem_;
  const Heuristic& h_;
  uint64_t maxBytes_;
  LineOrder order_;
  LineDrift drift_;
  ZobristKeys keys_;
  int width_;
  std::vector<uint8_t> board_;
  std::vector<char> walls_;  // finished cells
  Region region_;
  Phase phase_ = Phase::Plan;
  Status status_ = Status::Running;
  uint64_t unitsSpent_ = 0;
  int constructedLines_ = 0;
  int retriesInLine_ = 0;  // tries without the drift on the current line so far

  std::vector<std::vector<int>> lines_;   // from the current region on (lines_[0]: the next one)
  std::vector<std::vector<int>> groups_;  // the next line's cells, a table's each (plan())
  std::shared_ptr<PlacementTableCache> tableCache_;
  std::vector<std::shared_ptr<const PlacementDistances>> tables_;  // built, one per group
  std::shared_ptr<PlacementDistances> building_;                   // the next group's, if any
  std::unique_ptr<BoardBeam> beam_;
  std::unique_ptr<SearchProblem> constructionProblem_;
  std::unique_ptr<RowByRowSearch> construction_;
};

}  // namespace npuzzle

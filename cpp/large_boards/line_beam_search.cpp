#include "large_boards/line_beam_search.h"

#include <algorithm>
#include <cmath>

namespace npuzzle {
namespace {

// At most this many cells left: a beam on linear conflict alone finishes the board (the last
// 5x5 that way takes about as many moves as weighted IDA* at w = 1.5 with pattern databases,
// without their tables; auto's path improver then solves that block again with lower weights,
// large_boards/path_improver.h).
constexpr int kFinalCells = 25;
// The drift (LineDrift): while a line is placed, the tiles of the line after it weigh `weight`
// more per cell from home, each later line's `fade` times less. Without it random 10x10 boards come
// out at 1.79x the lower bound; with it, on the bench's 20 boards and 20 others (seed 2020), after
// the windows: 2.0/0.8 1.742 and 1.728, 2.25/0.75 1.714 and 1.729, 2.5/0.7 1.711
// and 1.720, 2.5/0.8 1.724 and 1.712, 3.0/0.7 1.728 on the bench's (a second try without the drift
// when a line's beam stalls is what makes the stronger pulls pay). The default LineDrift{} is
// 2.5/0.7; the path improver's retries try others (path_improver.h).
// A line's beam gives up after this many layers without bringing its tiles nearer.
constexpr int kStallLayers = 60;
// Tries without the drift after a line's first beam stalled, each from the best board the one
// before reached: a cap, so that no line takes many. (On the bench's boards of up to 128 cells no
// try after the first stalled; on 13x13 boards two or three tries place a line.)
constexpr int kMaxLineRetries = 6;
// The width: about this many boards expanded over a whole solve (10x10: width ~1000, ~0.6 s
// natively with the tables), between kMinWidth and the caller's maximum (LineBeamSearch::
// kMaxWidth unless it asks for less). Wider gains little: 10x10 mean ratio 1.79 at 200, 1.74 at
// 1000, 1.74 at 2000.
constexpr double kBoardsPerSolve = 1.2e6;
constexpr int kMinWidth = 64, kFinalWidth = 2000;
// What a beam holds per board of width, roughly: two layers of boards, the candidates, and a few
// hundred layers of trail and of seen boards.
constexpr uint64_t kBeamBytesPerWidth = 24 * 1024;
// Three-tile tables on regions of up to PlacementDistances::kMaxTripleRegionCells cells, on boards
// of up to this many (docs/performance.md, "Three tiles at a time"; the improver's line searches
// of one order share them, large_boards/placement_table_cache.h). Mean length over linear
// conflict, pairs -> triples: 6x6-random 1.447 -> 1.432, 6x6-walk 1.428 -> 1.421, 8x8-random
// 1.617 -> 1.603, 2-7% more time natively; 7x7-walk 1.525 either way (eight other 7x7 walks
// 1.604 -> 1.585); 10x10-random 1.6805 -> 1.6811 for 20% more expansions (its one retry runs the
// other order and reads none of the first search's tables), so boards above 8x8 keep their pairs.
// Triples on 7x7's 49- and 42-cell regions too: 1.542, longer.
constexpr int kMaxTripleBoardCells = 64;

Region wholeBoard(const Geometry& g) {
  return Region{0, g.height - 1, 0, g.width - 1};
}

}  // namespace

LineBeamSearch::LineBeamSearch(const SearchProblem& problem, const Heuristic& h, uint64_t maxBytes,
                               LineOrder order, LineDrift drift, int maxWidth,
                               std::shared_ptr<PlacementTableCache> tableCache)
    : problem_(problem),
      h_(h),
      maxBytes_(maxBytes),
      order_(order),
      drift_(drift),
      keys_(problem.start.cells()),
      board_(problem.start.tiles),
      walls_(problem.start.cells(), 0),
      region_(wholeBoard(problem.start.geometry)),
      // Its own cache within a quarter of its memory, so a search held to a few megabytes
      // keeps none.
      tableCache_(tableCache ? std::move(tableCache)
                             : std::make_shared<PlacementTableCache>(
                                   std::min(PlacementTableCache::kDefaultBytes, maxBytes / 4))) {
  // The solution is about 1.8 times linear conflict long: one layer a move.
  const double layers = std::max(1.0, 1.8 * h.evaluate(problem.start.tiles.data()));
  width_ = static_cast<int>(std::clamp(kBoardsPerSolve / layers, double(kMinWidth),
                                       double(std::max(maxWidth, kMinWidth))));
}

LineBeamSearch::~LineBeamSearch() = default;

std::vector<std::vector<int>> LineBeamSearch::planLines() const {
  return planLines(problem_, region_, order_);
}

// The lines from `r` on, the construction's way: a row while the region is at least as tall as
// wide (taller, ColumnsFirst) and more than two rows, taken from the side away from the goal's
// blank; until at most kFinalCells cells are left.
std::vector<std::vector<int>> LineBeamSearch::planLines(const SearchProblem& problem, Region r,
                                                        LineOrder order) {
  const Geometry& g = problem.start.geometry;
  const int blank = problem.goal.blankCell(), blankRow = g.row(blank), blankCol = g.col(blank);
  std::vector<std::vector<int>> lines;
  while (r.cells() > kFinalCells) {
    std::vector<int> line;
    const bool tall = order == LineOrder::RowsFirst ? r.rows() >= r.cols() : r.rows() > r.cols();
    if (r.rows() > 2 && (tall || r.cols() <= 2)) {
      const int row = blankRow != r.top ? r.top : r.bottom;
      for (int c = r.left; c <= r.right; ++c) line.push_back(g.cell(row, c));
      (row == r.top ? r.top : r.bottom) += row == r.top ? 1 : -1;
    } else {
      const int col = blankCol != r.left ? r.left : r.right;
      for (int row = r.top; row <= r.bottom; ++row) line.push_back(g.cell(row, col));
      (col == r.left ? r.left : r.right) += col == r.left ? 1 : -1;
    }
    lines.push_back(line);
  }
  return lines;
}

bool LineBeamSearch::ordersDiffer(const SearchProblem& problem) {
  const Region whole = wholeBoard(problem.start.geometry);
  return planLines(problem, whole, LineOrder::RowsFirst) !=
         planLines(problem, whole, LineOrder::ColumnsFirst);
}

uint64_t LineBeamSearch::tableBytes(const std::vector<std::vector<int>>& groups) const {
  uint64_t bytes = 0;
  for (const auto& group : groups)
    bytes += PlacementDistances::entries(region_.cells(), static_cast<int>(group.size()));
  // One table's breadth-first queue at a time, 4 bytes a placement.
  size_t largest = 1;
  for (const auto& group : groups) largest = std::max(largest, group.size());
  return bytes + PlacementDistances::entries(region_.cells(), static_cast<int>(largest)) * 4;
}

uint64_t LineBeamSearch::heldTableBytes() const {
  uint64_t bytes = tableCache_->bytes() + (building_ ? building_->bytes() : 0);
  for (const auto& table : tables_)
    if (!tableCache_->holds(table.get())) bytes += table->bytes();
  return bytes;
}

void LineBeamSearch::noteBytes(uint64_t bytes) {
  stats_.peakBytes = std::max(stats_.peakBytes, bytes);
}

void LineBeamSearch::plan() {
  if (region_.cells() <= kFinalCells) return startFinal();
  // Two rows (or columns) deep, every line is one pair, which the construction already places
  // by an exact search over the whole region; a table per pair would cost a second or more on a
  // 2x128 for a few percent. (The last cells of such a strip still go to the final beam: 2.63x
  // the bound against the construction's 2.70x on 24 boards of 2x13 to 20x2.)
  if (region_.rows() <= 2 || region_.cols() <= 2) return startConstruction(kFinalCells);
  if (region_.cells() > PlacementDistances::kMaxPairRegionCells)
    return startConstruction(PlacementDistances::kMaxPairRegionCells);
  lines_ = planLines();
  const std::vector<int>& line = lines_.front();
  const size_t m = line.size();
  // Two by two from the line's start; its last two cells, the end that needs the manoeuvre,
  // are always a pair. On small regions of boards up to 8x8, three by three instead: a table
  // that knows how three tiles get in each other's way guides the beam better (see
  // kMaxTripleBoardCells).
  groups_.clear();
  if (region_.cells() <= PlacementDistances::kMaxTripleRegionCells &&
      problem_.start.cells() <= kMaxTripleBoardCells && m >= 3) {
    // Three by three from the line's end (its last two in one table, as with pairs); what is
    // left at its start one or two.
    const size_t head = m % 3;
    if (head) groups_.push_back(std::vector<int>(line.begin(), line.begin() + head));
    for (size_t i = head; i < m; i += 3) groups_.push_back({line[i], line[i + 1], line[i + 2]});
  } else {
    for (size_t i = 0; i + 2 < m; i += 2)
      groups_.push_back(i + 3 < m ? std::vector<int>{line[i], line[i + 1]}
                                  : std::vector<int>{line[i]});
    groups_.push_back({line[m - 2], line[m - 1]});
  }
  const uint64_t beamBytes = kBeamBytesPerWidth * static_cast<uint64_t>(kMinWidth);
  // Where the tables do not fit, the construction places this line alone; the next, shorter or
  // on a smaller region, may fit again.
  if (m > 24 || tableBytes(groups_) + beamBytes > maxBytes_) return constructLine();
  tables_.clear();
  building_.reset();
  phase_ = Phase::Tables;
}

void LineBeamSearch::startLine() {
  // Drift weights, in sixteenths of a move: nothing for this line's tiles (the tables guide
  // them) and for finished ones, drift_.weight for the next line's, fading after.
  std::vector<int> drift(static_cast<size_t>(problem_.start.cells()), 0);
  const std::vector<uint8_t>& goal = problem_.goal.tiles;
  for (size_t k = 1; k <= lines_.size(); ++k) {
    const int weight =
        static_cast<int>(std::lround(16 * drift_.weight * std::pow(drift_.fade, double(k - 1))));
    if (k < lines_.size()) {
      for (int cell : lines_[k]) drift[goal[cell]] = weight;
    } else {  // the cells left after the last line
      for (int cell = 0; cell < problem_.start.cells(); ++cell) {
        const Geometry& g = problem_.start.geometry;
        const bool inRegion = g.row(cell) >= region_.top && g.row(cell) <= region_.bottom &&
                              g.col(cell) >= region_.left && g.col(cell) <= region_.right;
        bool inLine = false;
        for (const auto& line : lines_)
          inLine |= std::find(line.begin(), line.end(), cell) != line.end();
        if (inRegion && !inLine && goal[cell] != 0) drift[goal[cell]] = weight;
      }
    }
  }
  drift[0] = 0;
  std::vector<BoardBeam::Guide> guides;
  for (size_t i = 0; i < groups_.size(); ++i) {
    BoardBeam::Guide guide{tables_[i].get(), {}};
    const size_t n = std::min<size_t>(groups_[i].size(), PlacementDistances::kMaxTracked);
    for (size_t t = 0; t < n; ++t) guide.tiles[t] = goal[groups_[i][t]];
    guides.push_back(guide);
  }
  // As wide as memory allows, down to kMinWidth.
  const uint64_t tables = heldTableBytes();
  const uint64_t room = maxBytes_ > tables ? maxBytes_ - tables : 0;
  const int width = static_cast<int>(
      std::min<uint64_t>(static_cast<uint64_t>(width_), room / kBeamBytesPerWidth));
  // After a stall, the tries from the best board reached go without the drift.
  const bool again = phase_ == Phase::Line || phase_ == Phase::LineAgain;
  if (again) std::fill(drift.begin(), drift.end(), 0);
  beam_ = std::make_unique<BoardBeam>(
      problem_, h_, keys_, walls_, std::move(guides), std::move(drift),
      BoardBeam::Config{std::max(width, kMinWidth), kStallLayers}, board_);
  ++stats_.generated;  // its start board, which its first layer expands
  phase_ = again ? Phase::LineAgain : Phase::Line;
}

void LineBeamSearch::startFinal() {
  std::vector<int> drift(static_cast<size_t>(problem_.start.cells()), 0);
  // Wider than a line's beam (the last cells are where a beam on linear conflict alone does
  // well, and they are few), but in proportion: on a 2x128, whose columns are 128 long, each
  // board's linear conflict costs far more than on a 10x10.
  const uint64_t width =
      std::min<uint64_t>(std::min(kFinalWidth, 4 * width_), maxBytes_ / kBeamBytesPerWidth);
  if (width < static_cast<uint64_t>(kMinWidth)) return startConstruction(0);
  beam_ = std::make_unique<BoardBeam>(
      problem_, h_, keys_, walls_, std::vector<BoardBeam::Guide>{}, std::move(drift),
      BoardBeam::Config{static_cast<int>(width), kStallLayers}, board_);
  ++stats_.generated;  // its start board, which its first layer expands
  phase_ = Phase::Final;
}

// The construction places the next line (lines_.front()) from the board reached, and the beams go
// on with the line after it. (It used to finish the whole board from there: on 13x13 boards, whose
// 12x12 region's first beam often stalls, 2.60x linear conflict against 1.82x this way.)
void LineBeamSearch::constructLine() {
  startConstruction(region_.cells() - static_cast<int>(lines_.front().size()));
}

void LineBeamSearch::startConstruction(int stopCells) {
  beam_.reset();
  tables_.clear();
  building_.reset();
  constructionProblem_ =
      std::make_unique<SearchProblem>(Board{problem_.start.geometry, board_}, problem_.goal);
  construction_ = std::make_unique<RowByRowSearch>(*constructionProblem_, region_, stopCells);
  phase_ = Phase::Construct;
}

void LineBeamSearch::takeBeam(bool lockLine) {
  applyBlankPath(beam_->blankPath());
  if (lockLine) {
    const Geometry& g = problem_.start.geometry;
    const std::vector<int>& line = lines_.front();
    for (int cell : line) walls_[cell] = 1;
    const bool row = g.row(line.front()) == g.row(line.back());
    if (row)
      (g.row(line.front()) == region_.top ? region_.top : region_.bottom) +=
          g.row(line.front()) == region_.top ? 1 : -1;
    else
      (g.col(line.front()) == region_.left ? region_.left : region_.right) +=
          g.col(line.front()) == region_.left ? 1 : -1;
    tables_.clear();
    building_.reset();
  }
}

void LineBeamSearch::applyBlankPath(const std::vector<int>& blankCells) {
  const Geometry& g = problem_.start.geometry;
  int blank = static_cast<int>(std::find(board_.begin(), board_.end(), 0) - board_.begin());
  for (int next : blankCells) {
    // The tile at `next` slides into the blank: opposite to the blank's own step.
    const Direction slides = next == blank - g.width   ? Direction::Down
                             : next == blank + g.width ? Direction::Up
                             : next == blank - 1       ? Direction::Right
                                                       : Direction::Left;
    const uint8_t tile = board_[static_cast<size_t>(next)];
    // Where one beam's path meets the next's, a tile may slide straight back: both go.
    if (!solution_.empty() && solution_.back().tile == tile &&
        solution_.back().direction == opposite(slides))
      solution_.pop_back();
    else
      solution_.push_back(SolutionStep{tile, slides});
    std::swap(board_[static_cast<size_t>(blank)], board_[static_cast<size_t>(next)]);
    blank = next;
  }
}

Status LineBeamSearch::step(uint64_t units) {
  const uint64_t budget = std::max<uint64_t>(units, 1);
  uint64_t spent = 0;
  while (status_ == Status::Running && spent < budget) {
    switch (phase_) {
      case Phase::Plan:
        plan();
        break;
      case Phase::Tables: {
        if (!building_) {
          if (tables_.size() == groups_.size()) {
            startLine();
            break;
          }
          const std::vector<int>& targets = groups_[tables_.size()];
          if (auto kept = tableCache_->find(walls_, targets)) {
            tables_.push_back(std::move(kept));
            break;
          }
          building_ = std::make_shared<PlacementDistances>(problem_.moves, walls_, targets);
        }
        const uint64_t left = budget - spent;
        const uint64_t states = building_->build(
            left > UINT64_MAX / kTableStatesPerUnit ? UINT64_MAX : left * kTableStatesPerUnit);
        // A table's breadth-first search settles each state once: generated and expanded alike.
        stats_.expanded += states;
        stats_.generated += states;
        spent += std::max<uint64_t>(1, states / kTableStatesPerUnit);
        noteBytes(heldTableBytes());
        if (building_->built()) {
          tableCache_->keep(walls_, groups_[tables_.size()], building_);
          tables_.push_back(std::move(building_));
          building_.reset();
        }
        break;
      }
      case Phase::Line:
      case Phase::LineAgain:
      case Phase::Final: {
        const uint64_t generatedBefore = beam_->generated();
        const uint64_t expanded = beam_->step(budget - spent);
        spent += expanded;
        stats_.expanded += expanded;
        stats_.generated += beam_->generated() - generatedBefore;
        uint64_t bytes = beam_->bytes() + heldTableBytes();
        noteBytes(bytes);
        const BoardBeam::Outcome outcome = beam_->outcome();
        if (outcome == BoardBeam::Outcome::Running) break;
        const bool reached = outcome == BoardBeam::Outcome::Reached;
        if (phase_ == Phase::Final) {
          takeBeam(false);
          if (reached)
            phase_ = Phase::Done;
          else
            startConstruction(0);
        } else if (reached) {
          retriesInLine_ = 0;
          takeBeam(true);
          beam_.reset();
          phase_ = Phase::Plan;
        } else {
          // Once more from the best board, without the drift, for as long as each try gets
          // nearer (the line's guide falls every time, so this ends); the construction places
          // a line only where a try without the drift gained nothing. (Handing it the line after
          // two stalls, 13x13 boards came out 1.3% longer: there a 12x12 region's beams often
          // stall twice, each time nearer.)
          const bool advanced = beam_->advanced();
          takeBeam(false);
          if (phase_ == Phase::Line || (advanced && ++retriesInLine_ < kMaxLineRetries)) {
            startLine();
          } else {
            retriesInLine_ = 0;
            ++constructedLines_;
            constructLine();
          }
        }
        break;
      }
      case Phase::Construct: {
        const uint64_t before = construction_->stats().expanded;
        const uint64_t generatedBefore = construction_->stats().generated;
        const Status s = construction_->step(budget - spent);
        const uint64_t states = construction_->stats().expanded - before;
        stats_.expanded += states;
        stats_.generated += construction_->stats().generated - generatedBefore;
        spent += std::max<uint64_t>(1, states / construction_->statesPerUnit());
        noteBytes(construction_->stats().peakBytes);
        if (s == Status::Running) break;
        if (s != Status::Solved) {
          status_ = Status::Error;
          break;
        }
        // Its moves, through the same splice as the beams'.
        for (const SolutionStep& move : construction_->solution()) {
          const int cell =
              static_cast<int>(std::find(board_.begin(), board_.end(), move.tile) - board_.begin());
          applyBlankPath({cell});
        }
        region_ = construction_->region();
        const Geometry& g = problem_.start.geometry;
        for (int c = 0; c < problem_.start.cells(); ++c)
          walls_[c] = !(g.row(c) >= region_.top && g.row(c) <= region_.bottom &&
                        g.col(c) >= region_.left && g.col(c) <= region_.right);
        construction_.reset();
        constructionProblem_.reset();
        phase_ = region_.cells() == 0 ? Phase::Done : Phase::Plan;
        break;
      }
      case Phase::Done:
        status_ = board_ == problem_.goal.tiles ? Status::Solved : Status::Error;
        break;
    }
  }
  unitsSpent_ += spent;
  return status_;
}

SearchProgress LineBeamSearch::progress() const {
  uint64_t bytes = (beam_ ? beam_->bytes() : 0) + heldTableBytes();
  return SearchProgress{static_cast<uint64_t>(region_.cells()), 0, bytes};
}

}  // namespace npuzzle

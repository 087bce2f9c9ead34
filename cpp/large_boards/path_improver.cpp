#include "large_boards/path_improver.h"

#include <algorithm>

#include "heuristics/linear_conflict.h"
#include "search/search_factory.h"

namespace npuzzle {
namespace {

// Memory for one window's A* (a window of 32 moves on a 256-cell board stays far below it).
constexpr uint64_t kWindowMaxBytes = uint64_t{64} << 20;
// The windows kBySize picks.
constexpr int kSmallBoardCells = 25;
constexpr int kSmallBoardWindow = 24, kBigBoardWindow = 32;
constexpr uint64_t kBigBoardWindowExpansions = 30000;
// The retry runs on boards of up to this many cells (the line search's beams place every line
// there; above, most lines are the construction's, the same in either order), in at most this
// much memory (like a window's A*).
constexpr int kRetryMaxCells = 128;
constexpr uint64_t kRetryMaxBytes = uint64_t{64} << 20;

}  // namespace

PathImprover::PathImprover(const Board& start, std::vector<SolutionStep> moves, int window,
                           uint64_t windowExpansions)
    : geometry_(start.geometry),
      startTiles_(start.tiles),
      moves_(std::move(moves)),
      window_(window != kBySize                   ? std::max(window, 2)
              : start.cells() <= kSmallBoardCells ? kSmallBoardWindow
                                                  : kBigBoardWindow),
      windowExpansions_(window == kBySize && start.cells() > kSmallBoardCells
                            ? kBigBoardWindowExpansions
                            : std::max<uint64_t>(windowExpansions, 1)),
      atNext_(start.tiles) {
  done_ = moves_.size() < 2;
  const int cells = start.cells();
  if (window != kBySize || done_ || cells <= kSmallBoardCells || cells > kRetryMaxCells) return;
  std::vector<uint8_t> goal = start.tiles;
  for (const SolutionStep& move : moves_) apply(goal, move);
  auto problem = std::make_unique<SearchProblem>(start, Board{geometry_, goal});
  auto lc = std::make_unique<LinearConflict>(problem->goal);
  if (static_cast<double>(moves_.size()) <= kRetryRatio * lc->evaluate(start.tiles.data()) ||
      !LineBeamSearch::ordersDiffer(*problem))
    return;
  retryProblem_ = std::move(problem);
  retryHeuristic_ = std::move(lc);
  retry_ = std::make_unique<LineBeamSearch>(*retryProblem_, *retryHeuristic_, kRetryMaxBytes,
                                            LineOrder::ColumnsFirst);
}

// Runs the retry for about `budget` units; once it answers, keeps the shorter path.
uint64_t PathImprover::retryStep(uint64_t budget) {
  const uint64_t before = retry_->unitsSpent();
  const uint64_t expandedBefore = retry_->stats().expanded;
  const uint64_t generatedBefore = retry_->stats().generated;
  const Status status = retry_->step(budget);
  expanded_ += retry_->stats().expanded - expandedBefore;
  generated_ += retry_->stats().generated - generatedBefore;
  const uint64_t spent = std::max<uint64_t>(retry_->unitsSpent() - before, 1);
  if (status == Status::Running) return spent;
  if (status == Status::Solved && retry_->solution().size() < moves_.size()) {
    movesSaved_ += static_cast<int>(moves_.size() - retry_->solution().size());
    moves_ = retry_->solution();
  }
  retry_.reset();
  retryHeuristic_.reset();
  retryProblem_.reset();
  return spent;
}

PathImprover::~PathImprover() = default;

void PathImprover::apply(std::vector<uint8_t>& tiles, const SolutionStep& move) {
  auto blank = std::find(tiles.begin(), tiles.end(), uint8_t{0});
  auto tile = std::find(tiles.begin(), tiles.end(), move.tile);
  std::iter_swap(blank, tile);
}

void PathImprover::openWindow() {
  end_ = std::min(moves_.size(), next_ + static_cast<size_t>(window_));
  std::vector<uint8_t> atEnd = atNext_;
  for (size_t k = next_; k < end_; ++k) apply(atEnd, moves_[k]);
  ++windowsTried_;
  problem_ = std::make_unique<SearchProblem>(Board{geometry_, atNext_}, Board{geometry_, atEnd});
  heuristic_ = std::make_unique<LinearConflict>(problem_->goal);
  search_ = makeEagerSearch(*problem_, *heuristic_, EagerConfig{1, 1, true, kWindowMaxBytes});
}

uint64_t PathImprover::step(uint64_t budget) {
  if (done_) return 0;
  if (retry_) return retryStep(budget);
  if (!search_) openWindow();
  const uint64_t before = search_->stats().expanded;
  const uint64_t generatedBefore = search_->stats().generated;
  const uint64_t left = windowExpansions_ - std::min(before, windowExpansions_);
  Status status = search_->step(std::max<uint64_t>(1, std::min(budget, left)));
  expanded_ += search_->stats().expanded - before;
  generated_ += search_->stats().generated - generatedBefore;
  uint64_t spent = std::max<uint64_t>(search_->stats().expanded - before, 1);
  if (before == 0) spent += windowSetupCost();
  if (status == Status::Running && search_->stats().expanded < windowExpansions_)
    return spent;  // the window goes on in the next call

  const size_t windowLength = end_ - next_;
  const bool reachesGoal = end_ == moves_.size();
  if (status == Status::Solved && search_->solution().size() < windowLength) {
    const std::vector<SolutionStep>& shorter = search_->solution();
    movesSaved_ += static_cast<int>(windowLength - shorter.size());
    moves_.erase(moves_.begin() + static_cast<std::ptrdiff_t>(next_),
                 moves_.begin() + static_cast<std::ptrdiff_t>(end_));
    moves_.insert(moves_.begin() + static_cast<std::ptrdiff_t>(next_), shorter.begin(),
                  shorter.end());
    changedThisPass_ = true;
  }
  search_.reset();
  heuristic_.reset();
  problem_.reset();

  if (reachesGoal) {
    // The pass reached the goal: another one if this one helped.
    done_ = !changedThisPass_ || moves_.size() < 2;
    changedThisPass_ = false;
    next_ = 0;
    atNext_ = startTiles_;
  } else {
    const size_t advance = std::min(static_cast<size_t>(window_ / 2), moves_.size() - next_);
    for (size_t k = next_; k < next_ + advance; ++k) apply(atNext_, moves_[k]);
    next_ += advance;
  }
  return spent;
}

// Building a window's heuristic (a table of cells x cells distances) and search costs about as
// much time as this many expansions (measured: on 16x16 about as much as a window's few dozen
// expansions); charged so budgets stay fair on big boards.
uint64_t PathImprover::windowSetupCost() const {
  const uint64_t cells = static_cast<uint64_t>(geometry_.cells());
  return cells * cells / 2048;
}

uint64_t PathImprover::bytes() const {
  if (retry_) return retry_->stats().peakBytes;
  return search_ ? search_->progress().bytes : 0;
}

}  // namespace npuzzle

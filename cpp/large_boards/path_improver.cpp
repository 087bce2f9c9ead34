#include "large_boards/path_improver.h"

#include <algorithm>
#include <iterator>

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
// The tail (startTail()): blocks of up to 25 cells, each side at least 3, on boards of 26 to
// kRetryMaxCells cells (above, the windows' small budget is all the improvement gets: a path of
// thousands of moves gains little from its last 5x5, and the windows there never run out of
// work); weighted IDA* with these weights over the block's pattern databases.
constexpr int kTailMaxCells = 25, kTailMinSide = 3;
constexpr double kTailWeights[] = {1.5, 1.4, 1.3, 1.2, 1.1, 1.0};

// The retries, in order: the lines in the other order (where it differs), then other drifts
// (line_beam_search.h). By default every one of the first kDefaultRetries on boards up to
// kAllRetriesMaxCells cells, the first five up to kFiveRetriesMaxCells, the first three up to
// kThreeRetriesMaxCells, the first one up to kAlwaysRetryMaxCells; above, up to kRetryMaxCells,
// the first one for a path longer than kRetryRatio times linear conflict. Those after the first
// seven have beams half as wide: on 6x6 boards it is how many different paths the tails and
// windows start from that shortens the answer, more than how good each is.
// Measured 5 December with seven retries and with nineteen (`npuzzle_bench 6x6-random`, and 16
// other boards of each kind, `npuzzle random --size 6x6 --seed 77 --count 16` and walks of 1,000
// to 10,000 moves): 6x6-random 1.466 -> 1.447 of linear conflict, the 16 random boards 205.2 ->
// 202.4 moves, the 16 walks 203.3 -> 202.4; all nineteen at full width 1.449 and 201.3, about 20%
// more time; 39 retries at half width no shorter than nineteen, and 39 at a quarter width longer
// (1.471). On 37 to 49 cells five instead of three (the same evening): 7x7-walk 1.546 -> 1.525,
// about 9% more expansions; seven 1.524 for 17% more than five. Seven instead of three on
// 8x8-random only 1.617 -> 1.601 for 1.7 s more a board (as wasm median 5.3 s, slowest 6.2 s, near
// the page's 8 s), so 8x8 keeps three; three instead of one on 10x10-random 1.681 -> 1.675 for
// 1.6 s more, so it keeps one. Four more at half width after the first three on 8x8 were no
// cheaper than full width. A time to think runs the rest (thinkFurther()).
constexpr int kHalfWidth = LineBeamSearch::kMaxWidth / 2;
constexpr PathImprover::RetryVariant kRetries[] = {
    {LineOrder::ColumnsFirst, {2.5, 0.7}},
    {LineOrder::RowsFirst, {2.0, 0.8}},
    {LineOrder::ColumnsFirst, {2.0, 0.8}},
    {LineOrder::RowsFirst, {3.0, 0.6}},
    {LineOrder::ColumnsFirst, {3.0, 0.6}},
    {LineOrder::RowsFirst, {1.5, 0.8}},
    {LineOrder::ColumnsFirst, {1.5, 0.8}},
    {LineOrder::RowsFirst, {2.5, 0.85}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.5, 0.85}, kHalfWidth},
    {LineOrder::RowsFirst, {4.0, 0.5}, kHalfWidth},
    {LineOrder::ColumnsFirst, {4.0, 0.5}, kHalfWidth},
    {LineOrder::RowsFirst, {2.0, 0.7}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.0, 0.7}, kHalfWidth},
    {LineOrder::RowsFirst, {3.0, 0.8}, kHalfWidth},
    {LineOrder::ColumnsFirst, {3.0, 0.8}, kHalfWidth},
    {LineOrder::RowsFirst, {3.5, 0.6}, kHalfWidth},
    {LineOrder::ColumnsFirst, {3.5, 0.6}, kHalfWidth},
    {LineOrder::RowsFirst, {1.0, 0.9}, kHalfWidth},
    {LineOrder::ColumnsFirst, {1.0, 0.9}, kHalfWidth},
    // Only thinking further (thinkFurther()), kThinkRoundRetries at a time. With them and every
    // board up to 128 cells running all of this list, `npuzzle solve --batch --threads 1 --think
    // S` against the default (5 December): ten 6x6 (`npuzzle random --size 6x6 --seed 606`) 198.4
    // moves -> 197.6 with 5 s, 197.0 with 20 s (7.4 s a board: it ran out of line searches);
    // eight 8x8 (seed 606) 544.0 -> 531.8 with 15 s; six 7x7 walks of 3,000 moves (seed 31)
    // 347.0 -> 341.0 with 15 s. One round of all of them with three tails each: a time to think
    // shorter than the round ended with nothing from it.
    {LineOrder::RowsFirst, {1.25, 0.75}, kHalfWidth},
    {LineOrder::ColumnsFirst, {1.25, 0.75}, kHalfWidth},
    {LineOrder::RowsFirst, {1.75, 0.65}, kHalfWidth},
    {LineOrder::ColumnsFirst, {1.75, 0.65}, kHalfWidth},
    {LineOrder::RowsFirst, {2.25, 0.75}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.25, 0.75}, kHalfWidth},
    {LineOrder::RowsFirst, {2.75, 0.65}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.75, 0.65}, kHalfWidth},
    {LineOrder::RowsFirst, {3.25, 0.75}, kHalfWidth},
    {LineOrder::ColumnsFirst, {3.25, 0.75}, kHalfWidth},
    {LineOrder::RowsFirst, {1.75, 0.85}, kHalfWidth},
    {LineOrder::ColumnsFirst, {1.75, 0.85}, kHalfWidth},
    {LineOrder::RowsFirst, {2.25, 0.6}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.25, 0.6}, kHalfWidth},
    {LineOrder::RowsFirst, {2.75, 0.9}, kHalfWidth},
    {LineOrder::ColumnsFirst, {2.75, 0.9}, kHalfWidth},
    {LineOrder::RowsFirst, {4.5, 0.7}, kHalfWidth},
    {LineOrder::ColumnsFirst, {4.5, 0.7}, kHalfWidth},
    {LineOrder::RowsFirst, {1.25, 0.95}, kHalfWidth},
    {LineOrder::ColumnsFirst, {1.25, 0.95}, kHalfWidth}};
constexpr int kDefaultRetries = 19, kThinkRoundRetries = 6;
constexpr int kAllRetriesMaxCells = 36, kFiveRetriesMaxCells = 49, kThreeRetriesMaxCells = 64,
              kAlwaysRetryMaxCells = 100;
// On boards of 26 to kManyTailsMaxCells cells (path_improver.h) the tails of the kManyTailPaths
// shortest paths the line searches found are tightened, the shortest result kept; above, the
// shortest path's alone.
constexpr int kManyTailsMaxCells = 49;
constexpr int kManyTailPaths = 3;
// On boards of 26 to kLongerWindowsMaxCells cells, once the windows find nothing more,
// kLongerWindows passes of windows each kLongerWindowStep moves longer than the last, with
// kLongerWindowExpansionsFactor times the expansions, searched by weighted A* at
// kLongerWindowWeight (on 6x6-random as short as A*'s, in 15% less time). Up to 49 cells first;
// on 50 to 100 since 6 December (`npuzzle_bench`, alternated with the binary before): 8x8-random
// 1.603 -> 1.590 of linear conflict, median 2.1 -> 2.8 s a board natively; 10x10-random 1.680
// -> 1.670, 1.9 -> 3.0 s. Twice the expansions (below) on both: 8x8 1.578 but 3.3-3.7 s, 10x10
// 1.668 and 3.6 s; the three tails on 8x8 too, 1.589 for 35% more expansions than without them.
constexpr int kLongerWindowsMaxCells = 100;
constexpr int kLongerWindows = 2, kLongerWindowStep = 16;
constexpr uint64_t kLongerWindowExpansionsFactor = 4;
constexpr double kLongerWindowWeight = 1.1;
// All the longer windows together expand at most this many boards (about 1 s natively on a 6x6:
// a window of 64 moves that finds nothing can take its whole 480,000).
constexpr uint64_t kLongerWindowsExpansions = 1200000;

}  // namespace

PathImprover::PathImprover(const Board& start, std::vector<SolutionStep> moves, int window,
                           uint64_t windowExpansions, DatabaseSize tailDatabases,
                           std::shared_ptr<PlacementTableCache> tableCache)
    : geometry_(start.geometry),
      startTiles_(start.tiles),
      moves_(std::move(moves)),
      window_(window != kBySize                   ? std::max(window, 2)
              : start.cells() <= kSmallBoardCells ? kSmallBoardWindow
                                                  : kBigBoardWindow),
      windowExpansions_(window == kBySize && start.cells() > kSmallBoardCells
                            ? kBigBoardWindowExpansions
                            : std::max<uint64_t>(windowExpansions, 1)),
      atNext_(start.tiles),
      tableCache_(tableCache ? std::move(tableCache) : std::make_shared<PlacementTableCache>()),
      tailDatabases_(tailDatabases) {
  done_ = moves_.size() < 2;
  const int cells = start.cells();
  // Longer windows only by size, and only where their time is affordable (kLongerWindowsMaxCells).
  if (window == kBySize && cells > kSmallBoardCells && cells <= kLongerWindowsMaxCells) {
    longerWindowsAllowed_ = kLongerWindows;
    longerWindowExpansionsLeft_ = kLongerWindowsExpansions;
  }
  // Above kRetryMaxCells the default runs no line search again, but a time to think does
  // (thinkFurther()): without them it had nothing to do there.
  if (window != kBySize || done_ || cells <= kSmallBoardCells) return;
  const std::unique_ptr<SearchProblem> problem = retryProblem();
  const LinearConflict lc(problem->goal);
  const bool longPath =
      static_cast<double>(moves_.size()) > kRetryRatio * lc.evaluate(start.tiles.data());
  ordersDiffer_ = LineBeamSearch::ordersDiffer(*problem);
  retriesPlanned_ = retries(cells, longPath);
  if (!startRetries(0, retriesPlanned_)) startTails();
}

// The whole board from its start to the goal the path leads to, as the line searches see it.
std::unique_ptr<SearchProblem> PathImprover::retryProblem() const {
  std::vector<uint8_t> goal = startTiles_;
  for (const SolutionStep& move : moves_) apply(goal, move);
  return std::make_unique<SearchProblem>(Board{geometry_, startTiles_}, Board{geometry_, goal});
}

// Starts the first of kRetries[from, to) worth a run on this board; false when there is none.
bool PathImprover::startRetries(int from, int to) {
  retryVariants_.clear();
  nextRetry_ = 0;
  for (int i = from; i < to; ++i) {
    RetryVariant variant = kRetries[i];
    if (!ordersDiffer_) {
      // The columns-first order is the rows-first one here: only another drift is worth a run,
      // once (the retries come in pairs, one drift in either order).
      variant.order = LineOrder::RowsFirst;
      const auto sameDrift = [&](const RetryVariant& v) {
        return v.drift.weight == variant.drift.weight && v.drift.fade == variant.drift.fade;
      };
      if (sameDrift(RetryVariant{LineOrder::RowsFirst, LineDrift{}}) ||
          std::any_of(kRetries, kRetries + i, sameDrift))
        continue;
    }
    retryVariants_.push_back(variant);
  }
  if (retryVariants_.empty()) return false;
  retryProblem_ = retryProblem();
  retryHeuristic_ = std::make_unique<LinearConflict>(retryProblem_->goal);
  startRetry();
  return true;
}

bool PathImprover::thinkFurther() {
  const int all = static_cast<int>(std::size(kRetries));
  if (!done_ || retriesPlanned_ < 0 || moves_.size() < 2) return false;
  // A round of kThinkRoundRetries at a time, so that a short time to think ends with the tails
  // and windows of the paths it found, not halfway through the line searches.
  bool started = false;
  while (!started && retriesPlanned_ < all) {
    const int from = retriesPlanned_;
    retriesPlanned_ = std::min(all, from + kThinkRoundRetries);
    started = startRetries(from, retriesPlanned_);
  }
  if (!started) return false;
  // The windows start over at their first length; the path so far is the one to beat (its tail
  // was tightened already: only the new paths' tails are).
  thinkingFurther_ = true;
  done_ = false;
  tailCandidates_.clear();
  window_ = kBigBoardWindow;
  windowExpansions_ = kBigBoardWindowExpansions;
  longerWindows_ = 0;
  if (geometry_.cells() <= kLongerWindowsMaxCells)
    longerWindowExpansionsLeft_ = kLongerWindowsExpansions;
  restartPass();
  return true;
}

void PathImprover::restartPass() {
  changedThisPass_ = false;
  next_ = 0;
  atNext_ = startTiles_;
}

uint64_t PathImprover::tailExpansions(int cells) {
  return cells > kSmallBoardCells && cells <= kRetryMaxCells ? kTailExpansions : 0;
}

int PathImprover::tailCount(int cells) {
  if (tailExpansions(cells) == 0) return 0;
  return cells <= kManyTailsMaxCells ? kManyTailPaths : 1;
}

int PathImprover::retries(int cells, bool longPath) {
  if (cells <= kSmallBoardCells || cells > kRetryMaxCells) return 0;
  if (cells <= kAllRetriesMaxCells) return kDefaultRetries;
  if (cells <= kFiveRetriesMaxCells) return 5;
  if (cells <= kThreeRetriesMaxCells) return 3;
  return cells <= kAlwaysRetryMaxCells || longPath ? 1 : 0;
}

void PathImprover::startRetry() {
  const RetryVariant& v = retryVariants_[nextRetry_++];
  retry_ = std::make_unique<LineBeamSearch>(*retryProblem_, *retryHeuristic_, kRetryMaxBytes,
                                            v.order, v.drift, v.maxWidth, tableCache_);
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
  if (status == Status::Solved) {
    tailCandidates_.push_back(retry_->solution());
    // (Thinking further, moves_ stays the path to beat until the new paths' tails are tightened;
    // a shorter one is the answer meanwhile, should the time to think end before its tail.)
    if (!thinkingFurther_ && retry_->solution().size() < moves_.size()) {
      movesSaved_ += static_cast<int>(moves_.size() - retry_->solution().size());
      moves_ = retry_->solution();
    } else if (thinkingFurther_ && retry_->solution().size() < moves().size()) {
      thinkBest_ = retry_->solution();
    }
  }
  retry_.reset();
  if (nextRetry_ < retryVariants_.size()) {
    startRetry();
    return spent;
  }
  retryHeuristic_.reset();
  retryProblem_.reset();
  startTails();
  return spent;
}

PathImprover::~PathImprover() = default;

void PathImprover::startTails() {
  const size_t before = moves_.size();
  // The shortest of them is among the candidates, whose tails come next.
  thinkBest_.clear();
  // The shortest first (moves_ itself: the first path or the shortest retry).
  std::stable_sort(tailCandidates_.begin(), tailCandidates_.end(),
                   [](const auto& a, const auto& b) { return a.size() < b.size(); });
  // A retry's path equal to moves_ is moves_ (the retries differ from one another by far more).
  auto same = [](const std::vector<SolutionStep>& a, const std::vector<SolutionStep>& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end(),
                      [](const SolutionStep& x, const SolutionStep& y) {
                        return x.tile == y.tile && x.direction == y.direction;
                      });
  };
  // Thinking further, the path so far had its tail tightened already: it is only the one to beat.
  std::vector<std::vector<SolutionStep>> pending;
  if (!thinkingFurther_) pending.push_back(moves_);
  const size_t count = thinkingFurther_ ? 1 : static_cast<size_t>(tailCount(geometry_.cells()));
  for (auto& candidate : tailCandidates_) {
    if (pending.size() >= count) break;
    if (!same(candidate, moves_)) pending.push_back(std::move(candidate));
  }
  tailCandidates_ = std::move(pending);
  std::reverse(tailCandidates_.begin(), tailCandidates_.end());
  lengthBeforeTails_ = before;
  bestTailed_.clear();
  if (thinkingFurther_) bestTailed_ = moves_;
  tailExpansionsLeft_ = 0;
  moves_.clear();
  nextTail();
}

void PathImprover::nextTail() {
  while (true) {
    if (!moves_.empty() && (bestTailed_.empty() || moves_.size() < bestTailed_.size()))
      bestTailed_ = moves_;
    if (tailCandidates_.empty()) break;
    moves_ = std::move(tailCandidates_.back());
    tailCandidates_.pop_back();
    startTail();
    if (tailTightener_) return;
  }
  moves_ = std::move(bestTailed_);
  bestTailed_.clear();
  if (moves_.size() < lengthBeforeTails_)
    movesSaved_ += static_cast<int>(lengthBeforeTails_ - moves_.size());
  // Thinking further, the windows have passed over the path to beat already: they run again only
  // on a shorter one.
  done_ = moves_.size() < 2 || (thinkingFurther_ && moves_.size() >= lengthBeforeTails_);
}

void PathImprover::startTail() {
  // Above kRetryMaxCells the path is kept as it is (the windows still pass over it).
  if (tailExpansions(geometry_.cells()) == 0) return;
  // The blank's cell before each move and after the last.
  std::vector<int> blankAt{
      static_cast<int>(std::find(startTiles_.begin(), startTiles_.end(), 0) - startTiles_.begin())};
  std::vector<uint8_t> tiles = startTiles_;
  for (const SolutionStep& move : moves_) {
    apply(tiles, move);
    blankAt.push_back(static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin()));
  }
  const std::vector<uint8_t> goal = tiles;
  // Back from the goal while the cells the blank visits fit in a block of kTailMaxCells.
  const Geometry& g = geometry_;
  int top = g.row(blankAt.back()), bottom = top, left = g.col(blankAt.back()), right = left;
  size_t from = moves_.size();
  while (from > 0) {
    const int cell = blankAt[from - 1];
    const int t = std::min(top, g.row(cell)), b = std::max(bottom, g.row(cell));
    const int l = std::min(left, g.col(cell)), r = std::max(right, g.col(cell));
    if ((b - t + 1) * (r - l + 1) > kTailMaxCells) break;
    top = t, bottom = b, left = l, right = r;
    --from;
  }
  const int rows = bottom - top + 1, cols = right - left + 1;
  if (from + 2 > moves_.size() || rows < kTailMinSide || cols < kTailMinSide) return;
  // The board where the tail starts; the block's tiles renumbered in the order of their goal
  // cells (a blank in the block's corner makes the usual goals, whose databases are shared).
  tiles = startTiles_;
  for (size_t k = 0; k < from; ++k) apply(tiles, moves_[k]);
  std::vector<uint8_t> label(static_cast<size_t>(g.cells()), 0), subStart, subGoal;
  tailTile_.assign(1, 0);
  for (int row = top; row <= bottom; ++row)
    for (int col = left; col <= right; ++col) {
      const uint8_t tile = goal[static_cast<size_t>(g.cell(row, col))];
      if (tile != 0) {
        label[tile] = static_cast<uint8_t>(tailTile_.size());
        tailTile_.push_back(tile);
      }
      subGoal.push_back(label[tile]);
    }
  for (int row = top; row <= bottom; ++row)
    for (int col = left; col <= right; ++col)
      subStart.push_back(label[tiles[static_cast<size_t>(g.cell(row, col))]]);
  std::vector<SolutionStep> tail;
  for (size_t k = from; k < moves_.size(); ++k)
    tail.push_back(SolutionStep{label[moves_[k].tile], moves_[k].direction});
  const Geometry block{cols, rows};
  tailProblem_ = std::make_unique<SearchProblem>(Board{block, subStart}, Board{block, subGoal});
  tailHeuristic_ =
      makeHeuristic(HeuristicKind::PatternDatabase, tailProblem_->goal, tailDatabases_);
  if (!tailHeuristic_) {
    tailProblem_.reset();
    return;
  }
  tailFrom_ = from;
  tailTightener_ = std::make_unique<PathTightener>(
      *tailProblem_, *tailHeuristic_, std::move(tail),
      std::vector<double>(std::begin(kTailWeights), std::end(kTailWeights)), 0);
  tailExpansionsLeft_ = tailExpansions(g.cells());
}

// Tightens the tail for about `budget` expansions; once done, splices in what it found.
uint64_t PathImprover::tailStep(uint64_t budget) {
  const uint64_t expandedBefore = tailTightener_->expanded();
  const uint64_t generatedBefore = tailTightener_->generated();
  const uint64_t cost =
      tailTightener_->step(std::min(budget, std::max<uint64_t>(tailExpansionsLeft_, 1)));
  tailExpansionsLeft_ -= std::min(tailExpansionsLeft_, cost);
  expanded_ += tailTightener_->expanded() - expandedBefore;
  generated_ += tailTightener_->generated() - generatedBefore;
  if (!tailTightener_->done() && tailExpansionsLeft_ > 0) return cost;
  const std::vector<SolutionStep>& shorter = tailTightener_->moves();
  if (shorter.size() < moves_.size() - tailFrom_) {
    moves_.resize(tailFrom_);
    for (const SolutionStep& move : shorter)
      moves_.push_back(SolutionStep{tailTile_[move.tile], move.direction});
  }
  tailTightener_.reset();
  tailHeuristic_.reset();
  tailProblem_.reset();
  nextTail();
  return cost;
}

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
  search_ = makeEagerSearch(*problem_, *heuristic_,
                            longerWindows_ > 0
                                ? EagerConfig::weighted(kLongerWindowWeight, kWindowMaxBytes)
                                : EagerConfig{1, 1, true, kWindowMaxBytes});
}

uint64_t PathImprover::step(uint64_t budget) {
  if (done_) return 0;
  if (retry_) return retryStep(budget);
  if (tailTightener_) return tailStep(budget);
  // A window's setup is charged when it opens, before its search is given a share. Charged after
  // the search, it counted against the budget only when the window went on into a later call, so
  // how the work was sliced changed the answer: the page's small slices and the CLI's large ones
  // left an 8x8's last longer window two expansions apart.
  uint64_t setup = 0;
  if (!search_) {
    openWindow();
    setup = windowSetupCost();
    if (longerWindows_ > 0)
      longerWindowExpansionsLeft_ -= std::min(longerWindowExpansionsLeft_, setup);
  }
  const uint64_t before = search_->stats().expanded;
  const uint64_t generatedBefore = search_->stats().generated;
  uint64_t left = windowExpansions_ - std::min(before, windowExpansions_);
  if (longerWindows_ > 0) left = std::min(left, longerWindowExpansionsLeft_);
  const uint64_t share = std::min(budget - std::min(budget, setup), left);
  Status status = share > 0 ? search_->step(share) : Status::Running;
  const uint64_t searched = search_->stats().expanded - before;
  expanded_ += searched;
  generated_ += search_->stats().generated - generatedBefore;
  const uint64_t spent = std::max<uint64_t>(setup + searched, 1);
  if (longerWindows_ > 0) {
    longerWindowExpansionsLeft_ -= std::min(longerWindowExpansionsLeft_, searched);
    if (longerWindowExpansionsLeft_ == 0) {
      // The longer windows' budget is spent: what this window found so far is not a path.
      if (status == Status::Solved && search_->solution().size() < end_ - next_) {
        const std::vector<SolutionStep> shorter = search_->solution();
        movesSaved_ += static_cast<int>(end_ - next_ - shorter.size());
        moves_.erase(moves_.begin() + static_cast<std::ptrdiff_t>(next_),
                     moves_.begin() + static_cast<std::ptrdiff_t>(end_));
        moves_.insert(moves_.begin() + static_cast<std::ptrdiff_t>(next_), shorter.begin(),
                      shorter.end());
      }
      search_.reset();
      heuristic_.reset();
      problem_.reset();
      done_ = true;
      return spent;
    }
  }
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
    if (done_ && moves_.size() >= 2 && longerWindows_ < longerWindowsAllowed_ &&
        longerWindowExpansionsLeft_ > 0) {
      // Windows of this length find nothing more: longer ones (kLongerWindows).
      ++longerWindows_;
      window_ += kLongerWindowStep;
      windowExpansions_ *= kLongerWindowExpansionsFactor;
      done_ = false;
    }
    restartPass();
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
  if (retry_) return retry_->stats().peakBytes;  // the shared tables included
  if (tailTightener_) return tailTightener_->bytes();
  return search_ ? search_->progress().bytes : 0;
}

}  // namespace npuzzle

#include "large_boards/row_by_row_search.h"

#include <algorithm>

namespace npuzzle {
namespace {

constexpr int kMaxTracked = 3;   // the last 2x2's three tiles
constexpr int kWindowCells = 9;  // a line end's window: at most 3 x 3 cells
// A line's last two tiles are placed by one exact search over the whole region (the shortest
// way, given the other tiles' anonymity) while that has at most this many states: up to a 10x10
// board, and the last 64 cells of a 16x16 (a few tens of ms natively).
constexpr uint64_t kExactPairStates = uint64_t{1} << 20;
constexpr uint32_t kNone = UINT32_MAX;

}  // namespace

uint64_t RowByRowSearch::maxSearchStates(int cells) {
  // A line's tile over every cell, the line end's two tiles over the window, the last 2x2's
  // three tiles over its four cells; the blank anywhere. 64-bit: 256 cells make 2^16 states.
  const uint64_t n = static_cast<uint64_t>(cells);
  return std::max({n * n, uint64_t{kWindowCells} * kWindowCells * n, uint64_t{4 * 4 * 4} * n,
                   std::min(n * n * n, kExactPairStates)});
}

RowByRowSearch::RowByRowSearch(const SearchProblem& problem)
    : RowByRowSearch(problem, Region{0, problem.start.geometry.height - 1, 0,
                                     problem.start.geometry.width - 1}) {}

RowByRowSearch::RowByRowSearch(const SearchProblem& problem, Region region, int stopCells)
    : problem_(problem),
      tiles_(problem.start.tiles),
      cellOf_(problem.start.cells()),
      locked_(problem.start.cells(), 1),
      top_(region.top),
      bottom_(region.bottom),
      left_(region.left),
      right_(region.right),
      goalBlank_(problem.goal.blankCell()),
      stopCells_(stopCells) {
  const Geometry& g = problem.start.geometry;
  for (int c = 0; c < problem.start.cells(); ++c) {
    cellOf_[tiles_[c]] = c;
    if (g.row(c) >= top_ && g.row(c) <= bottom_ && g.col(c) >= left_ && g.col(c) <= right_)
      locked_[c] = 0;
  }
}

void RowByRowSearch::planNextLine() {
  const Geometry& g = problem_.start.geometry;
  const std::vector<uint8_t>& goal = problem_.goal.tiles;
  const int rows = bottom_ - top_ + 1, cols = right_ - left_ + 1;
  const int blankRow = g.row(goalBlank_), blankCol = g.col(goalBlank_);
  std::vector<int> line, window, region;
  for (int r = top_; r <= bottom_; ++r)
    for (int c = left_; c <= right_; ++c) region.push_back(g.cell(r, c));
  if (rows <= 2 && cols <= 2) {  // the last 2x2: its three tiles and the blank at once
    Task last;
    for (int r = top_; r <= bottom_; ++r)
      for (int c = left_; c <= right_; ++c) {
        const int cell = g.cell(r, c);
        last.window.push_back(cell);
        last.lockAfter.push_back(cell);
        if (goal[cell] == 0) continue;
        last.tiles.push_back(goal[cell]);
        last.targets.push_back(cell);
      }
    last.blankTarget = goalBlank_;
    pending_.push_back(last);
    top_ = bottom_ + 1;  // nothing left after it
    return;
  }
  // Take a row while more than two remain and the region is at least as tall as it is wide. A
  // row leaves at least two rows below it, a column at least two columns beside it: room for
  // the line end's window.
  if (rows > 2 && (rows >= cols || cols <= 2)) {
    const int r = blankRow != top_ ? top_ : bottom_;
    const int inward = r == top_ ? 1 : -1;
    for (int c = left_; c <= right_; ++c) line.push_back(g.cell(r, c));
    for (int i = 0; i < 3; ++i)
      for (int c = std::max(left_, right_ - 2); c <= right_; ++c)
        window.push_back(g.cell(r + inward * i, c));
    (r == top_ ? top_ : bottom_) += inward;
  } else {
    const int c = blankCol != left_ ? left_ : right_;
    const int inward = c == left_ ? 1 : -1;
    for (int r = top_; r <= bottom_; ++r) line.push_back(g.cell(r, c));
    for (int i = 0; i < 3; ++i)
      for (int r = std::max(top_, bottom_ - 2); r <= bottom_; ++r)
        window.push_back(g.cell(r, c + inward * i));
    (c == left_ ? left_ : right_) += inward;
  }
  for (size_t i = 0; i + 2 < line.size(); ++i) {
    Task single;
    single.tiles = {goal[line[i]]};
    single.targets = {line[i]};
    single.lockAfter = {line[i]};
    pending_.push_back(single);
  }
  planPair(line, window, region);
}

// The line's last two cells t1, t2 (t2 at the end) get tiles x and y: in one exact search over
// the region when that is small enough; else y onto t1 first, then x into the window with t1
// walled off (so y stays), then both home within the window.
void RowByRowSearch::planPair(const std::vector<int>& line, const std::vector<int>& window,
                              const std::vector<int>& region) {
  const std::vector<uint8_t>& goal = problem_.goal.tiles;
  const int t1 = line[line.size() - 2], t2 = line.back();
  const int x = goal[t1], y = goal[t2];
  // Free when the pair's turn comes: the region but the line's other cells.
  const uint64_t free = region.size() - (line.size() - 2);
  if (free * free * static_cast<uint64_t>(problem_.start.cells()) <= kExactPairStates) {
    Task exact;
    exact.tiles = {x, y};
    exact.targets = {t1, t2};
    exact.window = region;
    exact.lockAfter = {t1, t2};
    pending_.push_back(exact);
    return;
  }
  Task lift;
  lift.tiles = {y};
  lift.targets = {t1};
  pending_.push_back(lift);
  Task gather;
  gather.tiles = {x};
  gather.targets = {-1};
  gather.area = window;
  gather.wall = t1;
  pending_.push_back(gather);
  Task finish;
  finish.tiles = {x, y};
  finish.targets = {t1, t2};
  finish.window = window;
  finish.lockAfter = {t1, t2};
  pending_.push_back(finish);
}

uint64_t RowByRowSearch::statesPerUnit() const {
  return std::max(1, problem_.start.cells() / 2);
}

Status RowByRowSearch::step(uint64_t units) {
  const uint64_t before = stats_.expanded;
  const uint64_t states =
      units > UINT64_MAX / statesPerUnit() ? UINT64_MAX : units * statesPerUnit();
  do {
    if (status_ != Status::Running) break;
    if (nextTask_ == pending_.size()) {
      pending_.clear();
      nextTask_ = 0;
      if (top_ > bottom_) {
        status_ = tiles_ == problem_.goal.tiles ? Status::Solved : Status::Error;
        break;
      }
      if (stopCells_ > 0 && region().cells() <= stopCells_) {
        status_ = Status::Solved;  // what is left is the caller's
        break;
      }
      planNextLine();
    }
    const Task& task = pending_[nextTask_++];
    if (!run(task)) {
      status_ = Status::Error;
      break;
    }
    for (int cell : task.lockAfter) locked_[cell] = 1;
  } while (stats_.expanded - before < states);
  return status_;
}

SearchProgress RowByRowSearch::progress() const {
  uint64_t left = std::count(locked_.begin(), locked_.end(), 0);
  return SearchProgress{left, 0, stats_.peakBytes};
}

// Breadth-first search over (the tracked tiles' cells in the window, the blank's cell). A state
// is packed as ((p0 · w + p1) · w + p2) · n + blank, p the window-local indices.
bool RowByRowSearch::run(const Task& task) {
  const int n = problem_.start.cells();
  const int k = static_cast<int>(task.tiles.size());
  if (k < 1 || k > kMaxTracked) return false;

  // Window-local indices: the window's free cells, or every cell.
  std::vector<int> windowCells;
  std::vector<int> localOf(n, -1);
  if (task.window.empty()) {
    for (int c = 0; c < n; ++c) localOf[c] = c, windowCells.push_back(c);
  } else {
    for (int c : task.window)
      if (!locked_[c] && c != task.wall && localOf[c] < 0)
        localOf[c] = static_cast<int>(windowCells.size()), windowCells.push_back(c);
  }
  const uint64_t w = windowCells.size();
  uint64_t states = n;
  for (int i = 0; i < k; ++i) states *= w;
  if (states > maxSearchStates(n)) return false;
  std::vector<char> inArea(n, 0);
  for (int c : task.area) inArea[c] = 1;

  if (parent_.size() < states) {
    parent_.resize(states);
    stamp_.assign(states, 0);
    generation_ = 0;
    queue_.reserve(states);
  }
  if (++generation_ == 0) {  // wrapped: no stamp may look current
    std::fill(stamp_.begin(), stamp_.end(), 0);
    generation_ = 1;
  }
  stats_.peakBytes = std::max<uint64_t>(
      stats_.peakBytes, (parent_.capacity() + stamp_.capacity() + queue_.capacity()) * 4);

  int cells[kMaxTracked];  // the tracked tiles' cells, decoded
  auto decode = [&](uint32_t code) {
    int blank = static_cast<int>(code % static_cast<uint32_t>(n));
    code /= static_cast<uint32_t>(n);
    for (int i = k - 1; i >= 0; --i) {
      cells[i] = windowCells[code % w];
      code /= static_cast<uint32_t>(w);
    }
    return blank;
  };
  auto encode = [&](int blank) {
    uint32_t code = 0;
    for (int i = 0; i < k; ++i) code = code * static_cast<uint32_t>(w) + localOf[cells[i]];
    return code * static_cast<uint32_t>(n) + static_cast<uint32_t>(blank);
  };
  auto isGoal = [&](int blank) {
    for (int i = 0; i < k; ++i)
      if (task.targets[i] >= 0 ? cells[i] != task.targets[i] : !inArea[cells[i]]) return false;
    return task.blankTarget < 0 || blank == task.blankTarget;
  };

  for (int i = 0; i < k; ++i) {
    cells[i] = cellOf_[task.tiles[i]];
    if (localOf[cells[i]] < 0) return false;  // a tracked tile outside its window
  }
  const uint32_t start = encode(cellOf_[0]);
  queue_.clear();
  queue_.push_back(start);
  stamp_[start] = generation_;
  parent_[start] = kNone;
  ++stats_.generated;  // the start too: no search expands more states than it generated
  uint32_t found = kNone;
  const MoveTable& moves = problem_.moves;
  for (size_t head = 0; head < queue_.size(); ++head) {
    const uint32_t code = queue_[head];
    const int blank = decode(code);
    ++stats_.expanded;
    if (isGoal(blank)) {
      found = code;
      break;
    }
    for (int m = 0; m < moves.count(blank); ++m) {
      const int next = moves.move(blank, m).from;
      if (locked_[next] || next == task.wall) continue;
      int moved = -1;
      for (int i = 0; i < k; ++i)
        if (cells[i] == next) moved = i;
      if (moved >= 0) {
        if (localOf[blank] < 0) continue;  // the tracked tile would leave its window
        cells[moved] = blank;
      }
      const uint32_t child = encode(next);
      if (moved >= 0) cells[moved] = next;
      if (stamp_[child] == generation_) continue;
      stamp_[child] = generation_;
      parent_[child] = code;
      queue_.push_back(child);
      ++stats_.generated;
    }
  }
  if (found == kNone) return false;

  std::vector<int> blankPath;
  for (uint32_t code = found; parent_[code] != kNone; code = parent_[code])
    blankPath.push_back(static_cast<int>(code % static_cast<uint32_t>(n)));
  std::reverse(blankPath.begin(), blankPath.end());
  applyBlankPath(blankPath);
  return true;
}

void RowByRowSearch::applyBlankPath(const std::vector<int>& blankCells) {
  const Geometry& g = problem_.start.geometry;
  int blank = cellOf_[0];
  for (int next : blankCells) {
    // The tile at `next` slides into the blank: opposite to the blank's own step.
    Direction slides = next == blank - g.width   ? Direction::Down
                       : next == blank + g.width ? Direction::Up
                       : next == blank - 1       ? Direction::Right
                                                 : Direction::Left;
    const uint8_t tile = tiles_[next];
    // A tile slid straight back (where one placement's path meets the next's) undoes a move.
    if (!solution_.empty() && solution_.back().tile == tile &&
        solution_.back().direction == opposite(slides))
      solution_.pop_back();
    else
      solution_.push_back(SolutionStep{tile, slides});
    std::swap(tiles_[blank], tiles_[next]);
    cellOf_[tile] = blank;
    cellOf_[0] = next;
    blank = next;
  }
}

}  // namespace npuzzle

#include "search/row_by_row_search.h"

#include <algorithm>
#include <deque>
#include <unordered_map>

namespace npuzzle {
namespace {

// Dense tables up to this many states per placement search; a hash map above (16x16 boards).
constexpr size_t kDenseLimit = size_t{1} << 21;

}  // namespace

RowByRowSearch::RowByRowSearch(const SearchProblem& problem)
    : problem_(problem),
      tiles_(problem.start.tiles),
      locked_(problem.start.cells(), 0),
      top_(0),
      bottom_(problem.start.geometry.height - 1),
      left_(0),
      right_(problem.start.geometry.width - 1),
      goalBlank_(problem.goal.blankCell()) {}

void RowByRowSearch::planNextLine() {
  const Geometry& g = problem_.start.geometry;
  const int rows = bottom_ - top_ + 1, cols = right_ - left_ + 1;
  const int blankRow = g.row(goalBlank_), blankCol = g.col(goalBlank_);
  std::vector<int> line;
  if (rows <= 2 && cols <= 2) {  // the last 2x2: every cell at once
    for (int r = top_; r <= bottom_; ++r)
      for (int c = left_; c <= right_; ++c) line.push_back(g.cell(r, c));
    pending_.push_back(Placement{line});
    top_ = bottom_ + 1;  // nothing left after it
    return;
  }
  // Take a row while more than two remain and the region is at least as tall as it is wide.
  if (rows > 2 && (rows >= cols || cols <= 2)) {
    int r = blankRow != top_ ? top_ : bottom_;
    for (int c = left_; c <= right_; ++c) line.push_back(g.cell(r, c));
    (r == top_ ? top_ : bottom_) += (r == top_ ? 1 : -1);
  } else {
    int c = blankCol != left_ ? left_ : right_;
    for (int r = top_; r <= bottom_; ++r) line.push_back(g.cell(r, c));
    (c == left_ ? left_ : right_) += (c == left_ ? 1 : -1);
  }
  for (size_t i = 0; i + 2 < line.size(); ++i) pending_.push_back(Placement{{line[i]}});
  pending_.push_back(Placement{{line[line.size() - 2], line.back()}});
}

SearchStatus RowByRowSearch::step(uint64_t placements) {
  for (uint64_t done = 0; status_ == SearchStatus::InProgress && done < placements; ++done) {
    if (pending_.empty()) {
      if (top_ > bottom_) {
        status_ = tiles_ == problem_.goal.tiles ? SearchStatus::Solved : SearchStatus::Failed;
        break;
      }
      planNextLine();
    }
    Placement next = pending_.front();
    pending_.erase(pending_.begin());
    ++stats_.expanded;
    if (!place(next.targets)) status_ = SearchStatus::Failed;
    for (int cell : next.targets) locked_[cell] = 1;
  }
  return status_;
}

SearchProgress RowByRowSearch::progress() const {
  uint64_t left = std::count(locked_.begin(), locked_.end(), 0);
  return SearchProgress{left, 0, stats_.peakBytes};
}

// Breadth-first search over (positions of the tracked tiles, blank) in the unlocked cells.
bool RowByRowSearch::place(const std::vector<int>& targets) {
  const int n = problem_.start.cells();
  const std::vector<uint8_t>& goal = problem_.goal.tiles;
  std::vector<int> tracked;  // the tiles that belong on the targets (the blank is never one)
  for (int cell : targets)
    if (goal[cell] != 0) tracked.push_back(goal[cell]);
  const int k = static_cast<int>(tracked.size());

  // A state: the cells of the tracked tiles, then the blank's, packed base n.
  auto encode = [n](const std::vector<int>& cells) {
    uint64_t code = 0;
    for (int c : cells) code = code * n + c;
    return code;
  };
  auto decode = [n, k](uint64_t code) {
    std::vector<int> cells(k + 1);
    for (int i = k; i >= 0; --i) cells[i] = static_cast<int>(code % n), code /= n;
    return cells;
  };
  std::vector<int> startCells(k + 1);
  for (int c = 0; c < n; ++c) {
    for (int i = 0; i < k; ++i)
      if (tiles_[c] == tracked[i]) startCells[i] = c;
    if (tiles_[c] == 0) startCells[k] = c;
  }
  auto isGoal = [&](const std::vector<int>& cells) {
    for (int i = 0; i < k; ++i)
      if (goal[cells[i]] != tracked[i]) return false;
    // In the last 2x2 the blank must end on its goal cell too.
    return targets.size() < 4 || cells[k] == goalBlank_;
  };

  size_t states = 1;
  for (int i = 0; i <= k; ++i) states *= n;
  const bool dense = states <= kDenseLimit;
  std::vector<uint64_t> denseParent(dense ? states : 0, UINT64_MAX);
  std::unordered_map<uint64_t, uint64_t> sparseParent;
  auto seen = [&](uint64_t code) {
    return dense ? denseParent[code] != UINT64_MAX : sparseParent.count(code) > 0;
  };
  auto setParent = [&](uint64_t code, uint64_t parent) {
    if (dense)
      denseParent[code] = parent;
    else
      sparseParent[code] = parent;
  };
  auto parentOf = [&](uint64_t code) { return dense ? denseParent[code] : sparseParent[code]; };

  uint64_t start = encode(startCells);
  setParent(start, start);
  std::deque<uint64_t> queue{start};
  uint64_t found = UINT64_MAX;
  const MoveTable& moves = problem_.moves;
  std::vector<int> tilesIn(0);
  while (!queue.empty()) {
    uint64_t code = queue.front();
    queue.pop_front();
    std::vector<int> cells = decode(code);
    if (isGoal(cells)) {
      found = code;
      break;
    }
    int blank = cells[k];
    for (int i = 0; i < moves.count(blank); ++i) {
      int next = moves.move(blank, i).from;
      if (locked_[next]) continue;
      std::vector<int> child = cells;
      for (int t = 0; t < k; ++t)
        if (child[t] == next) child[t] = blank;  // a tracked tile slides into the blank
      child[k] = next;
      uint64_t childCode = encode(child);
      if (seen(childCode)) continue;
      setParent(childCode, code);
      queue.push_back(childCode);
    }
  }
  uint64_t held = (dense ? states * sizeof(uint64_t) : sparseParent.size() * 32) +
                  queue.size() * sizeof(uint64_t);
  stats_.peakBytes = std::max<uint64_t>(stats_.peakBytes, held);
  stats_.generated += dense ? std::count_if(denseParent.begin(), denseParent.end(),
                                            [](uint64_t p) { return p != UINT64_MAX; })
                            : sparseParent.size();
  if (found == UINT64_MAX) return false;

  std::vector<int> blankPath;
  for (uint64_t code = found; code != start; code = parentOf(code))
    blankPath.push_back(decode(code)[k]);
  std::reverse(blankPath.begin(), blankPath.end());
  applyBlankPath(blankPath);
  return true;
}

void RowByRowSearch::applyBlankPath(const std::vector<int>& blankCells) {
  const Geometry& g = problem_.start.geometry;
  int blank = static_cast<int>(std::find(tiles_.begin(), tiles_.end(), 0) - tiles_.begin());
  for (int next : blankCells) {
    // The tile at `next` slides into the blank: opposite to the blank's own step.
    Direction slides = next == blank - g.width   ? Direction::Down
                       : next == blank + g.width ? Direction::Up
                       : next == blank - 1       ? Direction::Right
                                                 : Direction::Left;
    solution_.push_back(SolutionStep{tiles_[next], slides});
    std::swap(tiles_[blank], tiles_[next]);
    blank = next;
  }
}

}  // namespace npuzzle

#include "heuristics/multi_tile_walking_distance.h"

#include <algorithm>
#include <cstdlib>
#include <mutex>

namespace npuzzle {
namespace {

// Beyond this many lines an axis's abstract states grow into the tens of millions (8 columns of
// 2: about 10^8), so that axis counts its Manhattan bound only.
constexpr int kMaxTableLines = 5;
constexpr size_t kMaxTableStates = size_t{3} << 20;
// The pattern databases' boards: up to 9 cells (two tables of 9^5 bytes at most).
constexpr int kMaxPatternCells = 9;
// Larger boards (up to 16 cells): groups of this many tiles, in the goal's reading order, each a
// table of 16·15·…·11 = 5.8 M one-byte entries on the 15-puzzle, built in about 2 s of CPU.
constexpr int kLargePatternTiles = 5;

// The page (wasm) does without the larger boards' pattern databases: three tables of 5.8 MB, built
// in seconds natively, would hold up its first multi-tile 15-puzzle several times as long.
#ifdef __EMSCRIPTEN__
constexpr bool kLargePatternsBuilt = false;
#else
constexpr bool kLargePatternsBuilt = true;
#endif

int ceilDiv(int a, int b) {
  return (a + b - 1) / b;
}

}  // namespace

// A state's key: lines × lines counts (line-major: how many tiles of goal line c line l holds),
// then the blank's line.
LineWalkingDistance::LineWalkingDistance(const Board& goal, bool rows)
    : geometry_(goal.geometry), rows_(rows) {
  lines_ = rows ? geometry_.height : geometry_.width;
  goalLine_.assign(goal.cells(), 0);
  for (int cell = 0; cell < goal.cells(); ++cell) goalLine_[goal.tiles[cell]] = line(cell);
  if (lines_ > kMaxTableLines) return;

  const int n = lines_;
  auto idOf = [&](const std::string& key) -> int {
    auto [it, added] = ids_.emplace(key, static_cast<int>(keys_.size()));
    if (added) keys_.push_back(key);
    return it->second;
  };
  std::string start(static_cast<size_t>(n * n + 1), '\0');
  for (int cell = 0; cell < goal.cells(); ++cell) {
    if (goal.tiles[cell] == 0)
      start[n * n] = static_cast<char>(line(cell));
    else
      ++start[line(cell) * n + line(cell)];
  }
  idOf(start);
  // The single-line transitions, found for every state as it is first reached.
  for (size_t i = 0; i < keys_.size(); ++i) {
    if (keys_.size() > kMaxTableStates) {
      keys_.clear();
      ids_.clear();
      transitions_.clear();
      return;
    }
    const std::string key = keys_[i];
    const int blank = key[n * n];
    for (int towardHigher = 0; towardHigher < 2; ++towardHigher) {
      const int next = blank + (towardHigher ? 1 : -1);
      for (int c = 0; c < n; ++c) {
        int target = -1;
        if (next >= 0 && next < n && key[next * n + c] > 0) {
          std::string moved = key;
          --moved[next * n + c];
          ++moved[blank * n + c];
          moved[n * n] = static_cast<char>(next);
          target = idOf(moved);
        }
        transitions_.push_back(target);
      }
    }
  }
  // Breadth-first under multi-tile moves: a move is 1 to n - 1 single-line transitions the
  // same way, each passing any tile of the line the blank enters.
  const size_t count = keys_.size();
  distance_.assign(count, 0xff);
  distance_[0] = 0;
  std::vector<int> layer{0}, nextLayer, chain, chainNext;
  for (int depth = 0; !layer.empty(); ++depth) {
    nextLayer.clear();
    for (int state : layer) {
      for (int towardHigher = 0; towardHigher < 2; ++towardHigher) {
        chain.assign(1, state);
        while (!chain.empty()) {
          chainNext.clear();
          for (int s : chain)
            for (int c = 0; c < n; ++c) {
              const int t = after(s, towardHigher, c);
              if (t < 0) continue;
              chainNext.push_back(t);
              if (distance_[t] == 0xff) {
                distance_[t] = static_cast<uint8_t>(depth + 1);
                nextLayer.push_back(t);
              }
            }
          std::sort(chainNext.begin(), chainNext.end());
          chainNext.erase(std::unique(chainNext.begin(), chainNext.end()), chainNext.end());
          chain.swap(chainNext);
        }
      }
    }
    layer.swap(nextLayer);
  }
  keys_.clear();
  keys_.shrink_to_fit();
}

int LineWalkingDistance::stateOf(const uint8_t* tiles) const {
  const int n = lines_;
  std::string key(static_cast<size_t>(n * n + 1), '\0');
  for (int cell = 0; cell < geometry_.cells(); ++cell) {
    if (tiles[cell] == 0)
      key[n * n] = static_cast<char>(line(cell));
    else
      ++key[line(cell) * n + goalLine_[tiles[cell]]];
  }
  // Every solvable board's abstraction is among the states found (they are closed under the
  // abstract moves, which include every real move).
  auto it = ids_.find(key);
  return it == ids_.end() ? 0 : it->second;
}

// The pattern index: the blank's cell, then each pattern tile's cell, digits in base n.
MultiTilePatternTable::MultiTilePatternTable(const Board& goal, std::vector<int> tiles)
    : cells_(goal.cells()) {
  const int n = cells_;
  const int digits = static_cast<int>(tiles.size()) + 1;
  slot_.assign(n, 0);
  for (size_t i = 0; i < tiles.size(); ++i) slot_[tiles[i]] = static_cast<int>(i) + 1;
  power_.assign(digits + 1, 1);
  for (int i = 1; i <= digits; ++i) power_[i] = power_[i - 1] * n;
  distance_.assign(power_[digits], 0xff);
  const Geometry geometry = goal.geometry;
  // A placement as a board: the blank 0, pattern tiles their number, the others 0xff.
  auto indexOf = [&](const std::vector<uint8_t>& board) {
    int index = 0;
    for (int cell = 0; cell < n; ++cell) {
      const int tile = board[cell];
      if (tile == 0)
        index += cell;
      else if (tile != 0xff)
        index += cell * power_[slot_[tile]];
    }
    return index;
  };
  std::vector<uint8_t> start(n, 0xff);
  for (int cell = 0; cell < n; ++cell)
    if (goal.tiles[cell] == 0 || slot_[goal.tiles[cell]] > 0) start[cell] = goal.tiles[cell];
  std::vector<std::vector<uint8_t>> layer{start}, next;
  distance_[indexOf(start)] = 0;
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int depth = 1; !layer.empty(); ++depth) {
    next.clear();
    for (const auto& board : layer) {
      const int blank = static_cast<int>(std::find(board.begin(), board.end(), 0) - board.begin());
      for (int d = 0; d < 4; ++d) {
        std::vector<uint8_t> walk = board;
        int r = geometry.row(blank), c = geometry.col(blank);
        while (true) {
          const int nr = r + dr[d], nc = c + dc[d];
          if (nr < 0 || nr >= geometry.height || nc < 0 || nc >= geometry.width) break;
          std::swap(walk[geometry.cell(r, c)], walk[geometry.cell(nr, nc)]);
          r = nr, c = nc;
          uint8_t& seen = distance_[indexOf(walk)];
          if (seen == 0xff) {
            seen = static_cast<uint8_t>(depth);
            next.push_back(walk);
          }
        }
      }
    }
    layer.swap(next);
  }
}

int MultiTilePatternTable::distance(const uint8_t* boardTiles) const {
  int index = 0;
  for (int cell = 0; cell < cells_; ++cell) {
    const int tile = boardTiles[cell];
    if (tile == 0)
      index += cell;
    else if (slot_[tile] > 0)
      index += cell * power_[slot_[tile]];
  }
  return distance_[index];
}

MultiTileWalkingDistance::MultiTileWalkingDistance(const Board& goal, bool largePatterns)
    : goal_(goal), rows_(goal, true), cols_(goal, false) {
  // Two halves of the tiles, in number order, on boards small enough (9 cells: 9^5 entries each).
  if (goal.cells() <= kMaxPatternCells) {
    std::vector<int> low, high;
    const int tiles = goal.cells() - 1;
    for (int t = 1; t <= tiles; ++t) (t <= (tiles + 1) / 2 ? low : high).push_back(t);
    patterns_.emplace_back(goal, low);
    patterns_.emplace_back(goal, high);
  }
  if (largePatterns && goal.cells() > kMaxPatternCells &&
      goal.cells() <= MultiTilePatternDatabase::kMaxCells) {
    std::vector<int> group;
    for (int cell = 0; cell < goal.cells(); ++cell) {
      if (goal.tiles[cell] == 0) continue;
      group.push_back(goal.tiles[cell]);
      if (static_cast<int>(group.size()) == kLargePatternTiles) {
        largePatterns_.emplace_back(goal, group);
        group.clear();
      }
    }
    // A short last group joins the previous one's tail (every group full size).
    if (!group.empty() && !largePatterns_.empty()) {
      const std::vector<int>& previous = largePatterns_.back().tiles();
      std::vector<int> last(previous.end() - (kLargePatternTiles - group.size()), previous.end());
      last.insert(last.end(), group.begin(), group.end());
      largePatterns_.emplace_back(goal, last);
    }
    const Geometry& g = goal.geometry;
    const int blank = goal.blankCell();
    if (g.width == g.height && g.row(blank) == g.col(blank)) {
      transposable_ = true;
      mirrorCell_.resize(goal.cells());
      for (int cell = 0; cell < goal.cells(); ++cell)
        mirrorCell_[cell] = static_cast<uint8_t>(g.cell(g.col(cell), g.row(cell)));
      // The transpose's tile u sits where the board's tile at u's mirrored goal cell sits,
      // mirrored.
      const std::vector<int> goalCell = goal.positions();
      mirroredTile_.resize(goal.cells());
      for (int u = 0; u < goal.cells(); ++u)
        mirroredTile_[u] = goal.tiles[mirrorCell_[goalCell[u]]];
    }
  }
  goalRow_.assign(goal.cells(), 0);
  goalCol_.assign(goal.cells(), 0);
  for (int cell = 0; cell < goal.cells(); ++cell) {
    goalRow_[goal.tiles[cell]] = goal.geometry.row(cell);
    goalCol_[goal.tiles[cell]] = goal.geometry.col(cell);
  }
}

MultiTileWalkingDistance::State MultiTileWalkingDistance::stateOf(const uint8_t* tiles) const {
  State state;
  const Geometry& g = goal_.geometry;
  if (rows_.available()) state.rowState = rows_.stateOf(tiles);
  if (cols_.available()) state.colState = cols_.stateOf(tiles);
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int tile = tiles[cell];
    if (tile == 0) continue;
    state.rowManhattan += std::abs(g.row(cell) - goalRow_[tile]);
    state.colManhattan += std::abs(g.col(cell) - goalCol_[tile]);
  }
  return state;
}

void MultiTileWalkingDistance::slide(State& state, int tile, int from, int to) const {
  const Geometry& g = goal_.geometry;
  const int fromRow = g.row(from), toRow = g.row(to);
  if (fromRow != toRow) {
    state.rowManhattan += std::abs(toRow - goalRow_[tile]) - std::abs(fromRow - goalRow_[tile]);
    // The blank goes to the tile's old row: toward higher rows when the tile came from below.
    if (rows_.available())
      state.rowState = rows_.after(state.rowState, fromRow > toRow, goalRow_[tile]);
  } else {
    const int fromCol = g.col(from), toCol = g.col(to);
    state.colManhattan += std::abs(toCol - goalCol_[tile]) - std::abs(fromCol - goalCol_[tile]);
    if (cols_.available())
      state.colState = cols_.after(state.colState, fromCol > toCol, goalCol_[tile]);
  }
}

MultiTileWalkingDistance::AxisMoves MultiTileWalkingDistance::axisMoves(const State& state) const {
  const Geometry& g = goal_.geometry;
  int rows = ceilDiv(state.rowManhattan, g.height - 1);
  int cols = ceilDiv(state.colManhattan, g.width - 1);
  if (rows_.available()) rows = std::max(rows, rows_.distance(state.rowState));
  if (cols_.available()) cols = std::max(cols, cols_.distance(state.colState));
  return AxisMoves{rows, cols};
}

int MultiTileWalkingDistance::value(const State& state, const uint8_t* tiles, LastAxis last,
                                    int enough) const {
  const AxisMoves moves = axisMoves(state);
  const int v = moves.vertical, hz = moves.horizontal;
  int h = v + hz;
  if (last == LastAxis::Vertical)
    h = std::max({h, 2 * v, 2 * hz - 1});
  else if (last == LastAxis::Horizontal)
    h = std::max({h, 2 * hz, 2 * v - 1});
  else
    h = std::max(h, 2 * std::max(v, hz) - 1);
  for (const MultiTilePatternTable& pattern : patterns_) h = std::max(h, pattern.distance(tiles));
  if (!largePatterns_.empty() && h < enough) {
    using NextAxis = MultiTilePatternDatabase::NextAxis;
    uint8_t cellOf[MultiTilePatternDatabase::kMaxCells];
    const int cells = goal_.cells();
    for (int cell = 0; cell < cells; ++cell) cellOf[tiles[cell]] = static_cast<uint8_t>(cell);
    const NextAxis next = last == LastAxis::Vertical     ? NextAxis::Horizontal
                          : last == LastAxis::Horizontal ? NextAxis::Vertical
                                                         : NextAxis::Any;
    uint8_t items[MultiTilePatternDatabase::kMaxTiles + 1];
    for (const MultiTilePatternDatabase& pattern : largePatterns_) {
      const std::vector<int>& group = pattern.tiles();
      const int k = static_cast<int>(group.size());
      items[0] = cellOf[0];
      for (int i = 0; i < k; ++i) items[i + 1] = cellOf[group[i]];
      h = std::max(h, pattern.distance(items, next));
      if (h >= enough) break;
      if (!transposable_) continue;
      // The same table read for the transpose, whose rows are the board's columns.
      const NextAxis mirroredNext = next == NextAxis::Vertical     ? NextAxis::Horizontal
                                    : next == NextAxis::Horizontal ? NextAxis::Vertical
                                                                   : NextAxis::Any;
      items[0] = mirrorCell_[cellOf[0]];
      for (int i = 0; i < k; ++i) items[i + 1] = mirrorCell_[cellOf[mirroredTile_[group[i]]]];
      h = std::max(h, pattern.distance(items, mirroredNext));
      if (h >= enough) break;
    }
  }
  return h;
}

namespace {
std::mutex keptMutex;
// One kept of each kind: a session that upgrades asks for both for one goal.
std::shared_ptr<const MultiTileWalkingDistance> last[2];
}  // namespace

std::shared_ptr<const MultiTileWalkingDistance> multiTileWalkingDistanceFor(const Board& goal,
                                                                            bool largePatterns) {
  std::lock_guard<std::mutex> lock(keptMutex);
  // Where it would build none, the one without them is the same thing (and the same object).
  const bool built = largePatterns && kLargePatternsBuilt && goal.cells() > kMaxPatternCells &&
                     goal.cells() <= MultiTilePatternDatabase::kMaxCells;
  std::shared_ptr<const MultiTileWalkingDistance>& kept = last[built];
  if (!kept || kept->goal() != goal) kept = std::make_shared<MultiTileWalkingDistance>(goal, built);
  return kept;
}

std::shared_ptr<const MultiTileWalkingDistance> builtMultiTileWalkingDistance(const Board& goal) {
  std::lock_guard<std::mutex> lock(keptMutex);
  if (kLargePatternsBuilt && last[1] && last[1]->goal() == goal) return last[1];
  return nullptr;
}

}  // namespace npuzzle

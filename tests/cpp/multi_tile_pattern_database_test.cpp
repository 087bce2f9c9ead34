// Multi-tile pattern databases (heuristics/multi_tile_pattern_database.h) against a breadth-first
// search of the whole board written here (its own encoding and moves: the blank walking straight
// and swapping with each tile it passes). With every tile in the pattern the table is the board
// itself, so it must equal the search exactly, its axis flags included; with a few tiles it must
// never exceed it. On the 15-puzzle, where no search here reaches every board, the heuristic that
// reads the tables (and their transposes) stays at or below the length of random walks, and reads
// the same for a board and its transpose.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

#include "core/board.h"
#include "heuristics/multi_tile_pattern_database.h"
#include "heuristics/multi_tile_walking_distance.h"

using namespace npuzzle;

namespace {

using PackedBoard = uint64_t;  // 4 bits a cell, cell 0 lowest

PackedBoard packBoard(const std::vector<uint8_t>& cells) {
  PackedBoard p = 0;
  for (size_t i = 0; i < cells.size(); ++i) p |= static_cast<PackedBoard>(cells[i]) << (4 * i);
  return p;
}

std::vector<uint8_t> unpackBoard(PackedBoard p, int cells) {
  std::vector<uint8_t> out(cells);
  for (int i = 0; i < cells; ++i) out[i] = static_cast<uint8_t>((p >> (4 * i)) & 15);
  return out;
}

// The boards one multi-tile move away, each with whether the move was vertical.
std::vector<std::pair<PackedBoard, bool>> movesFrom(PackedBoard p, Geometry g) {
  std::vector<uint8_t> cells = unpackBoard(p, g.cells());
  const int blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  std::vector<std::pair<PackedBoard, bool>> out;
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int d = 0; d < 4; ++d) {
    std::vector<uint8_t> walk = cells;
    int r = g.row(blank), c = g.col(blank);
    while (r + dr[d] >= 0 && r + dr[d] < g.height && c + dc[d] >= 0 && c + dc[d] < g.width) {
      std::swap(walk[g.cell(r, c)], walk[g.cell(r + dr[d], c + dc[d])]);
      r += dr[d], c += dc[d];
      out.emplace_back(packBoard(walk), d < 2);
    }
  }
  return out;
}

std::unordered_map<PackedBoard, int> mtmDistancesTo(const Board& goal) {
  std::unordered_map<PackedBoard, int> distance;
  std::vector<PackedBoard> layer{packBoard(goal.tiles)}, next;
  distance[layer[0]] = 0;
  for (int depth = 1; !layer.empty(); ++depth) {
    next.clear();
    for (PackedBoard p : layer)
      for (const auto& [q, vertical] : movesFrom(p, goal.geometry))
        if (distance.emplace(q, depth).second) next.push_back(q);
    layer.swap(next);
  }
  return distance;
}

// The blank's cell, then each pattern tile's: what the table reads.
std::vector<uint8_t> placementOf(const std::vector<uint8_t>& cells, const std::vector<int>& tiles) {
  std::vector<uint8_t> items(tiles.size() + 1);
  for (size_t cell = 0; cell < cells.size(); ++cell) {
    if (cells[cell] == 0) items[0] = static_cast<uint8_t>(cell);
    for (size_t i = 0; i < tiles.size(); ++i)
      if (cells[cell] == tiles[i]) items[i + 1] = static_cast<uint8_t>(cell);
  }
  return items;
}

using NextAxis = MultiTilePatternDatabase::NextAxis;

struct Checked {
  int boards = 0, above = 0, exactMisses = 0, positive = 0;
};

// Every board reachable from `goal` against the table of `tiles`. A board's distance when its
// first move must be along an axis is 1 + the least distance of the boards that move reaches.
// `exact`: the table is expected to equal the distance (and, with the axis forced, the larger
// of that and the distance + 1 capped there: what one flag can say).
Checked checkTable(const Board& goal, const std::vector<int>& tiles, bool exact) {
  const auto distance = mtmDistancesTo(goal);
  const MultiTilePatternDatabase table(goal, tiles);
  Checked checked;
  for (const auto& [packed, d] : distance) {
    const std::vector<uint8_t> cells = unpackBoard(packed, goal.cells());
    const std::vector<uint8_t> items = placementOf(cells, tiles);
    int firstVertical = 1 << 20, firstHorizontal = 1 << 20;
    for (const auto& [q, vertical] : movesFrom(packed, goal.geometry))
      (vertical ? firstVertical : firstHorizontal) =
          std::min(vertical ? firstVertical : firstHorizontal, 1 + distance.at(q));
    if (d == 0) firstVertical = firstHorizontal = 0;
    const int any = table.distance(items.data());
    const int vertical = table.distance(items.data(), NextAxis::Vertical);
    const int horizontal = table.distance(items.data(), NextAxis::Horizontal);
    ++checked.boards;
    checked.positive += any > 0;
    if (any > d || vertical > firstVertical || horizontal > firstHorizontal) ++checked.above;
    if (exact && (any != d || vertical != std::min(firstVertical, d + 1) ||
                  horizontal != std::min(firstHorizontal, d + 1)))
      ++checked.exactMisses;
  }
  return checked;
}

// The transpose of a board on a square board whose goal has the blank on the main diagonal:
// mirrored in the diagonal, each tile renamed to the goal's tile at the mirror of its goal cell.
std::vector<uint8_t> transposed(const std::vector<uint8_t>& cells, const Board& goal) {
  const Geometry g = goal.geometry;
  const std::vector<int> goalCell = goal.positions();
  std::vector<uint8_t> out(cells.size());
  for (int cell = 0; cell < g.cells(); ++cell) {
    const int home = goalCell[cells[cell]];
    out[g.cell(g.col(cell), g.row(cell))] = goal.tiles[g.cell(g.col(home), g.row(home))];
  }
  return out;
}

}  // namespace

TEST_CASE("MTM pattern database with every tile: the exact distance, axis flags included",
          "[mtm][mtm-pdb][heuristics]") {
  const Checked square = checkTable(blankLastGoal(Geometry{3, 3}), {1, 2, 3, 4, 5, 6, 7, 8}, true);
  CHECK(square.boards == 181440);
  CHECK(square.exactMisses == 0);
  const Checked wide = checkTable(blankFirstGoal(Geometry{4, 2}), {1, 2, 3, 4, 5, 6, 7}, true);
  CHECK(wide.boards == 20160);
  CHECK(wide.exactMisses == 0);
}

TEST_CASE("MTM pattern databases of a few tiles never exceed the distance, axis forced or not",
          "[mtm][mtm-pdb][heuristics]") {
  const Board blankLast = blankLastGoal(Geometry{3, 3}),
              blankFirst = blankFirstGoal(Geometry{3, 3});
  for (const auto& [goal, tiles] : std::vector<std::pair<Board, std::vector<int>>>{
           {blankLast, {1, 2, 3}},
           {blankLast, {4, 5, 6, 7}},
           {blankFirst, {2, 5, 8}},
           {blankFirst, {1, 3, 6, 7}},
           {blankFirstGoal(Geometry{2, 4}), {1, 2, 6, 7}}}) {
    INFO("goal " << goal.toString() << ", " << tiles.size() << " tiles");
    const Checked checked = checkTable(goal, tiles, false);
    CHECK(checked.above == 0);
    CHECK(checked.positive > checked.boards / 2);  // the table says something
  }
}

// Natively only: the page's module (wasm) is built without the 15-puzzle's tables.
#ifndef __EMSCRIPTEN__
TEST_CASE(
    "MTM on the 15-puzzle: the pattern databases stay under random walks' lengths and "
    "read a board and its transpose alike",
    "[mtm][mtm-pdb][heuristics][long]") {
  {
    const Board goal = blankFirstGoal(Geometry{4, 4});  // Korf's: the bench's boards
    const auto withTables = multiTileWalkingDistanceFor(goal, true);
    const MultiTileWalkingDistance without(goal, false);
    std::mt19937 random(7);
    int stronger = 0;
    for (int walk = 0; walk < 300; ++walk) {
      // A random walk of single steps; its multi-tile length is at most its number of runs of
      // one direction (each run is one multi-tile move).
      std::vector<uint8_t> cells = goal.tiles;
      int blank = goal.blankCell(), runs = 0, lastDirection = -1;
      const int steps = 10 + walk % 90;
      for (int i = 0; i < steps; ++i) {
        const int r = blank / 4, c = blank % 4;
        const int d = static_cast<int>(random() % 4);
        const int to = d == 0   ? (r > 0 ? blank - 4 : -1)
                       : d == 1 ? (r < 3 ? blank + 4 : -1)
                       : d == 2 ? (c > 0 ? blank - 1 : -1)
                                : (c < 3 ? blank + 1 : -1);
        if (to < 0) continue;
        std::swap(cells[blank], cells[to]);
        blank = to;
        runs += d != lastDirection;
        lastDirection = d;
      }
      INFO("goal " << goal.toString() << ", walk " << walk);
      const int h = withTables->evaluate(cells.data());
      CHECK(h <= runs);
      CHECK(h >= without.evaluate(cells.data()));
      stronger += h > without.evaluate(cells.data());
      const std::vector<uint8_t> mirror = transposed(cells, goal);
      using LastAxis = MultiTileWalkingDistance::LastAxis;
      const auto state = withTables->stateOf(cells.data());
      const auto mirrorState = withTables->stateOf(mirror.data());
      CHECK(withTables->value(mirrorState, mirror.data()) == h);
      CHECK(withTables->value(mirrorState, mirror.data(), LastAxis::Vertical) ==
            withTables->value(state, cells.data(), LastAxis::Horizontal));
      CHECK(withTables->value(mirrorState, mirror.data(), LastAxis::Horizontal) ==
            withTables->value(state, cells.data(), LastAxis::Vertical));
    }
    CHECK(stronger > 100);
  }
}
#endif

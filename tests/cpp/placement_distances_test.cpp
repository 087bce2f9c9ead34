// Placement tables (large_boards/placement_distances.h) against breadth-first search over whole 3x3
// boards: with the other tiles merely in the way, the least moves to get the tracked tiles home
// are what the table says, for every board, walls or not.

#include <catch2/catch.hpp>

#include <deque>

#include "core/move_table.h"
#include "large_boards/placement_distances.h"
#include "support/bfs_oracle.h"

using namespace npuzzle;

namespace {

// Moves from every 3x3 board (by rank) to the nearest board with tile t on targets[i] for each
// tracked t, the blank never entering a wall. Its own move generation: swaps in an array.
std::vector<int> realDistances(const std::vector<int>& tracked, const std::vector<int>& targets,
                               const std::vector<char>& walls, const oracle::Board9& wallTiles) {
  std::vector<int> dist(362880, -1);
  std::deque<uint32_t> queue;
  for (uint32_t r = 0; r < 362880; ++r) {
    const oracle::Board9 b = oracle::unrank9(r);
    bool home = true;
    for (size_t i = 0; i < tracked.size(); ++i) home &= b[targets[i]] == tracked[i];
    for (int c = 0; c < 9; ++c) home &= !walls[c] || b[c] == wallTiles[c];
    if (!home) continue;
    dist[r] = 0;
    queue.push_back(r);
  }
  while (!queue.empty()) {
    const uint32_t r = queue.front();
    queue.pop_front();
    oracle::Board9 b = oracle::unrank9(r);
    int blank = 0;
    while (b[blank] != 0) ++blank;
    const int row = blank / 3, col = blank % 3;
    const int next[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
    for (const auto& n : next) {
      if (n[0] < 0 || n[0] > 2 || n[1] < 0 || n[1] > 2 || walls[n[0] * 3 + n[1]]) continue;
      oracle::Board9 c = b;
      std::swap(c[blank], c[n[0] * 3 + n[1]]);
      const uint32_t k = oracle::rank9(c);
      if (dist[k] >= 0) continue;
      dist[k] = dist[r] + 1;
      queue.push_back(k);
    }
  }
  return dist;
}

void checkEveryBoard(const std::vector<int>& tracked, const std::vector<int>& targets,
                     const std::vector<char>& walls, const oracle::Board9& wallTiles) {
  const MoveTable moves(Geometry{3, 3});
  PlacementDistances table(moves, walls, targets);
  while (!table.built()) table.build(1000);
  const std::vector<int> dist = realDistances(tracked, targets, walls, wallTiles);
  int compared = 0;
  for (uint32_t r = 0; r < 362880; ++r) {
    const oracle::Board9 b = oracle::unrank9(r);
    bool wallsHome = true;
    for (int c = 0; c < 9; ++c) wallsHome &= !walls[c] || b[c] == wallTiles[c];
    if (!wallsHome) continue;  // boards the walls rule out
    uint8_t cells[PlacementDistances::kMaxTracked] = {};
    int blank = 0;
    for (int c = 0; c < 9; ++c) {
      if (b[c] == 0) blank = c;
      for (size_t i = 0; i < tracked.size() && i < PlacementDistances::kMaxTracked; ++i)
        if (b[c] == tracked[i]) cells[i] = static_cast<uint8_t>(c);
    }
    const uint16_t d = table.at(cells, blank);
    const int expected = dist[r] < 0 ? PlacementDistances::kUnreachable : dist[r];
    if (d != expected) FAIL("board rank " << r << ": table " << d << ", search " << expected);
    ++compared;
  }
  CHECK(compared > 0);
}

}  // namespace

TEST_CASE("a placement table is the least moves to get its tiles home, on every 3x3 board",
          "[placement]") {
  const std::vector<char> open(9, 0);
  const oracle::Board9 none{};
  // The top row's first cell finished: a wall, tile 1 on it.
  std::vector<char> walls(9, 0);
  walls[0] = 1;
  oracle::Board9 wallTiles{};
  wallTiles[0] = 1;
  SECTION("one tile into a corner") {
    checkEveryBoard({5}, {0}, open, none);
  }
  SECTION("two tiles, the last two of the top row (the manoeuvre)") {
    checkEveryBoard({2, 3}, {1, 2}, open, none);
  }
  SECTION("two tiles in the middle column") {
    checkEveryBoard({7, 4}, {4, 7}, open, none);
  }
  SECTION("three tiles: the top row") {
    checkEveryBoard({1, 2, 3}, {0, 1, 2}, open, none);
  }
  SECTION("three tiles: the left column, bottom first") {
    checkEveryBoard({7, 4, 1}, {6, 3, 0}, open, none);
  }
  SECTION("three tiles with the top row's first finished") {
    checkEveryBoard({2, 3, 6}, {1, 2, 5}, walls, wallTiles);
  }
  SECTION("the top row's first tile finished: the other two only with a wall beside them") {
    checkEveryBoard({2, 3}, {1, 2}, walls, wallTiles);
  }
}

TEST_CASE("a placement table built in small slices equals one built at once", "[placement]") {
  const MoveTable moves(Geometry{5, 4});
  std::vector<char> walls(20, 0);
  for (int c = 0; c < 5; ++c) walls[c] = 1;  // the top row finished
  PlacementDistances sliced(moves, walls, {8, 9}), whole(moves, walls, {8, 9});
  uint64_t calls = 0;
  while (!sliced.built()) {
    REQUIRE(sliced.build(7) <= 7);
    ++calls;
  }
  whole.build(UINT64_MAX);
  REQUIRE(whole.built());
  CHECK(calls > 100);
  for (int a = 0; a < 20; ++a)
    for (int b = 0; b < 20; ++b)
      for (int z = 0; z < 20; ++z) {
        const uint8_t cells[2] = {static_cast<uint8_t>(a), static_cast<uint8_t>(b)};
        REQUIRE(sliced.at(cells, z) == whole.at(cells, z));
      }
  // On a wall, or two things on one cell: no placement.
  const uint8_t onWall[2] = {2, 9}, together[2] = {9, 9};
  CHECK(whole.at(onWall, 12) == PlacementDistances::kUnreachable);
  CHECK(whole.at(together, 12) == PlacementDistances::kUnreachable);
  CHECK(PlacementDistances::entries(15, 2) == 15 * 15 * 15);
  CHECK(PlacementDistances::entries(15, 3) == 15 * 15 * 15 * 15);
}

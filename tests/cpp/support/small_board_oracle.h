#pragma once
// The independent oracle for any small board (2x3, 3x2, 2x4, …): breadth-first search over every
// board that reaches the goal, by swapping array cells, boards as plain vectors in a map. Slower
// than bfs_oracle.h's ranks, and written apart from the solver for the same reason.

#include <cstdint>
#include <deque>
#include <map>
#include <vector>

namespace oracle {

using Tiles = std::vector<uint8_t>;

// dist[board] = moves from board to `goal`, for every board that can reach it.
inline std::map<Tiles, int> distancesTo(const Tiles& goal, int width, int height) {
  std::map<Tiles, int> dist{{goal, 0}};
  std::deque<Tiles> queue{goal};
  while (!queue.empty()) {
    const Tiles board = queue.front();
    queue.pop_front();
    int blank = 0;
    while (board[blank] != 0) ++blank;
    const int r = blank / width, c = blank % width;
    const int neighbours[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& n : neighbours) {
      if (n[0] < 0 || n[0] >= height || n[1] < 0 || n[1] >= width) continue;
      Tiles next = board;
      std::swap(next[blank], next[n[0] * width + n[1]]);
      if (dist.count(next)) continue;
      dist[next] = dist[board] + 1;
      queue.push_back(next);
    }
  }
  return dist;
}

}  // namespace oracle

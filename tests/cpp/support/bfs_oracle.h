#pragma once
// The independent oracle: breadth-first search over the whole 3x3 state space from a goal.
// Written apart from the solver on purpose — its own encoding (permutation rank), its own move
// generation by swapping array cells — so agreeing with it means something.

#include <array>
#include <cstdint>
#include <deque>
#include <vector>

namespace oracle {

using Board9 = std::array<int, 9>;

// Lehmer-code rank of a permutation of 0..8, in [0, 9!).
inline uint32_t rank9(const Board9& b) {
  static const uint32_t kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
  uint32_t r = 0;
  for (int i = 0; i < 9; ++i) {
    int smaller = 0;
    for (int j = i + 1; j < 9; ++j) smaller += b[j] < b[i];
    r += smaller * kFactorial[8 - i];
  }
  return r;
}

inline Board9 unrank9(uint32_t r) {
  static const uint32_t kFactorial[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
  std::vector<int> pool = {0, 1, 2, 3, 4, 5, 6, 7, 8};
  Board9 b{};
  for (int i = 0; i < 9; ++i) {
    uint32_t f = kFactorial[8 - i];
    b[i] = pool[r / f];
    pool.erase(pool.begin() + r / f);
    r %= f;
  }
  return b;
}

constexpr int kUnreachable = -1;

// dist[rank] = moves from that board to `goal`, or kUnreachable.
inline std::vector<int8_t> distancesTo(const Board9& goal) {
  std::vector<int8_t> dist(362880, kUnreachable);
  std::deque<Board9> queue{goal};
  dist[rank9(goal)] = 0;
  while (!queue.empty()) {
    Board9 b = queue.front();
    queue.pop_front();
    int blank = 0;
    while (b[blank] != 0) ++blank;
    const int r = blank / 3, c = blank % 3;
    const int neighbours[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
    for (const auto& n : neighbours) {
      if (n[0] < 0 || n[0] > 2 || n[1] < 0 || n[1] > 2) continue;
      Board9 next = b;
      std::swap(next[blank], next[n[0] * 3 + n[1]]);
      uint32_t k = rank9(next);
      if (dist[k] != kUnreachable) continue;
      dist[k] = static_cast<int8_t>(dist[rank9(b)] + 1);
      queue.push_back(next);
    }
  }
  return dist;
}

inline Board9 blankLast9() {
  return {1, 2, 3, 4, 5, 6, 7, 8, 0};
}
inline Board9 blankFirst9() {
  return {0, 1, 2, 3, 4, 5, 6, 7, 8};
}

}  // namespace oracle

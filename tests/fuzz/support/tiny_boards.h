#pragma once
// Shared by the solver and step-engine fuzz targets: tiny boards (2x2, 2x3, 3x2, 3x3) made from
// fuzz bytes, and an exact oracle for them. A breadth-first search over every state of the
// board's size gives the true distance to the goal, so a target can check that an answer marked
// optimal is as short as possible, that a lower bound is one, and that a solution replays.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "core/board.h"
#include "core/solution_step.h"

namespace npuzzle::fuzz {

// Stops the run with a message: libFuzzer saves the input that got here as a crash.
[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz property violated: %s\n", what.c_str());
  std::abort();
}
inline void require(bool condition, const std::string& what) {
  if (!condition) fail(what);
}

// Reads the fuzz input a byte at a time; past its end every byte is 0.
class ByteReader {
 public:
  ByteReader(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  uint8_t next() { return position_ < size_ ? data_[position_++] : 0; }
  bool empty() const { return position_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t position_ = 0;
};

inline Geometry tinyGeometry(uint8_t byte) {
  static const Geometry kSizes[] = {{2, 2}, {3, 2}, {2, 3}, {3, 3}};
  return kSizes[byte % 4];
}

// A permutation of 0..N-1 shuffled by the reader's bytes (every one reachable).
inline Board shuffledBoard(Geometry geometry, ByteReader& bytes) {
  Board board{geometry, std::vector<uint8_t>(static_cast<size_t>(geometry.cells()))};
  for (size_t i = 0; i < board.tiles.size(); ++i) board.tiles[i] = static_cast<uint8_t>(i);
  for (size_t i = board.tiles.size() - 1; i > 0; --i)
    std::swap(board.tiles[i], board.tiles[bytes.next() % (i + 1)]);
  return board;
}

// The board as rows ("3 5 1/2 0 4"), which carry its size where a flat list of a non-square
// count would not.
inline std::string rowsText(const Board& board) {
  std::string text;
  for (int c = 0; c < board.cells(); ++c) {
    if (c > 0) text += c % board.geometry.width == 0 ? "/" : " ";
    text += std::to_string(board.tiles[static_cast<size_t>(c)]);
  }
  return text;
}

// Plays `moves` from `board`; false if one is not legal there (the tile must be next to the
// blank, on the side opposite to the direction it slides).
inline bool replay(Board& board, const std::vector<SolutionStep>& moves) {
  const Geometry g = board.geometry;
  for (const SolutionStep& move : moves) {
    const int blank = board.blankCell();
    int from = -1;
    for (int c = 0; c < g.cells(); ++c)
      if (board.tiles[static_cast<size_t>(c)] == move.tile && move.tile != 0) from = c;
    if (from < 0) return false;
    int to = -1;
    switch (move.direction) {
      case Direction::Up:
        to = from - g.width;
        break;
      case Direction::Down:
        to = from + g.width;
        break;
      case Direction::Left:
        to = g.col(from) > 0 ? from - 1 : -1;
        break;
      case Direction::Right:
        to = g.col(from) + 1 < g.width ? from + 1 : -1;
        break;
    }
    if (to != blank) return false;
    std::swap(board.tiles[static_cast<size_t>(from)], board.tiles[static_cast<size_t>(to)]);
  }
  return true;
}

// The fewest moves from board to goal, or -1 if the goal cannot be reached: a breadth-first
// search from the goal over every arrangement of the size (at most 9! = 362,880), kept per size
// and blank goal cell. Tiles are renamed by their goal cells, so one search serves every goal
// whose blank has the same goal cell.
class TinyOracle {
 public:
  int distance(const Board& board, const Board& goal) {
    const Geometry g = board.geometry;
    const int n = g.cells();
    std::vector<uint8_t> where(static_cast<size_t>(n));  // goal cell of each tile
    for (int c = 0; c < n; ++c) where[goal.tiles[static_cast<size_t>(c)]] = static_cast<uint8_t>(c);
    std::vector<uint8_t> state(static_cast<size_t>(n));
    for (int c = 0; c < n; ++c)
      state[static_cast<size_t>(c)] = where[board.tiles[static_cast<size_t>(c)]];
    const std::vector<uint8_t>& table = tableFor(g, goal.blankCell());
    const uint8_t d = table[rank(state)];
    return d == kUnreached ? -1 : d;
  }

 private:
  static constexpr uint8_t kUnreached = 0xFF;

  static uint32_t rank(const std::vector<uint8_t>& p) {  // Lehmer code
    uint32_t index = 0;
    for (size_t i = 0; i < p.size(); ++i) {
      uint32_t smaller = 0;
      for (size_t j = i + 1; j < p.size(); ++j) smaller += p[j] < p[i];
      index = index * static_cast<uint32_t>(p.size() - i) + smaller;
    }
    return index;
  }
  static std::vector<uint8_t> unrank(uint32_t index, size_t n) {
    std::vector<uint32_t> digits(n);
    for (size_t i = n; i-- > 0;) {
      digits[i] = index % static_cast<uint32_t>(n - i);
      index /= static_cast<uint32_t>(n - i);
    }
    std::vector<uint8_t> unused(n), p(n);
    for (size_t i = 0; i < n; ++i) unused[i] = static_cast<uint8_t>(i);
    for (size_t i = 0; i < n; ++i) {
      p[i] = unused[digits[i]];
      unused.erase(unused.begin() + digits[i]);
    }
    return p;
  }

  const std::vector<uint8_t>& tableFor(Geometry g, int blankCell) {
    auto key = std::make_tuple(g.width, g.height, blankCell);
    auto found = tables_.find(key);
    if (found != tables_.end()) return found->second;
    const size_t n = static_cast<size_t>(g.cells());
    uint32_t states = 1;
    for (size_t i = 2; i <= n; ++i) states *= static_cast<uint32_t>(i);
    std::vector<uint8_t> table(states, kUnreached);
    std::vector<uint8_t> identity(n);
    for (size_t i = 0; i < n; ++i) identity[i] = static_cast<uint8_t>(i);
    std::vector<uint32_t> frontier{rank(identity)};
    table[frontier[0]] = 0;
    for (uint8_t depth = 0; !frontier.empty(); ++depth) {
      std::vector<uint32_t> next;
      for (uint32_t index : frontier) {
        std::vector<uint8_t> p = unrank(index, n);
        const int blank = static_cast<int>(std::find(p.begin(), p.end(), blankCell) - p.begin());
        const int r = g.row(blank), c = g.col(blank);
        const int neighbours[4][2] = {{r - 1, c}, {r + 1, c}, {r, c - 1}, {r, c + 1}};
        for (const auto& [nr, nc] : neighbours) {
          if (nr < 0 || nc < 0 || nr >= g.height || nc >= g.width) continue;
          std::swap(p[static_cast<size_t>(blank)], p[static_cast<size_t>(g.cell(nr, nc))]);
          const uint32_t child = rank(p);
          if (table[child] == kUnreached) {
            table[child] = static_cast<uint8_t>(depth + 1);
            next.push_back(child);
          }
          std::swap(p[static_cast<size_t>(blank)], p[static_cast<size_t>(g.cell(nr, nc))]);
        }
      }
      frontier.swap(next);
    }
    return tables_.emplace(key, std::move(table)).first->second;
  }

  std::map<std::tuple<int, int, int>, std::vector<uint8_t>> tables_;
};

}  // namespace npuzzle::fuzz

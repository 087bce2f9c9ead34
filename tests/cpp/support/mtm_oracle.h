#pragma once
// The multi-tile metric's oracle pieces, shared by the tests that check MTM searches against a
// breadth-first search (multi_tile_metric_test.cpp, all_optimal_mtm_test.cpp): their own board
// encoding and their own moves, each a run of single swaps of the blank, sharing no code with
// the solver.

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/geometry.h"
#include "core/solution_step.h"

namespace testing_support {

using npuzzle::Direction;
using npuzzle::SolutionStep;

// A board of up to 16 cells packed in 4 bits a cell, cell 0 lowest.
using Packed = uint64_t;

inline Packed packCells(const std::vector<int>& cells) {
  Packed p = 0;
  for (size_t i = 0; i < cells.size(); ++i) p |= static_cast<Packed>(cells[i]) << (4 * i);
  return p;
}

inline std::vector<int> unpackCells(Packed p, int n) {
  std::vector<int> cells(n);
  for (int i = 0; i < n; ++i) cells[i] = static_cast<int>((p >> (4 * i)) & 15);
  return cells;
}

// Every board one multi-tile move away: the blank walks 1 or more cells straight along its row
// or column, swapping with each tile it passes.
inline std::vector<Packed> mtmNeighbours(Packed p, int width, int height) {
  std::vector<int> cells = unpackCells(p, width * height);
  const int blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
  std::vector<Packed> out;
  const int dr[] = {-1, 1, 0, 0}, dc[] = {0, 0, -1, 1};
  for (int d = 0; d < 4; ++d) {
    std::vector<int> walk = cells;
    int r = blank / width, c = blank % width;
    while (true) {
      const int nr = r + dr[d], nc = c + dc[d];
      if (nr < 0 || nr >= height || nc < 0 || nc >= width) break;
      std::swap(walk[r * width + c], walk[nr * width + nc]);
      r = nr, c = nc;
      out.push_back(packCells(walk));
    }
  }
  return out;
}

// Replays single-tile steps grouped into multi-tile moves: every step slides a tile next to the
// blank into it, the way it says; every step of a group slides the same way (so the blank went
// straight along one line); the groups sum to the steps. The board reached, or empty when a step
// or a group is not legal.
inline std::vector<int> replayMtm(std::vector<int> cells, int width,
                                  const std::vector<SolutionStep>& steps,
                                  const std::vector<int>& segments) {
  size_t at = 0;
  for (int count : segments) {
    if (count < 1 || at + count > steps.size()) return {};
    for (int i = 0; i < count; ++i, ++at) {
      const SolutionStep& step = steps[at];
      if (step.direction != steps[at - i].direction) return {};
      const int blank = static_cast<int>(std::find(cells.begin(), cells.end(), 0) - cells.begin());
      const int tile =
          static_cast<int>(std::find(cells.begin(), cells.end(), step.tile) - cells.begin());
      int into = tile;
      switch (step.direction) {
        case Direction::Up:
          into -= width;
          break;
        case Direction::Down:
          into += width;
          break;
        case Direction::Left:
          if (tile % width == 0) return {};
          into -= 1;
          break;
        case Direction::Right:
          if (tile % width == width - 1) return {};
          into += 1;
          break;
      }
      if (step.tile == 0 || into != blank) return {};
      std::swap(cells[tile], cells[blank]);
    }
  }
  if (at != steps.size()) return {};
  return cells;
}

}  // namespace testing_support

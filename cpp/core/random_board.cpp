#include "core/random_board.h"

#include <utility>

#include "core/move_table.h"
#include "core/solvability.h"

namespace npuzzle {

uint64_t Random::next() {
  uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

uint32_t Random::below(uint32_t bound) {
  // Lemire's multiply-and-reject.
  uint64_t product = static_cast<uint64_t>(static_cast<uint32_t>(next())) * bound;
  uint32_t low = static_cast<uint32_t>(product);
  if (low < bound) {
    uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
    while (low < threshold) {
      product = static_cast<uint64_t>(static_cast<uint32_t>(next())) * bound;
      low = static_cast<uint32_t>(product);
    }
  }
  return static_cast<uint32_t>(product >> 32);
}

Board randomSolvableBoard(const Board& goal, Random& random) {
  Board board = goal;
  for (int i = board.cells() - 1; i > 0; --i)
    std::swap(board.tiles[i], board.tiles[random.below(static_cast<uint32_t>(i + 1))]);
  if (!analyzeSolvability(board, goal).solvable) {
    int first = -1;
    for (int c = 0; c < board.cells(); ++c) {
      if (board.tiles[c] == 0) continue;
      if (first < 0) {
        first = c;
      } else {
        std::swap(board.tiles[first], board.tiles[c]);
        break;
      }
    }
  }
  return board;
}

Board randomWalkBoard(const Board& goal, int steps, Random& random) {
  Board board = goal;
  MoveTable moves(goal.geometry);
  int blank = board.blankCell(), previous = -1;
  for (int s = 0; s < steps; ++s) {
    int options[4], n = 0;
    for (int i = 0; i < moves.count(blank); ++i)
      if (moves.move(blank, i).from != previous) options[n++] = moves.move(blank, i).from;
    int next = options[random.below(static_cast<uint32_t>(n))];
    std::swap(board.tiles[blank], board.tiles[next]);
    previous = blank;
    blank = next;
  }
  return board;
}

}  // namespace npuzzle

#pragma once
// Seeded random instances. The generator is our own (SplitMix64) so a seed gives the same board
// natively and in wasm; std:: distributions differ between standard libraries.

#include <cstdint>

#include "core/board.h"

namespace npuzzle {

class Random {
 public:
  explicit Random(uint64_t seed) : state_(seed) {}
  uint64_t next();
  // Uniform in [0, bound), bound > 0, without modulo bias.
  uint32_t below(uint32_t bound);

 private:
  uint64_t state_;
};

// Uniform over the boards that can reach `goal`: a uniform permutation, and if it is unsolvable,
// two tiles swapped — a bijection between unsolvable and solvable boards, so uniformity holds.
Board randomSolvableBoard(const Board& goal, Random& random);

// `steps` random moves of the blank from the goal, never undoing the previous move.
Board randomWalkBoard(const Board& goal, int steps, Random& random);

}  // namespace npuzzle

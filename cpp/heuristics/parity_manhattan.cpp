#include "heuristics/parity_manhattan.h"

namespace npuzzle {

ParityManhattan::ParityManhattan(const Board& goal)
    : manhattan_(goal), geometry_(goal.geometry), goalBlank_(goal.blankCell()) {}

bool ParityManhattan::fullOn(const uint8_t* tiles) const {
  int blank = 0;
  while (tiles[blank] != 0) ++blank;
  return geometry_.distance(blank, goalBlank_) % 2 == 0;
}

int ParityManhattan::evaluate(const uint8_t* tiles) const {
  const int manhattan = manhattan_.evaluate(tiles);
  return fullOn(tiles) ? manhattan : manhattan / 2;
}

}  // namespace npuzzle

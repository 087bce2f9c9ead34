#pragma once
// Tiles not on their goal cell. The blank is left out, which keeps the count admissible; seed
// 004 counts the blank too, which overestimates by one near the goal, so that variant is marked
// inadmissible.

#include <vector>

#include "heuristics/heuristic.h"

namespace npuzzle {

class MisplacedTiles final : public Heuristic {
 public:
  MisplacedTiles(const Board& goal, bool countBlank);
  int evaluate(const uint8_t* tiles) const override;
  int afterMove(const uint8_t* tiles, int hBefore, int tile, int from, int to) const override;

 private:
  std::vector<int> goalCell_;
  bool countBlank_;
};

}  // namespace npuzzle

#include "heuristics/heuristic_path.h"

#include <algorithm>
#include <utility>

namespace npuzzle {

std::vector<int> heuristicAlongPath(const Heuristic& heuristic, const Board& start,
                                    const std::vector<SolutionStep>& moves) {
  std::vector<uint8_t> tiles = start.tiles;
  std::vector<int> values{heuristic.evaluate(tiles.data())};
  values.reserve(moves.size() + 1);
  int blank = start.blankCell();
  for (const SolutionStep& step : moves) {
    // The tile slides into the blank, so the blank takes the tile's cell.
    const int tileCell =
        static_cast<int>(std::find(tiles.begin(), tiles.end(), step.tile) - tiles.begin());
    std::swap(tiles[tileCell], tiles[blank]);
    blank = tileCell;
    values.push_back(heuristic.evaluate(tiles.data()));
  }
  return values;
}

}  // namespace npuzzle

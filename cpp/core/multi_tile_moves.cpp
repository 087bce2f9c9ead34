#include "core/multi_tile_moves.h"

namespace npuzzle {

const char* metricId(Metric metric) {
  return metric == Metric::MultiTile ? "mtm" : "stm";
}

std::optional<Metric> findMetric(const std::string& id) {
  if (id == "stm") return Metric::SingleTile;
  if (id == "mtm") return Metric::MultiTile;
  return std::nullopt;
}

void multiTileSuccessors(Geometry geometry, int blank, std::vector<MultiTileMove>& out) {
  out.clear();
  const int row = geometry.row(blank), col = geometry.col(blank);
  // The blank going up means the tiles above it slide down, and so on.
  for (int k = 1; row - k >= 0; ++k)
    out.push_back({static_cast<uint8_t>(blank), static_cast<uint8_t>(geometry.cell(row - k, col)),
                   static_cast<uint8_t>(k), Direction::Down});
  for (int k = 1; row + k < geometry.height; ++k)
    out.push_back({static_cast<uint8_t>(blank), static_cast<uint8_t>(geometry.cell(row + k, col)),
                   static_cast<uint8_t>(k), Direction::Up});
  for (int k = 1; col - k >= 0; ++k)
    out.push_back({static_cast<uint8_t>(blank), static_cast<uint8_t>(geometry.cell(row, col - k)),
                   static_cast<uint8_t>(k), Direction::Right});
  for (int k = 1; col + k < geometry.width; ++k)
    out.push_back({static_cast<uint8_t>(blank), static_cast<uint8_t>(geometry.cell(row, col + k)),
                   static_cast<uint8_t>(k), Direction::Left});
}

void applyMultiTileMove(Geometry geometry, uint8_t* tiles, const MultiTileMove& move,
                        std::vector<SolutionStep>* steps) {
  // The cell step the blank takes: the opposite of the tiles' direction.
  int step = 0;
  switch (move.direction) {
    case Direction::Up:
      step = geometry.width;
      break;
    case Direction::Down:
      step = -geometry.width;
      break;
    case Direction::Left:
      step = 1;
      break;
    case Direction::Right:
      step = -1;
      break;
  }
  int blank = move.blankFrom;
  for (int i = 0; i < move.count; ++i) {
    const int next = blank + step;
    if (steps) steps->push_back({tiles[next], move.direction});
    tiles[blank] = tiles[next];
    tiles[next] = 0;
    blank = next;
  }
}

std::vector<int> multiTileSegments(const std::vector<SolutionStep>& steps) {
  std::vector<int> segments;
  for (size_t i = 0; i < steps.size(); ++i) {
    if (i > 0 && steps[i].direction == steps[i - 1].direction)
      ++segments.back();
    else
      segments.push_back(1);
  }
  return segments;
}

}  // namespace npuzzle

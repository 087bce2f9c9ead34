#include "pdb/pattern_projection.h"

#include <algorithm>
#include <string>

namespace npuzzle {

Expected<PatternProjection> PatternProjection::create(Geometry geometry, int blankCell,
                                                      std::vector<uint8_t> patternCells) {
  const int n = geometry.cells();
  if (geometry.width < kMinSide || geometry.height < kMinSide || n > kMaxCells)
    return Error{"pattern database: unsupported board size " + geometry.name()};
  if (blankCell < 0 || blankCell >= n)
    return Error{"pattern database: blank cell " + std::to_string(blankCell) + " is off the board"};
  const int k = static_cast<int>(patternCells.size());
  if (k < 1 || k > kMaxPatternTiles || k > n - 1)
    return Error{"pattern database: a pattern needs 1 to " + std::to_string(kMaxPatternTiles) +
                 " tiles, not " + std::to_string(k)};
  std::vector<bool> used(n, false);
  for (uint8_t cell : patternCells) {
    if (cell >= n || cell == blankCell || used[cell])
      return Error{"pattern database: pattern cell " + std::to_string(cell) +
                   " is off the board, the blank's, or repeated"};
    used[cell] = true;
  }
  uint64_t size = 1;
  for (int i = 0; i < k; ++i) size *= static_cast<uint64_t>(n - i);
  if (size > UINT32_MAX)
    return Error{"pattern database: " + std::to_string(k) + " tiles on " + geometry.name() +
                 " need more than 2^32 entries"};
  return PatternProjection(geometry, blankCell, std::move(patternCells),
                           static_cast<uint32_t>(size));
}

void PatternProjection::unrank(uint32_t index, uint8_t* cells) const {
  const int n = geometry_.cells(), k = tiles();
  int digits[kMaxPatternTiles];
  for (int i = k - 1; i >= 0; --i) {
    uint32_t radix = static_cast<uint32_t>(n - i);
    digits[i] = static_cast<int>(index % radix);
    index /= radix;
  }
  // Digit i counts the free cells below tile i's cell: walk the cells, skipping taken ones.
  bool taken[kMaxCells];
  std::fill(taken, taken + n, false);
  for (int i = 0; i < k; ++i) {
    int cell = 0;
    for (int free = digits[i];; ++cell) {
      if (taken[cell]) continue;
      if (free-- == 0) break;
    }
    cells[i] = static_cast<uint8_t>(cell);
    taken[cell] = true;
  }
}

}  // namespace npuzzle

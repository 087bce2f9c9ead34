#pragma once
// The two move metrics speedsolvers count in, and the multi-tile moves. In the single-tile
// metric (STM) every move slides one tile; in the multi-tile metric (MTM) sliding a whole line of
// 1 to n - 1 tiles toward the blank, in the blank's row or column, is one move: the blank jumps k
// cells along its row or column and the k tiles it passes each slide one cell the other way.
// A multi-tile move is written as the single-tile steps it is made of (docs/contracts.md §2), so
// every reader of a solution replays it; `segments` says how many steps each move groups.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/geometry.h"
#include "core/solution_step.h"

namespace npuzzle {

enum class Metric : uint8_t { SingleTile, MultiTile };

// "stm" and "mtm", as the command line's --metric and the JSON's `metric` name them.
const char* metricId(Metric metric);
std::optional<Metric> findMetric(const std::string& id);

// One multi-tile move: the tiles slide `direction` (the tile's direction, §2), `count` of them
// (1 .. side - 1); the blank goes from `blankFrom` to `blankTo`, count cells the other way.
struct MultiTileMove {
  uint8_t blankFrom;
  uint8_t blankTo;
  uint8_t count;
  Direction direction;
};

// Every multi-tile move of a board whose blank is at `blank`: along the blank's row and column,
// nearest first in each direction (up to (W - 1) + (H - 1) of them). The one list every MTM search
// reads, so a later enumeration of all optimal MTM solutions can read it too.
void multiTileSuccessors(Geometry geometry, int blank, std::vector<MultiTileMove>& out);

// Whether `move` slides tiles along a row (left or right) rather than a column.
inline bool horizontal(Direction direction) {
  return direction == Direction::Left || direction == Direction::Right;
}

// Applies `move` to `tiles` (a board's cells) and appends its single-tile steps to `steps` (if
// given), nearest tile to the blank first.
void applyMultiTileMove(Geometry geometry, uint8_t* tiles, const MultiTileMove& move,
                        std::vector<SolutionStep>* steps = nullptr);

// The multi-tile moves a sequence of single-tile steps makes when runs of steps that slide the
// same way are grouped (consecutive steps the same way move the blank on along one line, so each
// run is one multi-tile move): the number of steps in each run, in order. Their count is the
// sequence's length in the multi-tile metric when no two adjacent runs share a line, which an
// optimal MTM solution never has (two slides along one line are one slide, or none).
std::vector<int> multiTileSegments(const std::vector<SolutionStep>& steps);

}  // namespace npuzzle

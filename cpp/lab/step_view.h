#pragma once
// What the lab's step mode shows about a search between two steps: the node the last step
// expanded and the path that reached it, the open list's first entries in pop order (or IDA*'s
// depth-first path), sizes and the f bound. Plain data, filled in by a StepEngine.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/message.h"
#include "core/solution_step.h"

namespace npuzzle {

struct StepNode {
  std::vector<uint8_t> tiles;
  int g = 0;
  int h = 0;
  int f = 0;             // the priority the search orders by: gWeight·g + hWeight·h
  int order = 0;         // open list: 1 = popped next; IDA* path: the depth
  bool expanded = true;  // IDA* path: false for a top node generated but not yet expanded
};

struct StepView {
  bool idaPath = false;         // `open` is IDA*'s depth-first path, not an open list
  uint64_t openSize = 0;        // live open entries, or the path's length
  uint64_t openStale = 0;       // entries left for nodes since closed or improved (lazy deletion)
  uint64_t closedSize = 0;      // 0 for IDA*: it keeps no closed set
  int fBound = 0;               // f of the node just expanded (or the start's), or IDA*'s threshold
  std::vector<int> thresholds;  // IDA* only
  std::optional<StepNode> current;
  std::vector<SolutionStep> currentPath;  // start -> current
  std::vector<StepNode> open;
  std::string tieBreak;    // how `open` is ordered, in words (English)
  Message tieBreakDetail;  // the same as an id and its arguments (core/message.h)
};

}  // namespace npuzzle

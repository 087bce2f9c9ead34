#pragma once
// A heuristic estimates the moves left from a board to the goal it was built for. Searches call
// evaluate() once for the start and afterMove() for each child, which the additive heuristics
// answer in O(1) or O(line) instead of O(N). Concrete classes are final so the templated IDA*
// calls them without virtual dispatch.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/board.h"
#include "core/geometry.h"
#include "pdb/pattern_partition.h"

namespace npuzzle {

class Heuristic {
 public:
  virtual ~Heuristic() = default;
  virtual int evaluate(const uint8_t* tiles) const = 0;
  // h of the board after `tile` slid from cell `from` into the blank at `to`; `tiles` is that
  // board (tile now at `to`, blank at `from`) and hBefore the value before the move.
  virtual int afterMove(const uint8_t* tiles, int hBefore, int tile, int from, int to) const {
    (void)hBefore, (void)tile, (void)from, (void)to;
    return evaluate(tiles);
  }
};

// Returns 0 everywhere: breadth-first search is uniform-cost search with this.
class BlindHeuristic final : public Heuristic {
 public:
  int evaluate(const uint8_t*) const override { return 0; }
  int afterMove(const uint8_t*, int, int, int, int) const override { return 0; }
};

enum class HeuristicKind {
  Blind,
  Misplaced,
  MisplacedWithBlank,
  Manhattan,
  Euclidean,
  LinearConflict,
  Mixed,
  PatternDatabase,
  ParityManhattan,  // the lab's admissible but inconsistent one (heuristics/parity_manhattan.h)
};

struct HeuristicInfo {
  HeuristicKind kind;
  const char* id;     // CLI and URL name
  const char* label;  // for people
  bool admissible;
  // Largest board on which it is ready fast enough for interactive use (the page): pattern
  // databases above 16 cells would take minutes to build; the page prepares the 4x4 ones (about
  // 6 s, once per browser) with a progress bar before solving.
  int interactiveMaxCells = kMaxCells;
};

const std::vector<HeuristicInfo>& heuristicCatalog();  // every selectable heuristic, Blind excluded
// The heuristics only the lab runs (its consistency view), kept out of the Solver card's menu
// and of `check`: they exist to show a property, not to solve. findHeuristic() knows them.
const std::vector<HeuristicInfo>& labHeuristics();
const HeuristicInfo* findHeuristic(std::string_view id);
const HeuristicInfo& heuristicInfo(HeuristicKind kind);

// `databases` chooses the pattern databases of the "pdb" heuristic (pattern_partition.h).
std::unique_ptr<Heuristic> makeHeuristic(HeuristicKind kind, const Board& goal,
                                         DatabaseSize databases = DatabaseSize::Standard);

}  // namespace npuzzle

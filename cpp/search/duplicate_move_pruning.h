#pragma once
// Moves a depth-first search need not make because another path, no longer, reaches the same
// board and comes first (Taylor & Korf's duplicate pruning with a finite-state machine, 1993).
//
// A duplicate string is a string of moves whose board another string, its alternative, also
// reaches: a shorter one, or one as long and lexicographically smaller (up < down < left <
// right, the tile's direction), that visits only cells the string visits, so it is legal on any
// board and wherever the string is. The move straight back is the shortest (its alternative is
// no move); six moves round a 2x2 square and the figure-eights over two squares (DLURURDL =
// URDLDLUR) are others. cpp/tools/duplicate_move_strings.h lists the minimal ones of up to
// kLongestDuplicateString moves — none holds another — and the automaton in
// duplicate_move_table.inc, generated from them, recognises any of them at the end of a path.
//
// Why no optimal path is lost: among the shortest paths to a board, take the one that comes
// first. If it held a duplicate string, putting the alternative in its place would give a path
// to the same board, legal there, and shorter or as long and earlier: impossible. So it holds
// none, the automaton never cuts it, and IDA* still finds an optimal path (weighted IDA* its
// bound, the path tightener its proofs).
//
// The search keeps one State per node of its path (16 bits): the longest end of the path that
// begins a duplicate string. A move from a node is cut when after() gives kPruned. With the 2,364
// minimal duplicates of up to 12 moves the automaton has 8,007 states (a 64 KB table); Korf's 100
// through auto expand 14,159,346 nodes, against 18,700,936 with the move back and the 2x2 rounds
// alone (-24%) and 22,006,526 with the move back alone. Strings of 13 moves would take 1% more off
// for a table twice the size.

#include <cstdint>
#include <vector>

#include "core/geometry.h"
#include "search/search_types.h"

namespace npuzzle::duplicate_moves {

#include "search/duplicate_move_table.inc"

using State = uint16_t;
constexpr State kStart = 0;  // no move yet
constexpr State kPruned = 0xFFFF;

// The state after `move`, or kPruned when it completes a duplicate string. `state` is not
// kPruned.
inline State after(State state, Direction move) {
  return kDuplicateMoveTable[4 * state + static_cast<int>(move)];
}

// The state at the end of `path` from the start, or kPruned when it holds a duplicate string.
inline State afterPath(const std::vector<SolutionStep>& path) {
  State state = kStart;
  for (const SolutionStep& step : path) {
    state = after(state, step.direction);
    if (state == kPruned) break;
  }
  return state;
}

}  // namespace npuzzle::duplicate_moves

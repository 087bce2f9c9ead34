#pragma once
// Paths a depth-first search need not take because another path of the same length or shorter
// reaches the same board (Taylor & Korf's duplicate pruning, for its commonest case): the blank
// going round a 2x2 square. A lap moves the square's three tiles on by one place, so three laps
// (twelve moves) put every tile back: six moves one way round reach the board that six the other
// way reach, and seven moves reach one that five the other way reach.
//
// So the search never takes seven such moves in a row, and of the two ways of taking six it takes
// only the one whose first move is the smaller direction (up < down < left < right). Among the
// optimal paths to any board, the lexicographically smallest takes neither: swapping its six for
// the other six would make it smaller, and seven would make it not optimal. IDA* therefore still
// finds an optimal path, and first; on Korf's 100 it expands 15% fewer nodes (18% without the
// reflected lookups).
//
// What a path needs to know for this is its last move and the run of quarter turns it ends with:
// +k after k clockwise turns in a row, -k after k anticlockwise ones, 0 after a move straight on
// (or none). Six moves round a square are five turns the same way. (The two make a 55-state
// automaton, as Taylor & Korf's would be for this case alone.) Directions are those the tiles
// slide; reversing every move keeps the sense of each turn, so the blank's round is the tiles'
// round.

#include <cstdint>

#include "core/geometry.h"

namespace npuzzle::loop_pruning {

// The direction a quarter turn clockwise (on screen: up, right, down, left) and anticlockwise.
inline int clockwiseOf(int d) {
  static constexpr int8_t kClockwise[4] = {3, 2, 0, 1};  // U->R, D->L, L->U, R->D
  return kClockwise[d];
}
inline int anticlockwiseOf(int d) {
  static constexpr int8_t kAnticlockwise[4] = {2, 3, 1, 0};  // U->L, D->R, L->D, R->U
  return kAnticlockwise[d];
}

// The run of turns after moving `next` on a path that arrived by `arrivedBy` (-1: the path's
// first move) with the run `turns`.
inline int8_t turnsAfter(int arrivedBy, int8_t turns, Direction next) {
  if (arrivedBy < 0) return 0;
  const int d = static_cast<int>(next);
  if (d == clockwiseOf(arrivedBy)) return static_cast<int8_t>(turns > 0 ? turns + 1 : 1);
  if (d == anticlockwiseOf(arrivedBy)) return static_cast<int8_t>(turns < 0 ? turns - 1 : -1);
  return 0;
}

// Whether the move `last`, which made the run `turns`, ends a round the search need not take.
inline bool endsSkippedRound(int8_t turns, Direction last) {
  if (turns >= 6 || turns <= -6) return true;  // seven moves: five the other way are shorter
  if (turns != 5 && turns != -5) return false;
  // Six moves round a square, each a quarter turn on from the one before, so the sixth is the
  // first turned once more: the first is the sixth turned back. The six the other way round
  // start with the first turned a quarter on the same way: that is the sixth.
  const int sixth = static_cast<int>(last);
  const int first = turns > 0 ? anticlockwiseOf(sixth) : clockwiseOf(sixth);
  return first > sixth;
}

}  // namespace npuzzle::loop_pruning

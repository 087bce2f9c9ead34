#pragma once
// The automaton that recognises a set of move strings anywhere in a path (Aho & Corasick, 1975),
// as a table: each state, for each direction, the state after that move, or kPruned when the
// move completes one of the strings. A state stands for the longest end of the path that begins
// one of the strings, so it is all the search needs to remember of the path.
//
// States are numbered breadth-first from the start (0), so the states of short path ends, the
// ones a search visits most, sit together at the front of the table.

#include <cstdint>
#include <string>
#include <vector>

#include "tools/duplicate_move_strings.h"

namespace npuzzle::tools {

constexpr uint16_t kPrunedState = 0xFFFF;

struct MoveStringAutomaton {
  // next[4 * state + direction]; the states number next.size() / 4 (at most 65,535).
  std::vector<uint16_t> next;
};

// The automaton of `strings`, none of which may hold another (as minimal duplicates do not).
MoveStringAutomaton buildMoveStringAutomaton(const std::vector<MoveString>& strings);

// The C++ source of the search's table (cpp/search/duplicate_move_table.inc) for the minimal
// duplicates of up to `maxLength` moves.
std::string duplicateMoveTableSource(const std::vector<DuplicateString>& duplicates, int maxLength,
                                     const MoveStringAutomaton& automaton);

}  // namespace npuzzle::tools

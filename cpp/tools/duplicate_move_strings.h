#pragma once
// The move strings a depth-first search need not follow (Taylor & Korf, "Pruning duplicate nodes
// in depth-first search", 1993): a string is a duplicate when another string, its alternative,
// leaves the board exactly as it does and comes first in the order the search keeps — shorter, or
// as long and lexicographically smaller (directions up < down < left < right, as the tile
// slides). Of every set of strings that reach the same board, the first one is never a
// duplicate, so a search that avoids every duplicate still reaches each board by its first
// shortest string, and IDA* still finds an optimal path.
//
// A string is looked at on an unbounded board, so it must hold on every board where it can be
// played, edges included: its alternative may visit only cells the string itself visits (the
// blank's cells, start included). Wherever the string is legal, so is the alternative.
//
// Only minimal duplicates are listed: no proper substring of one is a duplicate itself (a search
// that avoids the shorter one never gets this far). The move straight back (length 2, its
// alternative the empty string) is one of them.
//
// Tooling only: cpp/tools/duplicate_move_table_generator.cpp turns the list into the automaton
// the search runs (cpp/search/duplicate_move_table.inc), and a test regenerates it. The solver
// itself never enumerates strings.

#include <string>
#include <vector>

#include "core/geometry.h"

namespace npuzzle::tools {

using MoveString = std::vector<Direction>;

struct DuplicateString {
  MoveString moves;
  MoveString alternative;  // the first string (in the order above) that can replace it
};

// Every minimal duplicate of at most `maxLength` moves (at most 28), in order: shorter first,
// then lexicographically.
std::vector<DuplicateString> findMinimalDuplicates(int maxLength);

// The letters of a string, "UDLR" (the tile's direction), for listings and messages.
std::string moveLetters(const MoveString& moves);

}  // namespace npuzzle::tools

// The duplicate-move table IDA* runs (cpp/search/duplicate_move_table.inc) against its generator
// (cpp/tools/): the table checked in is the one the generator makes, and every string the
// generator lists is a duplicate its alternative answers for — the same board, reached first,
// through no cell the string does not visit, and never cut itself.

#include <catch2/catch.hpp>

#include <algorithm>
#include <vector>

#include "search/duplicate_move_pruning.h"
#include "support/move_strings.h"
#include "tools/duplicate_move_strings.h"
#include "tools/move_string_automaton.h"

using namespace npuzzle;
using testing_support::MoveGrid;

namespace {

// How far along `moves` the pruning lets a path go: moves.size() when it keeps it all.
size_t keptMoves(const tools::MoveString& moves) {
  duplicate_moves::State state = duplicate_moves::kStart;
  for (size_t i = 0; i < moves.size(); ++i) {
    state = duplicate_moves::after(state, moves[i]);
    if (state == duplicate_moves::kPruned) return i;
  }
  return moves.size();
}

}  // namespace

TEST_CASE("the checked-in duplicate-move table is the one the generator makes",
          "[algorithms][long]") {
  static_assert(tools::kPrunedState == duplicate_moves::kPruned);
  const std::vector<tools::DuplicateString> duplicates =
      tools::findMinimalDuplicates(duplicate_moves::kLongestDuplicateString);
  std::vector<tools::MoveString> strings;
  for (const tools::DuplicateString& d : duplicates) strings.push_back(d.moves);
  const tools::MoveStringAutomaton automaton = tools::buildMoveStringAutomaton(strings);
  INFO("out of date: regenerate it (cpp/tools/duplicate_move_table_generator.cpp)");
  REQUIRE(automaton.next.size() == 4 * size_t{duplicate_moves::kDuplicateMoveStates});
  CHECK(std::equal(automaton.next.begin(), automaton.next.end(),
                   std::begin(duplicate_moves::kDuplicateMoveTable)));
}

TEST_CASE("each minimal duplicate's alternative reaches its board first, within its cells, kept",
          "[algorithms][long]") {
  const int maxLength = duplicate_moves::kLongestDuplicateString;
  const std::vector<tools::DuplicateString> duplicates = tools::findMinimalDuplicates(maxLength);
  // The move straight back, the 2x2 rounds and the figure-eights are among them.
  CHECK(duplicates.size() > 2000);
  const MoveGrid open{2 * maxLength + 1, 2 * maxLength + 1};
  const std::vector<int> centred =
      testing_support::boardWithBlankAt(open, open.width * open.height / 2);
  const MoveGrid small{4, 4};
  for (const tools::DuplicateString& d : duplicates) {
    INFO(tools::moveLetters(d.moves) << " = " << tools::moveLetters(d.alternative));
    // Comes first: shorter, or as long and lexicographically smaller.
    REQUIRE(d.alternative.size() <= d.moves.size());
    if (d.alternative.size() == d.moves.size()) REQUIRE(d.alternative < d.moves);
    // The same board, through the string's cells only.
    std::vector<int> there = centred, alternativeThere = centred;
    std::vector<int> cells, alternativeCells;
    REQUIRE(play(open, there, d.moves, &cells));
    REQUIRE(play(open, alternativeThere, d.alternative, &alternativeCells));
    CHECK(there == alternativeThere);
    CHECK(std::includes(cells.begin(), cells.end(), alternativeCells.begin(),
                        alternativeCells.end()));
    // So wherever the string is legal near the edges of a 4x4, so is the alternative, to the
    // same board.
    for (int blank = 0; blank < 16; ++blank) {
      std::vector<int> a = testing_support::boardWithBlankAt(small, blank), b = a;
      if (play(small, a, d.moves)) {
        REQUIRE(play(small, b, d.alternative));
        CHECK(a == b);
      }
    }
    // The pruning cuts the string at its last move and keeps the alternative whole: never both.
    CHECK(keptMoves(d.moves) == d.moves.size() - 1);
    CHECK(keptMoves(d.alternative) == d.alternative.size());
  }
}

#include "core/solvability.h"

#include <cstdlib>
#include <vector>

namespace npuzzle {
namespace {

// Inversions of a sequence of distinct values 0..n-1, by a Fenwick tree.
long countInversions(const std::vector<int>& sequence) {
  std::vector<int> tree(sequence.size() + 1, 0);
  long inversions = 0, seen = 0;
  for (int value : sequence) {
    long notGreater = 0;
    for (int i = value + 1; i > 0; i -= i & -i) notGreater += tree[i];
    inversions += seen - notGreater;
    for (int i = value + 1; i < static_cast<int>(tree.size()); i += i & -i) ++tree[i];
    ++seen;
  }
  return inversions;
}

const char* parityWord(long n) {
  return n % 2 == 0 ? "even" : "odd";
}

std::string plural(long n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

SolvabilityReport analyzeSolvability(const Board& board, const Board& goal) {
  SolvabilityReport report;
  const int n = board.cells();
  const std::vector<int> goalCell = goal.positions();

  // The permutation cell -> goal cell of the tile on it; its parity is n minus its cycles.
  std::vector<char> visited(n, 0);
  int cycles = 0;
  for (int start = 0; start < n; ++start) {
    if (visited[start]) continue;
    ++cycles;
    for (int c = start; !visited[c]; c = goalCell[board.tiles[c]]) visited[c] = 1;
  }
  report.transpositions = n - cycles;
  report.blankDistance = board.geometry.distance(board.blankCell(), goal.blankCell());
  const int height = board.geometry.height;
  report.blankRowFromBottom = height - board.geometry.row(board.blankCell());
  report.goalBlankRowFromBottom = height - board.geometry.row(goal.blankCell());
  report.blankRowDistance = std::abs(report.blankRowFromBottom - report.goalBlankRowFromBottom);
  report.standardGoal = goal == blankLastGoal(board.geometry);

  // Inversions in goal order (what textbooks count); shown to users, not needed for the verdict.
  std::vector<int> goalRank(n, 0);
  for (int c = 0, rank = 0; c < n; ++c)
    if (goal.tiles[c] != 0) goalRank[goal.tiles[c]] = rank++;
  std::vector<int> sequence;
  for (int c = 0; c < n; ++c)
    if (board.tiles[c] != 0) sequence.push_back(goalRank[board.tiles[c]]);
  report.inversions = countInversions(sequence);

  report.solvable = report.transpositions % 2 == report.blankDistance % 2;
  const std::string permutation =
      "the tiles are " + plural(report.transpositions, "swap", "swaps") + " from the goal (" +
      parityWord(report.transpositions) + " permutation, blank included) and the blank is " +
      plural(report.blankDistance, "move", "moves") + " from its goal cell (" +
      parityWord(report.blankDistance) + ")";
  if (report.solvable) {
    report.reason = "Solvable: " + permutation + "; the parities match.";
    return report;
  }
  // Swapping two tiles flips the permutation's parity and leaves the blank alone. Prefer a swap
  // that puts one tile home: the first misplaced tile and the tile that belongs in its cell.
  int a = 0, b = 0;
  for (int c = 0; c < n && a == 0; ++c) {
    int owner = goal.tiles[c];
    if (board.tiles[c] != 0 && owner != 0 && board.tiles[c] != owner) a = board.tiles[c], b = owner;
  }
  if (a == 0) {  // every misplaced tile involves the blank: swap the first two tiles
    for (int c = 0; c < n && b == 0; ++c)
      if (board.tiles[c] != 0) (a == 0 ? a : b) = board.tiles[c];
  }
  report.fixSwap = {a, b};
  report.reason = "Unsolvable: " + permutation +
                  ". Every move swaps the blank with a tile, flipping both parities at once, so "
                  "they can never match. Swapping tiles " +
                  std::to_string(a) + " and " + std::to_string(b) + " would make it solvable.";
  return report;
}

SolvabilityRules explainSolvability(const SolvabilityReport& r, int width) {
  SolvabilityRules rules;
  const std::string verdict = r.solvable ? "solvable" : "unsolvable";
  rules.rule =
      "A board can reach the goal exactly when two parities agree: that of the permutation "
      "taking it to the goal (blank included) and that of the blank's distance to its goal cell, "
      "because every move flips both. Here the permutation is " +
      std::string(parityWord(r.transpositions)) + " (" + plural(r.transpositions, "swap", "swaps") +
      ") and the distance is " + plural(r.blankDistance, "move", "moves") + " (" +
      parityWord(r.blankDistance) + "): " + (r.solvable ? "they agree" : "they differ") +
      ", so it is " + verdict + ".";

  // A sideways move changes no tile's place in reading order; an up or down move carries one
  // tile past width - 1 others. The goal has no inversions in its own order.
  const std::string counted = r.standardGoal ? "" : " (counted in the goal's order)";
  const std::string inversions = plural(r.inversions, "inversion", "inversions");
  if (width % 2 == 1) {
    rules.widthRule = "The width " + std::to_string(width) +
                      " is odd: a tile moving up or down passes " + std::to_string(width - 1) +
                      " others (an even number) and a sideways move changes no order, so the "
                      "inversions" +
                      counted +
                      " keep their parity, and the goal has none: a board is solvable exactly "
                      "when its inversion count is even. Here: " +
                      inversions + " (" + parityWord(r.inversions) + "), so it is " + verdict + ".";
  } else if (r.standardGoal) {
    long sum = r.inversions + r.blankRowFromBottom;
    rules.widthRule = "The width " + std::to_string(width) +
                      " is even: a tile moving up or down passes " + std::to_string(width - 1) +
                      " others (an odd number) and moves the blank one row, so a board is "
                      "solvable exactly when the inversions plus the blank's row counted from "
                      "the bottom is odd. Here: " +
                      inversions + " + row " + std::to_string(r.blankRowFromBottom) + " = " +
                      std::to_string(sum) + " (" + parityWord(sum) + "), so it is " + verdict + ".";
  } else {
    long sum = r.inversions + r.blankRowDistance;
    rules.widthRule =
        "The width " + std::to_string(width) + " is even: a tile moving up or down passes " +
        std::to_string(width - 1) +
        " others (an odd number) and moves the blank one row, so a board is "
        "solvable exactly when the inversions" +
        counted + " plus the rows between the blank and its goal row is even. Here: " + inversions +
        " + " + plural(r.blankRowDistance, "row", "rows") + " = " + std::to_string(sum) + " (" +
        parityWord(sum) + "), so it is " + verdict + ".";
  }
  return rules;
}

}  // namespace npuzzle

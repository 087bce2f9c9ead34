#include "core/solvability.h"

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

}  // namespace npuzzle

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

Message parityWord(long n) {
  return message(n % 2 == 0 ? "even" : "odd");
}

// "3 swaps", "1 move": a count and its noun, as one argument.
MessageArg counted(const char* name, long n) {
  return messageArg(name, message(name, {numberArg("count", n)}));
}

Message verdictWord(bool solvable) {
  return message(solvable ? "verdict-solvable" : "verdict-unsolvable");
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
  std::vector<MessageArg> facts = {
      counted("swaps", report.transpositions),
      messageArg("permutationParity", parityWord(report.transpositions)),
      counted("moves", report.blankDistance),
      messageArg("distanceParity", parityWord(report.blankDistance))};
  if (report.solvable) {
    report.reasonDetail = message("solvable", std::move(facts));
    report.reason = report.reasonDetail.text;
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
  facts.push_back(numberArg("tileA", a));
  facts.push_back(numberArg("tileB", b));
  report.reasonDetail = message("unsolvable", std::move(facts));
  report.reason = report.reasonDetail.text;
  return report;
}

SolvabilityRules explainSolvability(const SolvabilityReport& r, int width) {
  SolvabilityRules rules;
  rules.ruleDetail =
      message("parity-rule",
              {messageArg("permutationParity", parityWord(r.transpositions)),
               counted("swaps", r.transpositions), counted("moves", r.blankDistance),
               messageArg("distanceParity", parityWord(r.blankDistance)),
               messageArg("agreement", message(r.solvable ? "parities-agree" : "parities-differ")),
               messageArg("verdict", verdictWord(r.solvable))});
  rules.rule = rules.ruleDetail.text;

  // A sideways move changes no tile's place in reading order; an up or down move carries one
  // tile past width - 1 others. The goal has no inversions in its own order. For a goal other
  // than blank-last the inversions are counted in the goal's order, and the sentence says so.
  std::vector<MessageArg> args = {numberArg("width", width), numberArg("others", width - 1),
                                  counted("inversions", r.inversions),
                                  messageArg("verdict", verdictWord(r.solvable))};
  if (width % 2 == 1) {
    args.push_back(messageArg("inversionParity", parityWord(r.inversions)));
    rules.widthRuleDetail =
        message(r.standardGoal ? "width-rule-odd" : "width-rule-odd-goal-order", std::move(args));
  } else if (r.standardGoal) {
    const long sum = r.inversions + r.blankRowFromBottom;
    args.push_back(numberArg("row", r.blankRowFromBottom));
    args.push_back(numberArg("sum", sum));
    args.push_back(messageArg("sumParity", parityWord(sum)));
    rules.widthRuleDetail = message("width-rule-even", std::move(args));
  } else {
    const long sum = r.inversions + r.blankRowDistance;
    args.push_back(counted("rows", r.blankRowDistance));
    args.push_back(numberArg("sum", sum));
    args.push_back(messageArg("sumParity", parityWord(sum)));
    rules.widthRuleDetail = message("width-rule-even-goal-order", std::move(args));
  }
  rules.widthRule = rules.widthRuleDetail.text;
  return rules;
}

int raisedToPathParity(int bound, int pathLength) {
  return bound >= pathLength ? pathLength : bound + ((pathLength - bound) & 1);
}

}  // namespace npuzzle

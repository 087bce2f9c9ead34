#include "lab/heuristic_explanation.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/heuristic.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_partition.h"
#include "search/search_factory.h"
#include "search/search_types.h"

namespace npuzzle {
namespace {

// The positions (indices into `values`) of one longest strictly increasing subsequence: the
// tiles of a line that may stay while the others leave. Same length as linear_conflict.cpp's
// patience sort, which only needs the length; here the tiles themselves are wanted.
std::vector<int> longestIncreasing(const std::vector<int>& values) {
  const int n = static_cast<int>(values.size());
  std::vector<int> length(n, 1), previous(n, -1);
  int best = -1;
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < i; ++j)
      if (values[j] < values[i] && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
    if (best < 0 || length[i] > length[best]) best = i;
  }
  std::vector<int> kept;
  for (int i = best; i >= 0; i = previous[i]) kept.push_back(i);
  std::reverse(kept.begin(), kept.end());
  return kept;
}

// One row (or column): its tiles whose goal is in it, the pairs in each other's way, the tiles
// that leave; false when no two of them are in each other's way.
bool explainLine(const Board& board, const Board& goal, bool row, int index,
                 LineConflictTerm& term) {
  const Geometry& g = board.geometry;
  const std::vector<int> goalCell = goal.positions();
  const int length = row ? g.width : g.height;
  std::vector<int> order;  // each tile's place along the line in the goal
  term = LineConflictTerm{};
  term.row = row;
  term.index = index;
  for (int k = 0; k < length; ++k) {
    const int cell = row ? g.cell(index, k) : g.cell(k, index);
    const int tile = board.tiles[cell];
    if (tile == 0) continue;
    const int home = goalCell[tile];
    if ((row ? g.row(home) : g.col(home)) != index) continue;
    term.tiles.push_back(tile);
    order.push_back(row ? g.col(home) : g.row(home));
  }
  if (term.tiles.size() < 2) return false;
  for (size_t a = 0; a < order.size(); ++a)
    for (size_t b = a + 1; b < order.size(); ++b)
      if (order[a] > order[b]) term.pairs.emplace_back(term.tiles[a], term.tiles[b]);
  std::vector<bool> stays(order.size(), false);
  for (int i : longestIncreasing(order)) stays[i] = true;
  for (size_t i = 0; i < order.size(); ++i)
    if (!stays[i]) term.leaving.push_back(term.tiles[i]);
  return !term.pairs.empty();
}

// Whether every table of the "pdb" heuristic for this goal is in the cache (built or imported).
bool databasesHeld(const Board& goal, const PatternDatabaseCache& cache) {
  const PatternPartition partition = defaultPartition(goal.geometry, goal.blankCell());
  for (const auto& pattern : partition.patterns) {
    auto projection =
        PatternDatabaseCache::canonicalProjection(goal.geometry, goal.blankCell(), pattern);
    if (!projection || !cache.holds(*projection)) return false;
  }
  return true;
}

void explainPdb(const Board& board, const Board& goal, PdbTerm& pdb) {
  PatternDatabaseCache& cache = PatternDatabaseCache::shared();
  if (board.cells() > kQuickExplanationDatabaseCells && !databasesHeld(goal, cache)) {
    pdb.unavailableDetail = message("pdb-not-loaded");
    pdb.unavailable = pdb.unavailableDetail.text;
    return;
  }
  auto heuristic =
      AdditivePdbHeuristic::create(goal, defaultPartition(goal.geometry, goal.blankCell()));
  if (!heuristic) {
    pdb.unavailable = heuristic.error();
    pdb.unavailableDetail = heuristic.failure().detail;
    return;
  }
  pdb.available = true;
  pdb.partition = (*heuristic)->partition().name;
  int best = -1;
  for (const auto& lookups : (*heuristic)->lookupValues(board.tiles.data())) {
    std::vector<PdbGroup>& groups = pdb.symmetries.emplace_back();
    int sum = 0;
    for (const auto& lookup : lookups) {
      groups.push_back({lookup.tiles, lookup.value});
      std::sort(groups.back().tiles.begin(), groups.back().tiles.end());
      sum += lookup.value;
    }
    if (sum > best) {
      best = sum;
      pdb.chosen = static_cast<int>(pdb.symmetries.size()) - 1;
    }
  }
}

// Each heuristic's value rebuilt from the parts, as its class computes it (see its header).
int fromParts(HeuristicKind kind, const HeuristicExplanation& e) {
  int manhattan = 0, misplaced = 0, blankMisplaced = 0, conflicts = 0;
  int64_t euclideanMilli = 0;
  for (const TileTerm& t : e.tiles) {
    manhattan += t.manhattan;
    euclideanMilli += t.euclideanMilli;
    if (t.misplaced) (t.tile == 0 ? blankMisplaced : misplaced) += 1;
  }
  for (const LineConflictTerm& line : e.lines) conflicts += static_cast<int>(line.leaving.size());
  switch (kind) {
    case HeuristicKind::Blind:
      return 0;
    case HeuristicKind::Misplaced:
      return misplaced;
    case HeuristicKind::MisplacedWithBlank:
      return misplaced + blankMisplaced;
    case HeuristicKind::Manhattan:
      return manhattan;
    case HeuristicKind::Euclidean:
      return static_cast<int>((euclideanMilli + 999) / 1000);
    case HeuristicKind::LinearConflict:
      return manhattan + 2 * conflicts;
    case HeuristicKind::Mixed:
      return static_cast<int>(
          (6000LL * manhattan + 1000LL * misplaced + 3 * euclideanMilli + 9999) / 10000);
    case HeuristicKind::PatternDatabase: {
      if (e.pdb.symmetries.empty()) return 0;
      int sum = 0;
      for (const PdbGroup& group : e.pdb.symmetries[e.pdb.chosen]) sum += group.value;
      return sum;
    }
    default:  // the lab's own heuristics are not in the catalog this explains
      break;
  }
  return 0;
}

TrueDistance trueDistance(const HeuristicExplanation& e, uint64_t expansions) {
  TrueDistance answer;
  const Problem& problem = e.problem;
  if (!problem.solvable()) {
    answer.noteDetail = message("true-distance-unreachable");
    answer.note = answer.noteDetail.text;
    return answer;
  }
  if (expansions == 0) {
    answer.noteDetail = message("true-distance-not-computed");
    answer.note = answer.noteDetail.text;
    return answer;
  }
  const bool pdb = e.pdb.available;
  SearchProblem search(*problem.board, *problem.goal);
  auto heuristic = makeHeuristic(
      pdb ? HeuristicKind::PatternDatabase : HeuristicKind::LinearConflict, search.goal);
  auto ida = makeIdaStarSearch(search, *heuristic);
  const Status status = ida->step(expansions);
  answer.expanded = ida->stats().expanded;
  if (status == Status::Solved) {
    answer.known = true;
    answer.moves = static_cast<int>(ida->solution().size());
    answer.noteDetail = message(pdb ? "true-distance-by-pdb" : "true-distance-by-linear-conflict");
  } else {
    answer.noteDetail =
        message(pdb ? "true-distance-pdb-budget" : "true-distance-linear-conflict-budget");
  }
  answer.note = answer.noteDetail.text;
  return answer;
}

}  // namespace

HeuristicExplanation explainHeuristics(std::string_view boardText, std::string_view sizeText,
                                       std::string_view goalText, uint64_t trueDistanceExpansions) {
  HeuristicExplanation e;
  e.problem = readProblem(boardText, sizeText, goalText);
  if (!e.problem.valid()) return e;
  const Board& board = *e.problem.board;
  const Board& goal = *e.problem.goal;
  const Geometry& g = board.geometry;
  const std::vector<int> goalCell = goal.positions();

  for (int cell = 0; cell < board.cells(); ++cell) {
    TileTerm t;
    t.tile = board.tiles[cell];
    t.cell = cell;
    t.goalCell = goalCell[t.tile];
    t.misplaced = t.goalCell != cell;
    if (t.tile != 0) {
      t.manhattan = g.distance(cell, t.goalCell);
      const double dr = g.row(cell) - g.row(t.goalCell), dc = g.col(cell) - g.col(t.goalCell);
      // As euclidean_distance.cpp: floor(1000 * distance), so the thousandths never overestimate.
      t.euclideanMilli = static_cast<int>(std::floor(1000.0 * std::sqrt(dr * dr + dc * dc)));
    }
    e.tiles.push_back(t);
  }
  for (int r = 0; r < g.height; ++r)
    if (LineConflictTerm line; explainLine(board, goal, true, r, line)) e.lines.push_back(line);
  for (int c = 0; c < g.width; ++c)
    if (LineConflictTerm line; explainLine(board, goal, false, c, line)) e.lines.push_back(line);
  explainPdb(board, goal, e.pdb);

  for (const HeuristicInfo& info : heuristicCatalog()) {
    if (info.kind == HeuristicKind::PatternDatabase && !e.pdb.available) continue;
    const int value = makeHeuristic(info.kind, goal)->evaluate(board.tiles.data());
    e.heuristics.push_back({info.id, value, fromParts(info.kind, e)});
  }
  e.trueDistance = trueDistance(e, trueDistanceExpansions);
  return e;
}

}  // namespace npuzzle

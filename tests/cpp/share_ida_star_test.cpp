// IDA* over shares of the tree (the page's search team, share_ida_star_search.h), the members run
// in turns here as the page's workers run side by side, against the BFS oracle on 8-puzzles and
// Korf's published lengths on 15-puzzles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <climits>
#include <vector>

#include "heuristics/additive_pdb_heuristic.h"
#include "pdb/pattern_partition.h"
#include "plan/solve_plan.h"
#include "search/share_ida_star_search.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

using Member = ShareIdaStarSearch<AdditivePdbHeuristic>;

struct TeamAnswer {
  std::vector<SolutionStep> path;
  uint64_t expanded = 0;
};

// The team's rule (web/worker/solver-team.js): a member's solution of length L is the answer once
// every other member has reached bound L, found a solution no longer, or exhausted its shares.
// Here the members take turns of a few thousand expansions each.
TeamAnswer runTeam(const SearchProblem& problem, const AdditivePdbHeuristic& pdb, unsigned count) {
  std::vector<std::unique_ptr<Member>> members;
  for (unsigned i = 0; i < count; ++i)
    members.push_back(std::make_unique<Member>(problem, pdb, TreeShare{i, count}));
  for (;;) {
    int best = INT_MAX;
    const Member* finder = nullptr;
    for (auto& m : members) {
      if (m->status() == Status::Running) m->step(4096);
      if (m->status() == Status::Solved && static_cast<int>(m->solution().size()) < best) {
        best = static_cast<int>(m->solution().size());
        finder = m.get();
      }
    }
    const bool settled = std::all_of(members.begin(), members.end(), [&](const auto& m) {
      return m->status() == Status::Unsolvable ||
             (m->status() == Status::Solved && static_cast<int>(m->solution().size()) <= best) ||
             m->provenLowerBound() >= best;
    });
    if (finder && settled) {
      TeamAnswer answer{finder->solution(), 0};
      for (auto& m : members) answer.expanded += m->stats().expanded;
      return answer;
    }
    const bool exhausted = std::all_of(members.begin(), members.end(), [](const auto& m) {
      return m->status() == Status::Unsolvable;
    });
    REQUIRE_FALSE(exhausted);
  }
}

std::unique_ptr<AdditivePdbHeuristic> makePdb(const Board& goal, const char* name) {
  auto partition = namedPartition(goal.geometry, goal.blankCell(), name);
  REQUIRE(partition.ok());
  auto h = AdditivePdbHeuristic::create(goal, *partition);
  REQUIRE(h.ok());
  return std::move(h.value());
}

}  // namespace

TEST_CASE("a team of 2 or 3 sharing IDA*'s tree finds the BFS oracle's distance on 3x3 boards",
          "[algorithms]") {
  const oracle::Board9 goal9 = oracle::blankLast9();
  const std::vector<int8_t> dist = oracle::distancesTo(goal9);
  const Board goal = testing_support::toBoard(goal9);
  // Two blocks of four: weak enough that IDA* needs several iterations.
  auto pdb = makePdb(goal, "chunks-4");
  int checked = 0, deepest = 0;
  for (uint32_t r = 0; r < 362880; r += 367) {
    if (dist[r] == oracle::kUnreachable) continue;
    SearchProblem problem(testing_support::toBoard(oracle::unrank9(r)), goal);
    for (unsigned count : {2u, 3u}) {
      INFO("board rank " << r << ", " << count << " members");
      const TeamAnswer answer = runTeam(problem, *pdb, count);
      REQUIRE(static_cast<int>(answer.path.size()) == dist[r]);
      Board board = problem.start;
      REQUIRE(testing_support::replay(board, answer.path) == "");
      REQUIRE(board == goal);
    }
    ++checked;
    deepest = std::max<int>(deepest, dist[r]);
  }
  CHECK(checked > 400);
  CHECK(deepest >= 28);
}

TEST_CASE("each member's bound holds for its own shares only", "[pdb]") {
  const Board goal = blankFirstGoal(Geometry{4, 4});
  auto pdb = makePdb(goal, "6-6-3");
  // Korf's #12, 45 moves from the goal.
  const Board start{Geometry{4, 4}, {14, 1, 9, 6, 4, 8, 12, 5, 7, 2, 3, 0, 10, 11, 13, 15}};
  SearchProblem problem(start, goal);
  Member a(problem, *pdb, TreeShare{0, 2}), b(problem, *pdb, TreeShare{1, 2});
  // The two halves of one level, kSharesPerMember or more nodes each.
  CHECK(a.shares() >= Member::kSharesPerMember);
  CHECK(b.shares() >= Member::kSharesPerMember);
  // Each searches its shares least f first (the level's order is not: its f values differ).
  for (const Member* m : {&a, &b}) {
    const std::vector<int> f = m->shareBounds();
    CHECK(std::is_sorted(f.begin(), f.end()));
    CHECK(f.front() < f.back());
  }
  // Run alone, a member finds the shortest path that starts with one of its shares: 45 moves for
  // one of them at least, never fewer for either, and a bound no greater than what it found.
  REQUIRE(a.search() == Status::Solved);
  REQUIRE(b.search() == Status::Solved);
  const size_t shortest = std::min(a.solution().size(), b.solution().size());
  CHECK(shortest == 45);
  for (const Member* m : {&a, &b}) {
    CHECK(m->solution().size() >= 45);
    CHECK(m->provenLowerBound() == static_cast<int>(m->solution().size()));
  }
}

TEST_CASE("a team on Korf's 15-puzzles gives their published lengths", "[pdb]") {
  const Board goal = blankFirstGoal(Geometry{4, 4});
  auto pdb = makePdb(goal, "6-6-3");
  // Korf's #16 (42 moves), #9 (46) and #1 (57).
  const std::vector<std::pair<int, std::vector<uint8_t>>> instances = {
      {42, {1, 3, 2, 5, 10, 9, 15, 6, 8, 14, 13, 11, 12, 4, 7, 0}},
      {46, {3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0}},
      {57, {14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3}},
  };
  for (const auto& [optimal, tiles] : instances) {
    INFO(optimal << " moves");
    SearchProblem problem(Board{Geometry{4, 4}, tiles}, goal);
    const TeamAnswer answer = runTeam(problem, *pdb, 2);
    CHECK(static_cast<int>(answer.path.size()) == optimal);
    Board board = problem.start;
    CHECK(testing_support::replay(board, answer.path) == "");
    CHECK(board == goal);
  }
}

TEST_CASE("a share is refused unless it is one of 1 to 16 of IDA* over pattern databases",
          "[plan]") {
  SolveRequest request;
  request.board = "14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15";
  request.goal = "blank-first";
  request.share = TreeShare{1, 2};
  CHECK(planSolve(request).error.empty());
  for (TreeShare bad : {TreeShare{2, 2}, TreeShare{0, 0}, TreeShare{0, 17}}) {
    request.share = bad;
    const SolvePlan plan = planSolve(request);
    CHECK(plan.status == Status::Invalid);
    CHECK(plan.errorDetail.id == "tree-share-invalid");
  }
  request.share = TreeShare{0, 2};
  request.algorithm = "astar";  // not IDA*
  CHECK(planSolve(request).errorDetail.id == "tree-share-invalid");
  request.algorithm = "auto";
  request.board = "8 0 6 5 4 7 2 3 1";  // auto runs A* on the 8-puzzle
  CHECK(planSolve(request).errorDetail.id == "tree-share-invalid");
}

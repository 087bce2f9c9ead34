// Step mode for the textbook searches (issue 30): depth-limited DFS, RBFS and bidirectional BFS
// each stepped by its own engine. Stepped to the end, each is the same search as a solve (the
// same solution, expanded, generated, max frontier and re-expansions); the lengths agree with the
// independent BFS oracles; and what each view shows replays on the board.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "io/step_snapshot_json.h"
#include "lab/search_stepper.h"
#include "plan/algorithm_catalog.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"
#include "support/small_board_oracle.h"

using namespace npuzzle;

namespace {

StepRequest stepRequest(const std::string& board, const char* algorithm, int depthLimit = 50,
                        const std::string& goal = "blank-last") {
  StepRequest r;
  r.board = board;
  r.goal = goal;
  r.algorithm = algorithm;
  r.heuristic = "manhattan";
  r.depthLimit = depthLimit;
  return r;
}

// Steps by counts that vary (1, 2, 3, … 7, 1, …) so that a step's end falls everywhere.
StepSnapshot stepToEnd(SearchStepper& stepper) {
  for (uint64_t count = 1; stepper.step(count) == Status::Running; count = count % 7 + 1) {
  }
  return stepper.snapshot();
}

// The same search run in one go, as a solve runs it.
struct OneGo {
  Status status;
  SearchStats stats;
  std::vector<SolutionStep> solution;
};
OneGo runInOneGo(const StepSnapshot& s, int depthLimit) {
  SearchProblem problem(*s.board, *s.goal);
  auto heuristic = makeHeuristic(
      s.heuristic == "none" ? HeuristicKind::Blind : findHeuristic(s.heuristic)->kind, *s.goal);
  SearchOptions options;
  options.depthLimit = depthLimit;
  auto search =
      makeSearch(findAlgorithm(s.algorithm)->kind, problem, *heuristic, 1, kStepMaxBytes, options);
  const Status status = search->search();
  return OneGo{status, search->stats(), search->solution()};
}

void requireSameSearch(const StepSnapshot& stepped, const OneGo& whole) {
  REQUIRE(stepped.status == whole.status);
  CHECK(stepped.stats.expanded == whole.stats.expanded);
  CHECK(stepped.stats.generated == whole.stats.generated);
  CHECK(stepped.stats.maxFrontier == whole.stats.maxFrontier);
  CHECK(stepped.stats.reexpanded == whole.stats.reexpanded);
  REQUIRE(stepped.solution.size() == whole.solution.size());
  for (size_t i = 0; i < whole.solution.size(); ++i) {
    CHECK(stepped.solution[i].tile == whole.solution[i].tile);
    CHECK(stepped.solution[i].direction == whole.solution[i].direction);
  }
}

void requireReachesGoal(const StepSnapshot& s) {
  Board end = *s.board;
  REQUIRE(testing_support::replay(end, s.solution) == "");
  REQUIRE(end == *s.goal);
}

// The current node's path replays from its root (the start; bidirectional's backward side: the
// goal) to its board.
void requireCurrentReplays(const StepSnapshot& s) {
  const StepView& v = s.view;
  if (!v.current) return;
  Board board = v.current->side == SearchSide::Forward ? *s.board : *s.goal;
  REQUIRE(testing_support::replay(board, v.currentPath) == "");
  REQUIRE(board.tiles == v.current->tiles);
  REQUIRE(static_cast<int>(v.currentPath.size()) == v.current->g);
}

// Each listed path node is one move from the one before, and no board is on the path twice.
void requirePathOfBoards(const StepSnapshot& s) {
  std::set<std::vector<uint8_t>> seen;
  for (size_t i = 0; i < s.view.open.size(); ++i) {
    const StepNode& node = s.view.open[i];
    REQUIRE(seen.insert(node.tiles).second);
    if (i == 0) continue;
    const StepNode& before = s.view.open[i - 1];
    REQUIRE(node.order == before.order + 1);
    int differ = 0;
    for (size_t c = 0; c < node.tiles.size(); ++c) differ += node.tiles[c] != before.tiles[c];
    REQUIRE(differ == 2);
  }
}

// About `count` 8-puzzles spread over those at most `maxLength` moves from the goal, with their
// optimal lengths from the BFS oracle.
std::vector<std::pair<std::string, int>> sample(int maxLength, size_t count) {
  static const std::vector<int8_t> dist = oracle::distancesTo(oracle::blankLast9());
  std::vector<uint32_t> ranks;
  for (uint32_t r = 0; r < dist.size(); ++r)
    if (dist[r] != oracle::kUnreachable && dist[r] >= 2 && dist[r] <= maxLength) ranks.push_back(r);
  std::vector<std::pair<std::string, int>> boards;
  const size_t stride = std::max<size_t>(1, ranks.size() / count);
  for (size_t i = stride / 2; i < ranks.size(); i += stride)
    boards.emplace_back(testing_support::toBoard(oracle::unrank9(ranks[i])).toString(),
                        dist[ranks[i]]);
  return boards;
}

}  // namespace

TEST_CASE("RBFS and bidirectional BFS stepped to the end are the solve's search, optimal",
          "[step-textbook]") {
  int checked = 0;
  for (const auto& [board, optimal] : sample(31, 30)) {
    for (const char* algorithm : {"rbfs", "bidirectional", "bfs"}) {
      // RBFS re-expands exponentially on the long ones: the short half keeps the test quick.
      if (std::string(algorithm) == "rbfs" && optimal > 20) continue;
      INFO(algorithm << " on " << board << " (optimal " << optimal << ")");
      SearchStepper stepper;
      REQUIRE(stepper.start(stepRequest(board, algorithm)) == Status::Running);
      const StepSnapshot s = stepToEnd(stepper);
      requireSameSearch(s, runInOneGo(s, kDefaultDepthLimit));
      REQUIRE(s.status == Status::Solved);
      requireReachesGoal(s);
      CHECK(static_cast<int>(s.solution.size()) == optimal);
      CHECK(s.optimal);
      requireCurrentReplays(s);
      ++checked;
    }
  }
  CHECK(checked >= 60);  // two searches on each of 30 boards, RBFS on the shorter ones
}

TEST_CASE("depth-limited DFS stepped: the solve's search, cut below the optimum",
          "[step-textbook]") {
  int checked = 0;
  for (const auto& [board, optimal] : sample(14, 12)) {
    for (int limit : {optimal - 1, optimal, optimal + 2}) {
      INFO("dfs limit " << limit << " on " << board << " (optimal " << optimal << ")");
      SearchStepper stepper;
      REQUIRE(stepper.start(stepRequest(board, "dfs", limit)) == Status::Running);
      const StepSnapshot s = stepToEnd(stepper);
      requireSameSearch(s, runInOneGo(s, limit));
      CHECK(s.view.depthLimit == limit);
      if (limit < optimal) {
        REQUIRE(s.status == Status::Limit);
        CHECK(s.errorDetail.id == "depth-limit-cut");
        CHECK(s.view.cutByLimit);
      } else {
        REQUIRE(s.status == Status::Solved);
        requireReachesGoal(s);
        CHECK(static_cast<int>(s.solution.size()) <= limit);
        CHECK(!s.optimal);
      }
      ++checked;
    }
  }
  CHECK(checked >= 30);
}

TEST_CASE("bidirectional BFS on 2x4 boards agrees with the small-board oracle", "[step-textbook]") {
  const oracle::Tiles goal{1, 2, 3, 4, 5, 6, 7, 0};
  const auto dist = oracle::distancesTo(goal, 4, 2);
  int checked = 0, index = 0;
  for (const auto& [tiles, optimal] : dist) {
    if (++index % 997 != 0) continue;
    std::string board;
    for (uint8_t t : tiles) board += std::to_string(t) + " ";
    SearchStepper stepper;
    StepRequest r = stepRequest(board, "bidirectional");
    r.size = "4x2";
    REQUIRE(stepper.start(r) == Status::Running);
    const StepSnapshot s = stepToEnd(stepper);
    REQUIRE(s.status == Status::Solved);
    requireReachesGoal(s);
    CHECK(static_cast<int>(s.solution.size()) == optimal);
    ++checked;
  }
  CHECK(checked >= 15);
}

TEST_CASE("the DFS view: the path stack without cycles, the limit, the cut", "[step-textbook]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(stepRequest("8 0 6 5 4 7 2 3 1", "dfs", 6, "blank-first")) ==
          Status::Running);
  bool sawAtLimit = false;
  for (int i = 0; i < 400 && stepper.status() == Status::Running; ++i) {
    stepper.step(1);
    const StepSnapshot s = stepper.snapshot();
    INFO("after " << s.stats.expanded << " expansions");
    REQUIRE(s.view.list == StepList::DfsPath);
    requireCurrentReplays(s);
    requirePathOfBoards(s);
    REQUIRE(s.view.current);
    CHECK(s.view.current->g <= 6);
    CHECK(s.view.currentAtLimit == (s.view.current->g == 6));
    sawAtLimit = sawAtLimit || s.view.currentAtLimit;
    CHECK(s.view.openSize <= 7);
    CHECK(s.view.cutByLimit == sawAtLimit);
  }
  CHECK(sawAtLimit);
  // The tree: every expansion and every child tried, cycles as duplicates never entered.
  const StepSnapshot s = stepper.snapshot();
  uint64_t expansions = 0, entered = 0, cycles = 0;
  for (const TreeEvent& e : stepper.tree()->events()) {
    if (e.type == TreeEvent::Type::Expansion) {
      ++expansions;
    } else if (e.kind == TreeEvent::Kind::Duplicate) {
      ++cycles;
    } else {
      ++entered;
    }
  }
  CHECK(expansions == s.stats.expanded);
  CHECK(entered == s.stats.generated);
  CHECK(cycles > 0);
}

TEST_CASE("the RBFS view: each node's f-limit and backed-up F, and re-expansions in the tree",
          "[step-textbook]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(stepRequest("8 1 3 4 0 2 7 6 5", "rbfs")) == Status::Running);
  while (stepper.status() == Status::Running) {
    stepper.step(1);
    const StepSnapshot s = stepper.snapshot();
    REQUIRE(s.view.list == StepList::RbfsPath);
    requireCurrentReplays(s);
    requirePathOfBoards(s);
    for (const StepNode& node : s.view.open) {
      CHECK(node.f == node.g + node.h);
      if (node.backedUpF >= 0) CHECK(node.backedUpF >= node.f);
      CHECK((node.fLimit < 0) == (node.g == 0));  // only the start has no f-limit
    }
  }
  const StepSnapshot s = stepper.snapshot();
  REQUIRE(s.status == Status::Solved);
  REQUIRE(s.stats.reexpanded > 0);
  // Each re-expansion is marked on its expansion event; a node entered again after its subtree was
  // given up is the same tree node, expanded once more.
  std::vector<int> expansions(s.treeNodes);
  uint64_t events = 0, again = 0;
  for (const TreeEvent& e : stepper.tree()->events()) {
    if (e.type != TreeEvent::Type::Expansion) continue;
    ++events;
    again += e.again;
    if (++expansions[e.node] > 1) CHECK(e.again);
  }
  CHECK(events == s.stats.expanded);
  CHECK(again == s.stats.reexpanded);
  CHECK(*std::max_element(expansions.begin(), expansions.end()) > 1);
}

TEST_CASE("the bidirectional view: two frontiers, the side expanding, the meeting",
          "[step-textbook]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(stepRequest("8 0 6 5 4 7 2 3 1", "bidirectional", 50, "blank-first")) ==
          Status::Running);
  bool sawBackward = false;
  while (stepper.status() == Status::Running) {
    stepper.step(5);
    const StepSnapshot s = stepper.snapshot();
    const StepView& v = s.view;
    REQUIRE(v.list == StepList::TwoFrontiers);
    requireCurrentReplays(s);
    sawBackward = sawBackward || v.current->side == SearchSide::Backward;
    CHECK(v.openSize == v.sides[0].frontier + v.sides[1].frontier);
    CHECK(v.closedSize == s.stats.expanded);
    // Every board reached is waiting or expanded, but the meeting board: reached, never queued.
    CHECK(v.sides[0].reached + v.sides[1].reached ==
          v.openSize + v.closedSize + (s.status == Status::Solved ? 1 : 0));
    for (const StepNode& node : v.open)
      CHECK(node.g == v.sides[static_cast<int>(node.side)].depth +
                          (node.g > v.sides[static_cast<int>(node.side)].depth));
  }
  CHECK(sawBackward);
  const StepSnapshot s = stepper.snapshot();
  REQUIRE(s.status == Status::Solved);
  REQUIRE(s.view.meeting);
  CHECK(s.view.meetingFromStart + s.view.meetingFromGoal == static_cast<int>(s.solution.size()));
  // Two roots: the start's tree and the goal's.
  int roots = 0;
  for (const TreeEvent& e : stepper.tree()->events())
    roots += e.type == TreeEvent::Type::Node && e.kind == TreeEvent::Kind::Root;
  CHECK(roots == 2);
  const std::string json = stepSnapshotJson(s);
  CHECK(json.find("\"openKind\":\"two-frontiers\"") != std::string::npos);
  CHECK(json.find("\"meeting\":{") != std::string::npos);
}

TEST_CASE("step mode runs dfs, rbfs and bidirectional as asked, and refuses a bad depth limit",
          "[step-textbook]") {
  for (const char* id : {"dfs", "rbfs", "bidirectional"}) {
    SearchStepper stepper;
    REQUIRE(stepper.start(stepRequest("1 2 3 4 0 5 7 8 6", id)) == Status::Running);
    CHECK(stepper.snapshot().algorithm == id);
  }
  SearchStepper stepper;
  CHECK(stepper.start(stepRequest("1 2 3 4 0 5 7 8 6", "dfs", kMaxDepthLimit + 1)) ==
        Status::Invalid);
  CHECK(stepper.snapshot().errorDetail.id == "depth-limit-range");
}

// Step mode (the lab): exact expansion counts, the open list in the order the search
// pops it, f = a·g + b·h, paths that replay, deterministic replay, and the same answers as the
// solver and the independent BFS oracle.

#include <catch2/catch.hpp>

#include <algorithm>

#include "core/board_parser.h"
#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "io/step_snapshot_json.h"
#include "lab/search_stepper.h"
#include "search/bucket_open_list.h"
#include "solver/database_requests.h"
#include "solver/solver_session.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

StepRequest request(std::string board, std::string algorithm, std::string heuristic,
                    std::string goal = "blank-last", double weight = 2, size_t openLimit = 12) {
  StepRequest r;
  r.board = std::move(board);
  r.algorithm = std::move(algorithm);
  r.heuristic = std::move(heuristic);
  r.goal = std::move(goal);
  r.weight = weight;
  r.openLimit = openLimit;
  return r;
}

const StepRequest kSeed001 = request("8 0 6 5 4 7 2 3 1", "astar", "manhattan", "blank-first");

Board toBoard(const StepSnapshot& s, const std::vector<uint8_t>& tiles) {
  return Board{s.board->geometry, tiles};
}

// The heuristic the stepper uses, built independently from its id.
std::unique_ptr<Heuristic> heuristicOf(const StepSnapshot& s) {
  if (s.heuristic == "none") return makeHeuristic(HeuristicKind::Blind, *s.goal);
  return makeHeuristic(findHeuristic(s.heuristic)->kind, *s.goal);
}

// The current node's path replays from the start to its board in g moves, and every listed node
// has f = gWeight·g + hWeight·h with h the heuristic's value of its board.
void checkView(const StepSnapshot& s) {
  auto heuristic = heuristicOf(s);
  const StepView& v = s.view;
  if (v.current) {
    Board board = *s.board;
    REQUIRE(testing_support::replay(board, v.currentPath) == "");
    REQUIRE(board.tiles == v.current->tiles);
    REQUIRE(static_cast<int>(v.currentPath.size()) == v.current->g);
    REQUIRE(v.current->h == heuristic->evaluate(v.current->tiles.data()));
    REQUIRE(v.current->f == static_cast<int>(s.gWeight) * v.current->g +
                                static_cast<int>(s.hWeight) * v.current->h);
  }
  for (const StepNode& node : v.open) {
    REQUIRE(node.tiles.size() == s.board->tiles.size());
    REQUIRE(node.h == heuristic->evaluate(node.tiles.data()));
    REQUIRE(node.f == static_cast<int>(s.gWeight) * node.g + static_cast<int>(s.hWeight) * node.h);
  }
}

// Runs to the end one step at a time, checking the view on the way; returns the final snapshot.
StepSnapshot runSingleSteps(SearchStepper& stepper, uint64_t limit = 1000000) {
  uint64_t k = stepper.expanded();
  while (stepper.status() == Status::Running && k < limit) {
    stepper.step(1);
    ++k;
    REQUIRE(stepper.expanded() == k);
  }
  return stepper.snapshot();
}

}  // namespace

TEST_CASE("step mode: after k single steps exactly k nodes are expanded (seed 001, A*)",
          "[stepper]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(kSeed001) == Status::Running);
  StepSnapshot start = stepper.snapshot();
  CHECK(start.stats.expanded == 0);
  CHECK_FALSE(start.view.current);
  CHECK(start.view.openSize == 1);
  CHECK(start.fFormula == "f = g + h");
  REQUIRE(start.view.open.size() == 1);
  CHECK(start.view.open[0].tiles == start.board->tiles);
  CHECK(start.view.open[0].g == 0);
  CHECK(start.view.open[0].h == 21);  // Manhattan distance of seed 001's board to blank-first
  CHECK(start.view.fBound == 21);
  for (uint64_t k = 1; k <= 300; ++k) {
    REQUIRE(stepper.step(1) == Status::Running);
    StepSnapshot s = stepper.snapshot();
    REQUIRE(s.stats.expanded == k);
    checkView(s);
    REQUIRE(s.view.current);
    REQUIRE(s.view.fBound == s.view.current->f);
    // Manhattan is consistent: nothing is re-opened, so every expansion closed one node.
    REQUIRE(s.view.closedSize == k);
    REQUIRE(s.view.open.size() == std::min<uint64_t>(12, s.view.openSize));
  }
  StepSnapshot end = runSingleSteps(stepper);
  REQUIRE(end.status == Status::Solved);
  CHECK(end.solution.size() == 31);
  CHECK(end.optimal);
  CHECK(end.view.current->tiles == end.goal->tiles);
  CHECK(end.view.current->g == 31);
  Board board = *end.board;
  CHECK(testing_support::replay(board, end.solution) == "");
  CHECK(board == *end.goal);
}

TEST_CASE("step mode expands the nodes the real search expands, in the same number", "[stepper]") {
  // Same configuration, same numbers as the solver the CLI and the page use.
  const char* boards[] = {"8 0 6 5 4 7 2 3 1", "5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12",
                          "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 16 17 18 19 20 21 22 23 24"};
  for (const char* board : boards) {
    for (const char* algorithm : {"astar", "idastar", "greedy", "wastar"}) {
      INFO(board << " " << algorithm);
      SolveRequest solve;
      solve.board = board;
      solve.algorithm = algorithm;
      solve.heuristic = "linear-conflict";
      solve.weight = 1.5;
      SolverSession session;
      const SolveResult& result = session.solve(solve);
      REQUIRE(result.status == Status::Solved);

      SearchStepper stepper;
      REQUIRE(stepper.start(request(board, algorithm, "linear-conflict", "blank-last", 1.5)) ==
              Status::Running);
      // In chunks of 7, as a page's "Run" does.
      while (stepper.step(7) == Status::Running) {
      }
      StepSnapshot s = stepper.snapshot();
      REQUIRE(s.status == Status::Solved);
      CHECK(s.stats.expanded == result.stats.expanded);
      CHECK(s.stats.generated == result.stats.generated);
      CHECK(s.solution.size() == result.moves.size());
      checkView(s);
      REQUIRE(s.view.current);
      CHECK(s.view.current->tiles == s.goal->tiles);
    }
  }
}

TEST_CASE("the open list is listed in the order the search pops it", "[stepper]") {
  SECTION("the bucket queue's enumeration is its pop order, through interleaved pushes") {
    BucketOpenList open;
    Random random(11);
    uint32_t next = 0;
    for (int round = 0; round < 200; ++round) {
      for (int i = 0; i < 30; ++i) open.push(next++, random.below(12), random.below(8));
      for (int i = 0; i < 20; ++i) open.pop();
      std::vector<BucketOpenList::Entry> listed;
      open.forEachInPopOrder([&](const BucketOpenList::Entry& e) {
        listed.push_back(e);
        return true;
      });
      REQUIRE(listed.size() == open.size());
      BucketOpenList copy = open;
      for (const BucketOpenList::Entry& e : listed) {
        BucketOpenList::Entry popped = copy.pop();
        REQUIRE(popped.node == e.node);
        REQUIRE(popped.priority == e.priority);
        REQUIRE(popped.g == e.g);
      }
      REQUIRE(copy.empty());
    }
  }
  SECTION("each step expands the first listed entry, and the list is ordered by f, then g") {
    for (const StepRequest& r :
         {kSeed001, request("8 0 6 5 4 7 2 3 1", "wastar", "linear-conflict", "blank-first", 1.5),
          request("8 0 6 5 4 7 2 3 1", "greedy", "misplaced"),
          request("8 0 6 5 4 7 2 3 1", "bfs", "manhattan"),
          request("5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12", "astar", "linear-conflict")}) {
      INFO(r.algorithm << " " << r.heuristic);
      SearchStepper stepper;
      StepRequest wide = r;
      wide.openLimit = 1000;
      REQUIRE(stepper.start(wide) == Status::Running);
      for (int k = 0; k < 400 && stepper.status() == Status::Running; ++k) {
        StepSnapshot before = stepper.snapshot();
        const std::vector<StepNode>& open = before.view.open;
        REQUIRE(!open.empty());
        // All of it listed: the sizes agree with the list, every board listed once.
        if (before.view.openSize <= 1000) REQUIRE(open.size() == before.view.openSize);
        std::vector<std::vector<uint8_t>> boards;
        for (const StepNode& node : open) boards.push_back(node.tiles);
        std::sort(boards.begin(), boards.end());
        REQUIRE(std::adjacent_find(boards.begin(), boards.end()) == boards.end());
        for (size_t i = 0; i < open.size(); ++i) {
          REQUIRE(open[i].order == static_cast<int>(i) + 1);
          if (i > 0) {
            REQUIRE(open[i - 1].f <= open[i].f);
            if (open[i - 1].f == open[i].f) REQUIRE(open[i - 1].g >= open[i].g);
          }
        }
        stepper.step(1);
        StepSnapshot after = stepper.snapshot();
        REQUIRE(after.view.current);
        REQUIRE(after.view.current->tiles == open[0].tiles);
        REQUIRE(after.view.current->g == open[0].g);
        REQUIRE(after.view.current->f == open[0].f);
        checkView(after);
      }
    }
  }
}

TEST_CASE("seek(k) is k single steps, and stepping back replays exactly", "[stepper]") {
  for (const StepRequest& r :
       {kSeed001, request("8 0 6 5 4 7 2 3 1", "idastar", "manhattan", "blank-first"),
        request("5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12", "wastar", "manhattan", "blank-last", 3)}) {
    INFO(r.algorithm);
    SearchStepper single;
    REQUIRE(single.start(r) == Status::Running);
    std::vector<std::string> history{stepSnapshotJson(single.snapshot())};
    while (single.status() == Status::Running && history.size() < 600) {
      single.step(1);
      history.push_back(stepSnapshotJson(single.snapshot()));
    }
    SearchStepper seeker;
    REQUIRE(seeker.start(r) == Status::Running);
    for (size_t k : {size_t{5}, size_t{0}, history.size() - 1, size_t{1}, size_t{37},
                     history.size() / 2, size_t{36}}) {
      INFO("k = " << k);
      seeker.seek(k);
      REQUIRE(stepSnapshotJson(seeker.snapshot()) == history[k]);
    }
    // Step back one at a time from the end.
    for (size_t k = history.size() - 1; k-- > history.size() - 20;) {
      seeker.seek(k);
      REQUIRE(stepSnapshotJson(seeker.snapshot()) == history[k]);
    }
    // seek and then single steps continue the same search.
    seeker.seek(10);
    seeker.step(1);
    seeker.step(1);
    CHECK(stepSnapshotJson(seeker.snapshot()) == history[12]);
  }
}

TEST_CASE("step mode run to the end finds the BFS-oracle length on a sample of 8-puzzles",
          "[stepper]") {
  for (const oracle::Board9& goal9 : {oracle::blankLast9(), oracle::blankFirst9()}) {
    std::vector<int8_t> dist = oracle::distancesTo(goal9);
    std::string goal = testing_support::toBoard(goal9).toString();
    int checked = 0;
    for (uint32_t r = 7; r < 362880; r += 9973) {
      if (dist[r] == oracle::kUnreachable) continue;
      const size_t optimal = static_cast<size_t>(dist[r]);
      std::string board = testing_support::toBoard(oracle::unrank9(r)).toString();
      INFO(board << " -> " << goal);
      struct Case {
        const char* algorithm;
        const char* heuristic;
        double weight;
      };
      for (const Case& c :
           {Case{"astar", "misplaced", 1}, Case{"astar", "linear-conflict", 1},
            Case{"astar", "pdb", 1}, Case{"idastar", "manhattan", 1}, Case{"bfs", "manhattan", 1},
            Case{"wastar", "manhattan", 2.5}, Case{"greedy", "euclidean", 1}}) {
        INFO(c.algorithm << " " << c.heuristic);
        SearchStepper stepper;
        REQUIRE(stepper.start(request(board, c.algorithm, c.heuristic, goal, c.weight)) ==
                Status::Running);
        while (stepper.step(1000) == Status::Running) {
        }
        StepSnapshot s = stepper.snapshot();
        REQUIRE(s.status == Status::Solved);
        Board end = *s.board;
        REQUIRE(testing_support::replay(end, s.solution) == "");
        REQUIRE(end == *s.goal);
        if (s.optimal) {
          REQUIRE(s.solution.size() == optimal);
        } else {
          REQUIRE(s.solution.size() >= optimal);
          if (c.weight > 1) REQUIRE(s.solution.size() <= 2.5 * optimal);
        }
        CHECK(s.optimal ==
              (std::string(c.algorithm) != "wastar" && std::string(c.algorithm) != "greedy"));
      }
      ++checked;
    }
    CHECK(checked >= 15);
  }
}

TEST_CASE("IDA* in step mode: the path is the open view, thresholds rise to the optimum",
          "[stepper]") {
  for (const char* heuristic : {"manhattan", "linear-conflict", "misplaced"}) {
    INFO(heuristic);
    SearchStepper stepper;
    REQUIRE(stepper.start(request("8 0 6 5 4 7 2 3 1", "idastar", heuristic, "blank-first", 1,
                                  100)) == Status::Running);
    StepSnapshot start = stepper.snapshot();
    CHECK(start.view.list == StepList::IdaPath);
    REQUIRE(start.view.thresholds.size() == 1);
    CHECK(start.view.thresholds[0] == start.view.fBound);
    REQUIRE(start.view.open.size() == 1);
    CHECK_FALSE(start.view.open[0].expanded);
    uint64_t k = 0;
    std::vector<int> thresholds = start.view.thresholds;
    while (stepper.status() == Status::Running && k < 3000) {
      stepper.step(1);
      ++k;
      StepSnapshot s = stepper.snapshot();
      REQUIRE(s.stats.expanded == k);
      REQUIRE(s.view.closedSize == 0);
      checkView(s);
      REQUIRE(s.view.current);
      // The path: root first, g = depth, f = g + h, each board one move from the one before.
      const std::vector<StepNode>& path = s.view.open;
      REQUIRE(path.size() == s.view.openSize);
      for (size_t i = 0; i < path.size(); ++i) {
        REQUIRE(path[i].g == static_cast<int>(i));
        REQUIRE(path[i].order == path[i].g);
        REQUIRE(path[i].f <= s.view.fBound);
        if (i + 1 < path.size()) REQUIRE(path[i].expanded);
        if (i > 0) {
          int differ = 0;
          for (size_t c = 0; c < path[i].tiles.size(); ++c)
            differ += path[i].tiles[c] != path[i - 1].tiles[c];
          REQUIRE(differ == 2);
        }
      }
      REQUIRE(path[static_cast<size_t>(s.view.current->g)].tiles == s.view.current->tiles);
      // Thresholds only grow, and the list only gains entries.
      REQUIRE(s.view.thresholds.size() >= thresholds.size());
      REQUIRE(std::equal(thresholds.begin(), thresholds.end(), s.view.thresholds.begin()));
      REQUIRE(std::is_sorted(s.view.thresholds.begin(), s.view.thresholds.end()));
      REQUIRE(s.view.thresholds.back() == s.view.fBound);
      thresholds = s.view.thresholds;
    }
    REQUIRE(stepper.status() == Status::Running);
    while (stepper.step(5000) == Status::Running) {
    }
    StepSnapshot end = stepper.snapshot();
    REQUIRE(end.status == Status::Solved);
    CHECK(end.solution.size() == 31);
    CHECK(end.view.thresholds.back() == 31);
    CHECK(std::adjacent_find(end.view.thresholds.begin(), end.view.thresholds.end(),
                             [](int a, int b) { return a >= b; }) == end.view.thresholds.end());
    CHECK(end.view.current->tiles == end.goal->tiles);
  }
}

TEST_CASE("step mode on larger boards and other goals", "[stepper]") {
  // 5x5 and 6x6 (3 and 4 packed words) and a 4x3 board with an explicit goal: paths replay.
  Random random(3);
  for (Geometry g : {Geometry{5, 5}, Geometry{6, 6}, Geometry{4, 3}, Geometry{2, 2}}) {
    Board goal = randomSolvableBoard(blankLastGoal(g), random);
    Board board = randomWalkBoard(goal, 30, random);
    for (const char* algorithm : {"astar", "idastar"}) {
      INFO(g.name() << " " << algorithm);
      SearchStepper stepper;
      StepRequest r = request(board.toString(), algorithm, "linear-conflict", goal.toString());
      r.size = g.name();
      REQUIRE(stepper.start(r) == Status::Running);
      for (int k = 0; k < 50 && stepper.step(1) == Status::Running; ++k)
        checkView(stepper.snapshot());
      while (stepper.step(10000) == Status::Running) {
      }
      StepSnapshot s = stepper.snapshot();
      REQUIRE(s.status == Status::Solved);
      Board end = board;
      REQUIRE(testing_support::replay(end, s.solution) == "");
      CHECK(end == goal);
    }
  }
  // IDA* steps boards of any size.
  Board big = randomWalkBoard(blankLastGoal(Geometry{10, 10}), 20, random);
  SearchStepper stepper;
  REQUIRE(stepper.start(request(big.toString(), "idastar", "manhattan")) == Status::Running);
  while (stepper.step(100) == Status::Running) {
  }
  CHECK(stepper.status() == Status::Solved);
  checkView(stepper.snapshot());
}

TEST_CASE("step mode refuses what it cannot run, with a message", "[stepper]") {
  struct Case {
    StepRequest request;
    Status status;
    const char* message;
  };
  StepRequest badSize = kSeed001;
  badSize.size = "banana";
  StepRequest tooBig = request(blankFirstGoal(Geometry{7, 6}).toString(), "greedy", "manhattan");
  tooBig.size = "7x6";
  for (const Case& c : {
           Case{request("1 2 3 3 5 6 7 8 0", "astar", "manhattan"), Status::Invalid,
                "tile 3 appears twice"},
           Case{request("2 1 3 4 5 6 7 8 0", "astar", "manhattan"), Status::Unsolvable,
                "Unsolvable"},
           Case{request("8 0 6 5 4 7 2 3 1", "quantum", "manhattan"), Status::Invalid,
                "unknown algorithm"},
           Case{request("8 0 6 5 4 7 2 3 1", "astar", "psychic"), Status::Invalid,
                "unknown heuristic"},
           Case{request("8 0 6 5 4 7 2 3 1", "wastar", "manhattan", "blank-last", 0.5),
                Status::Invalid, "weight must be between 1 and 100"},
           Case{badSize, Status::Invalid, "size"},
           Case{tooBig, Status::Invalid, "step mode runs greedy on boards of up to 40 cells"},
       }) {
    INFO(c.request.board << " " << c.request.algorithm << " " << c.request.heuristic);
    SearchStepper stepper;
    REQUIRE(stepper.start(c.request) == c.status);
    StepSnapshot s = stepper.snapshot();
    CHECK(s.error.find(c.message) != std::string::npos);
    CHECK_FALSE(s.started);
    // Stepping and seeking a refused search change nothing and do not crash.
    CHECK(stepper.step(5) == c.status);
    CHECK(stepper.seek(3) == c.status);
    CHECK(stepSnapshotJson(stepper.snapshot()) == stepSnapshotJson(s));
  }
  // A refused start after a good one leaves no search behind.
  SearchStepper stepper;
  REQUIRE(stepper.start(kSeed001) == Status::Running);
  stepper.step(3);
  REQUIRE(stepper.start(request("1 2", "astar", "manhattan")) == Status::Invalid);
  CHECK(stepper.expanded() == 0);
  CHECK_FALSE(stepper.snapshot().started);
  // A board that already is the goal: one expansion finds it.
  REQUIRE(stepper.start(request("1 2 3 4 5 6 7 8 0", "astar", "manhattan")) == Status::Running);
  CHECK(stepper.step(1) == Status::Solved);
  CHECK(stepper.snapshot().solution.empty());
  CHECK(stepper.snapshot().stats.expanded == 1);
}

// Issue 13: the stepper resolves what it cannot step as asked itself, with auto's one policy
// (plan/auto_policy.h), and says which search runs; the page keeps no copy of that rule.
TEST_CASE("step mode runs what auto teaches for auto, constructive and widastar", "[stepper]") {
  const std::string eight = "8 0 6 5 4 7 2 3 1";
  const std::string fifteen = "2 3 4 8 1 5 7 11 9 6 12 15 13 14 10 0";
  for (const char* asked : {"auto", "constructive", "widastar"}) {
    INFO(asked);
    // 3x3: A*, expansion for expansion the same as asking for A*.
    SearchStepper resolved, direct;
    REQUIRE(resolved.start(request(eight, asked, "manhattan", "blank-first")) == Status::Running);
    REQUIRE(direct.start(request(eight, "astar", "manhattan", "blank-first")) == Status::Running);
    CHECK(resolved.snapshot().algorithm == "astar");
    resolved.step(50);
    direct.step(50);
    const std::string json = stepSnapshotJson(resolved.snapshot());
    CHECK(json == stepSnapshotJson(direct.snapshot()));
    CHECK(json.find("\"algorithm\":\"astar\"") != std::string::npos);
    CHECK(runSingleSteps(resolved).solution.size() == 31);

    // 4x4: IDA*, with the heuristic step mode's auto picks; it finds the optimum.
    SearchStepper big;
    REQUIRE(big.start(request(fifteen, asked, "auto")) == Status::Running);
    CHECK(big.snapshot().algorithm == "idastar");
    CHECK(big.snapshot().heuristic == "linear-conflict");
    CHECK(stepSnapshotJson(big.snapshot()).find("\"algorithm\":\"idastar\"") != std::string::npos);
    REQUIRE(big.step(1000000) == Status::Solved);
    CHECK(big.snapshot().solution.size() == 16);
    CHECK(big.snapshot().optimal);
  }
  // 2x5 has 10 cells: above A*'s nine, so IDA*.
  SearchStepper wide;
  StepRequest tenCells = request("1 2 3 4 5 6 7 8 0 9", "auto", "manhattan");
  tenCells.size = "5x2";
  REQUIRE(wide.start(tenCells) == Status::Running);
  CHECK(wide.snapshot().algorithm == "idastar");
}

// Issue 13: step mode no longer depends on which solves came before. It names the databases it
// needs (databasesFor a step request) so a front end provides them first, as for a solve.
TEST_CASE("step mode names the pattern databases it needs, then uses them", "[stepper]") {
  StepRequest pdb = request("5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12", "astar", "pdb");
  REQUIRE_FALSE(databasesFor(pdb).empty());
  REQUIRE(buildDatabasesFor(pdb));
  for (const DatabaseNeed& need : databasesFor(pdb)) CHECK(need.ready);
  SearchStepper stepper;
  REQUIRE(stepper.start(pdb) == Status::Running);
  CHECK(stepper.snapshot().heuristic == "pdb");
  REQUIRE(stepper.step(1000000) == Status::Solved);
  CHECK(stepper.snapshot().optimal);
  SolveRequest solve;
  solve.board = pdb.board;
  solve.algorithm = "idastar";
  solve.heuristic = "pdb";
  CHECK(stepper.snapshot().solution.size() == SolverSession().solve(solve).moves.size());

  // Step mode's auto heuristic is linear conflict: nothing to provide, unlike a solve's auto.
  StepRequest lc = pdb;
  lc.heuristic = "auto";
  CHECK(databasesFor(lc).empty());
  solve.algorithm = solve.heuristic = "auto";
  CHECK_FALSE(databasesFor(solve).empty());
  // Nor for what step mode refuses.
  StepRequest odd = request("2 1 3 4 5 6 7 8 0", "astar", "pdb");
  CHECK(databasesFor(odd).empty());
}

TEST_CASE("the snapshot JSON", "[stepper]") {
  SearchStepper stepper;
  stepper.start(request("8 0 6 5 4 7 2 3 1", "wastar", "manhattan", "blank-first", 1.5, 2));
  std::string json = stepSnapshotJson(stepper.snapshot());
  CHECK(json.find("\"status\":\"running\"") != std::string::npos);
  CHECK(json.find("\"current\":null") != std::string::npos);
  CHECK(json.find("\"fFormula\":\"f = 2·g + 3·h\"") != std::string::npos);
  CHECK(json.find("\"gWeight\":2,\"hWeight\":3") != std::string::npos);
  CHECK(json.find("\"weight\":1.50") != std::string::npos);
  CHECK(json.find("\"openKind\":\"open-list\"") != std::string::npos);
  stepper.step(40);
  json = stepSnapshotJson(stepper.snapshot());
  CHECK(json.find("\"current\":{\"board\":[") != std::string::npos);
  CHECK(json.find("\"order\":2}]") != std::string::npos);  // openLimit 2
  CHECK(json.find("\"order\":3") == std::string::npos);
  stepper.step(100000);
  json = stepSnapshotJson(stepper.snapshot());
  CHECK(json.find("\"status\":\"solved\"") != std::string::npos);
  CHECK(json.find("\"solution\":{\"length\":") != std::string::npos);
  CHECK(json.find("\"optimal\":false") != std::string::npos);
}

TEST_CASE("step mode quotes at most a short excerpt of a long algorithm or heuristic name",
          "[stepper]") {
  const std::string longName(100000, 'y');
  for (const bool byAlgorithm : {true, false}) {
    StepRequest request;
    request.board = "1 2 3 4 5 6 7 0 8";
    request.algorithm = byAlgorithm ? longName : "astar";
    request.heuristic = byAlgorithm ? "manhattan" : longName;
    SearchStepper stepper;
    CHECK(stepper.start(request) == Status::Invalid);
    CHECK(stepper.snapshot().error.find(byAlgorithm ? "algorithm" : "heuristic") !=
          std::string::npos);
    CHECK(stepper.snapshot().error.size() < 100);
  }
}

// ---- The search tree (lab/search_tree_log.h): the real search's events, as a tree ------------

namespace {

struct TreeCheck {
  size_t nodes = 0, roots = 0, expansions = 0;
  std::vector<int> kinds = std::vector<int>(6, 0);
  int32_t lastExpanded = -1;
};

// Every node's parent came before it and had been expanded when it was generated; every
// expansion is of a node already generated, and no node is expanded twice.
TreeCheck checkTree(const SearchTreeLog& tree) {
  TreeCheck c;
  std::vector<bool> expanded;
  for (const TreeEvent& e : tree.events()) {
    if (e.type == TreeEvent::Type::Expansion) {
      REQUIRE(e.node >= 0);
      REQUIRE(static_cast<size_t>(e.node) < c.nodes);
      REQUIRE_FALSE(expanded[e.node]);
      expanded[e.node] = true;
      ++c.expansions;
      REQUIRE(e.state == static_cast<int64_t>(c.expansions));  // its number: none left out
      c.lastExpanded = e.node;
      continue;
    }
    if (e.kind == TreeEvent::Kind::Root) {
      REQUIRE(e.node == -1);
      ++c.roots;
    } else {
      REQUIRE(e.node >= 0);
      REQUIRE(static_cast<size_t>(e.node) < c.nodes);
      REQUIRE(expanded[e.node]);
    }
    ++c.kinds[static_cast<int>(e.kind)];
    expanded.push_back(false);
    ++c.nodes;
  }
  REQUIRE(c.nodes == tree.nodes());
  return c;
}

}  // namespace

TEST_CASE("A*'s search tree holds exactly the generated nodes, step by step", "[stepper][tree]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(kSeed001) == Status::Running);
  StepSnapshot s = stepper.snapshot();
  CHECK(s.treeNodes == 1);  // the start, generated before the first expansion
  CHECK(s.treeEvents == 1);
  for (int k = 1; k <= 300; ++k) {
    stepper.step(1);
    s = stepper.snapshot();
    TreeCheck c = checkTree(*stepper.tree());
    REQUIRE(c.nodes == s.stats.generated);
    REQUIRE(c.expansions == s.stats.expanded);
    REQUIRE(c.roots == 1);
    REQUIRE(s.treeEvents == stepper.tree()->events().size());
    // The node marked as last expanded is the snapshot's current node: same g, h and f.
    int32_t index = 0;
    for (const TreeEvent& e : stepper.tree()->events()) {
      if (e.type != TreeEvent::Type::Node) continue;
      if (index++ == c.lastExpanded) {
        REQUIRE(e.g == s.view.current->g);
        REQUIRE(e.h == s.view.current->h);
        REQUIRE(e.f == s.view.current->f);
      }
    }
  }
}

TEST_CASE("seek(k) rebuilds the same tree a prefix of the longer one", "[stepper][tree]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(kSeed001) == Status::Running);
  stepper.step(120);
  const std::vector<TreeEvent> longer = stepper.tree()->events();
  stepper.seek(57);
  const std::vector<TreeEvent>& shorter = stepper.tree()->events();
  REQUIRE(shorter.size() < longer.size());
  for (size_t i = 0; i < shorter.size(); ++i) {
    REQUIRE(shorter[i].type == longer[i].type);
    REQUIRE(shorter[i].node == longer[i].node);
    REQUIRE(shorter[i].f == longer[i].f);
    REQUIRE(shorter[i].state == longer[i].state);
  }
  CHECK(searchTreeJson(stepper.tree(), 0) != searchTreeJson(stepper.tree(), 5));
}

TEST_CASE("At the end A*'s tree holds the 31-move path to the goal", "[stepper][tree]") {
  SearchStepper stepper;
  REQUIRE(stepper.start(kSeed001) == Status::Running);
  REQUIRE(stepper.step(1'000'000) == Status::Solved);
  StepSnapshot s = stepper.snapshot();
  const SearchTreeLog& tree = *stepper.tree();
  TreeCheck c = checkTree(tree);
  REQUIRE(c.nodes == s.stats.generated);  // 10,982: under the node limit
  // Walk from the goal (the last node expanded) to the root: the moves are the solution.
  std::vector<const TreeEvent*> nodes;
  for (const TreeEvent& e : tree.events())
    if (e.type == TreeEvent::Type::Node) nodes.push_back(&e);
  std::vector<SolutionStep> path;
  for (int32_t n = c.lastExpanded; nodes[n]->node >= 0; n = nodes[n]->node)
    path.push_back(nodes[n]->move);
  std::reverse(path.begin(), path.end());
  REQUIRE(path.size() == 31);
  REQUIRE(path.size() == s.solution.size());
  for (size_t i = 0; i < path.size(); ++i) {
    CHECK(path[i].tile == s.solution[i].tile);
    CHECK(path[i].direction == s.solution[i].direction);
  }
  CHECK(c.kinds[static_cast<int>(TreeEvent::Kind::Duplicate)] > 0);
  CHECK(c.kinds[static_cast<int>(TreeEvent::Kind::CutOff)] == 0);
}

TEST_CASE("IDA*'s tree has one root per iteration, with its threshold", "[stepper][tree]") {
  SearchStepper stepper;
  StepRequest r = kSeed001;
  r.algorithm = "idastar";
  REQUIRE(stepper.start(r) == Status::Running);
  stepper.step(3000);
  StepSnapshot s = stepper.snapshot();
  const SearchTreeLog& tree = *stepper.tree();
  TreeCheck c = checkTree(tree);
  REQUIRE(c.roots == s.view.thresholds.size());
  REQUIRE(c.roots > 1);
  REQUIRE(c.nodes == s.stats.generated + c.roots);  // roots are not counted as generated
  REQUIRE(c.expansions == s.stats.expanded);
  std::vector<int> thresholds;
  int threshold = 0;
  for (const TreeEvent& e : tree.events()) {
    if (e.type != TreeEvent::Type::Node) continue;
    if (e.kind == TreeEvent::Kind::Root) thresholds.push_back(threshold = e.threshold);
    if (e.kind == TreeEvent::Kind::CutOff) REQUIRE(e.f > threshold);
    if (e.kind == TreeEvent::Kind::New) REQUIRE(e.f <= threshold);
  }
  CHECK(thresholds == s.view.thresholds);
  CHECK(c.kinds[static_cast<int>(TreeEvent::Kind::CutOff)] > 0);
}

namespace {

// Admissible (never above Manhattan) but inconsistent: h drops to 0 on about half the boards,
// so a neighbour's h can differ by far more than the one move between them.
class PatchyManhattan final : public Heuristic {
 public:
  explicit PatchyManhattan(const Board& goal)
      : manhattan_(makeHeuristic(HeuristicKind::Manhattan, goal)) {}
  int evaluate(const uint8_t* tiles) const override {
    return (tiles[0] + 2 * tiles[4]) % 3 == 0 ? 0 : manhattan_->evaluate(tiles);
  }

 private:
  std::unique_ptr<Heuristic> manhattan_;
};

}  // namespace

TEST_CASE("An inconsistent heuristic shows re-opened nodes in A*'s tree", "[stepper][tree]") {
  const Board start = parseBoard("8 0 6 5 4 7 2 3 1").value();
  const Board goal = Board{start.geometry, {0, 1, 2, 3, 4, 5, 6, 7, 8}};
  SearchProblem problem(start, goal);
  PatchyManhattan heuristic(goal);
  auto engine = makeEagerStepEngine(problem, heuristic, EagerConfig{});
  REQUIRE(engine->step(1'000'000) == Status::Solved);
  TreeCheck c = checkTree(engine->tree());
  CHECK(c.kinds[static_cast<int>(TreeEvent::Kind::Reopened)] +
            c.kinds[static_cast<int>(TreeEvent::Kind::Improved)] >
        0);
  CHECK(engine->search().solution().size() == 31);
}

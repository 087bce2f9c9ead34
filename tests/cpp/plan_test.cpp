// The planning layer (issue 13): the Problem every front end reads the same way, the one table
// from algorithm to search, auto's one policy, and the one status vocabulary.

#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "core/board_parser.h"
#include "core/status.h"
#include "io/capabilities_json.h"
#include "io/result_json.h"
#include "io/step_snapshot_json.h"
#include "lab/search_stepper.h"
#include "large_boards/path_improver.h"
#include "plan/algorithm_catalog.h"
#include "plan/auto_policy.h"
#include "plan/problem.h"
#include "plan/solve_plan.h"
#include "search/search_factory.h"
#include "solver/board_requests.h"
#include "solver/solver_session.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

// A solve or step request: both name the board, its size and the algorithm the same way.
template <class Request>
Request named(const std::string& board, const std::string& algorithm, const std::string& size) {
  Request r;
  r.board = board;
  r.size = size;
  r.algorithm = algorithm;
  return r;
}

SolveRequest solveRequest(const std::string& board, const std::string& algorithm = "auto",
                          const std::string& size = "") {
  return named<SolveRequest>(board, algorithm, size);
}

StepRequest stepRequest(const std::string& board, const std::string& algorithm,
                        const std::string& size = "") {
  return named<StepRequest>(board, algorithm, size);
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("a problem is read once: board, goal, what is wrong, solvability", "[plan]") {
  Problem ok = readProblem("8 0 6 5 4 7 2 3 1", "", "blank-first");
  REQUIRE(ok.valid());
  CHECK(ok.solvable());
  CHECK(ok.cells() == 9);
  CHECK(ok.goal->tiles == std::vector<uint8_t>{0, 1, 2, 3, 4, 5, 6, 7, 8});

  Problem odd = readProblem("2 1 3 4 5 6 7 8 0", "", "blank-last");
  REQUIRE(odd.valid());
  CHECK_FALSE(odd.solvable());
  CHECK(odd.solvability.reason.rfind("Unsolvable:", 0) == 0);

  Problem twice = readProblem("1 2 3 3 5 6 7 8 0", "", "blank-last");
  CHECK(twice.error == "tile 3 appears twice");
  CHECK_FALSE(twice.board);
  CHECK_FALSE(twice.solvable());

  // A malformed goal keeps the board that was read, so a front end can still show it.
  Problem badGoal = readProblem("1 2 3 4 5 6 7 8 0", "", "1 2 3");
  CHECK_FALSE(badGoal.valid());
  CHECK(badGoal.board);
  CHECK_FALSE(badGoal.goal);
  CHECK(badGoal.error == parseGoal("1 2 3", Geometry{3, 3}).error());

  Problem badSize = readProblem("1 2 3 4 5 6 7 8 0", "banana", "blank-last");
  CHECK(badSize.error == parseSize("banana").error());
  Problem sized = readProblem("1 2 3 4 5 0", "3x2", "blank-last");
  REQUIRE(sized.valid());
  CHECK(sized.board->geometry.width == 3);
  CHECK(sized.board->geometry.height == 2);
}

TEST_CASE("every front end reports a problem's fault in the same words", "[plan]") {
  struct Case {
    const char *board, *size, *goal;
  };
  for (const Case& c : {Case{"1 2 3 3 5 6 7 8 0", "", "blank-last"},
                        Case{"1 2 3 4 5 6 7 8 0", "banana", "blank-last"},
                        Case{"1 2 3 4 5 6 7 8 0", "", "sideways"}, Case{"1 2 x", "", "blank-last"},
                        Case{"", "", "blank-last"}}) {
    INFO(c.board << " / " << c.size << " / " << c.goal);
    const Problem problem = readProblem(c.board, c.size, c.goal);
    REQUIRE_FALSE(problem.valid());

    SolveRequest solve = solveRequest(c.board, "auto", c.size);
    solve.goal = c.goal;
    SolverSession session;
    CHECK(session.start(solve) == Status::Invalid);
    CHECK(session.result().error == problem.error);
    CHECK(planSolve(solve).error == problem.error);

    StepRequest step = stepRequest(c.board, "astar", c.size);
    step.goal = c.goal;
    SearchStepper stepper;
    CHECK(stepper.start(step) == Status::Invalid);
    CHECK(stepper.snapshot().error == problem.error);

    CHECK(checkBoard(c.board, c.size, c.goal).problem.error == problem.error);
  }
}

TEST_CASE("the algorithm table: ids, labels, what each promises, how each searches", "[plan]") {
  std::set<std::string> ids, steppable;
  for (const AlgorithmInfo& a : algorithmCatalog()) {
    INFO(a.id);
    CHECK(ids.insert(a.id).second);
    CHECK(findAlgorithm(a.id) == &a);
    CHECK(&algorithmInfo(a.kind) == &a);
    CHECK(std::string(a.label).size() > 0);
    if (a.steppable) steppable.insert(a.id);
    // A weighted search promises only its bound, so it is never marked optimal.
    CHECK_FALSE((a.usesWeight && a.optimal));
  }
  CHECK(findAlgorithm("dijkstra") == nullptr);
  // Uniform-cost search steps as breadth-first search does (the eager engine, f = g), iterative
  // deepening as IDA* does with h = 0; depth-limited DFS, RBFS and bidirectional BFS each with
  // their own engine (lab/).
  CHECK(steppable == std::set<std::string>{"astar", "idastar", "wastar", "greedy", "bfs", "ucs",
                                           "iddfs", "dfs", "rbfs", "bidirectional"});
  const std::vector<std::pair<std::string, std::string>> shortLabels = {
      {"auto", "Auto"},
      {"astar", "A*"},
      {"idastar", "IDA*"},
      {"wastar", "Weighted A*"},
      {"widastar", "Weighted IDA*"},
      {"greedy", "Greedy"},
      {"bfs", "BFS"},
      {"constructive", "Row by row"},
      {"ucs", "UCS"},
      {"dfs", "DFS"},
      {"iddfs", "IDDFS"},
      {"rbfs", "RBFS"},
      {"bidirectional", "Bidirectional BFS"}};
  for (const auto& [id, shortLabel] : shortLabels)
    CHECK(findAlgorithm(id)->shortLabel == shortLabel);

  // f = a·g + b·h for each.
  auto config = [](const char* id, double weight) {
    return searchConfig(*findAlgorithm(id), weight, 1 << 20);
  };
  CHECK(config("astar", 5).gWeight == 1);
  CHECK(config("astar", 5).hWeight == 1);
  CHECK(config("astar", 5).reopenClosed);
  CHECK_FALSE(config("idastar", 5).reopenClosed);
  CHECK(config("greedy", 5).gWeight == 0);
  CHECK(config("greedy", 5).hWeight == 1);
  CHECK(config("bfs", 5).gWeight == 1);
  CHECK(config("bfs", 5).hWeight == 0);
  CHECK(config("wastar", 1.5).gWeight == 2);
  CHECK(config("wastar", 1.5).hWeight == 3);
  CHECK(config("widastar", 1.5).hWeight == 3);
  CHECK(config("wastar", 1.5).maxBytes == 1 << 20);
  // Weight 1 is A* (re-opening closed nodes) and IDA*: both then guarantee a shortest path.
  CHECK(config("wastar", 1).reopenClosed);
  CHECK(config("wastar", 1.004).reopenClosed);  // the weight as the search reads it
  CHECK_FALSE(config("wastar", 1.5).reopenClosed);
  const std::pair<const char*, double> shortest[] = {
      {"astar", 2}, {"idastar", 2}, {"bfs", 2}, {"wastar", 1}, {"widastar", 1}, {"wastar", 1.004}};
  for (const auto& [id, weight] : shortest) {
    INFO(id << " at " << weight);
    CHECK(guaranteesShortest(*findAlgorithm(id), weight));
  }
  const std::pair<const char*, double> bounded[] = {
      {"wastar", 1.01}, {"widastar", 2}, {"greedy", 1}, {"constructive", 1}};
  for (const auto& [id, weight] : bounded) {
    INFO(id << " at " << weight);
    CHECK_FALSE(guaranteesShortest(*findAlgorithm(id), weight));
  }

  CHECK(kWeightRange.contains(1));
  CHECK(kWeightRange.contains(100));
  CHECK_FALSE(kWeightRange.contains(0.99));
  CHECK_FALSE(kWeightRange.contains(100.5));
  CHECK_FALSE(kWeightRange.contains(std::nan("")));
  CHECK(kWeightRange.contains(kWeightRange.defaultWeight));
}

TEST_CASE("every algorithm the table names builds a search that solves the seed board", "[plan]") {
  const Board board = *parseBoard("8 0 6 5 4 7 2 3 1");
  const Board goal = *parseGoal("blank-first", board.geometry);
  SearchProblem problem(board, goal);
  auto heuristic = makeHeuristic(HeuristicKind::Manhattan, goal);
  for (const AlgorithmInfo& a : algorithmCatalog()) {
    if (a.kind == Algorithm::Auto) continue;  // a plan, not a search
    INFO(a.id);
    auto search = makeSearch(a.kind, problem, *heuristic, 2, uint64_t{64} << 20);
    REQUIRE(search->search() == Status::Solved);
    Board replayed = board;
    CHECK(testing_support::replay(replayed, search->solution()) == "");
    CHECK(replayed == goal);
    if (a.optimal) CHECK(search->solution().size() == 31);
  }
}

TEST_CASE("auto's one policy, for the solve and for step mode", "[plan]") {
  using A = Algorithm;
  CHECK(stepAlgorithm(A::Auto, 4) == A::AStar);
  CHECK(stepAlgorithm(A::Auto, 9) == A::AStar);
  CHECK(stepAlgorithm(A::Auto, 10) == A::IdaStar);
  CHECK(stepAlgorithm(A::Auto, 256) == A::IdaStar);
  CHECK(stepAlgorithm(A::Constructive, 9) == A::AStar);
  CHECK(stepAlgorithm(A::WeightedIdaStar, 16) == A::IdaStar);
  for (const AlgorithmInfo& a : algorithmCatalog())
    if (a.steppable) CHECK(stepAlgorithm(a.kind, 16) == a.kind);

  const uint64_t budget = uint64_t{2048} << 20;
  auto stages = autoStages(9, std::nullopt, budget);
  REQUIRE(stages.size() == 1);
  CHECK(stages[0].algorithm == A::AStar);
  CHECK(stages[0].heuristic == HeuristicKind::PatternDatabase);
  stages = autoStages(16, HeuristicKind::Manhattan, budget);
  REQUIRE(stages.size() == 1);
  CHECK(stages[0].algorithm == A::IdaStar);
  CHECK(stages[0].heuristic == HeuristicKind::Manhattan);
  CHECK(autoImproveExpansions(16) == 0);

  stages = autoStages(25, std::nullopt, budget);
  REQUIRE(stages.size() == 3);
  CHECK(stages[0].algorithm == A::WeightedIdaStar);
  CHECK(stages[0].heuristic == HeuristicKind::PatternDatabase);
  CHECK(stages[0].maxExpansions > 0);
  CHECK(stages[1].algorithm == A::WeightedAStar);
  CHECK(stages[1].maxBytes < budget);  // the fallback holds little memory
  CHECK(stages[2].algorithm == A::Constructive);
  CHECK(autoImproveExpansions(25) > 0);

  // Above 25 cells: the lines placed by beam searches (the construction with a heuristic to
  // rank boards by), then the plain construction should that outgrow its share of a timeout.
  stages = autoStages(256, std::nullopt, uint64_t{1} << 20);
  REQUIRE(stages.size() == 2);
  CHECK(stages[0].algorithm == A::Constructive);
  CHECK(stages[0].heuristic == HeuristicKind::LinearConflict);
  CHECK(stages[0].maxBytes == uint64_t{1} << 20);  // never more than the request's budget
  CHECK(stages[1].algorithm == A::Constructive);
  CHECK(stages[1].heuristic == HeuristicKind::Blind);
  CHECK(autoStages(26, std::nullopt, budget)[0].maxBytes < budget);
  CHECK(autoImproveExpansions(256) < autoImproveExpansions(25));
  // Room for the tightening of the path's tail up to 128 cells.
  CHECK(autoImproveExpansions(128) > PathImprover::kTailExpansions);

  // Step mode runs what the plan's first stage is on 3x3 and 4x4 (A*, IDA*); the session runs
  // the plan (on 3x3 here: on 4x4 it would build the 15-puzzle's pattern databases first).
  for (const char* board : {"8 0 6 5 4 7 2 3 1", "2 3 4 8 1 5 7 11 9 6 12 15 13 14 10 0"}) {
    INFO(board);
    const SolvePlan plan = planSolve(solveRequest(board));
    REQUIRE(plan.error.empty());
    SearchStepper stepper;
    REQUIRE(stepper.start(stepRequest(board, "auto")) == Status::Running);
    CHECK(stepper.snapshot().algorithm == algorithmInfo(plan.first().algorithm).id);
  }
  SolverSession session;
  REQUIRE(session.start(solveRequest("8 0 6 5 4 7 2 3 1")) == Status::Running);
  CHECK(session.result().algorithm == "astar");
  CHECK(planSolve(solveRequest("8 0 6 5 4 7 2 3 1")).first().algorithm == A::AStar);
  CHECK(planSolve(solveRequest("2 3 4 8 1 5 7 11 9 6 12 15 13 14 10 0")).first().algorithm ==
        A::IdaStar);
}

TEST_CASE("a plan: one stage as asked, the weight and memory ranges, no stage when refused",
          "[plan]") {
  SolveRequest request = solveRequest("8 0 6 5 4 7 2 3 1", "bfs");
  request.heuristic = "manhattan";
  SolvePlan plan = planSolve(request);
  REQUIRE(plan.stages.size() == 1);
  CHECK(plan.first().heuristic == HeuristicKind::Blind);  // BFS uses none
  CHECK(plan.improveExpansions == 0);

  request.algorithm = "wastar";
  request.weight = 3;
  plan = planSolve(request);
  REQUIRE(plan.stages.size() == 1);
  CHECK(plan.first().weight == 3);
  CHECK(plan.first().heuristic == HeuristicKind::Manhattan);
  CHECK(plan.first().maxBytes == kDefaultMemoryMB << 20);

  request.weight = kWeightRange.max + 1;
  plan = planSolve(request);
  CHECK(plan.status == Status::Invalid);
  CHECK(plan.error == "weight must be between 1 and 100");
  CHECK(plan.stages.empty());

  request.weight = 2;
  request.maxMemoryMB = kMaxMemoryMB + 1;
  CHECK(planSolve(request).status == Status::Invalid);
  request.maxMemoryMB = kMinMemoryMB;
  CHECK(planSolve(request).status == Status::Running);

  plan = planSolve(solveRequest("2 1 3 4 5 6 7 8 0"));
  CHECK(plan.status == Status::Unsolvable);
  CHECK(plan.stages.empty());
  CHECK(plan.problem.board);  // shown with the reason
}

TEST_CASE("one status vocabulary: every status a result can carry has its word", "[plan]") {
  std::set<std::string> words;
  for (Status s : {Status::Running, Status::Solved, Status::Unsolvable, Status::Invalid,
                   Status::Limit, Status::Cancelled, Status::Error, Status::Ok})
    CHECK(words.insert(statusName(s)).second);  // distinct
  CHECK(words == std::set<std::string>{"running", "solved", "unsolvable", "invalid", "limit",
                                       "cancelled", "error", "ok"});

  // capabilities() lists exactly the words of kResultStatuses.
  const std::string capabilities = capabilitiesJson();
  CHECK(contains(capabilities,
                 "\"statuses\":[\"running\",\"solved\",\"unsolvable\",\"invalid\",\"limit\","
                 "\"cancelled\",\"error\"]"));
  std::set<Status> listed(kResultStatuses.begin(), kResultStatuses.end());

  // Every status the session and the stepper return, driven to each.
  std::set<Status> seen;
  auto sawSolve = [&](Status s, const SolverSession& session) {
    seen.insert(s);
    CHECK(listed.count(s) == 1);
    CHECK(contains(resultJson(session.result(), false),
                   std::string("\"status\":\"") + statusName(s) + "\""));
  };
  SolverSession session;
  sawSolve(session.step(1), session);  // before start(): error
  sawSolve(session.start(solveRequest("1 2 3 3 5 6 7 8 0")), session);
  sawSolve(session.start(solveRequest("2 1 3 4 5 6 7 8 0")), session);
  sawSolve(session.start(solveRequest("1 2 3 4 5 6 7 8 0")), session);
  SolveRequest hard = solveRequest("14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3", "astar");  // Korf #1
  hard.goal = "blank-first";
  hard.heuristic = "misplaced";
  hard.maxMemoryMB = 1;
  seen.insert(session.start(hard));
  sawSolve(session.solve(hard).status, session);
  session.start(hard);
  session.cancel();
  sawSolve(session.status(), session);
  CHECK(seen == std::set<Status>{Status::Running, Status::Solved, Status::Unsolvable,
                                 Status::Invalid, Status::Limit, Status::Cancelled, Status::Error});

  std::set<Status> stepped;
  auto sawStep = [&](Status s, const SearchStepper& stepper) {
    stepped.insert(s);
    CHECK(listed.count(s) == 1);
    CHECK(contains(stepSnapshotJson(stepper.snapshot()),
                   std::string("\"status\":\"") + statusName(s) + "\""));
  };
  SearchStepper stepper;
  sawStep(stepper.start(stepRequest("1 2 3 3 5 6 7 8 0", "astar")), stepper);
  sawStep(stepper.start(stepRequest("2 1 3 4 5 6 7 8 0", "astar")), stepper);
  sawStep(stepper.start(stepRequest("1 2 3 4 5 6 0 7 8", "astar")), stepper);
  sawStep(stepper.step(100), stepper);
  CHECK(stepped ==
        std::set<Status>{Status::Running, Status::Solved, Status::Unsolvable, Status::Invalid});
}

TEST_CASE("capabilities carry the ranges and labels the page would otherwise copy", "[plan]") {
  const std::string json = capabilitiesJson();
  CHECK(contains(json, "\"weight\":{\"min\":1,\"max\":100,\"default\":2}"));
  CHECK(contains(json, "\"memoryMB\":{\"min\":" + std::to_string(kMinMemoryMB) +
                           ",\"max\":" + std::to_string(kMaxMemoryMB) + ",\"default\":512}"));
  CHECK(contains(json, "\"auto\":{\"optimalUpToCells\":16}"));
  // ... and that is the size up to which every stage of `auto` is an optimal search.
  for (const SearchStage& stage : autoStages(kAutoOptimalCells, std::nullopt, 512u << 20))
    CHECK(algorithmInfo(stage.algorithm).optimal);
  CHECK_FALSE(
      algorithmInfo(autoStages(kAutoOptimalCells + 1, std::nullopt, 512u << 20).front().algorithm)
          .optimal);
  CHECK(contains(json, "\"minMemoryMB\":" + std::to_string(kMinMemoryMB) +
                           ",\"maxMemoryMB\":" + std::to_string(kMaxMemoryMB)));
  for (const AlgorithmInfo& a : algorithmCatalog()) {
    INFO(a.id);
    CHECK(contains(json, std::string("{\"id\":\"") + a.id + "\",\"label\":\"" + a.label +
                             "\",\"shortLabel\":\"" + a.shortLabel +
                             "\",\"optimal\":" + (a.optimal ? "true" : "false")));
    const bool depthLimited = a.family == SearchFamily::DepthLimited;
    CHECK(contains(json, std::string("\"usesWeight\":") + (a.usesWeight ? "true" : "false") +
                             ",\"steppable\":" + (a.steppable ? "true" : "false") +
                             ",\"usesDepthLimit\":" + (depthLimited ? "true" : "false") + "}"));
  }
}

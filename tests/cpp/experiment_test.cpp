// The lab's experiments (lab/experiment.h): boards at an exact depth, checked against the
// independent breadth-first oracle, seeded; and the textbook table's shape on real runs.

#include <catch2/catch.hpp>

#include <map>
#include <numeric>

#include "core/boards_at_depth.h"
#include "io/experiment_json.h"
#include "lab/experiment.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

oracle::Board9 toOracle(const Board& board) {
  oracle::Board9 b{};
  for (int i = 0; i < 9; ++i) b[i] = board.tiles[i];
  return b;
}

std::vector<int> evenDepths(int from, int to) {
  std::vector<int> depths;
  for (int d = from; d <= to; d += 2) depths.push_back(d);
  return depths;
}

void runToEnd(Experiment& experiment, const ExperimentRequest& request) {
  REQUIRE(experiment.start(request) == Status::Running);
  while (experiment.step(100000) == Status::Running) {
  }
}

}  // namespace

TEST_CASE("the distance table agrees with the oracle on every 3x3 board", "[experiment]") {
  for (bool blankFirst : {false, true}) {
    const Board goal = blankFirst ? blankFirstGoal({3, 3}) : blankLastGoal({3, 3});
    const auto oracleDistances =
        oracle::distancesTo(blankFirst ? oracle::blankFirst9() : oracle::blankLast9());
    auto table = DistanceTable::build(goal);
    REQUIRE(table);
    CHECK(table->maxDistance() == 31);
    uint64_t reachable = 0;
    std::map<int, uint64_t> perDepth;
    for (uint32_t r = 0; r < 362880; ++r) {
      const Board board = testing_support::toBoard(oracle::unrank9(r));
      REQUIRE(table->distance(board) == oracleDistances[r]);
      if (oracleDistances[r] >= 0) ++reachable, ++perDepth[oracleDistances[r]];
    }
    CHECK(reachable == 181440);
    for (const auto& [depth, count] : perDepth) CHECK(table->countAt(depth) == count);
    CHECK(table->countAt(32) == 0);
    CHECK(table->countAt(-1) == 0);
  }
}

TEST_CASE("boards at a depth are exactly that far from the goal, and seeded", "[experiment]") {
  const Board goal = blankFirstGoal({3, 3});
  const auto oracleDistances = oracle::distancesTo(oracle::blankFirst9());
  auto table = DistanceTable::build(goal);
  REQUIRE(table);
  const std::vector<int> depths = evenDepths(2, 24);
  auto boards = boardsAtDepths(*table, depths, 50, 2026);
  REQUIRE(boards);
  REQUIRE(boards->size() == depths.size() * 50);
  for (size_t i = 0; i < boards->size(); ++i)
    REQUIRE(oracleDistances[oracle::rank9(toOracle((*boards)[i]))] == depths[i / 50]);

  auto again = boardsAtDepths(*table, depths, 50, 2026);
  auto other = boardsAtDepths(*table, depths, 50, 2027);
  REQUIRE(again);
  REQUIRE(other);
  CHECK(*again == *boards);
  CHECK(*other != *boards);
  // Depth 20 has thousands of boards: 50 draws are nearly all different.
  std::map<std::vector<uint8_t>, int> seen;
  for (size_t i = 9 * 50; i < 10 * 50; ++i) ++seen[(*boards)[i].tiles];
  CHECK(seen.size() > 45);

  auto tooDeep = boardsAtDepths(*table, {32}, 1, 1);
  REQUIRE_FALSE(tooDeep);
  CHECK(tooDeep.error().find("from 0 to 31") != std::string::npos);
  auto tooBig = DistanceTable::build(blankLastGoal({4, 4}));
  REQUIRE_FALSE(tooBig);
  CHECK(tooBig.error().find("up to 10 cells") != std::string::npos);
}

TEST_CASE("a 2x5 table covers its 1,814,400 boards", "[experiment]") {
  auto table = DistanceTable::build(blankLastGoal({5, 2}));
  REQUIRE(table);
  uint64_t total = 0;
  for (int d = 0; d <= table->maxDistance(); ++d) total += table->countAt(d);
  CHECK(total == 1814400);
}

TEST_CASE("the experiment reproduces the textbook table's shape on the 8-puzzle", "[experiment]") {
  ExperimentRequest request;
  request.depths = evenDepths(2, 24);
  request.perDepth = 50;
  request.seed = 7;
  request.searches = {"ids", "astar-misplaced", "astar-manhattan"};
  Experiment experiment;
  runToEnd(experiment, request);
  REQUIRE(experiment.status() == Status::Ok);
  const auto boards = experiment.finishedBoards();
  REQUIRE(boards.size() == 12 * 50);
  std::map<int, std::array<double, 3>> sums;
  for (const ExperimentBoard* board : boards) {
    REQUIRE(board->runs.size() == 3);
    for (int s = 0; s < 3; ++s) {
      const ExperimentRun& run = board->runs[s];
      if (s == 0 && board->depth > request.depthCap) {
        CHECK(run.skipped);
        continue;
      }
      REQUIRE(run.status == Status::Solved);
      REQUIRE(run.length == board->depth);  // every search here is optimal
      sums[board->depth][s] += static_cast<double>(run.generated);
    }
  }
  for (const auto& [depth, sum] : sums) {
    INFO("depth " << depth);
    if (depth >= 8) CHECK(sum[2] < sum[1]);  // Manhattan generates fewer than misplaced
    if (depth >= 6 && depth <= request.depthCap) CHECK(sum[1] < sum[0]);  // and both than IDS
  }
}

TEST_CASE("pasted boards: bad lines are named, good ones run, depths measured", "[experiment]") {
  ExperimentRequest request;
  request.size = "";
  request.goal = "blank-first";
  request.boards =
      "# seed 000's boards\n"
      "5 7 6 / 2 4 3 / 8 1 0\n"
      "\n"
      "7 0 8 4 6 1 5 3 2\n"
      "1 2 3 4 5 6 7 7 0\n"
      "2 3 7 / 1 8 0 / 6 5 4\n"
      "1 0 2 3 4 5 6 8 7\n"
      "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
  request.searches = {"astar-manhattan", "ids"};
  Experiment experiment;
  runToEnd(experiment, request);
  REQUIRE(experiment.status() == Status::Ok);
  const auto& errors = experiment.lineErrors();
  REQUIRE(errors.size() == 3);
  CHECK(errors[0].line == 5);
  CHECK(errors[0].error.find("appears twice") != std::string::npos);
  CHECK(errors[1].line == 7);
  CHECK(errors[1].error.find("cannot reach the goal") != std::string::npos);
  CHECK(errors[2].line == 8);
  CHECK(errors[2].error.find("4x4") != std::string::npos);
  const auto boards = experiment.finishedBoards();
  REQUIRE(boards.size() == 3);
  CHECK(boards[0]->line == 2);
  CHECK(boards[0]->depth == 28);
  CHECK(boards[1]->depth == 25);
  CHECK(boards[2]->depth == 17);
  for (const ExperimentBoard* board : boards) {
    CHECK(board->runs[0].length == board->depth);
    CHECK(board->runs[1].skipped);  // IDS past the depth cap
  }
  const std::string json = experimentResultJson(experiment);
  // Each line error: the English, and the id and args a front end translates (io/message_json.h).
  CHECK(json.find("{\"line\":5,\"errorId\":\"tile-twice\",\"errorArgs\":{\"tile\":7},"
                  "\"error\":\"tile 7 appears twice\"}") != std::string::npos);
  CHECK(json.find("{\"line\":7,\"errorId\":\"experiment-line-unsolvable\",\"errorArgs\":"
                  "{\"reason\":{\"id\":\"unsolvable\",") != std::string::npos);
  CHECK(json.find("{\"line\":8,\"errorId\":\"experiment-line-size\",\"errorArgs\":"
                  "{\"board\":\"4x4\",\"list\":\"3x3\"}") != std::string::npos);

  ExperimentRequest allBad = request;
  allBad.boards = "1 2 3\nfoo\n";
  Experiment refused;
  CHECK(refused.start(allBad) == Status::Invalid);
  CHECK(refused.lineErrors().size() == 2);
  CHECK(refused.error().find("every line has an error") != std::string::npos);
}

TEST_CASE("pasted 15-puzzle boards get their depth from an optimal search", "[experiment]") {
  ExperimentRequest request;
  request.size = "4x4";
  request.goal = "blank-last";
  // Boards of 1 and 2 moves: 15-puzzles are too big for the distance table, so IDA* with linear
  // conflict measures them first.
  request.boards =
      "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15\n"
      "1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n";
  request.searches = {"astar-manhattan"};
  Experiment experiment;
  runToEnd(experiment, request);
  REQUIRE(experiment.status() == Status::Ok);
  const auto boards = experiment.finishedBoards();
  REQUIRE(boards.size() == 2);
  CHECK(boards[0]->depth == 1);
  CHECK(boards[1]->depth == 2);
  for (const ExperimentBoard* board : boards) CHECK(board->runs[0].length == board->depth);
}

TEST_CASE("a run past the node cap is stopped and marked, never hangs", "[experiment]") {
  ExperimentRequest request;
  request.depths = {20};
  request.perDepth = 2;
  request.searches = {"astar-misplaced"};
  request.maxGenerated = 100;
  Experiment experiment;
  runToEnd(experiment, request);
  for (const ExperimentBoard* board : experiment.finishedBoards()) {
    CHECK(board->runs[0].status == Status::Limit);
    CHECK_FALSE(board->runs[0].skipped);
  }
  ExperimentRequest bad;
  bad.depths = {4};
  bad.searches = {"dfs"};
  Experiment refused;
  CHECK(refused.start(bad) == Status::Invalid);
  CHECK(refused.error() == "unknown search \"dfs\"");
}

// `npuzzle verify` (issue 30): its exit codes, its text and JSON answers, and --batch, which
// answers every line that holds anything, one JSON object each, in order.
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/cli.h"
#include "core/random_board.h"
#include "solver/solver_session.h"
#include "support/cli_run.h"

using namespace npuzzle;

namespace {

using Run = testing_support::CliRun;

Run run(const std::vector<std::string>& args, const std::string& input = "") {
  return testing_support::runCliWith(args, input);
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> result;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) result.push_back(line);
  return result;
}

const std::string kBoard = "1 2 3 4 5 6 0 7 8";  // 7 left, 8 left

}  // namespace

TEST_CASE("verify exits 0 for a solution, 5 for a wrong one, 2 for a bad text", "[cli][verify]") {
  const Run ok = run({"verify", kBoard},
                     "Solution requires 2 steps\nStep 1: Move 7 left\nStep 2: Move 8 left\n");
  CHECK(ok.code == 0);
  CHECK(ok.out ==
        "legal: yes, 2 steps\nreaches the goal: yes\nshortest: 2 (this solution is a shortest "
        "one)\n");
  const Run longer = run({"verify", kBoard}, "7 7 7 8");
  CHECK(longer.code == 0);
  CHECK(longer.out.find("shortest: 2 (this solution is 2 longer)") != std::string::npos);
  const Run illegal = run({"verify", kBoard}, "7\n1\n");
  CHECK(illegal.code == 5);
  CHECK(illegal.out.rfind(
            "legal: no, step 2 (line 2): tile 1 is not next to the blank\nlegal up to step 1\n",
            0) == 0);
  const Run shortOf = run({"verify", kBoard}, "7");
  CHECK(shortOf.code == 5);
  CHECK(shortOf.out.find("reaches the goal: no") != std::string::npos);
  const Run bad = run({"verify", kBoard}, "Step 1: Move 7 left\nStep 1: Move 8 left\n");
  CHECK(bad.code == 2);
  CHECK(bad.err == "npuzzle: line 2: step 1 where step 2 was expected\n");
  CHECK(run({"verify"}, "7").code == 2);
  const Run letters = run({"verify", "--letters", "tiles", kBoard}, "L L");
  CHECK(letters.code == 2);
  CHECK(letters.err == "npuzzle: --letters must be tile or blank, got \"tiles\"\n");
  CHECK(run({"verify", "--letters", "blank", kBoard}, "R R").code == 0);
  CHECK(run({"verify", "--goal", "blank-first", "1 0 2 3 4 5 6 7 8"}, "1").code == 0);
}

TEST_CASE("verify --format json gives the verdict's fields", "[cli][verify]") {
  const Run ok = run({"verify", "--format", "json", kBoard}, "7 8");
  CHECK(ok.code == 0);
  for (const char* field :
       {"\"status\":\"ok\"", "\"format\":\"tiles\"", "\"legal\":true", "\"firstIllegalStep\":null",
        "\"reachesGoal\":true", "\"length\":2", "\"optimalLength\":2", "\"excess\":0",
        "\"moves\":[7,8]", "\"directions\":\"LL\""})
    CHECK(ok.out.find(field) != std::string::npos);
  const Run illegal = run({"verify", "--format", "json", kBoard}, "8");
  CHECK(illegal.code == 5);
  for (const char* field : {"\"legal\":false", "\"firstIllegalStep\":1", "\"illegalLine\":1",
                            "\"reachesGoal\":false", "\"optimalLength\":2"})
    CHECK(illegal.out.find(field) != std::string::npos);
  // A board above 16 cells: the shortest is not searched, a lower bound is given.
  const Run big = run({"verify", "--format", "json", "--size", "5x4",
                       "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 0 19"},
                      "19");
  CHECK(big.code == 0);
  CHECK(big.out.find("\"optimalLength\":1") != std::string::npos);  // as short as the bound
}

TEST_CASE("verify --batch answers every submission in order, bad ones too", "[cli][verify]") {
  // 300 submissions: shortest, longer, illegal, short of the goal, and broken lines.
  Random random(1000);
  SolverSession session;
  std::string input;
  std::vector<std::string> expected;  // a fragment each answer must hold
  const Board goal{Geometry{3, 3}, {1, 2, 3, 4, 5, 6, 7, 8, 0}};
  for (int i = 0; i < 300; ++i) {
    const Board board = randomWalkBoard(goal, 2 + static_cast<int>(random.below(20)), random);
    SolveRequest request;
    request.board = board.toString();
    const SolveResult& solved = session.solve(request);
    REQUIRE(solved.status == Status::Solved);
    if (solved.moves.empty()) continue;  // a walk that came back to the goal
    std::string tiles;
    for (const SolutionStep& step : solved.moves) tiles += std::to_string(step.tile) + " ";
    const int kind = i % 5;
    if (kind == 0) {
      input += "{\"board\": \"" + board.toString() + "\", \"solution\": \"" + tiles + "\"}\n";
      expected.push_back("\"legal\":true,\"firstIllegalStep\":null,\"reachesGoal\":true");
    } else if (kind == 1) {
      const std::string first = std::to_string(solved.moves[0].tile) + " ";
      input += "{\"board\": [" + std::to_string(board.tiles[0]);
      for (int c = 1; c < 9; ++c) input += "," + std::to_string(board.tiles[c]);
      input += "], \"solution\": \"" + first + first + tiles + "\"}\n";
      expected.push_back("\"excess\":2");
    } else if (kind == 2) {
      input += "{\"board\": \"" + board.toString() + "\", \"solution\": \"" + tiles + "99\"}\n";
      expected.push_back("\"firstIllegalStep\":" + std::to_string(solved.moves.size() + 1));
    } else if (kind == 3) {
      input += "{\"solution\": \"Step 1: Move " + std::to_string(solved.moves[0].tile) + " " +
               directionWord(solved.moves[0].direction) + "\\n\", \"board\": \"" +
               board.toString() + "\"}\n";
      expected.push_back(solved.moves.size() == 1 ? "\"reachesGoal\":true"
                                                  : "\"reachesGoal\":false");
    } else {
      input += i % 2 ? "not json\n" : "{\"board\": \"1 2 3\"}\n";
      expected.push_back("\"status\":\"invalid\"");
    }
    if (i % 50 == 0) input += "   \n";  // blank lines get no answer
  }
  const Run batch = run({"verify", "--batch"}, input);
  CHECK(batch.code == 0);
  const std::vector<std::string> answers = lines(batch.out);
  REQUIRE(answers.size() == expected.size());
  for (size_t i = 0; i < answers.size(); ++i) {
    INFO("line " << i + 1 << ": " << answers[i]);
    CHECK(answers[i].find(expected[i]) != std::string::npos);
  }
}

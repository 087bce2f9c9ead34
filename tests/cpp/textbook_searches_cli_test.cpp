// The textbook searches by name on the command line (issue 30): --algorithm ucs, dfs, iddfs,
// rbfs, bidirectional, and dfs's --depth-limit with its own exit code.
#include <catch2/catch.hpp>

#include <sstream>

#include "cli/cli.h"
#include "support/cli_run.h"

using namespace npuzzle;

namespace {

using Run = testing_support::CliRun;

Run run(const std::vector<std::string>& args, const std::string& input = "") {
  return testing_support::runCliWith(args, input);
}

const std::string kBoard = "1 2 3 4 0 5 7 8 6";  // 2 moves from blank-last

}  // namespace

TEST_CASE("solve names every textbook search with --algorithm, and JSON counts re-expansions",
          "[cli]") {
  for (const char* id : {"ucs", "dfs", "iddfs", "rbfs", "bidirectional"}) {
    INFO(id);
    const Run text = run({"solve", "--algorithm", id, kBoard});
    CHECK(text.code == 0);
    // dfs goes deepest first: a legal path within its limit, seldom the shortest.
    CHECK(text.out.rfind(
              id == std::string("dfs") ? "Solution requires " : "Solution requires 2 steps\n", 0) ==
          0);
    const Run json = run({"solve", "--algorithm", id, "--format", "json", kBoard});
    CHECK(json.code == 0);
    CHECK(json.out.find(std::string("\"algorithm\":\"") + id + "\"") != std::string::npos);
    CHECK(json.out.find("\"reexpanded\":") != std::string::npos);
    CHECK(
        json.out.find("\"optimal\":" + std::string(id == std::string("dfs") ? "false" : "true")) !=
        std::string::npos);
  }
  const Run iddfs = run({"solve", "--algorithm", "iddfs", "--format", "json", kBoard});
  CHECK(iddfs.out.find("\"reexpanded\":0") == std::string::npos);  // it does re-expand
  const Run stats = run({"solve", "--algorithm", "iddfs", "--stats", kBoard});
  CHECK(stats.out.find("re-expanded: ") != std::string::npos);
}

TEST_CASE("dfs's depth limit: a cut is its own answer and exit code 6", "[cli]") {
  const Run cut = run({"solve", "--algorithm", "dfs", "--depth-limit", "1", kBoard});
  CHECK(cut.code == 6);
  CHECK(cut.out.empty());
  CHECK(cut.err ==
        "npuzzle: no solution within depth 1: the depth limit cut the search (a longer solution "
        "may exist)\n");
  const Run zero =
      run({"solve", "--algorithm", "dfs", "--depth-limit", "0", "--format", "json", kBoard});
  CHECK(zero.code == 6);
  CHECK(zero.out.find("\"status\":\"limit\"") != std::string::npos);
  CHECK(zero.out.find("\"depthLimit\":0") != std::string::npos);
  CHECK(zero.out.find("\"errorId\":\"depth-limit-cut\"") != std::string::npos);
  const Run enough = run({"solve", "--algorithm", "dfs", "--depth-limit", "2", kBoard});
  CHECK(enough.code == 0);
  CHECK(enough.out.rfind("Solution requires 2 steps\n", 0) == 0);
  // Unsolvable stays unsolvable (exit 1), whatever the limit.
  CHECK(run({"solve", "--algorithm", "dfs", "--depth-limit", "3", "2 1 3 4 5 6 7 8 0"}).code == 1);
}

TEST_CASE("a depth limit with another search than dfs is refused, naming --depth-limit", "[cli]") {
  for (const char* id : {"astar", "iddfs", "auto"}) {
    const Run r = run({"solve", "--algorithm", id, "--depth-limit", "5", kBoard});
    CHECK(r.code == 2);
    CHECK(r.err == std::string("npuzzle: --depth-limit applies to --algorithm dfs only, got "
                               "--algorithm ") +
                       id + "\n");
  }
  const Run noAlgorithm = run({"solve", "--depth-limit", "5", kBoard});
  CHECK(noAlgorithm.code == 2);
  CHECK(noAlgorithm.err.find("--depth-limit applies to --algorithm dfs only") != std::string::npos);
}

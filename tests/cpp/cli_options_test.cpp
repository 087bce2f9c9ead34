// The CLI's one number grammar and its named values (docs/contracts.md §3, "Numbers and names in
// options"), rule by rule, for every option it applies to (issue 33).
#include <catch2/catch.hpp>

#include <cstdint>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "cli/cli.h"
#include "plan/solve_plan.h"
#include "solver/board_requests.h"
#include "support/cli_run.h"

using namespace npuzzle;

namespace {

using Run = testing_support::CliRun;

Run run(const std::vector<std::string>& args, const std::string& input = "") {
  return testing_support::runCliWith(args, input);
}

// An option, a command that takes it (with a board or size that answers in milliseconds), and
// the words of its refusal before `, got "…"`.
struct NumericOption {
  std::string name;
  std::vector<std::string> command;
  std::string refusal;
  bool whole;
};

const std::string kBoard = "1 0 3 2";

std::vector<NumericOption> numericOptions() {
  return {
      {"--seed", {"random", "--size", "3x3"}, "a whole number from 0 to 9007199254740991", true},
      {"--walk",
       {"random", "--size", "3x3", "--seed", "1"},
       "a whole number from 0 to 10000000",
       true},
      {"--count",
       {"random", "--size", "3x3", "--seed", "1"},
       "a whole number from 1 to 10000000",
       true},
      {"--threads", {"solve", kBoard}, "a whole number from 1 to 256 or auto", true},
      {"--max-memory",
       {"solve", kBoard},
       "a whole number from 1 to " + std::to_string(kMaxMemoryMB),
       true},
      {"--weight", {"solve", "--algorithm", "wastar", kBoard}, "a number from 1 to 100", false},
      {"--depth-limit",
       {"solve", "--algorithm", "dfs", kBoard},
       "a whole number from 0 to 1000000",
       true},
      {"--timeout",
       {"solve", kBoard},
       "a number of seconds above 0 and at most 10000000 (leave --timeout out for no limit)",
       false},
      {"--think", {"solve", kBoard}, "a number from 1 to 3600", false},
  };
}

Run runWith(const NumericOption& option, const std::string& value, bool joined) {
  std::vector<std::string> args = option.command;
  if (joined)
    args.insert(args.begin() + 1, option.name + "=" + value);
  else
    args.insert(args.begin() + 1, {option.name, value});
  return run(args);
}

}  // namespace

TEST_CASE("every numeric option reads decimal digits and refuses anything else alike", "[cli]") {
  // Written differently from plain decimal digits: hexadecimal, exponents, signs, blanks,
  // infinities, a point without digits on one side, digits of another script, a NUL inside.
  const std::vector<std::string> notNumbers = {
      "0x10", "0X1", "1e3", "1E3", "+5",    " 5",  "5 ", "",         "inf",
      "nan",  "-",   ".5",  "5.",  "1.2.3", "1,5", "5s", "\xD9\xA5", std::string("5\0x", 3),
      "--5",  "0b11"};
  for (const NumericOption& option : numericOptions()) {
    for (const std::string& value : notNumbers) {
      for (bool joined : {false, true}) {
        INFO(option.name << (joined ? "=" : " ") << value);
        const Run r = runWith(option, value, joined);
        CHECK(r.code == 2);
        CHECK(r.out.empty());
        // The message names the flag, says what it takes, and quotes the value.
        CHECK(r.err.rfind("npuzzle: " + option.name + " must be " + option.refusal + ", got \"",
                          0) == 0);
      }
    }
  }
}

TEST_CASE("whole-number options refuse a fraction the same way, and take a zero one", "[cli]") {
  for (const NumericOption& option : numericOptions()) {
    INFO(option.name);
    const Run fraction = runWith(option, "1.5", false);
    const Run zeroFraction = runWith(option, "2.0", false);
    const Run whole = runWith(option, "2", false);
    CHECK(whole.code == 0);
    CHECK(zeroFraction.code == 0);
    CHECK(zeroFraction.out == whole.out);
    if (option.whole) {
      CHECK(fraction.code == 2);
      CHECK(fraction.err ==
            "npuzzle: " + option.name + " must be " + option.refusal + ", got \"1.5\"\n");
    } else {
      CHECK(fraction.code == 0);  // --weight 1.5, --timeout 1.5
    }
  }
}

TEST_CASE("numeric options are checked against their ranges, ends included", "[cli]") {
  struct Range {
    std::string name, below, lowest, highest, above;
  };
  // Each end that answers in milliseconds is run; the others are only refused beyond.
  const std::vector<Range> ranges = {
      {"--seed", "-1", "0", "9007199254740991", "9007199254740992"},
      {"--walk", "-1", "0", "", "10000001"},
      {"--count", "0", "1", "", "10000001"},
      {"--threads", "0", "1", "256", "257"},
      {"--max-memory", "0", "", std::to_string(kMaxMemoryMB), std::to_string(kMaxMemoryMB + 1)},
      {"--weight", "0.99", "1", "100", "100.01"},
      {"--timeout", "0", "0.001", "10000000", "10000000.5"},
      {"--think", "0.99", "1", "3600", "3600.01"},
      // 0 is run by tests/cpp/textbook_searches_cli_test.cpp: it cuts, exit code 6.
      {"--depth-limit", "-1", "", "1000000", "1000001"},
  };
  for (const NumericOption& option : numericOptions()) {
    for (const Range& range : ranges) {
      if (range.name != option.name) continue;
      for (const std::string& value : {range.below, range.above}) {
        INFO(option.name << " " << value);
        const Run r = runWith(option, value, false);
        CHECK(r.code == 2);
        CHECK(r.err == "npuzzle: " + option.name + " must be " + option.refusal + ", got \"" +
                           value + "\"\n");
      }
      for (const std::string& value : {range.lowest, range.highest}) {
        if (value.empty()) continue;
        INFO(option.name << " " << value);
        CHECK(runWith(option, value, false).code == 0);
      }
    }
  }
  // 0 seconds used to mean "no limit" without a word.
  CHECK(run({"solve", "--timeout", "0", kBoard}).err ==
        "npuzzle: --timeout must be a number of seconds above 0 and at most 10000000 (leave "
        "--timeout out for no limit), got \"0\"\n");
}

TEST_CASE("leading zeros are decimal, not octal or hexadecimal", "[cli]") {
  const Run ten = run({"random", "--size", "3x3", "--seed", "10", "--count", "3"});
  CHECK(run({"random", "--size", "3x3", "--seed", "010", "--count", "3"}).out == ten.out);
  CHECK(run({"random", "--size", "3x3", "--seed", "10", "--count", "003"}).out == ten.out);
  CHECK(run({"random", "--size", "3x3", "--seed", "0x10"}).code == 2);
}

TEST_CASE("named values are matched exactly and a refusal lists the names", "[cli]") {
  const std::string goals = "blank-last, blank-first or the goal's tiles";
  const std::string algorithms =
      "one of auto, astar, idastar, wastar, widastar, greedy, bfs, constructive, ucs, dfs, iddfs, "
      "rbfs or bidirectional";
  const std::string heuristics =
      "one of auto, misplaced, misplaced-with-blank, manhattan, euclidean, linear-conflict, "
      "mixed or pdb";
  struct Case {
    std::vector<std::string> args;
    std::string message;
  };
  const std::vector<Case> cases = {
      {{"solve", "--goal", "BLANK-FIRST", kBoard},
       "--goal must be " + goals + ", got \"BLANK-FIRST\""},
      {{"solve", "--goal", "Blank-Last", kBoard},
       "--goal must be " + goals + ", got \"Blank-Last\""},
      {{"solve", "--goal", "blankfirst", kBoard},
       "--goal must be " + goals + ", got \"blankfirst\""},
      {{"solve", "--goal", "blank_first", kBoard},
       "--goal must be " + goals + ", got \"blank_first\""},
      {{"check", "--goal", "BLANK-FIRST", kBoard},
       "--goal must be " + goals + ", got \"BLANK-FIRST\""},
      {{"random", "--size", "3x3", "--goal", "first"},
       "--goal must be " + goals + ", got \"first\""},
      {{"solve", "--algorithm", "ASTAR", kBoard},
       "--algorithm must be " + algorithms + ", got \"ASTAR\""},
      {{"solve", "--algorithm", "a*", kBoard},
       "--algorithm must be " + algorithms + ", got \"a*\""},
      {{"solve", "--heuristic", "Manhattan", kBoard},
       "--heuristic must be " + heuristics + ", got \"Manhattan\""},
      {{"solve", "--format", "JSON", kBoard}, "--format must be text or json, got \"JSON\""},
      {{"solve", "--databases", "LARGE", kBoard},
       "--databases must be standard, large or largest, got \"LARGE\""},
      {{"solve", "--threads", "AUTO", kBoard},
       "--threads must be a whole number from 1 to 256 or auto, got \"AUTO\""},
  };
  for (const Case& c : cases) {
    INFO(c.args[0] << " " << c.args[1] << " " << c.args[2]);
    const Run r = run(c.args);
    CHECK(r.code == 2);
    CHECK(r.err == "npuzzle: " + c.message + "\n");
  }
  // The names as written, and goals as tiles (a word among them is still the board's message).
  CHECK(run({"solve", "--goal", "blank-first", "1 0 2 3"}).code == 0);
  CHECK(run({"solve", "--goal", "1 2 3 0", kBoard}).code == 0);
  CHECK(run({"solve", "--goal", "1 2 3 x", kBoard}).err ==
        "npuzzle: goal: \"x\" is not a number\n");
  CHECK(run({"solve", "--heuristic", "parity-manhattan", kBoard}).code == 0);  // the lab's
}

TEST_CASE("random --scramble draws the page's timed-solve scramble", "[cli]") {
  // The page's `scramble=4x4:123456` is the core's randomBoard(4x4, blank-last, walk 0, 123456);
  // the CLI must name the same board, not its --seed's (which numbers a set of instances).
  for (const auto& [size, seed] : std::vector<std::pair<std::string, uint64_t>>{
           {"3x3", 7}, {"4x4", 123456}, {"5x3", 4294967295}}) {
    const Run scramble = run({"random", "--scramble", size + ":" + std::to_string(seed)});
    INFO(size << ":" << seed);
    REQUIRE(scramble.code == 0);
    CHECK(scramble.out == randomBoard(size, "blank-last", 0, seed)->toString() + "\n");
  }
  const Run json = run({"random", "--scramble", "3x3:7", "--format", "json"});
  CHECK(json.code == 0);
  CHECK(json.out.find("\"board\"") != std::string::npos);
  CHECK(run({"random", "--scramble", "3x3:7"}).out !=
        run({"random", "--size", "3x3", "--seed", "7"}).out);
  const std::string form =
      "npuzzle: --scramble must be WxH:SEED, a size and a whole number from 0 to 4294967295 (as "
      "the page's Timed solves name a scramble, e.g. 4x4:123456), got ";
  for (const std::string bad : {"3x3", "3x3:", "3x3:-1", "3x3:4294967296", "3x3:1.5", "3x3:0x10"}) {
    INFO(bad);
    const Run refused = run({"random", "--scramble", bad});
    CHECK(refused.code == 2);
    CHECK(refused.err == form + "\"" + bad + "\"\n");
  }
  CHECK(run({"random", "--scramble", "3x3:7", "--seed", "7"}).err ==
        "npuzzle: --scramble names the board by itself: leave out --seed\n");
  CHECK(run({"random", "--scramble", "3x3:7", "--count", "2"}).code == 2);
  // A size the core refuses is refused as --size's is.
  CHECK(run({"random", "--scramble", "1x1:7"}).code == 2);
}

#include <catch2/catch.hpp>

#include <iterator>
#include <sstream>
#include <streambuf>

#include "cli/cli.h"
#include "cli/database_build_progress.h"
#include "cli/search_progress.h"
#include "core/random_board.h"
#include "support/cli_run.h"

using namespace npuzzle;

namespace {

using Run = testing_support::CliRun;

Run run(const std::vector<std::string>& args, const std::string& input = "") {
  return testing_support::runCliWith(args, input);
}

}  // namespace

TEST_CASE("solve prints the seed-004 text on stdout and nothing else", "[cli]") {
  Run r = run({"solve", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "0", "13", "14",
               "15", "12"});
  CHECK(r.code == 0);
  CHECK(r.out == "Solution requires 1 step\nStep 1: Move 12 up\n");
  // Standard error is empty, unless the 15-puzzle's tables had to be built (run outside ctest,
  // which hands every test the fixture's tables): then it says so and nothing else.
  CHECK((r.err.empty() || r.err.rfind("npuzzle: building pattern databases", 0) == 0));
  Run stdinRun = run({"solve", "--goal", "blank-first"}, "8 0 6\n5 4 7\n2 3 1\n");
  CHECK(stdinRun.code == 0);
  CHECK(stdinRun.out.rfind("Solution requires 31 steps\n", 0) == 0);
  Run stats = run({"solve", "--stats", "1 2 3 4 5 6 7 0 8"});
  CHECK(stats.out.find("expanded:") != std::string::npos);
}

TEST_CASE("solve --format json gives the result object", "[cli]") {
  Run r = run({"solve", "--format", "json", "--goal", "blank-first", "8,0,6/5,4,7/2,3,1"});
  CHECK(r.code == 0);
  for (const char* field :
       {"\"status\":\"solved\"", "\"width\":3", "\"height\":3", "\"board\":[8,0,6,5,4,7,2,3,1]",
        "\"goal\":[0,1,2,3,4,5,6,7,8]", "\"length\":31", "\"optimal\":true", "\"lowerBound\":31",
        "\"moves\":[", "\"directions\":\"", "\"algorithm\":\"astar\"", "\"heuristic\":\"pdb\"",
        "\"stats\":{\"expanded\":", "\"peakBytes\":"})
    CHECK(r.out.find(field) != std::string::npos);
  Run bad = run({"solve", "--format=json", "1 2 3 3 5 6 7 8 0"});
  CHECK(bad.code == 2);
  CHECK(bad.out.find("\"status\":\"invalid\"") != std::string::npos);
  CHECK(bad.out.find("\"error\":\"tile 3 appears twice\"") != std::string::npos);
}

TEST_CASE("every invalid input exits 2 with a message, never a crash", "[cli]") {
  const std::pair<const char*, const char*> cases[] = {
      {"[2,2]", "expected at least 4 tiles (2x2), got 2"},
      {"[[0,0,0],[1,2,3,4]]", "row 2 has 4 tiles, expected 3"},
      {"[[5,7,7],[2,4,3],[8,1,0]]", "tile 7 appears twice"},
      {"[[5,7,6],[2,4,3.2],[8,1,0]]", "tile 3.2 is not an integer"},
      {"[[5,7,6],[2,4,3],[\"8\",1,0]]", "\"8\" is not a number"},
      {"[[5,7,6],[2,4,3],[[8],1,0]]", "a cell is a list ([8]); each cell must be one number"},
      {"1 2 3 4 5 6 7 8 9", "no blank (0)"},
      {"1 2 3 4 5 6 7 8", "no blank (0): a 3x3 board holds 8 tiles and the blank, written 0 or _"},
      {"1 2 3 4 5 6 0",
       "7 tiles (the blank counted) fit no rectangle of at least 2x2: a tile is missing or one "
       "too many"},
      {"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 0",
       "cannot tell the size of a board of 18 tiles: give it with --size WxH, e.g. --size 6x3"},
      {"1 2 3 4 5 6 7 9 0", "tile 9 is out of range 0..8"},
      {"1 2 3/4 5/6 7 0", "row 2 has 2 tiles, expected 3"},
      {"", "empty board: no tiles given"},
  };
  for (const auto& [board, message] : cases) {
    INFO(board);
    Run r = run({"solve"}, board);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == std::string("npuzzle: ") + message + "\n");
  }
  CHECK(run({"solve", "--size", "3x3", "1 2 3 4 5 6 7 0"}).err ==
        "npuzzle: expected 9 tiles for 3x3, got 8\n");
  CHECK(run({"solve", "--weight", "abc", "1 2 3 0"}).code == 2);
  CHECK(run({"solve", "--frobnicate", "1 2 3 0"}).code == 2);
  CHECK(run({"solve", "--algorithm"}).code == 2);
  CHECK(run({"solve", "--format", "xml", "1 2 3 0"}).code == 2);
  CHECK(run({"solve", "--databases", "huge", "1 2 3 0"}).err ==
        "npuzzle: --databases must be standard, large or largest, got \"huge\"\n");
  // Large tables are the 15-puzzle's: any other board is solved as before.
  CHECK(run({"solve", "--databases", "large", "1 2 3 0"}).code == 0);
  for (const char* threads : {"0", "2.5", "257", "many", "-1", ""}) {
    INFO("--threads " << threads);
    Run r = run({"solve", "--threads", threads, "1 2 3 0"});
    CHECK(r.code == 2);
    CHECK(r.err.rfind("npuzzle: --threads must be ", 0) == 0);
  }
  CHECK(run({"solve", "--threads", "2.5", "1 2 3 0"}).err ==
        "npuzzle: --threads must be a whole number from 1 to 256 or auto, got \"2.5\"\n");
  // Threads serve IDA* over pattern databases; any other search runs on one, as before.
  for (const char* threads : {"1", "3", "auto"}) {
    INFO("--threads " << threads);
    Run r = run({"solve", "--threads", threads, "--heuristic", "pdb", "--algorithm", "idastar",
                 "--format", "json", "8 6 7 2 5 4 3 0 1"});
    CHECK(r.code == 0);
    CHECK(r.out.find("\"length\":31") != std::string::npos);
    CHECK(run({"solve", "--threads", threads, "--algorithm", "astar", "1 2 3 0"}).code == 0);
  }
  CHECK(run({"unknown"}).code == 2);
  CHECK(run({}).code == 2);
  CHECK(run({"--help"}).code == 0);
}

TEST_CASE("unsolvable exits 1 with the reason, limits exit 3", "[cli]") {
  Run r = run({"solve", "2 1 3 4 5 6 7 8 0"});
  CHECK(r.code == 1);
  CHECK(r.err.find("Unsolvable:") != std::string::npos);
  Run seed3 = run({"solve", "--goal", "3 7 8 4 0 5 6 1 2", "7 2 8 5 4 1 3 0 6"});
  CHECK(seed3.code == 1);
  Run limit = run({"solve", "--algorithm", "astar", "--heuristic", "misplaced", "--max-memory", "4",
                   "--goal", "blank-first", "14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3"});
  CHECK(limit.code == 3);
  CHECK(limit.err.find("memory budget") != std::string::npos);
}

TEST_CASE("batch mode answers every line in order, a bad line does not stop the rest", "[cli]") {
  Run r = run({"solve", "--batch", "--goal", "blank-first"},
              "8 0 6 5 4 7 2 3 1\n\n1 2 3 3 5 6 7 8 0\n1 0 2 3 4 5 6 7 8\n2 1 0 3 4 5 6 7 8\n");
  CHECK(r.code == 0);
  std::istringstream lines(r.out);
  std::vector<std::string> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(line);
  REQUIRE(objects.size() == 4);
  CHECK(objects[0].find("\"length\":31") != std::string::npos);
  CHECK(objects[1].find("\"status\":\"invalid\"") != std::string::npos);
  CHECK(objects[2].find("\"length\":1") != std::string::npos);
  CHECK(objects[3].find("\"status\":\"unsolvable\"") != std::string::npos);
}

TEST_CASE("random and check", "[cli]") {
  Run r = run({"random", "--size", "4x4", "--seed", "5", "--count", "3"});
  CHECK(r.code == 0);
  CHECK(std::count(r.out.begin(), r.out.end(), '\n') == 3);
  CHECK(run({"random", "--size", "4x4", "--seed", "5", "--count", "3"}).out == r.out);
  std::string first = r.out.substr(0, r.out.find('\n'));
  CHECK(run({"check", first}).code == 0);
  CHECK(run({"random", "--size", "3x3", "--walk", "1", "--seed", "1"}).code == 0);
  CHECK(run({"random"}).code == 2);
  CHECK(run({"random", "--size", "1x1"}).code == 2);

  Run check = run({"check", "2 1 3 4 5 6 7 8 0"});
  CHECK(check.code == 1);
  CHECK(check.out.find("unsolvable") != std::string::npos);
  CHECK(check.out.find("manhattan: 2") != std::string::npos);
  Run json = run({"check", "--format", "json", "2 1 3 4 5 6 7 8 0"});
  CHECK(json.out.find("\"fixSwap\":[2,1]") != std::string::npos);
  CHECK(run({"check", "1 1 2 0"}).code == 2);
}

// Issue 10: the board string that crashed every command, and the misreports around it.
TEST_CASE("the crash string is invalid input in every command", "[cli]") {
  const std::string crash = "[1]\"\",";
  const std::string message = "npuzzle: text after the closing bracket: \"\",\n";
  Run solve = run({"solve", crash});
  CHECK(solve.code == 2);
  CHECK(solve.err == message);
  Run fromStdin = run({"solve"}, crash + "\n");
  CHECK(fromStdin.code == 2);
  CHECK(fromStdin.err == message);
  Run check = run({"check", crash});
  CHECK(check.code == 2);
  CHECK(check.err == message);
  Run goal = run({"solve", "--goal", crash, "1 2 3 0"});
  CHECK(goal.code == 2);
  CHECK(goal.err == "npuzzle: goal: text after the closing bracket: \"\",\n");
  Run randomGoal = run({"random", "--size", "2x2", "--goal", crash});
  CHECK(randomGoal.code == 2);
  CHECK(randomGoal.err == "npuzzle: goal: text after the closing bracket: \"\",\n");
  Run junk = run({"solve", "[1,2,3,0]\"junk\""});
  CHECK(junk.code == 2);
  CHECK(junk.err == "npuzzle: text after the closing bracket: \"junk\"\n");
}

TEST_CASE("batch mode answers the lines after a bad one", "[cli]") {
  Run r = run({"solve", "--batch"}, "1 0 3 2\n[1]\"\",\n[1,2,3,0]\"junk\"\n1 2 0 3\n");
  CHECK(r.code == 0);
  std::istringstream lines(r.out);
  std::vector<std::string> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(line);
  REQUIRE(objects.size() == 4);
  CHECK(objects[0].find("\"length\":1") != std::string::npos);
  // The English `error` is as it always was; the id and args a front end translates come first.
  CHECK(objects[1] ==
        "{\"status\":\"invalid\",\"metric\":\"stm\",\"errorId\":\"text-after-list\","
        "\"errorArgs\":{\"text\":"
        "\"\\\"\\\",\"},\"error\":\"text after the closing bracket: \\\"\\\",\"}");
  CHECK(objects[2].find("\"status\":\"invalid\"") != std::string::npos);
  CHECK(objects[3].find("\"length\":1") != std::string::npos);
}

TEST_CASE("huge input is refused as too long, and only excerpts come back", "[cli]") {
  const std::string tooLong =
      "npuzzle: the board text is longer than 16384 characters; a board has at most 256 cells\n";
  const std::string huge(10 << 20, '1');
  Run fromStdin = run({"solve"}, huge);
  CHECK(fromStdin.code == 2);
  CHECK(fromStdin.err == tooLong);
  Run checked = run({"check"}, huge);
  CHECK(checked.code == 2);
  CHECK(checked.err == tooLong);
  // A huge line in a batch is one error object; the next line is still answered.
  Run batch = run({"solve", "--batch"}, huge + "\n1 0 3 2\n");
  std::istringstream lines(batch.out);
  std::vector<std::string> objects;
  for (std::string line; std::getline(lines, line);) objects.push_back(line);
  REQUIRE(objects.size() == 2);
  CHECK(objects[0].find("longer than 16384") != std::string::npos);
  CHECK(objects[1].find("\"length\":1") != std::string::npos);
  // Arguments are echoed in excerpts too.
  const std::string junk(1000, 'x');
  const std::string cut = std::string(40, 'x') + "\xE2\x80\xA6";
  CHECK(run({"solve", "1 2 3 " + junk}).err == "npuzzle: \"" + cut + "\" is not a number\n");
  CHECK(run({"solve", "--timeout", junk, "1 2 3 0"}).err ==
        "npuzzle: --timeout must be a number of seconds above 0 and at most 10000000 (leave "
        "--timeout out for no limit), got \"" +
            cut + "\"\n");
  CHECK(run({"solve", "--format", junk, "1 2 3 0"}).err ==
        "npuzzle: --format must be text or json, got \"" + cut + "\"\n");
  CHECK(run({junk}).err == "npuzzle: unknown command \"" + cut + "\"; try 'npuzzle --help'\n");
  CHECK(run({"solve", "--" + junk}).err == "npuzzle: unknown option --" + std::string(38, 'x') +
                                               "\xE2\x80\xA6\ntry 'npuzzle --help'\n");
}

TEST_CASE("every command refuses a format other than text or json", "[cli]") {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"solve", "--format", "xml", "1 2 3 0"},
        std::vector<std::string>{"random", "--size", "3x3", "--format", "xml"},
        std::vector<std::string>{"check", "--format=xml", "1 2 3 0"}}) {
    INFO(args[0]);
    Run r = run(args);
    CHECK(r.code == 2);
    CHECK(r.out.empty());
    CHECK(r.err == "npuzzle: --format must be text or json, got \"xml\"\n");
  }
}

TEST_CASE("numbers in options are whole arguments", "[cli]") {
  // An argument can carry a NUL; the number must not end there.
  Run r = run({"solve", "--timeout", std::string("5\0x", 3), "1 2 3 0"});
  CHECK(r.code == 2);
  CHECK(r.err ==
        "npuzzle: --timeout must be a number of seconds above 0 and at most 10000000 (leave "
        "--timeout out for no limit), got \"5\\x00x\"\n");
}

TEST_CASE("a byte order mark from a Windows editor is skipped", "[cli]") {
  Run r = run({"solve"},
              "\xEF\xBB\xBF"
              "1 0 3 2\r\n");
  CHECK(r.code == 0);
  CHECK(r.out == "Solution requires 1 step\nStep 1: Move 2 up\n");
}

TEST_CASE("a long pattern-database build is announced on standard error", "[cli]") {
  // Elsewhere than a terminal: a line when it starts and one when it ends.
  std::ostringstream log;
  DatabaseBuildProgress piped(log, false, "kept for later runs", 0);
  piped(0.25);
  piped(0.5);
  piped.finish();
  CHECK(log.str().rfind("npuzzle: building pattern databases (kept for later runs)...\n"
                        "npuzzle: pattern databases built in ",
                        0) == 0);
  CHECK(log.str().find(" s\n") == log.str().size() - 3);
  // On a terminal: one line, redrawn as the percentage changes, ended with the time.
  std::ostringstream screen;
  DatabaseBuildProgress terminal(screen, true, "", 0);
  terminal(0.25);
  terminal(0.251);  // the same percentage: not drawn again
  terminal(1);
  terminal.finish();
  CHECK(screen.str().rfind("\rnpuzzle: building pattern databases: 25%"
                           "\rnpuzzle: building pattern databases: 100%"
                           "\rnpuzzle: building pattern databases: done in ",
                           0) == 0);
  // A build over before the quiet time says nothing.
  std::ostringstream quiet;
  DatabaseBuildProgress brief(quiet, true, "kept for later runs", 3600);
  brief(0.5);
  brief.finish();
  CHECK(quiet.str().empty());
  // Where the tables cannot be kept the lines say so, and why (issue 33: they said "kept for
  // later runs" whatever happened to the files).
  std::ostringstream unkept;
  DatabaseBuildProgress thisRun(unkept, false, "for this run only: cannot write to /c: denied", 0);
  thisRun(0.5);
  thisRun.finish("cannot write /c/t.pdb: No space left on device");
  CHECK(unkept.str().rfind(
            "npuzzle: building pattern databases (for this run only: cannot write to /c: "
            "denied)...\nnpuzzle: pattern databases built in ",
            0) == 0);
  CHECK(unkept.str().find(" s (not kept: cannot write /c/t.pdb: No space left on device)\n") !=
        std::string::npos);
}

namespace {
// Standard output that takes `room` bytes and then fails every write, as a full disk or a pipe
// whose reader left does.
class FailingOutput : public std::streambuf {
 public:
  explicit FailingOutput(size_t room) : room_(room) {}
  std::string written;

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    if (written.size() >= room_) return traits_type::eof();
    written += traits_type::to_char_type(c);
    return c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    std::streamsize done = 0;
    while (done < n && written.size() < room_) written += s[done++];
    return done;
  }

 private:
  size_t room_;
};
}  // namespace

TEST_CASE("a failed write ends the run with exit 4 and a message, a batch at that line", "[cli]") {
  for (size_t room : {size_t{0}, size_t{10}}) {
    INFO("room " << room);
    FailingOutput buffer(room);
    std::ostream out(&buffer);
    std::istringstream in("1 0 3 2\n1 2 0 3\n0 1 3 2\n");
    std::ostringstream err;
    CHECK(runCli({"solve", "--batch"}, in, out, err) == 4);
    CHECK(err.str().rfind("npuzzle: cannot write to standard output", 0) == 0);
    CHECK(err.str().find('\n') == err.str().size() - 1);  // said once
    // Stopped at the first answer: the lines after it were not even read.
    std::string rest((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    CHECK(rest == "1 2 0 3\n0 1 3 2\n");
  }
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"solve", "1 0 3 2"},
        std::vector<std::string>{"solve", "--format", "json", "1 0 3 2"},
        std::vector<std::string>{"check", "1 0 3 2"},
        std::vector<std::string>{"random", "--size", "3x3", "--count", "1000"},
        std::vector<std::string>{"--help"}}) {
    INFO(args.back());
    FailingOutput buffer(0);
    std::ostream out(&buffer);
    std::istringstream in;
    std::ostringstream err;
    CHECK(runCli(args, in, out, err) == 4);
    CHECK(err.str().rfind("npuzzle: cannot write to standard output", 0) == 0);
  }
}

TEST_CASE("weighted searches at weight 1 answer optimal, as A* and IDA*", "[cli]") {
  for (const char* algorithm : {"wastar", "widastar"}) {
    INFO(algorithm);
    Run r = run({"solve", "--algorithm", algorithm, "--weight", "1", "--format", "json", "--goal",
                 "blank-first", "8 0 6 5 4 7 2 3 1"});
    CHECK(r.code == 0);
    CHECK(r.out.find("\"length\":31,\"optimal\":true,\"lowerBound\":31") != std::string::npos);
    Run weighted = run({"solve", "--algorithm", algorithm, "--weight", "1.5", "--format", "json",
                        "--goal", "blank-first", "8 0 6 5 4 7 2 3 1"});
    // Not optimal by its weight: claimed only where the bound proves it (the bound equals the
    // length; here the 8-puzzle's exact table's estimate of the start can do that).
    const auto number = [&](const std::string& key) {
      const size_t at = weighted.out.find("\"" + key + "\":");
      REQUIRE(at != std::string::npos);
      return std::stoi(weighted.out.substr(at + key.size() + 3));
    };
    const bool claimed = weighted.out.find("\"optimal\":true") != std::string::npos;
    CHECK(claimed == (number("lowerBound") == number("length")));
    CHECK(number("lowerBound") <= 31);
  }
}

TEST_CASE("a long search shows a running line on a terminal, wiped at the end", "[cli]") {
  // IDA* with Manhattan distance on a 4x3 board: about 900,000 expansions, several slices.
  Random random(25);
  SolveRequest request;
  request.board = randomSolvableBoard(blankLastGoal(Geometry{4, 3}), random).toString();
  request.size = "4x3";
  request.algorithm = "idastar";
  request.heuristic = "manhattan";
  SolverSession session;
  std::ostringstream screen;
  const SolveResult& result = solveShowingProgress(session, request, screen, true, {0, 0});
  REQUIRE(result.status == Status::Solved);
  const std::string drawn = screen.str();
  CHECK(drawn.rfind("\rnpuzzle: searching: bound ", 0) == 0);
  CHECK(drawn.find(" nodes expanded, ") != std::string::npos);
  // Wiped: it ends with a carriage return after blanks as wide as the widest line.
  const size_t wipe = drawn.rfind('\r', drawn.size() - 2);
  CHECK(drawn.back() == '\r');
  CHECK(drawn.find_first_not_of(' ', wipe + 1) == drawn.size() - 1);
  // Not a terminal: nothing, and the same answer.
  SolverSession quiet;
  std::ostringstream log;
  CHECK(solveShowingProgress(quiet, request, log, false).moves.size() == result.moves.size());
  CHECK(log.str().empty());
}

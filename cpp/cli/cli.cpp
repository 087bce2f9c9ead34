#include "cli/cli.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <thread>

#include "cli/database_build_progress.h"
#include "cli/option_numbers.h"
#include "cli/search_progress.h"
#include "core/board_parser.h"
#include "core/input_excerpt.h"
#include "core/multi_tile_moves.h"
#include "heuristics/heuristic.h"
#include "io/json_reader.h"
#include "io/result_json.h"
#include "io/verify_json.h"
#include "plan/algorithm_catalog.h"
#include "solver/board_requests.h"
#include "solver/solution_text.h"
#include "solver/solver_session.h"
#include "solver/verify_request.h"

namespace npuzzle {
namespace {

constexpr int kExitOk = 0, kExitUnsolvable = 1, kExitInvalid = 2, kExitLimit = 3, kExitInternal = 4;
// `verify`: the solution read is illegal or stops short of the goal.
constexpr int kExitNotASolution = 5;
// `solve --algorithm dfs`: its depth limit cut every path before the goal. Not "unsolvable" (a
// longer solution may exist) and not a budget of memory or time: a script can raise the limit.
constexpr int kExitDepthLimit = 6;
// A failed write on standard output (a full disk, a closed stream, a pipe whose reader left):
// the answers did not arrive, which a script must not mistake for success.
constexpr int kExitOutput = 4;

const char* const kUsage = R"(usage:
  npuzzle solve [options] [BOARD]     solve BOARD (or standard input)
  npuzzle random --size WxH [--walk K] [--seed S] [--count N] [--goal G] [--format text|json]
  npuzzle random --scramble WxH:SEED [--format text|json]
  npuzzle check [--size WxH] [--goal G] [--format text|json] BOARD
  npuzzle verify [--size WxH] [--goal G] [--letters tile|blank] [--timeout S] [--format text|json]
                 BOARD < SOLUTION

BOARD: tiles separated by spaces or commas, rows by '/', ';' or newlines, or a JSON list;
0, '_' or '.' is the blank. Examples: "8 0 6 5 4 7 2 3 1", "8,0,6/5,4,7/2,3,1".

solve options:
  --size WxH             board size when the tile count is not a square
  --goal G               blank-last (default), blank-first, or the goal's tiles
  --algorithm A          auto (default), astar, idastar, wastar, widastar, greedy, bfs,
                         constructive, ucs, dfs, iddfs, rbfs, bidirectional. auto: optimal up to 16 cells (A* or IDA* with pattern
                         databases, kept in ~/.cache/npuzzle-lab); above, weighted IDA* or A*
                         (up to 25 cells) or line by line with beam searches, then improved,
                         marked "optimal": false
  --heuristic H          auto (default), misplaced, misplaced-with-blank, manhattan,
                         euclidean, linear-conflict, mixed, pdb
  --weight W             weight for wastar and widastar (default 2)
  --depth-limit N        dfs only: the deepest path it tries, 0 to 1000000 (default 50); when
                         it cuts every path: "no solution within depth N", exit code 6
  --metric M             stm (default): every move slides one tile; mtm: sliding a line of
                         tiles toward the blank is one move (optimal up to 16 cells, with
                         auto or idastar). The text still lists single tiles; the JSON's
                         "segments" groups them into the multi-tile moves
  --databases SIZE       standard (default), large or largest: the pattern databases of a
                         15-puzzle whose blank's goal is a corner. large: 7-7-1, 58 MB, built
                         once in about a minute and kept; IDA* then expands 3-12x fewer nodes
                         (an 80-move position in seconds instead of half a minute). largest:
                         7-8, 288 MB, built once in about 6 minutes with 5 GB of memory; about
                         4x fewer nodes again (an 80-move position in one to two seconds). On a
                         24-puzzle whose blank's goal is a corner, largest is 6-6-6-6 (255 MB,
                         built once in about 4 minutes): shorter answers, a higher bound. Other
                         boards: the same
  --threads N            IDA* over pattern databases on N threads (default 1; auto: one per
                         core). The same lengths; which optimal path, and the node counts, vary
  --max-memory MB        memory budget (default 2048); the search stops with status limit
  --timeout SECONDS      time budget, above 0 (default: none, when left out)
  --think SECONDS        auto above 16 cells: after its fixed amount of work on the answer, go
                         on shortening it until SECONDS from the start, 1 to 3600. Optimal
                         answers and other algorithms ignore it
  --format text|json     text: the solution, one step a line (default); json: one result object
  --stats                add search statistics after the text
  --all-optimal          count every optimal solution and list the first ones (optimal
                         searches, boards of up to 16 cells; in --metric's moves): JSON
                         solutionCount and solutions (mtm: and solutionSegments); text: a count
                         line and one line a solution after the solution (mtm: 7L+8L is one move)
  --limit N              with --all-optimal: the solutions listed, 1 to 10000 (default 100);
                         the count is always the full count
  --batch                every non-empty input line is a board; one JSON object per line

verify: reads a solution of BOARD on standard input: "Step k: Move T direction" lines, the
boards after each move, the tiles moved ("15 11 3"), or letters U D L R ("R2" repeats; say
whether they are the tile's or the blank's moves with --letters or a first line "letters:
blank"). Says whether it is legal (or its first illegal step), reaches the goal, and how long it
is against the shortest (searched up to 16 cells, within --timeout, default 60 s). --batch: one
JSON object a line, {"board": ..., "solution": "...", "goal"?, "size"?, "letters"?}, answered
one JSON object a line. Exit code 0 when legal and reaching the goal, 5 when not

numbers: decimal digits, with a fraction where it makes sense (--weight 1.5); --seed, --walk,
--count, --threads and --max-memory take whole numbers (2 or 2.0, not 2.5); no hex, no exponent

exit codes: 0 solved, 1 unsolvable, 2 invalid input, 3 limit reached, 4 internal error or
standard output could not be written, 5 (verify) not a solution, 6 (dfs) no solution within its
depth limit
)";

struct Options {
  std::string command;
  std::map<std::string, std::string> values;  // --name value
  bool stats = false, batch = false, allOptimal = false;
  std::vector<std::string> positional;
};

const char* const kValueOptions[] = {"--size",    "--goal",        "--algorithm", "--heuristic",
                                     "--weight",  "--max-memory",  "--timeout",   "--format",
                                     "--walk",    "--seed",        "--count",     "--databases",
                                     "--threads", "--depth-limit", "--letters",   "--metric",
                                     "--limit",   "--scramble",    "--think"};

std::optional<std::string> parseOptions(const std::vector<std::string>& args, Options& options) {
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--stats") {
      options.stats = true;
    } else if (arg == "--batch") {
      options.batch = true;
    } else if (arg == "--all-optimal") {
      options.allOptimal = true;
    } else if (arg.rfind("--", 0) == 0) {
      std::string name = arg, value;
      size_t eq = arg.find('=');
      bool known = false;
      if (eq != std::string::npos) name = arg.substr(0, eq), value = arg.substr(eq + 1);
      for (const char* option : kValueOptions) known |= name == option;
      if (!known) return "unknown option " + inputExcerpt(name);
      if (eq == std::string::npos) {
        if (i + 1 >= args.size()) return name + " needs a value";
        value = args[++i];
      }
      options.values[name] = value;
    } else {
      options.positional.push_back(arg);
    }
  }
  return std::nullopt;
}

std::string valueOr(const Options& options, const std::string& name, const std::string& fallback) {
  auto it = options.values.find(name);
  return it == options.values.end() ? fallback : it->second;
}

// An option's value read as a decimal (readDecimalOption) or whole number (readWholeOption),
// when the option was given.
std::optional<std::string> readDecimal(const Options& options, const std::string& name, double min,
                                       double max, double& out) {
  auto it = options.values.find(name);
  if (it == options.values.end()) return std::nullopt;
  return readDecimalOption(name, it->second, min, max, out);
}

std::optional<std::string> readWhole(const Options& options, const std::string& name, double min,
                                     double max, double& out) {
  auto it = options.values.find(name);
  if (it == options.values.end()) return std::nullopt;
  return readWholeOption(name, it->second, min, max, out);
}

// --timeout: a budget above 0 seconds. Leaving the option out is "no limit"; 0 used to mean that
// too, silently, which reads like "no time at all": it is refused and the message says how to
// ask for no limit.
std::optional<std::string> readTimeout(const Options& options, double& seconds) {
  auto it = options.values.find("--timeout");
  if (it == options.values.end()) return std::nullopt;
  constexpr double kMaxSeconds = 1e7;
  const std::optional<double> value = parseOptionNumber(it->second);
  if (!value || !(*value > 0 && *value <= kMaxSeconds))
    return "--timeout must be a number of seconds above 0 and at most 10000000 (leave --timeout "
           "out for no limit), got \"" +
           inputExcerpt(it->second) + "\"";
  seconds = *value;
  return std::nullopt;
}

// A named value outside its list: the message lists the names (matched exactly, as written in
// --help: `--format JSON` is refused like `--format jsn`).
std::string namesRefusal(const std::string& option, const std::string& names,
                         const std::string& value) {
  return option + " must be " + names + ", got \"" + inputExcerpt(value) + "\"";
}

// "a, b or c" from a catalog's ids.
template <class Catalog>
std::string idList(const Catalog& catalog, std::vector<std::string> ids = {}) {
  for (const auto& info : catalog) ids.push_back(info.id);
  std::string text;
  for (size_t i = 0; i < ids.size(); ++i)
    text += (i == 0 ? "" : i + 1 == ids.size() ? " or " : ", ") + ids[i];
  return text;
}

// --algorithm and --heuristic: names of the catalogs (the lab's heuristics too, which --help
// leaves out). Checked here so the message can list them; the core checks them again.
std::optional<std::string> readSearchNames(const Options& options) {
  const std::string algorithm = valueOr(options, "--algorithm", "auto");
  if (!findAlgorithm(algorithm))
    return namesRefusal("--algorithm", "one of " + idList(algorithmCatalog()), algorithm);
  const std::string heuristic = valueOr(options, "--heuristic", "auto");
  if (heuristic != "auto" && !findHeuristic(heuristic))
    return namesRefusal("--heuristic", "one of " + idList(heuristicCatalog(), {"auto"}), heuristic);
  return std::nullopt;
}

// --goal is a name or a board. A word that is not one of the names (`BLANK-FIRST`, `blankfirst`)
// would otherwise be read as a board and refused as "not a number": it is refused as a name.
std::optional<std::string> readGoalName(const Options& options) {
  const std::string goal = valueOr(options, "--goal", "blank-last");
  if (goal == "blank-last" || goal == "blank-first") return std::nullopt;
  bool letter = false, word = !goal.empty();
  for (char c : goal) {
    letter |= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    word &= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
            c == '-' || c == '_';
  }
  if (letter && word)
    return namesRefusal("--goal", "blank-last, blank-first or the goal's tiles", goal);
  return std::nullopt;
}

// A board from standard input: at most one byte more than the parser reads, so that a huge
// paste is refused as too long without ever being held in memory.
std::string readBoardText(std::istream& in) {
  std::string text(kMaxBoardTextLength + 1, '\0');
  in.read(&text[0], static_cast<std::streamsize>(text.size()));
  text.resize(static_cast<size_t>(in.gcount()));
  return text;
}

// One line of --batch input, kept to the same length (the rest of a longer line is skipped, and
// the line is then refused as too long). `blank`: the whole line, not only the part kept, holds
// nothing but spaces, tabs and a CR (a line of 20,000 blanks and then a board is not blank: it
// gets its own answer, and every later answer stays on its own line). False at the end of the
// input.
bool readBoardLine(std::istream& in, std::string& line, bool& blank) {
  line.clear();
  blank = true;
  bool any = false;
  for (char c; in.get(c);) {
    any = true;
    if (c == '\n') break;
    blank &= c == ' ' || c == '\t' || c == '\r';
    if (line.size() <= kMaxBoardTextLength) line += c;
  }
  return any;
}

// Whether everything written to `out` so far has arrived, flushing it first when `flush`; else
// says why on `err`. A failed write sets the stream's badbit and errno, read here at once.
bool outputWritten(std::ostream& out, std::ostream& err, bool flush = true) {
  errno = 0;
  if (flush) out.flush();
  if (out.good()) return true;
  const int error = errno;
  err << "npuzzle: cannot write to standard output"
      << (error != 0 ? std::string(": ") + std::strerror(error) : std::string()) << "\n"
      << std::flush;
  return false;
}

// --format, which every command takes: text or json.
std::optional<std::string> readFormat(const Options& options, const std::string& fallback,
                                      std::string& format) {
  format = valueOr(options, "--format", fallback);
  if (format == "text" || format == "json") return std::nullopt;
  return "--format must be text or json, got \"" + inputExcerpt(format) + "\"";
}

// --databases: standard, large or largest.
std::optional<std::string> readDatabases(const Options& options, DatabaseSize& size) {
  const std::string value = valueOr(options, "--databases", "standard");
  if (value == "standard" || value == "large" || value == "largest") {
    size = value == "large"     ? DatabaseSize::Large
           : value == "largest" ? DatabaseSize::Largest
                                : DatabaseSize::Standard;
    return std::nullopt;
  }
  return "--databases must be standard, large or largest, got \"" + inputExcerpt(value) + "\"";
}

// --threads: a whole number from 1 to kMaxThreads, or auto (the machine's cores).
std::optional<std::string> readThreads(const Options& options, unsigned& threads) {
  auto it = options.values.find("--threads");
  if (it == options.values.end()) return std::nullopt;
  if (it->second == "auto") {
    threads = std::clamp(std::thread::hardware_concurrency(), 1u, kMaxThreads);
    return std::nullopt;
  }
  double value = 0;
  auto problem = readWholeOption("--threads", it->second, 1, kMaxThreads, value, " or auto");
  if (!problem) threads = static_cast<unsigned>(value);
  return problem;
}

// --depth-limit: a whole number for dfs, the one search it applies to (given with another, it
// would silently do nothing).
std::optional<std::string> readDepthLimit(const Options& options, const std::string& algorithm,
                                          int& limit) {
  auto it = options.values.find("--depth-limit");
  if (it == options.values.end()) return std::nullopt;
  if (algorithm != "dfs")
    return "--depth-limit applies to --algorithm dfs only, got --algorithm " +
           inputExcerpt(algorithm);
  double value = 0;
  auto problem =
      readWholeOption("--depth-limit", it->second, kMinDepthLimit, kMaxDepthLimit, value);
  if (!problem) limit = static_cast<int>(value);
  return problem;
}

// --metric: stm (default) or mtm; mtm runs its own IDA* (search/multi_tile_ida_star.h), so it is
// refused here, naming the options, with an algorithm or a heuristic it does not run.
std::optional<std::string> readMetric(const Options& options, const std::string& algorithm,
                                      const std::string& heuristic, std::string& metric) {
  metric = valueOr(options, "--metric", "stm");
  if (!findMetric(metric)) return namesRefusal("--metric", "stm or mtm", metric);
  if (metric != "mtm") return std::nullopt;
  if (algorithm != "auto" && algorithm != "idastar")
    return "--metric mtm works with --algorithm auto or idastar, got --algorithm " +
           inputExcerpt(algorithm);
  if (heuristic != "auto")
    return "--metric mtm has its own heuristic (multi-tile walking distance): leave --heuristic "
           "out, got --heuristic " +
           inputExcerpt(heuristic);
  return std::nullopt;
}

// The exit code of each status (docs/contracts.md §3): the one vocabulary, as a shell sees it.
int exitCodeFor(Status status) {
  switch (status) {
    case Status::Solved:
    case Status::Ok:
      return kExitOk;
    case Status::Unsolvable:
      return kExitUnsolvable;
    case Status::Invalid:
      return kExitInvalid;
    case Status::Limit:
    case Status::Cancelled:
      return kExitLimit;
    case Status::Running:
    case Status::Error:
      break;
  }
  return kExitInternal;
}

// --limit: the solutions --all-optimal lists, and only with it.
std::optional<std::string> readSolutionLimit(const Options& options, uint64_t& limit) {
  auto it = options.values.find("--limit");
  if (it == options.values.end()) return std::nullopt;
  if (!options.allOptimal) return std::string("--limit applies to --all-optimal only");
  double value = 0;
  auto problem = readWholeOption("--limit", it->second, static_cast<double>(kMinSolutionLimit),
                                 static_cast<double>(kMaxSolutionLimit), value);
  if (!problem) limit = static_cast<uint64_t>(value);
  return problem;
}

// After §2's text, with --all-optimal: the count, and each solution listed on a line of its own,
// each move as its tile and the letter of the way it slid (12U 15L); in the multi-tile metric the
// single-tile steps of one multi-tile move joined by '+' (12U+15U 3L: two moves).
std::string optimalSolutionsText(const SolveResult& r) {
  std::ostringstream text;
  text << "Optimal solutions: " << r.solutionCount;
  if (r.solutionCountSaturated) text << " or more";
  if (r.solutions.size() < r.solutionCount)
    text << " (the first " << r.solutions.size() << " listed)";
  text << "\n";
  for (size_t i = 0; i < r.solutions.size(); ++i) {
    text << (i + 1) << ":";
    if (r.solutions[i].empty()) text << " (no moves)";
    // Where each move ends (every step one, in the single-tile metric).
    std::vector<int> ends(r.solutions[i].size(), 1);
    if (i < r.solutionSegments.size()) {
      std::fill(ends.begin(), ends.end(), 0);
      size_t end = 0;
      for (int count : r.solutionSegments[i]) ends[(end += count) - 1] = 1;
    }
    for (size_t k = 0; k < r.solutions[i].size(); ++k) {
      const SolutionStep& step = r.solutions[i][k];
      text << (k == 0 || ends[k - 1] ? ' ' : '+') << static_cast<int>(step.tile)
           << directionLetter(step.direction);
    }
    text << "\n";
  }
  return text.str();
}

std::string statsText(const SolveResult& r) {
  std::ostringstream text;
  text << "algorithm: " << r.algorithm << ", heuristic: " << r.heuristic << "\n"
       << "optimal: " << (r.optimal ? "yes" : "no") << ", lower bound: " << r.lowerBound << "\n"
       << "expanded: " << r.stats.expanded << ", generated: " << r.stats.generated
       << ", max frontier: " << r.stats.maxFrontier << ", re-expanded: " << r.stats.reexpanded
       << "\n"
       << "time: " << r.ms << " ms, peak memory: " << r.stats.peakBytes << " bytes\n";
  if (r.metric == Metric::MultiTile) {
    // The steps above are single tiles; these are the multi-tile moves they make.
    text << "metric: mtm, " << r.length() << (r.length() == 1 ? " move" : " moves")
         << " of whole lines, tiles per move:";
    for (int count : r.segments) text << " " << count;
    text << "\n";
  }
  return text.str();
}

int runSolve(const Options& options, std::istream& in, std::ostream& out, std::ostream& err,
             bool errIsTerminal) {
  SolveRequest request;
  request.size = valueOr(options, "--size", "");
  request.goal = valueOr(options, "--goal", "blank-last");
  request.algorithm = valueOr(options, "--algorithm", "auto");
  request.heuristic = valueOr(options, "--heuristic", "auto");
  std::string format;
  double memory = static_cast<double>(kDefaultMemoryMB), timeout = 0;
  std::optional<std::string> problem;
  if (!problem) problem = readGoalName(options);
  if (!problem) problem = readSearchNames(options);
  if (!problem)
    problem = readDecimal(options, "--weight", kWeightRange.min, kWeightRange.max, request.weight);
  if (!problem)
    problem = readWhole(options, "--max-memory", static_cast<double>(kMinMemoryMB),
                        static_cast<double>(kMaxMemoryMB), memory);
  if (!problem) problem = readTimeout(options, timeout);
  if (!problem)
    problem =
        readDecimal(options, "--think", kThinkRange.min, kThinkRange.max, request.thinkSeconds);
  if (!problem) problem = readFormat(options, options.batch ? "json" : "text", format);
  if (!problem) problem = readDatabases(options, request.databases);
  if (!problem) problem = readThreads(options, request.threads);
  if (!problem) problem = readDepthLimit(options, request.algorithm, request.depthLimit);
  if (!problem) problem = readMetric(options, request.algorithm, request.heuristic, request.metric);
  if (!problem) problem = readSolutionLimit(options, request.solutionLimit);
  if (problem) {
    err << "npuzzle: " << *problem << "\n";
    return kExitInvalid;
  }
  request.maxMemoryMB = static_cast<uint64_t>(memory);
  request.timeoutSeconds = timeout;
  request.allOptimal = options.allOptimal;

  SolverSession session;
  if (options.batch) {
    // One JSON object per non-blank line, in input order; a bad line does not stop the rest, a
    // failed write does (no one reads the answers any more).
    std::string line;
    bool blank = true;
    while (readBoardLine(in, line, blank)) {
      if (blank) continue;
      request.board = line;
      buildDatabasesAnnounced(request, err, errIsTerminal);
      out << resultJson(session.solve(request), false) << "\n";
      if (!outputWritten(out, err)) return kExitOutput;
    }
    return kExitOk;
  }

  request.board = options.positional.empty() ? readBoardText(in) : "";
  for (size_t i = 0; i < options.positional.size(); ++i)
    request.board += (i ? " " : "") + options.positional[i];
  buildDatabasesAnnounced(request, err, errIsTerminal);
  const SolveResult& result = solveShowingProgress(session, request, err, errIsTerminal);
  if (format == "json") {
    out << resultJson(result, false) << "\n";
  } else if (result.status == Status::Solved) {
    out << solutionText(result.moves);
    if (result.countedSolutions) out << optimalSolutionsText(result);
    if (options.stats) out << statsText(result);
  } else {
    err << "npuzzle: " << result.error;
    if (result.countedSolutions)
      err << " (" << result.solutionCount << " optimal solutions of " << result.lowerBound
          << " moves counted so far; --format json lists them)";
    err << "\n";
  }
  if (!outputWritten(out, err)) return kExitOutput;
  if (result.status == Status::Limit && result.stats.cutByDepthLimit) return kExitDepthLimit;
  return exitCodeFor(result.status);
}

// --scramble WxH:SEED, the page's timed-solve scramble (its `scramble=` link): the board is
// randomBoard(size, blank-last, walk 0, SEED) exactly as the page draws it, so a speedsolver can
// check a scramble's board here. The name says everything, so the options that would change the
// board are refused beside it rather than silently ignored.
std::optional<std::string> readScramble(const Options& options, std::string& size, double& seed) {
  auto it = options.values.find("--scramble");
  if (it == options.values.end()) return std::nullopt;
  for (const char* other : {"--size", "--seed", "--walk", "--count", "--goal"})
    if (options.values.count(other))
      return std::string("--scramble names the board by itself: leave out ") + other;
  const std::string& text = it->second;
  const size_t colon = text.find(':');
  const std::string form =
      "--scramble must be WxH:SEED, a size and a whole number from 0 to 4294967295 (as the "
      "page's Timed solves name a scramble, e.g. 4x4:123456), got \"" +
      inputExcerpt(text) + "\"";
  if (colon == std::string::npos) return form;
  size = text.substr(0, colon);
  if (readWholeOption("--scramble", text.substr(colon + 1), 0, 4294967295.0, seed)) return form;
  return std::nullopt;
}

int runRandom(const Options& options, std::ostream& out, std::ostream& err) {
  std::string size = valueOr(options, "--size", "");
  std::string format;
  double walk = 0, count = 1,
         seed = static_cast<double>(std::chrono::steady_clock::now().time_since_epoch().count() %
                                    1000000007);
  std::optional<std::string> problem = readScramble(options, size, seed);
  const bool scramble = options.values.count("--scramble") > 0;
  if (!problem && size.empty()) problem = "random needs --size WxH (or --scramble WxH:SEED)";
  if (!problem) problem = readGoalName(options);
  if (!problem) problem = readWhole(options, "--walk", 0, 1e7, walk);
  if (!problem) problem = readWhole(options, "--count", 1, 1e7, count);
  if (!problem) problem = readWhole(options, "--seed", 0, 9007199254740991.0, seed);
  if (!problem) problem = readFormat(options, "text", format);
  if (problem) {
    err << "npuzzle: " << *problem << "\n";
    return kExitInvalid;
  }
  for (long i = 0; i < static_cast<long>(count); ++i) {
    // Instance i of seed S is the same whatever the count, so sets can be extended.
    const uint64_t instanceSeed =
        scramble ? static_cast<uint64_t>(seed) : static_cast<uint64_t>(seed) * 1000003 + i;
    auto board = randomBoard(size, valueOr(options, "--goal", "blank-last"), static_cast<int>(walk),
                             instanceSeed);
    if (!board) {
      err << "npuzzle: " << board.error() << "\n";
      return kExitInvalid;
    }
    out << (format == "json" ? randomJson(board) : board->toString()) << "\n";
    // Unflushed: a failed write shows once the buffer goes out, so a million boards into
    // /dev/full stop within a buffer's worth instead of running to the end.
    if (!outputWritten(out, err, false)) return kExitOutput;
  }
  return outputWritten(out, err) ? kExitOk : kExitOutput;
}

int runCheck(const Options& options, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string format;
  auto optionProblem = readGoalName(options);
  if (!optionProblem) optionProblem = readFormat(options, "text", format);
  if (optionProblem) {
    err << "npuzzle: " << *optionProblem << "\n";
    return kExitInvalid;
  }
  std::string board;
  for (size_t i = 0; i < options.positional.size(); ++i)
    board += (i ? " " : "") + options.positional[i];
  if (options.positional.empty()) board = readBoardText(in);
  BoardCheck check =
      checkBoard(board, valueOr(options, "--size", ""), valueOr(options, "--goal", "blank-last"));
  const Problem& problem = check.problem;
  if (format == "json") {
    out << checkJson(check) << "\n";
  } else if (!problem.valid()) {
    err << "npuzzle: " << problem.error << "\n";
  } else {
    out << "board: " << problem.board->geometry.name() << " " << problem.board->toString() << "\n"
        << "goal: " << problem.goal->toString() << "\n"
        << (problem.solvable() ? "solvable" : "unsolvable") << "\n"
        << problem.solvability.reason << "\n"
        << "inversions: " << problem.solvability.inversions << "\n";
    for (const auto& [id, value] : check.heuristics) out << id << ": " << value << "\n";
  }
  if (!outputWritten(out, err)) return kExitOutput;
  return exitCodeFor(!problem.valid()     ? Status::Invalid
                     : problem.solvable() ? Status::Ok
                                          : Status::Unsolvable);
}

// --letters: what U, D, L, R name.
std::optional<std::string> readLetters(const Options& options, LetterMeaning& letters) {
  auto it = options.values.find("--letters");
  if (it == options.values.end()) return std::nullopt;
  if (it->second == "tile" || it->second == "blank") {
    letters = it->second == "tile" ? LetterMeaning::Tile : LetterMeaning::Blank;
    return std::nullopt;
  }
  return namesRefusal("--letters", "tile or blank", it->second);
}

std::string verifyText(const VerifyResult& result) {
  const SolutionCheck& check = result.check;
  std::ostringstream text;
  if (check.legal())
    text << "legal: yes, " << check.length << (check.length == 1 ? " step" : " steps") << "\n";
  else
    text << "legal: no, step " << *check.firstIllegalStep << " (line " << check.illegalLine
         << "): " << check.illegalReason << "\n"
         << "legal up to step " << *check.firstIllegalStep - 1 << "\n";
  text << "reaches the goal: " << (check.reachesGoal ? "yes" : "no") << "\n";
  if (!result.solvable) {
    text << "shortest: none, the board cannot reach the goal\n";
  } else if (result.optimalLength) {
    text << "shortest: " << *result.optimalLength;
    if (check.reachesGoal) {
      const int excess = check.length - *result.optimalLength;
      text << (excess == 0 ? " (this solution is a shortest one)"
                           : " (this solution is " + std::to_string(excess) + " longer)");
    }
    text << "\n";
  } else {
    text << "shortest: unknown, at least " << result.lowerBound << " (a lower bound)\n";
  }
  return text.str();
}

// One line of --batch: {"board": …, "solution": "…"} with goal, size and letters optional.
VerifyResult verifyBatchLine(const std::string& line, VerifyRequest request) {
  VerifyResult refused;
  refused.status = Status::Invalid;
  Expected<JsonObject> object = readJsonObject(line);
  if (!object) {
    refused.error = object.error();
    return refused;
  }
  auto field = [&](const char* name) -> const JsonField* {
    auto it = object->find(name);
    return it == object->end() ? nullptr : &it->second;
  };
  const JsonField* board = field("board");
  const JsonField* solution = field("solution");
  if (!board || !solution || !solution->isString) {
    refused.error = "each line needs \"board\" and \"solution\" (a string)";
    return refused;
  }
  request.board = board->text;
  request.solution = solution->text;
  if (const JsonField* goal = field("goal")) request.goal = goal->text;
  if (const JsonField* size = field("size")) request.size = size->text;
  if (const JsonField* letters = field("letters")) {
    if (letters->text != "tile" && letters->text != "blank") {
      refused.error =
          "\"letters\" must be \"tile\" or \"blank\", got " + inputExcerpt(letters->text);
      return refused;
    }
    request.letters = letters->text == "tile" ? LetterMeaning::Tile : LetterMeaning::Blank;
  }
  return verifySolution(request);
}

// A line of verify --batch input: a solution can be long, so the limit is a megabyte.
constexpr size_t kMaxVerifyLineLength = size_t{1} << 20;

int runVerify(const Options& options, std::istream& in, std::ostream& out, std::ostream& err,
              bool errIsTerminal) {
  VerifyRequest request;
  request.size = valueOr(options, "--size", "");
  request.goal = valueOr(options, "--goal", "blank-last");
  std::string format;
  std::optional<std::string> problem = readGoalName(options);
  if (!problem) problem = readFormat(options, options.batch ? "json" : "text", format);
  if (!problem) problem = readLetters(options, request.letters);
  if (!problem) problem = readTimeout(options, request.optimumTimeoutSeconds);
  if (!problem && options.batch && !options.positional.empty())
    problem = "verify --batch reads the boards from standard input, got " +
              inputExcerpt(options.positional.front());
  if (!problem && !options.batch && options.positional.empty())
    problem = "verify needs the board: npuzzle verify BOARD < solution.txt";
  if (problem) {
    err << "npuzzle: " << *problem << "\n";
    return kExitInvalid;
  }
  // The 15-puzzle's tables, built once and kept, before the first shortest length is searched.
  SolveRequest tables;
  tables.size = request.size;
  tables.goal = request.goal;
  if (options.batch) {
    std::string line;
    bool blank = true;
    while (true) {
      line.clear();
      blank = true;
      bool any = false, tooLong = false;
      for (char c; in.get(c);) {
        any = true;
        if (c == '\n') break;
        blank &= c == ' ' || c == '\t' || c == '\r';
        if (line.size() < kMaxVerifyLineLength)
          line += c;
        else
          tooLong = true;
      }
      if (!any) break;
      if (blank) continue;
      VerifyResult result;
      if (tooLong) {
        result.status = Status::Invalid;
        result.error = "the line is longer than " + std::to_string(kMaxVerifyLineLength) + " bytes";
      } else {
        result = verifyBatchLine(line, request);
      }
      out << verifyJson(result) << "\n";
      if (!outputWritten(out, err)) return kExitOutput;
    }
    return kExitOk;
  }
  for (size_t i = 0; i < options.positional.size(); ++i)
    request.board += (i ? " " : "") + options.positional[i];
  std::ostringstream solution;
  solution << in.rdbuf();
  request.solution = solution.str();
  tables.board = request.board;
  buildDatabasesAnnounced(tables, err, errIsTerminal);
  const VerifyResult result = verifySolution(request);
  if (format == "json")
    out << verifyJson(result) << "\n";
  else if (result.status == Status::Ok)
    out << verifyText(result);
  else
    err << "npuzzle: " << result.error << "\n";
  if (!outputWritten(out, err)) return kExitOutput;
  if (result.status != Status::Ok) return exitCodeFor(result.status);
  return result.accepted() ? kExitOk : kExitNotASolution;
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err, bool errIsTerminal) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    if (args.empty()) {
      err << kUsage;
      return kExitInvalid;
    }
    out << kUsage;
    return outputWritten(out, err) ? kExitOk : kExitOutput;
  }
  Options options;
  options.command = args[0];
  if (auto problem = parseOptions(args, options)) {
    err << "npuzzle: " << *problem << "\n"
        << "try 'npuzzle --help'\n";
    return kExitInvalid;
  }
  if (options.command == "solve") return runSolve(options, in, out, err, errIsTerminal);
  if (options.command == "random") return runRandom(options, out, err);
  if (options.command == "check") return runCheck(options, in, out, err);
  if (options.command == "verify") return runVerify(options, in, out, err, errIsTerminal);
  err << "npuzzle: unknown command \"" << inputExcerpt(options.command)
      << "\"; try 'npuzzle --help'\n";
  return kExitInvalid;
}

}  // namespace npuzzle

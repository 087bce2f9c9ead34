#include "cli/cli.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <map>
#include <optional>
#include <sstream>
#include <thread>

#include "cli/database_build_progress.h"
#include "cli/search_progress.h"
#include "core/board_parser.h"
#include "core/input_excerpt.h"
#include "io/result_json.h"
#include "solver/board_requests.h"
#include "solver/solution_text.h"
#include "solver/solver_session.h"

namespace npuzzle {
namespace {

constexpr int kExitOk = 0, kExitUnsolvable = 1, kExitInvalid = 2, kExitLimit = 3, kExitInternal = 4;

const char* const kUsage = R"(usage:
  npuzzle solve [options] [BOARD]     solve BOARD (or standard input)
  npuzzle random --size WxH [--walk K] [--seed S] [--count N] [--goal G] [--format text|json]
  npuzzle check [--size WxH] [--goal G] [--format text|json] BOARD

BOARD: tiles separated by spaces or commas, rows by '/', ';' or newlines, or a JSON list;
0, '_' or '.' is the blank. Examples: "8 0 6 5 4 7 2 3 1", "8,0,6/5,4,7/2,3,1".

solve options:
  --size WxH             board size when the tile count is not a square
  --goal G               blank-last (default), blank-first, or the goal's tiles
  --algorithm A          auto (default), astar, idastar, wastar, widastar, greedy, bfs,
                         constructive. auto: optimal up to 16 cells (A* or IDA* with pattern
                         databases, kept in ~/.cache/npuzzle-lab); above, weighted IDA* or A*
                         (up to 25 cells) or line by line with beam searches, then improved,
                         marked "optimal": false
  --heuristic H          auto (default), misplaced, misplaced-with-blank, manhattan,
                         euclidean, linear-conflict, mixed, pdb
  --weight W             weight for wastar and widastar (default 2)
  --databases SIZE       standard (default) or large: the pattern databases of a 15-puzzle whose
                         blank's goal is a corner. large: 7-7-1, 58 MB, built once in about a
                         minute and kept; IDA* then expands 3-12x fewer nodes (an 80-move
                         position in seconds instead of half a minute). Other boards: the same
  --threads N            IDA* over pattern databases on N threads (default 1; auto: one per
                         core). The same lengths; which optimal path, and the node counts, vary
  --max-memory MB        memory budget (default 2048); the search stops with status limit
  --timeout SECONDS      time budget (default none)
  --format text|json     text: the solution, one step a line (default); json: one result object
  --stats                add search statistics after the text
  --batch                every non-empty input line is a board; one JSON object per line

exit codes: 0 solved, 1 unsolvable, 2 invalid input, 3 limit reached, 4 internal error
)";

struct Options {
  std::string command;
  std::map<std::string, std::string> values;  // --name value
  bool stats = false, batch = false;
  std::vector<std::string> positional;
};

const char* const kValueOptions[] = {
    "--size",   "--goal", "--algorithm", "--heuristic", "--weight",    "--max-memory", "--timeout",
    "--format", "--walk", "--seed",      "--count",     "--databases", "--threads"};

std::optional<std::string> parseOptions(const std::vector<std::string>& args, Options& options) {
  for (size_t i = 1; i < args.size(); ++i) {
    const std::string& arg = args[i];
    if (arg == "--stats") {
      options.stats = true;
    } else if (arg == "--batch") {
      options.batch = true;
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

// A whole number in [min, max] from an option, or an error message.
std::optional<std::string> readNumber(const Options& options, const std::string& name, double min,
                                      double max, double& out) {
  auto it = options.values.find(name);
  if (it == options.values.end()) return std::nullopt;
  const std::string& text = it->second;
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  // The whole text must be the number (an argument can hold a NUL, where strtod would stop).
  if (text.empty() || end != text.c_str() + text.size() || !(value >= min && value <= max))
    return name + " must be a number from " + std::to_string(static_cast<long long>(min)) + " to " +
           std::to_string(static_cast<long long>(max)) + ", got \"" + inputExcerpt(text) + "\"";
  out = value;
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
// the line is then refused as too long). False at the end of the input.
bool readBoardLine(std::istream& in, std::string& line) {
  line.clear();
  bool any = false;
  for (char c; in.get(c);) {
    any = true;
    if (c == '\n') break;
    if (line.size() <= kMaxBoardTextLength) line += c;
  }
  return any;
}

// --format, which every command takes: text or json.
std::optional<std::string> readFormat(const Options& options, const std::string& fallback,
                                      std::string& format) {
  format = valueOr(options, "--format", fallback);
  if (format == "text" || format == "json") return std::nullopt;
  return "--format must be text or json, got \"" + inputExcerpt(format) + "\"";
}

// --databases: standard or large.
std::optional<std::string> readDatabases(const Options& options, DatabaseSize& size) {
  const std::string value = valueOr(options, "--databases", "standard");
  if (value == "standard" || value == "large") {
    size = value == "large" ? DatabaseSize::Large : DatabaseSize::Standard;
    return std::nullopt;
  }
  return "--databases must be standard or large, got \"" + inputExcerpt(value) + "\"";
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
  auto problem = readNumber(options, "--threads", 1, kMaxThreads, value);
  if (!problem && value != std::floor(value))
    problem = "--threads must be a whole number or auto, got \"" + inputExcerpt(it->second) + "\"";
  if (!problem) threads = static_cast<unsigned>(value);
  return problem;
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

std::string statsText(const SolveResult& r) {
  std::ostringstream text;
  text << "algorithm: " << r.algorithm << ", heuristic: " << r.heuristic << "\n"
       << "optimal: " << (r.optimal ? "yes" : "no") << ", lower bound: " << r.lowerBound << "\n"
       << "expanded: " << r.stats.expanded << ", generated: " << r.stats.generated
       << ", max frontier: " << r.stats.maxFrontier << "\n"
       << "time: " << r.ms << " ms, peak memory: " << r.stats.peakBytes << " bytes\n";
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
  if (!problem)
    problem = readNumber(options, "--weight", kWeightRange.min, kWeightRange.max, request.weight);
  if (!problem)
    problem = readNumber(options, "--max-memory", static_cast<double>(kMinMemoryMB),
                         static_cast<double>(kMaxMemoryMB), memory);
  if (!problem) problem = readNumber(options, "--timeout", 0, 1e7, timeout);
  if (!problem) problem = readFormat(options, options.batch ? "json" : "text", format);
  if (!problem) problem = readDatabases(options, request.databases);
  if (!problem) problem = readThreads(options, request.threads);
  if (problem) {
    err << "npuzzle: " << *problem << "\n";
    return kExitInvalid;
  }
  request.maxMemoryMB = static_cast<uint64_t>(memory);
  request.timeoutSeconds = timeout;

  SolverSession session;
  if (options.batch) {
    // One JSON object per non-empty line, in input order; a bad line does not stop the rest.
    std::string line;
    while (readBoardLine(in, line)) {
      if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
      request.board = line;
      buildDatabasesAnnounced(request, err, errIsTerminal);
      out << resultJson(session.solve(request), false) << "\n" << std::flush;
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
    if (options.stats) out << statsText(result);
  } else {
    err << "npuzzle: " << result.error << "\n";
  }
  return exitCodeFor(result.status);
}

int runRandom(const Options& options, std::ostream& out, std::ostream& err) {
  std::string size = valueOr(options, "--size", "");
  std::string format;
  double walk = 0, count = 1,
         seed = static_cast<double>(std::chrono::steady_clock::now().time_since_epoch().count() %
                                    1000000007);
  std::optional<std::string> problem;
  if (size.empty()) problem = "random needs --size WxH";
  if (!problem) problem = readNumber(options, "--walk", 0, 1e7, walk);
  if (!problem) problem = readNumber(options, "--count", 1, 1e7, count);
  if (!problem) problem = readNumber(options, "--seed", 0, 9007199254740991.0, seed);
  if (!problem) problem = readFormat(options, "text", format);
  if (problem) {
    err << "npuzzle: " << *problem << "\n";
    return kExitInvalid;
  }
  for (long i = 0; i < static_cast<long>(count); ++i) {
    // Instance i of seed S is the same whatever the count, so sets can be extended.
    auto board = randomBoard(size, valueOr(options, "--goal", "blank-last"), static_cast<int>(walk),
                             static_cast<uint64_t>(seed) * 1000003 + i);
    if (!board) {
      err << "npuzzle: " << board.error() << "\n";
      return kExitInvalid;
    }
    out << (format == "json" ? randomJson(board) : board->toString()) << "\n";
  }
  return kExitOk;
}

int runCheck(const Options& options, std::istream& in, std::ostream& out, std::ostream& err) {
  std::string format;
  if (auto problem = readFormat(options, "text", format)) {
    err << "npuzzle: " << *problem << "\n";
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
  return exitCodeFor(!problem.valid()     ? Status::Invalid
                     : problem.solvable() ? Status::Ok
                                          : Status::Unsolvable);
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err, bool errIsTerminal) {
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    (args.empty() ? err : out) << kUsage;
    return args.empty() ? kExitInvalid : kExitOk;
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
  err << "npuzzle: unknown command \"" << inputExcerpt(options.command)
      << "\"; try 'npuzzle --help'\n";
  return kExitInvalid;
}

}  // namespace npuzzle

// libFuzzer target: the `npuzzle` command run in-process through runCli() (cli/cli.h), which
// takes its arguments and streams as parameters. The input is one argument per line; a line
// holding only "<" ends the arguments, and the bytes after it are standard input.
//
// Checked: the exit code is one of docs/contracts.md §3's (0 solved or nothing to do, 1 unsolvable,
// 2 invalid input, 3 limit; 4, an internal error, is a finding), invalid input gets a message, and
// no message line quotes more than an excerpt of the input.
//
// Each run is kept cheap, since the solver has its own target: `solve` gets a short timeout, a
// small memory budget and the Manhattan heuristic placed before the input's own options (which
// override them), and inputs that would build pattern databases (seconds each on 3x4 and 4x4
// boards), lift the budgets, or print thousands of random boards are skipped.

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "cli/cli.h"
#include "pdb/pattern_database_cache.h"
#include "support/tiny_boards.h"

namespace {

using namespace npuzzle;
using fuzz::require;

constexpr size_t kMaxMessageLineBytes = 1000;

// The value the CLI would read for `name` in either spelling, wherever it stands (a superset of
// what the CLI reads, so a skip rule never misses an option the CLI sees).
std::vector<std::string> valuesOf(const std::vector<std::string>& args, std::string_view name) {
  std::vector<std::string> values;
  for (size_t i = 1; i < args.size(); ++i) {
    std::string_view arg = args[i];
    if (arg == name && i + 1 < args.size()) values.push_back(args[i + 1]);
    if (arg.size() > name.size() && arg.substr(0, name.size()) == name && arg[name.size()] == '=')
      values.emplace_back(arg.substr(name.size() + 1));
  }
  return values;
}

// Whether `value` reads as a number above `most` (or, with `zeroTooMuch`, as 0: no timeout).
bool numberAbove(const std::string& value, double most, bool zeroTooMuch = false) {
  char* end = nullptr;
  const double number = std::strtod(value.c_str(), &end);
  if (end == value.c_str()) return false;  // not a number: the CLI refuses it, cheaply
  return !(number <= most) || (zeroTooMuch && number <= 0);
}

bool tooCostly(const std::vector<std::string>& args) {
  for (const std::string& h : valuesOf(args, "--heuristic"))
    if (h.find("auto") != std::string::npos || h.find("pdb") != std::string::npos) return true;
  for (const std::string& t : valuesOf(args, "--timeout"))
    if (numberAbove(t, 0.5, true)) return true;
  for (const std::string& m : valuesOf(args, "--max-memory"))
    if (numberAbove(m, 128)) return true;
  for (const std::string& c : valuesOf(args, "--count"))
    if (numberAbove(c, 40)) return true;
  for (const std::string& w : valuesOf(args, "--walk"))
    if (numberAbove(w, 100000)) return true;
  return false;
}

void checkMessages(const std::string& text) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    require(line.size() <= kMaxMessageLineBytes,
            "a message line of " + std::to_string(line.size()) + " bytes: " + line.substr(0, 200));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::vector<std::string> args;
  std::string standardInput;
  size_t at = 0;
  while (at < input.size()) {
    size_t end = input.find('\n', at);
    if (end == std::string_view::npos) end = input.size();
    std::string_view line = input.substr(at, end - at);
    at = end + 1;
    if (line == "<") {
      if (at < input.size()) standardInput = std::string(input.substr(at));
      break;
    }
    args.emplace_back(line);
  }
  if (!args.empty() && args[0] == "solve") {
    if (tooCostly(args)) return -1;
    args.insert(args.begin() + 1, {"--timeout=0.2", "--max-memory=64", "--heuristic=manhattan"});
  } else if (tooCostly(args)) {
    return -1;
  }

  std::istringstream in(standardInput);
  std::ostringstream out, err;
  const int code = runCli(args, in, out, err);
  require(code >= 0 && code <= 3, "exit code " + std::to_string(code) + ": " + err.str());
  if (code == 2) require(!err.str().empty() || !out.str().empty(), "invalid input, no message");
  checkMessages(err.str());

  // Pattern databases `check` builds for small boards stay in the process's cache; a long run
  // must not collect them without end.
  if (PatternDatabaseCache::shared().tableBytes() > (uint64_t{256} << 20))
    PatternDatabaseCache::shared().clear();
  return 0;
}

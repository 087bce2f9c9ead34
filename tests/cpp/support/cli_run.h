// Runs the CLI in the test's own process, as `npuzzle ARGS < input` would, and keeps what it
// wrote: the CLI tests check exit codes and both streams through this one helper.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "cli/cli.h"

namespace testing_support {

struct CliRun {
  int code;
  std::string out, err;
};

inline CliRun runCliWith(const std::vector<std::string>& args, const std::string& input = "") {
  std::istringstream in(input);
  std::ostringstream out, err;
  const int code = npuzzle::runCli(args, in, out, err);
  return CliRun{code, out.str(), err.str()};
}

}  // namespace testing_support

#pragma once
// The `npuzzle` command (docs/contracts.md §3) as a function of its arguments and streams, so tests
// run it in-process as well as through the real binary. Returns the exit code: 0 solved / nothing
// to do, 1 unsolvable, 2 invalid input, 3 limit reached, 4 internal error.

#include <iosfwd>
#include <string>
#include <vector>

namespace npuzzle {

// `errIsTerminal`: standard error is a terminal, so progress may redraw one line there.
int runCli(const std::vector<std::string>& args, std::istream& in, std::ostream& out,
           std::ostream& err, bool errIsTerminal = false);

}  // namespace npuzzle

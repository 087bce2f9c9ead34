#pragma once
// The CLI's word on pattern databases being built. A first 15-puzzle solve builds its tables
// before it searches (about 4 s; a minute for --databases large) and would say nothing meanwhile,
// so the CLI builds them first and says so on standard error: on a terminal one line that counts
// up to 100 %, elsewhere a line when the build starts and one when it ends. Builds over in under
// half a second, and tables read back from the cache directory, pass without a word. The lines
// say whether the tables are kept for later runs, and when they cannot be, why not.

#include <chrono>
#include <iosfwd>
#include <optional>
#include <string>

#include "plan/solve_plan.h"

namespace npuzzle {

// Hears a build's progress (the fraction done) and writes the lines above to `err`.
class DatabaseBuildProgress {
 public:
  // `keeping`: what becomes of the tables, said in parentheses ("kept for later runs", "for this
  // run only: cannot write to …"); empty for nothing. Nothing is said before `quietSeconds`.
  DatabaseBuildProgress(std::ostream& err, bool terminal, const std::string& keeping,
                        double quietSeconds = 0.5);
  void operator()(double fraction);
  // After the build: how long it took, if it was announced, and `notKept`, why the tables were
  // not kept after all (a save that failed during the build).
  void finish(const std::optional<std::string>& notKept = std::nullopt);
  // After a build that ran out of memory: said whether or not the build was announced.
  void outOfMemory();

 private:
  double elapsedSeconds() const;

  std::ostream& err_;
  bool terminal_;
  std::string label_;
  double quietSeconds_;
  bool announced_ = false;
  int shown_ = -1;
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
};

// Builds the databases `request` needs that are not held yet, announced on `err`. A failure is
// left for the solve itself to report.
void buildDatabasesAnnounced(const SolveRequest& request, std::ostream& err, bool terminal);

}  // namespace npuzzle

#pragma once
// The CLI's running line while a search is long: on a terminal, after a second, standard error
// shows the search's bound, the nodes it has expanded and the time, redrawn a few times a second
// and wiped when the answer comes (so standard output and the final text are as without it).
// Elsewhere than a terminal nothing is written: a log or a pipe gets no redraws.

#include <iosfwd>

#include "solver/solver_session.h"

namespace npuzzle {

struct SearchProgressTiming {
  double quietSeconds = 1.0;   // nothing is drawn before
  double everySeconds = 0.25;  // between redraws
};

// session.solve(request), with the running line on `err` when `terminal`.
const SolveResult& solveShowingProgress(SolverSession& session, const SolveRequest& request,
                                        std::ostream& err, bool terminal,
                                        SearchProgressTiming timing = {});

}  // namespace npuzzle

#include "cli/search_progress.h"

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <string>

namespace npuzzle {
namespace {

// About 5–20 ms of search between looks at the clock.
constexpr uint64_t kSliceExpansions = uint64_t{1} << 18;

// 123456789 as "123,456,789".
std::string grouped(uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

const SolveResult& solveShowingProgress(SolverSession& session, const SolveRequest& request,
                                        std::ostream& err, bool terminal,
                                        SearchProgressTiming timing) {
  if (!terminal) return session.solve(request);
  if (session.start(request) != Status::Running) return session.result();
  double drawnAt = -1;
  size_t drawnWidth = 0;
  while (session.step(kSliceExpansions) == Status::Running) {
    const double seconds = session.elapsedMs() / 1000;
    if (seconds < timing.quietSeconds || (drawnAt >= 0 && seconds - drawnAt < timing.everySeconds))
      continue;
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", seconds);
    const std::string line = "npuzzle: searching: bound " +
                             std::to_string(session.progress().fBound) + ", " +
                             grouped(session.stats().expanded) + " nodes expanded, " + time + " s";
    // Padded to the last line's width, so a shorter one leaves nothing of it behind.
    err << "\r" << line << std::string(drawnWidth > line.size() ? drawnWidth - line.size() : 0, ' ')
        << std::flush;
    drawnWidth = std::max(drawnWidth, line.size());
    drawnAt = seconds;
  }
  if (drawnWidth > 0) err << "\r" << std::string(drawnWidth, ' ') << "\r" << std::flush;
  return session.result();
}

}  // namespace npuzzle

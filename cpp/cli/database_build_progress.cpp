#include "cli/database_build_progress.h"

#include <cstdio>
#include <ostream>

#include "pdb/pattern_database_cache.h"
#include "solver/database_requests.h"

namespace npuzzle {

DatabaseBuildProgress::DatabaseBuildProgress(std::ostream& err, bool terminal, bool kept,
                                             double quietSeconds)
    : err_(err),
      terminal_(terminal),
      label_(std::string("npuzzle: building pattern databases") +
             (kept ? " (kept for later runs)" : "")),
      quietSeconds_(quietSeconds) {}

void DatabaseBuildProgress::operator()(double fraction) {
  if (!announced_) {
    if (elapsedSeconds() < quietSeconds_) return;
    announced_ = true;
    if (!terminal_) err_ << label_ << "...\n" << std::flush;
  }
  const int percent = static_cast<int>(fraction * 100);
  if (terminal_ && percent != shown_) {
    shown_ = percent;
    err_ << "\r" << label_ << ": " << percent << "%" << std::flush;
  }
}

void DatabaseBuildProgress::finish() {
  if (!announced_) return;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", elapsedSeconds());
  if (terminal_)
    err_ << "\r" << label_ << ": done in " << seconds << " s\n" << std::flush;
  else
    err_ << "npuzzle: pattern databases built in " << seconds << " s\n" << std::flush;
}

double DatabaseBuildProgress::elapsedSeconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

void buildDatabasesAnnounced(const SolveRequest& request, std::ostream& err, bool terminal) {
  DatabaseBuildProgress progress(err, terminal, PatternDatabaseCache::shared().hasStore());
  (void)buildDatabasesFor(request, [&](double fraction) { progress(fraction); });
  progress.finish();
}

}  // namespace npuzzle

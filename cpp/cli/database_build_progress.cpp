#include "cli/database_build_progress.h"

#include <cstdio>
#include <new>
#include <ostream>

#include <set>

#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"
#include "solver/database_requests.h"

namespace npuzzle {

DatabaseBuildProgress::DatabaseBuildProgress(std::ostream& err, bool terminal,
                                             const std::string& keeping, double quietSeconds)
    : err_(err),
      terminal_(terminal),
      label_(std::string("npuzzle: building pattern databases") +
             (keeping.empty() ? "" : " (" + keeping + ")")),
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

void DatabaseBuildProgress::finish(const std::optional<std::string>& notKept) {
  if (!announced_) return;
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", elapsedSeconds());
  const std::string after = notKept ? " (not kept: " + *notKept + ")" : "";
  if (terminal_)
    err_ << "\r" << label_ << ": done in " << seconds << " s" << after << "\n" << std::flush;
  else
    err_ << "npuzzle: pattern databases built in " << seconds << " s" << after << "\n"
         << std::flush;
}

void DatabaseBuildProgress::outOfMemory() {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.1f", elapsedSeconds());
  err_ << (terminal_ && announced_ ? "\n" : "")
       << "npuzzle: the pattern databases could not be built: out of memory after " << seconds
       << " s (--databases largest needs up to 5 GB while it builds, once)\n"
       << std::flush;
}

double DatabaseBuildProgress::elapsedSeconds() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

namespace {

// Whether a table of this name may be stored: only those with a digest are
// (pattern_database_verification.h); the others are built in every process.
bool keepable(const std::string& name) {
  static const std::set<std::string> kNames = [] {
    std::set<std::string> names;
    for (const auto& list : {keptPatternDatabaseProjections(), largePatternDatabaseProjections(),
                             largestPatternDatabaseProjections()})
      for (const PatternProjection& p : list) names.insert(patternDatabaseName(p));
    return names;
  }();
  return kNames.count(name) > 0;
}

// What becomes of the tables `request` still needs: the parenthesis of the announcement.
std::string keepingOf(const std::vector<DatabaseNeed>& needs) {
  PatternDatabaseStore* store = PatternDatabaseCache::shared().store();
  if (!store) return "";  // no cache directory (NPUZZLE_PDB_DIR=off): nothing promised
  bool anyKeepable = false;
  for (const DatabaseNeed& need : needs)
    if (!need.ready) anyKeepable |= keepable(need.name);
  if (!anyKeepable) return "for this run only: tables for this goal are not kept";
  if (auto why = store->whyNotKept()) return "for this run only: " + *why;
  return "kept for later runs";
}

}  // namespace

void buildDatabasesAnnounced(const SolveRequest& request, std::ostream& err, bool terminal) {
  // Nothing to build (no pattern databases, or all held): no probe of the cache directory.
  const std::vector<DatabaseNeed> needs = databasesFor(request);
  bool missing = false;
  for (const DatabaseNeed& need : needs) missing |= !need.ready;
  if (!missing) return;
  const std::string keeping = keepingOf(needs);
  DatabaseBuildProgress progress(err, terminal, keeping);
  try {
    (void)buildDatabasesFor(request, [&](double fraction) { progress(fraction); });
  } catch (const std::bad_alloc&) {
    // The largest tables need gigabytes for their build (the 8-tile one about 5 GB); the solve
    // below meets the same shortage and reports it as its own result.
    progress.outOfMemory();
    return;
  }
  // A save that failed during the build, after the probe said the directory could be written.
  std::optional<std::string> notKept;
  if (PatternDatabaseStore* store = PatternDatabaseCache::shared().store();
      store && keeping == "kept for later runs")
    notKept = store->whyNotKept();
  progress.finish(notKept);
}

}  // namespace npuzzle

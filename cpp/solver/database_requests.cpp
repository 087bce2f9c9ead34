#include "solver/database_requests.h"

#include <cmath>
#include <cstdio>
#include <memory>

#include "pdb/pattern_database_format.h"
#include "pdb/pattern_database_verification.h"
#include "pdb/pattern_partition.h"

namespace npuzzle {
namespace {

// The canonical projections of the "pdb" heuristic for this goal.
std::vector<PatternProjection> projectionsForGoal(const Board& goal,
                                                  DatabaseSize databases = DatabaseSize::Standard) {
  std::vector<PatternProjection> out;
  const PatternPartition partition = defaultPartition(goal.geometry, goal.blankCell(), databases);
  for (const auto& pattern : partition.patterns) {
    auto projection =
        PatternDatabaseCache::canonicalProjection(goal.geometry, goal.blankCell(), pattern);
    if (!projection) continue;
    bool duplicate = false;  // symmetric patterns share one database
    for (const PatternProjection& p : out)
      duplicate |= p.blankCell() == projection->blankCell() &&
                   p.patternCells() == projection->patternCells();
    if (!duplicate) out.push_back(*projection);
  }
  return out;
}

// The canonical projections behind a heuristic on a problem.
std::vector<PatternProjection> projectionsFor(const Problem& problem, HeuristicKind heuristic,
                                              DatabaseSize databases = DatabaseSize::Standard) {
  if (heuristic != HeuristicKind::PatternDatabase) return {};
  return projectionsForGoal(*problem.goal, databases);
}

std::vector<PatternProjection> projectionsFor(const SolveRequest& request) {
  const SolvePlan plan = planSolve(request);
  if (!plan.error.empty()) return {};
  const Problem& problem = plan.problem;
  if (*problem.board == *problem.goal) return {};  // solved at once, no search
  return projectionsFor(problem, plan.first().heuristic, plan.databases);
}

std::vector<PatternProjection> projectionsFor(const StepRequest& request) {
  const StepPlan plan = planStep(request);
  if (!plan.error.empty()) return {};
  return projectionsFor(plan.problem, plan.heuristic->kind);
}

std::vector<DatabaseNeed> needsOf(const std::vector<PatternProjection>& projections,
                                  const PatternDatabaseCache& cache) {
  std::vector<DatabaseNeed> needs;
  for (const PatternProjection& p : projections)
    needs.push_back(DatabaseNeed{patternDatabaseName(p), p.size(), cache.holds(p)});
  return needs;
}

Expected<std::vector<std::string>> buildMissing(const std::vector<PatternProjection>& projections,
                                                const PatternDatabase::Progress& progress,
                                                PatternDatabaseCache& cache) {
  std::vector<PatternProjection> missing;
  double total = 0;
  for (const PatternProjection& p : projections)
    if (!cache.holds(p)) missing.push_back(p), total += p.size();
  std::vector<std::string> built;
  double done = 0;
  for (const PatternProjection& p : missing) {
    PatternDatabase::Progress scaled;
    if (progress) scaled = [&](double f) { progress((done + f * p.size()) / total); };
    auto database = cache.prepare(p, scaled);
    if (!database) return database.failure();
    done += p.size();
    // Only a table built here moves the progress on: one read back from the store took no build,
    // and a listener (the CLI's announcement) must not hear of a build that never was.
    if (progress && (*database)->buildStats().ms > 0) progress(done / total);
    built.push_back(patternDatabaseName(p));
  }
  return built;
}

}  // namespace

std::vector<DatabaseNeed> databasesFor(const SolveRequest& request, PatternDatabaseCache& cache) {
  return needsOf(projectionsFor(request), cache);
}

std::vector<DatabaseNeed> databasesFor(const StepRequest& request, PatternDatabaseCache& cache) {
  return needsOf(projectionsFor(request), cache);
}

bool patternDatabasesHeld(const Board& goal, const PatternDatabaseCache& cache) {
  for (const PatternProjection& p : projectionsForGoal(goal))
    if (!cache.holds(p)) return false;
  return true;
}

Expected<std::vector<std::string>> buildDatabasesFor(const SolveRequest& request,
                                                     const PatternDatabase::Progress& progress,
                                                     PatternDatabaseCache& cache) {
  return buildMissing(projectionsFor(request), progress, cache);
}

Expected<std::vector<std::string>> buildDatabasesFor(const StepRequest& request,
                                                     const PatternDatabase::Progress& progress,
                                                     PatternDatabaseCache& cache) {
  return buildMissing(projectionsFor(request), progress, cache);
}

Expected<std::vector<uint8_t>> exportDatabase(std::string_view name, PatternDatabaseCache& cache) {
  for (const auto& database : cache.databases()) {
    if (patternDatabaseName(database->projection()) != name) continue;
    if (!canVerifyPatternDatabase(database->projection()))
      return message("database-not-kept", {textArg("name", std::string(name))});
    return serializePatternDatabase(*database);
  }
  return message("database-not-loaded", {textArg("name", std::string(name))});
}

Expected<size_t> checkImportLength(double declared) {
  // Judged as a double: NaN, infinities, negatives, fractions and huge values never become a
  // size_t (a cast of those is undefined or wraps).
  if (!(declared >= 0) || declared != std::floor(declared))
    return message("database-length-not-count");
  const size_t largest = largestVerifiableDatabaseBytes();
  if (declared > static_cast<double>(largest)) {
    return message("database-too-long", {decimalArg("bytes", declared),
                                         numberArg("max", static_cast<int64_t>(largest))});
  }
  const size_t size = static_cast<size_t>(declared);
  if (!isVerifiableDatabaseSize(size))
    return message("database-size-unknown", {numberArg("bytes", static_cast<int64_t>(size))});
  return size;
}

Expected<std::string> importDatabase(const uint8_t* data, size_t size,
                                     PatternDatabaseCache& cache) {
  if (auto length = checkImportLength(static_cast<double>(size)); !length) return length.failure();
  return importDatabase(std::vector<uint8_t>(data, data + size), cache);
}

Expected<std::string> importDatabase(std::vector<uint8_t>&& file, PatternDatabaseCache& cache) {
  if (auto length = checkImportLength(static_cast<double>(file.size())); !length)
    return length.failure();
  auto database = deserializePatternDatabase(std::move(file));
  if (!database) return database.failure();
  std::string name = patternDatabaseName(database->projection());
  auto added = cache.add(std::make_shared<const PatternDatabase>(std::move(database.value())));
  if (!added) return added.failure();
  return name;
}

}  // namespace npuzzle

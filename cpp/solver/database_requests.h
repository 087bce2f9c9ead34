#pragma once
// The pattern databases a solve or step request needs, so that a front end can provide them
// before the search instead of the search building them unannounced: the page looks them up in
// IndexedDB by name, or builds them with a progress bar and stores them, then solves or steps.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "pdb/pattern_database_cache.h"
#include "plan/solve_plan.h"
#include "plan/step_plan.h"

namespace npuzzle {

struct DatabaseNeed {
  std::string name;  // patternDatabaseName(): the storage key
  uint32_t entries;  // table bytes
  bool ready;        // held by the cache now
};

// Empty for requests that use no pattern database, or that are invalid or unsolvable (the solve
// or the stepper itself reports those). A step request names the heuristic step mode resolves
// (plan/step_plan.h), so its answer can differ from the same board's solve.
std::vector<DatabaseNeed> databasesFor(
    const SolveRequest& request, PatternDatabaseCache& cache = PatternDatabaseCache::shared());
std::vector<DatabaseNeed> databasesFor(
    const StepRequest& request, PatternDatabaseCache& cache = PatternDatabaseCache::shared());

// Whether the "pdb" heuristic for this goal is ready without building anything.
bool patternDatabasesHeld(const Board& goal,
                          const PatternDatabaseCache& cache = PatternDatabaseCache::shared());

// Builds every database the request needs that the cache lacks; `progress` hears the fraction
// done over all of them. Returns the names built.
Expected<std::vector<std::string>> buildDatabasesFor(
    const SolveRequest& request, const PatternDatabase::Progress& progress = nullptr,
    PatternDatabaseCache& cache = PatternDatabaseCache::shared());
Expected<std::vector<std::string>> buildDatabasesFor(
    const StepRequest& request, const PatternDatabase::Progress& progress = nullptr,
    PatternDatabaseCache& cache = PatternDatabaseCache::shared());

// The serialised database of that name, if the cache holds it and it is worth storing: one that
// importDatabase() could verify later (pattern_database_verification.h). Others are refused, so
// a front end does not store what it would have to build again anyway.
Expected<std::vector<uint8_t>> exportDatabase(
    std::string_view name, PatternDatabaseCache& cache = PatternDatabaseCache::shared());
// Checks a length a front end declares for bytes it is about to copy in (a JS array's `length`,
// any number): ok only for the exact size of a database importDatabase() can accept, so nothing
// is allocated or copied for anything else. Returns the size.
Expected<size_t> checkImportLength(double declaredLength);
// Checks the format, verifies the table (verifyPatternDatabase) and adds it; returns its name.
// A table that fails is not added: the caller builds it instead.
Expected<std::string> importDatabase(const uint8_t* data, size_t size,
                                     PatternDatabaseCache& cache = PatternDatabaseCache::shared());
// The same, the file's bytes becoming the table (no second copy of a large one).
Expected<std::string> importDatabase(std::vector<uint8_t>&& file,
                                     PatternDatabaseCache& cache = PatternDatabaseCache::shared());

}  // namespace npuzzle

#pragma once
// The pattern-database exchange as JSON (solver/database_requests.h), for the worker that looks
// the databases up in IndexedDB, builds the missing ones and stores them.

#include <string>
#include <vector>

#include "core/expected.h"
#include "solver/database_requests.h"

namespace npuzzle {

// {"databases":[{"name","entries","ready"}]}: what solving a request needs.
std::string databaseNeedsJson(const std::vector<DatabaseNeed>& needs);
// {"status":"ok","built":[names]} or {"status":"error","error"}.
std::string databasesBuiltJson(const Expected<std::vector<std::string>>& built);
// {"status":"ok","name"} or {"status":"invalid","error"} for bytes that fail the format's
// checks or the table's verification.
std::string databaseImportJson(const Expected<std::string>& name);

}  // namespace npuzzle

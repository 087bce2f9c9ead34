#pragma once
// The pattern databases a request needs, as JSON (solver/database_requests.h), for the worker
// that looks them up in IndexedDB and builds the missing ones before the search.

#include <string>
#include <vector>

#include "solver/database_requests.h"

namespace npuzzle {

// {"databases":[{"name","entries","ready"}]}: what solving a request needs.
std::string databaseNeedsJson(const std::vector<DatabaseNeed>& needs);

}  // namespace npuzzle

#pragma once
// The answer of `npuzzle verify --format json` and of the module's verifySolution() (docs/
// contracts.md §3).

#include <string>

#include "solver/verify_request.h"

namespace npuzzle {

std::string verifyJson(const VerifyResult& result);

}  // namespace npuzzle

#pragma once
// The JSON documents of docs/contracts.md §3, shared by the CLI and the wasm bindings.

#include <string>

#include "solver/board_requests.h"
#include "solver/solver_session.h"

namespace npuzzle {

// docs/contracts.md §3 result. `withText` adds "text", the seed-004 solution text (the page shows
// it).
std::string resultJson(const SolveResult& result, bool withText);
std::string progressJson(const SolverSession& session);
std::string checkJson(const BoardCheck& check);
std::string randomJson(const Expected<Board>& board);

}  // namespace npuzzle

#pragma once
// The one lifecycle every answer goes through, and its words: a search (search/), the solver
// session, the lab's stepper, the JSON documents (io/) and the CLI's exit codes all say the same
// thing the same way. The words are a contract (docs/contracts.md §3): new ones may be added,
// none renamed.

#include <array>

namespace npuzzle {

enum class Status {
  Running,     // still working: call step() again
  Solved,      // a path to the goal was found
  Unsolvable,  // no path exists (the parity check, or a search that exhausted its space)
  Invalid,     // the request cannot be run as given (the message says why)
  Limit,       // a memory or time budget ended the work first
  Cancelled,   // the caller stopped it
  Error,       // an internal failure or a misuse (step() before start())
  Ok,          // a request that is not a search (check, random, a database exchange) answered
};

// The word JSON and the CLI use for it: "running", "solved", ..., "ok".
const char* statusName(Status status);

// Every status a solve result, a progress report or a step snapshot can carry (not Ok): the
// list capabilities() publishes, so a front end can check it handles each one.
constexpr std::array<Status, 7> kResultStatuses = {
    Status::Running, Status::Solved,    Status::Unsolvable, Status::Invalid,
    Status::Limit,   Status::Cancelled, Status::Error};

}  // namespace npuzzle

// libFuzzer target: the solver session (solver/solver_session.h) on tiny boards — 2x2, 2x3, 3x2
// and 3x3, any goal — with every algorithm and heuristic, any weight, small memory budgets,
// slices of any size, a timeout or none, a cancel at any point, and calls before start(). The
// input's bytes choose all of it; the whole run is held to a small expansion budget.
//
// Checked against an exact breadth-first oracle: solvability, a solution that replays to the
// goal, an answer marked optimal that is exactly as short as possible, a lower bound that is one.

#include <cstddef>
#include <cstdint>
#include <string>

#include "heuristics/heuristic.h"
#include "plan/algorithm_catalog.h"
#include "solver/solver_session.h"
#include "support/tiny_boards.h"

namespace {

using namespace npuzzle;
using fuzz::require;

// Enough for A* to finish most 3x3 boards, little enough for thousands of runs a second.
constexpr uint64_t kExpansionBudget = 30000;

fuzz::TinyOracle& oracle() {
  static fuzz::TinyOracle instance;
  return instance;
}

std::string describe(const SolveRequest& r) {
  return r.algorithm + "/" + r.heuristic + " w=" + std::to_string(r.weight) + " on " + r.board +
         " to " + r.goal;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::ByteReader bytes(data, size);
  const uint8_t shape = bytes.next(), choice = bytes.next(), budget = bytes.next();
  const Geometry geometry = fuzz::tinyGeometry(shape);
  const Board board = fuzz::shuffledBoard(geometry, bytes);
  // The goal: blank-last, blank-first or any arrangement.
  Board goal = (shape >> 2) % 3 == 0   ? blankLastGoal(geometry)
               : (shape >> 2) % 3 == 1 ? blankFirstGoal(geometry)
                                       : fuzz::shuffledBoard(geometry, bytes);

  const auto& algorithms = algorithmCatalog();
  const auto& heuristics = heuristicCatalog();
  SolveRequest request;
  // The size given, or carried by the rows.
  const bool sizeGiven = (shape >> 4) & 1;
  request.board = sizeGiven ? board.toString() : fuzz::rowsText(board);
  request.size = sizeGiven ? geometry.name() : "";
  request.goal = goal.toString();
  request.algorithm = algorithms[choice % algorithms.size()].id;
  const size_t heuristicChoice = (choice / algorithms.size()) % (heuristics.size() + 1);
  request.heuristic =
      heuristicChoice == heuristics.size() ? "auto" : heuristics[heuristicChoice].id;
  request.weight = 1 + bytes.next() / 8.0;           // 1 to 32.9
  request.maxMemoryMB = kMinMemoryMB + budget % 16;  // the smallest budgets a request may name
  request.timeoutSeconds = (budget >> 4) & 1 ? 0.5 : 0;
  const uint64_t slice = 1 + bytes.next() * 16u;  // 1 to 4081 expansions per step()
  const uint8_t cancelAt = bytes.next();          // after this many slices (255: never)

  SolverSession session;
  if ((budget >> 5) & 1) {  // calls before start(), as a worker may send them, change nothing
    session.step(slice);
    session.cancel();
    (void)session.progress();
  }
  Status status = session.start(request);
  require(status != Status::Invalid && status != Status::Error,
          "refused a valid request: " + session.result().error + " (" + describe(request) + ")");
  uint64_t spent = 0;
  for (unsigned slices = 0; status == Status::Running && spent < kExpansionBudget; ++slices) {
    if (slices == cancelAt) session.cancel();
    status = session.step(slice);
    spent += slice;
  }
  if (status == Status::Running) return 0;  // over the fuzz budget: nothing to check

  const SolveResult& result = session.result();
  const int exact = oracle().distance(board, goal);
  require((status == Status::Unsolvable) == (exact < 0),
          std::string("solvability wrong: ") + statusName(status) + " (" + describe(request) + ")");
  require(status != Status::Error, "internal error: " + result.error);
  if (status == Status::Unsolvable || status == Status::Limit || status == Status::Cancelled) {
    require(!result.error.empty() || status == Status::Cancelled, "a limit without a message");
    return 0;
  }
  require(status == Status::Solved, std::string("ended as ") + statusName(status));
  Board replayed = board;
  require(fuzz::replay(replayed, result.moves) && replayed == goal,
          "the solution does not replay to the goal (" + describe(request) + ")");
  const int length = static_cast<int>(result.moves.size());
  require(length >= exact, "shorter than the shortest solution");
  require(result.lowerBound <= exact, "lower bound " + std::to_string(result.lowerBound) +
                                          " above the true distance " + std::to_string(exact) +
                                          " (" + describe(request) + ")");
  require(!result.optimal || length == exact,
          "marked optimal at " + std::to_string(length) + " moves, the shortest is " +
              std::to_string(exact) + " (" + describe(request) + ")");
  return 0;
}

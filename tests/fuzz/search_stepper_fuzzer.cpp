// libFuzzer target: step mode (lab/search_stepper.h) on tiny boards — any algorithm name
// (the ones it runs and some it refuses), any heuristic, weight, depth limit and open-list length —
// driven by a sequence of step(), seek() and snapshot() calls read from the input, including calls
// before start(). The whole run is held to a small expansion budget.
//
// Checked: seek(k) lands on exactly k expansions; seeking back to where the search stands gives
// the same snapshot (step mode is deterministic, the page's "step back" relies on it); a solution
// replays to the goal, and one marked optimal is as short as the breadth-first oracle's.

#include <cstddef>
#include <cstdint>
#include <string>

#include "heuristics/heuristic.h"
#include "io/step_snapshot_json.h"
#include "lab/search_stepper.h"
#include "support/tiny_boards.h"

namespace {

using namespace npuzzle;
using fuzz::require;

// Expansions, replays by seek() included, that one input may ask for.
constexpr uint64_t kExpansionBudget = 12000;

fuzz::TinyOracle& oracle() {
  static fuzz::TinyOracle instance;
  return instance;
}

void checkSnapshot(const SearchStepper& stepper, const Board& board, const Board& goal) {
  const StepSnapshot snapshot = stepper.snapshot();
  require(snapshot.status == stepper.status(), "snapshot and stepper disagree on the status");
  (void)stepSnapshotJson(snapshot);
  if (snapshot.status != Status::Solved) return;
  Board replayed = board;
  require(fuzz::replay(replayed, snapshot.solution) && replayed == goal,
          "the solution does not replay to the goal");
  const int exact = oracle().distance(board, goal);
  require(!snapshot.optimal || static_cast<int>(snapshot.solution.size()) == exact,
          "marked optimal at " + std::to_string(snapshot.solution.size()) +
              " moves, the shortest is " + std::to_string(exact));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  fuzz::ByteReader bytes(data, size);
  const uint8_t shape = bytes.next(), choice = bytes.next();
  const Geometry geometry = fuzz::tinyGeometry(shape);
  const Board board = fuzz::shuffledBoard(geometry, bytes);
  const Board goal =
      (shape >> 2) & 1 ? fuzz::shuffledBoard(geometry, bytes) : blankLastGoal(geometry);

  static const char* const kAlgorithms[] = {"astar",    "wastar", "greedy",       "bfs",
                                            "idastar",  "auto",   "dfs",          "constructive",
                                            "nonsense", "rbfs",   "bidirectional"};
  constexpr size_t kAlgorithmCount = sizeof(kAlgorithms) / sizeof(kAlgorithms[0]);
  const auto& heuristics = heuristicCatalog();
  StepRequest request;
  request.board = fuzz::rowsText(board);
  request.goal = goal.toString();
  request.algorithm = kAlgorithms[choice % kAlgorithmCount];
  const size_t heuristicChoice = (choice / kAlgorithmCount) % (heuristics.size() + 1);
  request.heuristic =
      heuristicChoice == heuristics.size() ? "auto" : heuristics[heuristicChoice].id;
  request.weight = bytes.next() / 2.0;  // 0 to 127.5: outside 1..100 is refused
  request.openLimit = bytes.next() % 20;
  request.depthLimit = bytes.next() % 24;  // dfs only: on tiny boards both cut and solved

  SearchStepper stepper;
  // Calls before start() (a page may send them) change nothing.
  if ((shape >> 3) & 1) {
    stepper.step(3);
    stepper.seek(5);
    require(stepper.expanded() == 0 && stepper.status() == Status::Invalid,
            "a stepper that was never started moved");
    (void)stepSnapshotJson(stepper.snapshot());
  }
  const Status started = stepper.start(request);
  if (started == Status::Invalid) {
    require(!stepper.snapshot().error.empty(), "refused without a message");
    return 0;
  }
  const int exact = oracle().distance(board, goal);
  require((started == Status::Unsolvable) == (exact < 0), "solvability wrong in step mode");

  uint64_t spent = 0;
  while (!bytes.empty() && spent < kExpansionBudget) {
    const uint8_t op = bytes.next();
    const uint64_t amount = bytes.next();
    switch (op % 4) {
      case 0:
        stepper.step(amount * 8);
        spent += amount * 8 + 1;
        break;
      case 1: {
        const uint64_t target = amount * 32;
        const Status status = stepper.seek(target);
        spent += target;
        require(status != Status::Running || stepper.expanded() == target,
                "seek(" + std::to_string(target) + ") stopped at " +
                    std::to_string(stepper.expanded()) + " expansions");
        break;
      }
      case 2:
        checkSnapshot(stepper, board, goal);
        break;
      case 3: {
        if (stepper.status() != Status::Running) break;
        const uint64_t here = stepper.expanded();
        const std::string before = stepSnapshotJson(stepper.snapshot());
        stepper.seek(here);
        spent += here;
        require(stepSnapshotJson(stepper.snapshot()) == before,
                "seek back to " + std::to_string(here) + " gives another snapshot");
        break;
      }
    }
  }
  checkSnapshot(stepper, board, goal);
  return 0;
}

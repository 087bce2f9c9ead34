// The Embind surface (types in web/wasm/npuzzle.d.ts). Kept thin on purpose: convert, call the
// core, return JSON. One coarse call per slice keeps Embind's per-call cost out of the way, and
// the JSON is the same the CLI prints. Nothing here throws: errors are JSON values.

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "io/result_json.h"
#include "io/step_snapshot_json.h"
#include "solver/board_requests.h"
#include "solver/solver_session.h"
#include "teaching/search_stepper.h"

namespace npuzzle {
namespace {

class WasmSolverSession {
 public:
  std::string start(std::string board, std::string size, std::string goal, std::string algorithm,
                    std::string heuristic, double weight, double maxMemoryMB) {
    SolveRequest request;
    request.board = std::move(board);
    request.size = std::move(size);
    request.goal = std::move(goal);
    request.algorithm = std::move(algorithm);
    request.heuristic = std::move(heuristic);
    request.weight = weight;
    request.maxMemoryMB =
        std::isfinite(maxMemoryMB) && maxMemoryMB >= 1 ? static_cast<uint64_t>(maxMemoryMB) : 0;
    SolveStatus status = session_.start(request);
    return status == SolveStatus::Running ? progressJson(session_)
                                          : resultJson(session_.result(), true);
  }

  std::string step(double budget) {
    uint64_t expansions = std::isfinite(budget) && budget >= 1 ? static_cast<uint64_t>(budget) : 1;
    session_.step(expansions);
    return progressJson(session_);
  }

  std::string result() const { return resultJson(session_.result(), true); }

 private:
  SolverSession session_;
};

// A JS number as a count: NaN, negatives and fractions below 1 become `fallback`.
uint64_t countOr(double n, uint64_t fallback) {
  return std::isfinite(n) && n >= 1 ? static_cast<uint64_t>(std::min(n, 9e15)) : fallback;
}

class WasmSearchStepper {
 public:
  std::string start(std::string board, std::string size, std::string goal, std::string algorithm,
                    std::string heuristic, double weight, double openLimit) {
    StepRequest request;
    request.board = std::move(board);
    request.size = std::move(size);
    request.goal = std::move(goal);
    request.algorithm = std::move(algorithm);
    request.heuristic = std::move(heuristic);
    request.weight = weight;
    request.openLimit = static_cast<size_t>(countOr(openLimit, 0));
    stepper_.start(request);
    return snapshot();
  }

  std::string step(double count) {
    stepper_.step(countOr(count, 1));
    return snapshot();
  }

  std::string seek(double expansions) {
    stepper_.seek(countOr(expansions, 0));
    return snapshot();
  }

  std::string snapshot() const { return stepSnapshotJson(stepper_.snapshot()); }

 private:
  SearchStepper stepper_;
};

std::string checkBoardJson(std::string board, std::string size, std::string goal) {
  return checkJson(checkBoard(board, size, goal));
}

std::string randomBoardJson(std::string size, std::string goal, double walk, double seed) {
  int steps = std::isfinite(walk) && walk > 0 ? static_cast<int>(std::min(walk, 1e7)) : 0;
  uint64_t s = std::isfinite(seed) && seed >= 0 ? static_cast<uint64_t>(seed) : 0;
  return randomJson(randomBoard(size, goal, steps, s));
}

}  // namespace
}  // namespace npuzzle

EMSCRIPTEN_BINDINGS(npuzzle) {
  using namespace emscripten;
  class_<npuzzle::WasmSolverSession>("SolverSession")
      .constructor<>()
      .function("start", &npuzzle::WasmSolverSession::start)
      .function("step", &npuzzle::WasmSolverSession::step)
      .function("result", &npuzzle::WasmSolverSession::result);
  class_<npuzzle::WasmSearchStepper>("SearchStepper")
      .constructor<>()
      .function("start", &npuzzle::WasmSearchStepper::start)
      .function("step", &npuzzle::WasmSearchStepper::step)
      .function("seek", &npuzzle::WasmSearchStepper::seek)
      .function("snapshot", &npuzzle::WasmSearchStepper::snapshot);
  function("capabilities", &npuzzle::capabilitiesJson);
  function("checkBoard", &npuzzle::checkBoardJson);
  function("randomBoard", &npuzzle::randomBoardJson);
}

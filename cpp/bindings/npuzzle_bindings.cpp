// The Embind surface (types in web/wasm/npuzzle.d.ts). Kept thin on purpose: convert, call the
// core, return JSON. One coarse call per slice keeps Embind's per-call cost out of the way, and
// the JSON is the same the CLI prints. Nothing here throws: errors are JSON values.

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <string>

#include "io/json_writer.h"
#include "io/result_json.h"
#include "io/step_snapshot_json.h"
#include "solver/board_requests.h"
#include "solver/database_requests.h"
#include "solver/solver_session.h"
#include "teaching/search_stepper.h"

namespace npuzzle {
namespace {

SolveRequest makeRequest(std::string board, std::string size, std::string goal,
                         std::string algorithm, std::string heuristic) {
  SolveRequest request;
  request.board = std::move(board);
  request.size = std::move(size);
  request.goal = std::move(goal);
  request.algorithm = std::move(algorithm);
  request.heuristic = std::move(heuristic);
  return request;
}

class WasmSolverSession {
 public:
  std::string start(std::string board, std::string size, std::string goal, std::string algorithm,
                    std::string heuristic, double weight, double maxMemoryMB) {
    SolveRequest request = makeRequest(std::move(board), std::move(size), std::move(goal),
                                       std::move(algorithm), std::move(heuristic));
    request.weight = weight;
    // Anything outside the session's range stays outside it (NaN, negatives, fractions below 1
    // become 0; huge numbers, whose conversion would be undefined, the largest count), so the
    // session refuses it with the range in the message.
    request.maxMemoryMB = !std::isfinite(maxMemoryMB) || maxMemoryMB < 1 ? 0
                          : maxMemoryMB >= 1e18                          ? UINT64_MAX
                                                : static_cast<uint64_t>(maxMemoryMB);
    SolveStatus status = session_.start(request);
    return status == SolveStatus::Running ? progressJson(session_)
                                          : resultJson(session_.result(), true);
  }

  // A SearchProgress while the search runs or once it ended; before any start() the error
  // result ({"status":"error","error":...}), which has no progress to report.
  std::string step(double budget) {
    uint64_t expansions =
        std::isfinite(budget) && budget >= 1 ? static_cast<uint64_t>(std::min(budget, 9e15)) : 1;
    if (session_.step(expansions) == SolveStatus::Error) return resultJson(session_.result(), true);
    return progressJson(session_);
  }

  std::string result() const { return resultJson(session_.result(), true); }

 private:
  SolverSession session_;
};

// {"databases":[{"name","entries","ready"}]}: what solving this request needs.
std::string patternDatabasesFor(std::string board, std::string size, std::string goal,
                                std::string algorithm, std::string heuristic) {
  JsonWriter json;
  json.beginObject().key("databases").beginArray();
  for (const DatabaseNeed& need :
       databasesFor(makeRequest(board, size, goal, algorithm, heuristic))) {
    json.beginObject();
    json.key("name").value(need.name);
    json.key("entries").value(static_cast<int64_t>(need.entries));
    json.key("ready").value(need.ready);
    json.endObject();
  }
  json.endArray().endObject();
  return json.str();
}

// Builds what patternDatabasesFor() lists as not ready, calling onProgress(fraction) as it goes
// (synchronously: the worker posts the messages, the page's thread is never involved).
std::string buildPatternDatabases(std::string board, std::string size, std::string goal,
                                  std::string algorithm, std::string heuristic,
                                  emscripten::val onProgress) {
  auto built = buildDatabasesFor(makeRequest(board, size, goal, algorithm, heuristic),
                                 [&onProgress](double fraction) { onProgress(fraction); });
  JsonWriter json;
  json.beginObject();
  if (!built) {
    json.key("status").value("error").key("error").value(built.error());
  } else {
    json.key("status").value("ok").key("built").beginArray();
    for (const std::string& name : *built) json.value(name);
    json.endArray();
  }
  json.endObject();
  return json.str();
}

// A copy of the named database's bytes (pattern_database_format.h), or null.
emscripten::val exportPatternDatabase(std::string name) {
  auto bytes = exportDatabase(name);
  if (!bytes) return emscripten::val::null();
  emscripten::val view(emscripten::typed_memory_view(bytes->size(), bytes->data()));
  return emscripten::val::global("Uint8Array").new_(view);  // copies out of the wasm heap
}

// {"status":"ok","name"} or {"status":"invalid","error"} for bytes that fail the format's checks
// or the table's verification. Only a Uint8Array whose declared length a stored database can
// have is copied in: the length is judged first (converting {length: 1e9} took 76 s).
std::string importPatternDatabase(emscripten::val bytes) {
  Expected<std::string> name = Error{"pattern database: expected the bytes as a Uint8Array"};
  if (bytes.instanceof (emscripten::val::global("Uint8Array"))) {
    if (auto size = checkImportLength(bytes["length"].as<double>()); !size) {
      name = Error{size.error()};
    } else {
      std::vector<uint8_t> data = emscripten::convertJSArrayToNumberVector<uint8_t>(bytes);
      name = importDatabase(data.data(), data.size());
    }
  }
  JsonWriter json;
  json.beginObject();
  if (name)
    json.key("status").value("ok").key("name").value(*name);
  else
    json.key("status").value("invalid").key("error").value(name.error());
  json.endObject();
  return json.str();
}
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

// capabilities() plus the memory budgets a solve accepts, "minMemoryMB":1,"maxMemoryMB":2048,
// so the page can offer (and check) exactly that range.
std::string capabilitiesWithMemoryJson() {
  std::string json = capabilitiesJson();  // one object: add members before its closing brace
  json.pop_back();
  return json + ",\"minMemoryMB\":" + std::to_string(kMinMemoryMB) +
         ",\"maxMemoryMB\":" + std::to_string(kMaxMemoryMB) + "}";
}

std::string checkBoardJson(std::string board, std::string size, std::string goal) {
  return checkJson(checkBoard(board, size, goal));
}

std::string randomBoardJson(std::string size, std::string goal, double walk, double seed) {
  int steps = std::isfinite(walk) && walk > 0 ? static_cast<int>(std::min(walk, 1e7)) : 0;
  uint64_t s = std::isfinite(seed) && seed >= 0 ? static_cast<uint64_t>(std::min(seed, 9e15)) : 0;
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
  function("capabilities", &npuzzle::capabilitiesWithMemoryJson);
  function("checkBoard", &npuzzle::checkBoardJson);
  function("randomBoard", &npuzzle::randomBoardJson);
  function("patternDatabasesFor", &npuzzle::patternDatabasesFor);
  function("buildPatternDatabases", &npuzzle::buildPatternDatabases);
  function("exportPatternDatabase", &npuzzle::exportPatternDatabase);
  function("importPatternDatabase", &npuzzle::importPatternDatabase);
}

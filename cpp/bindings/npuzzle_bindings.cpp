// The Embind surface (types in web/wasm/npuzzle.d.ts). Kept thin on purpose: convert, call the
// core, return its JSON. One coarse call per slice keeps Embind's per-call cost out of the way,
// and the JSON is the same the CLI prints. Nothing here throws: errors are values. The requests
// are read and checked in request_readers.h.

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "bindings/request_readers.h"
#include "io/capabilities_json.h"
#include "io/database_json.h"
#include "io/experiment_json.h"
#include "io/heuristic_explanation_json.h"
#include "io/json_writer.h"
#include "io/message_json.h"
#include "io/plan_json.h"
#include "io/result_json.h"
#include "io/step_snapshot_json.h"
#include "io/verify_json.h"
#include "lab/experiment.h"
#include "lab/heuristic_explanation.h"
#include "lab/search_stepper.h"
#include "solver/board_requests.h"
#include "solver/database_requests.h"
#include "solver/solver_session.h"
#include "solver/verify_request.h"

namespace npuzzle {
namespace {

using emscripten::val;

// The answer (SolveResult or StepSnapshot) to a value that is not a request: "invalid", naming
// the field; kept until the next start() so that step() and result() give it too.
template <class Answer>
Answer invalidAnswer(const Error& error) {
  Answer answer;
  answer.status = Status::Invalid;
  answer.error = error.message;
  answer.errorDetail = error.detail;
  return answer;
}

class WasmSolverSession {
 public:
  // A SearchProgress while the search runs, else the final SolveResult.
  std::string start(const val& value) {
    auto request = readRequest<SolveRequest>(value);
    if (!request) {
      refused_ = invalidAnswer<SolveResult>(request.failure());
      return result();
    }
    refused_.reset();
    Status status = session_.start(*request);
    return status == Status::Running ? progressJson(session_) : result();
  }

  // A SearchProgress while the search runs or once it ended; before any start() the error
  // result ({"status":"error","error":...}), which has no progress to report.
  std::string step(double budget) {
    if (refused_) return result();
    if (session_.step(countOr(budget, 1)) == Status::Error) return result();
    return progressJson(session_);
  }

  std::string result() const { return resultJson(refused_ ? *refused_ : session_.result(), true); }

  // Stops the search: result() then says `cancelled`, or, while auto was shortening an answer it
  // had, `solved` with that answer (stoppedEarly).
  void cancel() {
    if (!refused_) session_.cancel();
  }

 private:
  SolverSession session_;
  std::optional<SolveResult> refused_;  // a request that was not even a request
};

class WasmSearchStepper {
 public:
  std::string start(const val& value) {
    auto request = readRequest<StepRequest>(value);
    if (!request) {
      refused_ = invalidAnswer<StepSnapshot>(request.failure());
      return snapshot();
    }
    refused_.reset();
    stepper_.start(*request);
    return snapshot();
  }

  std::string step(double count) {
    if (!refused_) stepper_.step(countOr(count, 1));
    return snapshot();
  }

  std::string seek(double expansions) {
    if (!refused_) stepper_.seek(countOr(expansions, 0));
    return snapshot();
  }

  std::string snapshot() const {
    return stepSnapshotJson(refused_ ? *refused_ : stepper_.snapshot());
  }

  // The search tree's events from number `from` on (the lab's tree view asks for what it lacks).
  std::string tree(double from) const {
    return searchTreeJson(refused_ ? nullptr : stepper_.tree(), countOr(from, 0));
  }

 private:
  SearchStepper stepper_;
  std::optional<StepSnapshot> refused_;
};

// ---- Pattern databases, in two calls: what a request needs, then prepare it ----------------

// The session and the stepper resolve `auto` differently, so each asks with its own request:
// CoreRequest is SolveRequest or StepRequest.

// {"databases":[{"name","entries","ready"}]}: what this request would use (none for a request
// that is invalid in any way: the start() that follows says what is wrong).
template <class CoreRequest>
std::string patternDatabasesFor(const val& value) {
  auto request = readRequest<CoreRequest>(value);
  return databaseNeedsJson(request ? databasesFor(*request) : std::vector<DatabaseNeed>{});
}

// Imports one stored value. Only a Uint8Array whose declared length a stored database can have
// is copied in: the length is judged first (converting {length: 1e9} took 76 s).
Expected<std::string> importBytes(const val& bytes) {
  if (!bytes.instanceof (val::global("Uint8Array"))) return message("database-not-bytes");
  if (auto size = checkImportLength(bytes["length"].as<double>()); !size) return size.failure();
  std::vector<uint8_t> data = emscripten::convertJSArrayToNumberVector<uint8_t>(bytes);
  return importDatabase(std::move(data));
}

// `error`, `errorId` and `errorArgs` on an answer built as a JS object (io/message_json.h's
// fields; the arguments parsed from the same JSON the other answers carry).
void setError(val& answer, const Error& error) {
  if (!error.detail.empty()) {
    answer.set("errorId", error.detail.id);
    JsonWriter json;
    json.beginObject();
    writeError(json, "error", error);
    json.endObject();
    answer.set("errorArgs", val::global("JSON").call<val>("parse", json.str())["errorArgs"]);
  }
  answer.set("error", error.message);
}

val bytesOf(const std::vector<uint8_t>& bytes) {
  val view(emscripten::typed_memory_view(bytes.size(), bytes.data()));
  return val::global("Uint8Array").new_(view);  // copies out of the wasm heap
}

// Imports the stored tables the page has ({name: Uint8Array}, each verified: a table is used
// only if its SHA-256 is that of the table this solver builds), builds what is still missing
// (calling onProgress(fraction) as it goes, synchronously), and answers
//   {status: 'ok', imported: [name], rejected: [{name, error}], built: [{name, bytes}]}
// or {status: 'error', error, ...}: the page deletes what was rejected and stores what was built.
template <class CoreRequest>
val preparePatternDatabases(const val& value, const val& stored, const val& onProgress) {
  val answer = val::object();
  val imported = val::array(), rejected = val::array(), built = val::array();
  answer.set("status", "ok");
  answer.set("imported", imported);
  answer.set("rejected", rejected);
  answer.set("built", built);
  auto request = readRequest<CoreRequest>(value);
  if (!request) return answer;  // needs nothing; start() says what is wrong

  if (typeOf(stored) == "object") {
    std::vector<std::string> names =
        emscripten::vecFromJSArray<std::string>(val::global("Object").call<val>("keys", stored));
    for (const std::string& name : names) {
      Expected<std::string> got = importBytes(stored[name]);
      if (got && *got == name) {
        imported.call<void>("push", name);
        continue;
      }
      const Error why = got ? Error(message("database-stored-as-other",
                                            {textArg("name", name), textArg("other", *got)}))
                            : got.failure();
      val refusal = val::object();
      refusal.set("name", name);
      setError(refusal, why);
      rejected.call<void>("push", refusal);
    }
  }

  const bool reports = typeOf(onProgress) == "function";
  auto made = buildDatabasesFor(*request, [&](double fraction) {
    if (reports) onProgress(fraction);
  });
  if (!made) {
    answer.set("status", "error");
    setError(answer, made.failure());
    return answer;
  }
  for (const std::string& name : *made) {
    auto bytes = exportDatabase(name);
    if (!bytes) continue;  // one that could not be verified when read back is not kept
    val table = val::object();
    table.set("name", name);
    table.set("bytes", bytesOf(*bytes));
    built.call<void>("push", table);
  }
  return answer;
}

std::string checkBoardJson(std::string board, std::string size, std::string goal) {
  return checkJson(checkBoard(board, size, goal));
}

// The lab's explanation of h for a board (lab/heuristic_explanation.h); h* is searched for with
// at most `trueDistanceExpansions` expansions (0, NaN or negative: not at all).
std::string explainHeuristicsJson(std::string board, std::string size, std::string goal,
                                  double trueDistanceExpansions) {
  return heuristicExplanationJson(
      explainHeuristics(board, size, goal, countOr(trueDistanceExpansions, 0)));
}

std::string randomBoardJson(std::string size, std::string goal, double walk, double seed) {
  int steps = std::isfinite(walk) && walk > 0 ? static_cast<int>(std::min(walk, 1e7)) : 0;
  uint64_t s = std::isfinite(seed) && seed >= 0 ? static_cast<uint64_t>(std::min(seed, 9e15)) : 0;
  return randomJson(randomBoard(size, goal, steps, s));
}

// verifySolution({board, goal, size?, solution, letters?}): a solution a student pasted, checked
// (solver/verify_request.h). The shortest length is searched for only where the module finds it
// at once without pattern databases (up to 12 cells, A* in a few seconds); else a lower bound.
std::string verifySolutionJson(const val& value) {
  VerifyResult refused;
  refused.status = Status::Invalid;
  if (typeOf(value) != "object") {
    refused.errorDetail = message("request-not-object", {textArg("type", typeOf(value))});
    refused.error = refused.errorDetail.text;
    return verifyJson(refused);
  }
  VerifyRequest request;
  request.optimumMaxCells = 12;
  request.optimumTimeoutSeconds = 10;
  for (auto [name, field, required] : {std::tuple{"board", &request.board, true},
                                       {"solution", &request.solution, true},
                                       {"goal", &request.goal, false},
                                       {"size", &request.size, false}}) {
    const std::string type = typeOf(value[name]);
    if (type == "undefined" && !required) continue;
    if (type != "string") {
      refused.errorDetail = type == "undefined"
                                ? message("request-field-missing", {textArg("field", name)})
                                : message("request-field-type",
                                          {textArg("field", name), textArg("expected", "string"),
                                           textArg("type", type)});
      refused.error = refused.errorDetail.text;
      return verifyJson(refused);
    }
    *field = value[name].as<std::string>();
  }
  if (typeOf(value["letters"]) != "undefined") {
    const std::string letters =
        typeOf(value["letters"]) == "string" ? value["letters"].as<std::string>() : "";
    if (letters != "tile" && letters != "blank") {
      refused.errorDetail = message("verify-letters-value");
      refused.error = refused.errorDetail.text;
      return verifyJson(refused);
    }
    request.letters = letters == "tile" ? LetterMeaning::Tile : LetterMeaning::Blank;
  }
  return verifyJson(verifySolution(request));
}

class WasmExperiment {
 public:
  // The progress document while it runs, else the result (invalid: the reason, bad lines).
  std::string start(const val& value) {
    experiment_ = std::make_unique<Experiment>();
    auto request = readExperimentRequest(value);
    refusal_.reset();
    if (!request) {
      refusal_ = request.failure();
      return result();
    }
    return experiment_->start(*request) == Status::Running ? progress() : result();
  }

  std::string step(double budget) {
    if (!refusal_) experiment_->step(countOr(budget, 1));
    return progress();
  }

  void cancel() { experiment_->cancel(); }

  std::string progress() const {
    return !refusal_ ? experimentProgressJson(*experiment_) : result();
  }

  // A request that was not even a request is answered like one the experiment refused.
  std::string result() const {
    if (!refusal_) return experimentResultJson(*experiment_);
    JsonWriter json;
    json.beginObject();
    json.key("status").value(statusName(Status::Invalid));
    writeError(json, "error", *refusal_);
    json.key("lineErrors").beginArray().endArray();
    json.endObject();
    return json.str();
  }

 private:
  std::unique_ptr<Experiment> experiment_ = std::make_unique<Experiment>();
  std::optional<Error> refusal_;
};

// What the core would run for this request: the solve's searches and step mode's (io/plan_json.h),
// each planned by its own planner, so the page's words about `auto` say what actually runs.
std::string planJsonOf(const val& value) {
  auto solveRequest = readRequest<SolveRequest>(value);
  if (!solveRequest) {
    JsonWriter json;
    json.beginObject().key("status").value(statusName(Status::Invalid));
    writeError(json, "error", solveRequest.failure());
    json.endObject();
    return json.str();
  }
  auto stepRequest = readRequest<StepRequest>(value);
  return planJson(planSolve(*solveRequest), stepRequest ? planStep(*stepRequest) : StepPlan{});
}

std::string boardsAtDepthJsonOf(const val& value) {
  auto request = readExperimentRequest(value);
  if (!request) {
    JsonWriter json;
    json.beginObject().key("status").value(statusName(Status::Invalid));
    writeError(json, "error", request.failure());
    json.endObject();
    return json.str();
  }
  return boardsAtDepthJson(*request);
}

}  // namespace
}  // namespace npuzzle

EMSCRIPTEN_BINDINGS(npuzzle) {
  using namespace emscripten;
  class_<npuzzle::WasmSolverSession>("SolverSession")
      .constructor<>()
      .function("start", &npuzzle::WasmSolverSession::start)
      .function("step", &npuzzle::WasmSolverSession::step)
      .function("result", &npuzzle::WasmSolverSession::result)
      .function("cancel", &npuzzle::WasmSolverSession::cancel)
      .class_function("patternDatabasesFor", &npuzzle::patternDatabasesFor<npuzzle::SolveRequest>)
      .class_function("preparePatternDatabases",
                      &npuzzle::preparePatternDatabases<npuzzle::SolveRequest>);
  class_<npuzzle::WasmSearchStepper>("SearchStepper")
      .constructor<>()
      .function("start", &npuzzle::WasmSearchStepper::start)
      .function("step", &npuzzle::WasmSearchStepper::step)
      .function("seek", &npuzzle::WasmSearchStepper::seek)
      .function("snapshot", &npuzzle::WasmSearchStepper::snapshot)
      .function("tree", &npuzzle::WasmSearchStepper::tree)
      .class_function("patternDatabasesFor", &npuzzle::patternDatabasesFor<npuzzle::StepRequest>)
      .class_function("preparePatternDatabases",
                      &npuzzle::preparePatternDatabases<npuzzle::StepRequest>);
  function("capabilities", &npuzzle::capabilitiesJson);
  function("checkBoard", &npuzzle::checkBoardJson);
  function("randomBoard", &npuzzle::randomBoardJson);
  function("explainHeuristics", &npuzzle::explainHeuristicsJson);
  class_<npuzzle::WasmExperiment>("Experiment")
      .constructor<>()
      .function("start", &npuzzle::WasmExperiment::start)
      .function("step", &npuzzle::WasmExperiment::step)
      .function("cancel", &npuzzle::WasmExperiment::cancel)
      .function("progress", &npuzzle::WasmExperiment::progress)
      .function("result", &npuzzle::WasmExperiment::result);
  function("boardsAtDepth", &npuzzle::boardsAtDepthJsonOf);
  function("verifySolution", &npuzzle::verifySolutionJson);
  function("plan", &npuzzle::planJsonOf);
}

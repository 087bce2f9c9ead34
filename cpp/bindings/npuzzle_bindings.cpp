// The Embind surface (types in web/wasm/npuzzle.d.ts). Kept thin on purpose: convert, call the
// core, return its JSON. One coarse call per slice keeps Embind's per-call cost out of the way,
// and the JSON is the same the CLI prints. Nothing here throws: errors are values.

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/input_excerpt.h"
#include "io/capabilities_json.h"
#include "io/database_json.h"
#include "io/experiment_json.h"
#include "io/heuristic_explanation_json.h"
#include "io/json_writer.h"
#include "io/message_json.h"
#include "io/result_json.h"
#include "io/step_snapshot_json.h"
#include "lab/experiment.h"
#include "lab/heuristic_explanation.h"
#include "lab/search_stepper.h"
#include "solver/board_requests.h"
#include "solver/database_requests.h"
#include "solver/solver_session.h"

namespace npuzzle {
namespace {

using emscripten::val;

// The one request of every call that names a problem (value_object "Request" in the .d.ts): a
// solve uses all but openLimit, step mode all but maxMemoryMB.
struct Request {
  std::string board, size, goal, algorithm, heuristic;
  double weight = 1, maxMemoryMB = 0, openLimit = 0;
  // Optional, a solve's only (the lab's consistency view): A* without re-opening, and the
  // f-contours and h along the path in the result. Read by hand: Embind would demand them.
  bool reopen = true, details = false;
  // Optional, a solve's only: the 15-puzzle's "standard" or "large" pattern databases, and the
  // page's search team's share of IDA*'s tree (shareIndex of shareCount).
  DatabaseSize databases = DatabaseSize::Standard;
  double shareIndex = 0, shareCount = 1;
};

struct RequestField {
  const char* name;
  const char* type;  // what `typeof` must say
};
constexpr RequestField kRequestFields[] = {
    {"board", "string"},       {"size", "string"},      {"goal", "string"},
    {"algorithm", "string"},   {"heuristic", "string"}, {"weight", "number"},
    {"maxMemoryMB", "number"}, {"openLimit", "number"},
};

std::string typeOf(const val& value) {
  return value.isNull() ? "null" : value.typeOf().as<std::string>();
}

// Embind 3.1.6 converts a value_object by throwing on a missing field (TypeError "Missing
// field") and on a non-string for a std::string (BindingError); in the worker such a throw
// reads as a broken module. So the request arrives as a plain value, is checked field by field
// here, and only then converted: a bad request is an "invalid" answer naming the field.
Expected<Request> readRequest(const val& value) {
  if (typeOf(value) != "object")
    return message("request-not-object", {textArg("type", typeOf(value))});
  for (const RequestField& field : kRequestFields) {
    std::string type = typeOf(value[field.name]);
    if (type == "undefined")
      return message("request-field-missing", {textArg("field", field.name)});
    if (type != field.type)
      return message(
          "request-field-type",
          {textArg("field", field.name), textArg("expected", field.type), textArg("type", type)});
  }
  Request request = value.as<Request>();
  for (auto [name, flag] : {std::pair{"reopen", &request.reopen}, {"details", &request.details}}) {
    const std::string type = typeOf(value[name]);
    if (type == "undefined") continue;
    if (type != "boolean")
      return message("request-field-type", {textArg("field", name), textArg("expected", "boolean"),
                                            textArg("type", type)});
    *flag = value[name].as<bool>();
  }
  for (auto [name, number] :
       {std::pair{"shareIndex", &request.shareIndex}, {"shareCount", &request.shareCount}}) {
    const std::string type = typeOf(value[name]);
    if (type == "undefined") continue;
    if (type != "number")
      return message("request-field-type", {textArg("field", name), textArg("expected", "number"),
                                            textArg("type", type)});
    *number = value[name].as<double>();
  }
  const std::string databasesType = typeOf(value["databases"]);
  if (databasesType != "undefined") {
    const std::string size = databasesType == "string" ? value["databases"].as<std::string>() : "";
    if (size == "large")
      request.databases = DatabaseSize::Large;
    else if (size != "standard")
      return message("request-databases", {textArg("value", inputExcerpt(size))});
  }
  return request;
}

// A JS number as a count: NaN, negatives and fractions below 1 become `fallback`.
uint64_t countOr(double n, uint64_t fallback) {
  return std::isfinite(n) && n >= 1 ? static_cast<uint64_t>(std::min(n, 9e15)) : fallback;
}

template <class CoreRequest>
CoreRequest coreRequest(const Request& r);

// The fields a solve and a step request share.
template <class CoreRequest>
CoreRequest sharedFields(const Request& r) {
  CoreRequest request;
  request.board = r.board;
  request.size = r.size;
  request.goal = r.goal;
  request.algorithm = r.algorithm;
  request.heuristic = r.heuristic;
  request.weight = r.weight;
  return request;
}

template <>
SolveRequest coreRequest<SolveRequest>(const Request& r) {
  auto request = sharedFields<SolveRequest>(r);
  request.reopen = r.reopen;
  request.details = r.details;
  // Anything outside the session's range stays outside it (NaN, negatives, fractions below 1
  // become 0; huge numbers, whose conversion would be undefined, the largest count), so the
  // session refuses it with the range in the message.
  request.databases = r.databases;
  // A share outside the session's range stays outside it (NaN and fractions become the
  // largest count), so the plan refuses it naming the range.
  auto shareNumber = [](double n) {
    return std::isfinite(n) && n >= 0 && n <= kMaxTeamMembers && n == std::floor(n)
               ? static_cast<unsigned>(n)
               : kMaxTeamMembers + 1;
  };
  request.share = TreeShare{shareNumber(r.shareIndex), shareNumber(r.shareCount)};
  request.maxMemoryMB = !std::isfinite(r.maxMemoryMB) || r.maxMemoryMB < 1 ? 0
                        : r.maxMemoryMB >= 1e18                            ? UINT64_MAX
                                                : static_cast<uint64_t>(r.maxMemoryMB);
  return request;
}

template <>
StepRequest coreRequest<StepRequest>(const Request& r) {
  auto request = sharedFields<StepRequest>(r);
  request.openLimit = static_cast<size_t>(countOr(r.openLimit, 0));
  return request;
}

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
    auto request = readRequest(value);
    if (!request) {
      refused_ = invalidAnswer<SolveResult>(request.failure());
      return result();
    }
    refused_.reset();
    Status status = session_.start(coreRequest<SolveRequest>(*request));
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

 private:
  SolverSession session_;
  std::optional<SolveResult> refused_;  // a request that was not even a request
};

class WasmSearchStepper {
 public:
  std::string start(const val& value) {
    auto request = readRequest(value);
    if (!request) {
      refused_ = invalidAnswer<StepSnapshot>(request.failure());
      return snapshot();
    }
    refused_.reset();
    stepper_.start(coreRequest<StepRequest>(*request));
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
  auto request = readRequest(value);
  return databaseNeedsJson(request ? databasesFor(coreRequest<CoreRequest>(*request))
                                   : std::vector<DatabaseNeed>{});
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
  auto request = readRequest(value);
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
  auto made = buildDatabasesFor(coreRequest<CoreRequest>(*request), [&](double fraction) {
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

// ---- The lab's experiments (lab/experiment.h) ------------------------------------------------

// An experiment request, read field by field as readRequest() does, so a malformed one is an
// "invalid" answer naming the field. Fields left out keep ExperimentRequest's defaults.
Expected<ExperimentRequest> readExperimentRequest(const val& value) {
  if (typeOf(value) != "object")
    return message("experiment-request-not-object", {textArg("type", typeOf(value))});
  ExperimentRequest request;
  for (auto [name, field] : {std::pair{"size", &request.size}, std::pair{"goal", &request.goal},
                             std::pair{"boards", &request.boards}}) {
    std::string type = typeOf(value[name]);
    if (type == "undefined") continue;
    if (type != "string")
      return message(
          "experiment-field-type",
          {textArg("field", name), textArg("expected", "string"), textArg("type", type)});
    *field = value[name].as<std::string>();
  }
  auto number = [&](const char* name, double fallback) -> Expected<double> {
    std::string type = typeOf(value[name]);
    if (type == "undefined") return fallback;
    if (type != "number")
      return message(
          "experiment-field-type",
          {textArg("field", name), textArg("expected", "number"), textArg("type", type)});
    return value[name].as<double>();
  };
  auto perDepth = number("perDepth", request.perDepth);
  auto seed = number("seed", 1);
  auto depthCap = number("depthCap", request.depthCap);
  auto maxGenerated = number("maxGenerated", static_cast<double>(request.maxGenerated));
  for (const auto* n : {&perDepth, &seed, &depthCap, &maxGenerated})
    if (!*n) return n->failure();
  // Out-of-range numbers stay out of range (the experiment names the range), never undefined.
  auto clampInt = [](double n) {
    return std::isfinite(n) ? static_cast<int>(std::max(-1.0, std::min(n, 1e6))) : -1;
  };
  request.perDepth = clampInt(*perDepth);
  request.depthCap = clampInt(*depthCap);
  request.seed =
      static_cast<uint64_t>(std::isfinite(*seed) && *seed >= 0 ? std::min(*seed, 9e15) : 0);
  request.maxGenerated = countOr(*maxGenerated, 0);
  if (typeOf(value["depths"]) != "undefined") {
    if (!value["depths"].isArray()) return message("experiment-depths-type");
    const int length = value["depths"]["length"].as<int>();
    if (length > 1000) return message("experiment-depths-count");
    for (int i = 0; i < length; ++i) {
      val depth = value["depths"][i];
      if (typeOf(depth) != "number") return message("experiment-depths-type");
      request.depths.push_back(clampInt(depth.as<double>()));
    }
  }
  if (typeOf(value["searches"]) != "undefined") {
    if (!value["searches"].isArray()) return message("experiment-searches-type");
    const int length = std::min(value["searches"]["length"].as<int>(), 100);
    for (int i = 0; i < length; ++i) {
      val search = value["searches"][i];
      if (typeOf(search) != "string") return message("experiment-searches-type");
      request.searches.push_back(search.as<std::string>());
    }
  }
  return request;
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
  value_object<npuzzle::Request>("Request")
      .field("board", &npuzzle::Request::board)
      .field("size", &npuzzle::Request::size)
      .field("goal", &npuzzle::Request::goal)
      .field("algorithm", &npuzzle::Request::algorithm)
      .field("heuristic", &npuzzle::Request::heuristic)
      .field("weight", &npuzzle::Request::weight)
      .field("maxMemoryMB", &npuzzle::Request::maxMemoryMB)
      .field("openLimit", &npuzzle::Request::openLimit);
  class_<npuzzle::WasmSolverSession>("SolverSession")
      .constructor<>()
      .function("start", &npuzzle::WasmSolverSession::start)
      .function("step", &npuzzle::WasmSolverSession::step)
      .function("result", &npuzzle::WasmSolverSession::result)
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
}

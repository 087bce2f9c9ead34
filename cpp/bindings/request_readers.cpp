// The requests of the Embind surface (request_readers.h), read and checked field by field before
// anything is converted, and turned into the core's requests.

#include "bindings/request_readers.h"

#include <emscripten/bind.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/input_excerpt.h"
#include "pdb/pattern_partition.h"

namespace npuzzle {

using emscripten::val;

std::string typeOf(const val& value) {
  return value.isNull() ? "null" : value.typeOf().as<std::string>();
}

// A JS number as a count: NaN, negatives and fractions below 1 become `fallback`.
uint64_t countOr(double n, uint64_t fallback) {
  return std::isfinite(n) && n >= 1 ? static_cast<uint64_t>(std::min(n, 9e15)) : fallback;
}

namespace {

// The one request of every call that names a problem (value_object "Request" in the .d.ts): a
// solve uses all but openLimit, step mode all but maxMemoryMB.
struct Request {
  std::string board, size, goal, algorithm, heuristic;
  double weight = 1, maxMemoryMB = 0, openLimit = 0;
  // Optional, a solve's only (the lab's consistency view): A* without re-opening, and the
  // f-contours and h along the path in the result. Read by hand: Embind would demand them.
  bool reopen = true, details = false;
  // Optional, a solve's only: the 15-puzzle's "standard", "large" or "quick" pattern databases, and
  // the page's search team's share of IDA*'s tree (shareIndex of shareCount).
  DatabaseSize databases = DatabaseSize::Standard;
  double shareIndex = 0, shareCount = 1;
  // Optional, a solve's only: depth-limited DFS's limit (`dfs`; the others ignore it).
  double depthLimit = kDefaultDepthLimit;
  // Optional, a solve's only: "stm" (left out) or "mtm", checked by the plan (unknown-metric).
  std::string metric = "stm";
  // Optional, a solve's only: count every optimal solution, listing solutionLimit of them
  // (docs/contracts.md §3; --all-optimal and --limit).
  bool allOptimal = false;
  double solutionLimit = kDefaultSolutionLimit;
  // Optional, a solve's only: auto's time to shorten its answer (0, left out: the default).
  double thinkSeconds = 0;
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

// Embind 3.1.6 converts a value_object by throwing on a missing field (TypeError "Missing
// field") and on a non-string for a std::string (BindingError); in the worker such a throw
// reads as a broken module. So the request arrives as a plain value, is checked field by field
// here, and only then converted: a bad request is an "invalid" answer naming the field.
Expected<Request> readPlainRequest(const val& value) {
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
  for (auto [name, flag] : {std::pair{"reopen", &request.reopen},
                            {"details", &request.details},
                            {"allOptimal", &request.allOptimal}}) {
    const std::string type = typeOf(value[name]);
    if (type == "undefined") continue;
    if (type != "boolean")
      return message("request-field-type", {textArg("field", name), textArg("expected", "boolean"),
                                            textArg("type", type)});
    *flag = value[name].as<bool>();
  }
  for (auto [name, number] : {std::pair{"shareIndex", &request.shareIndex},
                              {"shareCount", &request.shareCount},
                              {"depthLimit", &request.depthLimit},
                              {"solutionLimit", &request.solutionLimit},
                              {"thinkSeconds", &request.thinkSeconds}}) {
    const std::string type = typeOf(value[name]);
    if (type == "undefined") continue;
    if (type != "number")
      return message("request-field-type", {textArg("field", name), textArg("expected", "number"),
                                            textArg("type", type)});
    *number = value[name].as<double>();
  }
  const std::string metricType = typeOf(value["metric"]);
  if (metricType != "undefined") {
    if (metricType != "string")
      return message(
          "request-field-type",
          {textArg("field", "metric"), textArg("expected", "string"), textArg("type", metricType)});
    request.metric = value["metric"].as<std::string>();
  }
  const std::string databasesType = typeOf(value["databases"]);
  if (databasesType != "undefined") {
    const std::string size = databasesType == "string" ? value["databases"].as<std::string>() : "";
    if (size == "large")
      request.databases = DatabaseSize::Large;
    else if (size == "quick")
      request.databases = DatabaseSize::Quick;
    else if (size != "standard")
      return message("request-databases", {textArg("value", inputExcerpt(size))});
  }
  return request;
}

template <class CoreRequest>
CoreRequest coreRequest(const Request& r);

// A limit that is no whole number in range becomes one just outside it: refused, as the CLI's.
int depthLimitOf(const Request& r) {
  return std::isfinite(r.depthLimit) && r.depthLimit >= kMinDepthLimit &&
                 r.depthLimit <= kMaxDepthLimit && r.depthLimit == std::floor(r.depthLimit)
             ? static_cast<int>(r.depthLimit)
             : kMaxDepthLimit + 1;
}

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
  request.databases = r.databases;
  // A share outside the session's range stays outside it (NaN and fractions become the
  // largest count), so the plan refuses it naming the range.
  auto shareNumber = [](double n) {
    return std::isfinite(n) && n >= 0 && n <= kMaxTeamMembers && n == std::floor(n)
               ? static_cast<unsigned>(n)
               : kMaxTeamMembers + 1;
  };
  request.share = TreeShare{shareNumber(r.shareIndex), shareNumber(r.shareCount)};
  request.depthLimit = depthLimitOf(r);
  request.metric = r.metric;
  request.allOptimal = r.allOptimal;
  // NaN is no time at all: refused by the plan, naming the range, as any number outside it.
  request.thinkSeconds = std::isfinite(r.thinkSeconds) ? r.thinkSeconds : -1;
  // A limit that is no whole number in range becomes one just outside it: refused, naming it.
  request.solutionLimit = std::isfinite(r.solutionLimit) && r.solutionLimit >= kMinSolutionLimit &&
                                  r.solutionLimit <= kMaxSolutionLimit &&
                                  r.solutionLimit == std::floor(r.solutionLimit)
                              ? static_cast<uint64_t>(r.solutionLimit)
                              : kMaxSolutionLimit + 1;
  // Anything outside the session's range stays outside it (NaN, negatives, fractions below 1
  // become 0; huge numbers, whose conversion would be undefined, the largest count), so the
  // session refuses it with the range in the message.
  request.maxMemoryMB = !std::isfinite(r.maxMemoryMB) || r.maxMemoryMB < 1 ? 0
                        : r.maxMemoryMB >= 1e18                            ? UINT64_MAX
                                                : static_cast<uint64_t>(r.maxMemoryMB);
  return request;
}

template <>
StepRequest coreRequest<StepRequest>(const Request& r) {
  auto request = sharedFields<StepRequest>(r);
  request.openLimit = static_cast<size_t>(countOr(r.openLimit, 0));
  request.depthLimit = depthLimitOf(r);
  return request;
}

template <class CoreRequest>
Expected<CoreRequest> readCoreRequest(const val& value) {
  auto request = readPlainRequest(value);
  if (!request) return request.failure();
  return coreRequest<CoreRequest>(*request);
}

}  // namespace

template <>
Expected<SolveRequest> readRequest<SolveRequest>(const val& value) {
  return readCoreRequest<SolveRequest>(value);
}

template <>
Expected<StepRequest> readRequest<StepRequest>(const val& value) {
  return readCoreRequest<StepRequest>(value);
}

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

}  // namespace npuzzle

// Registered here, beside the struct it fills: readPlainRequest converts a checked value with it.
EMSCRIPTEN_BINDINGS(npuzzle_request) {
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
}

#include "io/capabilities_json.h"

#include "core/message.h"
#include "core/status.h"
#include "heuristics/heuristic.h"
#include "io/json_writer.h"
#include "plan/algorithm_catalog.h"
#include "plan/solve_plan.h"

namespace npuzzle {
namespace {

void writeAlgorithms(JsonWriter& json) {
  json.key("algorithms").beginArray();
  for (const AlgorithmInfo& a : algorithmCatalog()) {
    json.beginObject();
    json.key("id").value(a.id).key("label").value(a.label).key("shortLabel").value(a.shortLabel);
    json.key("optimal").value(a.optimal);
    json.key("usesHeuristic").value(a.usesHeuristic).key("usesWeight").value(a.usesWeight);
    json.key("steppable").value(a.steppable);
    // Request.depthLimit is read by the depth-limited search alone (plan/solve_plan.cpp).
    json.key("usesDepthLimit").value(a.family == SearchFamily::DepthLimited);
    json.endObject();
  }
  json.endArray();
}

void writeHeuristics(JsonWriter& json) {
  json.key("heuristics").beginArray();
  // `auto` first: what the plan picks (plan/auto_policy.h) — pattern databases up to 16 cells.
  json.beginObject();
  json.key("id").value("auto").key("label").value("Automatic (the strongest that fits)");
  json.key("admissible").value(true).key("maxCells").value(kMaxCells);
  json.endObject();
  for (const HeuristicInfo& h : heuristicCatalog()) {
    json.beginObject();
    json.key("id").value(h.id).key("label").value(h.label).key("admissible").value(h.admissible);
    json.key("maxCells").value(h.interactiveMaxCells);
    json.endObject();
  }
  json.endArray();
  // Only the lab's consistency view runs these (heuristics/heuristic.h: labHeuristics()).
  json.key("labHeuristics").beginArray();
  for (const HeuristicInfo& h : labHeuristics()) {
    json.beginObject();
    json.key("id").value(h.id).key("label").value(h.label).key("admissible").value(h.admissible);
    json.endObject();
  }
  json.endArray();
}

}  // namespace

std::string capabilitiesJson() {
  JsonWriter json;
  json.beginObject();
  writeAlgorithms(json);
  writeHeuristics(json);
  json.key("limits").beginObject().key("minSide").value(kMinSide).key("maxCells").value(kMaxCells);
  json.endObject();
  // Whole numbers, so written as integers (1, not 1.00).
  json.key("weight").beginObject();
  json.key("min").value(static_cast<int64_t>(kWeightRange.min));
  json.key("max").value(static_cast<int64_t>(kWeightRange.max));
  json.key("default").value(static_cast<int64_t>(kWeightRange.defaultWeight));
  json.endObject();
  json.key("memoryMB").beginObject();
  json.key("min").value(kMinMemoryMB).key("max").value(kMaxMemoryMB);
  json.key("default").value(kPageDefaultMemoryMB);
  json.endObject();
  json.key("minMemoryMB").value(kMinMemoryMB).key("maxMemoryMB").value(kMaxMemoryMB);
  // Depth-limited DFS's limit (Request.depthLimit): the page's field takes its range from here.
  json.key("depthLimit").beginObject();
  json.key("min").value(kMinDepthLimit).key("max").value(kMaxDepthLimit);
  json.key("default").value(kDefaultDepthLimit);
  json.endObject();
  // What `auto` promises, for the page's sentence about it (plan/auto_policy.h); above
  // optimalUpToCells it shortens its answer, for the default budget or `thinkSeconds`.
  json.key("auto").beginObject().key("optimalUpToCells").value(kAutoOptimalCells).endObject();
  json.key("thinkSeconds").beginObject();
  json.key("min").value(static_cast<int64_t>(kThinkRange.min));
  json.key("max").value(static_cast<int64_t>(kThinkRange.max));
  json.endObject();
  json.key("statuses").beginArray();
  for (Status status : kResultStatuses) json.value(statusName(status));
  json.endArray();
  // Every sentence for people the solver can send, by id (core/message.h): its English template,
  // or {one, other} where a count changes the words. A front end's catalogs need each id.
  json.key("messages").beginObject();
  for (const MessageTemplate& t : messageTemplates()) {
    json.key(t.id);
    if (t.one)
      json.beginObject().key("one").value(t.one).key("other").value(t.other).endObject();
    else
      json.value(t.other);
  }
  json.endObject();
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

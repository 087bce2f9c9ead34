#include "io/plan_json.h"

#include "core/status.h"
#include "heuristics/heuristic.h"
#include "io/json_writer.h"
#include "io/message_json.h"
#include "plan/algorithm_catalog.h"

namespace npuzzle {

std::string planJson(const SolvePlan& solve, const StepPlan& step) {
  JsonWriter json;
  json.beginObject();
  if (solve.stages.empty()) {
    json.key("status").value(statusName(solve.status));
    writeError(json, "error", solve.failure());
    json.endObject();
    return json.str();
  }
  json.key("status").value("ok");
  json.key("solve").beginObject().key("stages").beginArray();
  for (const SearchStage& stage : solve.stages) {
    const AlgorithmInfo& algorithm = algorithmInfo(stage.algorithm);
    json.beginObject();
    json.key("algorithm").value(algorithm.id);
    json.key("method").value(searchMethodId(stage.algorithm, stage.heuristic));
    json.key("heuristic").value(heuristicInfo(stage.heuristic).id);
    json.key("weight").value(algorithm.usesWeight ? stage.weight : 1.0, 2);
    json.endObject();
  }
  json.endArray();
  json.key("improves").value(solve.improveExpansions > 0 || !solve.tightening.weights.empty());
  json.endObject();
  if (step.algorithm && step.heuristic && step.status == Status::Running) {
    json.key("step").beginObject();
    json.key("algorithm").value(step.algorithm->id).key("heuristic").value(step.heuristic->id);
    json.endObject();
  }
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

#include "io/step_snapshot_json.h"

#include "io/json_writer.h"

namespace npuzzle {
namespace {

void writeMoves(JsonWriter& json, const char* movesKey, const std::vector<SolutionStep>& steps) {
  json.key(movesKey).beginArray();
  for (const SolutionStep& step : steps) json.value(static_cast<int64_t>(step.tile));
  json.endArray();
  std::string directions;
  for (const SolutionStep& step : steps) directions += directionLetter(step.direction);
  json.key("directions").value(directions);
}

void writeNodeFields(JsonWriter& json, const StepNode& node) {
  json.key("board").array(node.tiles);
  json.key("g").value(node.g).key("h").value(node.h).key("f").value(node.f);
}

}  // namespace

std::string stepSnapshotJson(const StepSnapshot& s) {
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(s.status));
  if (!s.error.empty()) json.key("error").value(s.error);
  if (!s.algorithm.empty()) {
    json.key("algorithm").value(s.algorithm);
    json.key("weight").value(s.weight, 2);
    json.key("gWeight").value(static_cast<int64_t>(s.gWeight));
    json.key("hWeight").value(static_cast<int64_t>(s.hWeight));
    json.key("fFormula").value(s.fFormula);
  }
  if (!s.heuristic.empty()) json.key("heuristic").value(s.heuristic);
  if (s.board) {
    json.key("width").value(s.board->geometry.width);
    json.key("height").value(s.board->geometry.height);
    json.key("board").array(s.board->tiles);
  }
  if (s.goal) json.key("goal").array(s.goal->tiles);
  if (s.started) {
    const StepView& v = s.view;
    json.key("expanded").value(s.stats.expanded);
    json.key("generated").value(s.stats.generated);
    json.key("openSize").value(v.openSize);
    json.key("openStale").value(v.openStale);
    json.key("closedSize").value(v.closedSize);
    json.key("maxFrontier").value(s.stats.maxFrontier);
    json.key("fBound").value(v.fBound);
    if (v.idaPath) json.key("thresholds").array(v.thresholds);
    json.key("current");
    if (v.current) {
      json.beginObject();
      writeNodeFields(json, *v.current);
      writeMoves(json, "path", v.currentPath);
      json.endObject();
    } else {
      json.null();
    }
    json.key("openKind").value(v.idaPath ? "ida-path" : "open-list");
    json.key("open").beginArray();
    for (const StepNode& node : v.open) {
      json.beginObject();
      writeNodeFields(json, node);
      json.key("order").value(node.order);
      if (v.idaPath) json.key("expanded").value(node.expanded);
      json.endObject();
    }
    json.endArray();
    json.key("tieBreak").value(v.tieBreak);
  }
  if (s.status == Status::Solved) {
    json.key("solution").beginObject();
    json.key("length").value(static_cast<int64_t>(s.solution.size()));
    writeMoves(json, "moves", s.solution);
    json.endObject();
    json.key("optimal").value(s.optimal);
  }
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

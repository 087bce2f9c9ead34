#include "io/experiment_json.h"

#include "core/board_parser.h"
#include "core/boards_at_depth.h"
#include "io/json_writer.h"
#include "io/message_json.h"

namespace npuzzle {

std::string experimentProgressJson(const Experiment& experiment) {
  ExperimentProgress progress = experiment.progress();
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(experiment.status()));
  json.key("done").value(static_cast<uint64_t>(progress.done));
  json.key("total").value(static_cast<uint64_t>(progress.total));
  json.key("depth").value(progress.depth);
  json.key("doneAtDepth").value(static_cast<uint64_t>(progress.doneAtDepth));
  json.key("totalAtDepth").value(static_cast<uint64_t>(progress.totalAtDepth));
  json.endObject();
  return json.str();
}

std::string experimentResultJson(const Experiment& experiment) {
  const ExperimentRequest& request = experiment.request();
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(experiment.status()));
  if (!experiment.error().empty())
    writeError(json, "error", experiment.error(), experiment.errorDetail());
  json.key("lineErrors").beginArray();
  for (const LineError& error : experiment.lineErrors()) {
    json.beginObject();
    json.key("line").value(error.line);
    writeError(json, "error", error.error, error.errorDetail);
    json.endObject();
  }
  json.endArray();
  if (experiment.status() == Status::Invalid) {
    json.endObject();
    return json.str();
  }
  json.key("source").value(experiment.generated() ? "generated" : "pasted");
  json.key("width").value(experiment.geometry().width);
  json.key("height").value(experiment.geometry().height);
  json.key("goal").array(experiment.goal().tiles);
  if (experiment.generated()) {
    json.key("seed").value(request.seed);
    json.key("perDepth").value(request.perDepth);
  }
  json.key("depthCap").value(request.depthCap);
  json.key("maxGenerated").value(request.maxGenerated);
  json.key("searches").beginArray();
  for (const ExperimentSearchInfo* info : experiment.searches()) {
    json.beginObject();
    json.key("id").value(info->id);
    json.key("label").value(info->label);
    json.key("depthCapped").value(info->depthCapped);
    json.endObject();
  }
  json.endArray();
  json.key("boards").beginArray();
  for (const ExperimentBoard* board : experiment.finishedBoards()) {
    json.beginObject();
    json.key("line").value(board->line);
    json.key("tiles").array(board->board.tiles);
    json.key("depth").value(board->depth);
    json.key("runs").beginArray();
    for (const ExperimentRun& run : board->runs) {
      json.beginObject();
      json.key("status").value(statusName(run.status));
      if (run.skipped) json.key("skipped").value(true);
      if (run.status == Status::Solved) json.key("length").value(run.length);
      json.key("generated").value(run.generated);
      json.key("expanded").value(run.expanded);
      json.endObject();
    }
    json.endArray();
    json.endObject();
  }
  json.endArray();
  json.endObject();
  return json.str();
}

std::string boardsAtDepthJson(const ExperimentRequest& request) {
  JsonWriter json;
  json.beginObject();
  auto fail = [&](const Error& error) {
    json.key("status").value(statusName(Status::Invalid));
    writeError(json, "error", error);
    json.endObject();
    return json.str();
  };
  auto size = parseSize(request.size);
  if (!size) return fail(size.failure());
  auto goal = parseGoal(request.goal, *size);
  if (!goal) return fail(goal.failure());
  auto table = DistanceTable::build(*goal);
  if (!table) return fail(table.failure());
  if (request.perDepth < 1 || request.perDepth > kExperimentMaxPerDepth)
    return fail(message("experiment-per-depth-range", {numberArg("max", kExperimentMaxPerDepth)}));
  auto boards = boardsAtDepths(*table, request.depths, request.perDepth, request.seed);
  if (!boards) return fail(boards.failure());
  json.key("status").value(statusName(Status::Ok));
  json.key("width").value(size->width);
  json.key("height").value(size->height);
  json.key("seed").value(request.seed);
  json.key("boards").beginArray();
  for (size_t i = 0; i < boards->size(); ++i) {
    json.beginObject();
    json.key("depth").value(request.depths[i / request.perDepth]);
    json.key("tiles").array((*boards)[i].tiles);
    json.endObject();
  }
  json.endArray();
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

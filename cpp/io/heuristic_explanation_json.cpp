#include "io/heuristic_explanation_json.h"

#include "core/status.h"
#include "io/json_writer.h"
#include "io/message_json.h"

namespace npuzzle {
namespace {

void writeTiles(JsonWriter& json, const std::vector<TileTerm>& tiles) {
  json.key("tiles").beginArray();
  for (const TileTerm& t : tiles) {
    json.beginObject();
    json.key("tile").value(t.tile).key("cell").value(t.cell).key("goalCell").value(t.goalCell);
    json.key("manhattan").value(t.manhattan).key("euclideanMilli").value(t.euclideanMilli);
    json.key("misplaced").value(t.misplaced);
    json.endObject();
  }
  json.endArray();
}

void writeLines(JsonWriter& json, const std::vector<LineConflictTerm>& lines) {
  json.key("lines").beginArray();
  for (const LineConflictTerm& line : lines) {
    json.beginObject();
    json.key("axis").value(line.row ? "row" : "column").key("index").value(line.index);
    json.key("tiles").array(line.tiles);
    json.key("pairs").beginArray();
    for (const auto& [a, b] : line.pairs) json.beginArray().value(a).value(b).endArray();
    json.endArray();
    json.key("leaving").array(line.leaving);
    json.endObject();
  }
  json.endArray();
}

void writePdb(JsonWriter& json, const PdbTerm& pdb) {
  json.key("pdb").beginObject();
  json.key("available").value(pdb.available);
  if (!pdb.available) {
    writeError(json, "unavailable", pdb.unavailable, pdb.unavailableDetail);
  } else {
    json.key("partition").value(pdb.partition).key("chosen").value(pdb.chosen);
    json.key("symmetries").beginArray();
    for (const auto& groups : pdb.symmetries) {
      json.beginArray();
      for (const PdbGroup& group : groups) {
        json.beginObject().key("tiles").array(group.tiles).key("value").value(group.value);
        json.endObject();
      }
      json.endArray();
    }
    json.endArray();
  }
  json.endObject();
}

}  // namespace

std::string heuristicExplanationJson(const HeuristicExplanation& e) {
  JsonWriter json;
  json.beginObject();
  const Problem& problem = e.problem;
  json.key("status").value(statusName(problem.valid() ? Status::Ok : Status::Invalid));
  if (!problem.valid()) writeError(json, "error", problem.error, problem.errorDetail);
  if (problem.board) {
    json.key("width").value(problem.board->geometry.width);
    json.key("height").value(problem.board->geometry.height);
    json.key("board").array(problem.board->tiles);
  }
  if (problem.goal) json.key("goal").array(problem.goal->tiles);
  if (problem.valid()) {
    json.key("solvable").value(problem.solvable());
    writeTiles(json, e.tiles);
    writeLines(json, e.lines);
    writePdb(json, e.pdb);
    json.key("heuristics").beginArray();
    for (const HeuristicTotal& h : e.heuristics) {
      json.beginObject().key("id").value(h.id).key("value").value(h.value);
      json.key("fromParts").value(h.fromParts).endObject();
    }
    json.endArray();
    const TrueDistance& d = e.trueDistance;
    json.key("trueDistance").beginObject().key("known").value(d.known);
    if (d.known) json.key("moves").value(d.moves);
    json.key("expanded").value(d.expanded);
    writeError(json, "note", d.note, d.noteDetail);
    json.endObject();
  }
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

#include "io/result_json.h"

#include "heuristics/heuristic.h"
#include "io/json_writer.h"
#include "solver/algorithm_catalog.h"
#include "solver/solution_text.h"

namespace npuzzle {
namespace {

void writeBoard(JsonWriter& json, const char* name, const std::optional<Board>& board) {
  if (board) json.key(name).array(board->tiles);
}

void writeStats(JsonWriter& json, const SearchStats& stats, double ms) {
  json.key("stats").beginObject();
  json.key("expanded").value(stats.expanded);
  json.key("generated").value(stats.generated);
  json.key("maxFrontier").value(stats.maxFrontier);
  json.key("ms").value(ms, 3);
  json.key("peakBytes").value(stats.peakBytes);
  json.endObject();
}

}  // namespace

std::string resultJson(const SolveResult& result, bool withText) {
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(result.status));
  if (result.board) {
    json.key("width").value(result.board->geometry.width);
    json.key("height").value(result.board->geometry.height);
  }
  writeBoard(json, "board", result.board);
  writeBoard(json, "goal", result.goal);
  if (result.status == SolveStatus::Solved) {
    json.key("length").value(static_cast<int64_t>(result.moves.size()));
    json.key("optimal").value(result.optimal);
  }
  if (result.status == SolveStatus::Solved || result.status == SolveStatus::Limit ||
      result.status == SolveStatus::Cancelled)
    json.key("lowerBound").value(result.lowerBound);
  if (result.status == SolveStatus::Solved) {
    json.key("moves").beginArray();
    for (const SolutionStep& step : result.moves) json.value(static_cast<int64_t>(step.tile));
    json.endArray();
    std::string directions;
    for (const SolutionStep& step : result.moves) directions += directionLetter(step.direction);
    json.key("directions").value(directions);
  }
  if (!result.algorithm.empty()) {
    json.key("algorithm").value(result.algorithm);
    json.key("heuristic").value(result.heuristic);
  }
  if (result.status != SolveStatus::Invalid) writeStats(json, result.stats, result.ms);
  if (withText && result.status == SolveStatus::Solved)
    json.key("text").value(solutionText(result.moves));
  if (!result.error.empty()) json.key("error").value(result.error);
  json.endObject();
  return json.str();
}

std::string progressJson(const SolverSession& session) {
  SearchProgress progress = session.progress();
  const SearchStats& stats = session.stats();
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(session.status()));
  json.key("expanded").value(stats.expanded);
  json.key("generated").value(stats.generated);
  json.key("frontier").value(progress.frontier);
  json.key("fBound").value(progress.fBound);
  json.key("bytes").value(progress.bytes);
  json.key("ms").value(session.elapsedMs(), 1);
  json.endObject();
  return json.str();
}

std::string checkJson(const BoardCheck& check) {
  JsonWriter json;
  json.beginObject();
  json.key("status").value(check.error.empty() ? "ok" : "invalid");
  if (!check.error.empty()) json.key("error").value(check.error);
  if (check.board) {
    json.key("width").value(check.board->geometry.width);
    json.key("height").value(check.board->geometry.height);
  }
  writeBoard(json, "board", check.board);
  writeBoard(json, "goal", check.goal);
  if (check.error.empty()) {
    const SolvabilityReport& s = check.solvability;
    json.key("solvable").value(s.solvable);
    json.key("reason").value(s.reason);
    json.key("parity").beginObject();
    json.key("permutationParity").value(s.transpositions % 2 ? "odd" : "even");
    json.key("transpositions").value(s.transpositions);
    json.key("inversions").value(static_cast<int64_t>(s.inversions));
    json.key("blankDistance").value(s.blankDistance);
    if (!s.solvable)
      json.key("fixSwap").beginArray().value(s.fixSwap.first).value(s.fixSwap.second).endArray();
    json.key("inversionParity").value(s.inversions % 2 ? "odd" : "even");
    json.key("blankDistanceParity").value(s.blankDistance % 2 ? "odd" : "even");
    json.key("blankRowFromBottom").value(s.blankRowFromBottom);
    json.key("goalBlankRowFromBottom").value(s.goalBlankRowFromBottom);
    json.key("blankRowDistance").value(s.blankRowDistance);
    const int width = check.board->geometry.width;
    json.key("widthParity").value(width % 2 ? "odd" : "even");
    json.key("standardGoal").value(s.standardGoal);
    SolvabilityRules rules = explainSolvability(s, width);
    json.key("rule").value(rules.rule);
    json.key("widthRule").value(rules.widthRule);
    json.endObject();
    json.key("heuristics").beginObject();
    for (const auto& [id, value] : check.heuristics) json.key(id).value(value);
    json.endObject();
  }
  json.endObject();
  return json.str();
}

std::string randomJson(const Expected<Board>& board) {
  JsonWriter json;
  json.beginObject();
  if (!board) {
    json.key("status").value("invalid").key("error").value(board.error());
  } else {
    json.key("status").value("ok");
    json.key("width").value(board->geometry.width);
    json.key("height").value(board->geometry.height);
    json.key("board").array(board->tiles);
  }
  json.endObject();
  return json.str();
}

std::string capabilitiesJson() {
  JsonWriter json;
  json.beginObject();
  json.key("algorithms").beginArray();
  for (const AlgorithmInfo& a : algorithmCatalog()) {
    json.beginObject();
    json.key("id").value(a.id).key("label").value(a.label).key("optimal").value(a.optimal);
    json.key("usesHeuristic").value(a.usesHeuristic).key("usesWeight").value(a.usesWeight);
    json.endObject();
  }
  json.endArray();
  json.key("heuristics").beginArray();
  // `auto` first: what the solver picks (SolvePlan) — pattern databases up to 16 cells.
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
  json.key("limits").beginObject().key("minSide").value(kMinSide).key("maxCells").value(kMaxCells);
  json.endObject();
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

#include "io/result_json.h"

#include "io/json_writer.h"
#include "io/message_json.h"
#include "solver/solution_text.h"

namespace npuzzle {
namespace {

void writeBoard(JsonWriter& json, const char* name, const std::optional<Board>& board) {
  if (board) json.key(name).array(board->tiles);
}

// The figures a method does not keep ([] when it keeps them all): their 0 means nothing.
void writeAbsent(JsonWriter& json, const std::vector<const char*>& names) {
  if (names.empty()) return;
  json.key("notApplicable").beginArray();
  for (const char* name : names) json.value(name);
  json.endArray();
}

void writeStats(JsonWriter& json, const SearchStats& stats, double ms,
                const std::vector<const char*>& absent) {
  json.key("stats").beginObject();
  json.key("expanded").value(stats.expanded);
  json.key("generated").value(stats.generated);
  json.key("maxFrontier").value(stats.maxFrontier);
  json.key("ms").value(ms, 3);
  json.key("peakBytes").value(stats.peakBytes);
  json.key("reopened").value(stats.reopened);
  json.key("reexpanded").value(stats.reexpanded);
  writeAbsent(json, absent);
  if (!stats.fContours.empty()) {
    // [{f, expanded}] for each f-value at which the search expanded nodes, f rising.
    json.key("fContours").beginArray();
    for (size_t f = 0; f < stats.fContours.size(); ++f) {
      if (stats.fContours[f] == 0) continue;
      json.beginObject().key("f").value(static_cast<int64_t>(f));
      json.key("expanded").value(stats.fContours[f]).endObject();
    }
    json.endArray();
  }
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
  // The metric `length` and `lowerBound` count in (docs/contracts.md §3), always said.
  json.key("metric").value(metricId(result.metric));
  if (result.status == Status::Solved) {
    json.key("length").value(static_cast<int64_t>(result.length()));
    json.key("optimal").value(result.optimal);
  }
  if (result.status == Status::Solved || result.status == Status::Limit ||
      result.status == Status::Cancelled)
    json.key("lowerBound").value(result.lowerBound);
  if (result.status == Status::Solved) {
    json.key("moves").beginArray();
    for (const SolutionStep& step : result.moves) json.value(static_cast<int64_t>(step.tile));
    json.endArray();
    std::string directions;
    for (const SolutionStep& step : result.moves) directions += directionLetter(step.direction);
    json.key("directions").value(directions);
    // Multi-tile moves: how many of `moves` each one slides together, in order.
    if (result.metric == Metric::MultiTile) {
      json.key("segments").beginArray();
      for (int count : result.segments) json.value(static_cast<int64_t>(count));
      json.endArray();
    }
  }
  if (result.countedSolutions) {
    // Every optimal solution (docs/contracts.md §3): the count, and the first ones in the form of
    // `moves`; a count cut by a budget or at 2^64 - 1 says so.
    json.key("solutionCount").value(result.solutionCount);
    if (result.solutionCountPartial) json.key("solutionCountPartial").value(true);
    if (result.solutionCountSaturated) json.key("solutionCountSaturated").value(true);
    json.key("solutions").beginArray();
    for (const auto& solution : result.solutions) {
      json.beginArray();
      for (const SolutionStep& step : solution) json.value(static_cast<int64_t>(step.tile));
      json.endArray();
    }
    json.endArray();
    // Multi-tile moves: each listed solution's segments, as `segments` for `moves`.
    if (result.metric == Metric::MultiTile) {
      json.key("solutionSegments").beginArray();
      for (const auto& segments : result.solutionSegments) {
        json.beginArray();
        for (int count : segments) json.value(static_cast<int64_t>(count));
        json.endArray();
      }
      json.endArray();
    }
  }
  if (!result.pathH.empty()) {
    json.key("pathH").beginArray();
    for (int h : result.pathH) json.value(static_cast<int64_t>(h));
    json.endArray();
  }
  if (!result.algorithm.empty()) {
    json.key("algorithm").value(result.algorithm);
    json.key("heuristic").value(result.heuristic);
  }
  if (result.depthLimit >= 0) json.key("depthLimit").value(result.depthLimit);
  if (!result.method.empty()) {
    json.key("method").value(result.method);
    json.key("improved").value(result.improved);
  }
  if (result.stoppedEarly) json.key("stoppedEarly").value(true);
  if (result.thinkingDone) json.key("thinkingDone").value(true);
  if (result.status != Status::Invalid)
    writeStats(json, result.stats, result.ms, result.absentStats);
  if (withText && result.status == Status::Solved)
    json.key("text").value(solutionText(result.moves));
  if (!result.error.empty()) writeError(json, "error", result.error, result.errorDetail);
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
  // The time to think it was given, so that a page can show how much of it has gone.
  if (session.thinkMs() > 0) json.key("thinkMs").value(session.thinkMs(), 0);
  if (!session.method().empty()) json.key("method").value(session.method());
  if (auto counted = session.solutionsCountedSoFar()) json.key("solutionsCounted").value(*counted);
  // While the answer is being shortened: the best so far, and what is proven of the optimum.
  if (auto best = session.bestLengthSoFar()) {
    json.key("bestLength").value(static_cast<int64_t>(*best));
    json.key("lowerBound").value(session.result().lowerBound);
  }
  writeAbsent(json, session.absentProgress());
  json.endObject();
  return json.str();
}

std::string checkJson(const BoardCheck& check) {
  JsonWriter json;
  json.beginObject();
  const Problem& problem = check.problem;
  json.key("status").value(statusName(problem.valid() ? Status::Ok : Status::Invalid));
  if (!problem.valid()) writeError(json, "error", problem.error, problem.errorDetail);
  if (problem.board) {
    json.key("width").value(problem.board->geometry.width);
    json.key("height").value(problem.board->geometry.height);
  }
  writeBoard(json, "board", problem.board);
  writeBoard(json, "goal", problem.goal);
  if (problem.valid()) {
    const SolvabilityReport& s = problem.solvability;
    json.key("solvable").value(s.solvable);
    writeError(json, "reason", s.reason, s.reasonDetail);
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
    const int width = problem.board->geometry.width;
    json.key("widthParity").value(width % 2 ? "odd" : "even");
    json.key("standardGoal").value(s.standardGoal);
    SolvabilityRules rules = explainSolvability(s, width);
    writeError(json, "rule", rules.rule, rules.ruleDetail);
    writeError(json, "widthRule", rules.widthRule, rules.widthRuleDetail);
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
    json.key("status").value(statusName(Status::Invalid));
    writeError(json, "error", board.failure());
  } else {
    json.key("status").value(statusName(Status::Ok));
    json.key("width").value(board->geometry.width);
    json.key("height").value(board->geometry.height);
    json.key("board").array(board->tiles);
  }
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

#include "io/verify_json.h"

#include "io/json_writer.h"
#include "io/message_json.h"

namespace npuzzle {

std::string verifyJson(const VerifyResult& result) {
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(result.status));
  if (result.board) {
    json.key("width").value(result.board->geometry.width);
    json.key("height").value(result.board->geometry.height);
    json.key("board").array(result.board->tiles);
  }
  if (result.goal) json.key("goal").array(result.goal->tiles);
  if (result.status != Status::Ok) {
    writeError(json, "error", result.error, result.errorDetail);
    json.endObject();
    return json.str();
  }
  const SolutionCheck& check = result.check;
  json.key("format").value(solutionFormatName(result.format));
  json.key("legal").value(check.legal());
  json.key("firstIllegalStep");
  if (check.firstIllegalStep) {
    json.value(*check.firstIllegalStep);
    json.key("illegalLine").value(check.illegalLine);
    writeError(json, "illegalReason", check.illegalReason, check.illegalReasonDetail);
  } else {
    json.null();
  }
  json.key("reachesGoal").value(check.reachesGoal);
  json.key("length").value(check.length);
  json.key("solvable").value(result.solvable);
  json.key("optimalLength");
  if (result.optimalLength)
    json.value(*result.optimalLength);
  else
    json.null();
  json.key("lowerBound").value(result.lowerBound);
  if (result.optimalLength && check.reachesGoal)
    json.key("excess").value(check.length - *result.optimalLength);
  // The legal moves, as the solver names them (§2): the page shows the board at any step.
  json.key("moves").beginArray();
  for (const SolutionStep& step : check.legalMoves) json.value(static_cast<int64_t>(step.tile));
  json.endArray();
  std::string directions;
  for (const SolutionStep& step : check.legalMoves) directions += directionLetter(step.direction);
  json.key("directions").value(directions);
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

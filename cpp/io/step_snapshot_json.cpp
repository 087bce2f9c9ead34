#include "io/step_snapshot_json.h"

#include <algorithm>

#include "io/json_writer.h"
#include "io/message_json.h"

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

const char* listKind(StepList list) {
  switch (list) {
    case StepList::IdaPath:
      return "ida-path";
    case StepList::DfsPath:
      return "dfs-path";
    case StepList::RbfsPath:
      return "rbfs-path";
    case StepList::TwoFrontiers:
      return "two-frontiers";
    case StepList::OpenList:
      break;
  }
  return "open-list";
}

bool isPath(StepList list) {
  return list == StepList::IdaPath || list == StepList::DfsPath || list == StepList::RbfsPath;
}

const char* sideName(SearchSide side) {
  return side == SearchSide::Forward ? "forward" : "backward";
}

// A value shown as null when the search has none (-1): RBFS's infinite F or its start's f-limit.
void writeOptional(JsonWriter& json, const char* key, int value) {
  json.key(key);
  if (value < 0)
    json.null();
  else
    json.value(value);
}

// g, h and f, and what the kind of list adds to them.
void writeNodeFields(JsonWriter& json, const StepNode& node, StepList list) {
  json.key("board").array(node.tiles);
  json.key("g").value(node.g).key("h").value(node.h).key("f").value(node.f);
  if (list == StepList::RbfsPath) {
    writeOptional(json, "backedUpF", node.backedUpF);
    writeOptional(json, "fLimit", node.fLimit);
  }
  if (list == StepList::TwoFrontiers) json.key("side").value(sideName(node.side));
}

void writeFrontiers(JsonWriter& json, const StepView& v) {
  json.key("expandingSide").value(sideName(v.expandingSide));
  json.key("frontiers").beginArray();
  for (int s = 0; s < 2; ++s) {
    const StepFrontier& side = v.sides[s];
    json.beginObject();
    json.key("side").value(sideName(static_cast<SearchSide>(s)));
    json.key("depth").value(side.depth);
    json.key("frontier").value(side.frontier);
    json.key("reached").value(side.reached);
    json.endObject();
  }
  json.endArray();
  json.key("meeting");
  if (v.meeting) {
    json.beginObject();
    json.key("board").array(v.meeting->tiles);
    json.key("fromStart").value(v.meetingFromStart);
    json.key("fromGoal").value(v.meetingFromGoal);
    json.endObject();
  } else {
    json.null();
  }
}

}  // namespace

std::string stepSnapshotJson(const StepSnapshot& s) {
  JsonWriter json;
  json.beginObject();
  json.key("status").value(statusName(s.status));
  if (!s.error.empty()) writeError(json, "error", s.error, s.errorDetail);
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
    json.key("reexpanded").value(s.stats.reexpanded);
    json.key("fBound").value(v.fBound);
    if (v.list == StepList::IdaPath) json.key("thresholds").array(v.thresholds);
    if (v.list == StepList::DfsPath) {
      json.key("depthLimit").value(v.depthLimit);
      json.key("cutByLimit").value(v.cutByLimit);
    }
    if (v.list == StepList::TwoFrontiers) writeFrontiers(json, v);
    json.key("current");
    if (v.current) {
      json.beginObject();
      writeNodeFields(json, *v.current, v.list);
      writeMoves(json, "path", v.currentPath);
      if (v.list == StepList::DfsPath) json.key("atLimit").value(v.currentAtLimit);
      json.endObject();
    } else {
      json.null();
    }
    json.key("openKind").value(listKind(v.list));
    json.key("open").beginArray();
    for (const StepNode& node : v.open) {
      json.beginObject();
      writeNodeFields(json, node, v.list);
      json.key("order").value(node.order);
      if (isPath(v.list)) json.key("expanded").value(node.expanded);
      json.endObject();
    }
    json.endArray();
    writeError(json, "tieBreak", v.tieBreak, v.tieBreakDetail);
    json.key("treeEvents").value(s.treeEvents);
    json.key("treeNodes").value(s.treeNodes);
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

// Flat, nine numbers an event, so the page gets the events as one Int32Array (the worker
// transfers it): code (0 root, 1 new, 2 improved, 3 re-opened, 4 duplicate, 5 cut off,
// 6 expansion), node (a node's parent, -1 for a root; an expansion's node), tile, direction
// (0 up, 1 down, 2 left, 3 right), g, h, f, state (a node's: the eager search's state id, else
// -1; an expansion's: its number, 1 = the first), threshold (an IDA* iteration's, on its root;
// on an expansion: 1 when RBFS expands that node again, its subtree forgotten before, else 0).
std::string searchTreeJson(const SearchTreeLog* tree, uint64_t from) {
  JsonWriter json;
  json.beginObject();
  const size_t size = tree ? tree->events().size() : 0;
  from = std::min<uint64_t>(from, size);
  json.key("from").value(from);
  json.key("size").value(static_cast<uint64_t>(size));
  json.key("nodeLimit").value(static_cast<uint64_t>(tree ? tree->nodeLimit() : 0));
  json.key("stride").value(9);
  json.key("events").beginArray();
  for (size_t i = from; i < size; ++i) {
    const TreeEvent& e = tree->events()[i];
    const bool node = e.type == TreeEvent::Type::Node;
    json.value(node ? static_cast<int>(e.kind) : 6).value(e.node);
    json.value(node ? static_cast<int>(e.move.tile) : 0);
    json.value(node ? static_cast<int>(e.move.direction) : 0);
    json.value(e.g).value(e.h).value(e.f).value(e.state);
    json.value(node ? e.threshold : static_cast<int32_t>(e.again));
  }
  json.endArray();
  json.endObject();
  return json.str();
}

}  // namespace npuzzle

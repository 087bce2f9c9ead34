#pragma once
// The lab's search tree: every node a stepped search generates and every expansion, in the order
// the search does them, as one append-only list of events. The tree after k expansions is a
// prefix of that list (a step adds events, Step back shows a shorter prefix), so the page can
// draw any position from the events it already has.
//
// The events come from the real search through its SearchObserver hook (search/search_types.h);
// nothing is re-simulated. At most `nodeLimit` nodes are kept: past that only the expansions of
// nodes already kept are, and the page says how many it shows.

#include <cstddef>
#include <cstdint>
#include <vector>

#include "search/search_types.h"

namespace npuzzle {

struct TreeEvent {
  enum class Type : uint8_t { Node, Expansion };
  enum class Kind : uint8_t { Root, New, Improved, Reopened, Duplicate, CutOff };
  Type type = Type::Node;
  Kind kind = Kind::Root;
  SolutionStep move{0, Direction::Up};  // Node: the tile that slid to reach it (not for a root)
  int32_t node = -1;                    // Node: its parent's number (-1: a root); Expansion: which
  int32_t g = 0, h = 0, f = 0;          // Node only
  int64_t state = -1;  // Node: the eager search's id of its state (IDA*: -1); Expansion: its number
  int32_t threshold = 0;  // Root of an IDA* iteration: that iteration's threshold
  bool again = false;     // Expansion: RBFS expands the node again, its subtree forgotten before
};

class SearchTreeLog {
 public:
  static constexpr size_t kNodeLimit = 20000;

  explicit SearchTreeLog(size_t nodeLimit = kNodeLimit) : nodeLimit_(nodeLimit) {}

  // Each returns the node's number (nodes are numbered 0, 1, … in generation order), or -1 when
  // the limit has been reached and the node is not kept.
  int32_t addRoot(int g, int h, int f, int64_t state, int threshold);
  int32_t addNode(int32_t parent, SolutionStep move, int g, int h, int f, Generation kind,
                  int64_t state);
  // Ignored for node -1; number 1 = the first. `again`: a re-expansion (SearchStats::reexpanded).
  void addExpansion(int32_t node, uint64_t number, bool again = false);

  const std::vector<TreeEvent>& events() const { return events_; }
  size_t nodes() const { return nodes_; }
  size_t nodeLimit() const { return nodeLimit_; }

 private:
  int32_t add(TreeEvent event);

  size_t nodeLimit_;
  size_t nodes_ = 0;
  std::vector<TreeEvent> events_;
};

// Header-only: small, and used by the step engines alone.

inline int32_t SearchTreeLog::add(TreeEvent event) {
  if (nodes_ >= nodeLimit_) return -1;
  events_.push_back(event);
  return static_cast<int32_t>(nodes_++);
}

inline int32_t SearchTreeLog::addRoot(int g, int h, int f, int64_t state, int threshold) {
  TreeEvent event;
  event.kind = TreeEvent::Kind::Root;
  event.g = g, event.h = h, event.f = f;
  event.state = state;
  event.threshold = threshold;
  return add(event);
}

inline int32_t SearchTreeLog::addNode(int32_t parent, SolutionStep move, int g, int h, int f,
                                      Generation kind, int64_t state) {
  // A child of a node not kept is not kept either: the kept nodes stay one tree.
  if (parent < 0) return -1;
  TreeEvent event;
  switch (kind) {
    case Generation::New:
      event.kind = TreeEvent::Kind::New;
      break;
    case Generation::Improved:
      event.kind = TreeEvent::Kind::Improved;
      break;
    case Generation::Reopened:
      event.kind = TreeEvent::Kind::Reopened;
      break;
    case Generation::Duplicate:
      event.kind = TreeEvent::Kind::Duplicate;
      break;
    case Generation::CutOff:
      event.kind = TreeEvent::Kind::CutOff;
      break;
  }
  event.move = move;
  event.node = parent;
  event.g = g, event.h = h, event.f = f;
  event.state = state;
  return add(event);
}

inline void SearchTreeLog::addExpansion(int32_t node, uint64_t number, bool again) {
  if (node < 0) return;
  TreeEvent event;
  event.type = TreeEvent::Type::Expansion;
  event.node = node;
  event.state = static_cast<int64_t>(number);
  event.again = again;
  events_.push_back(event);
}

}  // namespace npuzzle

#pragma once
// Step mode for the lab (web/lab/): plan → run → report, as the solver session. start() plans
// the request (plan/step_plan.h), step() and seek() advance the one search an exact number of
// expansions, and snapshot() describes it after each (the node expanded, its path, the open list
// in pop order, sizes, f bound, IDA*'s thresholds). Errors are values: nothing here throws.
//
// Deterministic: the searches have no randomness and no clock, so the same start() and the same
// total number of expansions always give the same snapshot. seek(k) replays from the start,
// which is how a front end steps back.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/status.h"
#include "lab/step_engine.h"
#include "plan/step_plan.h"
#include "search/eager_search.h"

namespace npuzzle {

struct StepSnapshot {
  // Running, Solved; Invalid or Unsolvable (refused at start); Limit (the step-mode memory
  // budget, or depth-limited DFS's limit cut every path: errorDetail says which); Error (the open
  // list ran empty, which a solvable board never does).
  Status status = Status::Invalid;
  std::string error;                 // English
  Message errorDetail;               // the same as an id and its arguments (core/message.h)
  std::string algorithm, heuristic;  // what runs; empty until known
  double weight = 1;
  uint32_t gWeight = 1, hWeight = 1;  // f = gWeight·g + hWeight·h
  std::string fFormula;
  std::optional<Board> board, goal;
  bool started = false;  // a search exists: the statistics and the view are meaningful
  SearchStats stats;
  StepView view;
  std::vector<SolutionStep> solution;  // when solved
  bool optimal = false;                // when solved
  // The search tree at this position: the first treeEvents events of tree() (whose nodes number
  // treeNodes, at most SearchTreeLog::kNodeLimit).
  uint64_t treeEvents = 0, treeNodes = 0;
};

class SearchStepper {
 public:
  SearchStepper();
  ~SearchStepper();

  // Validates the request and prepares the search without expanding anything. Returns Running,
  // or Invalid / Unsolvable with the reason in snapshot().error.
  Status start(const StepRequest& request);
  // Expands up to `count` (at least 1) more nodes; stops early when the search ends.
  Status step(uint64_t count);
  // Restarts the same search and expands exactly `expansions` nodes (fewer if it ends first).
  Status seek(uint64_t expansions);
  Status status() const { return status_; }
  uint64_t expanded() const;
  StepSnapshot snapshot() const;
  // The search tree's events so far (nullptr before a search starts).
  const SearchTreeLog* tree() const { return engine_ ? &engine_->tree() : nullptr; }

 private:
  Status refuse(Status status, Error error);
  std::unique_ptr<StepEngine> makeEngine() const;
  void restart();
  Status update(Status searchStatus);

  Status status_ = Status::Invalid;
  Error error_ = message("not-started");
  StepPlan plan_;
  StepSnapshot header_;  // what does not change while stepping
  size_t openLimit_ = 12;
  std::unique_ptr<SearchProblem> problem_;
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<StepEngine> engine_;
};

}  // namespace npuzzle

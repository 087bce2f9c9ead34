#pragma once
// Step mode for the lab (web/lab/): one search advanced an exact number of expansions at a time
// and described after each (the node expanded, its path, the open list in pop order, sizes,
// f bound, IDA*'s thresholds). Errors are values: nothing here throws.
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
#include "lab/step_engine.h"
#include "search/eager_search.h"
#include "solver/algorithm_catalog.h"

namespace npuzzle {

struct StepRequest {
  std::string board;
  std::string size;  // "" to infer, or "WxH"
  std::string goal = "blank-last";
  std::string algorithm = "astar";  // astar | wastar | greedy | bfs | idastar
  std::string heuristic = "manhattan";
  double weight = 2.0;    // wastar only
  size_t openLimit = 12;  // open-list entries (or path nodes) a snapshot lists
};

enum class StepStatus { Running, Solved, Failed, Invalid, Unsolvable };
const char* stepStatusName(StepStatus status);

struct StepSnapshot {
  StepStatus status = StepStatus::Invalid;
  std::string error;
  std::string algorithm, heuristic;  // empty until known
  double weight = 1;
  uint32_t gWeight = 1, hWeight = 1;  // f = gWeight·g + hWeight·h
  std::string fFormula;
  std::optional<Board> board, goal;
  bool started = false;  // a search exists: the statistics and the view are meaningful
  SearchStats stats;
  StepView view;
  std::vector<SolutionStep> solution;  // when solved
  bool optimal = false;                // when solved
};

class SearchStepper {
 public:
  SearchStepper();
  ~SearchStepper();

  // Validates the request and prepares the search without expanding anything. Returns Running,
  // or Invalid / Unsolvable with the reason in snapshot().error.
  StepStatus start(const StepRequest& request);
  // Expands up to `count` (at least 1) more nodes; stops early when the search ends.
  StepStatus step(uint64_t count);
  // Restarts the same search and expands exactly `expansions` nodes (fewer if it ends first).
  StepStatus seek(uint64_t expansions);
  StepStatus status() const { return status_; }
  uint64_t expanded() const;
  StepSnapshot snapshot() const;

 private:
  StepStatus refuse(StepStatus status, std::string error);
  void restart();
  StepStatus update(SearchStatus status);

  StepStatus status_ = StepStatus::Invalid;
  std::string error_ = "not started";
  StepSnapshot header_;  // what does not change while stepping
  size_t openLimit_ = 12;
  Algorithm algorithm_ = Algorithm::AStar;
  EagerConfig config_;
  bool optimalSearch_ = false;
  std::unique_ptr<SearchProblem> problem_;
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<StepEngine> engine_;
};

}  // namespace npuzzle

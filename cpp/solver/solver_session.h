#pragma once
// The facade every front end uses (CLI, wasm worker, benchmarks): validate a request, decide
// solvability before any search, pick the search, run it in budgeted slices, and report a result
// with status, moves, bounds and statistics. Errors are values: nothing here throws or exits.

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "heuristics/heuristic.h"
#include "search/path_improver.h"
#include "search/search_algorithm.h"
#include "solver/algorithm_catalog.h"

namespace npuzzle {

// The memory budgets a request may name, in MB. In wasm the whole module lives in a 32-bit address
// space of at most 4 GB, which must also hold the code, the pattern databases and a search's
// growth beside its budget (an index rehashed next to the old one, a vector doubling): 2048 MB
// keeps all of it below 4 GB, so a budget can always be honoured. Natively the limit is the CLI's
// --max-memory range; the machine's own limit is met as a `limit` result, never a crash.
constexpr uint64_t kMinMemoryMB = 1;
#ifdef __EMSCRIPTEN__
constexpr uint64_t kMaxMemoryMB = 2048;
#else
constexpr uint64_t kMaxMemoryMB = uint64_t{1} << 20;
#endif

struct SolveRequest {
  std::string board;
  std::string size;                 // "" to infer, or "WxH"
  std::string goal = "blank-last";  // "blank-last", "blank-first" or tiles
  std::string algorithm = "auto";
  std::string heuristic = "auto";
  double weight = 2.0;          // weighted A* only
  uint64_t maxMemoryMB = 2048;  // kMinMemoryMB..kMaxMemoryMB
  double timeoutSeconds = 0;    // 0: none
};

enum class SolveStatus { Running, Solved, Unsolvable, Invalid, Limit, Cancelled, Error };
const char* statusName(SolveStatus status);

struct SolveResult {
  SolveStatus status = SolveStatus::Running;
  std::string error;  // what is wrong, for Invalid, Unsolvable and Limit
  std::optional<Board> board, goal;
  std::vector<SolutionStep> moves;
  bool optimal = false;
  int lowerBound = 0;
  std::string algorithm, heuristic;  // what actually ran
  SearchStats stats;
  double ms = 0;
};

// What a request asks for, checked and with `auto` resolved: which search and heuristic run.
struct SolvePlan {
  SolveStatus status = SolveStatus::Running;  // Invalid or Unsolvable when error is set
  std::string error;
  std::optional<Board> board, goal;
  Algorithm requested = Algorithm::Auto;
  Algorithm algorithm = Algorithm::Auto;
  HeuristicKind heuristic = HeuristicKind::LinearConflict;
  double weight = 1;
};
SolvePlan planSolve(const SolveRequest& request);

class SolverSession {
 public:
  SolverSession();
  ~SolverSession();

  // Validates and prepares the search. Returns Running, or a final status (Invalid, Unsolvable,
  // or Solved when the board already is the goal) with result() filled in.
  SolveStatus start(const SolveRequest& request);
  // Runs up to `expansions` expansions (and stops early at the timeout). Every stage returns
  // within about that much work (the constructive one within one placement search more), so a
  // caller stepping in time slices stays responsive. Before any start(): Error, with a message.
  SolveStatus step(uint64_t expansions);
  void cancel();

  SolveStatus status() const { return result_.status; }
  SearchProgress progress() const;
  const SearchStats& stats() const;
  double elapsedMs() const;
  const SolveResult& result() const { return result_; }

  // Convenience for batch use: start() and step() until done.
  const SolveResult& solve(const SolveRequest& request);

 private:
  SolveStatus finish(SolveStatus status, std::string error = {});
  void setBounds();  // optimal and lowerBound for the moves found
  bool timedOut() const;
  void startSearch(HeuristicKind heuristic);
  void startNextStage();
  SolveStatus improve(uint64_t expansions);
  SolveStatus timeLimit();
  SolveStatus outOfMemory();

  SolveResult result_;
  std::unique_ptr<struct SearchProblem> problem_;
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<SearchAlgorithm> search_;
  std::unique_ptr<PathImprover> improver_;  // after a bounded-suboptimal answer under `auto`
  bool improveAfterSearch_ = false;
  uint64_t improveExpansionsLeft_ = 0;
  uint64_t improveExpanded_ = 0;
  Algorithm algorithm_ = Algorithm::Auto;
  bool heuristicAdmissible_ = true;
  // `auto`'s searches still to try, should the current one outgrow its budget.
  struct Stage {
    Algorithm algorithm;
    HeuristicKind heuristic;
    double weight;
    uint64_t maxBytes;  // 0: unchanged
  };
  std::vector<Stage> fallbacks_;
  uint64_t stageExpansions_ = 0;  // the current search's budget; 0: none
  SearchStats carried_;           // of the searches that gave way
  uint64_t maxBytes_ = 0;
  double weight_ = 1;
  int startLowerBound_ = 0;
  double timeoutMs_ = 0;
  // Under a timeout, when `auto` moves on from a search that has not answered yet, so the later
  // stages (the construction always answers) keep most of the time; 0: no such limit.
  double stageDeadlineMs_ = 0;
  bool started_ = false;
  std::chrono::steady_clock::time_point startedAt_;
};

}  // namespace npuzzle

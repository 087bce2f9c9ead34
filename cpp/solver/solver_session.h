#pragma once
// The facade every front end uses (CLI, wasm worker, benchmarks): plan → run stages → report.
// start() plans the request (plan/solve_plan.h: the problem checked, solvability decided before
// any search, `auto` resolved into stages); step() runs the current stage in budgeted slices and
// moves on to the next one when it outgrows its budget; result() reports status, moves, bounds
// and statistics. Errors are values: nothing here throws or exits.

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "core/status.h"
#include "heuristics/heuristic.h"
#include "large_boards/path_improver.h"
#include "large_boards/path_tightener.h"
#include "plan/solve_plan.h"
#include "search/all_optimal_search.h"
#include "search/search_algorithm.h"

namespace npuzzle {

struct SolveResult {
  Status status = Status::Running;
  std::string error;    // what is wrong, for Invalid, Unsolvable and Limit (English)
  Message errorDetail;  // the same as an id and its arguments (core/message.h)
  std::optional<Board> board, goal;
  std::vector<SolutionStep> moves;
  // The metric `length`, `optimal` and `lowerBound` count in; in the multi-tile metric, the
  // single-tile steps of `moves` each move groups, in order (core/multi_tile_moves.h).
  Metric metric = Metric::SingleTile;
  std::vector<int> segments;
  int length() const {
    return static_cast<int>(metric == Metric::MultiTile ? segments.size() : moves.size());
  }
  bool optimal = false;
  int lowerBound = 0;
  std::string algorithm, heuristic;  // what actually ran (the last stage)
  // The search that found the path, by name (searchMethodId), and whether the window
  // improvement (search/path_improver.h) made it shorter afterwards.
  std::string method;
  bool improved = false;
  // Cancelled while the answer was being shortened (the tightening or the improvement): the
  // answer is the best one found so far, and the status Solved.
  bool stoppedEarly = false;
  // Given a time to think, the session ended before it because nothing it runs could shorten
  // the answer any more (proven optimal, or every line search and window run): the time left
  // would have changed nothing.
  bool thinkingDone = false;
  int depthLimit = -1;  // the limit depth-limited DFS ran with; -1 for the other searches
  std::vector<const char*> absentStats;  // statistics the method does not keep (absentFigures)
  SearchStats stats;                     // over all stages
  // With a request's `details`: h of each board along `moves`, the start first and the goal last
  // (the lab's consistency view finds an edge where h drops by more than the move costs).
  std::vector<int> pathH;
  // With the request's allOptimal (search/all_optimal_search.h): whether the optimal solutions
  // were counted (or the count begun), how many there are, and the first of them. The count is
  // a lower bound when the time budget cut it (partial) or it reached 2^64 - 1 (saturated).
  bool countedSolutions = false;
  uint64_t solutionCount = 0;
  bool solutionCountPartial = false, solutionCountSaturated = false;
  std::vector<std::vector<SolutionStep>> solutions;
  // In the multi-tile metric: each of `solutions`' moves, as `segments` says `moves`'.
  std::vector<std::vector<int>> solutionSegments;
  double ms = 0;
};

class SolverSession {
 public:
  SolverSession();
  ~SolverSession();

  // Plans the request and prepares its first search. Returns Running, or a final status
  // (Invalid, Unsolvable, or Solved when the board already is the goal) with result() filled in.
  Status start(const SolveRequest& request);
  // Runs up to `expansions` expansions (and stops early at the timeout). Every stage returns
  // within about that much work (the constructive one within one placement search more), so a
  // caller stepping in time slices stays responsive. Before any start(): Error, with a message.
  Status step(uint64_t expansions);
  // Stops the search. While an answer is being shortened, it ends Solved with the best answer so
  // far (result().stoppedEarly); otherwise Cancelled.
  void cancel();

  Status status() const { return result_.status; }
  SearchProgress progress() const;
  // While every optimal solution is being counted (allOptimal), how many so far: each one a
  // distinct optimal solution, so a cut count is at least this.
  std::optional<uint64_t> solutionsCountedSoFar() const;
  // While an answer is being shortened: its length so far (in the result's metric); the proven
  // lower bound is result().lowerBound.
  std::optional<int> bestLengthSoFar() const;
  // The time to think this solve has, in milliseconds (0: none, or none that applies here).
  double thinkMs() const { return thinkMs_; }
  // The progress figures the running search does not keep (absentFigures), and its name.
  std::vector<const char*> absentProgress() const;
  const std::string& method() const { return result_.method; }
  const SearchStats& stats() const;
  double elapsedMs() const;
  const SolveResult& result() const { return result_; }

  // Convenience for batch use: start() and step() until done.
  const SolveResult& solve(const SolveRequest& request);

 private:
  const SearchStage& stage() const { return plan_.stages[stage_]; }
  void startStage(size_t index);
  void startNextStage();
  Status runStage(uint64_t expansions);
  template <class Phase>
  bool runPhase(Phase& phase, uint64_t expansions, uint64_t& left, double untilMs);
  Status tighten(uint64_t expansions);
  Status improveOrFinish();  // after the path is found and tightened
  Status improve(uint64_t expansions);
  Status countOptimal(uint64_t expansions);  // after an optimal answer, with allOptimal
  void takeCount(bool partial);
  Status finish(Status status, Error error = std::string());
  void setBounds();  // optimal and lowerBound for the moves found
  bool timedOut() const;
  bool phaseGoesOn(uint64_t left, double untilMs) const;
  bool endsBeforeThinkingTime() const;
  Status timeLimit();
  Status outOfMemory();

  SolvePlan plan_;
  size_t stage_ = 0;
  SolveResult result_;
  std::unique_ptr<struct SearchProblem> problem_;
  std::unique_ptr<Heuristic> heuristic_;
  std::unique_ptr<SearchAlgorithm> search_;
  SearchStats carried_;  // of the stages that gave way
  bool heuristicAdmissible_ = true;
  int startLowerBound_ = 0;
  // The tightening, then the improvement, of a bounded-suboptimal answer when the plan asks.
  std::unique_ptr<PathTightener> tightener_;
  uint64_t tightenExpansionsLeft_ = 0;
  uint64_t tightenExpanded_ = 0, tightenGenerated_ = 0;
  std::unique_ptr<PathImprover> improver_;
  uint64_t improveExpansionsLeft_ = 0;
  size_t improvedFrom_ = 0;  // the length the improvement started from
  uint64_t improveExpanded_ = 0, improveGenerated_ = 0;
  // Every optimal solution counted (allOptimal), with its heuristic when not the stage's.
  std::unique_ptr<AllOptimalSearch> counter_;
  std::unique_ptr<Heuristic> countHeuristic_;
  // The multi-tile count's heuristic, held while it counts (the shared table may be replaced).
  std::shared_ptr<const MultiTileWalkingDistance> countMultiTileHeuristic_;
  SearchStats countStats_;  // the stage's and the count's, while counting
  double timeoutMs_ = 0;
  mutable SearchStats shorteningStats_;  // stats() while the answer is shortened
  double thinkMs_ = 0;          // plan_.thinkSeconds, 0: the phases end by their expansions
  bool tighteningCut_ = false;  // the tightening ended by its time share, not done
  // Under a timeout, when the plan moves on from a stage that has not answered yet, so the later
  // stages (the construction always answers) keep most of the time; 0: no such limit.
  double stageDeadlineMs_ = 0;
  bool started_ = false;
  std::chrono::steady_clock::time_point startedAt_;
};

}  // namespace npuzzle

#include "solver/solver_session.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <new>

#include "core/solvability.h"
#include "heuristics/heuristic_path.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "search/multi_tile_ida_star.h"

namespace npuzzle {
namespace {

// Expansions between clock readings when a timeout is set.
constexpr uint64_t kTimeoutSlice = 4096;
// Thinking by the clock (thinkSeconds), the tightening has this share of the time and the window
// improvement the rest. After the tightening the windows seldom shorten a 24-puzzle's answer (1
// of Korf & Felner's 50 after the default's work, none of the first 12 after 10 s) and are done
// within a few milliseconds, after which the session ends: so the share left to them is time
// not used. With 0.6, 4 s to think ended at 2.4 s with the default's answers (1.047x the optimum
// on the 50, bound 0.910x); with 0.95 at 3.8 s, 1.043x and 0.915x; 10 s on the first 12 went
// from 1.032x (6.0 s) to 1.027x (9.5 s).
constexpr double kThinkTighteningShare = 0.95;
// --metric mtm: expansions of the walking distance alone before the pattern databases are built
// (about a second of search, about what their build costs: 15-puzzles 60 random moves from the
// goal are solved within it; Korf's 100 are not).
constexpr uint64_t kMultiTileUpgradeExpansions = 2000000;

// A failed allocation ends the search as a limit natively; in wasm exceptions are off (the
// searches check their budgets before growing instead, see NodeTable), so there is no catch.
template <class F>
bool withoutBadAlloc(F f) {
#if defined(__cpp_exceptions)
  try {
    f();
  } catch (const std::bad_alloc&) {
    return false;
  }
#else
  f();
#endif
  return true;
}

}  // namespace

SolverSession::SolverSession() = default;
SolverSession::~SolverSession() = default;

// Plan.
Status SolverSession::start(const SolveRequest& request) {
  search_.reset();
  heuristic_.reset();
  problem_.reset();
  tightener_.reset();
  improver_.reset();
  counter_.reset();
  countHeuristic_.reset();
  countMultiTileHeuristic_.reset();
  carried_ = SearchStats{};
  tightenExpanded_ = tightenGenerated_ = 0;
  improveExpanded_ = improveGenerated_ = 0;
  stageDeadlineMs_ = 0;
  tighteningCut_ = false;
  result_ = SolveResult{};
  started_ = true;
  startedAt_ = std::chrono::steady_clock::now();

  plan_ = planSolve(request);
  result_.board = plan_.problem.board;
  result_.goal = plan_.problem.goal;
  result_.metric = plan_.metric;
  if (!plan_.error.empty()) return finish(plan_.status, plan_.failure());
  const Board& board = *plan_.problem.board;
  const Board& goal = *plan_.problem.goal;
  const SearchStage& first = plan_.first();
  result_.algorithm = algorithmInfo(first.algorithm).id;
  result_.heuristic = heuristicInfo(first.heuristic).id;
  startLowerBound_ = plan_.metric == Metric::MultiTile
                         ? multiTileWalkingDistanceFor(goal)->evaluate(board.tiles.data())
                         : LinearConflict(goal).evaluate(board.tiles.data());
  result_.lowerBound = startLowerBound_;
  if (board == goal) {
    result_.optimal = true;
    result_.lowerBound = 0;
    if (plan_.allOptimal) {  // the empty path, the one solution
      result_.countedSolutions = true;
      result_.solutionCount = 1;
      result_.solutions = {{}};
      if (plan_.metric == Metric::MultiTile) result_.solutionSegments = {{}};
    }
    return finish(Status::Solved);
  }

  problem_ = std::make_unique<SearchProblem>(board, goal);
  improveExpansionsLeft_ = plan_.improveExpansions;
  timeoutMs_ = plan_.timeoutSeconds * 1000;
  thinkMs_ = plan_.thinkSeconds * 1000;
  if (!withoutBadAlloc([&] { startStage(0); })) return outOfMemory();
  result_.status = Status::Running;
  return result_.status;
}

// Run stages.
void SolverSession::startStage(size_t index) {
  stage_ = index;
  const SearchStage& s = stage();
  result_.algorithm = algorithmInfo(s.algorithm).id;
  result_.heuristic = heuristicInfo(s.heuristic).id;
  result_.method = searchMethodId(s.algorithm, s.heuristic);
  result_.absentStats = absentFigures(algorithmInfo(s.algorithm).family).result;
  result_.depthLimit = algorithmInfo(s.algorithm).family == SearchFamily::DepthLimited
                           ? plan_.options.depthLimit
                           : -1;
  heuristicAdmissible_ = heuristicInfo(s.heuristic).admissible;
  search_.reset();  // the old search's memory goes before the next one takes its own
  heuristic_.reset();
  if (plan_.metric == Metric::MultiTile) {
    // Its own search and heuristic: no single-tile heuristic to build, none along the path.
    result_.heuristic = kMultiTileHeuristicId;
    // The multi-tile pattern databases (boards of 10 to 16 cells, natively) only once the
    // walking distance alone has not solved the board within kMultiTileUpgradeExpansions: an
    // easy board does not wait seconds for their build.
    // (Already built in this process, as in a batch or the bench, they are read from the start.)
    const Board goal = problem_->goal;
    if (auto built = builtMultiTileWalkingDistance(goal))
      search_ = std::make_unique<MultiTileIdaStar>(*problem_, std::move(built));
    else
      search_ = std::make_unique<MultiTileIdaStar>(
          *problem_, multiTileWalkingDistanceFor(goal),
          [goal] { return multiTileWalkingDistanceFor(goal, true); }, kMultiTileUpgradeExpansions);
  } else {
    heuristic_ = makeHeuristic(s.heuristic, problem_->goal, plan_.databases);
    search_ = makeSearch(s.algorithm, *problem_, *heuristic_, s.weight, s.maxBytes, plan_.options);
    // An admissible heuristic's value of the start is proven too (pattern databases above
    // linear conflict): the bound reported from the start is the best one known.
    if (heuristicAdmissible_) {
      startLowerBound_ =
          std::max(startLowerBound_, heuristic_->evaluate(problem_->start.tiles.data()));
      result_.lowerBound = std::max(result_.lowerBound, startLowerBound_);
    }
  }
  // Measured once the heuristic is ready: building pattern databases is not the search's time.
  stageDeadlineMs_ = timeoutMs_ > 0 && index + 1 < plan_.stages.size()
                         ? elapsedMs() + (timeoutMs_ - elapsedMs()) * kStageTimeShare
                         : 0;
}

void SolverSession::startNextStage() {
  const SearchStats& done = search_->stats();
  carried_.expanded += done.expanded;
  carried_.generated += done.generated;
  carried_.reopened += done.reopened;
  carried_.reexpanded += done.reexpanded;
  carried_.maxFrontier = std::max(carried_.maxFrontier, done.maxFrontier);
  carried_.peakBytes = std::max(carried_.peakBytes, done.peakBytes);
  startStage(stage_ + 1);
}

Status SolverSession::step(uint64_t expansions) {
  if (!started_) return finish(Status::Error, message("step-before-start"));
  if (result_.status != Status::Running) return result_.status;
  if (counter_) return countOptimal(expansions);
  if (tightener_) return tighten(expansions);
  return improver_ ? improve(expansions) : runStage(expansions);
}

Status SolverSession::runStage(uint64_t expansions) {
  Status status = Status::Running;
  bool stageOver = false;
  for (uint64_t left = std::max<uint64_t>(expansions, 1); left > 0 && status == Status::Running;) {
    uint64_t slice = timeoutMs_ > 0 ? std::min(left, kTimeoutSlice) : left;
    // A stage's budget ends it at exactly that many expansions. Checked only between slices, it
    // let the CLI's large slices run a 5x5's weighted IDA* half a million expansions past its 32
    // million, and the page's small ones a few past: either could find an answer that the other
    // moved on from.
    if (stage().maxExpansions > 0) {
      const uint64_t done = search_->stats().expanded;
      if (done >= stage().maxExpansions) break;
      slice = std::min(slice, stage().maxExpansions - done);
    }
    if (!withoutBadAlloc([&] { status = search_->step(slice); })) return outOfMemory();
    left -= slice;
    if (status != Status::Running) break;
    if (stageDeadlineMs_ > 0 && elapsedMs() > stageDeadlineMs_) {
      stageOver = true;  // the plan moves on, keeping time for the stages after this one
      break;
    }
    if (timedOut()) return timeLimit();
  }
  const bool overBudget = status == Status::Running && stage().maxExpansions > 0 &&
                          search_->stats().expanded >= stage().maxExpansions;
  if ((status == Status::Limit || overBudget || stageOver) && stage_ + 1 < plan_.stages.size()) {
    if (!withoutBadAlloc([&] { startNextStage(); })) return outOfMemory();
    return result_.status;
  }
  switch (status) {
    case Status::Running:
      return result_.status;
    case Status::Solved:
      result_.moves = search_->solution();
      if (plan_.metric == Metric::MultiTile) result_.segments = multiTileSegments(result_.moves);
      setBounds();
      // Weighted IDA* over an admissible heuristic: its answer is tightened first.
      if (plan_.tightening.expansions > 0 && stage().algorithm == Algorithm::WeightedIdaStar &&
          heuristicAdmissible_ && !result_.optimal && !timedOut()) {
        const uint64_t spent = carried_.expanded + search_->stats().expanded;
        tightenExpansionsLeft_ =
            plan_.tightening.expansions - std::min(spent, plan_.tightening.expansions);
        tightener_ = std::make_unique<PathTightener>(*problem_, *heuristic_, result_.moves,
                                                     plan_.tightening.weights, result_.lowerBound);
        return result_.status;
      }
      return improveOrFinish();
    case Status::Limit:
      if (search_->stats().cutByDepthLimit)
        return finish(Status::Limit,
                      message("depth-limit-cut", {numberArg("depth", plan_.options.depthLimit)}));
      // Below the budget, the memory itself ran out (a node table could not grow).
      if (search_->stats().outOfMemory) return outOfMemory();
      return finish(
          Status::Limit,
          message("memory-budget-reached",
                  {numberArg("expanded", static_cast<int64_t>(search_->stats().expanded))}));
    default:  // Unsolvable or Error: the plan proved the goal reachable
      break;
  }
  return finish(Status::Error, message("no-solution-internal"));
}

// Whether an anytime phase goes on: while `left` of its budget of expansions remains, and when
// thinking by the clock (untilMs > 0) after that too, until untilMs; never past the timeout. So a
// time to think never does less than the default's work, only more (a short one would otherwise
// cut the big boards' line-search runs halfway).
bool SolverSession::phaseGoesOn(uint64_t left, double untilMs) const {
  if (timedOut()) return false;
  return left > 0 || (untilMs > 0 && elapsedMs() <= untilMs);
}

// Given a time to think, whether the session ends before it on its own: neither phase cut by the
// clock (a tightening cut by its share of the time ends with windows that are done at once, and
// the time was not left over but spent).
bool SolverSession::endsBeforeThinkingTime() const {
  return thinkMs_ > 0 && !tighteningCut_ && !timedOut() && elapsedMs() <= thinkMs_;
}

// Runs an anytime phase (the tightening or the improvement) for up to `expansions`, while
// phaseGoesOn. Its path stays valid after every step, so the deadline or the budget ends it with
// what it has. False when an allocation failed: the path so far stands.
template <class Phase>
bool SolverSession::runPhase(Phase& phase, uint64_t expansions, uint64_t& left, double untilMs) {
  const uint64_t asked = std::max<uint64_t>(expansions, 1);
  for (uint64_t spent = 0; !phase.done() && spent < asked && phaseGoesOn(left, untilMs);) {
    uint64_t budget = left > 0 ? std::min(asked - spent, left) : asked - spent;
    if (timeoutMs_ > 0 || thinkMs_ > 0) budget = std::min(budget, kTimeoutSlice);
    uint64_t cost = 0;
    if (!withoutBadAlloc([&] { cost = std::max<uint64_t>(phase.step(budget), 1); })) return false;
    spent += cost;
    left -= std::min(cost, left);
    carried_.peakBytes = std::max<uint64_t>(carried_.peakBytes, phase.bytes());
  }
  return true;
}

// The tightening's runs each leave a shorter path and a higher lower bound; the improvement (if
// any) follows. The last run (w = 1) keeps its share of the budget (Tightening::lastRunExpansions,
// and as much of the time to think): the runs before it stop where that share begins.
Status SolverSession::tighten(uint64_t expansions) {
  const double untilMs = thinkMs_ * kThinkTighteningShare;
  bool allocated = true;
  if (!tightener_->inLastRun()) {
    const Tightening& plan = plan_.tightening;
    const uint64_t reserve = std::min(plan.lastRunExpansions, tightenExpansionsLeft_);
    const double earlierUntilMs =
        untilMs * (1 - static_cast<double>(plan.lastRunExpansions) /
                           static_cast<double>(std::max<uint64_t>(plan.expansions, 1)));
    uint64_t earlierLeft = tightenExpansionsLeft_ - reserve;
    const uint64_t before = tightener_->expanded();
    allocated = runPhase(*tightener_, expansions, earlierLeft, earlierUntilMs);
    const uint64_t spent = tightener_->expanded() - before;
    tightenExpansionsLeft_ = earlierLeft + reserve;
    expansions -= std::min(expansions, spent);
    if (allocated && !phaseGoesOn(earlierLeft, earlierUntilMs)) tightener_->startLastRun();
  }
  if (allocated && expansions > 0 && tightener_->inLastRun())
    allocated = runPhase(*tightener_, expansions, tightenExpansionsLeft_, untilMs);
  result_.moves = tightener_->moves();
  result_.lowerBound = std::max(result_.lowerBound, tightener_->lowerBound());
  result_.optimal = result_.lowerBound >= static_cast<int>(result_.moves.size());
  tightenExpanded_ = tightener_->expanded();
  tightenGenerated_ = tightener_->generated();
  if (!tightener_->done() && allocated && phaseGoesOn(tightenExpansionsLeft_, untilMs))
    return result_.status;
  tighteningCut_ = !tightener_->done();
  tightener_.reset();
  return improveOrFinish();
}

Status SolverSession::improveOrFinish() {
  // In the multi-tile metric: the count over multi-tile moves, with the search's heuristic.
  if (plan_.allOptimal && result_.optimal && plan_.metric == Metric::MultiTile) {
    result_.countedSolutions = true;
    if (!withoutBadAlloc([&] {
          // The pattern databases too where the search built them (a board it took long on).
          countMultiTileHeuristic_ = builtMultiTileWalkingDistance(problem_->goal);
          if (!countMultiTileHeuristic_)
            countMultiTileHeuristic_ = multiTileWalkingDistanceFor(problem_->goal);
          counter_ = makeMultiTileAllOptimalSearch(*problem_, *countMultiTileHeuristic_,
                                                   result_.length(), plan_.solutionLimit);
        }))
      return outOfMemory();
    countStats_ = search_->stats();
    return result_.status;
  }
  // (A search that keeps no single-tile heuristic has no count here: none of those is planned
  // with allOptimal.)
  if (plan_.allOptimal && result_.optimal && heuristic_) {
    // IDA*'s last iteration again, to its end: pattern databases when the search had them (the
    // strongest h there is), else linear conflict (admissible on any board, and quick).
    const Heuristic* h = heuristic_.get();
    if (stage().heuristic != HeuristicKind::PatternDatabase) {
      countHeuristic_ = makeHeuristic(HeuristicKind::LinearConflict, problem_->goal);
      h = countHeuristic_.get();
    }
    result_.countedSolutions = true;
    const int length = static_cast<int>(result_.moves.size());
    if (!withoutBadAlloc([&] {
          counter_ = makeAllOptimalSearch(*problem_, *h, length, plan_.solutionLimit,
                                          plan_.options.threads);
        }))
      return outOfMemory();
    countStats_ = search_->stats();
    return result_.status;
  }
  if (!result_.optimal && (improveExpansionsLeft_ > 0 || thinkMs_ > 0) &&
      phaseGoesOn(improveExpansionsLeft_, thinkMs_)) {
    improvedFrom_ = result_.moves.size();
    // The line search's placement tables serve the improver's line searches of the same order.
    std::shared_ptr<PlacementTableCache> tables;
    if (const auto* lines = dynamic_cast<const LineBeamSearch*>(search_.get()))
      tables = lines->tableCache();
    improver_ = std::make_unique<PathImprover>(*result_.board, result_.moves, PathImprover::kBySize,
                                               PathImprover::kDefaultWindowExpansions,
                                               plan_.databases, std::move(tables));
    return result_.status;
  }
  result_.thinkingDone = endsBeforeThinkingTime();  // proven optimal before the time
  return finish(Status::Solved);
}

Status SolverSession::improve(uint64_t expansions) {
  const bool allocated = runPhase(*improver_, expansions, improveExpansionsLeft_, thinkMs_);
  improveExpanded_ = improver_->expanded();
  improveGenerated_ = improver_->generated();
  result_.moves = improver_->moves();
  result_.improved = result_.moves.size() < improvedFrom_;
  if (!allocated || !phaseGoesOn(improveExpansionsLeft_, thinkMs_)) return finish(Status::Solved);
  if (!improver_->done()) return result_.status;
  // The default's work is done: with time left to think, another round (thinkFurther()), by the
  // clock alone (what the default's budget left over must not carry it past the time).
  if (thinkMs_ <= 0 || !phaseGoesOn(0, thinkMs_) || !improver_->thinkFurther()) {
    result_.thinkingDone = endsBeforeThinkingTime();  // every round run before the time
    return finish(Status::Solved);
  }
  improveExpansionsLeft_ = 0;
  return result_.status;
}

// Counts every optimal solution (improveOrFinish started it); the time budget ends it with the
// count so far, marked partial.
Status SolverSession::countOptimal(uint64_t expansions) {
  Status status = Status::Running;
  for (uint64_t left = std::max<uint64_t>(expansions, 1); left > 0 && status == Status::Running;) {
    const uint64_t slice = timeoutMs_ > 0 ? std::min(left, kTimeoutSlice) : left;
    if (!withoutBadAlloc([&] { status = counter_->step(slice); })) {
      takeCount(true);
      return outOfMemory();
    }
    left -= slice;
    countStats_ = search_->stats();
    countStats_.expanded += counter_->stats().expanded;
    countStats_.generated += counter_->stats().generated;
    if (status != Status::Running) break;
    if (timedOut()) {
      takeCount(true);
      return timeLimit();
    }
  }
  if (status == Status::Running) return result_.status;
  takeCount(false);
  return finish(Status::Solved);
}

void SolverSession::takeCount(bool partial) {
  OptimalPaths paths = counter_->paths();
  result_.solutionCount = paths.count;
  result_.solutionCountSaturated = paths.saturated;
  result_.solutionCountPartial = partial;
  result_.solutions = std::move(paths.listed);
  // An optimal MTM solution never makes two moves along one axis in a row, so its runs of
  // steps the same way are its moves.
  result_.solutionSegments.clear();
  if (plan_.metric == Metric::MultiTile)
    for (const auto& solution : result_.solutions)
      result_.solutionSegments.push_back(multiTileSegments(solution));
}

// Report.
void SolverSession::setBounds() {
  const AlgorithmInfo& algorithm = algorithmInfo(stage().algorithm);
  const int length = result_.length();
  result_.optimal = guaranteesShortest(algorithm, stage().weight) && heuristicAdmissible_;
  if (result_.optimal) {
    result_.lowerBound = length;
  } else if (algorithm.usesWeight && heuristicAdmissible_) {
    // Weighted A* and IDA* with an admissible h find a path at most w times the optimum.
    result_.lowerBound =
        std::max(startLowerBound_, static_cast<int>(std::ceil(length / stage().weight - 1e-9)));
    if (plan_.metric == Metric::SingleTile) {
      result_.lowerBound = raisedToPathParity(result_.lowerBound, length);
      result_.optimal = result_.lowerBound >= length;
    }
  }
}

Status SolverSession::timeLimit() {
  return finish(Status::Limit, message("time-limit", {decimalArg("seconds", timeoutMs_ / 1000)}));
}

Status SolverSession::outOfMemory() {
  const uint64_t expanded = search_ ? search_->stats().expanded + carried_.expanded : 0;
  return finish(Status::Limit,
                message("out-of-memory", {numberArg("expanded", static_cast<int64_t>(expanded))}));
}

void SolverSession::cancel() {
  if (result_.status != Status::Running) return;
  if (counter_) takeCount(true);
  // While the answer is shortened it stands, valid after every step of either phase: it is the
  // answer, and the person who stopped the thinking keeps it.
  if (tightener_ || improver_) {
    if (tightener_) {
      tightenExpanded_ = tightener_->expanded();
      tightenGenerated_ = tightener_->generated();
      tightener_.reset();
    }
    if (improver_) {
      improveExpanded_ = improver_->expanded();
      improveGenerated_ = improver_->generated();
      improver_.reset();
    }
    result_.stoppedEarly = true;
    finish(Status::Solved);
    return;
  }
  finish(Status::Cancelled, message("cancelled"));
}

SearchProgress SolverSession::progress() const {
  if (counter_ && result_.status == Status::Running) {
    SearchProgress p = counter_->progress();
    p.fBound = static_cast<int>(result_.moves.size());  // the bound of the count's iteration
    return p;
  }
  return search_ ? search_->progress() : SearchProgress{};
}

std::optional<int> SolverSession::bestLengthSoFar() const {
  if (result_.status != Status::Running || (!tightener_ && !improver_)) return std::nullopt;
  return result_.length();
}

std::optional<uint64_t> SolverSession::solutionsCountedSoFar() const {
  if (!counter_ || result_.status != Status::Running) return std::nullopt;
  return counter_->countSoFar();
}

std::vector<const char*> SolverSession::absentProgress() const {
  // While the answer is shortened, progress() still holds the finished stage's frontier and
  // bound, which describe nothing running: the best length and the lower bound say what is.
  if (!search_) return {};
  if (tightener_ || improver_) return {"frontier", "fBound"};
  return absentFigures(algorithmInfo(stage().algorithm).family).progress;
}

const SearchStats& SolverSession::stats() const {
  static const SearchStats kNone;
  if (counter_) return countStats_;
  if (!search_) return kNone;
  if (!tightener_ && !improver_) return search_->stats();
  // While the answer is shortened: every stage's work and the phases' so far, as the result
  // will count them (finish()), so the figure on show keeps growing while it thinks.
  shorteningStats_ = search_->stats();
  shorteningStats_.expanded += carried_.expanded + tightenExpanded_ + improveExpanded_;
  shorteningStats_.generated += carried_.generated + tightenGenerated_ + improveGenerated_;
  return shorteningStats_;
}

bool SolverSession::timedOut() const {
  return timeoutMs_ > 0 && elapsedMs() > timeoutMs_;
}

double SolverSession::elapsedMs() const {
  if (!started_) return 0;
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - startedAt_)
      .count();
}

Status SolverSession::finish(Status status, Error error) {
  result_.status = status;
  result_.error = std::move(error.message);
  result_.errorDetail = std::move(error.detail);
  if (search_) {
    result_.stats = search_->stats();
    result_.stats.expanded += carried_.expanded + tightenExpanded_ + improveExpanded_;
    result_.stats.generated += carried_.generated + tightenGenerated_ + improveGenerated_;
    result_.stats.reopened += carried_.reopened;
    result_.stats.reexpanded += carried_.reexpanded;
    result_.stats.maxFrontier = std::max(result_.stats.maxFrontier, carried_.maxFrontier);
    result_.stats.peakBytes = std::max(result_.stats.peakBytes, carried_.peakBytes);
    if (counter_) {
      const SearchStats& counted = counter_->stats();
      result_.stats.expanded += counted.expanded;
      result_.stats.generated += counted.generated;
      result_.stats.peakBytes = std::max(result_.stats.peakBytes, counted.peakBytes);
    }
    // An optimal search that stopped has proven every shorter length impossible.
    const AlgorithmInfo& algorithm = algorithmInfo(stage().algorithm);
    if (status == Status::Limit && heuristicAdmissible_ &&
        guaranteesShortest(algorithm, stage().weight) && algorithm.usesHeuristic)
      result_.lowerBound = std::max(startLowerBound_, search_->provenLowerBound());
    // Stopped while counting: the optimal length itself was proven.
    if (counter_ && status != Status::Solved)
      result_.lowerBound = static_cast<int>(result_.moves.size());
  }
  if (status == Status::Solved && plan_.details && heuristic_)
    result_.pathH = heuristicAlongPath(*heuristic_, *result_.board, result_.moves);
  result_.ms = elapsedMs();
  return status;
}

const SolveResult& SolverSession::solve(const SolveRequest& request) {
  if (start(request) == Status::Running)
    while (step(uint64_t{1} << 20) == Status::Running) {
    }
  return result_;
}

}  // namespace npuzzle

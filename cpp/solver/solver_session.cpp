#include "solver/solver_session.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <new>

#include "core/board_parser.h"
#include "core/input_excerpt.h"
#include "core/solvability.h"
#include "heuristics/linear_conflict.h"
#include "search/row_by_row_search.h"
#include "search/search_factory.h"

namespace npuzzle {
namespace {

// Boards up to this many cells get an optimal answer from `auto`.
constexpr int kAutoOptimalCells = 16;
// `auto` above that, up to 25 cells: weighted IDA* (w = 1.5) over the pattern databases, which
// answers most 24-puzzles within 1.1x of the optimum in a fraction of a second, for at most
// this many expansions (about half a second natively)...
constexpr int kAutoDatabaseCells = 25;
constexpr double kAutoIdaWeight = 1.5;
constexpr uint64_t kAutoIdaExpansions = 10000000;
// ...then weighted A* with linear conflict, holding at most a little memory (it either succeeds
// quickly or not at all on big boards); past that the row-by-row construction answers any
// board at once.
double autoWeight(int cells) {
  return cells <= kAutoDatabaseCells ? 2.0 : 3.0;
}
uint64_t autoWeightedMaxBytes(int cells) {
  return static_cast<uint64_t>(cells <= kAutoDatabaseCells ? 256 : 64) << 20;
}
// `auto` above that improves its answer by optimal searches over windows of the path, for at
// most this many expansions in all (about 0.3 s natively on a 5x5 board)...
constexpr uint64_t kAutoImproveExpansions = 2000000;
// ...fewer on bigger boards, where an expansion costs more (it packs, hashes and scores every
// cell) and the construction's long paths gain little (under 1% on 16x16): a fraction of a
// second there too.
uint64_t autoImproveExpansions(int cells) {
  const uint64_t n = static_cast<uint64_t>(cells), d = kAutoDatabaseCells;
  return cells <= kAutoDatabaseCells ? kAutoImproveExpansions
                                     : kAutoImproveExpansions * d * d / (n * n);
}
// Expansions between clock readings when a timeout is set.
constexpr uint64_t kTimeoutSlice = 4096;
// Under a timeout, the share of the time left that a cascade stage with a later one may use:
// weighted IDA* half, weighted A* a quarter, and the construction (a few hundred ms at most, on
// 256 cells) keeps at least the last quarter.
constexpr double kStageTimeShare = 0.5;

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

const char* statusName(SolveStatus status) {
  switch (status) {
    case SolveStatus::Running:
      return "running";
    case SolveStatus::Solved:
      return "solved";
    case SolveStatus::Unsolvable:
      return "unsolvable";
    case SolveStatus::Invalid:
      return "invalid";
    case SolveStatus::Limit:
      return "limit";
    case SolveStatus::Cancelled:
      return "cancelled";
    case SolveStatus::Error:
      return "error";
  }
  return "error";
}

SolvePlan planSolve(const SolveRequest& request) {
  SolvePlan plan;
  auto fail = [&plan](SolveStatus status, std::string error) {
    plan.status = status;
    plan.error = std::move(error);
    return plan;
  };
  std::optional<Geometry> size;
  if (!request.size.empty()) {
    auto parsed = parseSize(request.size);
    if (!parsed) return fail(SolveStatus::Invalid, parsed.error());
    size = *parsed;
  }
  auto board = parseBoard(request.board, size);
  if (!board) return fail(SolveStatus::Invalid, board.error());
  plan.board = *board;
  auto goal = parseGoal(request.goal, board->geometry);
  if (!goal) return fail(SolveStatus::Invalid, goal.error());
  plan.goal = *goal;

  const AlgorithmInfo* algorithm = findAlgorithm(request.algorithm);
  if (!algorithm)
    return fail(SolveStatus::Invalid,
                "unknown algorithm \"" + inputExcerpt(request.algorithm) + "\"");
  // The auto heuristic: pattern databases where `auto` is optimal (their tables are small and
  // quick to build there), linear conflict beyond.
  plan.heuristic = board->cells() <= kAutoOptimalCells ? HeuristicKind::PatternDatabase
                                                       : HeuristicKind::LinearConflict;
  if (request.heuristic != "auto") {
    const HeuristicInfo* info = findHeuristic(request.heuristic);
    if (!info)
      return fail(SolveStatus::Invalid,
                  "unknown heuristic \"" + inputExcerpt(request.heuristic) + "\"");
    plan.heuristic = info->kind;
  }
  if (!(request.weight >= 1 && request.weight <= 100))
    return fail(SolveStatus::Invalid, "weight must be between 1 and 100");
  if (request.maxMemoryMB < kMinMemoryMB || request.maxMemoryMB > kMaxMemoryMB)
    return fail(SolveStatus::Invalid, "memory budget must be between " +
                                          std::to_string(kMinMemoryMB) + " and " +
                                          std::to_string(kMaxMemoryMB) + " MB");

  SolvabilityReport solvability = analyzeSolvability(*board, *goal);
  if (!solvability.solvable) return fail(SolveStatus::Unsolvable, solvability.reason);

  plan.requested = algorithm->kind;
  plan.algorithm = algorithm->kind;
  plan.weight = request.weight;
  if (plan.algorithm == Algorithm::Auto) {
    if (board->cells() <= 9)
      plan.algorithm = Algorithm::AStar;
    else if (board->cells() <= kAutoOptimalCells)
      plan.algorithm = Algorithm::IdaStar;
    else if (board->cells() <= kAutoDatabaseCells)
      plan.algorithm = Algorithm::WeightedIdaStar, plan.weight = kAutoIdaWeight;
    else
      plan.algorithm = Algorithm::WeightedAStar, plan.weight = autoWeight(board->cells());
    if (request.heuristic == "auto" && plan.algorithm == Algorithm::WeightedIdaStar)
      plan.heuristic = HeuristicKind::PatternDatabase;
  }
  if (plan.algorithm == Algorithm::BreadthFirst || plan.algorithm == Algorithm::Constructive)
    plan.heuristic = HeuristicKind::Blind;
  return plan;
}

SolverSession::SolverSession() = default;
SolverSession::~SolverSession() = default;

SolveStatus SolverSession::start(const SolveRequest& request) {
  fallbacks_.clear();
  carried_ = SearchStats{};
  stageExpansions_ = 0;
  improver_.reset();
  improveExpanded_ = 0;
  search_.reset();
  heuristic_.reset();
  problem_.reset();
  result_ = SolveResult{};
  started_ = true;
  startedAt_ = std::chrono::steady_clock::now();
  stageDeadlineMs_ = 0;

  auto plan = planSolve(request);
  if (plan.board) result_.board = *plan.board;
  if (plan.goal) result_.goal = *plan.goal;
  if (!plan.error.empty()) return finish(plan.status, plan.error);
  const Board* board = &*plan.board;
  const Board* goal = &*plan.goal;
  algorithm_ = plan.algorithm;
  weight_ = plan.weight;
  HeuristicKind heuristicKind = plan.heuristic;
  result_.algorithm = algorithmInfo(algorithm_).id;
  result_.heuristic = heuristicInfo(heuristicKind).id;
  heuristicAdmissible_ = heuristicInfo(heuristicKind).admissible;
  startLowerBound_ = LinearConflict(*goal).evaluate(board->tiles.data());
  result_.lowerBound = startLowerBound_;

  if (*board == *goal) {
    result_.optimal = true;
    result_.lowerBound = 0;
    return finish(SolveStatus::Solved);
  }

  problem_ = std::make_unique<SearchProblem>(*board, *goal);
  maxBytes_ = request.maxMemoryMB << 20;
  // `auto` above 16 cells promises an answer: a cascade of ever surer searches, each moved on
  // from when it outgrows its budget, then the windowed improvement of what was found.
  const bool cascade = plan.requested == Algorithm::Auto && board->cells() > kAutoOptimalCells;
  improveAfterSearch_ = cascade;
  improveExpansionsLeft_ = autoImproveExpansions(board->cells());
  if (cascade) {
    const uint64_t capped = std::min(maxBytes_, autoWeightedMaxBytes(board->cells()));
    if (algorithm_ == Algorithm::WeightedIdaStar)
      fallbacks_.push_back(
          Stage{Algorithm::WeightedAStar, HeuristicKind::LinearConflict, autoWeight(0), capped});
    else
      maxBytes_ = capped;
    fallbacks_.push_back(Stage{Algorithm::Constructive, HeuristicKind::Blind, 1, 0});
    stageExpansions_ = algorithm_ == Algorithm::WeightedIdaStar ? kAutoIdaExpansions : 0;
  }
  timeoutMs_ = request.timeoutSeconds * 1000;
  if (!withoutBadAlloc([&] { startSearch(heuristicKind); })) return outOfMemory();
  if (timeoutMs_ > 0 && !fallbacks_.empty())
    stageDeadlineMs_ = elapsedMs() + (timeoutMs_ - elapsedMs()) * kStageTimeShare;
  result_.status = SolveStatus::Running;
  return result_.status;
}

void SolverSession::startSearch(HeuristicKind heuristicKind) {
  const uint64_t maxBytes = maxBytes_;
  result_.algorithm = algorithmInfo(algorithm_).id;
  result_.heuristic = heuristicInfo(heuristicKind).id;
  heuristicAdmissible_ = heuristicInfo(heuristicKind).admissible;
  heuristic_ = makeHeuristic(heuristicKind, problem_->goal);
  switch (algorithm_) {
    case Algorithm::IdaStar:
      search_ = makeIdaStarSearch(*problem_, *heuristic_);
      break;
    case Algorithm::WeightedAStar:
      search_ = makeEagerSearch(*problem_, *heuristic_, EagerConfig::weighted(weight_, maxBytes));
      break;
    case Algorithm::WeightedIdaStar: {
      EagerConfig weights = EagerConfig::weighted(weight_, maxBytes);
      search_ = makeIdaStarSearch(*problem_, *heuristic_, static_cast<int>(weights.gWeight),
                                  static_cast<int>(weights.hWeight));
      break;
    }
    case Algorithm::Greedy:
      search_ = makeEagerSearch(*problem_, *heuristic_, EagerConfig{0, 1, false, maxBytes});
      break;
    case Algorithm::BreadthFirst:
      search_ = makeEagerSearch(*problem_, *heuristic_, EagerConfig{1, 0, false, maxBytes});
      break;
    case Algorithm::Constructive:
      search_ = std::make_unique<RowByRowSearch>(*problem_);
      break;
    default:
      search_ = makeEagerSearch(*problem_, *heuristic_, EagerConfig{1, 1, true, maxBytes});
      break;
  }
}

void SolverSession::startNextStage() {
  const SearchStats& done = search_->stats();
  carried_.expanded += done.expanded;
  carried_.generated += done.generated;
  carried_.maxFrontier = std::max(carried_.maxFrontier, done.maxFrontier);
  carried_.peakBytes = std::max(carried_.peakBytes, done.peakBytes);
  Stage next = fallbacks_.front();
  fallbacks_.erase(fallbacks_.begin());
  algorithm_ = next.algorithm;
  weight_ = next.weight;
  if (next.maxBytes) maxBytes_ = next.maxBytes;
  stageExpansions_ = 0;
  stageDeadlineMs_ = timeoutMs_ > 0 && !fallbacks_.empty()
                         ? elapsedMs() + (timeoutMs_ - elapsedMs()) * kStageTimeShare
                         : 0;
  search_.reset();  // the old search's memory goes before the next one takes its own
  heuristic_.reset();
  startSearch(next.heuristic);
}

SolveStatus SolverSession::step(uint64_t expansions) {
  if (!started_)
    return finish(SolveStatus::Error, "step() before start(): there is no search to run");
  if (result_.status != SolveStatus::Running) return result_.status;
  if (improver_) return improve(expansions);
  SearchStatus status = SearchStatus::InProgress;
  bool stageOver = false;
  for (uint64_t left = std::max<uint64_t>(expansions, 1);
       left > 0 && status == SearchStatus::InProgress;) {
    uint64_t slice = timeoutMs_ > 0 ? std::min(left, kTimeoutSlice) : left;
    if (!withoutBadAlloc([&] { status = search_->step(slice); })) return outOfMemory();
    left -= slice;
    if (status != SearchStatus::InProgress) break;
    if (stageDeadlineMs_ > 0 && elapsedMs() > stageDeadlineMs_) {
      stageOver = true;  // `auto` moves on, keeping time for the stages after this one
      break;
    }
    if (timedOut()) return timeLimit();
  }
  const bool overBudget = status == SearchStatus::InProgress && stageExpansions_ > 0 &&
                          search_->stats().expanded >= stageExpansions_;
  if ((status == SearchStatus::LimitReached || overBudget || stageOver) && !fallbacks_.empty()) {
    if (!withoutBadAlloc([&] { startNextStage(); })) return outOfMemory();
    return result_.status;
  }
  switch (status) {
    case SearchStatus::InProgress:
      return result_.status;
    case SearchStatus::Solved:
      result_.moves = search_->solution();
      setBounds();
      if (improveAfterSearch_ && !timedOut()) {
        improveAfterSearch_ = false;
        improver_ = std::make_unique<PathImprover>(*result_.board, result_.moves);
        return result_.status;
      }
      return finish(SolveStatus::Solved);
    case SearchStatus::LimitReached:
      // Below the budget, the memory itself ran out (a node table could not grow).
      if (search_->stats().outOfMemory) return outOfMemory();
      return finish(SolveStatus::Limit,
                    "memory budget reached after " + std::to_string(search_->stats().expanded) +
                        " expansions; IDA* or weighted A* needs far less memory");
    case SearchStatus::Failed:
      break;
  }
  return finish(SolveStatus::Error, "the search ended without a solution (internal error)");
}

void SolverSession::setBounds() {
  int length = static_cast<int>(result_.moves.size());
  bool optimalSearch = algorithm_ == Algorithm::AStar || algorithm_ == Algorithm::IdaStar ||
                       algorithm_ == Algorithm::BreadthFirst;
  result_.optimal = optimalSearch && heuristicAdmissible_;
  if (result_.optimal) {
    result_.lowerBound = length;
  } else if ((algorithm_ == Algorithm::WeightedAStar || algorithm_ == Algorithm::WeightedIdaStar) &&
             heuristicAdmissible_) {
    // Weighted A* and IDA* with an admissible h find a path at most w times the optimum.
    result_.lowerBound =
        std::max(startLowerBound_, static_cast<int>(std::ceil(length / weight_ - 1e-9)));
  }
}

// The path stays valid after every window, so the deadline or the budget ends this stage with
// what it has: always Solved.
SolveStatus SolverSession::improve(uint64_t expansions) {
  uint64_t spent = 0;
  bool allocationFailed = false;
  while (!improver_->done() && spent < std::max<uint64_t>(expansions, 1) &&
         improveExpansionsLeft_ > 0) {
    uint64_t budget = std::min(std::max<uint64_t>(expansions, 1) - spent, improveExpansionsLeft_);
    if (timeoutMs_ > 0) budget = std::min(budget, kTimeoutSlice);
    uint64_t cost = 0;
    if (!withoutBadAlloc([&] { cost = std::max<uint64_t>(improver_->step(budget), 1); })) {
      allocationFailed = true;  // the path found so far stands
      break;
    }
    spent += cost;
    improveExpanded_ = improver_->expanded();
    improveExpansionsLeft_ -= std::min(cost, improveExpansionsLeft_);
    carried_.peakBytes = std::max<uint64_t>(carried_.peakBytes, improver_->bytes());
    if (timedOut()) break;
  }
  result_.moves = improver_->moves();
  if (improver_->done() || improveExpansionsLeft_ == 0 || timedOut() || allocationFailed)
    return finish(SolveStatus::Solved);
  return result_.status;
}

SolveStatus SolverSession::timeLimit() {
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%g", timeoutMs_ / 1000);
  return finish(SolveStatus::Limit, std::string("time limit of ") + seconds + " s reached");
}

SolveStatus SolverSession::outOfMemory() {
  const uint64_t expanded = search_ ? search_->stats().expanded + carried_.expanded : 0;
  return finish(SolveStatus::Limit, "out of memory after " + std::to_string(expanded) +
                                        " expansions; a smaller memory budget ends the search "
                                        "before the machine runs out");
}

void SolverSession::cancel() {
  if (result_.status == SolveStatus::Running) finish(SolveStatus::Cancelled, "cancelled");
}

SearchProgress SolverSession::progress() const {
  return search_ ? search_->progress() : SearchProgress{};
}

const SearchStats& SolverSession::stats() const {
  static const SearchStats kNone;
  return search_ ? search_->stats() : kNone;
}

bool SolverSession::timedOut() const {
  return timeoutMs_ > 0 && elapsedMs() > timeoutMs_;
}

double SolverSession::elapsedMs() const {
  if (!started_) return 0;
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - startedAt_)
      .count();
}

SolveStatus SolverSession::finish(SolveStatus status, std::string error) {
  result_.status = status;
  result_.error = std::move(error);
  if (search_) {
    result_.stats = search_->stats();
    result_.stats.expanded += carried_.expanded + improveExpanded_;
    result_.stats.generated += carried_.generated;
    result_.stats.maxFrontier = std::max(result_.stats.maxFrontier, carried_.maxFrontier);
    result_.stats.peakBytes = std::max(result_.stats.peakBytes, carried_.peakBytes);
    if (status == SolveStatus::Limit && heuristicAdmissible_ &&
        (algorithm_ == Algorithm::AStar || algorithm_ == Algorithm::IdaStar))
      result_.lowerBound = std::max(startLowerBound_, search_->provenLowerBound());
  }
  result_.ms = elapsedMs();
  return status;
}

const SolveResult& SolverSession::solve(const SolveRequest& request) {
  if (start(request) == SolveStatus::Running)
    while (step(uint64_t{1} << 20) == SolveStatus::Running) {
    }
  return result_;
}

}  // namespace npuzzle

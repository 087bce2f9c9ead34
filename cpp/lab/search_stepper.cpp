#include "lab/search_stepper.h"

#include <algorithm>
#include <cmath>

#include "core/board_parser.h"
#include "core/input_excerpt.h"
#include "core/solvability.h"
#include "solver/database_requests.h"

namespace npuzzle {
namespace {

constexpr size_t kMaxOpenLimit = 1000;
// Step mode holds one search for a page; it ends with a message before using more.
constexpr uint64_t kStepMaxBytes = uint64_t{512} << 20;

std::string formulaText(uint32_t a, uint32_t b) {
  auto term = [](uint32_t k, const char* x) {
    return k == 1 ? std::string(x) : std::to_string(k) + "·" + x;
  };
  if (a == 0) return "f = " + term(b, "h");
  if (b == 0) return "f = " + term(a, "g");
  return "f = " + term(a, "g") + " + " + term(b, "h");
}

}  // namespace

const char* stepStatusName(StepStatus status) {
  switch (status) {
    case StepStatus::Running:
      return "running";
    case StepStatus::Solved:
      return "solved";
    case StepStatus::Failed:
      return "failed";
    case StepStatus::Invalid:
      return "invalid";
    case StepStatus::Unsolvable:
      return "unsolvable";
  }
  return "failed";
}

SearchStepper::SearchStepper() = default;
SearchStepper::~SearchStepper() = default;

StepStatus SearchStepper::start(const StepRequest& request) {
  engine_.reset();
  heuristic_.reset();
  problem_.reset();
  header_ = StepSnapshot{};
  openLimit_ = request.openLimit == 0 ? 12 : std::min(request.openLimit, kMaxOpenLimit);

  std::optional<Geometry> size;
  if (!request.size.empty()) {
    auto parsed = parseSize(request.size);
    if (!parsed) return refuse(StepStatus::Invalid, parsed.error());
    size = *parsed;
  }
  auto board = parseBoard(request.board, size);
  if (!board) return refuse(StepStatus::Invalid, board.error());
  header_.board = *board;
  auto goal = parseGoal(request.goal, board->geometry);
  if (!goal) return refuse(StepStatus::Invalid, goal.error());
  header_.goal = *goal;

  const AlgorithmInfo* algorithm = findAlgorithm(request.algorithm);
  if (!algorithm)
    return refuse(StepStatus::Invalid,
                  "unknown algorithm \"" + inputExcerpt(request.algorithm) + "\"");
  algorithm_ = algorithm->kind;
  switch (algorithm_) {
    case Algorithm::AStar:
      config_ = EagerConfig{1, 1, true, kStepMaxBytes};
      break;
    case Algorithm::WeightedAStar:
      if (!(request.weight >= 1 && request.weight <= 100))
        return refuse(StepStatus::Invalid, "weight must be between 1 and 100");
      config_ = EagerConfig::weighted(request.weight, kStepMaxBytes);
      break;
    case Algorithm::Greedy:
      config_ = EagerConfig{0, 1, false, kStepMaxBytes};
      break;
    case Algorithm::BreadthFirst:
      config_ = EagerConfig{1, 0, false, kStepMaxBytes};
      break;
    case Algorithm::IdaStar:
      config_ = EagerConfig{1, 1, false, kStepMaxBytes};
      break;
    default:
      return refuse(StepStatus::Invalid,
                    "step mode runs astar, wastar, greedy, bfs or idastar, not \"" +
                        inputExcerpt(request.algorithm) + "\"");
  }
  if (algorithm_ != Algorithm::IdaStar && board->cells() > kMaxEagerStepCells)
    return refuse(StepStatus::Invalid,
                  "step mode runs " + std::string(algorithm->id) + " on boards of up to " +
                      std::to_string(kMaxEagerStepCells) + " cells; idastar steps any size");
  header_.algorithm = algorithm->id;
  header_.weight = algorithm_ == Algorithm::WeightedAStar ? request.weight : 1;
  header_.gWeight = config_.gWeight;
  header_.hWeight = config_.hWeight;
  header_.fFormula = formulaText(config_.gWeight, config_.hWeight);

  HeuristicKind kind = HeuristicKind::Blind;
  if (algorithm_ != Algorithm::BreadthFirst) {
    std::string id = request.heuristic == "auto" ? "linear-conflict" : request.heuristic;
    const HeuristicInfo* info = findHeuristic(id);
    if (!info)
      return refuse(StepStatus::Invalid,
                    "unknown heuristic \"" + inputExcerpt(request.heuristic) + "\"");
    if (board->cells() > info->interactiveMaxCells)
      return refuse(StepStatus::Invalid,
                    std::string("the ") + info->id +
                        " heuristic takes too long to prepare on boards of more than " +
                        std::to_string(info->interactiveMaxCells) +
                        " cells for step mode; pick linear-conflict or manhattan");
    // Step mode answers at once: it uses pattern databases above 12 cells only once a solve
    // has prepared them (the page shows that build's progress; step mode could not).
    if (info->kind == HeuristicKind::PatternDatabase && board->cells() > 12 &&
        !patternDatabasesHeld(*goal))
      return refuse(StepStatus::Invalid,
                    "the pdb heuristic's databases for this board are not built yet: solve it "
                    "once with pdb or auto (a few seconds, once per browser), then step");
    kind = info->kind;
  }
  const HeuristicInfo& heuristic = heuristicInfo(kind);
  header_.heuristic = heuristic.id;
  optimalSearch_ =
      heuristic.admissible && (algorithm_ == Algorithm::AStar || algorithm_ == Algorithm::IdaStar ||
                               algorithm_ == Algorithm::BreadthFirst);

  SolvabilityReport solvability = analyzeSolvability(*board, *goal);
  if (!solvability.solvable) return refuse(StepStatus::Unsolvable, solvability.reason);

  problem_ = std::make_unique<SearchProblem>(*board, *goal);
  heuristic_ = makeHeuristic(kind, *goal);
  restart();
  return status_;
}

StepStatus SearchStepper::refuse(StepStatus status, std::string error) {
  status_ = status;
  error_ = std::move(error);
  return status_;
}

void SearchStepper::restart() {
  engine_ = algorithm_ == Algorithm::IdaStar ? makeIdaStepEngine(*problem_, *heuristic_)
                                             : makeEagerStepEngine(*problem_, *heuristic_, config_);
  status_ = StepStatus::Running;
  error_.clear();
}

StepStatus SearchStepper::step(uint64_t count) {
  if (status_ != StepStatus::Running) return status_;
  return update(engine_->step(std::max<uint64_t>(count, 1)));
}

StepStatus SearchStepper::seek(uint64_t expansions) {
  if (!engine_) return status_;
  restart();
  if (expansions == 0) return status_;
  return update(engine_->step(expansions));
}

StepStatus SearchStepper::update(SearchStatus status) {
  switch (status) {
    case SearchStatus::InProgress:
      break;
    case SearchStatus::Solved:
      status_ = StepStatus::Solved;
      break;
    case SearchStatus::LimitReached:
      status_ = StepStatus::Failed;
      error_ = "memory budget of " + std::to_string(kStepMaxBytes >> 20) + " MB reached after " +
               std::to_string(expanded()) + " expansions";
      break;
    case SearchStatus::Failed:
      status_ = StepStatus::Failed;
      error_ = "the open list ran empty without reaching the goal";
      break;
  }
  return status_;
}

uint64_t SearchStepper::expanded() const {
  return engine_ ? engine_->search().stats().expanded : 0;
}

StepSnapshot SearchStepper::snapshot() const {
  StepSnapshot snapshot = header_;
  snapshot.status = status_;
  snapshot.error = error_;
  if (!engine_) return snapshot;
  snapshot.started = true;
  snapshot.stats = engine_->search().stats();
  snapshot.view = engine_->describe(openLimit_);
  if (status_ == StepStatus::Solved) {
    snapshot.solution = engine_->search().solution();
    snapshot.optimal = optimalSearch_;
  }
  return snapshot;
}

}  // namespace npuzzle

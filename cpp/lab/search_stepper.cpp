#include "lab/search_stepper.h"

#include <algorithm>

namespace npuzzle {
namespace {

constexpr size_t kMaxOpenLimit = 1000;

std::string formulaText(uint32_t a, uint32_t b) {
  auto term = [](uint32_t k, const char* x) {
    return k == 1 ? std::string(x) : std::to_string(k) + "·" + x;
  };
  if (a == 0) return "f = " + term(b, "h");
  if (b == 0) return "f = " + term(a, "g");
  return "f = " + term(a, "g") + " + " + term(b, "h");
}

}  // namespace

SearchStepper::SearchStepper() = default;
SearchStepper::~SearchStepper() = default;

Status SearchStepper::start(const StepRequest& request) {
  engine_.reset();
  heuristic_.reset();
  problem_.reset();
  header_ = StepSnapshot{};
  openLimit_ = request.openLimit == 0 ? 12 : std::min(request.openLimit, kMaxOpenLimit);

  plan_ = planStep(request);
  header_.board = plan_.problem.board;
  header_.goal = plan_.problem.goal;
  if (const AlgorithmInfo* algorithm = plan_.algorithm) {
    header_.algorithm = algorithm->id;
    header_.weight = plan_.weight;
    header_.gWeight = plan_.config.gWeight;
    header_.hWeight = plan_.config.hWeight;
    header_.fFormula = formulaText(plan_.config.gWeight, plan_.config.hWeight);
  }
  if (plan_.heuristic) header_.heuristic = plan_.heuristic->id;
  if (!plan_.error.empty()) return refuse(plan_.status, plan_.failure());

  problem_ = std::make_unique<SearchProblem>(*plan_.problem.board, *plan_.problem.goal);
  heuristic_ = makeHeuristic(plan_.heuristic->kind, problem_->goal);
  restart();
  return status_;
}

Status SearchStepper::refuse(Status status, Error error) {
  status_ = status;
  error_ = std::move(error);
  return status_;
}

std::unique_ptr<StepEngine> SearchStepper::makeEngine() const {
  switch (plan_.algorithm->family) {
    case SearchFamily::DepthFirst:
      return makeIdaStepEngine(*problem_, *heuristic_);
    case SearchFamily::DepthLimited:
      return makeDfsStepEngine(*problem_, plan_.depthLimit);
    case SearchFamily::RecursiveBestFirst:
      return makeRbfsStepEngine(*problem_, *heuristic_);
    case SearchFamily::Bidirectional:
      return makeBidirectionalStepEngine(*problem_);
    default:  // best-first; planStep steps nothing else
      return makeEagerStepEngine(*problem_, *heuristic_, plan_.config);
  }
}

void SearchStepper::restart() {
  engine_ = makeEngine();
  status_ = Status::Running;
  error_ = std::string();
}

Status SearchStepper::step(uint64_t count) {
  if (status_ != Status::Running) return status_;
  return update(engine_->step(std::max<uint64_t>(count, 1)));
}

Status SearchStepper::seek(uint64_t expansions) {
  if (!engine_) return status_;
  restart();
  if (expansions == 0) return status_;
  return update(engine_->step(expansions));
}

Status SearchStepper::update(Status searchStatus) {
  switch (searchStatus) {
    case Status::Running:
      break;
    case Status::Solved:
      status_ = Status::Solved;
      break;
    case Status::Limit:
      status_ = Status::Limit;
      // Depth-limited DFS: the limit cut every path left, which is no memory budget.
      if (engine_->search().stats().cutByDepthLimit) {
        error_ = message("depth-limit-cut", {numberArg("depth", plan_.depthLimit)});
        break;
      }
      error_ = message("step-memory-budget-reached",
                       {numberArg("mb", static_cast<int64_t>(kStepMaxBytes >> 20)),
                        numberArg("expanded", static_cast<int64_t>(expanded()))});
      break;
    default:  // the search exhausted its space: start() proved the goal reachable
      status_ = Status::Error;
      error_ = message("open-list-empty");
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
  snapshot.error = error_.message;
  snapshot.errorDetail = error_.detail;
  if (!engine_) return snapshot;
  snapshot.started = true;
  snapshot.stats = engine_->search().stats();
  snapshot.view = engine_->describe(openLimit_);
  snapshot.treeEvents = engine_->tree().events().size();
  snapshot.treeNodes = engine_->tree().nodes();
  if (status_ == Status::Solved) {
    snapshot.solution = engine_->search().solution();
    snapshot.optimal = plan_.algorithm->optimal && plan_.heuristic->admissible;
  }
  return snapshot;
}

}  // namespace npuzzle

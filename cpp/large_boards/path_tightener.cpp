#include "large_boards/path_tightener.h"

#include <algorithm>
#include <cmath>

#include "core/solvability.h"
#include "search/eager_search.h"
#include "search/search_factory.h"

namespace npuzzle {
namespace {

// A weighted run's iterations raise its bound by at least this many moves' worth of h (b per
// move): f = a·g + b·h takes values a unit apart, and without the step a run at 1.1 (a = 10,
// b = 11) spent hundreds of iterations that each added a handful of nodes. On Korf & Felner's
// 24-puzzles (bench korf24-auto, 32 million expansions) the answers went from 1.054x to 1.046x
// the optimum, 3 to 7 of 50 optimal, the bound from 0.857x to 0.874x (min 0.794 to 0.804);
// steps of 2, 4 and 6 moves: 1.048x, 1.052x, 1.061x. A found path may then be up to b/a moves
// longer than the weight allows, so its length over the weight is a bound only when its
// iteration did not jump.
constexpr int kStepMoves = 1;

}  // namespace

PathTightener::PathTightener(const SearchProblem& problem, const Heuristic& heuristic,
                             std::vector<SolutionStep> moves, std::vector<double> weights,
                             int lowerBound)
    : problem_(problem),
      heuristic_(heuristic),
      moves_(std::move(moves)),
      weights_(std::move(weights)),
      lowerBound_(0) {
  // The heuristic's own estimate of the start is proven too (it is admissible).
  proves(std::max(lowerBound, heuristic.evaluate(problem.start.tiles.data())));
  startRun();
}

PathTightener::~PathTightener() = default;

void PathTightener::startRun() {
  search_.reset();
  if (run_ >= weights_.size() || lowerBound_ >= static_cast<int>(moves_.size())) {
    done_ = true;
    return;
  }
  // The weight as f = a·g + b·h in whole numbers, as weighted IDA* runs it.
  const EagerConfig f = EagerConfig::weighted(weights_[run_], 0);
  gWeight_ = static_cast<int>(f.gWeight);
  hWeight_ = static_cast<int>(f.hWeight);
  const int step = gWeight_ == hWeight_ ? 0 : kStepMoves * std::max(gWeight_, hWeight_);
  search_ = makeIdaStarSearch(problem_, heuristic_, gWeight_, hWeight_, 1,
                              static_cast<int>(moves_.size()), {}, step);
}

uint64_t PathTightener::step(uint64_t budget) {
  if (done_) return 0;
  const uint64_t before = search_->stats().expanded;
  const Status status = search_->step(std::max<uint64_t>(budget, 1));
  const uint64_t cost = std::max<uint64_t>(search_->stats().expanded - before, 1);
  const double weight = weights_[run_];
  // Every run proves the threshold it is at: each iteration below it failed, and a path of
  // length C shorter than the upper bound has f = a·g + b·h <= max(a, b)·C at every node (h is
  // admissible, so g + h <= C along it), so C >= threshold / max(a, b). The runs near weight 1
  // thus raise the bound while they look for a shorter path, not only when they find one (on
  // Korf & Felner's 24-puzzles the bound went from 0.798 to 0.842 of the optimum on average with
  // the same budget: bench korf24-auto). Capped at the upper bound, which is the optimum when
  // nothing shorter exists.
  const int threshold = search_->provenFBound();
  const int larger = std::max(gWeight_, hWeight_);
  if (threshold > 0 && status != Status::Unsolvable) proves((threshold + larger - 1) / larger);
  if (weight == 1) proves(search_->provenLowerBound());
  if (status == Status::Running) return cost;
  if (status == Status::Solved) {
    // Shorter than the best so far (the upper bound cut everything else); at most `weight`
    // times the optimum when the iteration that found it had not jumped past the least f that
    // exceeded the bound before (else the threshold's bound above is what it proves).
    moves_ = search_->solution();
    if (search_->progress().fBound == threshold)
      proves(static_cast<int>(std::ceil(static_cast<double>(moves_.size()) / weight - 1e-9)));
  } else if (status == Status::Unsolvable) {
    // Nothing below the upper bound: every path shorter than the best has a prefix with
    // g + h at or above it (h is admissible), so none exists.
    proves(static_cast<int>(moves_.size()));
  }
  expanded_ += search_->stats().expanded;
  generated_ += search_->stats().generated;
  ++run_;
  startRun();
  return cost;
}

void PathTightener::proves(int bound) {
  lowerBound_ = raisedToPathParity(std::max(lowerBound_, bound), static_cast<int>(moves_.size()));
}

void PathTightener::startLastRun() {
  if (done_ || run_ + 1 >= weights_.size()) return;
  expanded_ += search_->stats().expanded;
  generated_ += search_->stats().generated;
  run_ = weights_.size() - 1;
  startRun();
}

uint64_t PathTightener::bytes() const {
  return search_ ? search_->stats().peakBytes : 0;
}

}  // namespace npuzzle

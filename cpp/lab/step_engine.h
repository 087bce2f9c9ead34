#pragma once
// A search run for the lab's step mode: advanced by exact numbers of expansions, and described
// (read-only) between them. One engine per search family; each wraps the real search, so the
// numbers shown are the ones the solver produces.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "heuristics/heuristic.h"
#include "lab/search_tree_log.h"
#include "lab/step_view.h"
#include "plan/step_plan.h"
#include "search/eager_search.h"
#include "search/search_algorithm.h"

namespace npuzzle {

class StepEngine {
 public:
  virtual ~StepEngine() = default;
  // Runs up to `count` (>= 1) expansions, as SearchAlgorithm::step does.
  virtual Status step(uint64_t count) = 0;
  virtual const SearchAlgorithm& search() const = 0;
  // The search as it stands, with at most `openLimit` entries in `open`.
  virtual StepView describe(size_t openLimit) const = 0;
  // Every node generated and every expansion so far, as the search's observer heard them.
  virtual const SearchTreeLog& tree() const = 0;
};

// A*, weighted A*, greedy and breadth-first: EagerSearch with that configuration, on boards of
// up to kMaxEagerStepCells cells (plan/step_plan.h; nullptr beyond). `problem` and `heuristic` must
// outlive the engine.
std::unique_ptr<StepEngine> makeEagerStepEngine(const SearchProblem& problem,
                                                const Heuristic& heuristic, EagerConfig config);
// IDA* and iterative deepening (IDA* with h = 0): any board size.
std::unique_ptr<StepEngine> makeIdaStepEngine(const SearchProblem& problem,
                                              const Heuristic& heuristic);
// The textbook's others, each its own search (search/depth_limited_search.h,
// recursive_best_first_search.h, bidirectional_bfs.h), within kStepMaxBytes.
std::unique_ptr<StepEngine> makeDfsStepEngine(const SearchProblem& problem, int depthLimit);
std::unique_ptr<StepEngine> makeRbfsStepEngine(const SearchProblem& problem,
                                               const Heuristic& heuristic);
std::unique_ptr<StepEngine> makeBidirectionalStepEngine(const SearchProblem& problem);

}  // namespace npuzzle

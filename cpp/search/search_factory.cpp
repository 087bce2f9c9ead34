#include "search/search_factory.h"

#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/manhattan_distance.h"
#include "search/ida_star_search.h"
#include "search/share_ida_star_search.h"
#ifndef __EMSCRIPTEN__
#include "search/parallel_ida_star_search.h"
#endif

namespace npuzzle {

std::unique_ptr<SearchAlgorithm> makeEagerSearch(const SearchProblem& problem,
                                                 const Heuristic& heuristic, EagerConfig config) {
  // Few widths, so the wasm binary stays small: 4x4 fits 1 word, 5x5 3, 10x10 12, 16x16 32.
  int words = StateCodec(problem.start.cells()).words();
  if (words <= 1) return std::make_unique<EagerSearch<1>>(problem, heuristic, config);
  if (words <= 2) return std::make_unique<EagerSearch<2>>(problem, heuristic, config);
  if (words <= 4) return std::make_unique<EagerSearch<4>>(problem, heuristic, config);
  if (words <= 8) return std::make_unique<EagerSearch<8>>(problem, heuristic, config);
  if (words <= 16) return std::make_unique<EagerSearch<16>>(problem, heuristic, config);
  return std::make_unique<EagerSearch<32>>(problem, heuristic, config);
}

std::unique_ptr<SearchAlgorithm> makeIdaStarSearch(const SearchProblem& problem,
                                                   const Heuristic& heuristic, int gWeight,
                                                   int hWeight, unsigned threads, int upperBound,
                                                   TreeShare share, int minThresholdStep) {
  auto* pdb = dynamic_cast<const AdditivePdbHeuristic*>(&heuristic);
  if (pdb && pdb->supportsNodeState() && share.count > 1 && gWeight == hWeight &&
      upperBound == INT_MAX)
    return std::make_unique<ShareIdaStarSearch<AdditivePdbHeuristic>>(problem, *pdb, share);
#ifndef __EMSCRIPTEN__
  if (pdb && threads > 1 && upperBound == INT_MAX)
    return std::make_unique<ParallelIdaStarSearch<AdditivePdbHeuristic>>(problem, *pdb, gWeight,
                                                                         hWeight, threads);
#else
  (void)threads;
#endif
  if (pdb && pdb->supportsNodeState())
    return std::make_unique<IdaStarSearch<AdditivePdbHeuristic>>(problem, *pdb, gWeight, hWeight,
                                                                 upperBound, minThresholdStep);
  if (auto* lc = dynamic_cast<const LinearConflict*>(&heuristic))
    return std::make_unique<IdaStarSearch<LinearConflict>>(problem, *lc, gWeight, hWeight,
                                                           upperBound, minThresholdStep);
  if (auto* md = dynamic_cast<const ManhattanDistance*>(&heuristic))
    return std::make_unique<IdaStarSearch<ManhattanDistance>>(problem, *md, gWeight, hWeight,
                                                              upperBound, minThresholdStep);
  return std::make_unique<IdaStarSearch<Heuristic>>(problem, heuristic, gWeight, hWeight,
                                                    upperBound, minThresholdStep);
}

}  // namespace npuzzle

#pragma once
// A solve request, and the plan it becomes: the problem read and checked (plan/problem.h), the
// algorithm and heuristic names resolved, the ranges enforced, and `auto` turned into the
// searches that will run (plan/auto_policy.h). The session runs the plan; the pattern-database
// requests read from it which tables it needs. Errors are values.

#include <cstdint>
#include <string>
#include <vector>

#include "core/multi_tile_moves.h"
#include "core/status.h"
#include "pdb/pattern_partition.h"
#include "plan/auto_policy.h"
#include "plan/plan_base.h"
#include "plan/problem.h"
#include "search/all_optimal_search.h"

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
// The CLI's default budget, and the page's: a browser tab shares its memory with the page and
// the pattern databases, so the page asks for less unless the user raises it.
constexpr uint64_t kDefaultMemoryMB = 2048;
constexpr uint64_t kPageDefaultMemoryMB = 512;

// How long a request may ask auto to think (SolveRequest::thinkSeconds), in seconds.
struct ThinkRange {
  double min, max;
  bool contains(double seconds) const { return seconds >= min && seconds <= max; }
};
constexpr ThinkRange kThinkRange{1, 3600};

struct SolveRequest {
  std::string board;
  std::string size;                 // "" to infer, or "WxH"
  std::string goal = "blank-last";  // "blank-last", "blank-first" or tiles
  std::string algorithm = "auto";
  std::string heuristic = "auto";
  double weight = kWeightRange.defaultWeight;  // weighted searches only
  uint64_t maxMemoryMB = kDefaultMemoryMB;     // kMinMemoryMB..kMaxMemoryMB
  double timeoutSeconds = 0;                   // 0: none
  // Auto above kAutoOptimalCells, once it has an answer: keep shortening it (the tightening and
  // the window improvement, docs/contracts.md §1 `--think`) until this many seconds from the
  // start, instead of the default budget of expansions. 0: the default; else within kThinkRange.
  double thinkSeconds = 0;
  // The lab's consistency view (docs/contracts.md §3): reopen false makes A* leave closed nodes
  // closed; details adds the f-contours to the statistics and h along the path to the result.
  bool reopen = true;
  bool details = false;
  // The CLI's --databases: the 15-puzzle's larger tables (pattern_partition.h). The page keeps
  // the standard ones.
  DatabaseSize databases = DatabaseSize::Standard;
  // The CLI's --threads: IDA* over pattern databases splits its tree among this many (natively;
  // in wasm, and for every other search, one). Which optimal path comes back may then vary.
  unsigned threads = 1;
  // The page's search team (web/worker/solver-team.js): this worker's share of IDA*'s tree.
  // Only for a plan of IDA* over pattern databases; 0 of 1 is the whole tree.
  TreeShare share;
  // Depth-limited DFS's limit (`dfs` only; the other searches ignore it).
  int depthLimit = kDefaultDepthLimit;
  // "stm" (every move slides one tile) or "mtm" (a move slides a line of tiles:
  // core/multi_tile_moves.h). mtm runs IDA* with its own heuristic, up to kMultiTileMaxCells.
  std::string metric = "stm";
  // The CLI's --all-optimal and --limit, the module's allOptimal and solutionLimit: once the
  // optimal length is found, every optimal solution is counted and the first `solutionLimit`
  // listed (search/all_optimal_search.h). Optimal searches on boards of up to 16 cells only.
  bool allOptimal = false;
  uint64_t solutionLimit = kDefaultSolutionLimit;  // kMinSolutionLimit..kMaxSolutionLimit
};

// The largest board the multi-tile metric is solved on (optimally: search/multi_tile_ida_star.h).
constexpr int kMultiTileMaxCells = 16;

// The most threads a request may ask for, and the most members a team may have.
constexpr unsigned kMaxThreads = 256;
constexpr unsigned kMaxTeamMembers = 16;

struct SolvePlan : PlanBase {
  Algorithm requested = Algorithm::Auto;
  // The searches to run, first to last: each later one starts when the one before outgrows its
  // budget. One stage unless `auto` made a cascade; none when the request cannot run.
  std::vector<SearchStage> stages;
  uint64_t improveExpansions = 0;  // > 0: the path found is then improved (auto above 16 cells)
  Tightening tightening;           // before that, weighted IDA* again (auto, 17 to 25 cells)
  double timeoutSeconds = 0;
  double thinkSeconds = 0;  // > 0: the anytime phases end by the clock, not by expansions
  SearchOptions options;    // the request's reopen and details, for every stage
  bool details = false;     // h along the path found, in the result
  DatabaseSize databases = DatabaseSize::Standard;  // the "pdb" heuristic's tables
  // MultiTile: one stage of IDA* in that metric (search/multi_tile_ida_star.h); the stage's
  // heuristic kind then only says it is admissible.
  Metric metric = Metric::SingleTile;
  bool allOptimal = false;  // then count every optimal solution, listing solutionLimit of them
  size_t solutionLimit = kDefaultSolutionLimit;

  const SearchStage& first() const { return stages.front(); }
};

SolvePlan planSolve(const SolveRequest& request);

}  // namespace npuzzle

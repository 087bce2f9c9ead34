// Benchmark workloads (docs/contracts.md §5), compiled twice: natively and as wasm for Node, so the
// same code measures both and scripts/bench.mjs reads the wasm/native ratio off one run. Prints one
// JSON object per workload.
//
//   npuzzle_bench WORKLOAD [DATA_DIR]    (DATA_DIR defaults to bench/data: run from the repository
//                                         root, as `npm run bench` does)
//   workloads: 8-puzzle-space, 8-puzzle-random, korf100-auto, fifteen-deepest,
//              korf100-idastar-pdb, korf100-idastar-lc, astar-memory-4x4, 5x5-random, korf24-auto,
//              10x10-random, 6x6-walk, 7x7-walk, 6x6-random, 8x8-random, 16x16-random,
//              korf100-mtm

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <numeric>
#include <sstream>
#include <string>
#include <thread>
#include <unordered_map>
#include <vector>

#include "core/random_board.h"
#include "core/solvability.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/heuristic.h"
#include "heuristics/multi_tile_walking_distance.h"
#include "io/json_writer.h"
#include "pdb/pattern_database_verification.h"
#ifndef __EMSCRIPTEN__
#include "pdb/pattern_database_files.h"
#endif
#include "search/search_factory.h"
#include "solver/solver_session.h"

using namespace npuzzle;

namespace {

struct Instance {
  Board board;
  Board goal;
  int knownOptimal = -1;
};

struct Totals {
  std::string workload, solver;
  long instances = 0, solved = 0, optimal = 0;
  std::vector<double> ms;
  uint64_t expanded = 0, generated = 0, peakBytes = 0, storedNodes = 0;
  std::vector<double> lengthRatios;  // found / optimal, where the optimum is known
  std::vector<double> boundRatios;   // found / the proven lower bound, where it is not
  // Fixed references the large-board targets are stated against (issue 31), the same whatever
  // the session proves: found / linear conflict of the start board (Manhattan distance plus
  // linear conflicts, admissible), and the reported lower bound / the known optimum.
  std::vector<double> linearConflictRatios;
  std::vector<double> boundToOptimum;
  std::vector<double> lowerBounds;  // the lower bound each answer reports (korf100-mtm)
  // With allOptimal: the number of optimal solutions of each instance.
  std::vector<double> solutionCounts;
};

double now() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
}

// "mean<name>" and "max<name>" of `ratios`, when there are any.
void writeRatios(JsonWriter& json, const std::string& name, const std::vector<double>& ratios) {
  if (ratios.empty()) return;
  const double sum = std::accumulate(ratios.begin(), ratios.end(), 0.0);
  json.key("mean" + name).value(sum / ratios.size(), 4);
  json.key("max" + name).value(*std::max_element(ratios.begin(), ratios.end()), 4);
}

void report(const Totals& t) {
  std::vector<double> sorted = t.ms;
  std::sort(sorted.begin(), sorted.end());
  double total = std::accumulate(sorted.begin(), sorted.end(), 0.0);
  JsonWriter json;
  json.beginObject();
  json.key("workload").value(t.workload);
  json.key("solver").value(t.solver);
#ifdef __EMSCRIPTEN__
  json.key("build").value("wasm");
#else
  json.key("build").value("native");
#endif
  json.key("instances").value(static_cast<int64_t>(t.instances));
  json.key("solved").value(static_cast<int64_t>(t.solved));
  json.key("optimal").value(static_cast<int64_t>(t.optimal));
  json.key("totalMs").value(total, 1);
  json.key("medianMs").value(sorted.empty() ? 0 : sorted[sorted.size() / 2], 4);
  json.key("maxMs").value(sorted.empty() ? 0 : sorted.back(), 3);
  json.key("expanded").value(t.expanded);
  json.key("generated").value(t.generated);
  json.key("nodesPerSec").value(total > 0 ? t.expanded / (total / 1000) : 0, 0);
  json.key("solvesPerSec").value(total > 0 ? t.solved / (total / 1000) : 0, 1);
  json.key("peakBytes").value(t.peakBytes);
  writeRatios(json, "LengthRatio", t.lengthRatios);
  writeRatios(json, "BoundRatio", t.boundRatios);
  writeRatios(json, "LinearConflictRatio", t.linearConflictRatios);
  if (!t.boundToOptimum.empty()) {
    const auto& b = t.boundToOptimum;
    json.key("meanBoundToOptimum").value(std::accumulate(b.begin(), b.end(), 0.0) / b.size(), 4);
    json.key("minBoundToOptimum").value(*std::min_element(b.begin(), b.end()), 4);
  }
  if (!t.lowerBounds.empty())
    json.key("meanLowerBound")
        .value(
            std::accumulate(t.lowerBounds.begin(), t.lowerBounds.end(), 0.0) / t.lowerBounds.size(),
            2);
  if (!t.solutionCounts.empty()) {
    const auto& c = t.solutionCounts;
    json.key("meanSolutionCount").value(std::accumulate(c.begin(), c.end(), 0.0) / c.size(), 2);
    json.key("maxSolutionCount").value(*std::max_element(c.begin(), c.end()), 0);
  }
  if (t.storedNodes)
    json.key("bytesPerStoredNode").value(static_cast<double>(t.peakBytes) / t.storedNodes, 2);
  json.endObject();
  std::cout << json.str() << std::endl;
}

// Solves each instance with a fresh search built by `make`; checks optimality where known.
template <class MakeSearch>
Totals run(const std::string& workload, const std::string& solver,
           const std::vector<Instance>& instances, MakeSearch make) {
  Totals t{workload, solver};
  for (const Instance& inst : instances) {
    SearchProblem problem(inst.board, inst.goal);
    double start = now();
    auto search = make(problem);
    Status status = search->search();
    t.ms.push_back(now() - start);
    ++t.instances;
    if (status == Status::Solved) {
      ++t.solved;
      if (inst.knownOptimal < 0 || static_cast<int>(search->solution().size()) == inst.knownOptimal)
        ++t.optimal;
    }
    t.expanded += search->stats().expanded;
    t.generated += search->stats().generated;
    if (search->stats().peakBytes > t.peakBytes) {
      t.peakBytes = search->stats().peakBytes;
      t.storedNodes = search->stats().storedNodes;
    }
  }
  return t;
}

#ifndef __EMSCRIPTEN__
// The CLI's --threads auto.
unsigned cores() {
  return std::max(std::thread::hardware_concurrency(), 1u);
}
#endif

// Whether `moves` lead from the instance's board to its goal, tile by tile.
bool replays(const Instance& inst, const std::vector<SolutionStep>& moves) {
  std::vector<uint8_t> tiles = inst.board.tiles;
  const Geometry g = inst.board.geometry;
  for (const SolutionStep& step : moves) {
    int blank = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
    int from = static_cast<int>(std::find(tiles.begin(), tiles.end(), step.tile) - tiles.begin());
    if (from == g.cells() || g.distance(blank, from) != 1) return false;
    std::swap(tiles[blank], tiles[from]);
  }
  return tiles == inst.goal.tiles;
}

// Manhattan distance plus linear conflicts of the instance's board toward its goal.
int linearConflictOf(const Instance& inst) {
  auto heuristic = makeHeuristic(HeuristicKind::LinearConflict, inst.goal);
  return heuristic->evaluate(inst.board.tiles.data());
}

// `count` boards, each `minSteps`..`maxSteps` random moves of the blank from the blank-last goal
// (never undoing the previous move), the walk's length drawn uniformly: the random-walk
// scrambles the large-board targets are stated for (issue 31).
std::vector<Instance> randomWalks(Geometry g, uint64_t seed, int count, int minSteps,
                                  int maxSteps) {
  Board goal = blankLastGoal(g);
  Random random(seed);
  std::vector<Instance> boards;
  for (int i = 0; i < count; ++i) {
    const int steps = minSteps + static_cast<int>(random.below(maxSteps - minSteps + 1));
    boards.push_back({randomWalkBoard(goal, steps, random), goal, -1});
  }
  return boards;
}

// `count` uniformly random solvable boards toward the blank-last goal.
std::vector<Instance> randomBoards(Geometry g, uint64_t seed, int count) {
  Board goal = blankLastGoal(g);
  Random random(seed);
  std::vector<Instance> boards;
  for (int i = 0; i < count; ++i) boards.push_back({randomSolvableBoard(goal, random), goal, -1});
  return boards;
}

// The uniformly random workloads: each board a seeded draw, the same on every machine. 16x16 is
// the largest the page takes (256 cells), where the construction places the lines the beams'
// tables are too big for.
struct RandomWorkload {
  const char* name;
  int side;
  uint64_t seed;
  int count;
};
constexpr RandomWorkload kRandomWorkloads[] = {
    {"6x6-random", 6, 606, 10},
    {"8x8-random", 8, 608, 10},
    {"10x10-random", 10, 1010, 20},
    {"16x16-random", 16, 1616, 4},
};

const RandomWorkload* randomWorkload(const std::string& name) {
  for (const RandomWorkload& w : kRandomWorkloads)
    if (name == w.name) return &w;
  return nullptr;
}

// Solves each instance through a SolverSession (`auto` unless `adjust` says otherwise), the
// way the CLI and the page do; a solution counts only if it replays.
template <class Adjust>
Totals runSessions(const std::string& workload, const std::vector<Instance>& instances,
                   Adjust adjust) {
  Totals t{workload, "auto"};
  SolverSession session;
  for (const Instance& inst : instances) {
    SolveRequest request;
    request.board = inst.board.toString();
    request.size = inst.board.geometry.name();
    request.goal = inst.goal.toString();
    adjust(request);
    double start = now();
    const SolveResult& r = session.solve(request);
    t.ms.push_back(now() - start);
    t.solver = request.algorithm + " (" + r.algorithm + "+" + r.heuristic + ")";
    if (request.threads > 1) t.solver += ", " + std::to_string(request.threads) + " threads";
    if (request.allOptimal) t.solver += ", every optimal solution";
    ++t.instances;
    if (r.status == Status::Solved && replays(inst, r.moves)) {
      ++t.solved;
      if (r.countedSolutions) t.solutionCounts.push_back(static_cast<double>(r.solutionCount));
      int length = static_cast<int>(r.moves.size());
      const int linearConflict = linearConflictOf(inst);
      // (A single-tile bound: no measure of a multi-tile length.)
      if (linearConflict > 0 && r.metric == Metric::SingleTile)
        t.linearConflictRatios.push_back(double(length) / linearConflict);
      if (inst.knownOptimal >= 0) {
        t.optimal += length == inst.knownOptimal;
        t.lengthRatios.push_back(inst.knownOptimal ? double(length) / inst.knownOptimal : 1.0);
        if (inst.knownOptimal > 0)
          t.boundToOptimum.push_back(double(r.lowerBound) / inst.knownOptimal);
      } else {
        t.optimal += r.optimal;
        // Without a known optimum, the length against what the session proved (its lower
        // bound): an upper bound on how far from optimal the answer is.
        if (!r.optimal && r.lowerBound > 0) t.boundRatios.push_back(double(length) / r.lowerBound);
      }
    }
    t.expanded += r.stats.expanded;
    t.generated += r.stats.generated;
    t.peakBytes = std::max<uint64_t>(t.peakBytes, r.stats.peakBytes);
  }
  return t;
}

// Every board of the 8-puzzle that reaches `goal`, with its distance, by breadth-first search.
std::vector<Instance> eightPuzzleSpace(const Board& goal) {
  auto key = [](const std::vector<uint8_t>& tiles) {
    uint64_t k = 0;
    for (uint8_t t : tiles) k = k << 4 | t;
    return k;
  };
  std::unordered_map<uint64_t, int> distance{{key(goal.tiles), 0}};
  std::vector<Instance> all{{goal, goal, 0}};
  const MoveTable moves(goal.geometry);
  for (size_t i = 0; i < all.size(); ++i) {
    std::vector<uint8_t> tiles = all[i].board.tiles;
    int blank = all[i].board.blankCell();
    for (int m = 0; m < moves.count(blank); ++m) {
      int from = moves.move(blank, m).from;
      std::swap(tiles[blank], tiles[from]);
      if (distance.emplace(key(tiles), all[i].knownOptimal + 1).second)
        all.push_back({Board{goal.geometry, tiles}, goal, all[i].knownOptimal + 1});
      std::swap(tiles[blank], tiles[from]);
    }
  }
  return all;
}

// Lines "id optimal t0 t1 ..." of a data file, goal blank-first (bench/data/README.md).
std::vector<Instance> instanceFile(const std::string& path, Geometry g) {
  std::ifstream file(path);
  std::vector<Instance> out;
  Board goal = blankFirstGoal(g);
  for (std::string line; std::getline(file, line);) {
    std::istringstream fields(line);
    int id, length;
    if (!(fields >> id >> length)) continue;
    Instance inst{Board{g, std::vector<uint8_t>(g.cells())}, goal, length};
    for (auto& tile : inst.board.tiles) {
      int v;
      fields >> v;
      tile = static_cast<uint8_t>(v);
    }
    out.push_back(inst);
  }
  return out;
}

std::vector<Instance> korf100(const std::string& dataDir) {
  return instanceFile(dataDir + "/korf100.txt", Geometry{4, 4});
}

// A workload over a published set runs only on all of it: a missing or cut file would otherwise
// report totals over fewer instances that look like a faster solver.
bool complete(const std::vector<Instance>& instances, size_t expected, const std::string& file,
              const std::string& dataDir) {
  if (instances.size() == expected) return true;
  std::cerr << "npuzzle_bench: " << file << " under " << dataDir << " has " << instances.size()
            << " instances, expected " << expected
            << " (run from the repository root, or pass the data folder)\n";
  return false;
}

#ifndef __EMSCRIPTEN__
// The CLI's --databases largest tables for `goal`'s board. They take minutes and gigabytes to
// build, so, like the CLI, the bench keeps them in the CLI's cache directory
// (pdb/pattern_database_files.h) and reads them back on later runs, verified against their
// digests: the line says which it did, and `solved` counts the tables that match.
Totals prepareLargest(const std::string& workload, const Board& goal) {
  std::unique_ptr<PatternDatabaseFiles> files;
  if (auto directory = PatternDatabaseFiles::defaultDirectory()) {
    files = std::make_unique<PatternDatabaseFiles>(*directory);
    PatternDatabaseCache::shared().setStore(files.get());
  }
  const PatternPartition partition =
      defaultPartition(goal.geometry, goal.blankCell(), DatabaseSize::Largest);
  const double started = now();
  bool built = false;
  Totals prepare{workload, ""};
  for (const auto& pattern : partition.patterns) {
    auto entry = PatternDatabaseCache::shared().get(goal.geometry, goal.blankCell(), pattern);
    if (!entry) continue;
    built |= entry->built;
    ++prepare.instances;
    prepare.solved += verifyPatternDatabase(*entry->database).ok();
    prepare.peakBytes += entry->database->tableBytes();
  }
  prepare.ms.push_back(now() - started);
  prepare.optimal = prepare.solved;
  prepare.solver = "prepare pdb " + partition.name +
                   (built ? " (built and kept)" : " (read from the cache directory)");
  PatternDatabaseCache::shared().setStore(nullptr);
  return prepare;
}
#endif

}  // namespace

int main(int argc, char** argv) {
  std::string workload = argc > 1 ? argv[1] : "";
  std::string dataDir = argc > 2 ? argv[2] : "bench/data";
  if (workload == "8-puzzle-space") {
    // Every solvable 3x3 board, goal blank-last: through the session's `auto` (what the page and
    // the CLI run: A* + the exact 8-tile database), then A* + Manhattan (the oracle test's
    // search). Optimal lengths from a breadth-first search of the whole space.
    Board goal = blankLastGoal(Geometry{3, 3});
    std::vector<Instance> all = eightPuzzleSpace(goal);
    report(runSessions(workload, all, [](SolveRequest&) {}));
    auto manhattan = makeHeuristic(HeuristicKind::Manhattan, goal);
    report(run(workload, "astar+manhattan", all, [&](const SearchProblem& p) {
      return makeEagerSearch(p, *manhattan, EagerConfig{});
    }));
  } else if (workload == "8-puzzle-random") {
    Board goal = blankLastGoal(Geometry{3, 3});
    Random random(2024);
    std::vector<Instance> boards;
    for (int i = 0; i < 2000; ++i) boards.push_back({randomSolvableBoard(goal, random), goal, -1});
    for (HeuristicKind kind : {HeuristicKind::Manhattan, HeuristicKind::LinearConflict}) {
      auto h = makeHeuristic(kind, goal);
      report(run(workload, std::string("astar+") + heuristicInfo(kind).id, boards,
                 [&](const SearchProblem& p) { return makeEagerSearch(p, *h, EagerConfig{}); }));
    }
    // Every optimal solution in the multi-tile metric (--metric mtm --all-optimal) of the first
    // 500: the MTM search, then the count over multi-tile moves, with the mean and largest count.
    const std::vector<Instance> first(boards.begin(), boards.begin() + 500);
    report(runSessions("8-puzzle-mtm-all-optimal", first, [](SolveRequest& r) {
      r.metric = "mtm";
      r.allOptimal = true;
    }));
  } else if (workload == "korf100-idastar-lc") {
    auto instances = korf100(dataDir);
    if (!complete(instances, 100, "korf100.txt", dataDir)) return 2;
    auto lc = makeHeuristic(HeuristicKind::LinearConflict, instances[0].goal);
    report(run(workload, "idastar+linear-conflict", instances,
               [&](const SearchProblem& p) { return makeIdaStarSearch(p, *lc); }));
  } else if (workload == "korf100-idastar-pdb") {
    // Additive pattern databases, each partition built into its own cache so that its build is
    // timed alone: one "build" line (ms per database, BFS states as `expanded`, the tables'
    // bytes as `peakBytes`), then IDA* over the 100 with and without the diagonal lookup.
    auto instances = korf100(dataDir);
    if (!complete(instances, 100, "korf100.txt", dataDir)) return 2;
    const Board goal = instances[0].goal;
    for (const char* name : {"6-6-3", "5-5-5"}) {
      PatternDatabaseCache cache;
      auto partition = namedPartition(goal.geometry, goal.blankCell(), name);
      auto pdb = AdditivePdbHeuristic::create(goal, *partition, true, cache);
      if (!pdb) {
        std::cerr << pdb.error() << "\n";
        return 4;
      }
      Totals build{workload, std::string("build ") + name};
      for (const auto& db : cache.databases()) {
        build.ms.push_back(db->buildStats().ms);
        build.expanded += db->buildStats().expanded;
        ++build.instances, ++build.solved, ++build.optimal;
      }
      build.peakBytes = (*pdb)->tableBytes();
      report(build);
      report(run(workload, std::string("idastar+pdb ") + name + "+reflection", instances,
                 [&](const SearchProblem& p) { return makeIdaStarSearch(p, **pdb); }));
      if (std::string(name) == "6-6-3") {
        auto direct = AdditivePdbHeuristic::create(goal, *partition, false, cache);
        report(run(workload, std::string("idastar+pdb ") + name, instances,
                   [&](const SearchProblem& p) { return makeIdaStarSearch(p, **direct); }));
      }
    }
  } else if (workload == "korf100-auto") {
    // What `npuzzle solve --batch --goal blank-first --algorithm auto` does with Korf's 100: the
    // first line is preparing the databases (once per process, or per browser), the second the
    // 100 solves, the third the same with A* and a 1 GB budget.
    auto instances = korf100(dataDir);
    if (!complete(instances, 100, "korf100.txt", dataDir)) return 2;
    Totals prepare{workload, "prepare pdb 6-6-3"};
    double started = now();
    makeHeuristic(HeuristicKind::PatternDatabase, instances[0].goal);
    prepare.ms.push_back(now() - started);
    prepare.instances = prepare.solved = 1;
    prepare.peakBytes = PatternDatabaseCache::shared().tableBytes();
    report(prepare);
    report(runSessions(workload, instances, [](SolveRequest&) {}));
    report(runSessions(workload, instances, [](SolveRequest& r) {
      r.algorithm = "astar";
      r.maxMemoryMB = 1024;
    }));
#ifndef __EMSCRIPTEN__
    // The CLI's --threads auto: IDA* split across the machine's cores (natively only).
    report(runSessions("korf100-threads", instances, [](SolveRequest& r) { r.threads = cores(); }));
#endif
  } else if (workload == "fifteen-deepest") {
    // 15-puzzles 80 moves from their goal, the most any needs, through `auto` as the CLI runs it;
    // the databases are prepared first, as for korf100-auto. With the standard tables only the
    // first (Gasser's): each takes half a minute or more that way.
    auto instances = instanceFile(dataDir + "/fifteen80.txt", Geometry{4, 4});
    if (!complete(instances, 6, "fifteen80.txt", dataDir)) return 2;
    makeHeuristic(HeuristicKind::PatternDatabase, instances[0].goal);
    report(runSessions(workload, {instances[0]}, [](SolveRequest&) {}));
#ifndef __EMSCRIPTEN__
    // The CLI's --databases large (7-7-1, natively only: a minute to build, 58 MB), then Korf's
    // 100 with them. Built here in-process; that they match their digests (so that the CLI keeps
    // them) is checked on the way.
    Totals prepare{workload, "prepare pdb 7-7-1"};
    double started = now();
    makeHeuristic(HeuristicKind::PatternDatabase, instances[0].goal, DatabaseSize::Large);
    prepare.ms.push_back(now() - started);
    // The two 7-tile tables: `solved` counts those that match their digests.
    prepare.instances = 2;
    for (const auto& db : PatternDatabaseCache::shared().databases())
      if (db->projection().tiles() == 7) prepare.solved += verifyPatternDatabase(*db).ok();
    prepare.optimal = prepare.solved;
    prepare.peakBytes = PatternDatabaseCache::shared().tableBytes();
    report(prepare);
    const auto large = [](SolveRequest& r) { r.databases = DatabaseSize::Large; };
    const auto largeThreads = [](SolveRequest& r) {
      r.databases = DatabaseSize::Large;
      r.threads = cores();
    };
    report(runSessions("fifteen-deepest-large", instances, large));
    report(runSessions("fifteen-deepest-large-threads", instances, largeThreads));
    auto korf = korf100(dataDir);
    if (!complete(korf, 100, "korf100.txt", dataDir)) return 2;
    report(runSessions("korf100-large", korf, large));
    report(runSessions("korf100-large-threads", korf, largeThreads));
    // Every optimal solution counted (--all-optimal), with the same tables, on one thread and on
    // every core: the count and the first 100 solutions of each of Korf's 100.
    report(runSessions("korf100-all-optimal", korf, [&](SolveRequest& r) {
      large(r);
      r.allOptimal = true;
    }));
    report(runSessions("korf100-all-optimal-threads", korf, [&](SolveRequest& r) {
      largeThreads(r);
      r.allOptimal = true;
    }));
    // The CLI's --databases largest (7-8: the 7-tile table above and one of 8 tiles, 259 MB).
    report(prepareLargest("fifteen-deepest", instances[0].goal));
    const auto largestTables = [](SolveRequest& r) { r.databases = DatabaseSize::Largest; };
    report(runSessions("fifteen-deepest-largest", instances, largestTables));
    report(runSessions("korf100-largest", korf, largestTables));
#endif
  } else if (workload == "korf24-auto") {
    // Korf & Felner's 50 24-puzzles through `auto` (bounded-suboptimal): length / optimum.
    auto instances = instanceFile(dataDir + "/korf24_50.txt", Geometry{5, 5});
    if (!complete(instances, 50, "korf24_50.txt", dataDir)) return 2;
    report(runSessions(workload, instances, [](SolveRequest&) {}));
#ifndef __EMSCRIPTEN__
    // The CLI's --databases largest (6-6-6-6, 255 MB), natively: the same budgets, stronger
    // tables.
    report(prepareLargest(workload, instances[0].goal));
    report(runSessions("korf24-largest", instances,
                       [](SolveRequest& r) { r.databases = DatabaseSize::Largest; }));
#endif
  } else if (const RandomWorkload* random = randomWorkload(workload)) {
    // Uniformly random boards through `auto`, against linear conflict (issue 31).
    report(runSessions(
        workload, randomBoards(Geometry{random->side, random->side}, random->seed, random->count),
        [](SolveRequest&) {}));
  } else if (workload == "6x6-walk" || workload == "7x7-walk") {
    // 35- and 48-puzzles scrambled by random walks of 1,000 to 10,000 moves through `auto`,
    // against linear conflict (issue 31; DeepCubeA's test boards are made this way).
    const int side = workload[0] - '0';
    report(runSessions(workload, randomWalks(Geometry{side, side}, 700 + side, 10, 1000, 10000),
                       [](SolveRequest&) {}));
  } else if (workload == "astar-memory-4x4") {
    // A* + linear conflict on the easier Korf instances: memory per stored node.
    auto instances = korf100(dataDir);
    if (!complete(instances, 100, "korf100.txt", dataDir)) return 2;
    std::vector<Instance> easy;
    for (const Instance& inst : instances)
      if (inst.knownOptimal <= 46) easy.push_back(inst);
    auto lc = makeHeuristic(HeuristicKind::LinearConflict, blankFirstGoal(Geometry{4, 4}));
    report(run(workload, "astar+linear-conflict", easy, [&](const SearchProblem& p) {
      return makeEagerSearch(p, *lc, EagerConfig{1, 1, true, uint64_t{8} << 30});
    }));
  } else if (workload == "korf100-mtm") {
    // MTM-optimal solving (--metric mtm: IDA* + the multi-tile heuristic) on the subset of
    // Korf's 100 whose single-tile optimum is at most kMtmSubsetMaxStm moves (the four easiest:
    // #16, #42, #55, #79), each within kMtmSecondsEach: how many it proves optimal, the time, and
    // the mean lower bound proven (`meanLowerBound`, in MTM moves) where the budget ran out.
    // The MTM optima are not published, so `optimal` counts the answers the session proves and
    // `solved` those that replay. Natively the heuristic reads the 15-puzzle's multi-tile pattern
    // databases, built first (their time is the `korf100-mtm-prepare` line, not the boards');
    // the wasm module has none (the page does without them), so its side runs without.
    constexpr int kMtmSubsetMaxStm = 42;
    constexpr double kMtmSecondsEach = 15;
    auto instances = korf100(dataDir);
    if (!complete(instances, 100, "korf100.txt", dataDir)) return 2;
    const double preparing = now();
    multiTileWalkingDistanceFor(instances[0].goal, true);
    const double preparedMs = now() - preparing;
    auto mtmRow = [&](const std::string& name, const std::string& solver,
                      const std::vector<Instance>& boards, double secondsEach) {
      Totals t{name, solver};
      for (const Instance& inst : boards) {
        SolveRequest request;
        request.board = inst.board.toString();
        request.goal = inst.goal.toString();
        request.metric = "mtm";
        request.timeoutSeconds = secondsEach;
        SolverSession session;
        const SolveResult& r = session.solve(request);
        t.ms.push_back(r.ms);
        ++t.instances;
        if (r.status == Status::Solved && replays(inst, r.moves)) {
          ++t.solved;
          t.optimal += r.optimal;
        }
        t.lowerBounds.push_back(r.lowerBound);
        t.expanded += r.stats.expanded;
        t.generated += r.stats.generated;
        t.peakBytes = std::max<uint64_t>(t.peakBytes, r.stats.peakBytes);
      }
      report(t);
    };
    auto atMost = [&](int maxStm) {
      std::vector<Instance> subset;
      for (const Instance& inst : instances)
        if (inst.knownOptimal <= maxStm) subset.push_back(inst);
      return subset;
    };
#ifdef __EMSCRIPTEN__
    const std::string heuristicName = "mtm-walking-distance";
#else
    const std::string heuristicName = "mtm-walking-distance+mtm-pdb 5-5-5";
#endif
    mtmRow(workload, "idastar+" + heuristicName + ", STM optimum at most 42, 15 s each",
           atMost(kMtmSubsetMaxStm), kMtmSecondsEach);
#ifndef __EMSCRIPTEN__
    // Natively only, after the lines both builds print: the tables' build, all of Korf's 100
    // within kMtmAllSecondsEach each, and the transposed goal, a 15-puzzle of the published MTM
    // diameter, 43 (Norskog & Davidson), toward the blank-last goal: the lower bound its budget
    // reaches.
    constexpr double kMtmAllSecondsEach = 30;
    constexpr double kMtmDeepestSeconds = 60;
    Totals prepare{"korf100-mtm-prepare",
                   "prepare mtm-pdb 5-5-5 (three tables of 5,765,760 bytes)"};
    prepare.ms.push_back(preparedMs);
    prepare.instances = prepare.solved = 1;
    prepare.peakBytes = 3 * uint64_t{5765760};
    report(prepare);
    mtmRow("korf100-mtm-all", "idastar+" + heuristicName + ", all of Korf's 100, 30 s each",
           instances, kMtmAllSecondsEach);
    Instance transposedGoal;
    transposedGoal.goal = blankLastGoal(Geometry{4, 4});
    transposedGoal.board = transposedGoal.goal;
    for (int cell = 0; cell < 16; ++cell)
      transposedGoal.board.tiles[cell] = transposedGoal.goal.tiles[(cell % 4) * 4 + cell / 4];
    multiTileWalkingDistanceFor(transposedGoal.goal, true);  // its tables, before the clock
    mtmRow("mtm-transposed-goal", "idastar+" + heuristicName + ", MTM distance 43, 60 s",
           {transposedGoal}, kMtmDeepestSeconds);
#endif
  } else if (workload == "5x5-random") {
    // Uniformly random 24-puzzles through the session's `auto` policy (bounded-suboptimal).
    Board goal = blankLastGoal(Geometry{5, 5});
    Random random(55);
    Totals t{workload, "auto"};
    for (int i = 0; i < 10; ++i) {
      SolveRequest request;
      request.board = randomSolvableBoard(goal, random).toString();
      request.maxMemoryMB = 1024;
      SolverSession session;
      const SolveResult& r = session.solve(request);
      t.solver = "auto (" + r.algorithm + "+" + r.heuristic + ")";
      t.ms.push_back(r.ms);
      ++t.instances;
      t.solved += r.status == Status::Solved;
      t.optimal += r.status == Status::Solved && r.optimal;
      t.expanded += r.stats.expanded;
      t.generated += r.stats.generated;
      t.peakBytes = std::max<uint64_t>(t.peakBytes, r.stats.peakBytes);
    }
    report(t);
  } else {
    std::cerr << "usage: npuzzle_bench 8-puzzle-space|8-puzzle-random|korf100-auto|"
                 "fifteen-deepest|korf100-idastar-pdb|korf100-idastar-lc|astar-memory-4x4|"
                 "5x5-random|korf24-auto|10x10-random|6x6-walk|7x7-walk|6x6-random|8x8-random|"
                 "16x16-random|korf100-mtm "
                 "[DATA_DIR]\n";
    return 2;
  }
  return 0;
}

// Benchmark workloads (SPEC §5), compiled twice: natively and as wasm for Node, so the same code
// measures both and scripts/bench.mjs reads the wasm/native ratio off one run. Prints one JSON
// object per workload.
//
//   npuzzle_bench WORKLOAD [DATA_DIR]
//   workloads: 8-puzzle-space, 8-puzzle-random, korf100-idastar-lc, korf100-idastar-pdb,
//              astar-memory-4x4, 5x5-random

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "core/random_board.h"
#include "core/solvability.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/heuristic.h"
#include "io/json_writer.h"
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
};

double now() {
  return std::chrono::duration<double, std::milli>(
             std::chrono::steady_clock::now().time_since_epoch())
      .count();
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
    SearchStatus status = search->search();
    t.ms.push_back(now() - start);
    ++t.instances;
    if (status == SearchStatus::Solved) {
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

std::vector<Instance> korf100(const std::string& dataDir) {
  std::ifstream file(dataDir + "/korf100.txt");
  std::vector<Instance> out;
  Board goal = blankFirstGoal(Geometry{4, 4});
  for (std::string line; std::getline(file, line);) {
    std::istringstream fields(line);
    int id, length;
    if (!(fields >> id >> length)) continue;
    Instance inst{Board{Geometry{4, 4}, std::vector<uint8_t>(16)}, goal, length};
    for (auto& tile : inst.board.tiles) {
      int v;
      fields >> v;
      tile = static_cast<uint8_t>(v);
    }
    out.push_back(inst);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::string workload = argc > 1 ? argv[1] : "";
  std::string dataDir = argc > 2 ? argv[2] : "../shared/data";
  if (workload == "8-puzzle-space") {
    // Every solvable 3x3 board, goal blank-last, A* + Manhattan (the oracle test's workload).
    Board goal = blankLastGoal(Geometry{3, 3});
    std::vector<Instance> all;
    Board b = blankFirstGoal(Geometry{3, 3});
    do {
      if (analyzeSolvability(b, goal).solvable) all.push_back({b, goal, -1});
    } while (std::next_permutation(b.tiles.begin(), b.tiles.end()));
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
  } else if (workload == "korf100-idastar-lc") {
    auto instances = korf100(dataDir);
    if (instances.size() != 100) {
      std::cerr << "korf100.txt not found under " << dataDir << "\n";
      return 2;
    }
    auto lc = makeHeuristic(HeuristicKind::LinearConflict, instances[0].goal);
    report(run(workload, "idastar+linear-conflict", instances,
               [&](const SearchProblem& p) { return makeIdaStarSearch(p, *lc); }));
  } else if (workload == "korf100-idastar-pdb") {
    // Additive pattern databases, each partition built into its own cache so that its build is
    // timed alone: one "build" line (ms per database, BFS states as `expanded`, the tables'
    // bytes as `peakBytes`), then IDA* over the 100 with and without the diagonal lookup.
    auto instances = korf100(dataDir);
    if (instances.size() != 100) {
      std::cerr << "korf100.txt not found under " << dataDir << "\n";
      return 2;
    }
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
  } else if (workload == "astar-memory-4x4") {
    // A* + linear conflict on the easier Korf instances: memory per stored node.
    auto instances = korf100(dataDir);
    std::vector<Instance> easy;
    for (const Instance& inst : instances)
      if (inst.knownOptimal <= 46) easy.push_back(inst);
    auto lc = makeHeuristic(HeuristicKind::LinearConflict, blankFirstGoal(Geometry{4, 4}));
    report(run(workload, "astar+linear-conflict", easy, [&](const SearchProblem& p) {
      return makeEagerSearch(p, *lc, EagerConfig{1, 1, true, uint64_t{8} << 30});
    }));
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
      t.solved += r.status == SolveStatus::Solved;
      t.optimal += r.status == SolveStatus::Solved && r.optimal;
      t.expanded += r.stats.expanded;
      t.generated += r.stats.generated;
      t.peakBytes = std::max<uint64_t>(t.peakBytes, r.stats.peakBytes);
    }
    report(t);
  } else {
    std::cerr << "usage: npuzzle_bench 8-puzzle-space|8-puzzle-random|korf100-idastar-lc|"
                 "korf100-idastar-pdb|astar-memory-4x4|5x5-random [DATA_DIR]\n";
    return 2;
  }
  return 0;
}

#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "core/move_table.h"
#include "core/random_board.h"
#include "heuristics/additive_pdb_heuristic.h"
#include "heuristics/linear_conflict.h"
#include "pdb/grid_symmetry.h"
#include "search/search_factory.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

// Korf (1985)'s 100 random 15-puzzles: id, optimal length, board (goal blank-first).
const char* const kKorf100 = R"(
1 57 14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3
2 55 13 5 4 10 9 12 8 14 2 3 7 1 0 15 11 6
3 59 14 7 8 2 13 11 10 4 9 12 5 0 3 6 1 15
4 56 5 12 10 7 15 11 14 0 8 2 1 13 3 4 9 6
5 56 4 7 14 13 10 3 9 12 11 5 6 15 1 2 8 0
6 52 14 7 1 9 12 3 6 15 8 11 2 5 10 0 4 13
7 52 2 11 15 5 13 4 6 7 12 8 10 1 9 3 14 0
8 50 12 11 15 3 8 0 4 2 6 13 9 5 14 1 10 7
9 46 3 14 9 11 5 4 8 2 13 12 6 7 10 1 15 0
10 59 13 11 8 9 0 15 7 10 4 3 6 14 5 12 2 1
11 57 5 9 13 14 6 3 7 12 10 8 4 0 15 2 11 1
12 45 14 1 9 6 4 8 12 5 7 2 3 0 10 11 13 15
13 46 3 6 5 2 10 0 15 14 1 4 13 12 9 8 11 7
14 59 7 6 8 1 11 5 14 10 3 4 9 13 15 2 0 12
15 62 13 11 4 12 1 8 9 15 6 5 14 2 7 3 10 0
16 42 1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0
17 66 15 14 0 4 11 1 6 13 7 5 8 9 3 2 10 12
18 55 6 0 14 12 1 15 9 10 11 4 7 2 8 3 5 13
19 46 7 11 8 3 14 0 6 15 1 4 13 9 5 12 2 10
20 52 6 12 11 3 13 7 9 15 2 14 8 10 4 1 5 0
21 54 12 8 14 6 11 4 7 0 5 1 10 15 3 13 9 2
22 59 14 3 9 1 15 8 4 5 11 7 10 13 0 2 12 6
23 49 10 9 3 11 0 13 2 14 5 6 4 7 8 15 1 12
24 54 7 3 14 13 4 1 10 8 5 12 9 11 2 15 6 0
25 52 11 4 2 7 1 0 10 15 6 9 14 8 3 13 5 12
26 58 5 7 3 12 15 13 14 8 0 10 9 6 1 4 2 11
27 53 14 1 8 15 2 6 0 3 9 12 10 13 4 7 5 11
28 52 13 14 6 12 4 5 1 0 9 3 10 2 15 11 8 7
29 54 9 8 0 2 15 1 4 14 3 10 7 5 11 13 6 12
30 47 12 15 2 6 1 14 4 8 5 3 7 0 10 13 9 11
31 50 12 8 15 13 1 0 5 4 6 3 2 11 9 7 14 10
32 59 14 10 9 4 13 6 5 8 2 12 7 0 1 3 11 15
33 60 14 3 5 15 11 6 13 9 0 10 2 12 4 1 7 8
34 52 6 11 7 8 13 2 5 4 1 10 3 9 14 0 12 15
35 55 1 6 12 14 3 2 15 8 4 5 13 9 0 7 11 10
36 52 12 6 0 4 7 3 15 1 13 9 8 11 2 14 5 10
37 58 8 1 7 12 11 0 10 5 9 15 6 13 14 2 3 4
38 53 7 15 8 2 13 6 3 12 11 0 4 10 9 5 1 14
39 49 9 0 4 10 1 14 15 3 12 6 5 7 11 13 8 2
40 54 11 5 1 14 4 12 10 0 2 7 13 3 9 15 6 8
41 54 8 13 10 9 11 3 15 6 0 1 2 14 12 5 4 7
42 42 4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10
43 64 11 15 14 13 1 9 10 4 3 6 2 12 7 5 8 0
44 50 12 9 0 6 8 3 5 14 2 4 11 7 10 1 15 13
45 51 3 14 9 7 12 15 0 4 1 8 5 6 11 10 2 13
46 49 8 4 6 1 14 12 2 15 13 10 9 5 3 7 0 11
47 47 6 10 1 14 15 8 3 5 13 0 2 7 4 9 11 12
48 49 8 11 4 6 7 3 10 9 2 12 15 13 0 1 5 14
49 59 10 0 2 4 5 1 6 12 11 13 9 7 15 3 14 8
50 53 12 5 13 11 2 10 0 9 7 8 4 3 14 6 15 1
51 56 10 2 8 4 15 0 1 14 11 13 3 6 9 7 5 12
52 56 10 8 0 12 3 7 6 2 1 14 4 11 15 13 9 5
53 64 14 9 12 13 15 4 8 10 0 2 1 7 3 11 5 6
54 56 12 11 0 8 10 2 13 15 5 4 7 3 6 9 14 1
55 41 13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11
56 55 3 15 2 5 11 6 4 7 12 9 1 0 13 14 10 8
57 50 5 11 6 9 4 13 12 0 8 2 15 10 1 7 3 14
58 51 5 0 15 8 4 6 1 14 10 11 3 9 7 12 2 13
59 57 15 14 6 7 10 1 0 11 12 8 4 9 2 5 13 3
60 66 11 14 13 1 2 3 12 4 15 7 9 5 10 6 8 0
61 45 6 13 3 2 11 9 5 10 1 7 12 14 8 4 0 15
62 57 4 6 12 0 14 2 9 13 11 8 3 15 7 10 1 5
63 56 8 10 9 11 14 1 7 15 13 4 0 12 6 2 5 3
64 51 5 2 14 0 7 8 6 3 11 12 13 15 4 10 9 1
65 47 7 8 3 2 10 12 4 6 11 13 5 15 0 1 9 14
66 61 11 6 14 12 3 5 1 15 8 0 10 13 9 7 4 2
67 50 7 1 2 4 8 3 6 11 10 15 0 5 14 12 13 9
68 51 7 3 1 13 12 10 5 2 8 0 6 11 14 15 4 9
69 53 6 0 5 15 1 14 4 9 2 13 8 10 11 12 7 3
70 52 15 1 3 12 4 0 6 5 2 8 14 9 13 10 7 11
71 44 5 7 0 11 12 1 9 10 15 6 2 3 8 4 13 14
72 56 12 15 11 10 4 5 14 0 13 7 1 2 9 8 3 6
73 49 6 14 10 5 15 8 7 1 3 4 2 0 12 9 11 13
74 56 14 13 4 11 15 8 6 9 0 7 3 1 2 10 12 5
75 48 14 4 0 10 6 5 1 3 9 2 13 15 12 7 8 11
76 57 15 10 8 3 0 6 9 5 1 14 13 11 7 2 12 4
77 54 0 13 2 4 12 14 6 9 15 1 10 3 11 5 8 7
78 53 3 14 13 6 4 15 8 9 5 12 10 0 2 7 1 11
79 42 0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15
80 57 11 0 15 8 13 12 3 5 10 1 4 6 14 9 7 2
81 53 13 0 9 12 11 6 3 5 15 8 1 10 4 14 2 7
82 62 14 10 2 1 13 9 8 11 7 3 6 12 15 5 4 0
83 49 12 3 9 1 4 5 10 2 6 11 15 0 14 7 13 8
84 55 15 8 10 7 0 12 14 1 5 9 6 3 13 11 4 2
85 44 4 7 13 10 1 2 9 6 12 8 14 5 3 0 11 15
86 45 6 0 5 10 11 12 9 2 1 7 4 3 14 8 13 15
87 52 9 5 11 10 13 0 2 1 8 6 14 12 4 7 3 15
88 65 15 2 12 11 14 13 9 5 1 3 8 7 0 10 6 4
89 54 11 1 7 4 10 13 3 8 9 14 0 15 6 5 2 12
90 50 5 4 7 1 11 12 14 15 10 13 8 6 2 0 9 3
91 57 9 7 5 2 14 15 12 10 11 3 6 1 8 13 0 4
92 57 3 2 7 9 0 15 12 4 6 11 5 14 8 13 10 1
93 46 13 9 14 6 12 8 1 2 3 4 0 7 5 10 11 15
94 53 5 7 11 8 0 14 9 13 10 12 3 15 6 1 4 2
95 50 4 3 6 13 7 15 9 0 10 5 8 11 2 12 1 14
96 49 1 7 15 14 2 6 4 9 12 11 13 3 0 8 5 10
97 44 9 14 5 7 8 15 1 2 10 4 13 6 12 0 11 3
98 54 0 11 3 12 5 2 1 9 8 10 14 15 7 4 13 6
99 57 7 15 4 0 10 9 2 5 12 11 13 6 1 3 14 8
100 54 11 4 0 8 6 10 5 13 12 7 14 3 1 2 9 15
)";

struct KorfInstance {
  int id, optimal;
  Board board;
};

std::vector<KorfInstance> korf100() {
  std::vector<KorfInstance> out;
  std::istringstream in(kKorf100);
  KorfInstance inst{0, 0, Board{Geometry{4, 4}, std::vector<uint8_t>(16)}};
  while (in >> inst.id >> inst.optimal) {
    for (uint8_t& tile : inst.board.tiles) {
      int v;
      in >> v;
      tile = static_cast<uint8_t>(v);
    }
    out.push_back(inst);
  }
  return out;
}

std::unique_ptr<AdditivePdbHeuristic> makePdb(const Board& goal, const char* partitionName) {
  auto partition = namedPartition(goal.geometry, goal.blankCell(), partitionName);
  REQUIRE(partition.ok());
  auto h = AdditivePdbHeuristic::create(goal, *partition);
  REQUIRE(h.ok());
  return std::move(h.value());
}

// Lower bound on all 100, at least linear conflict on average, and exact per-move updates.
void checkOnKorf100(const AdditivePdbHeuristic& pdb) {
  const Board goal = blankFirstGoal(Geometry{4, 4});
  LinearConflict lc(goal);
  double pdbSum = 0, lcSum = 0;
  for (const KorfInstance& inst : korf100()) {
    int h = pdb.evaluate(inst.board.tiles.data());
    INFO("Korf #" << inst.id);
    REQUIRE(h <= inst.optimal);
    REQUIRE((inst.optimal - h) % 2 == 0);  // same parity as the solution
    pdbSum += h;
    lcSum += lc.evaluate(inst.board.tiles.data());
  }
  CHECK(pdbSum > lcSum);
  MoveTable moves(goal.geometry);
  Random random(3);
  Board board = korf100()[0].board;
  int value = pdb.evaluate(board.tiles.data());
  for (int step = 0; step < 5000; ++step) {
    int blank = board.blankCell();
    Move m = moves.move(blank, static_cast<int>(random.below(moves.count(blank))));
    int tile = board.tiles[m.from];
    std::swap(board.tiles[m.from], board.tiles[blank]);
    int after = pdb.afterMove(board.tiles.data(), value, tile, m.from, blank);
    REQUIRE(after == pdb.evaluate(board.tiles.data()));
    value = after;
  }
}

// IDA* with the databases (on `threads` threads) on the `count` easiest instances: the published
// optimal lengths.
void solveEasiest(const AdditivePdbHeuristic& pdb, size_t count, unsigned threads = 1) {
  std::vector<KorfInstance> all = korf100();
  std::stable_sort(all.begin(), all.end(), [](const KorfInstance& a, const KorfInstance& b) {
    return a.optimal < b.optimal;
  });
  const Board goal = blankFirstGoal(Geometry{4, 4});
  for (size_t i = 0; i < count; ++i) {
    INFO("Korf #" << all[i].id);
    SearchProblem problem(all[i].board, goal);
    auto ida = makeIdaStarSearch(problem, pdb, 1, 1, threads);
    REQUIRE(ida->search() == Status::Solved);
    CHECK(static_cast<int>(ida->solution().size()) == all[i].optimal);
    Board replayed = all[i].board;
    CHECK(testing_support::replay(replayed, ida->solution()) == "");
    CHECK(replayed == goal);
  }
}

}  // namespace

TEST_CASE("4x4 5-5-5: a lower bound on Korf 100, above linear conflict, IDA* optimal", "[pdb]") {
  auto pdb = makePdb(blankFirstGoal(Geometry{4, 4}), "5-5-5");
  CHECK(pdb->symmetries() == 2);  // the diagonal through the blank's corner
  checkOnKorf100(*pdb);
  solveEasiest(*pdb, 5);
}

TEST_CASE("4x4 6-6-3 (the default): the same, and IDA* on the 20 easiest of Korf 100",
          "[pdb][sweep]") {
  auto pdb = makePdb(blankFirstGoal(Geometry{4, 4}), "6-6-3");
  checkOnKorf100(*pdb);
  solveEasiest(*pdb, 20);
}

#ifndef __EMSCRIPTEN__  // no threads in wasm
TEST_CASE("4x4 6-6-3 IDA* on 2 threads: the published lengths of the 20 easiest of Korf 100",
          "[pdb]") {
  solveEasiest(*makePdb(blankFirstGoal(Geometry{4, 4}), "6-6-3"), 20, 2);
}
#endif

TEST_CASE("the catalog pdb heuristic drives IDA* through the factory on other shapes", "[pdb]") {
  Random random(21);
  for (Geometry g : {Geometry{3, 4}, Geometry{5, 2}, Geometry{4, 3}}) {
    Board goal = randomSolvableBoard(blankLastGoal(g), random);
    auto pdb = makeHeuristic(HeuristicKind::PatternDatabase, goal);
    REQUIRE(dynamic_cast<AdditivePdbHeuristic*>(pdb.get()) != nullptr);
    LinearConflict lc(goal);
    for (int i = 0; i < 5; ++i) {
      SearchProblem problem(randomWalkBoard(goal, 60, random), goal);
      auto withPdb = makeIdaStarSearch(problem, *pdb);
      auto withLc = makeIdaStarSearch(problem, lc);
      REQUIRE(withPdb->search() == Status::Solved);
      REQUIRE(withLc->search() == Status::Solved);
      CHECK(withPdb->solution().size() == withLc->solution().size());
      CHECK(withPdb->stats().expanded <= withLc->stats().expanded * 2);
    }
  }
}

TEST_CASE("a symmetry whose lookups repeat another's is read once, h unchanged", "[pdb]") {
  // The blank's goal in the centre of a 5x5: all 8 symmetries keep it, and the half turn maps
  // row-major chunks of four onto themselves, so the 8 came in 4 pairs of equal sums (each board
  // took 16-17 s natively under auto, against 3 s once read once). h must still be the largest
  // sum over all 8 images of the board, computed here from the tables without symmetries.
  const Geometry g{5, 5};
  std::vector<uint8_t> tiles;
  for (int t = 1; t <= 24; ++t) tiles.push_back(static_cast<uint8_t>(t));
  tiles.insert(tiles.begin() + 12, 0);
  const Board goal{g, tiles};
  REQUIRE(goal.blankCell() == 12);
  auto partition = namedPartition(g, goal.blankCell(), "default");
  REQUIRE(partition.ok());
  auto symmetric = AdditivePdbHeuristic::create(goal, *partition);
  auto plain = AdditivePdbHeuristic::create(goal, *partition, false);
  REQUIRE(symmetric.ok());
  REQUIRE(plain.ok());
  CHECK((*plain)->symmetries() == 1);
  CHECK((*symmetric)->symmetries() == 4);

  // The image of a board under rho, tiles renamed by their goal cells: the tile whose goal is
  // cell c, standing on cell d, becomes the tile whose goal is rho(c), standing on rho(d).
  std::vector<int> goalCellOf(g.cells());
  for (int c = 0; c < g.cells(); ++c) goalCellOf[goal.tiles[c]] = c;
  Random random(41);
  for (int i = 0; i < 200; ++i) {
    const Board board = randomSolvableBoard(goal, random);
    int largest = 0;
    for (const GridSymmetry& rho : gridSymmetries(g)) {
      Board image = board;
      for (int d = 0; d < g.cells(); ++d)
        image.tiles[rho(d)] = goal.tiles[rho(goalCellOf[board.tiles[d]])];
      largest = std::max(largest, (*plain)->evaluate(image.tiles.data()));
    }
    INFO(board.toString());
    CHECK((*symmetric)->evaluate(board.tiles.data()) == largest);
  }
}

// The line search (large_boards/line_beam_search.h), `auto`'s answer above 25 cells: every shape
// and goal answered with moves that replay to the goal, the same moves every time, in slices,
// within a small memory budget too; and through the session, a lower bound that is a true one.

#include <catch2/catch.hpp>

#include "core/random_board.h"
#include "heuristics/linear_conflict.h"
#include "large_boards/board_beam.h"
#include "large_boards/line_beam_search.h"
#include "large_boards/row_by_row_search.h"
#include "search/search_factory.h"
#include "solver/solver_session.h"
#include "support/replay.h"

using namespace npuzzle;

namespace {

std::vector<SolutionStep> solveByLines(const SearchProblem& problem, uint64_t maxBytes,
                                       uint64_t unitsPerStep = uint64_t{1} << 20) {
  LinearConflict lc(problem.goal);
  LineBeamSearch search(problem, lc, maxBytes);
  Status status;
  while ((status = search.step(unitsPerStep)) == Status::Running) {
  }
  REQUIRE(status == Status::Solved);
  return search.solution();
}

// A random board of this shape toward the blank-last goal.
SearchProblem randomProblem(Geometry g, uint64_t seed) {
  Random random(seed);
  const Board goal = blankLastGoal(g);
  return SearchProblem(randomSolvableBoard(goal, random), goal);
}

void requireSolves(const SearchProblem& problem, const std::vector<SolutionStep>& moves) {
  Board board = problem.start;
  REQUIRE(testing_support::replay(board, moves) == "");
  REQUIRE(board == problem.goal);
}

}  // namespace

TEST_CASE("the line search solves every shape above 25 cells, for any goal", "[linebeam][long]") {
  Random random(26);
  for (Geometry g :
       {Geometry{6, 5}, Geometry{5, 6}, Geometry{13, 2}, Geometry{2, 13}, Geometry{9, 3},
        Geometry{3, 9}, Geometry{6, 6}, Geometry{7, 5}, Geometry{10, 10}}) {
    // Three goals each, one on the 10x10 (the slowest, a second or so under the sanitizers).
    for (int i = g.cells() > 50 ? 2 : 0; i < 3; ++i) {
      INFO(g.name() << " instance " << i);
      // Standard goals and an arbitrary one (the blank's goal cell anywhere).
      const Board goal = i == 0   ? blankLastGoal(g)
                         : i == 1 ? blankFirstGoal(g)
                                  : randomSolvableBoard(blankLastGoal(g), random);
      const SearchProblem problem(randomSolvableBoard(goal, random), goal);
      requireSolves(problem, solveByLines(problem, uint64_t{128} << 20));
    }
  }
}

TEST_CASE("the line search is deterministic and shorter than the construction", "[linebeam]") {
  Random random(88);
  const Board goal = blankLastGoal(Geometry{8, 8});
  const SearchProblem problem(randomSolvableBoard(goal, random), goal);
  const std::vector<SolutionStep> first = solveByLines(problem, uint64_t{128} << 20);
  // In small slices, as the page's worker runs it: the same moves.
  const std::vector<SolutionStep> sliced = solveByLines(problem, uint64_t{128} << 20, 1);
  REQUIRE(first.size() == sliced.size());
  for (size_t i = 0; i < first.size(); ++i) {
    REQUIRE(first[i].tile == sliced[i].tile);
    REQUIRE(first[i].direction == sliced[i].direction);
  }
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  CHECK(first.size() < construction.solution().size());
}

TEST_CASE("the line search's steps stay small: a layer or a table slice each", "[linebeam]") {
  Random random(4);
  const Board goal = blankLastGoal(Geometry{8, 8});
  const SearchProblem problem(randomSolvableBoard(goal, random), goal);
  LinearConflict lc(goal);
  LineBeamSearch search(problem, lc, uint64_t{128} << 20);
  // A step of one unit does one layer of a beam (at most twice the width's boards, the last
  // cells' beam being wider), or a table's slice, or one placement of the construction.
  const uint64_t bound = std::max<uint64_t>({4 * static_cast<uint64_t>(search.width()),
                                             LineBeamSearch::kTableStatesPerUnit,
                                             RowByRowSearch::maxSearchStates(64)});
  uint64_t before = 0, steps = 0;
  Status status = Status::Running;
  while (status == Status::Running) {
    status = search.step(1);
    REQUIRE(search.stats().expanded - before <= bound);
    before = search.stats().expanded;
    ++steps;
  }
  REQUIRE(status == Status::Solved);
  CHECK(steps > 1000);
  requireSolves(problem, search.solution());
}

TEST_CASE("a line search's beams are as wide as its caller allows, and it still answers",
          "[linebeam]") {
  // A 6x6 asks for more than the widest beam by its size: the default is capped at kMaxWidth, a
  // retry's narrower cap (path_improver.cpp) holds.
  const SearchProblem problem = randomProblem(Geometry{6, 6}, 36);
  LinearConflict lc(problem.goal);
  CHECK(LineBeamSearch(problem, lc, uint64_t{128} << 20).width() == LineBeamSearch::kMaxWidth);
  LineBeamSearch narrow(problem, lc, uint64_t{128} << 20, LineOrder::ColumnsFirst, {3.5, 0.6},
                        LineBeamSearch::kMaxWidth / 2);
  CHECK(narrow.width() == LineBeamSearch::kMaxWidth / 2);
  REQUIRE(narrow.search() == Status::Solved);
  requireSolves(problem, narrow.solution());
}

TEST_CASE("in a few megabytes the line search hands over to the construction, and answers",
          "[linebeam]") {
  Random random(9);
  for (uint64_t mb : {1, 4, 16}) {
    INFO(mb << " MB");
    const Board goal = blankLastGoal(Geometry{8, 8});
    const SearchProblem problem(randomSolvableBoard(goal, random), goal);
    requireSolves(problem, solveByLines(problem, mb << 20));
  }
}

TEST_CASE("where a line's tables do not fit, the construction places that line alone",
          "[linebeam]") {
  // On a 7x7 the first row's tables (three pairs and a tile on 49 cells, with the breadth-first
  // queue) and a beam of the narrowest width take about 2.40 MB; the next line's, a column of six
  // on 42 cells, about 2.09 MB. In 2.25 MB the construction places the first row and the beams
  // every line after it: far shorter than the construction of the whole board, which is what
  // the line search used to fall back to.
  const SearchProblem problem = randomProblem(Geometry{7, 7}, 77);
  const uint64_t maxBytes = 2304 * 1024;
  LinearConflict lc(problem.goal);
  LineBeamSearch search(problem, lc, maxBytes);
  REQUIRE(search.search() == Status::Solved);
  requireSolves(problem, search.solution());
  CHECK(search.stats().peakBytes <= maxBytes);
  RowByRowSearch construction(problem);
  REQUIRE(construction.search() == Status::Solved);
  CHECK(search.solution().size() * 10 < construction.solution().size() * 9);
}

TEST_CASE("regions of up to 169 cells are placed by beams: a 12x12 well below the construction",
          "[linebeam][constructive][long]") {
  // Up to 128 cells, as before 6 December, the construction placed a 12x12's first two lines
  // and the beams the rest: 2.19 times linear conflict on three random boards; with every line
  // by beams, 1.76.
  const SearchProblem problem = randomProblem(Geometry{12, 12}, 144);
  LinearConflict lc(problem.goal);
  const std::vector<SolutionStep> moves = solveByLines(problem, uint64_t{128} << 20);
  requireSolves(problem, moves);
  CHECK(static_cast<double>(moves.size()) < 1.95 * lc.evaluate(problem.start.tiles.data()));
}

TEST_CASE("the construction resumes from any finished part and stops where asked",
          "[linebeam][constructive]") {
  Random random(12);
  const Geometry g{7, 6};
  const Board goal = randomSolvableBoard(blankLastGoal(g), random);
  const SearchProblem problem(randomSolvableBoard(goal, random), goal);
  RowByRowSearch first(problem, Region{0, 5, 0, 6}, 25);
  REQUIRE(first.search() == Status::Solved);
  const Region left = first.region();
  CHECK(left.cells() <= 25);
  CHECK(left.cells() > 0);
  Board board = problem.start;
  REQUIRE(testing_support::replay(board, first.solution()) == "");
  REQUIRE(board.tiles == first.board());
  const Geometry& geometry = board.geometry;
  for (int c = 0; c < board.cells(); ++c) {
    const bool inside = geometry.row(c) >= left.top && geometry.row(c) <= left.bottom &&
                        geometry.col(c) >= left.left && geometry.col(c) <= left.right;
    if (!inside) REQUIRE(board.tiles[c] == goal.tiles[c]);
  }
  const SearchProblem rest(board, goal);
  RowByRowSearch second(rest, left);
  REQUIRE(second.search() == Status::Solved);
  REQUIRE(testing_support::replay(board, second.solution()) == "");
  CHECK(board == goal);
}

TEST_CASE("a board beam on linear conflict alone reaches the goal of a small board", "[linebeam]") {
  Random random(3);
  const Board goal = blankFirstGoal(Geometry{4, 4});
  const LinearConflict lc(goal);
  const ZobristKeys keys(16);
  for (int i = 0; i < 10; ++i) {
    const SearchProblem problem(randomWalkBoard(goal, 30, random), goal);
    BoardBeam beam(problem, lc, keys, std::vector<char>(16, 0), {}, std::vector<int>(16, 0),
                   BoardBeam::Config{200, 60}, problem.start.tiles);
    while (beam.outcome() == BoardBeam::Outcome::Running) beam.step(1000);
    REQUIRE(beam.outcome() == BoardBeam::Outcome::Reached);
    CHECK(beam.board() == goal.tiles);
    // The path, replayed as moves of the blank.
    std::vector<uint8_t> tiles = problem.start.tiles;
    int blank = problem.start.blankCell();
    for (int next : beam.blankPath()) {
      REQUIRE(problem.start.geometry.distance(blank, next) == 1);
      std::swap(tiles[blank], tiles[next]);
      blank = next;
    }
    CHECK(tiles == goal.tiles);
  }
}

TEST_CASE("auto above 25 cells: the line search's answer, and a lower bound below the optimum",
          "[linebeam][session][long]") {
  // Boards a few dozen moves from the goal, whose optimum A* with linear conflict finds.
  Random random(61);
  SolverSession session;
  for (Geometry g : {Geometry{6, 5}, Geometry{6, 6}, Geometry{7, 7}}) {
    for (int i = 0; i < 3; ++i) {
      INFO(g.name() << " instance " << i);
      const Board goal = i == 1 ? blankFirstGoal(g) : blankLastGoal(g);
      const Board start = randomWalkBoard(goal, 40, random);
      SolveRequest request;
      request.board = start.toString();
      request.size = g.name();
      request.goal = goal.toString();
      const SolveResult& r = session.solve(request);
      REQUIRE(r.status == Status::Solved);
      const SearchProblem problem(start, goal);
      LinearConflict lc(goal);
      auto astar = makeEagerSearch(problem, lc, EagerConfig{1, 1, true, uint64_t{512} << 20});
      REQUIRE(astar->search() == Status::Solved);
      const int optimum = static_cast<int>(astar->solution().size());
      CHECK(r.lowerBound <= optimum);
      CHECK(static_cast<int>(r.moves.size()) >= optimum);
      CHECK((!r.optimal || r.lowerBound == static_cast<int>(r.moves.size())));
      Board board = start;
      REQUIRE(testing_support::replay(board, r.moves) == "");
      CHECK(board == goal);
    }
  }
  // A random 10x10: the line search answers (its algorithm, and the heuristic it ranks by).
  SolveRequest request;
  request.board = randomSolvableBoard(blankLastGoal(Geometry{10, 10}), random).toString();
  const SolveResult& r = session.solve(request);
  REQUIRE(r.status == Status::Solved);
  CHECK(r.algorithm == "constructive");
  CHECK(r.heuristic == "linear-conflict");
  CHECK_FALSE(r.optimal);
  // The bound is linear conflict of the start: admissible, never inflated.
  CHECK(r.lowerBound == LinearConflict(*r.goal).evaluate(r.board->tiles.data()));
  CHECK(r.lowerBound < static_cast<int>(r.moves.size()));
}

TEST_CASE("a line's beams go on while they get nearer: a 13x13 with no line by the construction",
          "[linebeam][constructive][long]") {
  // On 13x13 boards a line's beams sometimes stall twice, the second time nearer than it
  // started. Handing that line to the construction after two stalls, as before 6 December, two
  // lines of this board were the construction's and its path 2,920 moves long; the beams going
  // on from the best board reached, 2,686.
  const SearchProblem problem = randomProblem(Geometry{13, 13}, 5);
  LinearConflict lc(problem.goal);
  LineBeamSearch search(problem, lc, uint64_t{128} << 20);
  REQUIRE(search.search() == Status::Solved);
  requireSolves(problem, search.solution());
  CHECK(search.constructedLines() == 0);
  CHECK(static_cast<double>(search.solution().size()) <
        1.95 * lc.evaluate(problem.start.tiles.data()));
}

TEST_CASE("line searches sharing a table cache build each table once and answer as without it",
          "[linebeam][tablecache]") {
  const SearchProblem problem = randomProblem(Geometry{6, 6}, 36);
  LinearConflict lc(problem.goal);
  auto run = [&](LineOrder order, LineDrift drift, std::shared_ptr<PlacementTableCache> cache) {
    LineBeamSearch search(problem, lc, uint64_t{128} << 20, order, drift, LineBeamSearch::kMaxWidth,
                          cache);
    REQUIRE(search.search() == Status::Solved);
    requireSolves(problem, search.solution());
    return std::make_pair(search.solution(), search.stats().expanded);
  };
  const auto alone = run(LineOrder::RowsFirst, {}, nullptr);  // a cache of its own
  const auto cache = std::make_shared<PlacementTableCache>();
  const auto filling = run(LineOrder::RowsFirst, {}, cache);
  const size_t rowsFirstTables = cache->size();
  // Both lines before the final block: a first line of 6 in two tables of three, then 5 in a
  // pair and a triple (three-tile tables up to 36 cells).
  CHECK(rowsFirstTables == 4);
  const auto reading = run(LineOrder::RowsFirst, {}, cache);
  CHECK(cache->size() == rowsFirstTables);
  // The same moves either way; the tables' breadth-first searches are all the difference.
  for (const auto* other : {&filling, &reading}) {
    REQUIRE(other->first.size() == alone.first.size());
    for (size_t i = 0; i < alone.first.size(); ++i) {
      REQUIRE(other->first[i].tile == alone.first[i].tile);
      REQUIRE(other->first[i].direction == alone.first[i].direction);
    }
  }
  CHECK(filling.second == alone.second);
  // Two three-tile tables on 36 cells alone are 2 x 36^4 placements.
  CHECK(alone.second - reading.second >= 2 * PlacementDistances::entries(36, 3));
  // Another drift of the same order needs no table; the other order its own.
  run(LineOrder::RowsFirst, {1.5, 0.8}, cache);
  CHECK(cache->size() == rowsFirstTables);
  run(LineOrder::ColumnsFirst, {}, cache);
  CHECK(cache->size() > rowsFirstTables);
}

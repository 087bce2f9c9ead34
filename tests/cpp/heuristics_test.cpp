#include <catch2/catch.hpp>

#include "core/board_parser.h"
#include "core/move_table.h"
#include "core/random_board.h"
#include "heuristics/heuristic.h"
#include "heuristics/linear_conflict.h"
#include "heuristics/manhattan_distance.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

int evaluate(const Heuristic& h, const char* board) {
  return h.evaluate(parseBoard(board)->tiles.data());
}

}  // namespace

TEST_CASE("heuristic values on known boards", "[heuristics]") {
  Board goal = blankLastGoal(Geometry{3, 3});
  // Seed 004's example: 12 tiles out of place counting the blank (4x4).
  Board goal16 = blankLastGoal(Geometry{4, 4});
  auto withBlank = makeHeuristic(HeuristicKind::MisplacedWithBlank, goal16);
  CHECK(evaluate(*withBlank, "2 3 4 8 1 5 7 11 9 6 12 0 13 14 10 15") == 12);
  CHECK(evaluate(*makeHeuristic(HeuristicKind::Misplaced, goal16),
                 "2 3 4 8 1 5 7 11 9 6 12 0 13 14 10 15") == 11);
  CHECK(evaluate(*makeHeuristic(HeuristicKind::Manhattan, goal), "8 0 6 5 4 7 2 3 1") == 19);
  // 2 1 in the top row: one conflict, two extra moves.
  CHECK(evaluate(*makeHeuristic(HeuristicKind::LinearConflict, goal), "2 1 3 4 5 6 7 8 0") == 4);
  CHECK(evaluate(*makeHeuristic(HeuristicKind::Euclidean, goal), "0 2 3 4 5 6 7 8 1") == 3);
  // Mixed on that board: ceil(0.6*4 + 0.1*1 + 0.3*2.828) = ceil(3.349) = 4.
  CHECK(evaluate(*makeHeuristic(HeuristicKind::Mixed, goal), "0 2 3 4 5 6 7 8 1") == 4);
  for (const HeuristicInfo& info : heuristicCatalog())
    CHECK(evaluate(*makeHeuristic(info.kind, goal), "1 2 3 4 5 6 7 8 0") == 0);
}

TEST_CASE(
    "on every 3x3 board: admissible ones never overestimate, Manhattan and linear conflict "
    "are consistent, and per-move updates equal a full evaluation",
    "[heuristics][exhaustive]") {
  for (const oracle::Board9& goal9 : {oracle::blankLast9(), oracle::blankFirst9()}) {
    std::vector<int8_t> dist = oracle::distancesTo(goal9);
    Board goal = testing_support::toBoard(goal9);
    MoveTable moves(goal.geometry);
    for (const HeuristicInfo& info : heuristicCatalog()) {
      INFO(info.id);
      auto h = makeHeuristic(info.kind, goal);
      bool checkConsistency =
          info.kind == HeuristicKind::Manhattan || info.kind == HeuristicKind::LinearConflict;
      long overestimates = 0;
      for (uint32_t r = 0; r < 362880; ++r) {
        if (dist[r] == oracle::kUnreachable) continue;
        Board board = testing_support::toBoard(oracle::unrank9(r));
        int value = h->evaluate(board.tiles.data());
        if (info.admissible) REQUIRE(value <= dist[r]);
        overestimates += value > dist[r];
        testing_support::forEachChild(
            board, moves, [&](const Board& child, int tile, int from, int to) {
              int full = h->evaluate(child.tiles.data());
              REQUIRE(h->afterMove(child.tiles.data(), value, tile, from, to) == full);
              if (checkConsistency) REQUIRE(value <= 1 + full);
            });
      }
      // The blank-counting variant is marked inadmissible because it does overestimate.
      if (!info.admissible) CHECK(overestimates > 0);
    }
  }
}

TEST_CASE("per-move updates stay exact on other shapes and goals", "[heuristics]") {
  Random random(11);
  for (Geometry g : {Geometry{4, 4}, Geometry{4, 3}, Geometry{3, 5}, Geometry{6, 6}}) {
    Board goal = randomSolvableBoard(blankLastGoal(g), random);  // an arbitrary goal
    MoveTable moves(g);
    for (const HeuristicInfo& info : heuristicCatalog()) {
      auto h = makeHeuristic(info.kind, goal);
      Board board = randomSolvableBoard(goal, random);
      int value = h->evaluate(board.tiles.data());
      for (int step = 0; step < 2000; ++step) {
        int blank = board.blankCell();
        Move m = moves.move(blank, static_cast<int>(random.below(moves.count(blank))));
        int tile = board.tiles[m.from];
        std::swap(board.tiles[m.from], board.tiles[blank]);
        value = h->afterMove(board.tiles.data(), value, tile, m.from, blank);
        REQUIRE(value == h->evaluate(board.tiles.data()));
      }
    }
    LinearConflict lc(goal);
    ManhattanDistance md(goal);
    Board b = randomSolvableBoard(goal, random);
    CHECK(lc.evaluate(b.tiles.data()) >= md.evaluate(b.tiles.data()));
  }
}

TEST_CASE("linear conflict's per-move update stays exact on long lines", "[heuristics]") {
  // The update counts the moving tile's goal line with and without it in one pass: lines of up
  // to 10 tiles, in either direction, toward arbitrary goals.
  Random random(12);
  for (Geometry g : {Geometry{5, 8}, Geometry{8, 5}, Geometry{10, 10}, Geometry{7, 3}}) {
    INFO(g.name());
    const Board goal = randomSolvableBoard(blankLastGoal(g), random);
    const LinearConflict lc(goal);
    const MoveTable moves(g);
    Board board = randomSolvableBoard(goal, random);
    int value = lc.evaluate(board.tiles.data());
    for (int step = 0; step < 20000; ++step) {
      const int blank = board.blankCell();
      const Move m = moves.move(blank, static_cast<int>(random.below(moves.count(blank))));
      const int tile = board.tiles[m.from];
      std::swap(board.tiles[m.from], board.tiles[blank]);
      value = lc.afterMove(board.tiles.data(), value, tile, m.from, blank);
      REQUIRE(value == lc.evaluate(board.tiles.data()));
    }
  }
}

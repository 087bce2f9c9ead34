// IDA*'s pruning of rounds of a 2x2 square (search/loop_pruning.h): the two six-move rounds it
// chooses between reach the same board, it keeps exactly one of them and never seven moves; and,
// against the BFS oracle on every 3x3 board, the paths it keeps still reach each board in its
// fewest moves.

#include <catch2/catch.hpp>

#include <array>
#include <vector>

#include "core/geometry.h"
#include "search/loop_pruning.h"
#include "support/bfs_oracle.h"

using namespace npuzzle;

namespace {

// A move as the tile sees it (the direction it slides), on a w x h board of cells r * w + c.
struct Grid {
  int width, height;

  // The blank's cell after the tile beside it slides `d` into it, or -1 when no tile is there.
  int blankAfter(int blank, Direction d) const {
    const int r = blank / width, c = blank % width;
    // The tile comes from the side the blank then moves to: opposite its slide.
    const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};  // U, D, L, R
    const int nr = r + dr[static_cast<int>(d)], nc = c + dc[static_cast<int>(d)];
    if (nr < 0 || nr >= height || nc < 0 || nc >= width) return -1;
    return nr * width + nc;
  }
};

// Plays `moves` on `tiles` (blank 0); false when one of them has no tile to slide.
bool play(const Grid& grid, std::vector<int>& tiles, const std::vector<Direction>& moves) {
  int blank = 0;
  while (tiles[blank] != 0) ++blank;
  for (Direction d : moves) {
    const int from = grid.blankAfter(blank, d);
    if (from < 0) return false;
    std::swap(tiles[blank], tiles[from]);
    blank = from;
  }
  return true;
}

// Whether the pruning lets a path that starts with `moves` through (no step cut on the way).
bool kept(const std::vector<Direction>& moves) {
  int arrivedBy = -1;
  int8_t turns = 0;
  for (Direction d : moves) {
    turns = loop_pruning::turnsAfter(arrivedBy, turns, d);
    if (loop_pruning::endsSkippedRound(turns, d)) return false;
    arrivedBy = static_cast<int>(d);
  }
  return true;
}

// `count` moves each a quarter turn on from the one before (clockwise or not), from `first`.
std::vector<Direction> round(Direction first, bool clockwise, int count) {
  std::vector<Direction> moves{first};
  while (static_cast<int>(moves.size()) < count) {
    const int last = static_cast<int>(moves.back());
    moves.push_back(static_cast<Direction>(clockwise ? loop_pruning::clockwiseOf(last)
                                                     : loop_pruning::anticlockwiseOf(last)));
  }
  return moves;
}

}  // namespace

TEST_CASE(
    "six moves round a 2x2 square reach what six the other way reach: one is kept, seven never",
    "[algorithms]") {
  const Grid grid{4, 4};
  std::vector<int> start(16);
  for (int i = 0; i < 16; ++i) start[i] = i;  // the blank, 0, in cell 0
  int pairs = 0;
  for (int blankCell = 0; blankCell < 16; ++blankCell) {
    std::vector<int> board = start;
    std::swap(board[0], board[blankCell]);
    for (int first = 0; first < 4; ++first) {
      const std::vector<Direction> six = round(static_cast<Direction>(first), true, 6);
      std::vector<int> there = board;
      if (!play(grid, there, six)) continue;  // the square is not on the board
      INFO("blank in cell " << blankCell << ", first move " << first);
      // The other way round starts with the first move turned a quarter on.
      const std::vector<Direction> other =
          round(static_cast<Direction>(loop_pruning::clockwiseOf(first)), false, 6);
      std::vector<int> otherThere = board;
      REQUIRE(play(grid, otherThere, other));
      CHECK(otherThere == there);
      CHECK(otherThere != board);
      CHECK(kept(six) != kept(other));
      // Five moves of either are kept; seven of either never are, and five the other way
      // reach the same board.
      CHECK(kept({six.begin(), six.end() - 1}));
      CHECK(kept({other.begin(), other.end() - 1}));
      for (bool clockwise : {true, false}) {
        const Direction start7 = clockwise ? six[0] : other[0];
        const std::vector<Direction> seven = round(start7, clockwise, 7);
        std::vector<int> afterSeven = board;
        REQUIRE(play(grid, afterSeven, seven));
        CHECK_FALSE(kept(seven));
        // Five the other way round, from the same corner, reach the same board.
        const int first7 = static_cast<int>(seven[0]);
        const std::vector<Direction> five =
            round(static_cast<Direction>(clockwise ? loop_pruning::clockwiseOf(first7)
                                                   : loop_pruning::anticlockwiseOf(first7)),
                  !clockwise, 5);
        std::vector<int> afterFive = board;
        REQUIRE(play(grid, afterFive, five));
        CHECK(afterFive == afterSeven);
        CHECK(kept(five));
      }
      ++pairs;
    }
  }
  // Each of the nine 2x2 squares, from each of its four corners, has one clockwise round.
  CHECK(pairs == 36);
}

TEST_CASE("the paths the loop pruning keeps reach every 3x3 board in its fewest moves",
          "[algorithms]") {
  // Breadth-first from the goal over (board, last move, run of turns) — the pruning's whole
  // state, 5 x 11 values — taking only the moves it keeps: every board must be reached at the
  // depth the oracle gives it, or IDA* could miss an optimal path.
  const Grid grid{3, 3};
  for (const oracle::Board9& goal : {oracle::blankLast9(), oracle::blankFirst9()}) {
    const std::vector<int8_t> distance = oracle::distancesTo(goal);
    std::vector<uint64_t> seen(362880, 0);  // per board, the pruning states reached (bits)
    struct Node {
      oracle::Board9 board;
      int8_t arrivedBy, turns;
    };
    auto bit = [](int arrivedBy, int turns) {
      return uint64_t{1} << ((arrivedBy + 1) * 11 + turns + 5);
    };
    std::vector<Node> layer{{goal, -1, 0}};
    seen[oracle::rank9(goal)] = bit(-1, 0);
    long reached = 1;
    for (int depth = 0; !layer.empty(); ++depth) {
      std::vector<Node> next;
      for (const Node& node : layer) {
        int blank = 0;
        while (node.board[blank] != 0) ++blank;
        for (int d = 0; d < 4; ++d) {
          const Direction move = static_cast<Direction>(d);
          if (node.arrivedBy >= 0 && d == (node.arrivedBy ^ 1)) continue;  // straight back
          const int from = grid.blankAfter(blank, move);
          if (from < 0) continue;
          const int8_t turns = loop_pruning::turnsAfter(node.arrivedBy, node.turns, move);
          if (loop_pruning::endsSkippedRound(turns, move)) continue;
          oracle::Board9 child = node.board;
          std::swap(child[blank], child[from]);
          const uint32_t rank = oracle::rank9(child);
          if (distance[rank] != depth + 1) continue;  // not on a fewest-moves path
          const uint64_t state = bit(d, turns);
          if (seen[rank] & state) continue;
          reached += seen[rank] == 0;
          seen[rank] |= state;
          next.push_back({child, static_cast<int8_t>(d), turns});
        }
      }
      layer.swap(next);
    }
    CHECK(reached == 181440);
  }
}

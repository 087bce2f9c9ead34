// IDA*'s duplicate-move pruning (search/duplicate_move_pruning.h), checked without the generator
// that made its table: the first string of moves to any board — shortest, then lexicographically
// first — is never cut, on an open board up to 12 moves and on small boards with their edges from
// every blank cell; the paths it keeps reach every 3x3 board in its fewest moves; rounds of a 2x2
// square and figure-eights over two are cut; and a search below a prefix goes on from the
// prefix's state.

#include <catch2/catch.hpp>

#include <climits>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "core/geometry.h"
#include "heuristics/manhattan_distance.h"
#include "search/duplicate_move_pruning.h"
#include "search/ida_star_search.h"
#include "support/bfs_oracle.h"
#include "support/move_strings.h"

using namespace npuzzle;
using testing_support::MoveGrid;

namespace {

// The state after `moves` from the start, or kPruned as soon as one completes a duplicate.
duplicate_moves::State stateAfter(const std::vector<Direction>& moves) {
  duplicate_moves::State state = duplicate_moves::kStart;
  for (Direction d : moves) {
    state = duplicate_moves::after(state, d);
    if (state == duplicate_moves::kPruned) break;
  }
  return state;
}
bool kept(const std::vector<Direction>& moves) {
  return stateAfter(moves) != duplicate_moves::kPruned;
}

std::vector<Direction> movesOf(const char* letters) {
  std::vector<Direction> moves;
  for (const char* c = letters; *c; ++c)
    moves.push_back(static_cast<Direction>(std::string("UDLR").find(*c)));
  return moves;
}

// The direction a quarter turn clockwise (on screen: up, right, down, left) and anticlockwise.
int clockwiseOf(int d) {
  static constexpr int kClockwise[4] = {3, 2, 0, 1};  // U->R, D->L, L->U, R->D
  return kClockwise[d];
}
int anticlockwiseOf(int d) {
  static constexpr int kAnticlockwise[4] = {2, 3, 1, 0};  // U->L, D->R, L->D, R->U
  return kAnticlockwise[d];
}

// `count` moves each a quarter turn on from the one before (clockwise or not), from `first`.
std::vector<Direction> round(Direction first, bool clockwise, int count) {
  std::vector<Direction> moves{first};
  while (static_cast<int>(moves.size()) < count) {
    const int last = static_cast<int>(moves.back());
    moves.push_back(static_cast<Direction>(clockwise ? clockwiseOf(last) : anticlockwiseOf(last)));
  }
  return moves;
}

// A string of moves as one number: its length in the top byte, then two bits a move, the first
// highest. Numbers order strings shorter first, then lexicographically.
uint64_t orderKey(const std::vector<Direction>& moves) {
  uint64_t key = 0;
  for (Direction d : moves) key = key << 2 | static_cast<uint64_t>(d);
  return key | uint64_t(moves.size()) << 56;
}
std::vector<Direction> movesOfKey(uint64_t key) {
  std::vector<Direction> moves(key >> 56);
  for (size_t i = moves.size(); i-- > 0; key >>= 2) moves[i] = static_cast<Direction>(key & 3);
  return moves;
}

uint64_t mix(uint64_t x) {  // splitmix64
  x += 0x9e3779b97f4a7c15u;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
  return x ^ (x >> 31);
}

// Every string of up to `maxLength` moves that never steps straight back, from the centre of a
// board too wide for any to reach an edge, told apart by the board it leaves (Zobrist hashing):
// for each board, the first string to it.
class OpenBoardStrings {
 public:
  explicit OpenBoardStrings(int maxLength)
      : maxLength_(maxLength), side_(2 * maxLength + 1), tiles_(side_ * side_) {
    for (int i = 0; i < side_ * side_; ++i) tiles_[i] = i;
    uint64_t hash = 0;
    for (int i = 0; i < side_ * side_; ++i) hash ^= zobrist(i, i);
    visit(side_ * side_ / 2, hash, -1, duplicate_moves::kStart);
  }
  // Board hash -> the first string to it (orderKey).
  const std::unordered_map<uint64_t, uint64_t>& firstStrings() const { return first_; }
  long strings() const { return strings_; }
  // Of those, the strings the pruning keeps whole.
  long keptStrings() const { return kept_; }

 private:
  uint64_t zobrist(int cell, int tile) const { return mix(uint64_t(cell) * 4096 + tile); }

  // `pruning`: the pruning's state at the end of path_, kPruned once it has cut it.
  void visit(int blank, uint64_t hash, int arrivedBy, duplicate_moves::State pruning) {
    ++strings_;
    if (pruning != duplicate_moves::kPruned) ++kept_;
    const uint64_t key = orderKey(path_);
    auto [it, inserted] = first_.emplace(hash, key);
    if (!inserted && key < it->second) it->second = key;
    if (static_cast<int>(path_.size()) == maxLength_) return;
    const MoveGrid grid{side_, side_};
    for (int d = 0; d < 4; ++d) {
      if (arrivedBy >= 0 && d == (arrivedBy ^ 1)) continue;
      const int from = grid.blankAfter(blank, static_cast<Direction>(d));
      const int tile = tiles_[from], blankTile = tiles_[blank];
      const uint64_t child = hash ^ zobrist(blank, blankTile) ^ zobrist(from, tile) ^
                             zobrist(blank, tile) ^ zobrist(from, blankTile);
      std::swap(tiles_[blank], tiles_[from]);
      path_.push_back(static_cast<Direction>(d));
      visit(from, child, d,
            pruning == duplicate_moves::kPruned
                ? pruning
                : duplicate_moves::after(pruning, static_cast<Direction>(d)));
      path_.pop_back();
      std::swap(tiles_[blank], tiles_[from]);
    }
  }

  int maxLength_, side_;
  std::vector<int> tiles_;
  std::vector<Direction> path_;
  std::unordered_map<uint64_t, uint64_t> first_;
  long strings_ = 0, kept_ = 0;
};

}  // namespace

TEST_CASE("the first string of moves to each board of an open board is kept, up to 12 moves",
          "[algorithms][long]") {
  // The first string to a board holds no duplicate: the alternative in its place would give an
  // earlier one. So the pruning must keep it, whichever way the table was made.
  const OpenBoardStrings open(12);
  long cut = 0;
  for (const auto& [hash, key] : open.firstStrings()) {
    const std::vector<Direction> moves = movesOfKey(key);
    if (!kept(moves) && ++cut <= 5) {
      std::string letters;
      for (Direction d : moves) letters += directionLetter(d);
      FAIL_CHECK("the first string to its board is cut: " << letters);
    }
  }
  CHECK(cut == 0);
  // 1 + 4 + 12 + ... + 4 * 3^11 strings reach 1,009,209 boards. Of the 53,672 that reach a
  // board an earlier one reaches, the pruning lets 3,440 through (the 2x2 rounds alone: 27,440).
  const long boards = static_cast<long>(open.firstStrings().size());
  CHECK(open.strings() == 1062881);
  CHECK(open.keptStrings() - boards < (open.strings() - boards) / 10);
}

TEST_CASE("the first shortest path from any blank cell to every board of a small board is kept",
          "[algorithms]") {
  // Breadth-first in move order (up, down, left, right) from a start board reaches each board
  // first by the first of its shortest paths: the one no duplicate string can be taken out of,
  // at the board's edges too. Each board's pruning state is its path's.
  const MoveGrid grids[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}};
  for (const MoveGrid& grid : grids) {
    const int cells = grid.width * grid.height;
    long boards = 1;
    for (int i = 3; i <= cells; ++i) boards *= i;  // the half of the permutations reachable
    for (int blankCell = 0; blankCell < cells; ++blankCell) {
      INFO(grid.width << "x" << grid.height << ", blank in cell " << blankCell);
      // A board in 4 bits a cell (at most 16 cells), with its blank's cell and pruning state.
      uint64_t start = 0;
      const std::vector<int> tiles = testing_support::boardWithBlankAt(grid, blankCell);
      for (int i = 0; i < cells; ++i) start |= uint64_t(tiles[i]) << (4 * i);
      struct Node {
        uint64_t board;
        int blank;
        duplicate_moves::State state;
      };
      std::unordered_set<uint64_t> seen{start};
      seen.reserve(boards);
      std::vector<Node> queue{{start, blankCell, duplicate_moves::kStart}};
      queue.reserve(boards);
      long cut = 0;
      for (size_t next = 0; next < queue.size(); ++next) {
        const Node node = queue[next];
        for (int d = 0; d < 4; ++d) {
          const int from = grid.blankAfter(node.blank, static_cast<Direction>(d));
          if (from < 0) continue;
          // The tile on `from` slides into the blank's cell (a blank is 0: no bits to clear).
          const uint64_t tile = (node.board >> (4 * from)) & 15;
          const uint64_t child =
              (node.board & ~(uint64_t{15} << (4 * from))) | tile << (4 * node.blank);
          if (!seen.insert(child).second) continue;
          duplicate_moves::State after =
              duplicate_moves::after(node.state, static_cast<Direction>(d));
          if (after == duplicate_moves::kPruned) {
            ++cut;
            after = duplicate_moves::kStart;  // go on, to count every such board
          }
          queue.push_back({child, from, after});
        }
      }
      CHECK(cut == 0);
      CHECK(static_cast<long>(queue.size()) == boards);
    }
  }
}

TEST_CASE("the paths the duplicate pruning keeps reach every 3x3 board in its fewest moves",
          "[algorithms]") {
  // Breadth-first from the goal over (board, pruning state) — all the pruning knows of a path —
  // taking only the moves it keeps: every board must be reached at the depth the oracle gives
  // it, or IDA* could miss an optimal path. (It fails if the pruning cuts both strings of a
  // duplicate pair.)
  const MoveGrid grid{3, 3};
  for (const oracle::Board9& goal : {oracle::blankLast9(), oracle::blankFirst9()}) {
    const std::vector<int8_t> distance = oracle::distancesTo(goal);
    std::vector<bool> reachedBoard(362880, false);
    std::unordered_set<uint64_t> seen;  // rank << 16 | state
    struct Node {
      oracle::Board9 board;
      duplicate_moves::State state;
    };
    std::vector<Node> layer{{goal, duplicate_moves::kStart}};
    seen.insert(uint64_t{oracle::rank9(goal)} << 16);
    reachedBoard[oracle::rank9(goal)] = true;
    long reached = 1;
    for (int depth = 0; !layer.empty(); ++depth) {
      std::vector<Node> next;
      for (const Node& node : layer) {
        int blank = 0;
        while (node.board[blank] != 0) ++blank;
        for (int d = 0; d < 4; ++d) {
          const Direction move = static_cast<Direction>(d);
          const int from = grid.blankAfter(blank, move);
          if (from < 0) continue;
          const duplicate_moves::State state = duplicate_moves::after(node.state, move);
          if (state == duplicate_moves::kPruned) continue;
          oracle::Board9 child = node.board;
          std::swap(child[blank], child[from]);
          const uint32_t rank = oracle::rank9(child);
          if (distance[rank] != depth + 1) continue;  // not on a fewest-moves path
          if (!seen.insert(uint64_t{rank} << 16 | state).second) continue;
          if (!reachedBoard[rank]) {
            reachedBoard[rank] = true;
            ++reached;
          }
          next.push_back({child, state});
        }
      }
      layer.swap(next);
    }
    CHECK(reached == 181440);
  }
}

TEST_CASE("six moves round a 2x2 square: one way round is cut, seven never kept", "[algorithms]") {
  // Six moves one way round reach the board six the other way reach: the one whose first move
  // is the larger direction is cut. Seven reach what five the other way reach: always cut.
  const MoveGrid grid{4, 4};
  int pairs = 0;
  for (int blankCell = 0; blankCell < 16; ++blankCell) {
    const std::vector<int> board = testing_support::boardWithBlankAt(grid, blankCell);
    for (int first = 0; first < 4; ++first) {
      const std::vector<Direction> six = round(static_cast<Direction>(first), true, 6);
      std::vector<int> there = board;
      if (!play(grid, there, six)) continue;  // the square is not on the board
      INFO("blank in cell " << blankCell << ", first move " << first);
      // The other way round starts with the first move turned a quarter on.
      const std::vector<Direction> other =
          round(static_cast<Direction>(clockwiseOf(first)), false, 6);
      std::vector<int> otherThere = board;
      REQUIRE(play(grid, otherThere, other));
      CHECK(otherThere == there);
      CHECK(otherThere != board);
      CHECK(kept(six) != kept(other));
      CHECK(kept(six) == (six[0] < other[0]));
      CHECK(kept({six.begin(), six.end() - 1}));
      CHECK(kept({other.begin(), other.end() - 1}));
      for (bool clockwise : {true, false})
        CHECK_FALSE(kept(round(clockwise ? six[0] : other[0], clockwise, 7)));
      ++pairs;
    }
  }
  // Each of the nine 2x2 squares, from each of its four corners, has one clockwise round.
  CHECK(pairs == 36);
}

TEST_CASE("figure-eights over two 2x2 squares: the later of two that reach a board is cut",
          "[algorithms]") {
  // What the 2x2 rule alone missed: the first duplicates of 8 moves.
  const MoveGrid grid{4, 4};
  const std::vector<int> board = testing_support::boardWithBlankAt(grid, 5);
  for (auto [later, earlier] : {std::pair{"DLURURDL", "URDLDLUR"}, {"LURURDLL", "UURDLDLU"}}) {
    INFO(later << " = " << earlier);
    std::vector<int> a = board, b = board;
    REQUIRE(play(grid, a, movesOf(later)));
    REQUIRE(play(grid, b, movesOf(earlier)));
    CHECK(a == b);
    CHECK_FALSE(kept(movesOf(later)));
    CHECK(kept(movesOf(earlier)));
    const std::vector<Direction> moves = movesOf(later);
    CHECK(kept({moves.begin(), moves.end() - 1}));
  }
}

namespace {

// The moves IDA* generates below its root (depth 1).
struct RootChildren final : SearchObserver {
  void expanded(uint32_t) override {}
  void generated(uint32_t depth, SolutionStep move, int, int, int, Generation) override {
    if (depth == 1) directions.push_back(move.direction);
  }
  std::vector<Direction> directions;
};

}  // namespace

TEST_CASE("IDA* below a prefix goes on from the pruning state at the prefix's end",
          "[algorithms]") {
  // A parallel search's share is the subtree below a path from the start: the moves cut there
  // are the ones the whole search would cut, round the square the path began.
  const Board goal = blankFirstGoal(Geometry{4, 4});
  const SearchProblem problem(goal, goal);
  const ManhattanDistance manhattan(goal);
  // Five moves of LURDLU, which is cut (ULDRUL comes first): blank right, down, left, up, right.
  std::vector<SolutionStep> prefix;
  std::vector<uint8_t> tiles = goal.tiles;
  int blank = 0;
  for (Direction d : movesOf("LURDL")) {
    const int from = problem.moves.tileCellFor(blank, d);
    REQUIRE(from >= 0);
    prefix.push_back(SolutionStep{tiles[from], d});
    std::swap(tiles[from], tiles[blank]);
    blank = from;
  }
  // The root within the bound: every child it has is generated (those over it are cut after).
  const int rootF = 5 + manhattan.evaluate(tiles.data());
  IdaStarSearch<ManhattanDistance> search(problem, manhattan, 1, 1, prefix, rootF);
  RootChildren children;
  search.observe(&children);
  search.step(1000);
  // From cell 1 tiles can slide right (straight back), left, and up (the sixth move round):
  // only left is left.
  CHECK(children.directions == std::vector<Direction>{Direction::Left});

  // A prefix that holds a duplicate leads nowhere new: nothing is expanded below it.
  prefix.push_back(
      SolutionStep{tiles[problem.moves.tileCellFor(blank, Direction::Up)], Direction::Up});
  const uint64_t expandedBefore = search.stats().expanded;
  search.restart(prefix, 100);
  CHECK(search.step(1000) == Status::Unsolvable);
  CHECK(search.stats().expanded == expandedBefore);
  CHECK(search.nextThreshold() == INT_MAX);
}

// Checking a person's solution (issue 30, `npuzzle verify`): the texts the five course
// assignments print and the short forms people type, read and replayed against BFS-oracle paths.
// The samples below are written from the seeds' print functions (tests/README.md, seeds 000-004),
// not copied from their code.
#include <catch2/catch.hpp>

#include <sstream>

#include "core/random_board.h"
#include "solver/verify_request.h"
#include "support/bfs_oracle.h"
#include "support/oracle_board.h"

using namespace npuzzle;

namespace {

struct Move9 {
  int tile;
  char direction;  // the tile's: U D L R
};

// A shortest path by the oracle: from each board, a neighbour one move nearer the goal.
std::vector<oracle::Board9> oraclePath(oracle::Board9 board, const std::vector<int8_t>& dist) {
  std::vector<oracle::Board9> path{board};
  while (dist[oracle::rank9(board)] > 0) {
    int blank = 0;
    while (board[blank] != 0) ++blank;
    for (int cell :
         {blank - 3, blank + 3, blank % 3 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1}) {
      if (cell < 0 || cell > 8) continue;
      oracle::Board9 next = board;
      std::swap(next[blank], next[cell]);
      if (dist[oracle::rank9(next)] == dist[oracle::rank9(board)] - 1) {
        board = next;
        break;
      }
    }
    path.push_back(board);
  }
  return path;
}

std::vector<Move9> movesOf(const std::vector<oracle::Board9>& path) {
  std::vector<Move9> moves;
  for (size_t i = 1; i < path.size(); ++i) {
    int before = 0, after = 0;
    while (path[i - 1][before] != 0) ++before;
    while (path[i][after] != 0) ++after;
    // The tile slides from `after` into `before`.
    const char d = after == before + 3   ? 'U'
                   : after == before - 3 ? 'D'
                   : after == before + 1 ? 'L'
                                         : 'R';
    moves.push_back(Move9{path[i - 1][after], d});
  }
  return moves;
}

std::string word(char d) {
  return d == 'U' ? "up" : d == 'D' ? "down" : d == 'L' ? "left" : "right";
}
char blankWay(char d) {
  return d == 'U' ? 'D' : d == 'D' ? 'U' : d == 'L' ? 'R' : 'L';
}

std::string text(const oracle::Board9& b) {
  std::string s;
  for (int i = 0; i < 9; ++i) s += (i ? " " : "") + std::to_string(b[i]);
  return s;
}

// Seed 004's print: "Solution requires N steps" and "Step k: Move T direction".
std::string movesText(const std::vector<Move9>& moves) {
  std::string s = "Solution requires " + std::to_string(moves.size()) +
                  (moves.size() == 1 ? " step\n" : " steps\n");
  for (size_t i = 0; i < moves.size(); ++i)
    s += "Step " + std::to_string(i + 1) + ": Move " + std::to_string(moves[i].tile) + " " +
         word(moves[i].direction) + "\n";
  return s;
}

// Seed 001's print_solution: "Solution found in N moves:", then "Step i:" and each board's rows
// as ' | '.join with the blank a space, '---------' between rows, the start as step 0.
std::string seed001Text(const std::vector<oracle::Board9>& path) {
  std::string s = "Solution found in " + std::to_string(path.size() - 1) + " moves:\n\n";
  for (size_t i = 0; i < path.size(); ++i) {
    s += "Step " + std::to_string(i) + ":\n";
    for (int r = 0; r < 3; ++r) {
      for (int c = 0; c < 3; ++c) {
        const int t = path[i][r * 3 + c];
        s += (c ? " | " : "") + (t ? std::to_string(t) : std::string(" "));
      }
      s += r < 2 ? "\n---------\n" : "\n";
    }
    s += "\n";
  }
  return s;
}

// Seed 000's solvePuzzle(prnt=True): each board's rows joined by ',', then "k steps to goal" and
// "max frontier size is: F".
std::string seed000Text(const std::vector<oracle::Board9>& path) {
  std::string s;
  for (size_t i = 0; i < path.size(); ++i) {
    for (int r = 0; r < 3; ++r)
      s += std::to_string(path[i][r * 3]) + "," + std::to_string(path[i][r * 3 + 1]) + "," +
           std::to_string(path[i][r * 3 + 2]) + "\n";
    s += std::to_string(path.size() - 1 - i) + " steps to goal\n";
    s += "max frontier size is: " + std::to_string(3 + i) + "\n";
  }
  return s;
}

// Seed 003's loop over getPath(): numpy's print of each 3x3 array after the start, the start
// itself left out.
std::string seed003Text(const std::vector<oracle::Board9>& path) {
  std::string s;
  for (size_t i = 1; i < path.size(); ++i)
    for (int r = 0; r < 3; ++r)
      s += std::string(r ? " [" : "[[") + std::to_string(path[i][r * 3]) + " " +
           std::to_string(path[i][r * 3 + 1]) + " " + std::to_string(path[i][r * 3 + 2]) +
           (r < 2 ? "]\n" : "]]\n");
  return s;
}

// Seed 002's boards as its README writes them: one flat list a line.
std::string seed002Text(const std::vector<oracle::Board9>& path) {
  std::string s;
  for (const oracle::Board9& b : path) {
    s += "[";
    for (int i = 0; i < 9; ++i) s += (i ? "," : "") + std::to_string(b[i]);
    s += "]\n";
  }
  return s;
}

VerifyResult verify(const std::string& board, const std::string& solution,
                    const std::string& goal = "blank-last",
                    LetterMeaning letters = LetterMeaning::Unsaid) {
  VerifyRequest request;
  request.board = board;
  request.goal = goal;
  request.solution = solution;
  request.letters = letters;
  return verifySolution(request);
}

void requireShortest(const VerifyResult& r, int length) {
  INFO(r.error << " " << r.check.illegalReason);
  REQUIRE(r.status == Status::Ok);
  CHECK(r.check.legal());
  CHECK(r.check.reachesGoal);
  CHECK(r.check.length == length);
  REQUIRE(r.optimalLength.has_value());
  CHECK(*r.optimalLength == length);
  CHECK(r.accepted());
}

}  // namespace

TEST_CASE("every form of an oracle path is accepted as legal, reaching the goal, shortest",
          "[verify][long]") {
  Random random(300);
  for (const auto& [goal9, goalName] : {std::pair{oracle::blankLast9(), "blank-last"},
                                        std::pair{oracle::blankFirst9(), "blank-first"}}) {
    const std::vector<int8_t> dist = oracle::distancesTo(goal9);
    const Board goal = testing_support::toBoard(goal9);
    for (int i = 0; i < 40; ++i) {
      const Board start = randomSolvableBoard(goal, random);
      oracle::Board9 start9{};
      for (int c = 0; c < 9; ++c) start9[c] = start.tiles[c];
      const std::vector<oracle::Board9> path = oraclePath(start9, dist);
      const std::vector<Move9> moves = movesOf(path);
      const int length = static_cast<int>(moves.size());
      const std::string board = text(start9);
      INFO(board << " to " << goalName);
      requireShortest(verify(board, movesText(moves), goalName), length);
      std::string tiles, tileLetters = "letters: tile\n", blankLetters;
      for (const Move9& m : moves) {
        tiles += std::to_string(m.tile) + " ";
        tileLetters += m.direction;
        blankLetters += std::string(1, blankWay(m.direction)) + " ";
      }
      requireShortest(verify(board, tiles, goalName), length);
      requireShortest(verify(board, tileLetters, goalName), length);
      requireShortest(verify(board, blankLetters, goalName, LetterMeaning::Blank), length);
      requireShortest(verify(board, seed000Text(path), goalName), length);
      requireShortest(verify(board, seed001Text(path), goalName), length);
      requireShortest(verify(board, seed002Text(path), goalName), length);
      requireShortest(verify(board, seed003Text(path), goalName), length);
      const VerifyResult asTiles = verify(board, tiles, goalName);
      CHECK(asTiles.format == SolutionFormat::Tiles);
      CHECK(verify(board, seed001Text(path), goalName).format == SolutionFormat::Boards);
      CHECK(verify(board, movesText(moves), goalName).format == SolutionFormat::MovesText);
    }
  }
}

TEST_CASE("seed 004's published solution verifies as optimal", "[verify]") {
  // The assignment's example: 2 3 4 8 / 1 5 7 11 / 9 6 12 15 / 13 14 10 0, 16 steps.
  const std::string published =
      "Solution requires 16 steps\nStep 1: Move 15 down\nStep 2: Move 12 right\nStep 3: Move 10 "
      "up\nStep 4: Move 15 left\nStep 5: Move 12 down\nStep 6: Move 11 down\nStep 7: Move 8 "
      "down\nStep 8: Move 4 right\nStep 9: Move 3 right\nStep 10: Move 2 right\nStep 11: Move 1 "
      "up\nStep 12: Move 5 left\nStep 13: Move 6 up\nStep 14: Move 10 left\nStep 15: Move 11 "
      "left\nStep 16: Move 12 up\n";
  requireShortest(verify("2 3 4 8 1 5 7 11 9 6 12 15 13 14 10 0", published), 16);
  // The task's numbered list ("1. Move 15 down") reads the same.
  std::string numbered;
  std::istringstream lines(published);
  std::string line;
  std::getline(lines, line);
  while (std::getline(lines, line)) numbered += line.substr(5) + "\n";  // "1: Move 15 down"
  requireShortest(verify("2 3 4 8 1 5 7 11 9 6 12 15 13 14 10 0", numbered), 16);
}

TEST_CASE("an illegal step is reported at its number and line", "[verify]") {
  // 1 2 3 / 4 5 6 / 7 0 8: blank at the bottom middle.
  const std::string board = "1 2 3 4 5 6 7 0 8";
  // Into a wall: the blank cannot go down from the bottom row.
  VerifyResult wall = verify(board, "L\nD\n", "blank-last", LetterMeaning::Blank);
  REQUIRE(wall.status == Status::Ok);
  CHECK_FALSE(wall.check.legal());
  CHECK(*wall.check.firstIllegalStep == 2);
  CHECK(wall.check.illegalLine == 2);
  CHECK(wall.check.illegalReason == "the blank cannot move down: it is on the bottom row");
  CHECK_FALSE(wall.check.reachesGoal);
  CHECK(wall.check.legalMoves.size() == 1);
  // A tile not next to the blank.
  VerifyResult far = verify(board, "8 1", "blank-last");
  CHECK(*far.check.firstIllegalStep == 2);
  CHECK(far.check.illegalReason == "tile 1 is not next to the blank");
  // A tile next to the blank, said to slide the wrong way.
  VerifyResult wrongWay = verify(board, "Step 1: Move 8 right\n");
  CHECK(*wrongWay.check.firstIllegalStep == 1);
  CHECK(wrongWay.check.illegalReason.find("cannot move right") != std::string::npos);
  // No such tile.
  CHECK(verify(board, "9").check.illegalReason == "there is no tile 9 (the tiles are 1 to 8)");
  // Legal, but it stops short.
  VerifyResult shortOf = verify("1 2 3 4 5 6 0 7 8", "7");
  CHECK(shortOf.check.legal());
  CHECK_FALSE(shortOf.check.reachesGoal);
  CHECK_FALSE(shortOf.accepted());
  CHECK(*shortOf.optimalLength == 2);
  // Legal, reaching the goal, two moves longer than the shortest.
  VerifyResult longer = verify("1 2 3 4 5 6 0 7 8", "7 7 7 8");
  CHECK(longer.accepted());
  CHECK(longer.check.length == 4);
  CHECK(*longer.optimalLength == 2);
  // A board that is not one move from the one before.
  VerifyResult jump =
      verify(board, "1 2 3\n4 5 6\n7 8 0\n1 2 3\n4 5 0\n7 8 6\n1 2 3\n0 4 5\n7 8 6\n");
  CHECK(*jump.check.firstIllegalStep == 3);
  CHECK(jump.check.illegalLine == 7);
}

TEST_CASE("letters say whose direction they are, and repeat counts", "[verify]") {
  const std::string board = "1 2 3 4 5 6 0 7 8";  // 7 left, 8 left: the tile's L L
  CHECK(verify(board, "letters: tile\nL2").accepted());
  CHECK(verify(board, "letters: blank\nR R").accepted());
  CHECK(verify(board, "right, right", "blank-last", LetterMeaning::Blank).accepted());
  CHECK(verify(board, "LL", "blank-last", LetterMeaning::Tile).accepted());
  VerifyResult unsaid = verify(board, "L L");
  CHECK(unsaid.status == Status::Invalid);
  CHECK(unsaid.error.find("line 1: say whether the letters are the tile's moves or the blank's") ==
        0);
  VerifyResult contradicted =
      verify(board, "letters: blank\nL L", "blank-last", LetterMeaning::Tile);
  CHECK(contradicted.status == Status::Invalid);
  CHECK(verify(board, "letters: tile\nL0").error.find("line 2: a repeat count") == 0);
}

TEST_CASE("speedsolvers' URDL: a letter a tile move, runs written with their count", "[verify]") {
  // D2R2U2L2 takes the blank once round the lower-right 3x3: a tile's moves, as the page's
  // timed solves and Copy as URDL write them.
  const std::string board = "2 3 6 1 5 8 4 7 0";
  const VerifyResult urdl = verify(board, "D2R2U2L2", "blank-last", LetterMeaning::Tile);
  CHECK(urdl.accepted());
  CHECK(urdl.format == SolutionFormat::Letters);
  CHECK(urdl.check.length == 8);
  CHECK(verify(board, "DDRRUULL", "blank-last", LetterMeaning::Tile).accepted());
  CHECK(verify(board, "letters: tile\nD2R2U2L2").accepted());
  CHECK(verify(board, "D2 R2\nU2 L2", "blank-last", LetterMeaning::Tile).accepted());
  // Read as the blank's moves the same letters leave the board at once: not a solution here.
  CHECK_FALSE(verify(board, "D2R2U2L2", "blank-last", LetterMeaning::Blank).accepted());
  // One count short: legal, but not at the goal.
  const VerifyResult shortOne = verify(board, "D2R2U2L", "blank-last", LetterMeaning::Tile);
  CHECK(shortOne.check.legal());
  CHECK_FALSE(shortOne.check.reachesGoal);
}

TEST_CASE("a text that is no solution is refused naming the line", "[verify]") {
  const std::string board = "1 2 3 4 5 6 0 7 8";
  VerifyResult skipped =
      verify(board, "Solution requires 2 steps\nStep 1: Move 7 left\nStep 3: Move 8 left\n");
  CHECK(skipped.status == Status::Invalid);
  CHECK(skipped.error == "line 3: step 3 where step 2 was expected");
  VerifyResult miscounted =
      verify(board, "Solution requires 3 steps\nStep 1: Move 7 left\nStep 2: Move 8 left\n");
  CHECK(miscounted.error == "line 1: the solution requires 3 steps, but 2 are listed");
  VerifyResult garbled = verify(board, "Step 1: Move 7 left\nthen 8 left\n");
  CHECK(garbled.error.rfind("line 2: expected \"Step 2: Move T direction\"", 0) == 0);
  CHECK(verify(board, "7 8\nhello\n")
            .error.rfind("line 2: not a move, a tile, a letter or a board row", 0) == 0);
  CHECK(verify(board, "1 2 3\n4 0 6\n")
            .error.rfind("line 1: the board that begins here has 2 of its 3 rows", 0) == 0);
  CHECK(verify(board, "1 2 3 4\n0 5 6 7\n").error.rfind("line 1: 4 numbers", 0) == 0);
  CHECK(verify("1 2 3 4 5 6 0 9 8", "7").status == Status::Invalid);  // the board itself
  // An empty solution of a board that is not the goal: legal, stops short.
  VerifyResult empty = verify(board, "");
  CHECK(empty.status == Status::Ok);
  CHECK(empty.check.length == 0);
  CHECK_FALSE(empty.check.reachesGoal);
  CHECK(verify("1 2 3 4 5 6 7 8 0", "Solution requires 0 steps\n").accepted());
}

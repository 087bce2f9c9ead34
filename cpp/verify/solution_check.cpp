#include "verify/solution_check.h"

#include <algorithm>
#include <utility>

namespace npuzzle {
namespace {

// The cell next to `cell` in direction d (the way a tile there would slide), or -1 at a wall.
int neighbour(const Geometry& g, int cell, Direction d) {
  const int row = g.row(cell), col = g.col(cell);
  switch (d) {
    case Direction::Up:
      return row > 0 ? cell - g.width : -1;
    case Direction::Down:
      return row + 1 < g.height ? cell + g.width : -1;
    case Direction::Left:
      return col > 0 ? cell - 1 : -1;
    case Direction::Right:
      return col + 1 < g.width ? cell + 1 : -1;
  }
  return -1;
}

// The words of a reason, as messages of their own so a page can translate them (core/message.h).
Message directionMessage(Direction d) {
  static const char* const kIds[] = {"direction-up", "direction-down", "direction-left",
                                     "direction-right"};
  return message(kIds[static_cast<int>(d)]);
}

Message wallOf(Direction d) {
  static const char* const kIds[] = {"wall-top", "wall-bottom", "wall-left", "wall-right"};
  return message(kIds[static_cast<int>(d)]);
}

// The move a claim names on `board`, or why it names none. The move is the cell of the tile
// that slides into the blank.
int cellOfMove(const Board& board, const ClaimedStep& step, Message& why) {
  const Geometry& g = board.geometry;
  const int blank = board.blankCell();
  const int tiles = board.cells() - 1;
  auto cellOfTile = [&](int tile) {
    return static_cast<int>(std::find(board.tiles.begin(), board.tiles.end(), tile) -
                            board.tiles.begin());
  };
  switch (step.claim) {
    case StepClaim::TileAndDirection:
    case StepClaim::Tile: {
      if (step.tile < 1 || step.tile > tiles) {
        why =
            message("verify-no-such-tile", {numberArg("tile", step.tile), numberArg("max", tiles)});
        return -1;
      }
      const int cell = cellOfTile(step.tile);
      if (g.distance(cell, blank) != 1) {
        why = message("verify-tile-not-next-to-blank", {numberArg("tile", step.tile)});
        return -1;
      }
      if (step.claim == StepClaim::TileAndDirection &&
          neighbour(g, cell, step.direction) != blank) {
        why = message("verify-tile-wrong-side",
                      {numberArg("tile", step.tile),
                       messageArg("direction", directionMessage(step.direction))});
        return -1;
      }
      return cell;
    }
    case StepClaim::TileDirection: {
      // The tile that slides this way is on the other side of the blank.
      const int cell = neighbour(g, blank, opposite(step.direction));
      if (cell < 0)
        why = message("verify-no-tile-moves",
                      {messageArg("direction", directionMessage(step.direction)),
                       messageArg("wall", wallOf(opposite(step.direction)))});
      return cell;
    }
    case StepClaim::BlankDirection: {
      const int cell = neighbour(g, blank, step.direction);
      if (cell < 0)
        why = message("verify-blank-at-wall",
                      {messageArg("direction", directionMessage(step.direction)),
                       messageArg("wall", wallOf(step.direction))});
      return cell;
    }
    case StepClaim::Board: {
      // One move apart: the boards differ in exactly the blank's cell and one next to it.
      int other = -1, differences = 0;
      for (int c = 0; c < board.cells(); ++c)
        if (board.tiles[c] != step.board[c]) ++differences, other = c == blank ? other : c;
      if (differences == 2 && step.board[other] == 0 && g.distance(other, blank) == 1 &&
          step.board[blank] == board.tiles[other])
        return other;
      why = message(differences == 0 ? "verify-board-unchanged" : "verify-board-not-one-move");
      return -1;
    }
  }
  return -1;
}

Direction slideDirection(const Geometry& g, int from, int to) {
  if (to == from - g.width) return Direction::Up;
  if (to == from + g.width) return Direction::Down;
  return to == from - 1 ? Direction::Left : Direction::Right;
}

}  // namespace

SolutionCheck checkSolution(const Board& start, const Board& goal,
                            const std::vector<ClaimedStep>& steps) {
  SolutionCheck check;
  check.length = static_cast<int>(steps.size());
  check.reached = start;
  Board& board = check.reached;
  for (size_t i = 0; i < steps.size(); ++i) {
    Message why;
    const int cell = cellOfMove(board, steps[i], why);
    if (cell < 0) {
      check.firstIllegalStep = static_cast<int>(i) + 1;
      check.illegalLine = steps[i].line;
      check.illegalReason = why.text;
      check.illegalReasonDetail = std::move(why);
      return check;
    }
    const int blank = board.blankCell();
    check.legalMoves.push_back(
        SolutionStep{board.tiles[cell], slideDirection(board.geometry, cell, blank)});
    std::swap(board.tiles[cell], board.tiles[blank]);
  }
  check.reachesGoal = board == goal;
  return check;
}

}  // namespace npuzzle

#pragma once
// One step of a solution as a person wrote it, before it is checked against a board: what the
// text says happened, in the words of the format it came in, and the line it came from.

#include <cstdint>
#include <vector>

#include "core/geometry.h"

namespace npuzzle {

enum class StepClaim : uint8_t {
  TileAndDirection,  // "Step 3: Move 15 down": this tile slides this way
  Tile,              // "15": this tile slides into the blank, whichever way that is
  TileDirection,     // "U" read as the tile's direction: the tile that can slide up does
  BlankDirection,    // "U" read as the blank's direction: the blank goes up, the tile above down
  Board,             // a board printed after the move: the board the move must lead to
};

struct ClaimedStep {
  StepClaim claim = StepClaim::Tile;
  int tile = 0;                // TileAndDirection, Tile
  Direction direction{};       // TileAndDirection, TileDirection, BlankDirection
  std::vector<uint8_t> board;  // Board: tiles row by row, 0 the blank
  int line = 0;                // of the text, from 1
};

// How a solution was written (the result's `format`).
enum class SolutionFormat : uint8_t { MovesText, Boards, Tiles, Letters };
const char* solutionFormatName(SolutionFormat format);

// What the letters U, D, L, R name: the direction the tile slides (docs/contracts.md §2, the
// default of this project's own output) or the one the blank goes (many textbooks). Unsaid: the
// text must say (a first line "letters: blank" or "letters: tile").
enum class LetterMeaning : uint8_t { Unsaid, Tile, Blank };

}  // namespace npuzzle

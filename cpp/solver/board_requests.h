#pragma once
// Requests about a board, written as text by a person: check it (validity, solvability and
// why, heuristic values) or make a random one. Shared by `npuzzle check|random` and the page.

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/board.h"
#include "core/expected.h"
#include "plan/problem.h"

namespace npuzzle {

struct BoardCheck {
  Problem problem;  // board, goal, what is wrong with them, solvability and why
  std::vector<std::pair<std::string, int>> heuristics;  // id -> value, catalog order; when valid
};

BoardCheck checkBoard(std::string_view board, std::string_view size, std::string_view goal);

// walk == 0: uniform over the boards that reach the goal; walk > 0: that many random moves.
Expected<Board> randomBoard(std::string_view size, std::string_view goal, int walk, uint64_t seed);

}  // namespace npuzzle

#pragma once
// Tolerant reading of boards, sizes and goals (docs/contracts.md §1). Every malformed input yields
// an Error whose message names the problem, e.g. "tile 7 appears twice" or "row 2 has 2 tiles,
// expected 3". Messages quote what was typed only in excerpts (core/input_excerpt.h), and nothing
// here reads outside its input, overflows, or allocates much more than the input's size.

#include <cstddef>
#include <optional>
#include <string_view>

#include "core/board.h"
#include "core/expected.h"

namespace npuzzle {

// The longest board text read: 64 bytes for each of a board's at most 256 cells, room for any
// spacing or indentation a person or a JSON printer uses, while a 10 MB paste is refused before
// any work on it. Longer text is an error ("the board text is longer than ...").
constexpr size_t kMaxBoardTextLength = 64 * 256;

// "4x3", "4X3", "4×3" or "4" (square). Width first.
Expected<Geometry> parseSize(std::string_view text);

// Tiles separated by spaces, commas or tabs; rows by '/', ';' or newlines; or a JSON-style flat
// list or list of rows. '_' and '.' are the blank. Without `size`, the rows give it, or a square
// tile count does. A UTF-8 byte order mark at the start is skipped.
Expected<Board> parseBoard(std::string_view text, std::optional<Geometry> size = std::nullopt);

// "blank-last" (default), "blank-first", or an explicit board of the given size.
Expected<Board> parseGoal(std::string_view text, Geometry size);

}  // namespace npuzzle

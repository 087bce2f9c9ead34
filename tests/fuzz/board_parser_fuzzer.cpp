// libFuzzer target: the board, size and goal parser (docs/contracts.md §1) on any bytes. Beyond "no
// crash and no sanitizer report" it checks what the parser promises: an accepted board is a
// permutation of 0..N-1 on a 2x2..256-cell grid that reads back the same from its own text, a given
// size is kept, and a message quotes the input only in excerpts.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/board_parser.h"
#include "support/tiny_boards.h"

namespace {

using namespace npuzzle;
using fuzz::require;

// The longest wording plus an excerpt of 40 input bytes, each shown as at most 4 bytes
// ("\x1b"), with room to spare.
constexpr size_t kMaxMessageBytes = 320;

void checkMessage(const std::string& message) {
  require(!message.empty(), "an error without a message");
  require(message.size() <= kMaxMessageBytes,
          "a message of " + std::to_string(message.size()) + " bytes: " + message.substr(0, 200));
}

void checkBoard(const Expected<Board>& board, std::optional<Geometry> size) {
  if (!board) return checkMessage(board.error());
  const Board& b = *board;
  const int n = b.cells();
  require(b.geometry.width >= kMinSide && b.geometry.height >= kMinSide && n <= kMaxCells,
          "accepted a board of size " + b.geometry.name());
  require(!size || b.geometry == *size, "the size given was not kept");
  require(b.tiles.size() == static_cast<size_t>(n), "tile count differs from the size");
  std::vector<bool> seen(static_cast<size_t>(n));
  for (uint8_t tile : b.tiles) {
    require(tile < n && !seen[tile], "accepted a board that is not a permutation");
    seen[tile] = true;
  }
  auto again = parseBoard(b.toString(), b.geometry);
  require(again && *again == b, "a board does not read back from its own text");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  checkBoard(parseBoard(text), std::nullopt);

  auto parsedSize = parseSize(text);
  if (parsedSize)
    require(parsedSize->width >= kMinSide && parsedSize->height >= kMinSide &&
                parsedSize->cells() <= kMaxCells,
            "accepted the size " + parsedSize->name());
  else
    checkMessage(parsedSize.error());

  // A given size, as --size and the page give one: small, odd and the largest shapes, picked by
  // the input's length so that every one is reached.
  static const Geometry kSizes[] = {{2, 2}, {3, 3}, {4, 4},   {3, 2},
                                    {4, 3}, {5, 5}, {16, 16}, {2, 128}};
  const Geometry given = kSizes[size % (sizeof kSizes / sizeof kSizes[0])];
  checkBoard(parseBoard(text, given), given);
  checkBoard(parseGoal(text, given), given);
  return 0;
}

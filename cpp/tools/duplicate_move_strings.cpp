// Breadth-first over move strings, shortest first and lexicographically within a length, so that
// every string that could be a string's alternative has been seen before it. Strings are played
// from the centre of a board wide enough that no string reaches an edge; a board is told by the
// tiles its string moved (every other tile is where it started).

#include "tools/duplicate_move_strings.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace npuzzle::tools {
namespace {

// A string of up to 28 moves as one number: its length in the top byte, then two bits a move,
// the first move highest. Comparing codes compares strings shorter first, then
// lexicographically; a suffix of k moves is the low 2k bits.
using Code = uint64_t;
constexpr int kMaxLength = 28;

int lengthOf(Code code) {
  return static_cast<int>(code >> 56);
}
uint64_t movesOf(Code code) {
  return code & ((uint64_t{1} << 56) - 1);
}
Code makeCode(int length, uint64_t moves) {
  return (uint64_t(length) << 56) | moves;
}
Code extended(Code code, Direction d) {
  return makeCode(lengthOf(code) + 1, (movesOf(code) << 2) | static_cast<uint64_t>(d));
}
Code suffixOf(Code code, int length) {
  return makeCode(length, movesOf(code) & ((uint64_t{1} << (2 * length)) - 1));
}
MoveString decode(Code code) {
  const int length = lengthOf(code);
  MoveString moves(length);
  for (int i = 0; i < length; ++i)
    moves[i] = static_cast<Direction>((movesOf(code) >> (2 * (length - 1 - i))) & 3);
  return moves;
}

// What a string did to the board: the cells its blank visited (sorted) and, of those, the ones
// whose tile is no longer its own, with the tile now there (sorted by cell).
struct Effect {
  std::vector<uint16_t> visited;
  std::vector<std::pair<uint16_t, uint16_t>> moved;
  uint64_t hash = 0;  // of `moved`: strings that leave the same board have the same hash
};

// A square board, every tile named by the cell it starts on, the blank starting in the centre.
class CentredBoard {
 public:
  explicit CentredBoard(int reach) : side_(2 * reach + 1), tiles_(side_ * side_) {
    for (size_t i = 0; i < tiles_.size(); ++i) tiles_[i] = static_cast<uint16_t>(i);
  }

  // Plays the string from the centre, reads its effect, and puts the board back.
  Effect play(Code code) {
    const int length = lengthOf(code);
    const int centre = static_cast<int>(tiles_.size() / 2);
    Effect effect;
    cells_.assign(1, centre);
    for (int i = 0; i < length; ++i) {
      const auto d = static_cast<int>((movesOf(code) >> (2 * (length - 1 - i))) & 3);
      const int blank = cells_.back();
      // The tile that slides into the blank comes from the side the blank then moves to.
      const int offsets[4] = {side_, -side_, 1, -1};  // up, down, left, right
      const int next = blank + offsets[d];
      std::swap(tiles_[blank], tiles_[next]);
      cells_.push_back(next);
    }
    effect.visited.assign(cells_.begin(), cells_.end());
    std::sort(effect.visited.begin(), effect.visited.end());
    effect.visited.erase(std::unique(effect.visited.begin(), effect.visited.end()),
                         effect.visited.end());
    effect.hash = 0x9e3779b97f4a7c15u;
    for (uint16_t cell : effect.visited) {
      if (tiles_[cell] == cell) continue;
      effect.moved.emplace_back(cell, tiles_[cell]);
      effect.hash = mix(effect.hash ^ (uint64_t{cell} << 16 | tiles_[cell]));
    }
    // Back to the start: undo the swaps, last first.
    for (size_t i = cells_.size() - 1; i > 0; --i)
      std::swap(tiles_[cells_[i]], tiles_[cells_[i - 1]]);
    return effect;
  }

 private:
  static uint64_t mix(uint64_t x) {  // splitmix64's finaliser
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
  }

  int side_;
  std::vector<uint16_t> tiles_;
  std::vector<int> cells_;  // the blank's cells while a string is played
};

}  // namespace

std::vector<DuplicateString> findMinimalDuplicates(int maxLength) {
  if (maxLength < 0 || maxLength > kMaxLength)
    throw std::invalid_argument("duplicate strings are listed up to 28 moves");
  CentredBoard board(maxLength);
  // Every string seen so far that is no duplicate and holds none, by its board's hash: the
  // candidates for a later string's alternative. (An alternative that held a duplicate could be
  // replaced by an earlier one visiting no other cells, so these are enough.)
  std::unordered_multimap<uint64_t, Code> clean;
  std::unordered_set<Code> duplicates;
  std::vector<DuplicateString> found;

  const Code empty = makeCode(0, 0);
  clean.emplace(board.play(empty).hash, empty);
  std::vector<Code> level{empty};  // the clean strings of the last length, in order
  for (int length = 1; length <= maxLength; ++length) {
    std::vector<Code> next;
    for (Code parent : level) {
      for (int d = 0; d < 4; ++d) {
        const Code code = extended(parent, static_cast<Direction>(d));
        // A string that ends with a duplicate is not minimal (the parent, being clean, holds
        // none elsewhere).
        bool holdsDuplicate = false;
        for (int k = 2; k < length && !holdsDuplicate; ++k)
          holdsDuplicate = duplicates.count(suffixOf(code, k)) > 0;
        if (holdsDuplicate) continue;

        const Effect effect = board.play(code);
        Code alternative = 0;
        bool hasAlternative = false;
        auto [first, last] = clean.equal_range(effect.hash);
        for (auto it = first; it != last; ++it) {
          if (hasAlternative && it->second >= alternative) continue;
          const Effect other = board.play(it->second);
          if (other.moved != effect.moved) continue;  // a hash collision
          if (!std::includes(effect.visited.begin(), effect.visited.end(), other.visited.begin(),
                             other.visited.end()))
            continue;
          alternative = it->second;
          hasAlternative = true;
        }
        if (hasAlternative) {
          duplicates.insert(code);
          found.push_back(DuplicateString{decode(code), decode(alternative)});
        } else {
          clean.emplace(effect.hash, code);
          next.push_back(code);
        }
      }
    }
    level.swap(next);
  }
  return found;
}

std::string moveLetters(const MoveString& moves) {
  std::string letters;
  for (Direction d : moves) letters += directionLetter(d);
  return letters;
}

}  // namespace npuzzle::tools

#pragma once
// A board packed into K 64-bit words, b bits a cell with no cell straddling two words: a 4x4
// board is one word, 5x5 three. A move rewrites two cells in place, so children are made
// without unpacking.

#include <array>
#include <cstdint>

#include "core/board.h"

namespace npuzzle {

template <int K>
using PackedState = std::array<uint64_t, K>;

class StateCodec {
 public:
  explicit StateCodec(int cells) : cells_(cells) {
    bits_ = 1;
    while ((1 << bits_) < cells) ++bits_;
    perWord_ = 64 / bits_;
    mask_ = (uint64_t{1} << bits_) - 1;
    for (int c = 0; c < cells && c < kMaxCells; ++c) {
      word_[c] = static_cast<uint8_t>(c / perWord_);
      shift_[c] = static_cast<uint8_t>((c % perWord_) * bits_);
    }
    for (int c = 8; c < cells && c < 16; ++c) highCellBits_ |= uint64_t{0x80} << (8 * (c - 8));
  }
  // Words needed for this many cells.
  int words() const { return (cells_ + perWord_ - 1) / perWord_; }

  // Each cell's word and shift come from tables: a division by the run-time cells-per-word in
  // every set() was a tenth of an 8-puzzle search's time (two per generated node).
  template <int K>
  void set(PackedState<K>& s, int cell, uint64_t tile) const {
    const int w = K == 1 ? 0 : word_[cell], shift = shift_[cell];
    s[w] = (s[w] & ~(mask_ << shift)) | (tile << shift);
  }
  // The state after `tile` slides from cell `from` into the blank's cell: the blank's field
  // holds 0 and from's holds the tile, so one XOR each moves it (no masking; a child costs three
  // operations on a one-word state instead of two read-modify-writes).
  template <int K>
  void slide(PackedState<K>& s, int blank, int from, uint64_t tile) const {
    if constexpr (K == 1) {
      s[0] ^= (tile << shift_[blank]) | (tile << shift_[from]);
    } else {
      s[word_[blank]] ^= tile << shift_[blank];
      s[word_[from]] ^= tile << shift_[from];
    }
  }
  template <int K>
  int get(const PackedState<K>& s, int cell) const {
    return static_cast<int>((s[K == 1 ? 0 : word_[cell]] >> shift_[cell]) & mask_);
  }
  template <int K>
  PackedState<K> pack(const uint8_t* tiles) const {
    PackedState<K> s{};
    for (int c = 0; c < cells_; ++c) set<K>(s, c, tiles[c]);
    return s;
  }
  // Writes the tiles and returns the blank's cell.
  template <int K>
  int unpack(const PackedState<K>& s, uint8_t* tiles) const {
    if constexpr (K == 1) {
      // Boards of 9 to 16 cells (the 8- and 15-puzzles): 4 bits a cell, unpacked without a
      // loop over the cells. The searches unpack every node they expand; a loop was a sixth of
      // an 8-puzzle A*'s instructions.
      if (bits_ == 4) return unpackNibbles(s[0], tiles);
      // One word (up to 16 cells): a straight loop with the blank's cell picked without a
      // branch.
      uint64_t word = s[0];
      int blank = -1;
      for (int c = 0; c < cells_; ++c, word >>= bits_) {
        const uint8_t tile = static_cast<uint8_t>(word & mask_);
        tiles[c] = tile;
        blank = tile == 0 ? c : blank;
      }
      return blank;
    }
    int blank = -1;
    int c = 0;
    for (int w = 0; w < K && c < cells_; ++w) {
      uint64_t word = s[w];
      for (int i = 0; i < perWord_ && c < cells_; ++i, ++c, word >>= bits_) {
        tiles[c] = static_cast<uint8_t>(word & mask_);
        if (tiles[c] == 0) blank = c;
      }
    }
    return blank;
  }

 private:
  // Eight 4-bit fields (the low 32 bits of v) spread into the eight bytes of a 64-bit word,
  // field i into byte i.
  static uint64_t spreadNibbles(uint64_t v) {
    v = (v | v << 16) & 0x0000FFFF0000FFFFull;
    v = (v | v << 8) & 0x00FF00FF00FF00FFull;
    return (v | v << 4) & 0x0F0F0F0F0F0F0F0Full;
  }
  // The bytes of v that are 0, as their high bits (every byte of v is below 16, so adding 0x7F
  // sets a byte's high bit exactly when it is not 0, and never carries into the next byte).
  static uint64_t zeroBytes(uint64_t v) {
    return ~(v + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull;
  }
  static int lowestByte(uint64_t highBits) { return __builtin_ctzll(highBits) >> 3; }

  // unpack() of a one-word state with 4-bit cells (9 to 16 of them); returns the blank's cell.
  int unpackNibbles(uint64_t word, uint8_t* tiles) const {
    const uint64_t low = spreadNibbles(word & 0xFFFFFFFFu), high = spreadNibbles(word >> 32);
    for (int c = 0; c < 8; ++c) tiles[c] = static_cast<uint8_t>(low >> (8 * c));
    for (int c = 8; c < cells_; ++c) tiles[c] = static_cast<uint8_t>(high >> (8 * (c - 8)));
    // Cells 0-7 all exist; beyond the board's cells the fields are 0 too, so they are masked.
    if (const uint64_t zero = zeroBytes(low)) return lowestByte(zero);
    return 8 + lowestByte(zeroBytes(high) & highCellBits_);
  }

  int cells_, bits_, perWord_;
  uint64_t highCellBits_ = 0;  // 4-bit cells: the high bits of cells 8.. in unpackNibbles' bytes
  uint64_t mask_;
  std::array<uint8_t, kMaxCells> word_{}, shift_{};  // per cell (core/geometry.h's limit)
};

template <int K>
inline uint64_t hashState(const PackedState<K>& s) {
  uint64_t h = 0x9E3779B97F4A7C15ull;
  for (int i = 0; i < K; ++i) {
    h ^= s[i];
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 31;
  }
  return h;
}

}  // namespace npuzzle

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
      // One word (up to 16 cells): a straight loop with the blank's cell picked without a
      // branch. The searches unpack every node they expand; this is most of it on small boards.
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
  int cells_, bits_, perWord_;
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

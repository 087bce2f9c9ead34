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
  }
  // Words needed for this many cells.
  int words() const { return (cells_ + perWord_ - 1) / perWord_; }

  template <int K>
  void set(PackedState<K>& s, int cell, uint64_t tile) const {
    int w = cell / perWord_, shift = (cell % perWord_) * bits_;
    s[w] = (s[w] & ~(mask_ << shift)) | (tile << shift);
  }
  template <int K>
  int get(const PackedState<K>& s, int cell) const {
    return static_cast<int>((s[cell / perWord_] >> ((cell % perWord_) * bits_)) & mask_);
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

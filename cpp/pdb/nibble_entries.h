#pragma once
// How the largest pattern databases keep an entry in half a byte. An entry — the fewest moves of
// a pattern's tiles (pattern_database.h) — is never below those tiles' Manhattan distance and has
// its parity, since every pattern move takes one tile one cell nearer or farther. So
//
//   entry = manhattan + 2 * extra
//
// with `extra` a small whole number: 0 to 7 on the 15-puzzle's 7-tile tables, whose entries run
// to 33. A table of extras in 4 bits holds the same information as the table of entries in half
// the bytes (2 x 28.8 MB instead of 2 x 57.7 MB for 7-7-1), and its bytes compress better
// (6.9 + 8.2 MB gzipped against 17.3 + 17.3 MB): a page can download and hold it. The Manhattan
// part is worked out at lookup from the tiles' cells, which a lookup reads anyway to rank them.
//
// Why not 2 bits (Breyer & Korf's entry modulo 3, exact when neighbouring entries differ by at
// most 1): these tables keep the minimum over the blank's regions, which is not consistent (see
// pattern_database_verification.h), and the largest consistent table below them lost most of its
// strength (Korf's 100: 5.8 million IDA* expansions became 299 million). Extras saturated at 3
// instead cost 15% more expansions.

#include <cstddef>
#include <cstdint>

namespace npuzzle::nibble_entries {

constexpr uint8_t kMaxExtra = 15;

constexpr size_t tableBytes(uint32_t entries) {
  return (static_cast<size_t>(entries) + 1) / 2;
}

// Entry `rank`'s extra: the low half of a byte for even ranks, the high half for odd ones.
inline uint8_t extra(const uint8_t* table, uint32_t rank) {
  return static_cast<uint8_t>((table[rank >> 1] >> ((rank & 1u) << 2)) & 0x0F);
}

inline void setExtra(uint8_t* table, uint32_t rank, uint8_t extra) {
  const int shift = static_cast<int>((rank & 1u) << 2);
  uint8_t& byte = table[rank >> 1];
  byte = static_cast<uint8_t>((byte & ~(0x0F << shift)) | ((extra & 0x0F) << shift));
}

}  // namespace npuzzle::nibble_entries

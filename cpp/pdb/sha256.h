#pragma once
// SHA-256 (FIPS 180-4), for verifying pattern databases read from a file or from the page's
// storage against the digests of the tables this solver builds (pattern_database_verification.h).
// A cryptographic hash, not a checksum: whoever can write a table can recompute any checksum, but
// cannot make a different table with a given SHA-256. Self-contained, so the wasm build needs no
// library; about 200 MB/s natively.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace npuzzle {

using Sha256Digest = std::array<uint8_t, 32>;

Sha256Digest sha256(const uint8_t* data, size_t size);
// Lower-case hexadecimal, 64 characters.
std::string toHex(const Sha256Digest& digest);

}  // namespace npuzzle

#pragma once
// SHA-256 (FIPS 180-4), for verifying pattern databases read from a file or from the page's
// storage against the digests of the tables this solver builds (pattern_database_verification.h).
// A cryptographic hash, not a checksum: whoever can write a table can recompute any checksum, but
// cannot make a different table with a given SHA-256.
//
// Natively sha256() is OpenSSL's (libcrypto), which uses the CPU's SHA instructions where it has
// them: the CLI's largest tables (288 MB) are checked every time they are read back, and the
// self-contained code below took 1.3 s of that at about 200 MB/s. The wasm build has no such
// library and uses portableSha256(), which the native tests hold to OpenSSL's on many inputs.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

namespace npuzzle {

using Sha256Digest = std::array<uint8_t, 32>;

Sha256Digest sha256(const uint8_t* data, size_t size);
// The self-contained implementation: what sha256() is in the wasm build.
Sha256Digest portableSha256(const uint8_t* data, size_t size);
// Lower-case hexadecimal, 64 characters.
std::string toHex(const Sha256Digest& digest);

}  // namespace npuzzle

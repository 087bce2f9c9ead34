#pragma once
// The file format of a pattern database, so a page can cache a built one (IndexedDB) or fetch
// it, and a native tool can keep it on disk. Little-endian, versioned, checksummed:
//
//   offset  size  field
//   0       8     magic "NPZLPDB\n"
//   8       4     format version: 1 for byte entries, 2 for nibble entries (formatVersion())
//   12      1     board width       13  1  board height
//   14      1     blank's goal cell 15  1  pattern tiles k
//   16      k     the pattern's goal cells, in pattern order
//   16+k    4     entries (N!/(N-k)!)
//   20+k    8     FNV-1a 64 of every byte before it and of the table
//   28+k    ...   the table, in projection rank order: one byte per entry (version 1), or half a
//                 byte per entry, its excess over the Manhattan distance (version 2,
//                 nibble_entries.h)
//
// Reading checks all of it and returns an error value on any mismatch: never throws or aborts.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/expected.h"
#include "pdb/pattern_database.h"

namespace npuzzle {

// The version a projection's table is stored in: its entry encoding (pattern_database.h).
uint32_t patternDatabaseFormatVersion(const PatternProjection& projection);
// The header's size is this plus one byte per pattern tile.
constexpr size_t kPatternDatabaseFixedHeaderBytes = 28;

std::vector<uint8_t> serializePatternDatabase(const PatternDatabase& db);
// A name for the database of a projection, usable as a file name or storage key:
// "4x4-blank0-cells-2-3-6-7-10-11-v1" (size, blank's goal cell, pattern cells, format version).
// The version in the name keeps a table stored in one encoding from being asked for in another.
std::string patternDatabaseName(const PatternProjection& projection);
Expected<PatternDatabase> deserializePatternDatabase(const uint8_t* data, size_t size);
// The same from a file's bytes, which become the table: a large table (28.8 MB) is read without a
// second copy, so a page's worker never holds it twice.
//
// Whether the FNV-1a checksum is computed as well: a reader that holds every table it reads to its
// SHA-256 digest next (the CLI's cache files: PatternDatabaseCache verifies whatever a store
// loads) may leave it to the digest, which fails on anything the checksum would catch. Over the
// CLI's largest tables (288 MB) the checksum alone took 0.3 s of every run.
enum class FileChecksum { Check, LeftToDigest };
Expected<PatternDatabase> deserializePatternDatabase(std::vector<uint8_t>&& file,
                                                     FileChecksum checksum = FileChecksum::Check);

}  // namespace npuzzle

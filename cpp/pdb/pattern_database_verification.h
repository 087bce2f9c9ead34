#pragma once
// Databases that cannot lie. A table read from a file (the CLI's cache) or from the page's
// IndexedDB is used only if it is byte for byte the table this solver builds: its SHA-256 must
// equal a digest compiled into the binary (pattern_database_digests.inc). The format's FNV
// checksum only catches accidents — anyone who can write the table can recompute it, and every
// GitHub Pages site of one account shares our origin's IndexedDB — and a table with one entry
// raised made IDA* answer 65 moves "optimal" for a 57-move board; a non-zero goal entry made it
// run for ever. A table that fails is rejected and built again, so no answer is marked optimal
// on the strength of an unverified table.
//
// Why a digest and not a consistency check (goal entry 0, and no move of a pattern tile changes
// an entry by more than 1, which would prove any accepted table admissible whatever its origin):
// these tables keep, per placement, the minimum over the blank's regions, and that minimum is
// admissible but NOT consistent. Measured on the builder's own tables, 1.57 and 1.77 million of
// the 69 million tile moves of the two 6-tile 15-puzzle tables change the entry by more than 1
// (up to 7), and 282 to 8,244 of the 3.4 million in each 5x5 block of 4: a move can leave the
// blank in a pocket the pattern tiles close off, far from the best of the blank's regions, and
// an entry per placement cannot say which region the blank is in. So the check would reject the
// genuine tables; making them pass would need every region's distance stored too (71% of the
// 6-tile placements have several regions: +10 MB per table). The check also ranks every move of
// every placement — 69 million per 6-tile table, 1.5 s of CPU natively (a third of the build)
// and 2.5x that in wasm — where the digest reads each byte once: about 20 ms natively and 50 ms
// in wasm per 5.8 MB table (docs/performance.md, pattern databases that cannot lie).
//
// Digests exist for the tables worth keeping: every table of the default partition
// (pattern_partition.h) of every board of up to 25 cells whose goal has the blank in a corner —
// blank-first, blank-last and their symmetric images — 135 tables; the 15-puzzle's 6-6-3 and
// the 24-puzzle's six blocks among them. Other tables (goals with the blank elsewhere, boards
// above 25 cells, whose patterns have at most 3 tiles) cannot be verified, so they are never
// read from storage nor written to it: they are built in each process that needs them.
//
// The large tables (DatabaseSize::Large, the 15-puzzle's 7-7-1, in nibbles: 28.8 MB each) have
// digests of their own (pattern_database_large_digests.inc), so the CLI keeps them on disk and
// the page imports them (downloaded, or from IndexedDB) like the standard ones. The largest
// (DatabaseSize::Largest: the 15-puzzle's 7-8, the 7-tile table of 7-7-1 and one of 8 tiles,
// 16!/8! entries, 259 MB in nibbles; the 24-puzzle's 6-6-6-6, 63.8 MB a table) are the CLI's
// alone: verified and kept the same way, but not a size a front end may import, since the page's
// budget for tables is 160 MB.

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "pdb/pattern_database.h"

namespace npuzzle {

// The tables that have digests, in canonical form, sorted by name: what
// tests/cpp/pdb_digest_generator.cpp writes into pattern_database_digests.inc.
std::vector<PatternProjection> keptPatternDatabaseProjections();
// The large tables with digests, the same way (pattern_database_large_digests.inc).
std::vector<PatternProjection> largePatternDatabaseProjections();
// The largest ones (pattern_database_largest_digests.inc): the 15-puzzle's 7-8 partition's
// 8-tile table and the 24-puzzle's four 6-tile tables.
std::vector<PatternProjection> largestPatternDatabaseProjections();
// Whether a table of this projection can be verified (and so may be stored and read back).
bool canVerifyPatternDatabase(const PatternProjection& projection);
// Ok when the table is the one this solver builds for its projection; else a message naming the
// database and why it is refused.
Expected<bool> verifyPatternDatabase(const PatternDatabase& database);

// The serialised size (pattern_database_format.h) of the largest table a front end may import,
// and whether a size is that of such a table (the standard and large ones): a front end checks a
// declared length against these before copying anything (a 10^9-byte "database" took 76 s to
// copy into the page's module).
size_t largestVerifiableDatabaseBytes();
bool isVerifiableDatabaseSize(size_t serialisedBytes);

}  // namespace npuzzle

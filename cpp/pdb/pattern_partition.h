#pragma once
// How the tiles are split into disjoint patterns, each pattern a list of goal cells. Partitions
// are written for the canonical goal blank of their board (grid_symmetry.h: the smallest cell in
// the blank's orbit, e.g. the top-left corner for both blank-first and blank-last) and carried
// to the actual goal by the symmetry between them, so symmetric goals get the same databases.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/expected.h"
#include "core/geometry.h"

namespace npuzzle {

struct PatternPartition {
  std::string name;                            // "6-6-3", "5-5-5-5-4", ...
  std::vector<std::vector<uint8_t>> patterns;  // goal cells; together every cell but the blank's
};

// The 15-puzzle partitions, for a goal blank in a corner (in Korf's blank-first numbering, tile
// t's goal is cell t; see the .cpp for the cells and why): "6-6-3" (the default), "5-5-5",
// "7-7-1" (two 28.8 MB tables in nibbles, pattern_database.h) and "7-8" (one of those and a
// 259 MB one). Any board: "default", "chunks-K" and "compact-K" (K = 1..8).
Expected<PatternPartition> namedPartition(Geometry geometry, int blankCell, std::string_view name);

// Which tables the "pdb" heuristic uses on a 15-puzzle whose blank's goal is a corner: Standard,
// 6-6-3 (11.5 MB, built in about 4 s natively: the page's, and the CLI's default), or Large,
// 7-7-1 (58 MB, about a minute to build natively, kept on disk by the CLI, downloaded by the page
// where memory allows): on Korf's 100 IDA* expands 3.3x fewer nodes with it, and on an 80-move
// position 11.8x fewer. Or Quick, 5-5-5 (1.5 MB, about a seventh of 6-6-3's build): what the page
// answers with while the standard tables are not at hand and would have to be built (the offline
// file, a page whose download failed; docs/performance.md: the offline file), since on Korf's #1
// IDA* expands 2.2x the nodes of 6-6-3, a few milliseconds. Or Largest, 7-8 (288 MB, about 6
// minutes and 5 GB of memory to build natively, the CLI's only, kept on disk): 2.8x fewer nodes
// than 7-7-1 on Korf's 100 and 4.2x fewer on the 80-move positions. Other boards: the same.
enum class DatabaseSize { Standard, Large, Quick, Largest };

// The partition the "pdb" heuristic uses: the whole board as one pattern up to 9 cells, 6-6-3 on
// a 4x4 and six compact blocks of 4 on a 5x5 with the blank's goal in a corner, 2x2 blocks
// (compactPartition) on boards of 21 to 25 cells with both sides even, otherwise row-major
// chunks of the tiles, 6 per pattern up to 12 cells, 5 up to 20, 4 up to 25, 3 up to 64, single
// tiles (Manhattan distance) beyond.
PatternPartition defaultPartition(Geometry geometry, int blankCell,
                                  DatabaseSize size = DatabaseSize::Standard);

// The tiles (goal cells, row-major from the canonical blank's corner) in chunks of at most
// `tilesPerPattern`.
PatternPartition chunkedPartition(Geometry geometry, int blankCell, int tilesPerPattern);
// The tiles in patterns of at most `tilesPerPattern` that stay close together: the board cut
// into bands two cells deep, walked across the band (the bands in turn, back and forth), taken
// `tilesPerPattern` cells of the walk at a time (the blank's goal cell then left out); with 4,
// 2x2 blocks wherever both sides are even.
PatternPartition compactPartition(Geometry geometry, int blankCell, int tilesPerPattern);

}  // namespace npuzzle

#include "pdb/pattern_partition.h"

#include <algorithm>

#include "core/input_excerpt.h"
#include "pdb/grid_symmetry.h"
#include "pdb/pattern_projection.h"

namespace npuzzle {
namespace {

// The 15-puzzle partitions for the blank at cell 0:
//
//    _  1  2  3
//    4  5  6  7
//    8  9 10 11
//   12 13 14 15
//
// Tiles that block each other — close together in a row or column — belong in one pattern, so
// the database counts the moves they make to get round each other. 6-6-3 is the two 2x3 blocks
// of the left and right halves' upper rows and the bottom row, the shape of Korf & Felner's
// (2002) partitions; on Korf's 100 (blank-first, with the diagonal lookup) it averaged h = 43.3
// and needed 22.0 million IDA* expansions in all, against 30-150 million on the first 30 alone
// for the other 6-6-3 splits we tried (three rows of 6-6-3: 12.8M on those 30, vs 5.9M; upper
// and lower triangles with the diagonal as the 3; the pattern {2,3,7,8,12,13} found in an
// older solver). 5-5-5 the same way: 67 million expansions, against 113 million for rows of
// five and 204 million for {1,2,3,5,6} {4,8,9,12,13} {7,10,11,14,15}. 7-7-1 extends 6-6-3; its
// 7-tile tables have 57.7 million entries each (28.8 MB in nibbles) and take tens of seconds to
// build: the page downloads them once a 15-puzzle is on show, the CLI builds them. 7-8 keeps
// the left half and gives the right half tile 15 (Korf & Felner's 7-8 shape, on the diagonal's
// other side): its 8-tile table has 519 million entries (259 MB in nibbles) and takes about 6
// minutes and 5 GB to build, so only the CLI offers it; with the diagonal lookup IDA* expanded
// 1.39 million nodes on Korf's 100 against 3.94 million with 7-7-1, and 33.2 million against
// 139 million on the six 80-move positions.
struct FifteenPuzzlePartition {
  const char* name;
  std::vector<std::vector<uint8_t>> patterns;
};

const std::vector<FifteenPuzzlePartition>& fifteenPuzzlePartitions() {
  static const std::vector<FifteenPuzzlePartition> kPartitions = {
      {"6-6-3", {{1, 4, 5, 8, 9, 12}, {2, 3, 6, 7, 10, 11}, {13, 14, 15}}},
      {"5-5-5", {{1, 4, 5, 8, 9}, {2, 3, 6, 7, 10}, {11, 12, 13, 14, 15}}},
      {"7-7-1", {{1, 4, 5, 8, 9, 12, 13}, {2, 3, 6, 7, 10, 11, 14}, {15}}},
      {"7-8", {{1, 4, 5, 8, 9, 12, 13}, {2, 3, 6, 7, 10, 11, 14, 15}}},
  };
  return kPartitions;
}

// Maps a partition written for the canonical blank to the goal whose blank is at `blankCell`.
PatternPartition fromCanonical(Geometry g, int blankCell, std::string name,
                               const std::vector<std::vector<uint8_t>>& canonicalPatterns) {
  GridSymmetry back = symmetryToCanonical(g, blankCell).inverse();
  PatternPartition out{std::move(name), {}};
  for (const auto& pattern : canonicalPatterns) {
    std::vector<uint8_t> cells;
    for (uint8_t c : pattern) cells.push_back(static_cast<uint8_t>(back(c)));
    out.patterns.push_back(std::move(cells));
  }
  return out;
}

// A partition's name from its patterns' sizes: "4-4-4-4-4-3".
std::string sizesName(const std::vector<std::vector<uint8_t>>& patterns) {
  std::string name;
  for (const auto& p : patterns) name += (name.empty() ? "" : "-") + std::to_string(p.size());
  return name;
}

}  // namespace

PatternPartition chunkedPartition(Geometry g, int blankCell, int tilesPerPattern) {
  const int canonicalBlank = canonicalCell(g, blankCell);
  const int k = std::max(1, std::min(tilesPerPattern, kMaxPatternTiles));
  std::vector<std::vector<uint8_t>> patterns;
  for (int c = 0; c < g.cells(); ++c) {
    if (c == canonicalBlank) continue;
    if (patterns.empty() || static_cast<int>(patterns.back().size()) == k) patterns.emplace_back();
    patterns.back().push_back(static_cast<uint8_t>(c));
  }
  return fromCanonical(g, blankCell, sizesName(patterns), patterns);
}

PatternPartition compactPartition(Geometry g, int blankCell, int tilesPerPattern) {
  const int canonicalBlank = canonicalCell(g, blankCell);
  const int k = std::max(1, std::min(tilesPerPattern, kMaxPatternTiles));
  // Bands of two rows (two columns where only the width is even), each walked across two cells
  // at a time, the bands in turn back and forth: four cells in a row of this walk are a 2x2
  // block or, where a band turns, a strip of the band's end; a leftover single row or column is
  // walked along.
  const bool rowBands = g.height % 2 == 0 || g.width % 2 == 1;
  const int across = rowBands ? g.height : g.width;  // the bands are stacked along this
  const int along = rowBands ? g.width : g.height;
  std::vector<int> walk;
  for (int band = 0; band < across; band += 2) {
    const int depth = std::min(2, across - band);
    const bool backwards = (band / 2) % 2 == 1;
    for (int i = 0; i < along; ++i) {
      const int a = backwards ? along - 1 - i : i;
      for (int d = 0; d < depth; ++d) {
        const int b = band + d;
        walk.push_back(rowBands ? b * g.width + a : a * g.width + b);
      }
    }
  }
  std::vector<std::vector<uint8_t>> patterns;
  for (size_t i = 0; i < walk.size(); i += k) {
    std::vector<uint8_t> pattern;
    for (size_t j = i; j < std::min(walk.size(), i + k); ++j)
      if (walk[j] != canonicalBlank) pattern.push_back(static_cast<uint8_t>(walk[j]));
    if (!pattern.empty()) patterns.push_back(std::move(pattern));
  }
  return fromCanonical(g, blankCell, sizesName(patterns), patterns);
}

Expected<PatternPartition> namedPartition(Geometry g, int blankCell, std::string_view name) {
  if (name == "default") return defaultPartition(g, blankCell);
  if (name.substr(0, 8) == "compact-" && name.size() == 9 && name[8] >= '1' &&
      name[8] <= '0' + kMaxPatternTiles)
    return compactPartition(g, blankCell, name[8] - '0');
  if (name.substr(0, 7) == "chunks-" && name.size() == 8 && name[7] >= '1' &&
      name[7] <= '0' + kMaxPatternTiles)
    return chunkedPartition(g, blankCell, name[7] - '0');
  for (const FifteenPuzzlePartition& p : fifteenPuzzlePartitions()) {
    if (name != p.name) continue;
    if (g != Geometry{4, 4} || canonicalCell(g, blankCell) != 0)
      return Error{"partition " + std::string(name) + " is for a 4x4 goal with a corner blank"};
    return fromCanonical(g, blankCell, p.name, p.patterns);
  }
  return Error{"unknown partition \"" + inputExcerpt(name) + "\""};
}

PatternPartition defaultPartition(Geometry g, int blankCell, DatabaseSize size) {
  const int n = g.cells();
  if (g == Geometry{5, 5} && canonicalCell(g, blankCell) == 0 && size == DatabaseSize::Largest) {
    // The CLI's largest tables for the 24-puzzle: Korf & Felner's (2002) four blocks of six,
    //    _  A  A  B  B
    //    A  A  A  B  B
    //    C  C  A  B  B
    //    C  C  D  D  D
    //    C  C  D  D  D
    // 25!/19! = 127.5 million placements a table (63.8 MB in nibbles, 255 MB for the four; about
    // 50 s and 1.2 GB each to build natively). On Korf & Felner's 50 through `auto` (the same
    // budgets): 1.028x the optimum and 13 optimal, the bound 0.914x, against the six blocks of
    // four's 1.046x, 7 and 0.874x; blocks of five (5-5-5-5-4, 26 MB) gave 1.037x, 8 and 0.886x.
    return fromCanonical(g, blankCell, "6-6-6-6",
                         {{1, 2, 5, 6, 7, 12},
                          {3, 4, 8, 9, 13, 14},
                          {10, 11, 15, 16, 20, 21},
                          {17, 18, 19, 22, 23, 24}});
  }
  if (g == Geometry{5, 5} && canonicalCell(g, blankCell) == 0) {
    // The 24-puzzle: six compact blocks of four (mostly 2x2), blank at cell 0:
    //    _  A  A  B  B
    //    A  A  D  B  B
    //    C  C  D  D  E
    //    C  C  D  E  E
    //    F  F  F  F  E
    // Against row-major chunks of four, weighted IDA* (w = 1.5) answers 49 of Korf & Felner's
    // 50 within its budget instead of 37, at 1.14x the optimum instead of 1.17x.
    return fromCanonical(g, blankCell, "4-4-4-4-4-4",
                         {{1, 2, 5, 6},
                          {3, 4, 8, 9},
                          {10, 11, 15, 16},
                          {7, 12, 13, 17},
                          {14, 18, 19, 24},
                          {20, 21, 22, 23}});
  }
  if (n <= 9) return chunkedPartition(g, blankCell, n - 1);
  if (g == Geometry{4, 4} && canonicalCell(g, blankCell) == 0)
    return *namedPartition(g, blankCell,
                           size == DatabaseSize::Largest ? "7-8"
                           : size == DatabaseSize::Large ? "7-7-1"
                           : size == DatabaseSize::Quick ? "5-5-5"
                                                         : "6-6-3");
  // 21 to 25 cells with both sides even (4x6, 6x4, 2x12, 12x2): 2x2 blocks. Row-major chunks of
  // four are a 4-wide board's rows, whose tables see nothing of the tiles that block each other
  // in a column. On 20 random 4x6 boards (npuzzle random --size 4x6 --seed 23 --count 20, auto)
  // the mean length went from 112.0 to 104.0 and weighted IDA* answered 18 instead of 12 within
  // its budget (the rest fall back to weighted A* with linear conflict, longer); on ten of 6x4,
  // 114.0 to 106.6. Where a side is odd the blocks did not help: 3x8 146.2 and 146.0 on 20 boards,
  // 8x3 161.9 and 162.8, 3x7 100.8 and 104.1, 7x3 107.7 and 109.0.
  if (n > 20 && n <= 25 && g.width % 2 == 0 && g.height % 2 == 0)
    return compactPartition(g, blankCell, 4);
  // Chunk sizes keep the build near a second natively (measured: 3x4 6-5 0.18 s, 3x5 5-5-4
  // 0.15 s, 4x5 5-5-5-4 1.05 s, 5x5 4x6 0.21 s; 5x5 5-5-5-5-4 would take 9.2 s and 25.8 MB,
  // "chunks-5" by name).
  return chunkedPartition(g, blankCell, n <= 12 ? 6 : n <= 20 ? 5 : n <= 25 ? 4 : n <= 64 ? 3 : 1);
}

}  // namespace npuzzle

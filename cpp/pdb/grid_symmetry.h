#pragma once
// The symmetries of a W x H grid, as permutations of its cells: the identity, the two mirror
// images and the half turn of every rectangle, and for a square also the quarter turns and the
// two diagonal reflections. Each maps adjacent cells to adjacent cells, so it maps every legal
// move to a legal move and keeps distances: a board and its image (each tile labelled by its
// goal cell, both placement and label mapped) are as far from the correspondingly mapped goal.
// This is what lets one pattern database serve several goals and give several lookups.

#include <cstdint>
#include <vector>

#include "core/geometry.h"

namespace npuzzle {

// cellMap[c] is the cell that c goes to.
struct GridSymmetry {
  std::vector<uint8_t> cellMap;

  int operator()(int cell) const { return cellMap[cell]; }
  bool isIdentity() const;
  GridSymmetry inverse() const;
  bool operator==(const GridSymmetry& o) const { return cellMap == o.cellMap; }
};

// `outer` after `inner`: c -> outer(inner(c)).
GridSymmetry compose(const GridSymmetry& outer, const GridSymmetry& inner);

GridSymmetry identitySymmetry(Geometry geometry);
// Reflection about the main diagonal (row <-> column); square grids only.
GridSymmetry transposeSymmetry(Geometry geometry);

// All symmetries of the grid, the identity first (4 for a rectangle, 8 for a square).
std::vector<GridSymmetry> gridSymmetries(Geometry geometry);

// The smallest cell that a symmetry maps `cell` to (the representative of its orbit), and the
// first symmetry that does so.
int canonicalCell(Geometry geometry, int cell);
GridSymmetry symmetryToCanonical(Geometry geometry, int cell);

}  // namespace npuzzle

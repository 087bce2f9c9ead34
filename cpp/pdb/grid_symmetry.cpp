#include "pdb/grid_symmetry.h"

namespace npuzzle {

bool GridSymmetry::isIdentity() const {
  for (size_t c = 0; c < cellMap.size(); ++c)
    if (cellMap[c] != c) return false;
  return true;
}

GridSymmetry GridSymmetry::inverse() const {
  GridSymmetry out{std::vector<uint8_t>(cellMap.size())};
  for (size_t c = 0; c < cellMap.size(); ++c) out.cellMap[cellMap[c]] = static_cast<uint8_t>(c);
  return out;
}

GridSymmetry compose(const GridSymmetry& outer, const GridSymmetry& inner) {
  GridSymmetry out{std::vector<uint8_t>(inner.cellMap.size())};
  for (size_t c = 0; c < inner.cellMap.size(); ++c)
    out.cellMap[c] = outer.cellMap[inner.cellMap[c]];
  return out;
}

namespace {

// The symmetry that sends (row, col) to mapRowCol(row, col).
template <class MapRowCol>
GridSymmetry fromRowCol(Geometry g, MapRowCol mapRowCol) {
  GridSymmetry out{std::vector<uint8_t>(g.cells())};
  for (int c = 0; c < g.cells(); ++c) {
    int row = g.row(c), col = g.col(c);
    mapRowCol(row, col);
    out.cellMap[c] = static_cast<uint8_t>(g.cell(row, col));
  }
  return out;
}

}  // namespace

GridSymmetry identitySymmetry(Geometry g) {
  return fromRowCol(g, [](int&, int&) {});
}

GridSymmetry transposeSymmetry(Geometry g) {
  return fromRowCol(g, [](int& r, int& c) { std::swap(r, c); });
}

std::vector<GridSymmetry> gridSymmetries(Geometry g) {
  const int lastRow = g.height - 1, lastCol = g.width - 1;
  std::vector<GridSymmetry> out;
  out.push_back(identitySymmetry(g));
  out.push_back(fromRowCol(g, [&](int& r, int& c) { r = lastRow - r, c = lastCol - c; }));
  out.push_back(fromRowCol(g, [&](int&, int& c) { c = lastCol - c; }));
  out.push_back(fromRowCol(g, [&](int& r, int&) { r = lastRow - r; }));
  if (g.width == g.height) {
    out.push_back(transposeSymmetry(g));
    out.push_back(fromRowCol(g, [&](int& r, int& c) {  // the anti-diagonal
      int row = lastCol - c, col = lastRow - r;
      r = row, c = col;
    }));
    out.push_back(fromRowCol(g, [&](int& r, int& c) {  // quarter turn clockwise
      int row = c, col = lastRow - r;
      r = row, c = col;
    }));
    out.push_back(fromRowCol(g, [&](int& r, int& c) {  // quarter turn counter-clockwise
      int row = lastCol - c, col = r;
      r = row, c = col;
    }));
  }
  return out;
}

GridSymmetry symmetryToCanonical(Geometry g, int cell) {
  std::vector<GridSymmetry> all = gridSymmetries(g);
  size_t best = 0;
  for (size_t i = 1; i < all.size(); ++i)
    if (all[i](cell) < all[best](cell)) best = i;
  return all[best];
}

int canonicalCell(Geometry g, int cell) {
  return symmetryToCanonical(g, cell)(cell);
}

}  // namespace npuzzle

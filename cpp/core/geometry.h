#pragma once
// The shape of a board: W columns by H rows, cells numbered row-major from 0.

#include <cstdint>
#include <string>

namespace npuzzle {

constexpr int kMinSide = 2;
constexpr int kMaxCells = 256;

// The direction a TILE slides (docs/contracts.md §2 names moves by the tile and its direction).
enum class Direction : uint8_t { Up = 0, Down = 1, Left = 2, Right = 3 };

inline char directionLetter(Direction d) {
  return "UDLR"[static_cast<int>(d)];
}
inline const char* directionWord(Direction d) {
  static const char* const kWords[] = {"up", "down", "left", "right"};
  return kWords[static_cast<int>(d)];
}
inline Direction opposite(Direction d) {
  return static_cast<Direction>(static_cast<int>(d) ^ 1);
}

struct Geometry {
  int width = 0;
  int height = 0;

  int cells() const { return width * height; }
  int row(int cell) const { return cell / width; }
  int col(int cell) const { return cell % width; }
  int cell(int row, int col) const { return row * width + col; }
  int distance(int a, int b) const {
    int dr = row(a) - row(b), dc = col(a) - col(b);
    return (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
  }
  std::string name() const { return std::to_string(width) + "x" + std::to_string(height); }
  bool operator==(const Geometry& o) const { return width == o.width && height == o.height; }
  bool operator!=(const Geometry& o) const { return !(*this == o); }
};

}  // namespace npuzzle

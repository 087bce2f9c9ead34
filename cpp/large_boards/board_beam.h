#pragma once
// A beam search over whole boards, the working part of the line search
// (large_boards/line_beam_search.h): layer after layer it keeps the `width` best boards one move
// further on, best by
//
//   key = h(board) + Σ guides' distances + Σ drift weight(tile) · Manhattan(tile)
//
// where h is the heuristic for the whole goal (linear conflict: the work left for every tile),
// the guides are exact placement tables (large_boards/placement_distances.h) for the tiles this
// beam must place, and the drift weights pull the tiles of the next lines toward home while it
// does. The goal is every guide at 0 (every tracked tile home), or, with no guides, h = 0 (the goal
// board). Ranking by the sum rather than by the guides alone is what makes the other tiles'
// moves count: of the ways to place the line it keeps those that also sort the rest, which is
// where the construction (one tile at a time, the rest anonymous) loses most.
//
// A board reached before (by this beam) is not kept again, and a move never undoes the one
// before it. When the best distance (h without guides) has not improved for `stallLayers`
// layers the beam gives up and reports its best board; the caller goes on from there another
// way. Everything is integer and ties are broken by the boards' hashes, so the same input gives
// the same path natively and in wasm.

#include <cstdint>
#include <vector>

#include "heuristics/heuristic.h"
#include "large_boards/placement_distances.h"
#include "search/search_types.h"

namespace npuzzle {

// Random 64-bit keys per (cell, tile) for the boards' hashes, made once per board size.
class ZobristKeys {
 public:
  explicit ZobristKeys(int cells);
  uint64_t operator()(int cell, int tile) const { return keys_[cell * cells_ + tile]; }
  uint64_t of(const uint8_t* tiles) const;

 private:
  int cells_;
  std::vector<uint64_t> keys_;
};

class BoardBeam {
 public:
  // A placement table and the tiles it tracks, in its order.
  struct Guide {
    const PlacementDistances* table;
    uint8_t tiles[PlacementDistances::kMaxTracked];
  };
  struct Config {
    int width = 1000;
    int stallLayers = 60;
  };
  enum class Outcome { Running, Reached, Stalled };

  // Walls (finished cells) are never entered; drift[tile] is in sixteenths of a move per cell.
  // Everything passed must outlive the beam.
  BoardBeam(const SearchProblem& problem, const Heuristic& h, const ZobristKeys& keys,
            const std::vector<char>& walls, std::vector<Guide> guides, std::vector<int> drift,
            Config config, const std::vector<uint8_t>& start);

  // Runs whole layers until about `budget` boards have been expanded (at least one layer).
  // Returns the boards expanded.
  uint64_t step(uint64_t budget);
  Outcome outcome() const { return outcome_; }
  // Once Stalled: whether the best board it stopped at is nearer than its start.
  bool advanced() const { return resultLayer_ > 0; }
  // Once Reached or Stalled: the blank's cells from the start to the board reached (the best
  // board when stalled), and that board.
  std::vector<int> blankPath() const;
  const std::vector<uint8_t>& board() const { return result_; }
  uint64_t bytes() const;
  uint64_t generated() const { return generated_; }

 private:
  static constexpr int kMaxTracked = 24;
  struct Candidate {
    int64_t key;
    uint64_t hash;
    uint32_t parent;
    int h, drift, guided;
    uint8_t from;
  };

  int guidedSum(const uint8_t* positions, int blank) const;
  void expandLayer();
  void selectLayer();
  bool insertSeen(uint64_t hash);
  void prefetchSeen(uint64_t hash) const;
  void finish(Outcome outcome, size_t layer, uint32_t index);

  const SearchProblem& problem_;
  const Heuristic& h_;
  const ZobristKeys& keys_;
  std::vector<char> walls_;
  std::vector<Guide> guides_;
  std::vector<int> drift_;
  Config config_;
  const int cells_;
  std::vector<int8_t> slotOf_;  // tile -> its slot among the tracked tiles, -1 if untracked
  int tracked_ = 0;             // tracked tiles (slots)
  std::vector<int> goalCell_;   // tile -> goal cell
  std::vector<uint8_t> start_;

  // The current layer, in parallel arrays.
  std::vector<uint8_t> tiles_;      // width x cells
  std::vector<uint8_t> positions_;  // width x tracked
  std::vector<uint8_t> blank_;
  std::vector<int16_t> previous_;  // the blank's cell before the last move (-1 at the root)
  std::vector<int> hValue_, driftValue_, guidedValue_;
  std::vector<uint64_t> hash_;
  size_t size_ = 0;
  std::vector<Candidate> candidates_;
  // The next layer, built from the candidates, then swapped with the current one (both keep
  // their capacity, so a layer allocates nothing once the beam is full).
  struct Layer {
    std::vector<uint8_t> tiles, positions, blank;
    std::vector<int16_t> previous;
    std::vector<int> hValue, driftValue, guidedValue;
    std::vector<uint64_t> hash;
    void clear() {
      tiles.clear(), positions.clear(), blank.clear(), previous.clear();
      hValue.clear(), driftValue.clear(), guidedValue.clear(), hash.clear();
    }
  } next_;
  // Every layer's parents and blank cells, for the path back.
  std::vector<uint32_t> trailParent_;
  std::vector<uint8_t> trailBlank_;
  std::vector<size_t> layerStart_;
  std::vector<uint32_t> seen_;  // fingerprints, open addressing, 0 = empty
  size_t seenCount_ = 0;

  int bestProgress_;
  size_t bestLayer_ = 0;
  uint32_t bestIndex_ = 0;
  Outcome outcome_ = Outcome::Running;
  size_t resultLayer_ = 0;
  uint32_t resultIndex_ = 0;
  std::vector<uint8_t> result_;
  uint64_t generated_ = 0;
};

}  // namespace npuzzle

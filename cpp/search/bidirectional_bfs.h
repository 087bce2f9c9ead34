#pragma once
// Bidirectional breadth-first search (AIMA 3.4.6): one breadth-first search from the start, one
// from the goal (moves are reversible, so the goal's side searches the same moves), a whole layer
// at a time, always on the side whose frontier is smaller. It stops when a board generated on one
// side has been reached by the other. Layers are completed in turn and the sides' boards were
// disjoint before, so the first meeting is on a shortest path: about 2·b^(d/2) boards instead of
// b^d. Boards are held as keys of plain tiles, so any size runs (within the memory budget).

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "search/search_algorithm.h"

namespace npuzzle {

class BidirectionalBfs final : public SearchAlgorithm {
 public:
  // `problem` must outlive the search.
  BidirectionalBfs(const SearchProblem& problem, uint64_t maxBytes);

  Status step(uint64_t expansions) override;
  SearchProgress progress() const override;
  // The sides' boards are disjoint and complete to their depths: no path is shorter than their
  // sum plus one.
  int provenLowerBound() const override { return lowerBound_; }

 private:
  static constexpr uint8_t kRoot = 0xFF;

  struct Side {
    std::unordered_map<std::string, uint8_t> parentBlank;  // board -> its parent's blank cell
    std::vector<std::string> layer, next;
    size_t position = 0;  // the next board of `layer` to expand
    int depth = 0;        // of `layer`
  };

  // Ends the search on `board`, which both sides have reached.
  void meet(const std::string& board);
  // The boards from `board` back to its side's root, `board` first.
  std::vector<std::string> chain(const Side& side, std::string board) const;
  uint64_t bytes() const;

  const SearchProblem& problem_;
  const uint64_t maxBytes_;
  Side sides_[2];  // 0: from the start, 1: from the goal
  int expanding_ = 0;
  int lowerBound_ = 0;
  Status status_ = Status::Running;
};

}  // namespace npuzzle

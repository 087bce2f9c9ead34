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

  static constexpr uint8_t kRoot = 0xFF;

  // One direction's breadth-first search. A board is its tiles as a string of bytes.
  struct Side {
    std::unordered_map<std::string, uint8_t> parentBlank;  // board -> its parent's blank cell
    std::vector<std::string> layer, next;
    size_t position = 0;  // the next board of `layer` to expand
    int depth = 0;        // of `layer`
  };

  // Read between steps by the lab's step mode (lab/bidirectional_step_engine.cpp): side 0
  // searches from the start, side 1 from the goal; the side expanding now (while the observer
  // hears an expansion, the board expanded is that side's layer[position - 1]); the board where
  // they met, once solved.
  const Side& side(int index) const { return sides_[index]; }
  int expandingSide() const { return expanding_; }
  const std::string& meeting() const { return meeting_; }
  // Hears every expansion (`node`: the side) and every child (`node`: the side; Duplicate: that
  // side had reached it already). None while solving.
  void observe(SearchObserver* observer) { observer_ = observer; }

 private:
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
  std::string meeting_;
  SearchObserver* observer_ = nullptr;
};

}  // namespace npuzzle

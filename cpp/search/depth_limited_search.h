#pragma once
// Depth-first search with a depth limit, the textbook's (AIMA 3.4.4): the last child generated is
// expanded first, a path never passes the same board twice (the check runs along the current
// path only, so memory stays linear in the depth), and no path grows beyond the limit. When the
// limit cut a path and none reached the goal, the answer is "no solution within N moves"
// (Status::Limit, stats().cutByDepthLimit), not "no solution". The path it returns is legal and
// at most the limit long, seldom the shortest.

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "search/search_algorithm.h"

namespace npuzzle {

class DepthLimitedSearch final : public SearchAlgorithm {
 public:
  // `problem` must outlive the search.
  DepthLimitedSearch(const SearchProblem& problem, int depthLimit, uint64_t maxBytes);

  Status step(uint64_t expansions) override;
  SearchProgress progress() const override;
  int provenLowerBound() const override { return 0; }
  int depthLimit() const { return depthLimit_; }

  // Read between steps by the lab's step mode (lab/dfs_step_engine.cpp). The path from the start
  // (depth 0) to the node on top: each node's blank cell, and whether its children have begun
  // (the top may be a child just generated, not yet entered).
  size_t pathLength() const { return path_.size(); }
  int pathBlank(size_t depth) const { return path_[depth].blank; }
  bool pathExpanded(size_t depth) const {
    return depth + 1 < path_.size() || path_[depth].next > 0;
  }
  // The board on top of the path; while the observer hears an expansion, the node expanded.
  const std::vector<uint8_t>& board() const { return tiles_; }
  bool cutSoFar() const { return cut_; }  // the limit has stopped some path
  // Hears every expansion (`node`: its depth) and every child tried (`node`: the child's depth;
  // Duplicate: already on the path, so never entered). None while solving.
  void observe(SearchObserver* observer) { observer_ = observer; }

 private:
  struct Frame {
    uint8_t blank;
    uint8_t next;  // the next move of the board's MoveTable row to try
  };

  // The path's boards, for the cycle check: up to 16 cells packed in a word (a nibble a cell,
  // cheaper to hash than the tiles as a string), larger boards as their tiles.
  bool onPath() const;
  void enterPath();
  void leavePath();
  void backtrack();
  uint64_t bytes() const;

  const SearchProblem& problem_;
  const int depthLimit_;
  const uint64_t maxBytes_;
  std::vector<uint8_t> tiles_;
  std::vector<Frame> path_;  // path_[0] is the start; the last, the node expanded
  const bool packed_;
  std::unordered_set<uint64_t> packedPath_;
  std::unordered_set<std::string> textPath_;
  bool cut_ = false;  // the limit stopped some path
  SearchObserver* observer_ = nullptr;
  Status status_ = Status::Running;
};

}  // namespace npuzzle

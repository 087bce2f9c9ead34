#pragma once
// Recursive best-first search (Korf 1993; AIMA 3.5.3): best-first order in memory linear in the
// depth. Each node on the path keeps its children with their backed-up values F; the best child
// is explored while its F stays within the bound, the F of the best alternative anywhere above;
// beyond it the subtree is forgotten and its least f kept in its F, so that it can be explored
// again when it is once more the best. The forgetting is its price: the same nodes expanded again
// and again (stats().reexpanded), the lesson of an RBFS that runs for hours on a 15-puzzle. The
// recursion is an explicit stack, so step() stops after any expansion and a timeout or a cancel
// ends it. Optimal with an admissible heuristic. Children ordered by F, ties in move order.

#include <array>
#include <climits>
#include <cstdint>
#include <vector>

#include "heuristics/heuristic.h"
#include "search/search_algorithm.h"

namespace npuzzle {

class RecursiveBestFirstSearch final : public SearchAlgorithm {
 public:
  // `problem` and `heuristic` must outlive the search.
  RecursiveBestFirstSearch(const SearchProblem& problem, const Heuristic& heuristic,
                           uint64_t maxBytes);

  Status step(uint64_t expansions) override;
  SearchProgress progress() const override;
  // The least backed-up F among the start's children: no solution is shorter (admissible h).
  int provenLowerBound() const override { return lowerBound_; }

  static constexpr int kInfinity = INT_MAX;

  struct Child {
    uint8_t from;  // the cell of the tile that slides into the parent's blank
    Direction tileSlides;
    int h;
    int F;  // backed-up value: f, or the least f found below it when it was last given up
  };
  struct Frame {
    uint8_t blank;
    int8_t arrivedBy;  // the direction of the tile that moved in; -1 at the start
    int g, h, F;
    int bound;  // the f-limit: the best alternative's F anywhere above (kInfinity at the start)
    std::array<Child, 4> children;
    uint8_t count;
    int8_t exploring;  // the child being explored now, or -1
    bool expanded;
  };

  // Read between steps by the lab's step mode (lab/rbfs_step_engine.cpp): the path from the start
  // with each node's children and their backed-up values.
  const std::vector<Frame>& path() const { return stack_; }
  // Hears every expansion (`node`: its depth on the path) and the children it generates (`node`:
  // their depth; f: their backed-up F). None while solving.
  void observe(SearchObserver* observer) { observer_ = observer; }

 private:
  void expand(Frame& frame);
  // The frame's next child within its bound (or its return to its parent).
  void chooseChild();
  void returnValue(int value);
  void finish();
  uint64_t bytes() const;

  const SearchProblem& problem_;
  const Heuristic& heuristic_;
  const uint64_t maxBytes_;
  std::vector<uint8_t> tiles_;
  std::vector<Frame> stack_;
  uint64_t storedChildren_ = 0;  // children held on the path: RBFS's frontier
  int lowerBound_ = 0;
  Status status_ = Status::Running;
  SearchObserver* observer_ = nullptr;
};

}  // namespace npuzzle

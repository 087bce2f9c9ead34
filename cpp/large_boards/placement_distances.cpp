#include "large_boards/placement_distances.h"

#include <algorithm>

namespace npuzzle {

PlacementDistances::PlacementDistances(const MoveTable& moves, const std::vector<char>& walls,
                                       const std::vector<int>& targets)
    : moves_(&moves), tracked_(static_cast<int>(targets.size())), local_(walls.size(), -1) {
  for (size_t c = 0; c < walls.size(); ++c)
    if (!walls[c]) {
      local_[c] = static_cast<int>(cellOf_.size());
      cellOf_.push_back(static_cast<int>(c));
    }
  n_ = cellOf_.size();
  distance_.assign(entries(static_cast<int>(n_), tracked_), kUnset);
  // The goal placements: the tracked tiles home, the blank on any other free cell.
  int home[kMaxTracked];
  for (int t = 0; t < tracked_; ++t) home[t] = local_[targets[static_cast<size_t>(t)]];
  queue_.reserve(distance_.size());
  for (int z = 0; z < static_cast<int>(n_); ++z) {
    if (std::find(home, home + tracked_, z) != home + tracked_) continue;
    distance_[index(home, z)] = 0;
    queue_.push_back(pack(home, tracked_, z));
  }
}

uint64_t PlacementDistances::entries(int freeCells, int tracked) {
  uint64_t e = static_cast<uint64_t>(freeCells);
  for (int i = 0; i < tracked; ++i) e *= static_cast<uint64_t>(freeCells);
  return e;
}

uint64_t PlacementDistances::build(uint64_t budget) {
  uint64_t done = 0;
  int at[kMaxTracked], moved[kMaxTracked];
  while (head_ < queue_.size() && done < budget) {
    // The queue holds placements unpacked (a cell a byte): no division to decode them.
    const uint32_t packed = queue_[head_++];
    ++done;
    const int z = static_cast<int>(packed & 0xFF);
    for (int t = 0; t < tracked_; ++t)
      at[t] = static_cast<int>((packed >> (8 * (tracked_ - t))) & 0xFF);
    const uint8_t d = distance_[index(at, z)];
    const uint8_t next = static_cast<uint8_t>(d < kMaxDistance ? d + 1 : kMaxDistance);
    const int blank = cellOf_[z];
    for (int m = 0; m < moves_->count(blank); ++m) {
      const int to = local_[moves_->move(blank, m).from];
      if (to < 0) continue;
      // The blank steps onto `to`; a tracked tile there slides into the blank's old cell.
      for (int t = 0; t < tracked_; ++t) moved[t] = at[t] == to ? z : at[t];
      uint8_t& child = distance_[index(moved, to)];
      if (child != kUnset) continue;
      child = next;
      queue_.push_back(pack(moved, tracked_, to));
    }
  }
  if (head_ == queue_.size()) {
    built_ = true;
    moves_ = nullptr;
    std::vector<uint32_t>().swap(queue_);
  }
  return done;
}

uint64_t PlacementDistances::bytes() const {
  return distance_.capacity() + queue_.capacity() * sizeof(uint32_t) +
         (local_.capacity() + cellOf_.capacity()) * sizeof(int);
}

}  // namespace npuzzle

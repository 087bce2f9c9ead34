#pragma once
// A* open list for integer priorities: one bucket per priority, and inside it one stack per g,
// so insertion and removal are O(1) and ties go to the larger g (the node nearer the goal).
// Entries are node ids; stale entries (a node since reached by a cheaper path, or closed) are
// left in place and skipped by the search when popped ("lazy deletion").

#include <cstdint>
#include <vector>

namespace npuzzle {

class BucketOpenList {
 public:
  struct Entry {
    uint32_t node;
    uint32_t priority;
    uint32_t g;
  };

  void push(uint32_t node, uint32_t priority, uint32_t g) {
    if (priority >= buckets_.size()) buckets_.resize(priority + 1);
    Bucket& bucket = buckets_[priority];
    if (g >= bucket.byG.size()) {
      bytes_ -= bucket.byG.capacity() * sizeof(std::vector<uint32_t>);
      bucket.byG.resize(g + 1);
      bytes_ += bucket.byG.capacity() * sizeof(std::vector<uint32_t>);
    }
    std::vector<uint32_t>& stack = bucket.byG[g];
    bytes_ -= stack.capacity() * sizeof(uint32_t);
    stack.push_back(node);
    bytes_ += stack.capacity() * sizeof(uint32_t);
    if (g > bucket.maxG || bucket.count == 0) bucket.maxG = g;
    ++bucket.count;
    if (priority < minPriority_ || size_ == 0) minPriority_ = priority;
    ++size_;
  }

  bool empty() const { return size_ == 0; }
  size_t size() const { return size_; }
  // Lowest priority present; only meaningful when not empty.
  uint32_t minPriority() {
    while (buckets_[minPriority_].count == 0) ++minPriority_;
    return minPriority_;
  }

  Entry pop() {
    uint32_t priority = minPriority();
    Bucket& bucket = buckets_[priority];
    while (bucket.byG[bucket.maxG].empty()) --bucket.maxG;
    std::vector<uint32_t>& stack = bucket.byG[bucket.maxG];
    Entry entry{stack.back(), priority, bucket.maxG};
    stack.pop_back();
    --bucket.count;
    --size_;
    return entry;
  }

  // Visits the entries in exactly the order pop() would return them, changing nothing, until
  // visit(entry) returns false. For inspection (the lab's step mode), never the search loop.
  template <class Visit>
  void forEachInPopOrder(Visit visit) const {
    for (size_t p = minPriority_; p < buckets_.size(); ++p) {
      const Bucket& bucket = buckets_[p];
      if (bucket.count == 0) continue;
      for (size_t g = bucket.byG.size(); g-- > 0;) {
        const std::vector<uint32_t>& stack = bucket.byG[g];
        for (size_t i = stack.size(); i-- > 0;)
          if (!visit(Entry{stack[i], static_cast<uint32_t>(p), static_cast<uint32_t>(g)})) return;
      }
    }
  }

  // Heap bytes held (entry storage and bucket headers), for memory budgets and statistics.
  size_t bytes() const { return bytes_ + buckets_.capacity() * sizeof(Bucket); }

  void clear() {
    buckets_.clear();
    size_ = 0;
    bytes_ = 0;
    minPriority_ = 0;
  }

 private:
  struct Bucket {
    std::vector<std::vector<uint32_t>> byG;
    uint32_t maxG = 0;
    uint32_t count = 0;
  };

  std::vector<Bucket> buckets_;
  size_t size_ = 0;
  size_t bytes_ = 0;
  uint32_t minPriority_ = 0;
};

}  // namespace npuzzle

#pragma once
// A* open list for integer priorities: one bucket per priority, and inside it one stack per g,
// so insertion and removal are O(1) and ties go to the larger g (the node nearer the goal).
// Entries are node ids; stale entries (a node since reached by a cheaper path, or closed) are
// left in place and skipped by the search when popped ("lazy deletion").
//
// The stacks are linked lists threaded through one pool of links, and popped links are reused:
// a search makes a handful of allocations, not one growing vector per (priority, g) pair — on
// the 8-puzzle those allocations were a tenth of a search's time.

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
    if (priority >= buckets_.size()) {
      buckets_.resize(priority + 1);
      countBytes();
    }
    Bucket& bucket = buckets_[priority];
    if (g >= bucket.heads.size()) {
      headBytes_ -= bucket.heads.capacity() * sizeof(uint32_t);
      bucket.heads.resize(g + 1, kNone);
      headBytes_ += bucket.heads.capacity() * sizeof(uint32_t);
      countBytes();
    }
    uint32_t link;
    if (free_ != kNone) {
      link = free_;
      free_ = links_[link].next;
      links_[link] = Link{node, bucket.heads[g]};
    } else {
      link = static_cast<uint32_t>(links_.size());
      const size_t capacity = links_.capacity();
      links_.push_back(Link{node, bucket.heads[g]});
      if (links_.capacity() != capacity) countBytes();
    }
    bucket.heads[g] = link;
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
    while (bucket.heads[bucket.maxG] == kNone) --bucket.maxG;
    uint32_t& head = bucket.heads[bucket.maxG];
    const uint32_t link = head;
    Entry entry{links_[link].node, priority, bucket.maxG};
    head = links_[link].next;
    links_[link].next = free_;
    free_ = link;
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
      for (size_t g = bucket.heads.size(); g-- > 0;)
        for (uint32_t link = bucket.heads[g]; link != kNone; link = links_[link].next)
          if (!visit(Entry{links_[link].node, static_cast<uint32_t>(p), static_cast<uint32_t>(g)}))
            return;
    }
  }

  // Heap bytes held (links, stack heads and bucket headers), for memory budgets and statistics.
  // The searches read it after every expansion; it changes only when a vector grows.
  size_t bytes() const { return bytes_; }

  void clear() {
    buckets_.clear();
    links_.clear();
    free_ = kNone;
    size_ = 0;
    headBytes_ = 0;
    minPriority_ = 0;
    countBytes();
  }

 private:
  static constexpr uint32_t kNone = 0xFFFFFFFFu;

  struct Link {
    uint32_t node;
    uint32_t next;  // the entry pushed before it on the same stack, or kNone
  };

  struct Bucket {
    std::vector<uint32_t> heads;  // per g: the top link of its stack, or kNone
    uint32_t maxG = 0;
    uint32_t count = 0;
  };

  void countBytes() {
    bytes_ = links_.capacity() * sizeof(Link) + headBytes_ + buckets_.capacity() * sizeof(Bucket);
  }

  std::vector<Bucket> buckets_;
  std::vector<Link> links_;
  uint32_t free_ = kNone;  // popped links, for reuse
  size_t size_ = 0;
  size_t headBytes_ = 0;
  size_t bytes_ = 0;  // bytes(), counted again whenever a capacity changes
  uint32_t minPriority_ = 0;
};

}  // namespace npuzzle

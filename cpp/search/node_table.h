#pragma once
// One hash table for A*'s open and closed sets. A node is its packed state plus one 32-bit word:
// g, the direction of the move that reached it, and a closed bit. The parent is not stored — it is
// the state with that move undone — so a 4x4 node costs 8 + 4 bytes plus its index slot.
//
// Nodes live in fixed-size blocks (no reallocation, no capacity slack); the index is an
// open-addressing array of 32-bit slots, node id in the low 28 bits and 4 hash bits on top so
// most probes are settled without touching the node. It grows when 3/4 full (grownSlotCount).
//
// Blocks and index come from malloc, checked: when memory cannot grow (wasm's heap at its
// limit, where a failed `new` aborts the module since exceptions are off) an insertion returns
// kFull and the search ends with a limit instead.

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "search/packed_state.h"

namespace npuzzle {

struct NodeInfo {
  static constexpr uint32_t kNoParent = 4;  // direction field value for the start node
  uint32_t word;

  uint32_t g() const { return word >> 8; }
  uint32_t direction() const { return word & 7; }  // 0..3 a Direction, 4 none
  bool closed() const { return (word >> 3) & 1; }
  static NodeInfo make(uint32_t g, uint32_t direction) { return {g << 8 | direction}; }
  void close() { word |= 8u; }
};

template <int K>
class NodeTable {
 public:
  using State = PackedState<K>;
  static constexpr uint32_t kMaxNodes = (1u << 28) - 1;
  static constexpr uint32_t kMaxG = (1u << 24) - 1;

  NodeTable() { resetSlots(); }

  // The node's id, inserting it with `info` if absent; `inserted` says which. Returns kFull when
  // no more nodes fit the id space.
  uint32_t findOrInsert(const State& state, NodeInfo info, bool& inserted) {
    return findOrInsert(state, hashState<K>(state), info, inserted);
  }
  // The same, with the state's hashState() already at hand (see prefetch()).
  uint32_t findOrInsert(const State& state, uint64_t h, NodeInfo info, bool& inserted) {
    if (size_ >= growAt_ && !grow()) {
      inserted = true;
      allocationFailed_ = true;
      return kFull;
    }
    uint32_t tag = static_cast<uint32_t>(h & 0xF) << 28;  // low bits: the slot uses the high ones
    size_t i = slotFor(h, slotCount_);
    for (;; i = (i + 1 == slotCount_) ? 0 : i + 1) {
      uint32_t slot = slots_[i];
      if (slot == kEmpty) break;
      if ((slot & kTagMask) == tag && stateOf(slot & kIdMask) == state) {
        inserted = false;
        return slot & kIdMask;
      }
    }
    inserted = true;
    if (size_ >= kMaxNodes) return kFull;
    uint32_t id = static_cast<uint32_t>(size_);
    if ((id & kBlockMask) == 0) {
      // Uninitialised (no memset), and checked: nodes are plain data.
      Block* block = static_cast<Block*>(std::malloc(sizeof(Block)));
      if (!block) {
        allocationFailed_ = true;
        return kFull;
      }
      blocks_.emplace_back(block);
      bytes_ += sizeof(Block);
    }
    ++size_;
    Block& block = *blocks_[id >> kBlockBits];
    block.states[id & kBlockMask] = state;
    block.infos[id & kBlockMask] = info;
    slots_[i] = id | tag;
    return id;
  }

  // A hint that a state with hash `h` will be looked up soon: its first index slot is fetched
  // into the cache. Once the index outgrows the caches (a breadth-first search's hundreds of
  // thousands of nodes), that slot is a cache miss per lookup; asking for all of a node's
  // children first lets those misses overlap instead of following one another. Changes nothing.
  void prefetch(uint64_t h) const { __builtin_prefetch(slots_.get() + slotFor(h, slotCount_)); }

  // The index no longer fits the caches (over kCachedSlots slots): its lookups miss, and
  // prefetch() pays.
  bool outgrowsCaches() const { return slotCount_ > kCachedSlots; }

  // The id of a stored state, or kFull if absent.
  uint32_t find(const State& state) const {
    if (slotCount_ == 0) return kFull;
    uint64_t h = hashState<K>(state);
    uint32_t tag = static_cast<uint32_t>(h & 0xF) << 28;  // low bits: the slot uses the high ones
    for (size_t i = slotFor(h, slotCount_);; i = (i + 1 == slotCount_) ? 0 : i + 1) {
      uint32_t slot = slots_[i];
      if (slot == kEmpty) return kFull;
      if ((slot & kTagMask) == tag && stateOf(slot & kIdMask) == state) return slot & kIdMask;
    }
  }

  const State& stateOf(uint32_t id) const {
    return blocks_[id >> kBlockBits]->states[id & kBlockMask];
  }
  NodeInfo& info(uint32_t id) { return blocks_[id >> kBlockBits]->infos[id & kBlockMask]; }
  const NodeInfo& info(uint32_t id) const {
    return blocks_[id >> kBlockBits]->infos[id & kBlockMask];
  }
  size_t size() const { return size_; }
  // An insertion returned kFull because memory could not be had (not because ids ran out).
  bool allocationFailed() const { return allocationFailed_; }
  // 64-bit: in wasm size_t is 32 bits, and a budget near 4 GB must not wrap.
  uint64_t bytes() const { return bytes_; }
  // Extra bytes the next insertions may need at once: a new block and, while growing, the
  // larger index beside the old one. Budgets keep this in reserve so growth never overshoots.
  uint64_t reserveBytes() const { return reserveBytes_; }
  void clear() {
    blocks_.clear();
    resetSlots();
    size_ = 0;
    allocationFailed_ = false;
  }

  static constexpr uint32_t kFull = 0xFFFFFFFFu;

 private:
  static constexpr uint32_t kEmpty = 0xFFFFFFFFu;
  static constexpr uint32_t kIdMask = (1u << 28) - 1;
  static constexpr uint32_t kTagMask = ~kIdMask;
  static constexpr int kBlockBits = 14;
  static constexpr uint32_t kBlockMask = (1u << kBlockBits) - 1;

  struct Block {
    State states[1u << kBlockBits];
    NodeInfo infos[1u << kBlockBits];
  };

  struct Free {
    void operator()(void* p) const { std::free(p); }
  };

  // Maps a hash onto [0, n) without a power-of-two size (Lemire's multiply-shift on the high
  // 32 bits; an index never reaches 2^32 slots).
  static size_t slotFor(uint64_t h, size_t n) {
    return static_cast<size_t>(((h >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

  static std::unique_ptr<uint32_t[], Free> emptySlots(size_t count) {
    if (uint64_t{count} * sizeof(uint32_t) > SIZE_MAX) return nullptr;  // wasm: 32-bit size_t
    std::unique_ptr<uint32_t[], Free> slots(
        static_cast<uint32_t*>(std::malloc(count * sizeof(uint32_t))));
    // kEmpty is all ones: one memset, not a store per slot (this fill is most of a small
    // search's start-up and of every growth).
    if (slots) std::memset(slots.get(), 0xFF, count * sizeof(uint32_t));
    return slots;
  }

  // The first index is tiny; if even that cannot be had, every insertion reports kFull.
  void resetSlots() {
    slots_ = emptySlots(kFirstSlots);
    setSlotCount(slots_ ? kFirstSlots : 0);
  }

  // The index's size and what follows from it, worked out here rather than on every insertion
  // or expansion: the size at which the index grows, and the byte counts.
  void setSlotCount(size_t count) {
    slotCount_ = count;
    bytes_ = uint64_t{blocks_.size()} * sizeof(Block) + uint64_t{count} * sizeof(uint32_t);
    // Grows when an insertion would fill it over 3/8 while small, over 3/4 beyond
    // kDoublingSlots: (size + 1) * 8 > count * 3 is size >= floor(count * 3 / 8). Linear
    // probing's clusters lengthen fast past half full; on the small boards' searches, whose
    // index is a few hundred kilobytes at most, the shorter probes made A* and breadth-first
    // search 10-15% faster. Large searches keep the denser index: there its bytes count.
    growAt_ = count < kDoublingSlots ? uint64_t{count} * 3 / 8 : uint64_t{count} * 3 / 4;
    reserveBytes_ = sizeof(Block) + uint64_t{grownSlotCount()} * sizeof(uint32_t);
  }

  // The index's next size: quadrupled while small, then doubled (an 8-puzzle's whole space is
  // 181,440 nodes, and each growth rehashes everything: a breadth-first search of a deep
  // 8-puzzle spent a tenth of its time growing by doubling), by half beyond kDoublingSlots,
  // where the larger index beside the old one during growth weighs on a memory budget.
  size_t grownSlotCount() const {
    return slotCount_ < kQuadruplingSlots ? slotCount_ * 4
           : slotCount_ < kDoublingSlots  ? slotCount_ * 2
                                          : slotCount_ + slotCount_ / 2;
  }

  // False (the table unchanged) when the larger index cannot be allocated. The nodes are
  // re-inserted in id order, reading their blocks front to back, rather than by following the
  // old slots into the blocks at random.
  bool grow() {
    const size_t count = grownSlotCount();
    if (count <= slotCount_) return false;
    std::unique_ptr<uint32_t[], Free> slots = emptySlots(count);
    if (!slots) return false;
    slots_.swap(slots);
    setSlotCount(count);
    // The slots are written at random: each is asked for kAhead nodes early, so the misses
    // overlap (the blocks themselves are read in order).
    constexpr uint32_t kAhead = 8;
    for (uint32_t id = 0; id < size_; ++id) {
      if (id + kAhead < size_) prefetch(hashState<K>(stateOf(id + kAhead)));
      const uint64_t h = hashState<K>(stateOf(id));
      size_t i = slotFor(h, slotCount_);
      while (slots_[i] != kEmpty) i = (i + 1 == slotCount_) ? 0 : i + 1;
      slots_[i] = id | static_cast<uint32_t>(h & 0xF) << 28;
    }
    return true;
  }

  // 8,192 slots (32 KB): most 8-puzzle searches (a few thousand nodes) then never grow the index,
  // and rehashing was a sixth of their time.
  static constexpr size_t kFirstSlots = 8192;
  static constexpr size_t kQuadruplingSlots = size_t{1} << 18;
  static constexpr size_t kDoublingSlots = size_t{1} << 20;
  // 256 KB of index: a core's L2 cache, roughly (the blocks it points into are larger still).
  static constexpr size_t kCachedSlots = size_t{1} << 16;
  std::vector<std::unique_ptr<Block, Free>> blocks_;
  std::unique_ptr<uint32_t[], Free> slots_;
  size_t slotCount_ = 0;
  uint64_t growAt_ = 0;        // size at which the next insertion grows the index
  uint64_t bytes_ = 0;         // bytes(): the blocks and the index
  uint64_t reserveBytes_ = 0;  // reserveBytes(), for the current index size
  size_t size_ = 0;
  bool allocationFailed_ = false;
};

}  // namespace npuzzle

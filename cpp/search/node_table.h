#pragma once
// One hash table for A*'s open and closed sets. A node is its packed state plus one 32-bit word:
// g, the direction of the move that reached it, and a closed bit. The parent is not stored — it is
// the state with that move undone — so a 4x4 node costs 8 + 4 bytes plus its index slot.
//
// Nodes live in fixed-size blocks (no reallocation, no capacity slack); the index is an
// open-addressing array of 32-bit slots, node id in the low 28 bits and 4 hash bits on top so
// most probes are settled without touching the node. It grows by half when 3/4 full.

#include <cstdint>
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

  NodeTable() { slots_.assign(1024, kEmpty); }

  // The node's id, inserting it with `info` if absent; `inserted` says which. Returns kFull when
  // no more nodes fit the id space.
  uint32_t findOrInsert(const State& state, NodeInfo info, bool& inserted) {
    if ((size_ + 1) * 4 > slots_.size() * 3) grow();
    uint64_t h = hashState<K>(state);
    uint32_t tag = static_cast<uint32_t>(h & 0xF) << 28;  // low bits: the slot uses the high ones
    size_t i = slotFor(h, slots_.size());
    for (;; i = (i + 1 == slots_.size()) ? 0 : i + 1) {
      uint32_t slot = slots_[i];
      if (slot == kEmpty) break;
      if ((slot & kTagMask) == tag && stateOf(slot & kIdMask) == state) {
        inserted = false;
        return slot & kIdMask;
      }
    }
    inserted = true;
    if (size_ >= kMaxNodes) return kFull;
    uint32_t id = static_cast<uint32_t>(size_++);
    if ((id & kBlockMask) == 0) blocks_.emplace_back(new Block);  // uninitialised: no memset
    Block& block = *blocks_[id >> kBlockBits];
    block.states[id & kBlockMask] = state;
    block.infos[id & kBlockMask] = info;
    slots_[i] = id | tag;
    return id;
  }

  // The id of a stored state, or kFull if absent.
  uint32_t find(const State& state) const {
    uint64_t h = hashState<K>(state);
    uint32_t tag = static_cast<uint32_t>(h & 0xF) << 28;  // low bits: the slot uses the high ones
    for (size_t i = slotFor(h, slots_.size());; i = (i + 1 == slots_.size()) ? 0 : i + 1) {
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
  size_t bytes() const { return blocks_.size() * sizeof(Block) + slots_.size() * sizeof(uint32_t); }
  // Extra bytes the next insertions may need at once: a new block and, while growing, the
  // larger index beside the old one. Budgets keep this in reserve so growth never overshoots.
  size_t reserveBytes() const { return sizeof(Block) + (slots_.size() * 3 / 2) * sizeof(uint32_t); }
  void clear() {
    blocks_.clear();
    slots_.assign(1024, kEmpty);
    size_ = 0;
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

  // Maps a hash onto [0, n) without a power-of-two size (Lemire's multiply-shift on the high
  // 32 bits; an index never reaches 2^32 slots).
  static size_t slotFor(uint64_t h, size_t n) {
    return static_cast<size_t>(((h >> 32) * static_cast<uint64_t>(n)) >> 32);
  }

  void grow() {
    std::vector<uint32_t> old(slots_.size() + slots_.size() / 2, kEmpty);
    old.swap(slots_);
    for (uint32_t slot : old) {
      if (slot == kEmpty) continue;
      size_t i = slotFor(hashState<K>(stateOf(slot & kIdMask)), slots_.size());
      while (slots_[i] != kEmpty) i = (i + 1 == slots_.size()) ? 0 : i + 1;
      slots_[i] = slot;
    }
  }

  std::vector<std::unique_ptr<Block>> blocks_;
  std::vector<uint32_t> slots_;
  size_t size_ = 0;
};

}  // namespace npuzzle

#include "large_boards/board_beam.h"

#include <algorithm>

#include "core/random_board.h"

namespace npuzzle {
namespace {

constexpr uint32_t kRoot = UINT32_MAX;
constexpr int16_t kNoCell = -1;  // the root's blank came from nowhere
// A placement a guide cannot finish (never met on a connected region) counts this much.
constexpr int kFarAway = 1 << 14;
// The key's unit: a move is worth 16, so that drift weights can be fractions of a move.
constexpr int kMove = 16;
// How many candidates ahead selectLayer() asks for a seen slot.
constexpr size_t kSeenAhead = 8;

}  // namespace

ZobristKeys::ZobristKeys(int cells) : cells_(cells), keys_(static_cast<size_t>(cells) * cells) {
  Random random(0x5eed2b0a4d);
  for (uint64_t& key : keys_) key = random.next();
}

uint64_t ZobristKeys::of(const uint8_t* tiles) const {
  uint64_t hash = 0;
  for (int c = 0; c < cells_; ++c) hash ^= (*this)(c, tiles[c]);
  return hash;
}

BoardBeam::BoardBeam(const SearchProblem& problem, const Heuristic& h, const ZobristKeys& keys,
                     const std::vector<char>& walls, std::vector<Guide> guides,
                     std::vector<int> drift, Config config, const std::vector<uint8_t>& start)
    : problem_(problem),
      h_(h),
      keys_(keys),
      walls_(walls),
      guides_(std::move(guides)),
      drift_(std::move(drift)),
      config_(config),
      cells_(problem.start.cells()),
      slotOf_(cells_, -1),
      goalCell_(cells_),
      start_(start) {
  for (int c = 0; c < cells_; ++c) goalCell_[problem.goal.tiles[c]] = c;
  for (const Guide& guide : guides_)
    for (int i = 0; i < guide.table->tracked(); ++i)
      if (slotOf_[guide.tiles[i]] < 0 && tracked_ < kMaxTracked)
        slotOf_[guide.tiles[i]] = static_cast<int8_t>(tracked_++);
  config_.width = std::max(config_.width, 1);

  // The root.
  tiles_ = start;
  positions_.assign(static_cast<size_t>(tracked_), 0);
  int blank = 0, driftSum = 0;
  for (int c = 0; c < cells_; ++c) {
    const int tile = start[c];
    if (tile == 0) blank = c;
    if (slotOf_[tile] >= 0)
      positions_[static_cast<size_t>(slotOf_[tile])] = static_cast<uint8_t>(c);
    if (tile != 0) driftSum += drift_[tile] * problem_.start.geometry.distance(c, goalCell_[tile]);
  }
  blank_ = {static_cast<uint8_t>(blank)};
  previous_ = {kNoCell};
  hValue_ = {h_.evaluate(start.data())};
  driftValue_ = {driftSum};
  guidedValue_ = {guides_.empty() ? 0 : guidedSum(positions_.data(), blank)};
  hash_ = {keys_.of(start.data())};
  size_ = 1;
  seen_.assign(size_t{1} << 14, 0);
  insertSeen(hash_[0]);
  layerStart_ = {0};
  trailParent_ = {kRoot};
  trailBlank_ = {static_cast<uint8_t>(blank)};
  bestProgress_ = guides_.empty() ? hValue_[0] : guidedValue_[0];
  if (bestProgress_ == 0) finish(Outcome::Reached, 0, 0);
}

int BoardBeam::guidedSum(const uint8_t* positions, int blank) const {
  int sum = 0;
  for (const Guide& guide : guides_) {
    uint8_t cells[PlacementDistances::kMaxTracked];
    for (int t = 0; t < guide.table->tracked(); ++t) cells[t] = positions[slotOf_[guide.tiles[t]]];
    const uint16_t d = guide.table->at(cells, blank);
    sum += d == PlacementDistances::kUnreachable ? kFarAway : d;
  }
  return sum;
}

// The seen boards are kept as 32-bit fingerprints (the hash's low half, which also picks the
// slot, so the table can grow without the whole hashes): half the memory of whole hashes, and a
// board wrongly taken for a seen one (about once in ten thousand boards on a 10x10's longest
// beams) is only a board not kept.
bool BoardBeam::insertSeen(uint64_t hash) {
  uint32_t fingerprint = static_cast<uint32_t>(hash);
  if (fingerprint == 0) fingerprint = 1;  // 0 marks an empty slot
  if ((seenCount_ + 1) * 2 > seen_.size()) {
    std::vector<uint32_t> old(seen_.size() * 2, 0);
    old.swap(seen_);
    seenCount_ = 0;
    for (uint32_t f : old)
      if (f != 0) insertSeen(f);
  }
  const size_t mask = seen_.size() - 1;
  for (size_t i = fingerprint & mask;; i = (i + 1) & mask) {
    if (seen_[i] == fingerprint) return false;
    if (seen_[i] == 0) {
      seen_[i] = fingerprint;
      ++seenCount_;
      return true;
    }
  }
}

// Asks the memory for the slot insertSeen(hash) will look at first (a hint only: the table may
// grow before then, and wasm has no such instruction).
void BoardBeam::prefetchSeen(uint64_t hash) const {
  __builtin_prefetch(seen_.data() + (static_cast<uint32_t>(hash) & (seen_.size() - 1)));
}

uint64_t BoardBeam::step(uint64_t budget) {
  uint64_t expanded = 0;
  do {
    if (outcome_ != Outcome::Running) break;
    expanded += size_;
    expandLayer();
    selectLayer();
  } while (expanded < budget);
  return expanded;
}

void BoardBeam::expandLayer() {
  candidates_.clear();
  const MoveTable& moves = problem_.moves;
  uint8_t positions[kMaxTracked];
  for (size_t i = 0; i < size_; ++i) {
    uint8_t* tiles = &tiles_[i * static_cast<size_t>(cells_)];
    const int blank = blank_[i];
    for (int m = 0; m < moves.count(blank); ++m) {
      const int from = moves.move(blank, m).from;
      if (from == previous_[i] || walls_[from]) continue;
      const int tile = tiles[from];
      Candidate c;
      c.parent = static_cast<uint32_t>(i);
      c.from = static_cast<uint8_t>(from);
      c.hash = hash_[i] ^ keys_(from, tile) ^ keys_(blank, 0) ^ keys_(blank, tile) ^ keys_(from, 0);
      c.guided = 0;
      if (!guides_.empty()) {
        std::copy_n(&positions_[i * static_cast<size_t>(tracked_)], tracked_, positions);
        if (slotOf_[tile] >= 0) positions[slotOf_[tile]] = static_cast<uint8_t>(blank);
        c.guided = guidedSum(positions, from);
      }
      std::swap(tiles[from], tiles[blank]);
      c.h = h_.afterMove(tiles, hValue_[i], tile, from, blank);
      std::swap(tiles[from], tiles[blank]);
      const Geometry& g = problem_.start.geometry;
      c.drift = driftValue_[i] + drift_[tile] * (g.distance(blank, goalCell_[tile]) -
                                                 g.distance(from, goalCell_[tile]));
      c.key = int64_t{kMove} * (c.h + c.guided) + c.drift;
      candidates_.push_back(c);
    }
  }
  generated_ += candidates_.size();
}

void BoardBeam::selectLayer() {
  const size_t width = static_cast<size_t>(config_.width);
  // A total order: one board reached from two parents ties on key and hash, and std::sort and
  // std::nth_element leave equals in an order each standard library chooses for itself
  // (libstdc++ natively, libc++ in the wasm build). Left to them, the CLI and the page kept
  // different parents, so different paths: an 8x8 of `npuzzle random --seed 8` came out 513
  // moves in the page and 523 in the CLI. The better-ranked parent (the lower index) wins.
  auto better = [](const Candidate& a, const Candidate& b) {
    if (a.key != b.key) return a.key < b.key;
    if (a.hash != b.hash) return a.hash < b.hash;
    return a.parent != b.parent ? a.parent < b.parent : a.from < b.from;
  };
  // Sorting only the front: most layers fill the beam from the best few more than `width`.
  size_t sorted = std::min(candidates_.size(), width + width / 4 + 16);
  if (sorted < candidates_.size())
    std::nth_element(candidates_.begin(), candidates_.begin() + static_cast<ptrdiff_t>(sorted),
                     candidates_.end(), better);
  std::sort(candidates_.begin(), candidates_.begin() + static_cast<ptrdiff_t>(sorted), better);

  Layer& next = next_;
  next.clear();
  const size_t cells = static_cast<size_t>(cells_), tracked = static_cast<size_t>(tracked_);
  const size_t base = trailParent_.size();
  size_t accepted = 0;
  bool reached = false;
  for (size_t k = 0; k < candidates_.size() && accepted < width && !reached; ++k) {
    if (k == sorted) {  // duplicates used up the sorted front: sort the rest too
      std::sort(candidates_.begin() + static_cast<ptrdiff_t>(sorted), candidates_.end(), better);
      sorted = candidates_.size();
    }
    // The seen set outgrows the caches on long beams: ask for a later candidate's slot now, so
    // that its miss overlaps this one's work (the candidates' order is known by now).
    if (k + kSeenAhead < sorted) prefetchSeen(candidates_[k + kSeenAhead].hash);
    const Candidate& c = candidates_[k];
    if (!insertSeen(c.hash)) continue;
    const size_t parent = c.parent;
    next.tiles.insert(next.tiles.end(), &tiles_[parent * cells], &tiles_[parent * cells] + cells);
    uint8_t* board = &next.tiles[accepted * cells];
    const int tile = board[c.from];
    std::swap(board[c.from], board[blank_[parent]]);
    // data(), not [ ]: with no guides nothing is tracked and the vector is empty.
    const uint8_t* tracks = positions_.data() + parent * tracked;
    next.positions.insert(next.positions.end(), tracks, tracks + tracked);
    if (slotOf_[tile] >= 0)
      next.positions[accepted * tracked + static_cast<size_t>(slotOf_[tile])] = blank_[parent];
    next.blank.push_back(c.from);
    next.previous.push_back(blank_[parent]);
    next.hValue.push_back(c.h);
    next.driftValue.push_back(c.drift);
    next.guidedValue.push_back(c.guided);
    next.hash.push_back(c.hash);
    trailParent_.push_back(c.parent);
    trailBlank_.push_back(c.from);
    reached = guides_.empty() ? c.h == 0 : c.guided == 0;
    ++accepted;
  }
  layerStart_.push_back(base);
  tiles_.swap(next.tiles);
  positions_.swap(next.positions);
  blank_.swap(next.blank);
  previous_.swap(next.previous);
  hValue_.swap(next.hValue);
  driftValue_.swap(next.driftValue);
  guidedValue_.swap(next.guidedValue);
  hash_.swap(next.hash);
  size_ = accepted;
  next.tiles.reserve(width * cells);
  const size_t layer = layerStart_.size() - 1;
  if (reached) return finish(Outcome::Reached, layer, static_cast<uint32_t>(accepted - 1));
  for (size_t i = 0; i < size_; ++i) {
    const int progress = guides_.empty() ? hValue_[i] : guidedValue_[i];
    if (progress < bestProgress_) {
      bestProgress_ = progress;
      bestLayer_ = layer;
      bestIndex_ = static_cast<uint32_t>(i);
    }
  }
  if (size_ == 0 || layer - bestLayer_ > static_cast<size_t>(config_.stallLayers))
    finish(Outcome::Stalled, bestLayer_, bestIndex_);
}

void BoardBeam::finish(Outcome outcome, size_t layer, uint32_t index) {
  outcome_ = outcome;
  resultLayer_ = layer;
  resultIndex_ = index;
  result_ = start_;
  int blank = static_cast<int>(std::find(result_.begin(), result_.end(), 0) - result_.begin());
  for (int next : blankPath()) {
    std::swap(result_[static_cast<size_t>(blank)], result_[static_cast<size_t>(next)]);
    blank = next;
  }
}

std::vector<int> BoardBeam::blankPath() const {
  std::vector<int> path;
  if (outcome_ == Outcome::Running) return path;
  size_t at = layerStart_[resultLayer_] + resultIndex_;
  for (size_t layer = resultLayer_; layer > 0; --layer) {
    path.push_back(trailBlank_[at]);
    at = layerStart_[layer - 1] + trailParent_[at];
  }
  std::reverse(path.begin(), path.end());
  return path;
}

uint64_t BoardBeam::bytes() const {
  const uint64_t layer = tiles_.capacity() + positions_.capacity() + blank_.capacity() * 3 +
                         (hValue_.capacity() * 3) * sizeof(int) +
                         hash_.capacity() * sizeof(uint64_t);
  // The next layer's buffers are as large as the current one's.
  return 2 * layer + candidates_.capacity() * sizeof(Candidate) +
         trailParent_.capacity() * sizeof(uint32_t) + trailBlank_.capacity() +
         layerStart_.capacity() * sizeof(size_t) + seen_.capacity() * sizeof(uint32_t);
}

}  // namespace npuzzle

#include "large_boards/placement_table_cache.h"

namespace npuzzle {

std::shared_ptr<const PlacementDistances> PlacementTableCache::find(
    const std::vector<char>& walls, const std::vector<int>& targets) const {
  for (const Entry& entry : entries_)
    if (entry.targets == targets && entry.walls == walls) return entry.table;
  return nullptr;
}

bool PlacementTableCache::holds(const PlacementDistances* table) const {
  for (const Entry& entry : entries_)
    if (entry.table.get() == table) return true;
  return false;
}

void PlacementTableCache::keep(const std::vector<char>& walls, const std::vector<int>& targets,
                               std::shared_ptr<const PlacementDistances> table) {
  if (!table || !table->built() || find(walls, targets)) return;
  const uint64_t bytes = table->bytes();
  if (bytes > kMaxTableBytes || bytes_ + bytes > maxBytes_) return;
  bytes_ += bytes;
  entries_.push_back(Entry{walls, targets, std::move(table)});
}

}  // namespace npuzzle

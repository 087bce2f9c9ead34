#include "pdb/pattern_database_cache.h"

#include <algorithm>

#include "pdb/pattern_database_verification.h"

namespace npuzzle {
namespace {

struct CanonicalRequest {
  GridSymmetry toCanonical;
  int blankCell;
  std::vector<uint8_t> pattern;  // sorted
};

CanonicalRequest canonicalRequest(Geometry g, int blankCell, const std::vector<uint8_t>& pattern) {
  CanonicalRequest best{GridSymmetry{}, -1, {}};
  for (const GridSymmetry& s : gridSymmetries(g)) {
    std::vector<uint8_t> image;
    for (uint8_t c : pattern) image.push_back(static_cast<uint8_t>(s(c)));
    std::sort(image.begin(), image.end());
    int blank = s(blankCell);
    if (best.blankCell < 0 || blank < best.blankCell ||
        (blank == best.blankCell && image < best.pattern))
      best = CanonicalRequest{s, blank, std::move(image)};
  }
  return best;
}

std::string keyOf(Geometry g, int blankCell, const std::vector<uint8_t>& pattern) {
  std::string key = g.name() + "/" + std::to_string(blankCell) + "/";
  for (uint8_t c : pattern) key += std::to_string(c) + ",";
  return key;
}

std::string keyOf(const PatternProjection& p) {
  return keyOf(p.geometry(), p.blankCell(), p.patternCells());
}

}  // namespace

Expected<PatternProjection> PatternDatabaseCache::canonicalProjection(
    Geometry geometry, int blankCell, const std::vector<uint8_t>& pattern) {
  if (geometry.cells() > kMaxCells || blankCell < 0 || blankCell >= geometry.cells())
    return Error{"pattern database: bad board size or blank cell"};
  for (uint8_t c : pattern)
    if (c >= geometry.cells()) return Error{"pattern database: pattern cell off the board"};
  CanonicalRequest canonical = canonicalRequest(geometry, blankCell, pattern);
  return PatternProjection::create(geometry, canonical.blankCell, canonical.pattern);
}

bool PatternDatabaseCache::holds(const PatternProjection& p) const {
  return databases_.count(keyOf(p)) > 0;
}

Expected<std::shared_ptr<const PatternDatabase>> PatternDatabaseCache::prepare(
    const PatternProjection& projection, const PatternDatabase::Progress& progress) {
  const std::string key = keyOf(projection);
  auto found = databases_.find(key);
  if (found != databases_.end()) return found->second;
  // Only tables that can be verified are kept in the store; a stored one that is not the table
  // this solver builds (damaged, or forged with its checksum recomputed) is built again here and
  // the stored copy replaced, so no search runs on an unverified table.
  const EntryEncoding encoding =
      buildEncoding_.value_or(PatternDatabase::entryEncoding(projection));
  const bool keep = store_ != nullptr && canVerifyPatternDatabase(projection) &&
                    encoding == PatternDatabase::entryEncoding(projection);
  std::shared_ptr<const PatternDatabase> database = keep ? store_->load(projection) : nullptr;
  if (database && (keyOf(database->projection()) != key || !verifyPatternDatabase(*database)))
    database = nullptr;
  if (!database) {
    auto built = PatternDatabase::build(projection, progress, encoding);
    if (!built) return Error{built.error()};
    database = std::make_shared<const PatternDatabase>(std::move(built.value()));
    if (keep) store_->save(*database);
  }
  databases_.emplace(key, database);
  return database;
}

Expected<PatternDatabaseCache::Entry> PatternDatabaseCache::get(
    Geometry geometry, int blankCell, const std::vector<uint8_t>& pattern,
    const PatternDatabase::Progress& progress) {
  auto projection = canonicalProjection(geometry, blankCell, pattern);
  if (!projection) return Error{projection.error()};
  const bool held = holds(*projection);
  auto database = prepare(*projection, progress);
  if (!database) return Error{database.error()};
  const bool built = !held && (*database)->buildStats().ms > 0;
  return Entry{*database, canonicalRequest(geometry, blankCell, pattern).toCanonical, built};
}

Expected<bool> PatternDatabaseCache::add(std::shared_ptr<const PatternDatabase> database) {
  const PatternProjection& p = database->projection();
  CanonicalRequest canonical = canonicalRequest(p.geometry(), p.blankCell(), p.patternCells());
  if (canonical.blankCell != p.blankCell() || canonical.pattern != p.patternCells())
    return message("database-not-canonical");
  auto verified = verifyPatternDatabase(*database);
  if (!verified) return verified.failure();  // with its message id, for the page's language
  databases_[keyOf(p)] = std::move(database);
  return true;
}

std::vector<std::shared_ptr<const PatternDatabase>> PatternDatabaseCache::databases() const {
  std::vector<std::shared_ptr<const PatternDatabase>> out;
  for (const auto& entry : databases_) out.push_back(entry.second);
  return out;
}

uint64_t PatternDatabaseCache::tableBytes() const {
  uint64_t bytes = 0;
  for (const auto& entry : databases_) bytes += entry.second->tableBytes();
  return bytes;
}

PatternDatabaseCache& PatternDatabaseCache::shared() {
  static PatternDatabaseCache cache;
  return cache;
}

}  // namespace npuzzle

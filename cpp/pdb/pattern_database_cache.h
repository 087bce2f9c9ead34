#pragma once
// Pattern databases built once per process and shared by every heuristic and search that needs
// them. A request — board size, the blank's goal cell, a pattern of goal cells — is first carried
// by a grid symmetry to a canonical form: the blank at the smallest cell of its orbit, then the
// pattern's smallest sorted image among the symmetries that keep the blank there. So blank-first
// and blank-last (a half turn apart) share every table, and on a square board a pattern and its
// mirror image about the diagonal through the blank share one.
//
// Not thread-safe: one cache per thread (the wasm build has one thread; the CLI too).

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/expected.h"
#include "pdb/grid_symmetry.h"
#include "pdb/pattern_database.h"

namespace npuzzle {

// Where built databases can outlive the process (files for the CLI). Optional; failures are
// silent, since the database can always be built again. The cache asks it only for tables it can
// verify (pattern_database_verification.h) and verifies what it returns.
class PatternDatabaseStore {
 public:
  virtual ~PatternDatabaseStore() = default;
  // The stored database for this canonical projection, or null.
  virtual std::shared_ptr<const PatternDatabase> load(const PatternProjection& projection) = 0;
  virtual void save(const PatternDatabase& database) = 0;
  // Why a database saved now would not be kept (its directory cannot be written, the last save
  // failed), or nothing: a front end says so rather than promising to keep what it builds.
  virtual std::optional<std::string> whyNotKept() { return std::nullopt; }
};

class PatternDatabaseCache {
 public:
  struct Entry {
    std::shared_ptr<const PatternDatabase> database;
    // From the request's cells to the database's: a tile whose goal is request cell g is the
    // database's tile of goal toDatabase(g), and a cell c of the board is its cell toDatabase(c).
    GridSymmetry toDatabase;
    bool built = false;  // built by this call (else it was already here)
  };

  // The database for the request, built now if no symmetric one is held.
  Expected<Entry> get(Geometry geometry, int blankCell, const std::vector<uint8_t>& pattern,
                      const PatternDatabase::Progress& progress = nullptr);
  // The projection of the database that serves the request (what get() would build).
  static Expected<PatternProjection> canonicalProjection(Geometry geometry, int blankCell,
                                                         const std::vector<uint8_t>& pattern);
  bool holds(const PatternProjection& canonical) const;
  // Builds (or loads from the store and verifies) the database of a canonical projection.
  Expected<std::shared_ptr<const PatternDatabase>> prepare(
      const PatternProjection& canonical, const PatternDatabase::Progress& progress = nullptr);
  // Adds a database read from a file or fetched; it must be in canonical form (as built here)
  // and pass verifyPatternDatabase(), else it is refused with the reason.
  Expected<bool> add(std::shared_ptr<const PatternDatabase> database);

  std::vector<std::shared_ptr<const PatternDatabase>> databases() const;
  uint64_t tableBytes() const;
  void clear() { databases_.clear(); }
  // Consulted before building and given every database built; null for none. Not owned.
  void setStore(PatternDatabaseStore* store) { store_ = store; }
  bool hasStore() const { return store_ != nullptr; }
  PatternDatabaseStore* store() const { return store_; }

  // For tests: build every table in this encoding rather than its projection's (such tables are
  // never stored). The nibble lookups can then be checked against byte tables on small boards.
  void setBuildEncoding(std::optional<EntryEncoding> encoding) { buildEncoding_ = encoding; }

  // The process's cache, used by the "pdb" heuristic.
  static PatternDatabaseCache& shared();

 private:
  std::map<std::string, std::shared_ptr<const PatternDatabase>> databases_;
  PatternDatabaseStore* store_ = nullptr;
  std::optional<EntryEncoding> buildEncoding_;
};

}  // namespace npuzzle

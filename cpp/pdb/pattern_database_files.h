#pragma once
// Pattern databases kept as files between runs of the CLI, so only the first 15-puzzle solve on
// a machine pays for building them (about 3 s for 6-6-3). The directory is $NPUZZLE_PDB_DIR, else
// $XDG_CACHE_HOME/npuzzle-lab, else ~/.cache/npuzzle-lab; NPUZZLE_PDB_DIR=off turns it off.
//
// The directory may hold anything — a symlink planted by another user of a shared cache
// directory, a directory or a FIFO named like a database, a link to /dev/zero — so the files are
// handled with POSIX calls, not streams, and nothing in it is trusted:
// - reading opens the file with O_NOFOLLOW | O_NONBLOCK (a link is refused, a FIFO does not
//   block), accepts only a regular file whose size is exactly the database's, and reads that
//   many bytes; the format's checks (its checksum left to the digest) and the cache's SHA-256
//   verification (pattern_database_verification.h) follow, so a damaged or forged file is
//   rebuilt;
// - writing creates a new temporary file with an unpredictable name, O_CREAT | O_EXCL |
//   O_NOFOLLOW and mode 0600 (never an existing file or a link's target), and renames it over
//   the database's name (atomic: a reader sees the old file or the whole new one; a link of that
//   name is replaced, its target untouched).
// Every failure is harmless: the database is built again. The CLI still tells the truth about it
// (whyNotKept): "kept for later runs" only where a file can be written. The bench reads the
// CLI's largest tables back the same way. Native only (POSIX, in the npuzzle_cli library, never
// in the page's module); the page keeps its databases in IndexedDB
// (web/worker/pattern-database-store.js).

#include <filesystem>
#include <optional>
#include <string>

#include "pdb/pattern_database_cache.h"

namespace npuzzle {

class PatternDatabaseFiles final : public PatternDatabaseStore {
 public:
  explicit PatternDatabaseFiles(std::filesystem::path directory);
  // The directory the environment names, if any.
  static std::optional<std::filesystem::path> defaultDirectory();

  std::shared_ptr<const PatternDatabase> load(const PatternProjection& projection) override;
  void save(const PatternDatabase& database) override;
  // The last save's failure in this process, else whether a file can be created in the
  // directory now (created and removed again), with the system's reason when it cannot.
  std::optional<std::string> whyNotKept() override;

  std::filesystem::path fileFor(const PatternProjection& projection) const;

 private:
  std::filesystem::path directory_;
  std::optional<std::string> saveFailure_;
};

}  // namespace npuzzle

#pragma once
// Pattern databases kept as files between runs of the CLI, so only the first 15-puzzle solve on
// a machine pays for building them (about 3 s for 6-6-3). The directory is $NPUZZLE_PDB_DIR, else
// $XDG_CACHE_HOME/npuzzle-lab, else ~/.cache/npuzzle-lab; NPUZZLE_PDB_DIR=off turns it off.
// Files are the checksummed format of pattern_database_format.h, written to a temporary name and
// renamed, so a reader never sees half a file; a file that fails its checks is ignored.

#include <filesystem>
#include <optional>

#include "pdb/pattern_database_cache.h"

namespace npuzzle {

class PatternDatabaseFiles final : public PatternDatabaseStore {
 public:
  explicit PatternDatabaseFiles(std::filesystem::path directory);
  // The directory the environment names, if any.
  static std::optional<std::filesystem::path> defaultDirectory();

  std::shared_ptr<const PatternDatabase> load(const PatternProjection& projection) override;
  void save(const PatternDatabase& database) override;

  std::filesystem::path fileFor(const PatternProjection& projection) const;

 private:
  std::filesystem::path directory_;
};

}  // namespace npuzzle

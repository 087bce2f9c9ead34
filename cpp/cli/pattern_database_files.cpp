#include "cli/pattern_database_files.h"

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>

#include "pdb/pattern_database_format.h"

namespace npuzzle {

PatternDatabaseFiles::PatternDatabaseFiles(std::filesystem::path directory)
    : directory_(std::move(directory)) {}

std::optional<std::filesystem::path> PatternDatabaseFiles::defaultDirectory() {
  if (const char* dir = std::getenv("NPUZZLE_PDB_DIR"); dir && *dir) {
    if (std::string(dir) == "off") return std::nullopt;
    return std::filesystem::path(dir);
  }
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg)
    return std::filesystem::path(xdg) / "npuzzle-lab";
  if (const char* home = std::getenv("HOME"); home && *home)
    return std::filesystem::path(home) / ".cache" / "npuzzle-lab";
  return std::nullopt;
}

std::filesystem::path PatternDatabaseFiles::fileFor(const PatternProjection& p) const {
  return directory_ / (patternDatabaseName(p) + ".pdb");
}

std::shared_ptr<const PatternDatabase> PatternDatabaseFiles::load(
    const PatternProjection& projection) {
  std::ifstream in(fileFor(projection), std::ios::binary);
  if (!in) return nullptr;
  std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                             std::istreambuf_iterator<char>());
  auto database = deserializePatternDatabase(bytes.data(), bytes.size());
  if (!database) return nullptr;
  const PatternProjection& read = database->projection();
  if (read.geometry() != projection.geometry() || read.blankCell() != projection.blankCell() ||
      read.patternCells() != projection.patternCells())
    return nullptr;
  return std::make_shared<const PatternDatabase>(std::move(database.value()));
}

void PatternDatabaseFiles::save(const PatternDatabase& database) {
  std::error_code error;
  std::filesystem::create_directories(directory_, error);
  if (error) return;
  const std::filesystem::path file = fileFor(database.projection());
  std::filesystem::path temporary = file;
  temporary += ".tmp" + std::to_string(std::rand());
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out) return;
    const std::vector<uint8_t> bytes = serializePatternDatabase(database);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) {
      out.close();
      std::filesystem::remove(temporary, error);
      return;
    }
  }
  std::filesystem::rename(temporary, file, error);
  if (error) std::filesystem::remove(temporary, error);
}

}  // namespace npuzzle

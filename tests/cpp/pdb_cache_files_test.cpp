// The CLI's cache directory may hold anything (issue 10): a symlink planted at a database's name,
// a directory or a FIFO named like a database, a link to /dev/zero. Each is handled without an
// abort, a hang or an overwrite of another file: the database is built and the run goes on.

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <memory>
#include <string>
#include <thread>

#include "pdb/pattern_database_files.h"
#include "pdb/pattern_database_format.h"
#include "support/temp_directory.h"

using namespace npuzzle;
namespace fs = std::filesystem;

namespace {

// A cache directory of its own per test, and a small table that is kept (it has a digest): the
// 3x4 puzzle's 5-tile pattern.
struct CacheDirectory {
  fs::path dir = testing_support::freshTempDirectory("cache-test");
  PatternDatabaseFiles files{dir};
  PatternProjection projection =
      *PatternDatabaseCache::canonicalProjection(Geometry{3, 4}, 0, {7, 8, 9, 10, 11});
  fs::path file = files.fileFor(projection);

  CacheDirectory() {
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~CacheDirectory() {
    std::error_code ignored;
    fs::remove_all(dir, ignored);
  }
  // Names in the directory other than `file`.
  std::vector<std::string> others() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path() != file) names.push_back(entry.path().filename().string());
    return names;
  }
};

std::string contentOf(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

// Runs `action` on a thread of its own and reports whether it finished within a generous
// deadline, so a hang fails the test instead of stopping the suite. (A thread still blocked
// after the deadline is left behind: the process ends with the test.)
template <class Action>
bool finishesInTime(Action action) {
  auto done = std::make_shared<std::promise<void>>();
  std::future<void> finished = done->get_future();
  std::thread([done, action]() mutable {
    action();
    done->set_value();
  }).detach();
  return finished.wait_for(std::chrono::seconds(20)) == std::future_status::ready;
}

// A solve's path through the cache: load, and build and save when that fails.
void prepareThroughCache(CacheDirectory& cache) {
  PatternDatabaseCache databases;
  databases.setStore(&cache.files);
  auto db = databases.prepare(cache.projection);
  REQUIRE(db);
  CHECK((*db)->buildStats().ms > 0);  // built, not read from what stood there
}

}  // namespace

TEST_CASE("a database file round trips, is written with mode 0600 and leaves no temporary",
          "[pdb]") {
  CacheDirectory cache;
  prepareThroughCache(cache);
  struct stat info;
  REQUIRE(::lstat(cache.file.c_str(), &info) == 0);
  CHECK(S_ISREG(info.st_mode));
  CHECK((info.st_mode & 0777) == 0600);
  CHECK(cache.others().empty());
  auto loaded = cache.files.load(cache.projection);
  REQUIRE(loaded != nullptr);
  // The wrong size (a file cut short, or grown) is never read.
  fs::resize_file(cache.file, fs::file_size(cache.file) - 1);
  CHECK(cache.files.load(cache.projection) == nullptr);
}

TEST_CASE(
    "a symlink planted at a database's name is not followed, and its target keeps its "
    "content",
    "[pdb]") {
  CacheDirectory cache;
  const fs::path victim = cache.dir.parent_path() / (cache.dir.filename().string() + "-victim");
  { std::ofstream(victim) << "someone else's file"; }
  fs::create_symlink(victim, cache.file);
  CHECK(cache.files.load(cache.projection) == nullptr);
  prepareThroughCache(cache);
  CHECK(contentOf(victim) == "someone else's file");
  // The link itself was replaced by the database: a regular file that loads.
  CHECK(fs::is_regular_file(fs::symlink_status(cache.file)));
  CHECK(cache.files.load(cache.projection) != nullptr);
  CHECK(cache.others().empty());
  fs::remove(victim);
}

TEST_CASE("a symlink to a valid database file is not followed either", "[pdb]") {
  CacheDirectory cache;
  prepareThroughCache(cache);
  const fs::path real = cache.dir / "elsewhere.pdb";
  fs::rename(cache.file, real);
  fs::create_symlink(real, cache.file);
  CHECK(cache.files.load(cache.projection) == nullptr);
}

TEST_CASE(
    "a directory named like a database is neither read nor replaced, and no exception "
    "escapes",
    "[pdb]") {
  CacheDirectory cache;
  fs::create_directories(cache.file / "inside");
  CHECK(cache.files.load(cache.projection) == nullptr);
  prepareThroughCache(cache);  // the save fails quietly (rename onto a directory)
  CHECK(fs::is_directory(cache.file / "inside"));
  CHECK(cache.others().empty());  // no temporary left behind
}

TEST_CASE("a symlink to /dev/zero is not read", "[pdb]") {
  CacheDirectory cache;
  fs::create_symlink("/dev/zero", cache.file);
  std::shared_ptr<const PatternDatabase> loaded;
  REQUIRE(finishesInTime([&] { loaded = cache.files.load(cache.projection); }));
  CHECK(loaded == nullptr);
  REQUIRE(finishesInTime([&] { prepareThroughCache(cache); }));
  CHECK(cache.files.load(cache.projection) != nullptr);
}

TEST_CASE("a FIFO named like a database does not block, and is replaced by the database", "[pdb]") {
  CacheDirectory cache;
  REQUIRE(::mkfifo(cache.file.c_str(), 0600) == 0);
  std::shared_ptr<const PatternDatabase> loaded;
  const bool finished = finishesInTime([&] { loaded = cache.files.load(cache.projection); });
  if (!finished) {  // release the blocked reader before failing
    const int writer = ::open(cache.file.c_str(), O_WRONLY | O_NONBLOCK);
    if (writer >= 0) ::close(writer);
  }
  REQUIRE(finished);
  CHECK(loaded == nullptr);
  REQUIRE(finishesInTime([&] { prepareThroughCache(cache); }));
  CHECK(fs::is_regular_file(fs::symlink_status(cache.file)));
}

TEST_CASE("a cache directory that cannot be made is no error", "[pdb]") {
  CacheDirectory cache;
  const fs::path blocker = cache.dir / "a-file";
  { std::ofstream(blocker) << "not a directory"; }
  PatternDatabaseFiles files(blocker / "npuzzle-lab");
  PatternDatabaseCache databases;
  databases.setStore(&files);
  auto db = databases.prepare(cache.projection);
  REQUIRE(db);
  CHECK(contentOf(blocker) == "not a directory");
}

TEST_CASE("a nibble table's file is read back whole", "[pdb]") {
  // The 15-puzzle's 7-tile tables are kept in nibbles: a file half the size of its entries. Any
  // table of that projection will do here (the cache, not the store, checks the digest).
  const fs::path dir = testing_support::freshTempDirectory("cache-test-nibbles");
  fs::create_directories(dir);
  PatternDatabaseFiles files{dir};
  auto projection =
      PatternDatabaseCache::canonicalProjection(Geometry{4, 4}, 0, {1, 2, 3, 4, 5, 6, 7});
  REQUIRE(projection.ok());
  REQUIRE(PatternDatabase::entryEncoding(*projection) == EntryEncoding::Nibble);
  std::vector<uint8_t> table(PatternDatabase::tableBytesFor(*projection));
  for (size_t i = 0; i < table.size(); ++i) table[i] = static_cast<uint8_t>(i * 7);
  auto database = PatternDatabase::fromTable(*projection, table);
  REQUIRE(database.ok());
  files.save(*database);
  auto loaded = files.load(*projection);
  REQUIRE(loaded != nullptr);
  CHECK(loaded->encoding() == EntryEncoding::Nibble);
  CHECK(std::equal(loaded->table(), loaded->table() + loaded->tableBytes(), table.begin(),
                   table.end()));
  std::error_code ignored;
  fs::remove_all(dir, ignored);
}

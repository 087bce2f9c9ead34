#include "pdb/pattern_database_files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <system_error>
#include <vector>

#include "pdb/huge_pages.h"
#include "pdb/pattern_database_format.h"

namespace npuzzle {
namespace {

// Closes a descriptor when it goes out of scope.
class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  bool ok() const { return fd_ >= 0; }
  // Closes now, reporting whether the close succeeded (a write error can show up only here).
  bool close() {
    const int fd = fd_;
    fd_ = -1;
    return ::close(fd) == 0;
  }

 private:
  int fd_;
};

bool readFully(int fd, uint8_t* data, size_t size) {
  while (size > 0) {
    const ssize_t n = ::read(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;  // an error, or the file shrank under us
    data += n, size -= static_cast<size_t>(n);
  }
  return true;
}

bool writeFully(int fd, const uint8_t* data, size_t size) {
  while (size > 0) {
    const ssize_t n = ::write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n, size -= static_cast<size_t>(n);
  }
  return true;
}

// 64 random bits for a temporary name. O_EXCL already makes a guessed name harmless (the open
// fails instead of following a planted link), so the randomness only keeps another process from
// making every attempt fail; if the system has no random source, the clock and the process id.
uint64_t randomBits() {
  uint64_t bits =
      static_cast<uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) ^
      (static_cast<uint64_t>(::getpid()) << 40);
  try {
    std::random_device device;
    bits ^= (static_cast<uint64_t>(device()) << 32) ^ device();
  } catch (...) {  // no random source (std::random_device throws then): the clock alone
  }
  return bits;
}

std::string hex(uint64_t value) {
  static const char kHex[] = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, value >>= 4) out[i] = kHex[value & 15];
  return out;
}

// "cannot write to DIR: Permission denied", from errno.
std::string failure(const std::string& what, const std::filesystem::path& path, int error) {
  return "cannot " + what + " " + path.string() + ": " + std::strerror(error);
}

// A new file of an unpredictable name next to `file` (see save()), or -1 with errno set.
int createTemporary(const std::filesystem::path& file, std::filesystem::path& temporary) {
  int created = -1;
  for (int attempt = 0; attempt < 8 && created < 0; ++attempt) {
    temporary = file;
    temporary += ".tmp-" + hex(randomBits());
    created = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (created < 0 && errno != EEXIST) break;  // e.g. a read-only directory
  }
  return created;
}

}  // namespace

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
  const size_t expected = kPatternDatabaseFixedHeaderBytes +
                          static_cast<size_t>(projection.tiles()) +
                          PatternDatabase::tableBytesFor(projection);
  // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer for ever.
  FileDescriptor fd(
      ::open(fileFor(projection).c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC));
  if (!fd.ok()) return nullptr;  // missing, a symlink (ELOOP), unreadable: build instead
  struct stat info;
  if (::fstat(fd.get(), &info) != 0 || !S_ISREG(info.st_mode) ||
      static_cast<uint64_t>(info.st_size) != expected)
    return nullptr;  // a directory, FIFO or device, or the wrong size: never read
  // The memory is asked for 2 MB pages before it is first touched, so the table is read into
  // them; advised only once filled, the kernel would copy all of it again (with `largest`, a
  // third of the time a run took to read its tables).
  std::vector<uint8_t> bytes;
  bytes.reserve(expected);
  adviseHugePages(bytes.data(), expected);
  bytes.resize(expected);
  if (!readFully(fd.get(), bytes.data(), bytes.size())) return nullptr;
  // The cache holds what a store loads to its SHA-256 digest before any search sees it.
  auto database = deserializePatternDatabase(std::move(bytes), FileChecksum::LeftToDigest);
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
  if (error) {
    saveFailure_ = failure("create", directory_, error.value());
    return;
  }
  const std::filesystem::path file = fileFor(database.projection());
  std::filesystem::path temporary;
  const int created = createTemporary(file, temporary);
  if (created < 0) {  // e.g. a read-only directory: keep no file
    saveFailure_ = failure("write to", directory_, errno);
    return;
  }
  FileDescriptor fd(created);
  const std::vector<uint8_t> bytes = serializePatternDatabase(database);
  errno = 0;
  bool kept = writeFully(fd.get(), bytes.data(), bytes.size());
  int reason = errno;
  if (!fd.close() && kept) kept = false, reason = errno;
  // rename() replaces the name itself: a symlink of that name goes, its target is not touched; a
  // directory of that name stays (EISDIR) and the database is simply not kept.
  if (kept && ::rename(temporary.c_str(), file.c_str()) != 0) kept = false, reason = errno;
  if (kept) {
    saveFailure_.reset();
    return;
  }
  ::unlink(temporary.c_str());
  saveFailure_ = failure("write", file, reason != 0 ? reason : EIO);
}

std::optional<std::string> PatternDatabaseFiles::whyNotKept() {
  if (saveFailure_) return saveFailure_;
  std::error_code error;
  std::filesystem::create_directories(directory_, error);
  if (error) return failure("create", directory_, error.value());
  std::filesystem::path probe;
  const int created = createTemporary(directory_ / "write-probe", probe);
  if (created < 0) return failure("write to", directory_, errno);
  ::close(created);
  ::unlink(probe.c_str());
  return std::nullopt;
}

}  // namespace npuzzle

#include <fcntl.h>
#include <unistd.h>

#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "pdb/pattern_database_cache.h"
#include "pdb/pattern_database_files.h"

int main(int argc, char** argv) {
  // Started with standard output closed (`npuzzle ... >&-`): descriptor 1 is held by /dev/null
  // opened read-only, so every write to it fails (EBADF) and the run ends with exit code 4,
  // instead of the first file this run opens (a pattern database being saved) taking the number
  // and receiving the answers.
  if (::fcntl(STDOUT_FILENO, F_GETFD) == -1) {
    const int held = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (held >= 0 && held != STDOUT_FILENO) {
      ::dup2(held, STDOUT_FILENO);
      ::close(held);
    }
  }
  std::vector<std::string> args(argv + 1, argv + argc);
  // Databases built by one run serve the next ones (see pattern_database_files.h).
  std::unique_ptr<npuzzle::PatternDatabaseFiles> files;
  if (auto directory = npuzzle::PatternDatabaseFiles::defaultDirectory()) {
    files = std::make_unique<npuzzle::PatternDatabaseFiles>(*directory);
    npuzzle::PatternDatabaseCache::shared().setStore(files.get());
  }
  int status = npuzzle::runCli(args, std::cin, std::cout, std::cerr, isatty(STDERR_FILENO) == 1);
  npuzzle::PatternDatabaseCache::shared().setStore(nullptr);
  return status;
}

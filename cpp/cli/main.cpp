#include <unistd.h>

#include <iostream>
#include <memory>

#include "cli/cli.h"
#include "cli/pattern_database_files.h"
#include "pdb/pattern_database_cache.h"

int main(int argc, char** argv) {
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

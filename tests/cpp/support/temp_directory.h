#pragma once
// An empty directory of a test's own under the temporary folder. Named by the caller's purpose
// and a random number: in the wasm test build getpid() is always 42 and std::rand() starts from
// the same seed in every process, so two test processes run side by side (ctest -j) would share
// a directory named after either.

#include <filesystem>
#include <random>
#include <string>

namespace testing_support {

inline std::filesystem::path freshTempDirectory(const std::string& purpose) {
  static std::random_device entropy;
  const auto dir =
      std::filesystem::temp_directory_path() /
      ("npuzzle-" + purpose + "-" + std::to_string(entropy()) + std::to_string(entropy()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace testing_support

#!/usr/bin/env bash
# Builds the native CLI/tests/benchmarks, the wasm module, the static site, and (for the tests)
# the Catch2 suite as wasm and under the sanitizers.
#   scripts/build.sh [native|wasm|dist|wasm-tests|wasm-bench|asan|all]   (default: all = native, wasm, dist)
#   scripts/build.sh asan TARGET...   those targets of the sanitizer tree (scripts/fuzz.sh: the fuzzers)
# Every target builds incrementally: cheap when already built. Nothing is written outside the
# repository's build folders (build/, web/wasm/, dist/).
# The build directories can be moved (e.g. by a second checkout's helper scripts) with
# NPUZZLE_NATIVE_BUILD, NPUZZLE_WASM_TEST_BUILD and NPUZZLE_ASAN_BUILD.
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
jobs=$(nproc 2>/dev/null || echo 2)
native_dir=${NPUZZLE_NATIVE_BUILD:-build/native}
wasm_test_dir=${NPUZZLE_WASM_TEST_BUILD:-build/wasm-tests}
asan_dir=${NPUZZLE_ASAN_BUILD:-build/asan}

# Debian's em++ finds its acorn only through NODE_PATH; emcmake's default emulator flags are
# rejected by node 20, so node itself is the emulator (docs/toolchain.md).
emscripten_env() {
  export NODE_PATH=/usr/share/nodejs
  emulator="$(command -v node)"
}

build_native() {
  # NPUZZLE_WASM_TEST_DIR: `ctest` in this directory also runs the wasm build of the suite once
  # it is built (build_wasm_tests); until then that part of ctest fails and says how to build it.
  cmake -S . -B "$native_dir" -DCMAKE_BUILD_TYPE=Release \
    -DNPUZZLE_WASM_TEST_DIR="$wasm_test_dir" >/dev/null
  cmake --build "$native_dir" -j"$jobs"
}

build_wasm() {
  emscripten_env
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$emulator" >/dev/null
  cmake --build build/wasm -j"$jobs"
}

# The benchmark workloads as wasm under Node (npm run bench only; out of `all`).
build_wasm_bench() {
  build_wasm
  cmake --build build/wasm -j"$jobs" --target npuzzle_bench_wasm
}

# The Catch2 suite compiled with em++ and run under Node by ctest (tests/cpp/CMakeLists.txt).
# Its own build directory: it builds the tests only, never the page's modules in web/wasm/.
build_wasm_tests() {
  emscripten_env
  emcmake cmake -S . -B "$wasm_test_dir" -DCMAKE_BUILD_TYPE=Release -DNPUZZLE_WASM_TESTS=ON \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$emulator" >/dev/null
  cmake --build "$wasm_test_dir" -j"$jobs" --target npuzzle_tests
}

# The suite and the CLI under AddressSanitizer + UndefinedBehaviorSanitizer, in one clang tree
# with the libFuzzer targets (scripts/fuzz.sh builds those here too): the core and the CLI code
# are compiled under the sanitizers once, for both (docs/toolchain.md, "CI time"). The fuzzers'
# coverage instrumentation of the core comes along into the suite; it costs the suite little and
# a second sanitizer build of the core cost minutes.
build_asan() {
  local targets=("$@")
  [ ${#targets[@]} -gt 0 ] || targets=(npuzzle_tests npuzzle)
  if ! command -v clang++ >/dev/null 2>&1; then
    echo "build: the sanitizer build needs clang++ (Debian: apt-get install clang libclang-rt-14-dev)" >&2
    exit 1
  fi
  # A tree configured by an older checkout with g++ cannot be switched over in place.
  if [ -f "$asan_dir/CMakeCache.txt" ] && ! grep -q '^CMAKE_CXX_COMPILER:.*clang++' "$asan_dir/CMakeCache.txt"; then
    rm -rf "$asan_dir/CMakeCache.txt" "$asan_dir/CMakeFiles"
  fi
  CC=clang CXX=clang++ cmake -S . -B "$asan_dir" -DNPUZZLE_SANITIZE=ON -DNPUZZLE_FUZZ=ON \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
  cmake --build "$asan_dir" -j"$jobs" --target "${targets[@]}"
}

case "$what" in
  native) build_native ;;
  wasm) build_wasm ;;
  dist) node scripts/build-dist.mjs ;;
  wasm-tests) build_wasm_tests ;;
  wasm-bench) build_wasm_bench ;;
  asan) build_asan "${@:2}" ;;
  all)
    build_native
    build_wasm
    node scripts/build-dist.mjs
    ;;
  *)
    echo "usage: scripts/build.sh [native|wasm|dist|wasm-tests|asan|all]" >&2
    exit 2
    ;;
esac

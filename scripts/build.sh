#!/usr/bin/env bash
# Builds the native CLI/tests/benchmarks, the wasm module and the static site.
#   scripts/build.sh [native|wasm|dist|all]   (default: all)
set -euo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
jobs=$(nproc 2>/dev/null || echo 2)

build_native() {
  cmake -S . -B build/native -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build/native -j"$jobs"
  # The 15-puzzle's pattern databases (6-6-3, about 4 s once) go into the CLI's cache directory
  # now (README: pattern databases), so that no solve pays for them later; instant once there.
  build/native/npuzzle solve --goal blank-first "1 0 2 3 4 5 6 7 8 9 10 11 12 13 14 15" >/dev/null
}

build_wasm() {
  # Debian's em++ finds its acorn only through NODE_PATH; emcmake's default emulator flags are
  # rejected by node 20 (TOOLCHAIN.md).
  export NODE_PATH=/usr/share/nodejs
  emcmake cmake -S . -B build/wasm -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CROSSCOMPILING_EMULATOR="$(command -v node)" >/dev/null
  cmake --build build/wasm -j"$jobs"
}

case "$what" in
  native) build_native ;;
  wasm) build_wasm ;;
  dist) node scripts/build-dist.mjs ;;
  all)
    build_native
    build_wasm
    node scripts/build-dist.mjs
    ;;
  *)
    echo "usage: scripts/build.sh [native|wasm|dist|all]" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# `npm test`: installs what is missing, builds everything, and runs every test:
# the Catch2 suite through ctest (Release, then ASan+UBSan), a bounded libFuzzer run of every
# fuzz target, the formatting check, the wasm module in Node, the page in Chromium, and the
# shared browser scenarios in Chromium, Firefox ESR and WebKitGTK.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)

section() { printf '\n== %s\n' "$*"; }

section "setup"
bash scripts/setup.sh

section "build (native, wasm, dist)"
bash scripts/build.sh all

section "C++ tests (Release, includes the 181,440-board sweeps)"
ctest --test-dir build/native --output-on-failure -j"$jobs"

section "C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer (sweeps left out)"
cmake -S . -B build/asan -DNPUZZLE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build/asan -j"$jobs" --target npuzzle_tests npuzzle
ctest --test-dir build/asan --output-on-failure -j"$jobs" -LE sweep

section "fuzzing: every libFuzzer target for a bounded time (ASan+UBSan; longer runs: scripts/fuzz.sh 1800)"
bash scripts/fuzz.sh "${NPUZZLE_FUZZ_SECONDS:-20}"

section "formatting"
bash scripts/format.sh --check

section "JS tests: the wasm module in Node, page logic"
node --test tests/js/

section "browser tests: Chromium against dist/ under a subpath"
node --test --test-concurrency=1 tests/e2e/

section "browser scenarios in every engine: Chromium, Firefox ESR, WebKitGTK"
bash scripts/test-browsers.sh

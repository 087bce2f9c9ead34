#!/usr/bin/env bash
# The tests, in tiers. Each tier installs and builds what it needs (cheap when already there), so
# any one runs on a fresh clone by itself:
#   scripts/test.sh               every tier in order (`npm test`)
#   scripts/test.sh TIER...       those tiers:
#     cpp        the Catch2 suite through ctest: native Release (sweeps included) and the same
#                suite compiled to wasm under Node (sweeps left out); the pattern databases are
#                built once per run by a CTest fixture               (npm run test:cpp)
#     asan       the Catch2 suite and the CLI under ASan + UBSan, sweeps and [long] samples left out (npm run test:asan)
#     fuzz       every libFuzzer target for NPUZZLE_FUZZ_SECONDS (default 20) each
#     format     clang-format and prettier check                     (npm run format:check)
#     typecheck  tsc over the page's JS against web/wasm/npuzzle.d.ts (npm run typecheck)
#     js         node:test: the wasm module in Node, page logic       (npm run test:js)
#     e2e        Chromium against dist/ (tests/e2e), then the shared browser scenarios in
#                Chromium, Firefox ESR and WebKitGTK (tests/browsers) (npm run test:e2e)
# Tests write only into build/: HOME and the XDG directories point there while they run, so the
# CLI's pattern-database cache, the browsers' profiles and caches stay out of the user's home.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=$(nproc 2>/dev/null || echo 2)
all_tiers=(cpp asan fuzz format typecheck js e2e)

# Each section says when it began, and how long the one before it took and how busy it kept the
# cores (from /proc/stat, every process on the machine counted), so a CI log shows where the time
# goes and whether a section waits or computes.
cpu_jiffies() { awk '/^cpu /{ print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9 }' /proc/stat 2>/dev/null || echo '0 0'; }
section_started=
section_busy=0
section_total=0
section() {
  local now busy total
  now=$(date +%s)
  read -r busy total < <(cpu_jiffies)
  if [ -n "$section_started" ] && [ "$total" -gt "$section_total" ]; then
    awk -v s=$((now - section_started)) -v b=$((busy - section_busy)) -v t=$((total - section_total)) \
      -v hz="$(getconf CLK_TCK)" -v cores="$jobs" 'BEGIN {
        printf "   (that took %d s, the cores %.0f%% busy: %.0f CPU-seconds on %d cores)\n", s, 100 * b / t, b / hz, cores }'
  fi
  section_started=$now section_busy=$busy section_total=$total
  printf '\n== %s [%s]\n' "$*" "$(date -u +%T)"
}

# Runs a test command with its home inside build/ (the setup and the builds keep the real one:
# npm's cache and a user's own Emscripten configuration live there).
in_test_home() {
  mkdir -p "$root/build/test-home/cache" "$root/build/test-home/config" "$root/build/test-home/data"
  HOME="$root/build/test-home" XDG_CACHE_HOME="$root/build/test-home/cache" \
    XDG_CONFIG_HOME="$root/build/test-home/config" XDG_DATA_HOME="$root/build/test-home/data" \
    "$@"
}

tier_cpp() {
  section "C++ tests: native Release (with the 181,440-board sweeps) and the same suite as wasm under Node"
  bash scripts/setup.sh --no-browser
  bash scripts/build.sh native
  bash scripts/build.sh wasm-tests
  in_test_home ctest --test-dir "${NPUZZLE_NATIVE_BUILD:-build/native}" --output-on-failure -j"$jobs"
}

tier_asan() {
  section "C++ tests under AddressSanitizer + UndefinedBehaviorSanitizer (sweeps and [long] samples left out)"
  bash scripts/setup.sh --no-browser
  bash scripts/build.sh asan
  in_test_home ctest --test-dir "${NPUZZLE_ASAN_BUILD:-build/asan}" --output-on-failure -j"$jobs" -LE sweep
}

tier_fuzz() {
  section "fuzzing: every libFuzzer target for a bounded time (ASan+UBSan; longer runs: scripts/fuzz.sh 1800)"
  bash scripts/setup.sh --no-browser
  in_test_home bash scripts/fuzz.sh "${NPUZZLE_FUZZ_SECONDS:-20}"
}

tier_format() {
  section "formatting"
  bash scripts/setup.sh --npm-only
  bash scripts/format.sh --check
}

tier_typecheck() {
  section "typecheck: the page's JS (// @ts-check) against the module's declarations"
  bash scripts/setup.sh --npm-only
  npx --no-install tsc --noEmit -p jsconfig.json
}

tier_js() {
  section "JS tests: the wasm module in Node (beside the native CLI), page logic"
  bash scripts/setup.sh --no-browser
  bash scripts/build.sh native
  bash scripts/build.sh wasm
  bash scripts/build.sh dist
  in_test_home node --test tests/js/
}

tier_e2e() {
  section "browser tests: Chromium against dist/ under a subpath"
  bash scripts/setup.sh
  bash scripts/build.sh wasm
  bash scripts/build.sh dist
  in_test_home node --test --test-concurrency=1 tests/e2e/
  section "browser scenarios in every engine: Chromium, Firefox ESR, WebKitGTK"
  in_test_home bash scripts/test-browsers.sh
}

tiers=("$@")
[ ${#tiers[@]} -gt 0 ] || tiers=("${all_tiers[@]}")
for tier in "${tiers[@]}"; do
  if [[ " ${all_tiers[*]} " != *" $tier "* ]]; then
    echo "test: unknown tier \"$tier\"; the tiers are: ${all_tiers[*]}" >&2
    exit 2
  fi
done

if [ $# -eq 0 ]; then
  # The whole run: install everything and build the site first, as `npm start` would.
  section "setup"
  bash scripts/setup.sh
  section "build (native, wasm, dist)"
  bash scripts/build.sh all
fi
for tier in "${tiers[@]}"; do
  "tier_$tier"
done
section "done"

#!/usr/bin/env bash
# The shared browser scenarios (tests/browsers/) in Chromium, Firefox ESR and WebKitGTK, against
# dist/ (build it first: `bash scripts/build.sh all`). Each engine starts what it needs itself —
# WebKit its own Xvfb and WebKitWebDriver — and stops it at the end of each test file.
#   scripts/test-browsers.sh                        every engine
#   NPUZZLE_ENGINES=firefox scripts/test-browsers.sh one engine (comma-separated list)
#   NPUZZLE_SCREENSHOTS=<dir> ...                    screenshots of the pages of failed scenarios
#
# With every engine on a machine of two or more cores, Firefox runs in one process and Chromium
# with WebKit in another, side by side: Firefox's scenarios take about as long as the other two
# engines' together (501 s against 247 + 270 s in one CI run). The two groups keep both cores
# busy: more at once only slows each file (measured 3 December: three files at a time ran each
# engine's files 1.6-2.3x as long; one queue of (engine, file) pairs two at a time took 20.0 min
# against this split's 17.0; docs/performance.md, "CI time"). Each line of output names its group.
set -euo pipefail
cd "$(dirname "$0")/.."

run() { node --test --test-concurrency=1 tests/browsers/; }

engines=${NPUZZLE_ENGINES:-chromium,firefox,webkit}
if [ "$engines" != "chromium,firefox,webkit" ] || [ "$(nproc 2>/dev/null || echo 1)" -lt 2 ]; then
  NPUZZLE_ENGINES=$engines run
  exit
fi

group() { # ENGINES: runs the scenarios in those engines, each line of output prefixed
  NPUZZLE_ENGINES=$1 run 2>&1 | sed -u "s/^/[$1] /"
}
group firefox &
firefox=$!
group chromium,webkit &
others=$!
status=0
wait "$firefox" || status=$?
wait "$others" || status=$?
exit "$status"

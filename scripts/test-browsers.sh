#!/usr/bin/env bash
# The shared browser scenarios (tests/browsers/) in Chromium, Firefox ESR and WebKitGTK, against
# dist/ (build it first: `bash scripts/build.sh all`). Each engine starts what it needs itself —
# WebKit its own Xvfb and WebKitWebDriver — and stops it at the end of each test file.
#   scripts/test-browsers.sh                        every engine
#   NPUZZLE_ENGINES=firefox scripts/test-browsers.sh one engine (comma-separated list)
#   NPUZZLE_SCREENSHOTS=<dir> ...                    screenshots of the pages of failed scenarios
set -euo pipefail
cd "$(dirname "$0")/.."
exec node --test --test-concurrency=1 tests/browsers/

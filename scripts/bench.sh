#!/usr/bin/env bash
# `npm run bench`: builds, then runs every workload natively and as wasm under Node, prints a
# table and writes bench/results.json. Pass workload names to run only those.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
bash scripts/build.sh native
bash scripts/build.sh wasm-bench
bash scripts/build.sh dist
exec node scripts/bench.mjs "$@"

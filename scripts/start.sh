#!/usr/bin/env bash
# `npm start`: installs what is missing, builds, serves the app on localhost and prints its URL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh --no-browser
bash scripts/build.sh all
exec node scripts/serve.mjs dist "${PORT:-8080}"

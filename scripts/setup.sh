#!/usr/bin/env bash
# Installs what the build and tests need, only what is missing: Debian packages (cmake, g++,
# Catch2, Emscripten, Chromium) and the npm dev dependencies. Safe to run again.
#   scripts/setup.sh            everything
#   scripts/setup.sh --no-browser   without Chromium (enough for `npm run build`)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=1
[ "${1:-}" = "--no-browser" ] && want_browser=0

missing=()
command -v cmake >/dev/null || missing+=(cmake)
command -v make >/dev/null || missing+=(make)
command -v g++ >/dev/null || missing+=(g++)
[ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
command -v emcmake >/dev/null || missing+=(emscripten)
command -v python3 >/dev/null || missing+=(python3)
if [ "$want_browser" = 1 ]; then
  command -v chromium >/dev/null || missing+=(chromium)
fi

if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" != 0 ]; then
    if command -v sudo >/dev/null; then
      sudo="sudo"
    else
      echo "setup: need root (or sudo) to install: ${missing[*]}" >&2
      exit 1
    fi
  fi
  $sudo apt-get update -qq
  # --no-install-recommends: chromium otherwise pulls in 130+ packages.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules/playwright-core ] || [ ! -d node_modules/prettier ] || [ ! -d node_modules/esbuild ]; then
  echo "setup: installing npm dev dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

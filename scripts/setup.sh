#!/usr/bin/env bash
# Installs what the build and tests need, only what is missing: Debian packages (cmake, g++,
# Catch2, OpenSSL's libcrypto, Emscripten, clang for libFuzzer, Chromium, Firefox ESR, WebKitGTK's
# driver and Xvfb) and the npm dev dependencies. Safe to run again.
#   scripts/setup.sh                everything
#   scripts/setup.sh --no-browser   without the browsers (enough for `npm run build` and the
#                                   C++ and Node tests)
#   scripts/setup.sh --npm-only     the npm dev dependencies only (formatting, typecheck)
set -euo pipefail
cd "$(dirname "$0")/.."

want_browser=1
want_debian=1
case "${1:-}" in
  --no-browser) want_browser=0 ;;
  --npm-only) want_debian=0 ;;
  "") ;;
  *)
    echo "usage: scripts/setup.sh [--no-browser|--npm-only]" >&2
    exit 2
    ;;
esac

missing=()
if [ "$want_debian" = 1 ]; then
  command -v cmake >/dev/null || missing+=(cmake)
  command -v make >/dev/null || missing+=(make)
  command -v g++ >/dev/null || missing+=(g++)
  [ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
  # OpenSSL's libcrypto: the native build's SHA-256 (cpp/pdb/sha256.h).
  [ -f /usr/include/openssl/evp.h ] || missing+=(libssl-dev)
  command -v emcmake >/dev/null || missing+=(emscripten)
  command -v python3 >/dev/null || missing+=(python3)
  # libFuzzer (scripts/fuzz.sh): clang and its runtime libraries.
  command -v clang++ >/dev/null || missing+=(clang)
  compgen -G '/usr/lib/llvm-*/lib/clang/*/lib/linux/libclang_rt.fuzzer-x86_64.a' >/dev/null ||
    missing+=(libclang-rt-14-dev)
  if [ "$want_browser" = 1 ]; then
    # The browser scenarios run in three engines (tests/browsers): Debian's Chromium, Firefox ESR,
    # and WebKitGTK's MiniBrowser driven by WebKitWebDriver on an Xvfb display.
    command -v chromium >/dev/null || missing+=(chromium)
    command -v firefox-esr >/dev/null || missing+=(firefox-esr)
    command -v WebKitWebDriver >/dev/null || missing+=(webkit2gtk-driver)
    command -v Xvfb >/dev/null || missing+=(xvfb)
    # A font with Simplified Chinese, so the browsers lay out and draw the zh page as its readers
    # see it (the layout checks and screenshots), not as boxes of missing glyphs. 1.6 MB.
    [ -n "$(fc-list :lang=zh-cn 2>/dev/null)" ] || missing+=(fonts-wqy-microhei)
  fi
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

need_npm=0
for package in playwright-core prettier esbuild puppeteer-core selenium-webdriver axe-core typescript; do
  [ -d "node_modules/$package" ] || need_npm=1
done
if [ "$need_npm" = 1 ]; then
  echo "setup: installing npm dev dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

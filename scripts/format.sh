#!/usr/bin/env bash
# Formats C++ with clang-format (.clang-format) and JS/CSS/HTML with prettier (.prettierrc).
#   scripts/format.sh           rewrite files
#   scripts/format.sh --check   fail if any file is not formatted
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t cpp_files < <(git ls-files --cached --others --exclude-standard -- 'cpp/*.h' 'cpp/*.cpp' 'tests/*.h' 'tests/*.cpp')
mapfile -t web_files < <(git ls-files --cached --others --exclude-standard -- '*.js' '*.mjs' '*.css' '*.html' | grep -v '^web/wasm/npuzzle\.')
if [ "${1:-}" = "--check" ]; then
  clang-format --dry-run --Werror "${cpp_files[@]}"
  npx --no-install prettier --check --log-level warn "${web_files[@]}"
  echo "format: all files formatted"
else
  clang-format -i "${cpp_files[@]}"
  npx --no-install prettier --write --log-level warn "${web_files[@]}"
fi

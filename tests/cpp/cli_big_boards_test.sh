#!/usr/bin/env bash
# Issue 10: 256-cell boards through the real binary. `npuzzle solve --timeout 3` on a random
# 16x16, 2x128, 4x64 and 128x2 board must answer (exit 0, with moves that replay to the goal) or
# stop at the limit (exit 3) — within the timeout plus a second. The wall bound is generous on
# purpose: it catches a stage that ignores the deadline (it took 28 s to over 120 s), not speed.
# Usage: cli_big_boards_test.sh path/to/npuzzle
export NPUZZLE_PDB_DIR=off
set -u
npuzzle=$1
failures=0
out=$(mktemp)
trap 'rm -f "$out"' EXIT

# Replays the JSON result's moves on its board and prints "ok" when they are legal and end on its
# goal, otherwise what went wrong.
replay() {
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
    const b = r.board.slice(), w = r.width;
    const delta = { U: -w, D: w, L: -1, R: 1 };
    for (let i = 0; i < r.moves.length; i++) {
      const from = b.indexOf(r.moves[i]), to = from + delta[r.directions[i]];
      const sameRow = Math.floor(from / w) === Math.floor(to / w);
      if (b[to] !== 0 || ("LR".includes(r.directions[i]) && !sameRow)) {
        console.log(`move ${i + 1} (tile ${r.moves[i]} ${r.directions[i]}) is illegal`);
        process.exit(0);
      }
      [b[from], b[to]] = [0, r.moves[i]];
    }
    console.log(b.join() === r.goal.join() && r.moves.length === r.length
      ? "ok" : "the moves do not end on the goal");
  ' "$1"
}

check() {  # check SIZE SEED [SOLVE OPTIONS...]
  local size=$1 seed=$2
  shift 2
  local board code start ms verdict
  board=$("$npuzzle" random --size "$size" --seed "$seed")
  start=$(date +%s%N)
  "$npuzzle" solve --size "$size" --timeout 3 --format json "$@" "$board" >"$out" 2>&1
  code=$?
  ms=$((($(date +%s%N) - start) / 1000000))
  local name="$size seed $seed ${*:-auto}"
  if [ "$code" = 0 ]; then
    verdict=$(replay "$out")
  elif [ "$code" = 3 ] && grep -q '"status":"limit"' "$out" && grep -q '"error":"' "$out"; then
    verdict=ok
  else
    verdict="exit $code, want 0 or 3 with a message: $(head -c 300 "$out")"
  fi
  if [ "$verdict" != ok ]; then
    echo "FAIL $name: $verdict"
    failures=$((failures + 1))
  elif [ "$ms" -ge 4000 ]; then
    echo "FAIL $name: took $ms ms, over the 3 s timeout plus a second"
    failures=$((failures + 1))
  else
    echo "ok   $name: exit $code in $ms ms"
  fi
}

for size in 16x16 2x128 4x64 128x2; do
  check "$size" 1
  check "$size" 2 --algorithm constructive
done
[ "$failures" = 0 ] || { echo "$failures failed"; exit 1; }

#!/usr/bin/env bash
# The real npuzzle binary, as a user runs it: stdout, stderr and exit codes (docs/contracts.md §3).
export NPUZZLE_PDB_DIR="${TMPDIR:-/tmp}/npuzzle-cli-test-pdb-$$"
trap 'rm -rf "$NPUZZLE_PDB_DIR"' EXIT
# Under ctest the 15-puzzle's tables come from the run's fixture (tests/cpp/CMakeLists.txt)
# instead of being built again here.
if [ -n "${NPUZZLE_TEST_PDB_DIR:-}" ]; then
  mkdir -p "$NPUZZLE_PDB_DIR" && cp "$NPUZZLE_TEST_PDB_DIR"/4x4-*.pdb "$NPUZZLE_PDB_DIR"/ 2>/dev/null
fi
set -u
npuzzle=$1
failures=0
expect() {  # expect NAME WANT_CODE WANT_STDOUT_SUBSTRING -- ARGS... (stdin from $INPUT)
  local name=$1 want_code=$2 want_out=$3
  shift 4
  local out code
  out=$(printf '%s' "${INPUT:-}" | "$npuzzle" "$@" 2>/tmp/npuzzle_cli_err.$$)
  code=$?
  if [ "$code" != "$want_code" ] || [[ "$out$(cat /tmp/npuzzle_cli_err.$$)" != *"$want_out"* ]]; then
    echo "FAIL $name: exit $code (want $want_code), output: $out $(cat /tmp/npuzzle_cli_err.$$)"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}
INPUT="" expect "seed 004 one step" 0 $'Solution requires 1 step\nStep 1: Move 12 up' -- \
  solve 1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12
INPUT=$'8 0 6\n5 4 7\n2 3 1\n' expect "stdin board" 0 "Solution requires 31 steps" -- solve --goal blank-first
INPUT="" expect "duplicate" 2 "tile 7 appears twice" -- solve "[[5,7,7],[2,4,3],[8,1,0]]"
INPUT="" expect "fraction" 2 "tile 3.2 is not an integer" -- solve "[[5,7,6],[2,4,3.2],[8,1,0]]"
INPUT="" expect "quoted" 2 '"8" is not a number' -- solve '[[5,7,6],[2,4,3],["8",1,0]]'
INPUT="" expect "empty" 2 "empty board" -- solve
INPUT="" expect "unsolvable" 1 "Unsolvable" -- solve 2 1 3 4 5 6 7 8 0
INPUT=$'1 2 3 0\nbad\n' expect "batch" 0 '"status":"invalid"' -- solve --batch
INPUT="" expect "json" 0 '"length":31' -- solve --format json --goal blank-first 8 0 6 5 4 7 2 3 1
# Issue 10: the board string that crashed every command (exit 139) is invalid input (exit 2).
crash='[1]"",'
INPUT="" expect "crash string: solve" 2 'text after the closing bracket: "",' -- solve "$crash"
INPUT="$crash" expect "crash string: stdin" 2 'text after the closing bracket: "",' -- solve
INPUT="" expect "crash string: check" 2 'text after the closing bracket: "",' -- check "$crash"
INPUT="" expect "crash string: --goal" 2 'goal: text after the closing bracket' -- \
  solve --goal "$crash" 1 2 3 0
INPUT="" expect "junk after the list" 2 'text after the closing bracket: "junk"' -- \
  solve '[1,2,3,0]"junk"'
INPUT=$'1 0 3 2\n[1]"",\n1 2 0 3\n' expect "crash string: batch goes on" 0 \
  $'"error":"text after the closing bracket: \\"\\","}\n{"status":"solved"' -- solve --batch
INPUT="" expect "huge tile" 2 "tile 99999999999999999999 is out of range 0..8" -- \
  solve 1 2 3 99999999999999999999 5 6 7 8 0
INPUT="" expect "boxed number" 2 "a cell is a list ([8]); each cell must be one number" -- \
  solve '[[8],1,0,2]'
INPUT=$'\xef\xbb\xbf1 0 3 2' expect "byte order mark" 0 "Solution requires 1 step" -- solve
INPUT="" expect "random --format xml" 2 '--format must be text or json, got "xml"' -- \
  random --size 3x3 --format xml
INPUT="" expect "check --format xml" 2 '--format must be text or json, got "xml"' -- \
  check --format xml 1 2 3 0
# A 10 MB board on standard input is refused before it is read whole.
big_err=$(head -c 10000000 /dev/zero | tr '\0' '1' | "$npuzzle" solve 2>&1 >/dev/null)
big_code=$?
if [ "$big_code" != 2 ] || [[ "$big_err" != *"the board text is longer than 16384 characters"* ]]; then
  echo "FAIL 10 MB board: exit $big_code (want 2), output: ${big_err:0:200}"
  failures=$((failures + 1))
else
  echo "ok   10 MB board"
fi
# A 3x4 solve keeps its pattern databases as files; the next run reads them back.
INPUT="" expect "pdb files written" 0 "Solution requires 2 steps" -- \
  solve --size 4x3 1 2 3 4 5 6 0 7 9 10 11 8
if ! ls "$NPUZZLE_PDB_DIR"/4x3-*.pdb >/dev/null 2>&1; then
  echo "FAIL pdb files: none in $NPUZZLE_PDB_DIR"
  failures=$((failures + 1))
fi
INPUT="" expect "pdb files read" 0 "Solution requires 2 steps" -- \
  solve --size 4x3 1 2 3 4 5 6 0 7 9 10 11 8
# Issue 33: a line of 20,000 blanks and a board gets its own answer (too long), and every later
# answer stays on the line of its board; a blank line (of any length) gets none (§3).
blanks=$(printf '%20000s' '')
batch_out=$(printf '1 0 3 2\n%s1 0 3 2\n%s\n1 2 0 3\n\nx\n' "$blanks" "$blanks" |
  "$npuzzle" solve --batch 2>/dev/null)
batch_code=$?
mapfile -t answers <<<"$batch_out"
if [ "$batch_code" != 0 ] || [ "${#answers[@]}" != 4 ] ||
  [[ "${answers[0]}" != *'"board":[1,0,3,2]'* ]] ||
  [[ "${answers[1]}" != *'"status":"invalid"'*'longer than 16384 characters'* ]] ||
  [[ "${answers[2]}" != *'"board":[1,2,0,3]'* ]] ||
  [[ "${answers[3]}" != *'"status":"invalid"'*'\"x\" is not a number'* ]]; then
  echo "FAIL batch line of 20,000 blanks: exit $batch_code, ${#answers[@]} answers: ${batch_out:0:600}"
  failures=$((failures + 1))
else
  echo "ok   batch line of 20,000 blanks"
fi
# Issue 33: a failed write on standard output ends the run with exit 4 and says so on stderr.
expect_output_error() {  # NAME COMMAND... (run by bash -c, $npuzzle in $1 of the command)
  local name=$1 err code
  shift
  err=$(bash -c "$1" _ "$npuzzle" 2>&1)
  code=$?
  if [ "$code" != 4 ] || [[ "$err" != *"npuzzle: cannot write to standard output"* ]]; then
    echo "FAIL $name: exit $code (want 4), stderr: ${err:0:300}"
    failures=$((failures + 1))
  else
    echo "ok   $name"
  fi
}
expect_output_error "solve > /dev/full" '"$1" solve 1 0 3 2 >/dev/full'
expect_output_error "solve --format json > /dev/full" '"$1" solve --format json 1 0 3 2 >/dev/full'
expect_output_error "check > /dev/full" '"$1" check 1 0 3 2 >/dev/full'
expect_output_error "random > /dev/full" '"$1" random --size 3x3 --seed 1 --count 5 >/dev/full'
expect_output_error "--help > /dev/full" '"$1" --help >/dev/full'
expect_output_error "solve, stdout closed" '"$1" solve 1 0 3 2 >&-'
# With SIGPIPE ignored, the reader leaving (head -1) is EPIPE: the batch stops there with exit 4
# (before, it ran all 100,000 lines and exited 0).
epipe_dir=$(mktemp -d)
(
  trap '' PIPE
  yes '1 0 3 2' 2>/dev/null | head -n 100000 2>/dev/null | "$npuzzle" solve --batch 2>"$epipe_dir/err"
  echo $? >"$epipe_dir/code"
) | head -1 >/dev/null
if [ "$(cat "$epipe_dir/code")" != 4 ] ||
  [[ "$(cat "$epipe_dir/err")" != *"npuzzle: cannot write to standard output: Broken pipe"* ]]; then
  echo "FAIL batch | head -1, SIGPIPE ignored: exit $(cat "$epipe_dir/code"), $(head -c 300 "$epipe_dir/err")"
  failures=$((failures + 1))
else
  echo "ok   batch | head -1, SIGPIPE ignored"
fi
rm -rf "$epipe_dir"
# Issue 33: weight 1 is A*, and says so.
for algorithm in wastar widastar; do
  INPUT="" expect "$algorithm --weight 1 is optimal" 0 '"length":31,"optimal":true' -- \
    solve --algorithm "$algorithm" --weight 1 --format json --goal blank-first 8 0 6 5 4 7 2 3 1
done
# Issue 33: --timeout 0 and the number grammar (tests/cpp/cli_test.cpp has the whole table).
INPUT="" expect "--timeout 0" 2 '--timeout must be a number of seconds above 0' -- \
  solve --timeout 0 1 0 3 2
INPUT="" expect "--seed 0x10" 2 '--seed must be a whole number from 0 to' -- \
  random --size 3x3 --seed 0x10
INPUT="" expect "--seed 1.5" 2 '--seed must be a whole number from 0 to' -- \
  random --size 3x3 --seed 1.5
INPUT="" expect "--goal BLANK-FIRST" 2 \
  '--goal must be blank-last, blank-first or the goal'"'"'s tiles, got "BLANK-FIRST"' -- \
  solve --goal BLANK-FIRST 1 0 3 2
INPUT=$'1\xe2\x80\x8b2 0 3' expect "zero-width space by code point" 2 '"1<U+200B>2" is not a number' -- \
  solve
# Issue 33: where the cache directory cannot be written, the build is announced as for this run
# only, with the reason ("kept for later runs" before). A file stands where the directory would
# be, so that even root cannot write there. A 15-puzzle: its tables take seconds to build, so the
# build is announced however fast the machine (a 4x3's took under the half second that stays
# quiet on an idle one).
not_a_directory="${TMPDIR:-/tmp}/npuzzle-cli-test-file-$$"
: >"$not_a_directory"
for variable in XDG_CACHE_HOME HOME; do
  cache_err=$(env -u NPUZZLE_PDB_DIR -u XDG_CACHE_HOME "$variable=$not_a_directory" \
    "$npuzzle" solve 1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15 2>&1 >/dev/null)
  if [[ "$cache_err" != *"building pattern databases (for this run only: cannot create $not_a_directory/"*"Not a directory)"* ]] ||
    [[ "$cache_err" == *"kept for later runs"* ]]; then
    echo "FAIL unwritable cache via $variable: ${cache_err:0:300}"
    failures=$((failures + 1))
  else
    echo "ok   unwritable cache via $variable"
  fi
done
rm -f "$not_a_directory"
rm -f /tmp/npuzzle_cli_err.$$
echo "$failures failed"
[ "$failures" = 0 ]

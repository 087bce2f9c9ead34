#!/usr/bin/env bash
# Runs the libFuzzer targets of tests/fuzz (AddressSanitizer + UndefinedBehaviorSanitizer):
#
#   bash scripts/fuzz.sh [SECONDS_PER_TARGET] [TARGET...]
#
# SECONDS_PER_TARGET defaults to 60; 0 only replays the corpus (a quick regression check).
# TARGETs are board_parser, cli, solver, search_stepper, pattern_database (default: all), as
# many at a time as there are cores. Builds them with clang (the Debian packages clang and
# libclang-rt-14-dev) in the sanitizer tree, build/asan (scripts/build.sh asan), where the
# Catch2 suite's sanitizer build lives too. Each target runs over build/fuzz/corpus/<target>, a
# copy of the seeds in tests/fuzz/corpus/<target> that keeps what earlier runs found, so the
# checked-in seeds stay as written. Prints one summary line per target and exits non-zero if any target crashed; the
# input that crashed it is kept in build/fuzz/crashes/ (add it to the seeds and to a regression
# test once fixed).
set -uo pipefail
cd "$(dirname "$0")/.."

all_targets=(board_parser cli solver search_stepper pattern_database)
seconds=${1:-60}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
  echo "fuzz: SECONDS_PER_TARGET must be a whole number, got \"$seconds\"" >&2
  exit 2
fi
for target in "${targets[@]}"; do
  if [[ " ${all_targets[*]} " != *" $target "* ]]; then
    echo "fuzz: unknown target \"$target\"; the targets are: ${all_targets[*]}" >&2
    exit 2
  fi
done
if ! command -v clang++ >/dev/null 2>&1; then
  echo "fuzz: clang++ not found (Debian: apt-get install clang libclang-rt-14-dev)" >&2
  exit 1
fi

# The fuzzers are built in the sanitizer tree that `scripts/build.sh asan` also builds the Catch2
# suite in, so the core is compiled under the sanitizers once for both; the runs' data (corpus,
# crashes, logs) stay in build/fuzz.
build_dir=${NPUZZLE_ASAN_BUILD:-build/asan}
build=build/fuzz
jobs=$(nproc 2>/dev/null || echo 2)
started=$(date +%s)
mkdir -p "$build"
build_targets=()
for target in "${targets[@]}"; do build_targets+=("${target}_fuzzer"); done
if ! nice bash scripts/build.sh asan "${build_targets[@]}" >"$build/build.log" 2>&1; then
  grep -E "error|Error" "$build/build.log" | head -40 >&2
  echo "fuzz: building the fuzz targets failed (log: $build/build.log)" >&2
  exit 1
fi
echo "fuzz: built ${#targets[@]} target(s) in $(($(date +%s) - started)) s"

mkdir -p "$build/corpus" "$build/crashes" "$build/logs"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
if [ "$seconds" = 0 ]; then
  budget=(-runs=0)
else
  budget=(-max_total_time="$seconds")
fi
# One target per core at a time: libFuzzer runs on one thread, so each target still gets a whole
# core for its SECONDS_PER_TARGET, and on two cores the five targets take three rounds, not five.
fuzz_target() {
  local target=$1 corpus="$build/corpus/$1"
  mkdir -p "$corpus"
  cp -n tests/fuzz/corpus/"$target"/* "$corpus"/ 2>/dev/null || true
  # -timeout: an input running this long is a hang, reported like a crash.
  nice "$build_dir/tests/fuzz/${target}_fuzzer" "${budget[@]}" -timeout=30 -print_final_stats=1 \
    -artifact_prefix="$build/crashes/$target-" "$corpus" >"$build/logs/$target.log" 2>&1
  echo $? >"$build/logs/$target.status"
}
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do wait -n; done
  rm -f "$build/logs/$target.status"
  fuzz_target "$target" &
done
wait

crashed=0
for target in "${targets[@]}"; do
  log="$build/logs/$target.log"
  status=$(cat "$build/logs/$target.status" 2>/dev/null || echo "?")
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  ft=$(grep -oE 'ft: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  units=$(grep -oE 'corp: [0-9]+' "$log" | tail -1 | cut -d' ' -f2)
  if [ "$status" = 0 ]; then
    outcome="no crashes"
  else
    crashed=1
    artifact=$(grep -oE "Test unit written to [^ ]+" "$log" | tail -1 | sed 's/Test unit written to //')
    outcome="CRASH (exit $status${artifact:+, input: $artifact}; log: $log)"
  fi
  printf 'fuzz: %-17s %10s executions (%s/s), cov %s, ft %s, corpus %s, %s\n' "$target" \
    "${runs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${units:-?}" "$outcome"
  if [ "$status" != 0 ]; then
    grep -E "ERROR|fuzz property violated|runtime error|SUMMARY|#[0-9]+ +in " "$log" | head -20 | sed 's/^/    /'
  fi
done
echo "fuzz: done in $(($(date +%s) - started)) s"
exit "$crashed"

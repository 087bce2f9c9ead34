// Issue 10 on the real wasm module: 256-cell boards solved through the session in slices, the
// way the page's worker runs them (web/worker/slices.js: ~30 ms slices, budget following the
// measured rate), with the page's default memory budget. The construction once trapped here
// (256^4 in a 32-bit size_t) after minutes in one call. Each answer must replay to the goal, or
// be a limit with a message; and no single step() may run away (a hang guard, not a benchmark).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, moduleRequest } from './support/wasm-module.mjs';
import { replayTileMoves as replay } from './support/replay-tile-moves.mjs';
import { runInSlices } from '../../web/worker/slices.js';

// Far above a ~30 ms slice (even on a loaded 2-core machine, where they were seen at ~400 ms),
// far below the minutes a runaway stage took.
const MAX_SLICE_MS = 2000;

let module;
let DEFAULT_MEMORY_MB; // the page's default budget: the module's capabilities().memoryMB.default
before(async () => {
  module = await loadWasmModule();
  DEFAULT_MEMORY_MB = JSON.parse(module.capabilities()).memoryMB.default;
});

async function solveLikeTheWorker(size, seed, algorithm) {
  const random = JSON.parse(module.randomBoard(size, 'blank-last', 0, seed));
  assert.equal(random.status, 'ok');
  const session = new module.SolverSession();
  try {
    const first = JSON.parse(
      session.start(
        moduleRequest({
          board: random.board.join(' '),
          size,
          algorithm,
          maxMemoryMB: DEFAULT_MEMORY_MB,
        }),
      ),
    );
    assert.equal(first.status, 'running', JSON.stringify(first));
    let slices = 0;
    let maxSliceMs = 0;
    const started = performance.now();
    const { cancelled } = await runInSlices({
      runSlice: (budget) => {
        const sliceStart = performance.now();
        const progress = JSON.parse(session.step(budget));
        maxSliceMs = Math.max(maxSliceMs, performance.now() - sliceStart);
        slices += 1;
        return { finished: progress.status !== 'running', progress };
      },
      isCancelled: () => false,
      onProgress: () => {},
    });
    assert.equal(cancelled, false);
    const result = JSON.parse(session.result());
    return { random, result, slices, maxSliceMs, ms: performance.now() - started };
  } finally {
    session.delete();
  }
}

for (const [size, seed] of [
  ['16x16', 1],
  ['2x128', 2],
  ['4x64', 3],
  ['128x2', 4],
]) {
  for (const algorithm of ['auto', 'constructive']) {
    test(`a random ${size} (${algorithm}) is answered in slices, none of them running away`, async () => {
      const { random, result, slices, maxSliceMs, ms } = await solveLikeTheWorker(
        size,
        seed,
        algorithm,
      );
      const note = `${size} ${algorithm}: ${result.status} ${result.length ?? ''} moves in ${Math.round(ms)} ms, ${slices} slices, longest ${Math.round(maxSliceMs)} ms`;
      console.log(note);
      assert.ok(['solved', 'limit'].includes(result.status), `${note}: ${result.error}`);
      if (result.status === 'limit') {
        assert.ok(result.error, 'a limit says why');
      } else {
        assert.equal(result.moves.length, result.length);
        assert.equal(
          replay(random.width, random.board, result.goal, result.moves, result.directions),
          '',
        );
        assert.equal(result.optimal, false);
      }
      assert.ok(slices > 1, 'the work is split into slices');
      assert.ok(maxSliceMs < MAX_SLICE_MS, note);
    });
  }
}

test('step() before start() is an error result, and the module stays usable', () => {
  const session = new module.SolverSession();
  try {
    const early = JSON.parse(session.step(1000));
    assert.equal(early.status, 'error');
    assert.match(early.error, /step\(\) before start\(\)/);
    assert.equal(JSON.parse(session.result()).status, 'error');
    assert.equal(
      JSON.parse(session.start(moduleRequest({ board: '1 2 3 0', maxMemoryMB: 64 }))).status,
      'solved',
    );
  } finally {
    session.delete();
  }
});

test('the memory budget range is in the capabilities and enforced with a message', () => {
  const capabilities = JSON.parse(module.capabilities());
  assert.equal(capabilities.minMemoryMB, 1);
  assert.equal(capabilities.maxMemoryMB, 2048);
  const range = `memory budget must be between ${capabilities.minMemoryMB} and ${capabilities.maxMemoryMB} MB`;
  const session = new module.SolverSession();
  try {
    const start = (mb) =>
      JSON.parse(
        session.start(
          moduleRequest({
            board: '8 0 6 5 4 7 2 3 1',
            goal: 'blank-first',
            algorithm: 'astar',
            heuristic: 'manhattan',
            maxMemoryMB: mb,
          }),
        ),
      );
    // 2^44 MB once stopped after one expansion, 100,000 MB ended in Emscripten's abort().
    for (const mb of [
      0,
      -5,
      NaN,
      Infinity,
      2 ** 44,
      100_000,
      1e300,
      capabilities.maxMemoryMB + 1,
    ]) {
      const result = start(mb);
      assert.equal(result.status, 'invalid', String(mb));
      assert.equal(result.error, range);
    }
    for (const mb of [capabilities.minMemoryMB, DEFAULT_MEMORY_MB, capabilities.maxMemoryMB])
      assert.equal(start(mb).status, 'running', String(mb));
  } finally {
    session.delete();
  }
});

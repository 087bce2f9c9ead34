// Issue 31 item 1 on the real wasm module: above the sizes auto proves optimal it answers, then
// shortens its answer. While it does, progress carries the best length so far and the proven
// bound; a cancel then keeps that answer (solved, stoppedEarly) instead of losing it. The
// request's thinkSeconds (the page's "Think for up to") is checked against the core's range.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, moduleRequest } from './support/wasm-module.mjs';
import { replayTileMoves as replay } from './support/replay-tile-moves.mjs';
import { solveRequests } from '../../web/worker/solve-request.js';
import { workerContext } from './support/worker-context.mjs';

let module;
let capabilities;
before(async () => {
  module = await loadWasmModule();
  capabilities = JSON.parse(module.capabilities());
});

/** A uniformly random board of `size` (seeded), and the blank-last goal it is solved toward. */
function randomBoard(size, seed) {
  const random = JSON.parse(module.randomBoard(size, 'blank-last', 0, seed));
  assert.equal(random.status, 'ok');
  const cells = random.width * random.height;
  const goal = Array.from({ length: cells }, (_, i) => (i + 1) % cells);
  return { board: random.board, goal };
}

test('the thinking time’s range comes from the core', () => {
  assert.deepEqual(capabilities.thinkSeconds, { min: 1, max: 3600 });
  assert.equal(typeof capabilities.auto.optimalUpToCells, 'number');
});

test('a cancel while auto shortens its answer keeps the best answer so far', () => {
  const { board, goal } = randomBoard('6x6', 7);
  const session = new module.SolverSession();
  try {
    let progress = JSON.parse(
      session.start(moduleRequest({ board: board.join(' '), size: '6x6' })),
    );
    assert.equal(progress.status, 'running');
    assert.equal(progress.bestLength, undefined, 'no answer yet');
    for (let slice = 0; slice < 10_000 && progress.bestLength === undefined; slice++) {
      progress = JSON.parse(session.step(2000));
      assert.equal(progress.status, 'running', 'still shortening, not over');
    }
    assert.equal(typeof progress.bestLength, 'number');
    assert.ok(progress.lowerBound > 0 && progress.lowerBound <= progress.bestLength);
    session.cancel();
    const result = JSON.parse(session.result());
    assert.equal(result.status, 'solved');
    assert.equal(result.stoppedEarly, true);
    assert.equal(result.optimal, false);
    assert.equal(result.length, progress.bestLength);
    assert.equal(result.lowerBound, progress.lowerBound);
    assert.equal(replay(6, board, goal, result.moves, result.directions), '');
  } finally {
    session.delete();
  }
});

test('a time to think on a 7x6 board runs what the default leaves out: more work, never longer', async () => {
  // 42 cells: the default runs six of the line searches; thinking, the others, round by round,
  // each followed by a tail and the windows again. 30 s is far more than that takes (about 3 s
  // more here), so the session ends on its own, not by the clock.
  const random = JSON.parse(module.randomBoard('7x6', 'blank-last', 200, 42));
  assert.equal(random.status, 'ok');
  const goal = Array.from({ length: 42 }, (_, i) => (i + 1) % 42);
  // Through the worker's solve request, as the page asks it: the page's "Think for up to" once
  // never reached the module (the request's fields were copied one by one, and this one was not).
  const solve = async (thinkSeconds) => {
    const context = workerContext(module);
    const request = {
      board: random.board.join(' '),
      size: '7x6',
      algorithm: 'auto',
      heuristic: 'auto',
      maxMemoryMB: 512,
      ...(thinkSeconds !== undefined && { thinkSeconds }),
    };
    await solveRequests.solve({ type: 'solve', id: 1, request }, context);
    assert.equal(context.posted.at(-1).type, 'done');
    return context.posted.at(-1).result;
  };
  const byDefault = await solve(undefined);
  const thought = await solve(30);
  for (const result of [byDefault, thought]) {
    assert.equal(result.status, 'solved');
    assert.equal(result.stoppedEarly, undefined);
    assert.equal(replay(random.width, random.board, goal, result.moves, result.directions), '');
  }
  assert.ok(thought.length <= byDefault.length, `${thought.length} > ${byDefault.length}`);
  // Every round run before the 30 s: the answer says the time left would have changed nothing.
  assert.equal(thought.thinkingDone, true);
  assert.ok(thought.stats.ms < 30_000, `${thought.stats.ms} ms`);
  assert.equal(byDefault.thinkingDone, undefined);
  assert.ok(
    thought.stats.expanded > byDefault.stats.expanded,
    `thinking expanded ${thought.stats.expanded}, the default ${byDefault.stats.expanded}`,
  );
});

test('a cancel before any answer is a cancel, as before', () => {
  const session = new module.SolverSession();
  try {
    const { board } = randomBoard('4x4', 3);
    session.start(moduleRequest({ board: board.join(' '), size: '4x4' }));
    session.step(10);
    session.cancel();
    const result = JSON.parse(session.result());
    assert.equal(result.status, 'cancelled');
    assert.equal(result.stoppedEarly, undefined);
    assert.equal(result.moves, undefined);
  } finally {
    session.delete();
  }
});

test('thinkSeconds outside the core’s range, or not a number, is refused by name', () => {
  const { board } = randomBoard('6x6', 8);
  const request = (thinkSeconds) =>
    moduleRequest({ board: board.join(' '), size: '6x6', thinkSeconds });
  for (const outside of [0.5, 3600.5, -1, Number.NaN]) {
    const session = new module.SolverSession();
    try {
      const answer = JSON.parse(session.start(request(outside)));
      assert.equal(answer.status, 'invalid', String(outside));
      assert.equal(answer.errorId, 'think-range');
      assert.deepEqual(answer.errorArgs, { min: 1, max: 3600 });
    } finally {
      session.delete();
    }
  }
  const session = new module.SolverSession();
  try {
    const answer = JSON.parse(session.start(request('2')));
    assert.equal(answer.status, 'invalid');
    assert.equal(answer.errorId, 'request-field-type');
    assert.equal(answer.errorArgs.field, 'thinkSeconds');
  } finally {
    session.delete();
  }
});

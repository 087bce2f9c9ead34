// The module's plan() (cpp/io/plan_json.h) says what a solve and step mode would run for a
// request, `auto` resolved. The lab's words about Automatic rest on it (web/lab/shared/
// automatic-plan.js), so it is held here to what the real searches then report: a solve's
// `method` and `heuristic`, a step snapshot's `algorithm` and `heuristic`.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const plan = (fields) => JSON.parse(module.plan(moduleRequest(fields)));

function firstSnapshot(fields) {
  const stepper = new module.SearchStepper();
  try {
    return JSON.parse(stepper.start(moduleRequest(fields)));
  } finally {
    stepper.delete();
  }
}

test('on an 8-puzzle, the plan names what the solve and step mode then run', () => {
  const board = '8 6 7 2 5 4 3 0 1';
  for (const heuristic of ['auto', 'manhattan']) {
    const request = { board, algorithm: 'auto', heuristic };
    module.SolverSession.preparePatternDatabases(moduleRequest(request), {}, () => {});
    const planned = plan(request);
    assert.equal(planned.status, 'ok');
    assert.equal(planned.solve.stages.length, 1, 'one optimal search');
    const { result } = solveInSlices(module, request);
    assert.equal(result.status, 'solved');
    assert.equal(planned.solve.stages[0].method, result.method ?? result.algorithm, heuristic);
    assert.equal(planned.solve.stages[0].heuristic, result.heuristic, heuristic);
    const snapshot = firstSnapshot(request);
    assert.deepEqual(planned.step, {
      algorithm: snapshot.algorithm,
      heuristic: snapshot.heuristic,
    });
  }
});

test('on a 6×6, the plan is the cascade whose first search answers', () => {
  const request = {
    board:
      '7 1 3 4 5 6 2 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 0',
  };
  const planned = plan(request);
  assert.equal(planned.status, 'ok');
  assert.ok(planned.solve.stages.length > 1, 'a cascade');
  assert.equal(planned.solve.improves, true);
  const { result } = solveInSlices(module, request);
  assert.equal(result.status, 'solved');
  const ran = planned.solve.stages.find((stage) => stage.method === result.method);
  assert.ok(ran, `the search that answered (${result.method}) is in the plan`);
  const snapshot = firstSnapshot(request);
  assert.deepEqual(planned.step, { algorithm: snapshot.algorithm, heuristic: snapshot.heuristic });
});

test('a request the solve refuses is planned as refused, with the reason', () => {
  const unsolvable = plan({ board: '2 1 3 4 5 6 7 8 0' });
  assert.equal(unsolvable.status, 'unsolvable');
  assert.equal(unsolvable.solve, undefined);
  const invalid = JSON.parse(module.plan({ board: '1 2 3' }));
  assert.equal(invalid.status, 'invalid');
  assert.match(invalid.error, /size|missing/);
});

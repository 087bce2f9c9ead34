// Issue 29, "statistics that are what they say", on the real wasm module: a 10×10 solved by
// `auto` (the large-board plan: lines placed by beam searches, then windows improved) reports
// no more boards expanded than generated, names the search that found the path (`method`), says
// which figures it does not keep instead of a bare 0 (`stats.notApplicable`), and so do its
// progress reports while it runs (docs/contracts.md §3). An 8-puzzle's A* keeps every figure.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { loadWasmModule, moduleRequest } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

/** Solves in slices like the worker; returns the result and every progress report. */
function solveWatching(request, budget = 200_000) {
  const session = new module.SolverSession();
  try {
    const started = JSON.parse(session.start(moduleRequest(request)));
    assert.equal(started.status, 'running', JSON.stringify(started));
    const reports = [];
    let progress;
    do {
      progress = JSON.parse(session.step(budget));
      reports.push(progress);
    } while (progress.status === 'running');
    return { result: JSON.parse(session.result()), reports };
  } finally {
    session.delete();
  }
}

for (const seed of [1, 2, 3]) {
  test(`a 10×10 (seed ${seed}): expanded ≤ generated, the beam search named, absent figures said`, () => {
    const random = JSON.parse(module.randomBoard('10x10', 'blank-last', 0, seed));
    assert.equal(random.status, 'ok');
    const { result, reports } = solveWatching({ board: random.board.join(' '), size: '10x10' });
    assert.equal(result.status, 'solved');
    const { stats } = result;
    assert.ok(
      stats.expanded <= stats.generated,
      `expanded ${stats.expanded} ≤ generated ${stats.generated}`,
    );
    assert.equal(result.algorithm, 'constructive', 'the stage that ran');
    assert.equal(result.method, 'line-beam', 'what found the path: the beam searches');
    assert.equal(typeof result.improved, 'boolean');
    assert.deepEqual(stats.notApplicable, ['maxFrontier'], 'no open list: no largest frontier');
    const running = reports.filter((p) => p.status === 'running' && p.method === 'line-beam');
    assert.ok(running.length > 0, 'progress names the search running');
    for (const progress of running) {
      assert.deepEqual(progress.notApplicable, ['frontier', 'fBound']);
      assert.ok(progress.expanded <= progress.generated, JSON.stringify(progress));
    }
  });
}

test('an 8-puzzle by A*: every figure applies, and the method is the algorithm', () => {
  const { result } = solveWatching({ board: '8 6 7 2 5 4 3 0 1', algorithm: 'astar' });
  assert.equal(result.status, 'solved');
  assert.equal(result.method, 'astar');
  assert.equal(result.improved, false);
  assert.equal(result.stats.notApplicable, undefined);
  assert.ok(result.stats.maxFrontier > 0);
  assert.ok(result.stats.expanded <= result.stats.generated);
});

test('IDA* keeps no open list: its largest frontier does not apply', () => {
  const { result } = solveWatching({ board: '8 6 7 2 5 4 3 0 1', algorithm: 'idastar' });
  assert.equal(result.method, 'idastar');
  assert.deepEqual(result.stats.notApplicable, ['maxFrontier']);
});

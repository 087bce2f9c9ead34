// The worker's request modules against stand-ins for the wasm module: the job slot, slices with
// progress and cancel, and step mode's positions (a step forward is a step, a step back a
// replay, another search a fresh stepper). The real module is exercised by the browser tests.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { JobSlot } from '../../web/worker/jobs.js';
import { runInSlices } from '../../web/worker/slices.js';
import { solveRequests } from '../../web/worker/solve-request.js';
import { stepperRequests } from '../../web/worker/stepper-requests.js';
import { workerContext as context } from './support/worker-context.mjs';

test('runInSlices runs until finished, reporting progress between slices', async () => {
  let left = 5;
  const budgets = [];
  const progress = [];
  const outcome = await runInSlices({
    runSlice: (budget) => {
      budgets.push(budget);
      left--;
      const end = performance.now() + 40; // a slice of real work, so reports fall due
      while (performance.now() < end);
      return { finished: left === 0, progress: { left } };
    },
    isCancelled: () => false,
    onProgress: (p) => progress.push(p),
    firstBudget: 100,
  });
  assert.deepEqual(outcome, { cancelled: false, progress: { left: 0 } });
  assert.equal(budgets.length, 5);
  assert.equal(budgets[0], 100);
  assert.ok(
    progress.length >= 1 && progress.length < 5,
    `reports between slices: ${progress.length}`,
  );
  assert.ok(budgets[1] < budgets[0], 'slices slower than the target get a smaller budget');
});

test('a cancelled job stops before its next slice', async () => {
  const slot = new JobSlot();
  let slices = 0;
  let outcome;
  const done = slot.start(1, async (job) => {
    outcome = await runInSlices({
      runSlice: () => {
        slices++;
        return { finished: false, progress: { slices } };
      },
      isCancelled: () => job.cancelled,
      onProgress: () => {},
    });
  });
  await new Promise((resolve) => setTimeout(resolve, 5));
  slot.cancel(2); // another id: ignored
  slot.cancel(1);
  await done;
  assert.equal(outcome.cancelled, true);
  assert.deepEqual(outcome.progress, { slices });
});

test('a new job supersedes the running one', async () => {
  const slot = new JobSlot();
  const seen = [];
  const first = slot.start(1, async (job) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    seen.push(['first', job.cancelled]);
  });
  const second = slot.start(2, async (job) => seen.push(['second', job.cancelled]));
  await Promise.all([first, second]);
  assert.deepEqual(seen, [
    ['second', false],
    ['first', true],
  ]);
});

/**
 * A stepper whose snapshot is just its position; it reaches the goal after END expansions. A
 * board with the pdb heuristic needs one pattern database, which it builds when asked.
 */
const END = 50;
function fakeModule() {
  const log = [];
  let built = false;
  class SearchStepper {
    static patternDatabasesFor(request) {
      const databases =
        request.heuristic === 'pdb' ? [{ name: 'db', entries: 4, ready: built }] : [];
      return JSON.stringify({ databases });
    }
    static preparePatternDatabases(request, stored, onProgress) {
      log.push('prepare');
      onProgress(1);
      built = true;
      return { status: 'ok', imported: [], rejected: [], built: [] };
    }
    position = 0;
    constructor() {
      log.push('new');
    }
    snap() {
      const status = this.position >= END ? 'solved' : 'running';
      return JSON.stringify({ status, expanded: this.position });
    }
    start(request) {
      log.push(`start ${request.board}`);
      return this.snap();
    }
    step(count) {
      log.push(`step ${count}`);
      this.position = Math.min(END, this.position + count);
      return this.snap();
    }
    seek(k) {
      log.push(`seek ${k}`);
      this.position = Math.min(END, k);
      return this.snap();
    }
    delete() {
      log.push('delete');
    }
  }
  return { log, SearchStepper };
}

const spec = (board = '1,2,3,0') => ({ board, algorithm: 'astar', heuristic: 'manhattan' });

test('stepper: forward is a step, back is a replay, the same position costs nothing', async () => {
  const module = fakeModule();
  const ctx = context(module);
  const ask = (id, target, s = spec()) =>
    stepperRequests.stepper({ type: 'stepper', id, spec: s, target }, ctx);
  await ask(1, 0);
  await ask(2, 1);
  await ask(3, 4);
  await ask(4, 2);
  await ask(5, 2);
  assert.deepEqual(module.log, ['new', 'start 1,2,3,0', 'step 1', 'step 3', 'seek 2']);
  assert.deepEqual(
    ctx.posted.map((m) => m.result.expanded),
    [0, 1, 4, 2, 2],
  );
  // Another board: the old stepper is freed and a new one replays to the position asked.
  await ask(6, 3, spec('0,1,2,3'));
  assert.deepEqual(module.log.slice(5), ['delete', 'new', 'start 0,1,2,3', 'step 3']);
  // Past the end it stays at the end.
  await ask(7, 999, spec('0,1,2,3'));
  await ask(8, 1000, spec('0,1,2,3'));
  assert.deepEqual(
    ctx.posted.slice(-2).map((m) => m.result),
    [
      { status: 'solved', expanded: END },
      { status: 'solved', expanded: END },
    ],
  );
});

test('stepper: a pdb search gets its databases first, with progress; the next request does not', async () => {
  const module = fakeModule();
  const ctx = context(module);
  const pdb = { ...spec(), heuristic: 'pdb' };
  await Promise.all([
    stepperRequests.stepper({ type: 'stepper', id: 1, spec: pdb, target: 2 }, ctx),
    stepperRequests.stepper({ type: 'stepper', id: 2, spec: pdb, target: 3 }, ctx),
  ]);
  // Two requests for the same new search while it was being prepared: one preparation, one
  // stepper, each answered at its position.
  assert.deepEqual(module.log, ['prepare', 'new', 'start 1,2,3,0', 'step 2', 'step 1']);
  const progress = ctx.posted.filter((m) => m.type === 'progress');
  assert.deepEqual(
    progress.map((m) => [m.id, m.progress]),
    [
      [1, { phase: 'database', fraction: 0, source: 'build' }],
      [1, { phase: 'database', fraction: 1, source: 'build' }],
    ],
  );
  assert.deepEqual(
    ctx.posted.filter((m) => m.type === 'done').map((m) => [m.id, m.result.expanded]),
    [
      [1, 2],
      [2, 3],
    ],
  );
  await stepperRequests.stepper({ type: 'stepper', id: 3, spec: spec('0,1,2,3'), target: 0 }, ctx);
  await stepperRequests.stepper({ type: 'stepper', id: 4, spec: pdb, target: 0 }, ctx);
  assert.equal(module.log.filter((entry) => entry === 'prepare').length, 1, 'held now: no build');
});

test('stepper-run runs in slices to the end, with snapshots as progress', async () => {
  const module = fakeModule();
  const ctx = context(module);
  await stepperRequests['stepper-run']({ type: 'stepper-run', id: 9, spec: spec() }, ctx);
  const done = ctx.posted.at(-1);
  assert.equal(done.type, 'done');
  assert.deepEqual(done.result, { status: 'done', snapshot: { status: 'solved', expanded: END } });
  assert.ok(ctx.posted.slice(0, -1).every((m) => m.type === 'progress'));
});

test('solve: start, slices, then the session’s result; the session is always freed', async () => {
  const log = [];
  class SolverSession {
    steps = 0;
    start() {
      return JSON.stringify({ status: 'running', expanded: 0 });
    }
    step() {
      this.steps++;
      return JSON.stringify({
        status: this.steps === 3 ? 'solved' : 'running',
        expanded: this.steps,
      });
    }
    result() {
      return JSON.stringify({ status: 'solved', length: 2 });
    }
    delete() {
      log.push('delete');
    }
  }
  // A board that needs no pattern database: the provider only asks, and is told none.
  const requests = [];
  SolverSession.patternDatabasesFor = (request) => {
    requests.push(request);
    return JSON.stringify({ databases: [] });
  };
  const ctx = context({ SolverSession });
  await solveRequests.solve(
    { type: 'solve', id: 4, request: { board: '1,2,0,3', algorithm: 'astar', heuristic: 'pdb' } },
    ctx,
  );
  assert.deepEqual(ctx.posted.at(-1), {
    type: 'done',
    id: 4,
    result: { status: 'solved', length: 2 },
  });
  assert.deepEqual(log, ['delete']);
  // The module gets a complete Request: what the page left out filled with neutral values.
  assert.deepEqual(requests, [
    {
      board: '1,2,0,3',
      size: '',
      goal: '',
      algorithm: 'astar',
      heuristic: 'pdb',
      weight: 1,
      maxMemoryMB: 0,
      openLimit: 0,
    },
  ]);
});

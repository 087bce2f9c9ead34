// The main-thread bridge: request ids, progress, cancel, and replacing a worker that dies or
// does not stop. The worker here is a scripted stand-in for the message protocol only; the
// real worker and module are exercised by the browser tests.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { SolverClient } from '../../web/solver-client.js';

class ScriptedWorker {
  static created = [];
  constructor() {
    this.sent = [];
    this.terminated = false;
    ScriptedWorker.created.push(this);
  }
  postMessage(message) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  emit(data) {
    this.onmessage?.({ data });
  }
  ready() {
    this.emit({ type: 'ready', capabilities: { algorithms: [], heuristics: [] } });
  }
}

function setup() {
  ScriptedWorker.created = [];
  const notices = [];
  const client = new SolverClient({
    createWorker: () => new ScriptedWorker(),
    onNotice: (message) => notices.push(message),
  });
  const worker = () => ScriptedWorker.created.at(-1);
  return { client, notices, worker };
}

test('the worker is created lazily, once, and answers are matched by id', async () => {
  const { client, worker } = setup();
  assert.equal(ScriptedWorker.created.length, 0);
  const first = client.check('1 2 3 0');
  const second = client.random('2x2', 'blank-last', 0, 7);
  assert.equal(ScriptedWorker.created.length, 1);
  const [a, b] = worker().sent;
  assert.equal(a.type, 'check');
  assert.equal(b.type, 'random');
  assert.notEqual(a.id, b.id);
  worker().ready();
  worker().emit({ type: 'done', id: b.id, result: { status: 'ok', board: [1, 2, 0, 3] } });
  worker().emit({ type: 'done', id: a.id, result: { status: 'ok', solvable: true } });
  assert.deepEqual(await first, { status: 'ok', solvable: true });
  assert.deepEqual(await second, { status: 'ok', board: [1, 2, 0, 3] });
});

test('capabilities come with the ready message', async () => {
  const { client, worker } = setup();
  const capabilities = client.capabilities();
  worker().ready();
  assert.deepEqual(await capabilities, { algorithms: [], heuristics: [] });
});

test('a solve reports progress, then its result', async () => {
  const { client, worker } = setup();
  const progress = [];
  const solving = client.solve({ board: '1 2 3 0' }, (p) => progress.push(p.expanded));
  worker().ready();
  const { id } = worker().sent[0];
  assert.equal(client.solving, true);
  worker().emit({ type: 'progress', id, progress: { expanded: 10 } });
  worker().emit({ type: 'progress', id, progress: { expanded: 20 } });
  worker().emit({ type: 'done', id, result: { status: 'solved', length: 0 } });
  assert.deepEqual(await solving, { status: 'solved', length: 0 });
  assert.deepEqual(progress, [10, 20]);
  assert.equal(client.solving, false);
});

test('cancel is honoured by the worker between slices', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const { id } = worker().sent[0];
  const cancelled = client.cancel();
  assert.deepEqual(worker().sent[1], { type: 'cancel', id });
  worker().emit({ type: 'done', id, result: { status: 'cancelled' } });
  await cancelled;
  assert.equal((await solving).status, 'cancelled');
  assert.equal(worker().terminated, false);
  assert.deepEqual(notices, []);
});

test('a cancel that is not honoured in time terminates and replaces the worker', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const stuck = worker();
  stuck.emit({ type: 'progress', id: stuck.sent[0].id, progress: { expanded: 5, ms: 1 } });
  const check = client.check('1 2 3 0'); // in flight on the stuck worker
  const started = Date.now();
  await client.cancel();
  assert.ok(Date.now() - started < 100, 'the page is ready again within 100 ms');
  const result = await solving;
  assert.equal(result.status, 'cancelled');
  assert.equal(result.stats.expanded, 5);
  assert.equal(stuck.terminated, true);
  assert.equal(ScriptedWorker.created.length, 2);
  assert.match(notices[0], /restarted/);
  // The quick request is sent again to the new worker and answered there.
  const resent = worker().sent.find((m) => m.type === 'check');
  worker().ready();
  worker().emit({ type: 'done', id: resent.id, result: { status: 'ok' } });
  assert.deepEqual(await check, { status: 'ok' });
});

test('a worker that dies mid-search is replaced and the page is told', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const dead = worker();
  dead.onerror({ message: 'RuntimeError: unreachable', preventDefault() {} });
  await assert.rejects(solving, /restarted/);
  assert.equal(dead.terminated, true);
  assert.equal(ScriptedWorker.created.length, 2);
  assert.match(notices[0], /stopped.*restarted/);
});

test('a fatal error from the module replaces the worker; the next request uses the new one', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const old = worker();
  old.emit({
    type: 'error',
    id: old.sent[0].id,
    fatal: true,
    message: 'memory access out of bounds',
  });
  await assert.rejects(solving, /memory access out of bounds/);
  assert.equal(old.terminated, true);
  assert.match(notices[0], /restarted/);
  const check = client.check('1 2 3 0');
  assert.notEqual(worker(), old);
  worker().ready();
  worker().emit({ type: 'done', id: worker().sent.at(-1).id, result: { status: 'ok' } });
  assert.deepEqual(await check, { status: 'ok' });
});

test('a module that cannot load fails the requests instead of restarting forever', async () => {
  const { client, worker, notices } = setup();
  const capabilities = client.capabilities();
  const check = client.check('1 2 3 0');
  worker().emit({
    type: 'error',
    id: null,
    fatal: true,
    message: 'The solver could not be loaded: 404',
  });
  await assert.rejects(capabilities, /could not be loaded/);
  await assert.rejects(check, /could not be loaded/);
  assert.equal(ScriptedWorker.created.length, 1);
  assert.match(notices[0], /could not be loaded/);
});

test('step mode: positions are quick requests, sent again to a replacement worker', async () => {
  const { client, worker } = setup();
  const spec = { board: '1,2,3,0', size: '', goal: '', algorithm: 'astar', heuristic: 'manhattan' };
  const first = worker;
  const snapshot = client.stepTo(spec, 3);
  const sent = first().sent[0];
  assert.equal(sent.type, 'stepper');
  assert.deepEqual(sent.spec, spec);
  assert.equal(sent.target, 3);
  first().ready();
  // The worker dies before answering: the same request goes to the new worker.
  first().onerror({ message: 'boom' });
  const replacement = ScriptedWorker.created.at(-1);
  assert.notEqual(replacement, ScriptedWorker.created[0]);
  assert.equal(replacement.sent[0].type, 'stepper');
  assert.equal(replacement.sent[0].target, 3);
  replacement.ready();
  replacement.emit({ type: 'done', id: replacement.sent[0].id, result: { expanded: 3 } });
  assert.deepEqual(await snapshot, { expanded: 3 });
});

test('Run to end is a long job: cancellable, and it gives way to a new search', async () => {
  const { client } = setup();
  const progress = [];
  const run = client.runStepper({ board: '1,2,3,0' }, undefined, (s) => progress.push(s));
  const w = ScriptedWorker.created.at(-1);
  w.ready();
  const { id } = w.sent[0];
  assert.equal(w.sent[0].type, 'stepper-run');
  assert.ok(client.solving, 'a long job is running');
  w.emit({ type: 'progress', id, progress: { expanded: 500 } });
  assert.deepEqual(progress, [{ expanded: 500 }]);
  // A search started now cancels the run first (one long job at a time).
  const solve = client.solve({ board: '1,2,3,0' });
  assert.deepEqual(
    w.sent.map((m) => m.type),
    ['stepper-run', 'cancel', 'solve'],
  );
  w.emit({ type: 'done', id, result: { status: 'cancelled', snapshot: { expanded: 600 } } });
  assert.equal((await run).status, 'cancelled');
  w.emit({ type: 'done', id: w.sent[2].id, result: { status: 'solved' } });
  assert.equal((await solve).status, 'solved');
});

test('a run the worker does not stop in time ends with its last snapshot', async () => {
  const { client } = setup();
  const run = client.runStepper({ board: '1,2,3,0' });
  const w = ScriptedWorker.created.at(-1);
  w.ready();
  w.emit({ type: 'progress', id: w.sent[0].id, progress: { expanded: 42 } });
  const cancelled = client.cancel();
  await cancelled;
  assert.deepEqual(await run, { status: 'cancelled', snapshot: { expanded: 42 } });
  assert.ok(w.terminated, 'the stuck worker was replaced');
});

// The main-thread bridge: request ids, progress, cancel, replacing a worker that dies or does
// not stop, and starting one: the ways tried in order, and a sentence for the user whenever no
// worker can start. The worker here is a scripted stand-in for the message protocol only; the
// real worker and module are exercised by the browser tests (tests/e2e/worker-startup).
import assert from 'node:assert/strict';
import { beforeEach, mock, test } from 'node:test';

import { SolverClient } from '../../web/solver/solver-client.js';
import { failureSentence } from '../../web/solver/failure-sentence.js';
import { solverWorkerWays } from '../../web/solver/solver-worker-start.js';

// The client logs technical details with console.warn; keep them, and the output quiet.
let warnings = [];
beforeEach(() => {
  warnings = [];
  mock.method(console, 'warn', (text) => warnings.push(text));
});

/** No Emscripten or JS internals in what the user reads. */
function assertSentence(text) {
  assert.match(text, /^[A-Z].*\.$/s, `a sentence: ${text}`);
  assert.doesNotMatch(text, /Aborted|ASSERTIONS|RuntimeError|out of bounds|unreachable|Error:/);
}

// It never opens the answer lane the client offers (answer-lane.js, tested on its own): it
// answers through its port, as a worker does where no lane can be had.
class ScriptedWorker {
  static created = [];
  constructor() {
    this.sent = [];
    this.laneOffers = [];
    this.terminated = false;
    ScriptedWorker.created.push(this);
  }
  postMessage(message) {
    if (message.type === 'lane') this.laneOffers.push(message);
    else this.sent.push(message);
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

function setup(options = {}) {
  ScriptedWorker.created = [];
  const notices = [];
  const client = new SolverClient({
    createWorker: () => new ScriptedWorker(),
    onNotice: (message) => notices.push(message),
    ...options,
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
  assert.equal(worker().laneOffers.length, 1, 'an answer lane offered with the first requests');
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

test('a cancelled search is answered at once; the worker stops it in its own time', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const { id } = worker().sent[0];
  worker().emit({ type: 'progress', id, progress: { expanded: 5, ms: 1 } });
  await client.cancel(); // no answer from the worker yet
  assert.deepEqual(worker().sent[1], { type: 'cancel', id });
  const result = await solving;
  assert.equal(result.status, 'cancelled');
  assert.equal(result.stats.expanded, 5, 'what the search had reported');
  assert.equal(client.solving, false, 'the page is ready');
  // The next search goes to the same worker, behind the cancel; the old answer changes nothing.
  const next = client.solve({ board: 'y' });
  worker().emit({ type: 'done', id, result: { status: 'cancelled' } });
  const nextId = worker().sent[2].id;
  worker().emit({ type: 'done', id: nextId, result: { status: 'solved', length: 3 } });
  assert.deepEqual(await next, { status: 'solved', length: 3 });
  assert.equal(worker().terminated, false);
  assert.equal(ScriptedWorker.created.length, 1);
  assert.deepEqual(notices, []);
});

test('a search shortening an answer it has keeps that answer when cancelled', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const { id } = worker().sent[0];
  worker().emit({
    type: 'progress',
    id,
    progress: { expanded: 5, bestLength: 120, lowerBound: 90 },
  });
  const cancelled = client.cancel();
  assert.deepEqual(worker().sent[1], { type: 'cancel', id });
  t.mock.timers.tick(500); // a slow slice: still waited for
  const kept = { status: 'solved', length: 118, optimal: false, stoppedEarly: true };
  worker().emit({ type: 'done', id, result: kept });
  await cancelled;
  assert.deepEqual(await solving, kept);
  assert.equal(worker().terminated, false);
  assert.deepEqual(notices, []);

  // A worker that does not answer within the second is replaced; the answer is lost then.
  const again = client.solve({ board: 'y' });
  const second = worker().sent.at(-1).id;
  worker().emit({ type: 'progress', id: second, progress: { expanded: 7, bestLength: 99 } });
  client.cancel();
  t.mock.timers.tick(1000);
  const lost = await again;
  assert.equal(lost.status, 'cancelled');
  assert.equal(lost.stats.expanded, 7);
  assert.equal(ScriptedWorker.created.length, 2, 'replaced');
});

test('a worker that does not stop a cancelled search within a second is replaced', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const stuck = worker();
  stuck.emit({ type: 'progress', id: stuck.sent[0].id, progress: { expanded: 5, ms: 1 } });
  const check = client.check('1 2 3 0'); // in flight on the stuck worker
  await client.cancel();
  assert.equal((await solving).status, 'cancelled');
  t.mock.timers.tick(999);
  assert.equal(stuck.terminated, false, 'a slice may take a while');
  t.mock.timers.tick(1);
  assert.equal(stuck.terminated, true);
  assert.equal(ScriptedWorker.created.length, 2);
  assert.match(notices[0], /restarted/);
  // The quick request is sent again to the new worker and answered there.
  const resent = worker().sent.find((m) => m.type === 'check');
  worker().ready();
  worker().emit({ type: 'done', id: resent.id, result: { status: 'ok' } });
  assert.deepEqual(await check, { status: 'ok' });
});

test('a step-mode run waits for the worker to stop; not stopped in time, the worker is replaced', async (t) => {
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const { client, worker, notices } = setup();
  const run = client.runStepper({ board: '1,2,3,0' });
  worker().ready();
  const stuck = worker();
  stuck.emit({ type: 'progress', id: stuck.sent[0].id, progress: { expanded: 42 } });
  let answered = false;
  const cancelled = client.cancel().then(() => (answered = true));
  await Promise.resolve();
  assert.equal(answered, false, 'the stepper’s own snapshot is waited for');
  t.mock.timers.tick(80);
  await cancelled;
  assert.deepEqual(await run, { status: 'cancelled', snapshot: { expanded: 42 } });
  assert.equal(stuck.terminated, true);
  assert.match(notices[0], /restarted/);
});

test('a worker that dies mid-search is replaced and the page is told', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  const dead = worker();
  dead.onerror({ message: 'Uncaught RuntimeError: unreachable', preventDefault() {} });
  await assert.rejects(solving, (error) => {
    assert.equal(error.message, failureSentence('crashed'));
    assert.equal(error.reason, 'crashed');
    return true;
  });
  assert.equal(dead.terminated, true);
  assert.equal(ScriptedWorker.created.length, 2);
  assert.deepEqual(notices, [failureSentence('crashed')]);
  assert.match(warnings.join('\n'), /RuntimeError: unreachable/, 'the detail is in the console');
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
    reason: 'crashed',
    message: 'RuntimeError: memory access out of bounds',
  });
  await assert.rejects(solving, (error) => {
    assertSentence(error.message);
    assert.match(error.message, /internal error and was restarted/);
    return true;
  });
  assert.equal(old.terminated, true);
  assert.match(notices[0], /restarted/);
  assert.match(warnings.join('\n'), /memory access out of bounds/);
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
    reason: 'wasm-download',
    message: "failed to load wasm binary file at 'https://example.org/web/wasm/npuzzle.wasm'",
  });
  const sentence = failureSentence('wasm-download');
  await assert.rejects(capabilities, { message: sentence, reason: 'wasm-download' });
  await assert.rejects(check, { message: sentence });
  assert.equal(ScriptedWorker.created.length, 1);
  assert.equal(worker().terminated, true);
  assert.deepEqual(notices, [sentence]);
  // The next request tries a fresh start.
  const again = client.capabilities();
  assert.equal(ScriptedWorker.created.length, 2);
  worker().ready();
  assert.deepEqual(await again, { algorithms: [], heuristics: [] });
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

// ---------------------------------------------------------------- starting the worker

test('a way that throws gives way to the next; requests reach the worker that starts', async () => {
  ScriptedWorker.created = [];
  const client = new SolverClient({
    workerWays: [
      () => {
        throw new DOMException(
          "Script at 'x' cannot be accessed from origin 'null'.",
          'SecurityError',
        );
      },
      () => new ScriptedWorker(),
    ],
  });
  const check = client.check('1 2 3 0');
  const w = ScriptedWorker.created.at(-1);
  assert.deepEqual(
    w.sent.map((m) => m.type),
    ['check'],
    'sent once, to the worker that started',
  );
  w.ready();
  w.emit({ type: 'done', id: w.sent[0].id, result: { status: 'ok' } });
  assert.deepEqual(await check, { status: 'ok' });
});

test('a worker that fails before ready is replaced by the next way, with every request', async () => {
  ScriptedWorker.created = [];
  const client = new SolverClient({
    workerWays: [() => new ScriptedWorker(), () => new ScriptedWorker()],
  });
  const solving = client.solve({ board: '1 2 3 0' });
  const check = client.check('1 2 3 0');
  const [first] = ScriptedWorker.created;
  first.onerror({ message: '', preventDefault() {} }); // a module worker this browser refused
  assert.equal(first.terminated, true);
  const second = ScriptedWorker.created[1];
  assert.deepEqual(
    second.sent.map((m) => m.type),
    ['solve', 'check'],
  );
  second.ready();
  for (const m of second.sent) second.emit({ type: 'done', id: m.id, result: { status: m.type } });
  assert.deepEqual(await solving, { status: 'solve' });
  assert.deepEqual(await check, { status: 'check' });
});

test('a way that resolves later gets the requests made meanwhile; a cancel drops its job', async () => {
  ScriptedWorker.created = [];
  let deliver;
  const client = new SolverClient({
    workerWays: [() => new Promise((resolve) => (deliver = resolve))],
  });
  const check = client.check('1 2 3 0');
  const solving = client.solve({ board: 'x' });
  await client.cancel();
  assert.equal((await solving).status, 'cancelled');
  deliver(new ScriptedWorker());
  await Promise.resolve();
  const w = ScriptedWorker.created[0];
  assert.deepEqual(
    w.sent.map((m) => m.type),
    ['check'],
  );
  w.ready();
  w.emit({ type: 'done', id: w.sent[0].id, result: { status: 'ok' } });
  assert.deepEqual(await check, { status: 'ok' });
});

test('when no way works, every request fails with the most telling sentence', async () => {
  const notices = [];
  const client = new SolverClient({
    workerWays: [
      () => {
        throw new Error('module workers are not supported');
      },
      () =>
        Promise.reject(
          new DOMException(
            "Failed to construct 'Worker': Access to the script at 'blob:null/1' is denied by the document's Content Security Policy.",
            'SecurityError',
          ),
        ),
    ],
    onNotice: (message) => notices.push(message),
  });
  const capabilities = client.capabilities();
  const check = client.check('1 2 3 0');
  const sentence = failureSentence('start-csp');
  await assert.rejects(capabilities, { message: sentence, reason: 'start-csp' });
  await assert.rejects(check, { message: sentence });
  assert.deepEqual(notices, [sentence]);
  assertSentence(sentence);
});

test('a page-supplied worker refused by CSP (the offline file) fails with the CSP sentence', async () => {
  const notices = [];
  const client = new SolverClient({
    createWorker: () => {
      throw new DOMException(
        "Failed to construct 'Worker': Access to the script at 'blob:null/1' is denied by the document's Content Security Policy.",
        'SecurityError',
      );
    },
    onNotice: (message) => notices.push(message),
  });
  await assert.rejects(client.capabilities(), { reason: 'start-csp' });
  assert.match(notices[0], /worker-src blob:/);
});

test("a worker that never says 'ready' is given up after the start timeout", async (t) => {
  // The client's start timer does not keep Node alive (unref); this one does, meanwhile.
  const alive = setTimeout(() => {}, 5_000);
  t.after(() => clearTimeout(alive));
  const { client, worker, notices } = setup({ readyTimeoutMs: 20 });
  const capabilities = client.capabilities();
  const solving = client.solve({ board: 'x' });
  await assert.rejects(capabilities, { message: failureSentence('start-timeout') });
  await assert.rejects(solving, { reason: 'start-timeout' });
  assert.equal(worker().terminated, true);
  assert.deepEqual(notices, [failureSentence('start-timeout')]);
});

test('the start timeout ends with ready', async () => {
  const { client, worker, notices } = setup({ readyTimeoutMs: 20 });
  const capabilities = client.capabilities();
  worker().ready();
  await capabilities;
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal(worker().terminated, false);
  assert.deepEqual(notices, []);
});

test('running out of memory in the module gets its own advice', async () => {
  const { client, worker, notices } = setup();
  const solving = client.solve({ board: 'x' });
  worker().ready();
  worker().emit({
    type: 'error',
    id: worker().sent[0].id,
    fatal: true,
    reason: 'out-of-memory',
    message: 'RuntimeError: Aborted(OOM). Build with -s ASSERTIONS=1 for more info.',
  });
  await assert.rejects(solving, (error) => {
    assertSentence(error.message);
    assert.match(error.message, /ran out of memory.*memory budget/);
    return true;
  });
  assert.equal(notices.length, 1);
});

test('an unknown request fails with a sentence and keeps the worker', async () => {
  const { client, worker } = setup();
  const check = client.check('1 2 3 0');
  worker().ready();
  const w = worker();
  w.emit({
    type: 'error',
    id: w.sent[0].id,
    fatal: false,
    reason: 'unknown-request',
    message: 'unknown request check',
  });
  await assert.rejects(check, { reason: 'unknown-request' });
  assert.equal(w.terminated, false);
});

test('a restart begins with the way that worked', async () => {
  ScriptedWorker.created = [];
  let moduleTries = 0;
  const client = new SolverClient({
    workerWays: [
      () => {
        moduleTries++;
        throw new Error('refused');
      },
      () => new ScriptedWorker(),
    ],
  });
  const solving = client.solve({ board: 'x' });
  const first = ScriptedWorker.created[0];
  first.ready();
  first.onerror({ message: 'Uncaught RuntimeError: unreachable' });
  await assert.rejects(solving, { reason: 'crashed' });
  assert.equal(ScriptedWorker.created.length, 2, 'replaced');
  assert.equal(moduleTries, 1, 'the refused way is not tried again');
});

test('the ways: file:// cannot work, an opaque origin takes the bundle, otherwise both', () => {
  const file = solverWorkerWays({ protocol: 'file:', origin: 'null' });
  assert.equal(file.length, 1);
  assert.throws(() => file[0](), { reason: 'start-file', message: /npuzzle-lab\.html/ });
  assert.equal(solverWorkerWays({ protocol: 'https:', origin: 'null' }).length, 1);
  assert.equal(solverWorkerWays({ protocol: 'https:', origin: 'https://a.example' }).length, 2);
});

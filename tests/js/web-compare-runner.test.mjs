// The comparison runner: searches one after another through a client, with progress, a time
// limit, Skip and Cancel. The client is a stand-in that answers when told to.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { CompareRunner } from '../../web/lab/shared/compare-runner.js';

class FakeClient {
  requests = [];
  cancels = 0;
  solve(request, onProgress) {
    return new Promise((resolve) => {
      this.requests.push({ request, onProgress, resolve });
    });
  }
  cancel() {
    this.cancels++;
    this.requests.at(-1)?.resolve({ status: 'cancelled', stats: { expanded: 7 } });
  }
  answer(result) {
    this.requests.at(-1).resolve(result);
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const BASE = { board: '1,2,3,0', size: '2x2', goal: 'blank-last', maxMemoryMB: 64 };
const RUNS = [
  { algorithm: 'astar', heuristic: 'misplaced' },
  { algorithm: 'bfs', heuristic: '' },
  { algorithm: 'wastar', heuristic: 'manhattan', weight: 3 },
];

test('runs each search in order with the board, reporting start, progress and result', async () => {
  const client = new FakeClient();
  const runner = new CompareRunner(client);
  const events = [];
  const done = runner.run(RUNS, BASE, {
    onStart: (i) => events.push(`start ${i}`),
    onProgress: (i, p) => events.push(`progress ${i} ${p.expanded}`),
    onResult: (i, r) => events.push(`result ${i} ${r.status}`),
  });
  assert.ok(runner.running);
  await tick();
  assert.deepEqual(client.requests[0].request, {
    ...BASE,
    algorithm: 'astar',
    heuristic: 'misplaced',
    weight: 1,
  });
  client.requests[0].onProgress({ expanded: 10 });
  client.answer({ status: 'solved', length: 1 });
  await tick();
  assert.equal(client.requests[1].request.heuristic, 'manhattan', 'BFS gets a harmless heuristic');
  client.answer({ status: 'solved', length: 1 });
  await tick();
  assert.equal(client.requests[2].request.weight, 3);
  client.answer({ status: 'limit' });
  const { cancelled, results } = await done;
  assert.equal(cancelled, false);
  assert.deepEqual(
    results.map((r) => r.status),
    ['solved', 'solved', 'limit'],
  );
  assert.deepEqual(events, [
    'start 0',
    'progress 0 10',
    'result 0 solved',
    'start 1',
    'result 1 solved',
    'start 2',
    'result 2 limit',
  ]);
  assert.equal(runner.running, false);
});

test('depth-limited DFS is sent its depth limit; the other searches none', async () => {
  const client = new FakeClient();
  const runner = new CompareRunner(client);
  const done = runner.run([{ algorithm: 'dfs', heuristic: '', depthLimit: 16 }, RUNS[0]], BASE);
  await tick();
  assert.equal(client.requests[0].request.depthLimit, 16);
  client.answer({ status: 'limit', errorId: 'depth-limit-cut' });
  await tick();
  assert.ok(!('depthLimit' in client.requests[1].request), 'A* is sent no depth limit');
  client.answer({ status: 'solved' });
  await done;
});

test('Skip ends one search and goes on; Cancel ends them all', async () => {
  const client = new FakeClient();
  const runner = new CompareRunner(client);
  const done = runner.run(RUNS, BASE);
  await tick();
  runner.skip();
  await tick();
  assert.equal(client.requests.length, 2, 'the next search started');
  runner.cancel();
  const { cancelled, results } = await done;
  assert.equal(cancelled, true);
  assert.equal(results[0].status, 'skipped');
  assert.equal(results[0].stats.expanded, 7, 'the figures reached are kept');
  assert.equal(results[1].status, 'cancelled');
  assert.equal(results[2], null, 'never reached');
  assert.equal(client.requests.length, 2);
});

test('a search past the time limit ends as timeout, and the next one runs', async (t) => {
  // A mocked clock: on a busy machine real timers let the second search's limit pass too.
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const client = new FakeClient();
  const runner = new CompareRunner(client);
  const done = runner.run(RUNS.slice(0, 2), BASE, { timeLimitMs: 20 });
  await settle();
  t.mock.timers.tick(20);
  await settle();
  assert.equal(client.requests.length, 2);
  client.answer({ status: 'solved' });
  const { results } = await done;
  assert.equal(results[0].status, 'timeout');
  assert.equal(results[1].status, 'solved');
});

test('a failing search is reported and the others still run; one comparison at a time', async () => {
  const client = new FakeClient();
  client.solve = function (request) {
    this.requests.push({ request });
    return request.algorithm === 'astar'
      ? Promise.reject(new Error('the solver stopped'))
      : Promise.resolve({ status: 'solved' });
  };
  const runner = new CompareRunner(client);
  const done = runner.run(RUNS.slice(0, 2), BASE);
  await assert.rejects(runner.run(RUNS, BASE), /already running/);
  const { results } = await done;
  assert.deepEqual(results[0], { status: 'failed', error: 'the solver stopped' });
  assert.equal(results[1].status, 'solved');
});

test('the time limit is the search’s: preparing pattern databases does not count', async (t) => {
  // A mocked clock: the test says when time passes, so a busy machine cannot make it flaky.
  t.mock.timers.enable({ apis: ['setTimeout'] });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const client = new FakeClient();
  const runner = new CompareRunner(client);
  const done = runner.run([RUNS[0]], BASE, { timeLimitMs: 1000 });
  await settle();
  // Database progress every 600 ms for 3 s: longer than the limit, but each restarts the clock.
  for (let i = 0; i < 5; i++) {
    client.requests[0].onProgress({ phase: 'database', fraction: i / 5 });
    t.mock.timers.tick(600);
  }
  assert.equal(client.cancels, 0, 'not stopped while the databases were prepared');
  client.requests[0].onProgress({ phase: 'search', expanded: 5 });
  t.mock.timers.tick(999);
  assert.equal(client.cancels, 0, 'the search has its whole second');
  t.mock.timers.tick(1);
  assert.equal(client.cancels, 1, 'stopped once the search itself reached the limit');
  const { results } = await done;
  assert.equal(results[0].status, 'timeout');
});

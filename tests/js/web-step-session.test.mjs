// Step mode's page state: Step and Step back as positions asked of the worker, snapshots seen
// before served from the cache (so Step back shows the same view), presses that arrive while a
// request is out coalesced, and the end of the search respected.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { StepSession } from '../../web/lab/step/step-session.js';

const END = 5; // this pretend search reaches the goal after 5 expansions

class FakeStepClient {
  calls = [];
  stepTo(spec, target) {
    this.calls.push(target);
    const expanded = Math.min(target, END);
    return new Promise((resolve) =>
      setTimeout(() =>
        resolve({
          status: expanded === END ? 'solved' : 'running',
          expanded,
          view: `view ${expanded}`,
          fresh: this.calls.length,
        }),
      ),
    );
  }
  runStepper(spec, target, onProgress) {
    onProgress({ status: 'running', expanded: 3 });
    return Promise.resolve({ status: 'done', snapshot: { status: 'solved', expanded: END } });
  }
}

function setup() {
  const client = new FakeStepClient();
  const shown = [];
  const session = new StepSession(client, { board: '1,2,3,0' }, (s) => shown.push(s.expanded));
  return { client, session, shown };
}

test('Step asks for one more expansion; Step back is served from what was seen', async () => {
  const { client, session, shown } = setup();
  await session.goTo(0);
  await session.step();
  await session.step();
  const second = session.snapshot;
  await session.step();
  assert.equal(session.position, 3);
  assert.deepEqual(client.calls, [0, 1, 2, 3]);
  await session.stepBack();
  assert.equal(session.position, 2);
  assert.equal(session.snapshot, second, 'the very snapshot shown before');
  assert.deepEqual(client.calls, [0, 1, 2, 3], 'no request for a position already seen');
  assert.deepEqual(shown, [0, 1, 2, 3, 2]);
});

test('presses while a request is out add up, and the last position wins', async () => {
  const { client, session } = setup();
  await session.goTo(0);
  const first = session.step();
  session.step();
  session.step();
  await first;
  await session.goTo(session.position); // settle whatever is queued
  assert.equal(session.position, 3);
  assert.ok(client.calls.length <= 3, `coalesced: ${client.calls}`);
});

test('stepping past the goal stays at the goal', async () => {
  const { session } = setup();
  await session.goTo(END + 10);
  assert.equal(session.position, END);
  assert.equal(session.finished, true);
  await session.step();
  assert.equal(session.position, END);
  await session.stepBack();
  assert.equal(session.position, END - 1);
});

test('Run to end reports its progress and shows where it ended', async () => {
  const { session, shown } = setup();
  await session.goTo(0);
  const progress = [];
  const outcome = await session.run(undefined, (s) => progress.push(s.expanded));
  assert.equal(outcome.status, 'done');
  assert.deepEqual(progress, [3]);
  assert.equal(session.position, END);
  assert.equal(shown.at(-1), END);
});

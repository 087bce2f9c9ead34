// The answer lane (web/protocol/answer-lane.js): the worker's messages move to a BroadcastChannel
// only after the page has confirmed it, reach only their own page, and where no lane can be had
// they keep coming through the port. Node's own BroadcastChannel carries them here; the page and
// the worker are two ends in one thread, joined by a port that delivers a task later, as a
// worker's does.
import assert from 'node:assert/strict';
import { setImmediate as nextTask } from 'node:timers/promises';
import { test } from 'node:test';

import { answerLaneSender, openAnswerLane } from '../../web/protocol/answer-lane.js';

/** A page and its worker: what the page received, and on which way. */
function pair() {
  const received = [];
  const scope = {
    postMessage: (message) => setImmediate(() => received.push({ via: 'port', message })),
  };
  const sender = answerLaneSender(scope);
  const toWorker = [];
  const worker = {
    postMessage: (message) =>
      setImmediate(() => {
        toWorker.push(message);
        sender.handle(message);
      }),
  };
  const lane = openAnswerLane(worker, (message) => received.push({ via: 'lane', message }));
  return { received, sender, toWorker, lane };
}

/** Lets the handshake's messages (a task each way, and the channel's) arrive. */
async function settle() {
  for (let i = 0; i < 10; i++) await nextTask();
}

test('the worker answers on the lane once the page has confirmed it, in order', async () => {
  const { received, sender, toWorker, lane } = pair();
  sender.send({ type: 'progress', id: 1, progress: {} }); // before the handshake: the port
  await settle();
  assert.deepEqual(
    toWorker.map((m) => m.type),
    ['lane', 'lane-use'],
  );
  for (let id = 2; id <= 5; id++) sender.send({ type: 'done', id, result: {} });
  await settle();
  assert.deepEqual(
    received.map(({ via, message }) => `${via}:${message.id}`),
    ['port:1', 'lane:2', 'lane:3', 'lane:4', 'lane:5'],
  );
  assert.ok(!received.some(({ message }) => message.type === 'lane-open'), 'handshake kept apart');
  lane.close();
});

test("two pages' lanes never carry each other's answers", async () => {
  const first = pair();
  const second = pair();
  await settle();
  first.sender.send({ type: 'done', id: 1, result: {} });
  second.sender.send({ type: 'done', id: 2, result: {} });
  await settle();
  assert.deepEqual(
    first.received.map(({ message }) => message.id),
    [1],
  );
  assert.deepEqual(
    second.received.map(({ message }) => message.id),
    [2],
  );
  first.lane.close();
  second.lane.close();
});

test('a lane the page closed before confirming it leaves the answers on the port', async () => {
  const received = [];
  const sender = answerLaneSender({ postMessage: (message) => received.push(message) });
  // The page offered a lane and went away before the worker opened it: no confirmation comes.
  assert.equal(sender.handle({ type: 'lane', name: 'npuzzle-lab-answers-nobody' }), true);
  await settle();
  sender.send({ type: 'done', id: 7, result: {} });
  assert.deepEqual(received, [{ type: 'done', id: 7, result: {} }]);
});

test('without BroadcastChannel no lane is offered and the port serves', async (t) => {
  const saved = globalThis.BroadcastChannel;
  t.after(() => {
    globalThis.BroadcastChannel = saved;
  });
  globalThis.BroadcastChannel = undefined;
  const offered = [];
  const lane = openAnswerLane({ postMessage: (message) => offered.push(message) }, () => {});
  assert.deepEqual(offered, []);
  lane.close();
  const received = [];
  const sender = answerLaneSender({ postMessage: (message) => received.push(message) });
  assert.equal(sender.handle({ type: 'lane', name: 'x' }), true);
  assert.equal(sender.handle({ type: 'lane-use' }), true);
  sender.send({ type: 'done', id: 1, result: {} });
  assert.equal(received.length, 1);
});

test('requests are not taken for the handshake', () => {
  const sender = answerLaneSender({ postMessage: () => {} });
  assert.equal(sender.handle({ type: 'solve', id: 1 }), false);
  assert.equal(sender.handle(undefined), false);
});

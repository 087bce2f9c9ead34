// @ts-check
// The worker's answers on a lane that is not held back behind the next frame.
//
// Chromium defers a page's tasks for messages from a worker (and from MessagePorts) after a click
// or a key press until it has drawn the next frame, to keep input responsive. A solve that takes
// a few milliseconds then waits for that frame before the page may show its answer, and the answer
// is drawn a frame later still: 10-16 ms lost on most 8- and 15-puzzles (measured in Chromium:
// click to answer 13 ms through the worker's port, 1.5 ms through a BroadcastChannel, for a
// worker that answers in 1 ms). Messages on a BroadcastChannel are not deferred, so the worker
// sends its answers on one whose name only this page and its worker know.
//
// The lane is opened with a handshake, and until it is confirmed the worker keeps answering
// through its port: where a channel cannot carry the messages (an engine without
// BroadcastChannel, a context that isolates the worker's channels from the page's), nothing is
// lost, and the answers only come the usual way. All of a worker's messages after the handshake
// take the lane, in order; only the switch itself may let a lane message pass an earlier port one,
// which the client tolerates (a `ready` or a progress report after a later answer changes
// nothing).
//
// page → worker: {type: 'lane', name}; worker → page, on the lane: {type: 'lane-open'};
// page → worker: {type: 'lane-use'}; from then on the worker posts on the lane.

/** @typedef {import('./protocol.js').WorkerMessage} WorkerMessage */

/**
 * A channel that does not hold a Node process open (the unit tests); browsers have no unref.
 * @param {string} name
 */
function channelNamed(name) {
  const channel = /** @type {BroadcastChannel & {unref?: () => void}} */ (
    new BroadcastChannel(name)
  );
  channel.unref?.();
  return channel;
}

/** A channel name no other page or tab will choose. */
function uniqueName() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `npuzzle-lab-answers-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The page's end, for one worker: opens the lane and passes every message on it, except the
 * handshake's, to `receive`. Without BroadcastChannel it opens nothing and close() does nothing.
 * @param {{postMessage(message: any): void}} worker
 * @param {(message: WorkerMessage) => void} receive
 * @returns {{close(): void}}
 */
export function openAnswerLane(worker, receive) {
  if (typeof BroadcastChannel !== 'function') return { close() {} };
  let lane;
  try {
    lane = channelNamed(uniqueName());
  } catch {
    return { close() {} }; // an origin that may not have channels
  }
  lane.onmessage = ({ data }) => {
    if (data?.type === 'lane-open') worker.postMessage({ type: 'lane-use' });
    else receive(data);
  };
  worker.postMessage({ type: 'lane', name: lane.name });
  return { close: () => lane.close() };
}

/**
 * The worker's end: `send` posts through the port until the page has confirmed the lane, then on
 * the lane. `handle(message)` takes the handshake's messages and returns true for them; the
 * worker's other messages are its requests.
 * @param {{postMessage(message: WorkerMessage): void}} scope the worker's global scope
 */
export function answerLaneSender(scope) {
  /** @type {BroadcastChannel | null} */
  let opening = null;
  /** @type {BroadcastChannel | null} */
  let lane = null;
  return {
    /** @param {WorkerMessage} message */
    send(message) {
      if (lane) lane.postMessage(message);
      else scope.postMessage(message);
    },
    /** @param {any} message @returns {boolean} whether it was the handshake's */
    handle(message) {
      if (message?.type === 'lane') {
        if (typeof BroadcastChannel !== 'function' || typeof message.name !== 'string') return true;
        try {
          opening = channelNamed(message.name);
          opening.postMessage({ type: 'lane-open' });
        } catch {
          opening = null; // no lane: the port serves
        }
        return true;
      }
      if (message?.type === 'lane-use') {
        lane = opening;
        return true;
      }
      return false;
    },
  };
}

// @ts-check
// The only place the wasm module lives. Each message type is answered by a handler from one of
// the request modules in ./worker/; long jobs (a search, a step-mode run) go through one job
// slot, run in budgeted slices and yield between them, so `cancel` and quick requests are seen
// while they run.
//
// The messages, both ways, are typed in protocol.js; the answers go through the port or on the
// page's answer lane (answer-lane.js). Handlers: quick-requests.js (check, random,
// capabilities), solve-request.js (solve), stepper-requests.js (stepper, stepper-run,
// stepper-close), hint-request.js (hint, in a slot of its own), pattern-database-load-request.js
// (load-databases, a search team member's tables), database-build-request.js (build-databases, a
// background helper's build) and background-database-build.js (take-databases, what it built),
// and {type:'cancel', id} here.
//
// Started from a Blob (solver-worker-start.js, the offline file), the worker has no URL of its
// own to find npuzzle.wasm beside; `self.npuzzleSolverConfig.wasmFolder`, set by the Blob's
// first line, says where that file is.

import {
  loadFailureReason,
  requestFailureReason,
  technicalText,
} from '../protocol/solver-failures.js';
import { answerLaneSender } from '../protocol/answer-lane.js';
import createNpuzzleModule from '../wasm/npuzzle.mjs';
import { hintRequests } from './hint-request.js';
import { databaseLoadRequests } from './pattern-database-load-request.js';
import { databaseBuildRequests } from './database-build-request.js';
import { databaseTakeRequests } from './background-database-build.js';
import { experimentRequests } from './experiment-request.js';
import { JobSlot } from './jobs.js';
import { quickRequests } from './quick-requests.js';
import { solveRequests } from './solve-request.js';
import { stepperRequests } from './stepper-requests.js';

/** @typedef {import('../protocol/protocol.js').ClientMessage} ClientMessage */
/** @typedef {import('../protocol/protocol.js').WorkerMessage} WorkerMessage */
/** @typedef {import('../protocol/protocol.js').NpuzzleModule} NpuzzleModule */
/**
 * What every handler gets besides its message.
 * `hints` is the players' hint slot, apart from `jobs` so a hint never ends a Solve or a lab run.
 * @typedef {{module: NpuzzleModule, jobs: JobSlot, hints: JobSlot,
 *   post: (message: WorkerMessage) => void,
 *   reply: (id: number, result: import('../protocol/protocol.js').Answer) => void}} WorkerContext
 */
/**
 * The worker's global scope, as far as this file uses it (the page's DOM types are in scope).
 * @type {{postMessage(message: WorkerMessage): void,
 *   onmessage: ((event: MessageEvent) => void) | null,
 *   npuzzleSolverConfig?: {wasmFolder?: string}}}
 */
const scope = /** @type {any} */ (self);

/**
 * One handler for each message type of protocol.js, taking that message.
 * @type {{[T in ClientMessage['type']]: (message: Extract<ClientMessage, {type: T}>,
 *   context: WorkerContext) => void | Promise<void>}}
 */
const handlers = {
  ...quickRequests,
  ...solveRequests,
  ...stepperRequests,
  ...experimentRequests,
  ...hintRequests,
  ...databaseLoadRequests,
  ...databaseBuildRequests,
  ...databaseTakeRequests,
  /** @param {import('../protocol/protocol.js').CancelMessage} message @param {WorkerContext} context */
  cancel(message, { jobs, hints }) {
    jobs.cancel(message.id);
    hints.cancel(message.id);
  },
};

/** @type {NpuzzleModule | null} */
let loaded = null;
// Every message to the page goes through `post`: on the answer lane once the page has opened
// one (answer-lane.js), else through the port.
const lane = answerLaneSender(scope);
const post = lane.send;
/** @type {WorkerContext} the module is set before any handler runs */
const context = {
  module: /** @type {any} */ (null),
  jobs: new JobSlot(),
  hints: new JobSlot(),
  post,
  reply: (id, result) => post({ type: 'done', id, result }),
};
/** @type {ClientMessage[]} */
const pending = [];

// Installed synchronously: messages posted right after `new Worker()` arrive before the module
// has loaded, and a handler installed after an await would miss them.
scope.onmessage = (event) => {
  if (lane.handle(event.data)) return;
  if (loaded) handle(event.data);
  else pending.push(event.data);
};

function moduleOptions(config = scope.npuzzleSolverConfig) {
  const folder = config?.wasmFolder;
  // Emscripten asks locateFile for its files by name (npuzzle.wasm).
  return folder ? { locateFile: (/** @type {string} */ name) => new URL(name, folder).href } : {};
}

createNpuzzleModule(moduleOptions()).then(
  (module) => {
    loaded = module;
    context.module = module;
    post({ type: 'ready', capabilities: JSON.parse(module.capabilities()) });
    for (const message of pending.splice(0)) handle(message);
  },
  (error) => {
    post({
      type: 'error',
      id: null,
      fatal: true,
      reason: loadFailureReason(error),
      message: technicalText(error),
    });
  },
);

/** @param {ClientMessage} message */
function handle(message) {
  const handler = Object.hasOwn(handlers, message?.type)
    ? /** @type {(message: ClientMessage, context: WorkerContext) => void | Promise<void>} */ (
        handlers[message.type]
      )
    : null;
  if (!handler) {
    post({
      type: 'error',
      id: message?.id,
      fatal: false,
      reason: 'unknown-request',
      message: `unknown request ${message?.type}`,
    });
    return;
  }
  // A throw out of the module means it aborted (a trap, or memory it could not grow): its state
  // is no longer trustworthy, so the client replaces this worker.
  const fail = (/** @type {unknown} */ error) =>
    post({
      type: 'error',
      id: message.id,
      fatal: true,
      reason: requestFailureReason(error),
      message: technicalText(error),
    });
  try {
    const answer = handler(message, context);
    if (answer instanceof Promise) answer.catch(fail);
  } catch (error) {
    fail(error);
  }
}

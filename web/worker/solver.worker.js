// The only place the wasm module lives. Each message type is answered by a handler from one of
// the request modules in ./worker/; long jobs (a search, a step-mode run) go through one job
// slot, run in budgeted slices and yield between them, so `cancel` and quick requests are seen
// while they run.
//
// client → worker: {type, id, ...} — see quick-requests.js (check, random, capabilities),
//                  solve-request.js (solve), stepper-requests.js (stepper, stepper-run,
//                  stepper-close), and {type:'cancel', id}
// worker → client: {type:'ready', capabilities} | {type:'progress', id, progress}
//                  | {type:'done', id, result} | {type:'error', id, fatal, reason, message}
// An error's `reason` is a solver-failures.js code (the client turns it into a sentence for the
// user); its `message` is the technical text, for the console. `id: null` means the module did
// not load.
//
// Started from a Blob (solver-worker-start.js, the offline file), the worker has no URL of its
// own to find npuzzle.wasm beside; `self.npuzzleSolverConfig.wasmFolder`, set by the Blob's
// first line, says where that file is.

import { loadFailureReason, requestFailureReason, technicalText } from './solver-failures.js';
import createNpuzzleModule from '../wasm/npuzzle.mjs';
import { JobSlot } from './jobs.js';
import { quickRequests } from './quick-requests.js';
import { solveRequests } from './solve-request.js';
import { stepperRequests } from './stepper-requests.js';

const handlers = {
  ...quickRequests,
  ...solveRequests,
  ...stepperRequests,
  cancel(message, { jobs }) {
    jobs.cancel(message.id);
  },
};

const context = {
  module: null,
  jobs: new JobSlot(),
  post: (message) => self.postMessage(message),
  reply: (id, result) => self.postMessage({ type: 'done', id, result }),
};
const pending = [];

// Installed synchronously: messages posted right after `new Worker()` arrive before the module
// has loaded, and a handler installed after an await would miss them.
self.onmessage = (event) => {
  if (context.module) handle(event.data);
  else pending.push(event.data);
};

function moduleOptions(config = self.npuzzleSolverConfig) {
  const folder = config?.wasmFolder;
  // Emscripten asks locateFile for its files by name (npuzzle.wasm).
  return folder ? { locateFile: (name) => new URL(name, folder).href } : {};
}

createNpuzzleModule(moduleOptions()).then(
  (module) => {
    context.module = module;
    self.postMessage({ type: 'ready', capabilities: JSON.parse(module.capabilities()) });
    for (const message of pending.splice(0)) handle(message);
  },
  (error) => {
    self.postMessage({
      type: 'error',
      id: null,
      fatal: true,
      reason: loadFailureReason(error),
      message: technicalText(error),
    });
  },
);

function handle(message) {
  const handler = Object.hasOwn(handlers, message?.type) ? handlers[message.type] : null;
  if (!handler) {
    self.postMessage({
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
  const fail = (error) =>
    self.postMessage({
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

// The context the worker's request handlers run in (web/worker/solver.worker.js), with what they
// post collected: `posted` ends with {type: 'done', id, result} once a request is answered.
import { JobSlot } from '../../../web/worker/jobs.js';

/** @param {object} module the wasm module, or a stand-in for it */
export function workerContext(module) {
  const posted = [];
  return {
    posted,
    module,
    jobs: new JobSlot(),
    post: (message) => posted.push(message),
    reply: (id, result) => posted.push({ type: 'done', id, result }),
  };
}

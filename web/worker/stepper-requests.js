// @ts-check
// Step mode: one SearchStepper kept between requests, so Step costs one expansion. Every request
// names the search it means (`spec`) and the position it wants (`target` expansions), so it can
// be answered by any worker: one that holds another search (or none, after a restart) starts
// the named one and replays to the position, which the stepper's determinism makes exact.
//
//   {type:'stepper', id, spec, target, treeFrom?} → progress* ({phase:'database', fraction}
//       while the pattern databases of a pdb search are built), then done (StepSnapshot after
//       min(target, end) expansions)
//   {type:'stepper-run', id, spec, target?, treeFrom?} → progress* (StepSnapshot), then done
//       ({status:'done'|'cancelled', snapshot}); without target it runs to the end
// With treeFrom (the number of search-tree events the page has) the snapshot answered also
// carries `tree`: the events after those, as an Int32Array (the lab's search tree view).
//   {type:'stepper-close', id} → done ({status:'closed'})
// spec: {board, size, goal, algorithm, heuristic, weight, openLimit}
//
// A search that uses pattern databases gets them the way a solve does, before it starts (from
// IndexedDB, or built with progress): what a request answers never depends on what ran before.

import { databaseProgressReporter } from './database-progress.js';
import { providePatternDatabases } from './pattern-database-provider.js';
import { moduleRequest } from '../protocol/protocol.js';
import { runInSlices } from './slices.js';

/** @typedef {import('../protocol/protocol.js').StepSnapshot} StepSnapshot */
/** @typedef {import('../protocol/protocol.js').StepSpec} StepSpec */
/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */
/** @typedef {import('../wasm/npuzzle.mjs').SearchStepper} SearchStepper */
/** @typedef {{key: string, stepper: SearchStepper, snapshot: StepSnapshot}} HeldSearch */

/** @type {HeldSearch | null} */
let held = null;
/** @type {{key: string, done: Promise<unknown>} | null} the databases being provided */
let preparing = null;

export const stepperRequests = {
  /** @param {import('../protocol/protocol.js').StepperMessage} message @param {WorkerContext} context */
  async stepper(message, context) {
    const entry = await stepperFor(message.spec, context, message.id);
    const snapshot = moveTo(entry, wholeNumber(message.target));
    context.reply(message.id, withTree(entry, snapshot, message.treeFrom));
  },

  /** @param {import('../protocol/protocol.js').StepperRunMessage} message @param {WorkerContext} context */
  'stepper-run'(message, context) {
    return context.jobs.start(message.id, (job) => runStepper(job, message, context));
  },

  /** @param {import('../protocol/protocol.js').StepperCloseMessage} message @param {WorkerContext} context */
  'stepper-close'(message, { reply }) {
    release();
    reply(message.id, { status: 'closed' });
  },
};

/** @param {unknown} value */
function wholeNumber(value) {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number > 0 ? number : 0;
}

/**
 * The held search for `spec`, started (after its databases are provided) when it is another.
 * @param {StepSpec} spec
 * @param {WorkerContext} context
 * @param {number} id the request that asks, which hears the databases' progress
 * @param {boolean} [reportDatabases] false: a run, whose progress is snapshots only
 * @returns {Promise<HeldSearch>}
 */
async function stepperFor(spec, { module, post }, id, reportDatabases = true) {
  const request = moduleRequest(spec);
  const key = JSON.stringify(request);
  if (held?.key === key) return held;
  if (preparing?.key !== key) {
    const report = reportDatabases ? databaseProgressReporter(id, post) : () => {};
    preparing = { key, done: providePatternDatabases(module.SearchStepper, request, report) };
  }
  const waiting = preparing;
  try {
    await waiting.done;
  } finally {
    if (preparing === waiting) preparing = null;
  }
  if (held?.key === key) return held; // a request for the same search started it meanwhile
  release();
  const stepper = new module.SearchStepper();
  held = { key, stepper, snapshot: JSON.parse(stepper.start(request)) };
  return held;
}

function release() {
  if (!held) return;
  try {
    held.stepper.delete();
  } catch {
    // After an abort the module is unusable anyway; the client replaces this worker.
  }
  held = null;
}

/**
 * The snapshot with the search tree's events after the first `treeFrom` (when asked for), as
 * one Int32Array: a few hundred kilobytes of numbers cross to the page far faster than objects.
 * @param {HeldSearch} entry
 * @param {StepSnapshot} snapshot
 * @param {number | undefined} treeFrom
 * @returns {StepSnapshot}
 */
function withTree(entry, snapshot, treeFrom) {
  if (treeFrom === undefined || !snapshot.treeEvents) return snapshot;
  const tree = JSON.parse(entry.stepper.tree(wholeNumber(treeFrom)));
  return { ...snapshot, tree: { ...tree, events: Int32Array.from(tree.events) } };
}

/** @param {HeldSearch} entry */
function position(entry) {
  return entry.snapshot.expanded ?? 0;
}

/** @param {HeldSearch} entry */
function running(entry) {
  return entry.snapshot.status === 'running';
}

/**
 * Moves the held search to `target` expansions (or its end, if sooner); returns the snapshot.
 * @param {HeldSearch} entry
 * @param {number} target
 */
function moveTo(entry, target) {
  const at = position(entry);
  if (target > at && running(entry)) {
    entry.snapshot = JSON.parse(entry.stepper.step(target - at));
  } else if (target < at) {
    entry.snapshot = JSON.parse(entry.stepper.seek(target));
  }
  return entry.snapshot;
}

/**
 * @param {import('./jobs.js').Job} job
 * @param {import('../protocol/protocol.js').StepperRunMessage} message
 * @param {WorkerContext} context
 */
async function runStepper(job, message, context) {
  const { post, reply } = context;
  const entry = await stepperFor(message.spec, context, job.id, false);
  const target = message.target === undefined ? Infinity : wholeNumber(message.target);
  if (target < position(entry)) moveTo(entry, target);
  if (!running(entry) || position(entry) >= target) {
    reply(job.id, { status: 'done', snapshot: withTree(entry, entry.snapshot, message.treeFrom) });
    return;
  }
  const { cancelled } = await runInSlices({
    runSlice: (budget) => {
      if (held !== entry) throw new Error('the step-mode search was replaced while it ran');
      const count = Math.min(budget, target - position(entry));
      entry.snapshot = JSON.parse(entry.stepper.step(count));
      return {
        finished: !running(entry) || position(entry) >= target,
        progress: entry.snapshot,
      };
    },
    isCancelled: () => job.cancelled,
    onProgress: (snapshot) => post({ type: 'progress', id: job.id, progress: snapshot }),
    firstBudget: 256,
  });
  const snapshot = withTree(entry, entry.snapshot, message.treeFrom);
  reply(job.id, { status: cancelled ? 'cancelled' : 'done', snapshot });
}

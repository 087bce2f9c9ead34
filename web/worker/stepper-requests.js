// Step mode: one SearchStepper kept between requests, so Step costs one expansion. Every request
// names the search it means (`spec`) and the position it wants (`target` expansions), so it can
// be answered by any worker: one that holds another search (or none, after a restart) starts
// the named one and replays to the position, which the stepper's determinism makes exact.
//
//   {type:'stepper', id, spec, target} → done (StepSnapshot after min(target, end) expansions)
//   {type:'stepper-run', id, spec, target?} → progress* (StepSnapshot), then done
//       ({status:'done'|'cancelled', snapshot}); without target it runs to the end
//   {type:'stepper-close', id} → done ({status:'closed'})
// spec: {board, size, goal, algorithm, heuristic, weight, openLimit}

import { runInSlices } from './slices.js';

let held = null; // {key, stepper, snapshot}

export const stepperRequests = {
  stepper(message, { module, reply }) {
    const entry = stepperFor(message.spec, module);
    reply(message.id, moveTo(entry, wholeNumber(message.target)));
  },

  'stepper-run'(message, context) {
    return context.jobs.start(message.id, (job) => runStepper(job, message, context));
  },

  'stepper-close'(message, { reply }) {
    release();
    reply(message.id, { status: 'closed' });
  },
};

function wholeNumber(value) {
  const number = Math.floor(Number(value));
  return Number.isFinite(number) && number > 0 ? number : 0;
}

// SearchStepper.start()'s arguments, in order: also the key of the search they start.
function startArguments(spec) {
  return [
    String(spec.board),
    spec.size ?? '',
    spec.goal ?? '',
    spec.algorithm,
    spec.heuristic ?? '',
    Number(spec.weight ?? 1),
    Number(spec.openLimit ?? 0),
  ];
}

function stepperFor(spec, module) {
  const args = startArguments(spec);
  const key = JSON.stringify(args);
  if (held?.key === key) return held;
  release();
  const stepper = new module.SearchStepper();
  const snapshot = JSON.parse(stepper.start(...args));
  held = { key, stepper, snapshot };
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

function position(entry) {
  return entry.snapshot.expanded ?? 0;
}

function running(entry) {
  return entry.snapshot.status === 'running';
}

/** Moves the held search to `target` expansions (or its end, if sooner); returns the snapshot. */
function moveTo(entry, target) {
  const at = position(entry);
  if (target > at && running(entry)) {
    entry.snapshot = JSON.parse(entry.stepper.step(target - at));
  } else if (target < at) {
    entry.snapshot = JSON.parse(entry.stepper.seek(target));
  }
  return entry.snapshot;
}

async function runStepper(job, message, { module, post, reply }) {
  const entry = stepperFor(message.spec, module);
  const target = message.target === undefined ? Infinity : wholeNumber(message.target);
  if (target < position(entry)) moveTo(entry, target);
  if (!running(entry) || position(entry) >= target) {
    reply(job.id, { status: 'done', snapshot: entry.snapshot });
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
  reply(job.id, { status: cancelled ? 'cancelled' : 'done', snapshot: entry.snapshot });
}

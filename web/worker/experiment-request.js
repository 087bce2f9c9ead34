// @ts-check
// The lab's experiments (web/lab/experiments/experiments-panel.js): one long job that runs the chosen
// searches on every board of the experiment, in budgeted slices like a solve, so progress ("depth
// 14: 37/100 boards") reaches the page about ten times a second and Cancel is seen between
// slices. All boards go in one message and one C++ Experiment: no per-board round trip.
//
//   {type:'experiment', id, request} → progress* (ExperimentProgress), then done
//       (ExperimentResult: ok, cancelled with the boards finished, or invalid with the reason)

import { runInSlices } from './slices.js';

/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */
/** @typedef {import('../protocol/protocol.js').ExperimentProgress} ExperimentProgress */

export const experimentRequests = {
  /** @param {import('../protocol/protocol.js').ExperimentMessage} message @param {WorkerContext} context */
  experiment(message, context) {
    return context.jobs.start(message.id, (job) => runExperiment(job, message, context));
  },
};

/**
 * @param {import('./jobs.js').Job} job
 * @param {import('../protocol/protocol.js').ExperimentMessage} message
 * @param {WorkerContext} context
 */
async function runExperiment(job, message, { module, post, reply }) {
  const experiment = new module.Experiment();
  try {
    const first = JSON.parse(experiment.start(message.request ?? {}));
    if (first.status === 'running' && !job.cancelled) {
      post({ type: 'progress', id: message.id, progress: first });
      const { cancelled } = await runInSlices({
        runSlice: (budget) => {
          /** @type {ExperimentProgress} */
          const progress = JSON.parse(experiment.step(budget));
          return { finished: progress.status !== 'running', progress };
        },
        isCancelled: () => job.cancelled,
        onProgress: (progress) => post({ type: 'progress', id: message.id, progress }),
        firstBudget: 20_000,
      });
      if (cancelled) experiment.cancel();
    } else if (first.status === 'running') {
      experiment.cancel(); // cancelled before its first slice: the client has answered already
    }
    reply(message.id, JSON.parse(experiment.result()));
  } finally {
    experiment.delete();
  }
}

// `solve`: one search from start to answer, run as a long job in slices with progress reports.
//
//   {type:'solve', id, request} → progress* (SearchProgress), then done (SolveResult, or the
//   cancelled result after {type:'cancel', id})

import { cancelledResult } from '../cancelled-result.js';
import { runInSlices } from './slices.js';

export const solveRequests = {
  solve(message, context) {
    return context.jobs.start(message.id, (job) => runSolve(job, message.request, context));
  },
};

async function runSolve(job, request, { module, post, reply }) {
  const session = new module.SolverSession();
  try {
    const first = JSON.parse(
      session.start(
        request.board,
        request.size ?? '',
        request.goal ?? '',
        request.algorithm,
        request.heuristic,
        request.weight ?? 1,
        request.maxMemoryMB,
      ),
    );
    // start() answers at once with a final result for invalid, unsolvable or solved boards.
    if (first.status !== 'running') {
      reply(job.id, first);
      return;
    }
    const { cancelled, progress } = await runInSlices({
      runSlice: (budget) => {
        const progress = JSON.parse(session.step(budget));
        return { finished: progress.status !== 'running', progress };
      },
      isCancelled: () => job.cancelled,
      onProgress: (progress) => post({ type: 'progress', id: job.id, progress }),
    });
    reply(job.id, cancelled ? cancelledResult(progress ?? first) : JSON.parse(session.result()));
  } finally {
    try {
      session.delete();
    } catch {
      // After an abort the module is unusable anyway; the client replaces this worker.
    }
  }
}

// `solve`: one search from start to answer, run as a long job in slices with progress reports.
//
//   {type:'solve', id, request} → progress* (first {phase:'database', fraction} while pattern
//   databases are built, then SearchProgress), then done (SolveResult — with `databases` when
//   this solve had to provide some — or the cancelled result after {type:'cancel', id})

import { cancelledResult } from './cancelled-result.js';
import { providePatternDatabases } from './pattern-database-provider.js';
import { runInSlices } from './slices.js';

// Progress interval while the databases build: the worker is busy in one synchronous call, and
// the build reports its fraction done through this.
const DATABASE_PROGRESS_MS = 75;

export const solveRequests = {
  solve(message, context) {
    return context.jobs.start(message.id, (job) => runSolve(job, message.request, context));
  },
};

function databaseProgressReporter(job, post) {
  let lastPostAt = -Infinity;
  return (fraction) => {
    const now = performance.now();
    if (fraction > 0 && fraction < 1 && now - lastPostAt < DATABASE_PROGRESS_MS) return;
    lastPostAt = now;
    post({ type: 'progress', id: job.id, progress: { phase: 'database', fraction } });
  };
}

async function runSolve(job, request, { module, post, reply }) {
  const databases = await providePatternDatabases(
    module,
    request,
    databaseProgressReporter(job, post),
  );
  if (job.cancelled) {
    reply(job.id, cancelledResult());
    return;
  }
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
    const result = cancelled ? cancelledResult(progress ?? first) : JSON.parse(session.result());
    if (databases && !cancelled) result.databases = databases;
    reply(job.id, result);
  } finally {
    try {
      session.delete();
    } catch {
      // After an abort the module is unusable anyway; the client replaces this worker.
    }
  }
}

// @ts-check
// `solve`: one search from start to answer, run as a long job in slices with progress reports.
//
//   {type:'solve', id, request} → progress* (first {phase:'database', fraction} while pattern
//   databases are built, then SearchProgress), then done (SolveResult — with `databases` when
//   this solve had to provide some — or the cancelled result after {type:'cancel', id})

import { cancelledResult } from '../protocol/cancelled-result.js';
import { databaseProgressReporter } from './database-progress.js';
import { providePatternDatabases } from './pattern-database-provider.js';
import { moduleRequest, unhandled } from '../protocol/protocol.js';
import { runInSlices } from './slices.js';

/** @typedef {import('../protocol/protocol.js').Status} Status */
/** @typedef {import('../protocol/protocol.js').SolveMessage} SolveMessage */
/** @typedef {import('../protocol/protocol.js').SolveAnswer} SolveAnswer */
/** @typedef {import('../protocol/protocol.js').SearchProgress} SearchProgress */
/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */
/** @typedef {import('./jobs.js').Job} Job */

// A search team member's slices (see runSolve).
const TEAM_MEMBER_SLICE_MS = 4;

/**
 * The answer to a cancelled solve. While auto was shortening an answer it had, the core keeps it
 * (status solved, stoppedEarly); otherwise the search's figures as its last progress said them.
 * @param {{cancel(): void, result(): string}} session
 * @param {SearchProgress} progress
 * @returns {SolveAnswer}
 */
function stoppedResult(session, progress) {
  if (typeof progress.bestLength !== 'number') return cancelledResult(progress);
  session.cancel();
  /** @type {SolveAnswer} */
  const kept = JSON.parse(session.result());
  return kept.status === 'solved' ? kept : cancelledResult(progress);
}

export const solveRequests = {
  /** @param {SolveMessage} message @param {WorkerContext} context */
  solve(message, context) {
    return context.jobs.start(message.id, (job) => runSolve(job, message, context));
  },
};

/**
 * Whether a search with this status has ended. Every status of npuzzle.d.ts is named here, so a
 * status added to (or removed from) the module's contract fails `npm run typecheck` until this
 * decision is made for it.
 * @param {Status} status
 */
export function searchEnded(status) {
  switch (status) {
    case 'running':
      return false;
    case 'solved':
    case 'unsolvable':
    case 'invalid':
    case 'limit':
    case 'cancelled':
    case 'error':
      return true;
    default:
      return unhandled(status);
  }
}

/** @param {Job} job @param {SolveMessage} message @param {WorkerContext} context */
async function runSolve(job, message, { module, post, reply }) {
  const asked = moduleRequest(message.request);
  // Where the standard tables would have to be built first (seconds), the quick ones answer
  // (pattern-database-provider.js); the search is the same optimal IDA*, on smaller tables.
  const databases = await providePatternDatabases(
    module.SolverSession,
    asked,
    databaseProgressReporter(job.id, post),
    undefined,
    undefined,
    { quickFirst: true },
  );
  /** @type {import('../protocol/protocol.js').ModuleRequest} */
  const request = databases?.quick ? { ...asked, databases: 'quick' } : asked;
  if (job.cancelled) {
    reply(job.id, cancelledResult());
    return;
  }
  const session = new module.SolverSession();
  try {
    /** @type {SearchProgress | SolveAnswer} */
    const first = JSON.parse(session.start(request));
    // start() answers at once with a final result for invalid, unsolvable or solved boards.
    if (searchEnded(first.status)) {
      reply(job.id, /** @type {SolveAnswer} */ (first));
      return;
    }
    // A member of a search team proves a bound for its share with each iteration it ends: the
    // team may be waiting for exactly that to take another member's answer (solver-team.js),
    // so a new bound is reported at once (the share search's step() returns at each). And once
    // the team has its answer the other members are cancelled, and the next search waits for
    // them to see it: their slices are short, as a hint's are.
    let bound = /** @type {SearchProgress} */ (first).fBound;
    const teamMember = (request.shareCount ?? 1) > 1;
    const { cancelled, progress } = await runInSlices({
      runSlice: (budget) => {
        /** @type {SearchProgress} */
        const progress = JSON.parse(session.step(budget));
        return { finished: searchEnded(progress.status), progress };
      },
      isCancelled: () => job.cancelled,
      onProgress: (progress) => post({ type: 'progress', id: job.id, progress }),
      targetMs: teamMember ? TEAM_MEMBER_SLICE_MS : undefined,
      reportNow: (progress) => {
        if (!teamMember || progress.fBound === bound) return false;
        bound = progress.fBound;
        return true;
      },
    });
    /** @type {SolveAnswer} */
    const result = cancelled
      ? stoppedResult(session, /** @type {SearchProgress} */ (progress ?? first))
      : JSON.parse(session.result());
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

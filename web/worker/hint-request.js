// @ts-check
// `hint`: the distance from a board to its goal, and the first move of a shortest way there, for
// a player who plays the board by hand. It is an optimal search, run in slices like a solve, but
// under a time budget of its own and in a slot of its own: a hint never takes the job slot of a
// Solve or a lab run (those keep their one-long-job-at-a-time rule), and the page only asks for
// one while no such job runs (web/play/hint-controller.js).
//
//   {type:'hint', id, request: HintSpec} → done (HintAnswer): `solved` with the shortest solution
//   (length = the distance, moves[0] = the hint), `limit` with a proven lowerBound when the budget
//   ran out first, `unsolvable` / `invalid` with the core's sentence, or `cancelled` after
//   {type:'cancel', id} or a newer hint.
//
// Which search (STM): A* with linear conflict up to 9 cells (every 8-puzzle in ~20 ms); IDA* above,
// with the additive pattern databases when the solver already holds them (it never builds them
// for a hint: that takes seconds), else with linear conflict. Both are admissible, so a solved
// answer is a proven shortest, and the search's f-bound is a proven lower bound at any moment: A*'s
// lowest f on the open list, or the IDA* threshold, whose earlier iterations all failed.
// In MTM (`metric: 'mtm'`, boards of up to 16 cells): the core's MTM IDA*, under the same budget;
// its threshold is then a proven bound in multi-tile moves.

import { moduleRequest } from '../protocol/protocol.js';
import { searchEnded } from './solve-request.js';
import { runInSlices } from './slices.js';

/** @typedef {import('../protocol/protocol.js').HintMessage} HintMessage */
/** @typedef {import('../protocol/protocol.js').HintSpec} HintSpec */
/** @typedef {import('../protocol/protocol.js').HintAnswer} HintAnswer */
/** @typedef {import('../protocol/protocol.js').NpuzzleModule} NpuzzleModule */
/** @typedef {import('../protocol/protocol.js').SearchProgress} SearchProgress */
/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */

const ASTAR_MAX_CELLS = 9; // A*'s open list stays small on the 8-puzzle; IDA* needs no memory above
const HINT_MEMORY_MB = 64; // A* on any 8-puzzle holds under 1 MB
const MAX_BUDGET_MS = 60_000;
// A hint searches in the background, and a Solve pressed meanwhile waits for the hint's slice
// under way to end before the worker sees its cancel: short slices keep that wait short. Slices
// are sized by the expansions they took, and an expansion's cost varies twentyfold within one
// IDA* (a 24-puzzle's slices aimed at 4 ms took 8 ms at the 90th percentile, 27 ms at worst), so
// their expansions are capped too. Measured on four 24-puzzles, 600 ms each: 1 ms and at most
// 4,000 expansions gives slices of 0.3 ms (median and 90th percentile; the odd one 4-8 ms, as
// with any budget), for 4% fewer expansions than 4 ms slices.
const HINT_SLICE_MS = 1;
const HINT_SLICE_MAX_EXPANSIONS = 4000;

export const hintRequests = {
  /** @param {HintMessage} message @param {WorkerContext} context */
  hint(message, { module, hints, reply }) {
    return hints.start(message.id, async (job) => {
      reply(job.id, await findHint(module, message.request, () => job.cancelled));
    });
  },
};

/**
 * The search a hint runs for this board: A* or IDA*, with the pattern databases only when the
 * solver holds them already.
 * @param {NpuzzleModule} module @param {HintSpec} spec
 */
export function hintSearch(module, spec) {
  const base = { board: spec.board, size: spec.size, goal: spec.goal, maxMemoryMB: HINT_MEMORY_MB };
  // In MTM the core has one search, IDA* over its own heuristic (docs/contracts.md §3).
  if (spec.metric === 'mtm') {
    return moduleRequest({ ...base, algorithm: 'idastar', heuristic: 'auto', metric: 'mtm' });
  }
  const cells = cellCount(module, spec);
  if (cells <= ASTAR_MAX_CELLS) {
    return moduleRequest({ ...base, algorithm: 'astar', heuristic: 'linear-conflict' });
  }
  const withTables = moduleRequest({ ...base, algorithm: 'idastar', heuristic: 'pdb' });
  const pdbMaxCells =
    JSON.parse(module.capabilities()).heuristics.find((h) => h.id === 'pdb')?.maxCells ?? 0;
  if (cells <= pdbMaxCells) {
    const { databases } = JSON.parse(module.SolverSession.patternDatabasesFor(withTables));
    if (databases.length > 0 && databases.every((d) => d.ready)) return withTables;
  }
  return moduleRequest({ ...base, algorithm: 'idastar', heuristic: 'linear-conflict' });
}

/** @param {NpuzzleModule} module @param {HintSpec} spec */
function cellCount(module, spec) {
  const check = JSON.parse(module.checkBoard(spec.board, spec.size ?? '', spec.goal ?? ''));
  return check.status === 'ok' ? check.width * check.height : 0;
}

/**
 * Runs the hint's search for at most `spec.budgetMs` (yielding between ~30 ms slices).
 * @param {NpuzzleModule} module
 * @param {HintSpec} spec
 * @param {() => boolean} [isCancelled]
 * @returns {Promise<HintAnswer>}
 */
export async function findHint(module, spec, isCancelled = () => false) {
  const request = hintSearch(module, spec);
  const budgetMs = Math.min(MAX_BUDGET_MS, Math.max(0, Number(spec.budgetMs) || 0));
  const session = new module.SolverSession();
  try {
    /** @type {SearchProgress | HintAnswer} */
    const first = JSON.parse(session.start(request));
    // start() answers at once for invalid, unsolvable and solved boards.
    if (searchEnded(first.status)) return /** @type {HintAnswer} */ (first);
    const started = performance.now();
    let overTime = false;
    const { cancelled, progress } = await runInSlices({
      runSlice: (budget) => {
        /** @type {SearchProgress} */
        const progress = JSON.parse(session.step(budget));
        return { finished: searchEnded(progress.status), progress };
      },
      isCancelled: () => {
        overTime = performance.now() - started > budgetMs;
        return isCancelled() || overTime;
      },
      onProgress: () => {},
      targetMs: HINT_SLICE_MS,
      maxBudget: HINT_SLICE_MAX_EXPANSIONS,
    });
    if (!cancelled) return JSON.parse(session.result());
    if (isCancelled())
      return {
        status: 'cancelled',
        error: 'Hint cancelled',
        errorId: 'hint-cancelled',
        errorArgs: {},
      };
    const reached = /** @type {SearchProgress} */ (progress ?? first);
    return {
      status: 'limit',
      metric: request.metric ?? 'stm',
      lowerBound: reached.fBound,
      algorithm: request.algorithm,
      heuristic: request.heuristic,
      error: `the shortest way was not found within ${(budgetMs / 1000).toFixed(1)} s`,
    };
  } finally {
    try {
      session.delete();
    } catch {
      // After an abort the module is unusable anyway; the client replaces this worker.
    }
  }
}

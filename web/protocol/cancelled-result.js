// @ts-check
// The result of a search stopped by the user, in the shape of the module's SolveResult: made by
// the worker when it stops between slices, and by the client when it had to terminate the worker.

/**
 * A count of every optimal solution stopped this way keeps what its last progress counted: each
 * one a distinct optimal solution, so there are at least that many (`solutionCountPartial`).
 * @param {{expanded?: number, generated?: number, ms?: number, bytes?: number,
 *   solutionsCounted?: number}} [progress]
 * @returns {import('./protocol.js').SolveResult}
 */
export function cancelledResult(progress = {}) {
  return {
    ...(typeof progress.solutionsCounted === 'number' && {
      solutionCount: progress.solutionsCounted,
      solutionCountPartial: true,
      solutions: [],
    }),
    status: 'cancelled',
    error: 'Search cancelled',
    // Said in the visitor's language by the page (web/common/solver-message.js).
    errorId: 'search-cancelled',
    errorArgs: {},
    stats: {
      expanded: progress.expanded ?? 0,
      generated: progress.generated ?? 0,
      ms: progress.ms ?? 0,
      peakBytes: progress.bytes ?? 0,
    },
  };
}

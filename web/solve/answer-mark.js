// @ts-check
// A User Timing mark set when a solve's answer is on the page: its name is ANSWER_MARK and its
// detail holds the worker's own search time (the result's stats.ms) and the status. DevTools
// shows it on the timeline, and the browser benchmark (scripts/bench-browser.mjs) subtracts the
// search time from its click-to-answer time to see the page's own share of each solve
// (docs/contracts.md §5). Only the latest mark is kept, so a page solving all day keeps one.

export const ANSWER_MARK = 'npuzzle-answer-shown';

/** @param {{status: string, stats?: {ms?: number}}} result the SolveResult on show */
export function markAnswerShown(result) {
  if (typeof performance?.mark !== 'function') return;
  performance.clearMarks(ANSWER_MARK);
  performance.mark(ANSWER_MARK, {
    detail: { status: result.status, searchMs: result.stats?.ms ?? null },
  });
}

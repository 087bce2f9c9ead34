// @ts-check
// A 15-puzzle on show is likely to be solved: when the page checks a board whose solve would use
// pattern databases the solver does not hold, the worker starts downloading them at once
// (pattern-database-download.js), so a Solve pressed a moment later finds them arrived or on
// their way instead of starting the download then — unless this browser keeps them already
// (IndexedDB). Nothing is imported or stored here: the solve's provision takes the bytes and
// judges them (pattern-database-provider.js). Where nothing can be fetched it builds the quick
// tables instead (a fraction of the standard ones' build, in this worker); it never fails the
// check that triggered it.

import { startDownloads } from './pattern-database-download.js';
import { prepareQuickTables } from './pattern-database-provider.js';
import { openPatternDatabaseStore } from './pattern-database-store.js';
import { moduleRequest } from '../protocol/protocol.js';

/** @typedef {import('../protocol/protocol.js').NpuzzleModule} NpuzzleModule */

/**
 * @param {NpuzzleModule} module
 * @param {{board: string, size?: string, goal?: string}} board as the page checked it
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @returns {Promise<void>}
 */
export async function prefetchPatternDatabases(
  module,
  { board, size, goal },
  openStore = openPatternDatabaseStore,
) {
  try {
    // The page's own default solve (auto), which is what a Solve click sends for this board.
    const request = moduleRequest({
      board,
      size,
      goal,
      algorithm: 'auto',
      heuristic: 'auto',
      maxMemoryMB: 1024,
    });
    /** @type {import('../wasm/npuzzle.mjs').DatabaseNeeds} */
    const needs = JSON.parse(module.SolverSession.patternDatabasesFor(request));
    const missing = needs.databases.filter((d) => !d.ready);
    if (missing.length === 0) return;
    const store = await openStore();
    let kept;
    try {
      kept = await Promise.all(missing.map((d) => store?.has(d.name) ?? false));
    } finally {
      store?.close(); // a look only: no connection left open to block another tab's upgrade
    }
    const fetching = startDownloads(missing.filter((_, i) => !kept[i]));
    // Nothing to fetch them from (the offline file): the quick tables, built now, answer the
    // Solve at once (pattern-database-provider.js); the check has been answered already.
    if (!fetching && kept.some((k) => !k)) prepareQuickTables(module.SolverSession, request);
  } catch {
    // A prefetch is only a head start.
  }
}

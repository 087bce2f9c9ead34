// @ts-check
// A 15-puzzle on show is likely to be solved: when the page checks a board whose solve would use
// pattern databases the solver does not hold, the worker starts downloading them at once
// (pattern-database-download.js), so a Solve pressed a moment later finds them arrived or on
// their way instead of starting the download then — unless this browser keeps them already
// (IndexedDB). Nothing is imported or stored here: the solve's provision takes the bytes and
// judges them (pattern-database-provider.js). Where nothing can be fetched this does nothing;
// it never fails the check that triggered it.

import { startDownloads } from './pattern-database-download.js';
import { openPatternDatabaseStore } from './pattern-database-store.js';
import { moduleRequest } from './protocol.js';

/** @typedef {import('./protocol.js').NpuzzleModule} NpuzzleModule */

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
    const kept = await Promise.all(missing.map((d) => store?.has(d.name) ?? false));
    startDownloads(missing.filter((_, i) => !kept[i]));
  } catch {
    // A prefetch is only a head start.
  }
}

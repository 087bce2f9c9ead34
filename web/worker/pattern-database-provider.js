// @ts-check
// Before a solve that uses pattern databases (the 15-puzzle under `auto`, or `pdb` chosen) — or a
// step-mode search with `pdb` — the worker makes sure the solver holds them: from this browser's
// IndexedDB when they were fetched or built here before, else downloaded from the site (the
// 15-puzzle's tables ship precomputed, pattern-database-download.js), else built now — seconds,
// with progress — and stored for next time. Two calls into the module: which databases the
// request needs, then one that imports what is stored or downloaded, builds the rest and hands
// back what to store.
//
// Why download first: the 6-6-3 tables are 11.5 MB, 3.2 MB gzipped. Fetching and verifying them
// took 0.3–0.5 s in a fresh Chromium profile against 6–7 s to build them, and most visitors come
// once (README: pattern databases in the browser). Building stays the way wherever a fetch
// cannot be made or fails — the offline single file, a 404, a damaged or forged file — so the
// same code still works everywhere. Later solves load them from IndexedDB in about 0.1 s.

import { downloadPatternDatabases } from './pattern-database-download.js';
import { openPatternDatabaseStore } from './pattern-database-store.js';

/** @typedef {import('./protocol.js').ModuleRequest} ModuleRequest */
/** @typedef {import('./protocol.js').DatabasesProvided} DatabasesProvided */
/** @typedef {import('../wasm/npuzzle.mjs').PatternDatabaseExchange} PatternDatabaseExchange */
/** @typedef {import('../wasm/npuzzle.mjs').DatabaseNeeds} DatabaseNeeds */

/**
 * @param {PatternDatabaseExchange} searches the module's SolverSession or SearchStepper: whose
 *   search the databases are for (they resolve `auto` differently)
 * @param {ModuleRequest} request
 * @param {(fraction: number, source: 'download' | 'build') => void} onProgress while
 *   downloading, then while building what did not arrive
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @param {typeof downloadPatternDatabases} [download]
 * @returns {Promise<DatabasesProvided | null>} null when the request needs no database or the
 *   solver already holds them.
 */
export async function providePatternDatabases(
  searches,
  request,
  onProgress,
  openStore = openPatternDatabaseStore,
  download = downloadPatternDatabases,
) {
  const provided = await provide(searches, request, onProgress, openStore, download, true);
  return 'missing' in provided ? null : provided.provided;
}

/**
 * The same without building anything: the tables come from IndexedDB or the site, or the answer
 * names those that could not (a search team's large tables, pattern-database-load-request.js:
 * building them would take a minute and hundreds of megabytes, so a page without them keeps to
 * the standard ones). What did arrive is stored all the same.
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {(fraction: number, source: 'download' | 'build') => void} onProgress
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @param {typeof downloadPatternDatabases} [download]
 * @returns {Promise<{provided: DatabasesProvided | null} | {missing: string[]}>}
 */
export function loadPatternDatabases(
  searches,
  request,
  onProgress,
  openStore = openPatternDatabaseStore,
  download = downloadPatternDatabases,
) {
  return provide(searches, request, onProgress, openStore, download, false);
}

/**
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {(fraction: number, source: 'download' | 'build') => void} onProgress
 * @param {typeof openPatternDatabaseStore} openStore
 * @param {typeof downloadPatternDatabases} download
 * @param {boolean} build whether what neither storage nor the site has is built
 * @returns {Promise<{provided: DatabasesProvided | null} | {missing: string[]}>}
 */
async function provide(searches, request, onProgress, openStore, download, build) {
  /** @type {DatabaseNeeds} */
  const needs = JSON.parse(searches.patternDatabasesFor(request));
  const wanted = needs.databases.filter((d) => !d.ready);
  const names = wanted.map((d) => d.name);
  if (names.length === 0) return { provided: null };
  const started = performance.now();

  // What is stored is not trusted: every GitHub Pages site of one account shares this origin's
  // IndexedDB, so any of them can write it. The solver copies in only a value of a size some
  // database has (a huge one would take seconds just to copy) and uses a table only if its
  // SHA-256 is that of the table it builds (cpp/pdb/pattern_database_verification.h). Anything
  // else — damaged, outdated, forged — is deleted here and built again.
  const store = await openStore();
  /** @type {Record<string, Uint8Array>} */
  const stored = {};
  if (store) {
    for (const name of names) {
      const bytes = await store.get(name);
      if (bytes) stored[name] = bytes;
    }
  }
  // What this browser does not hold is fetched from the site, where it can be: just as
  // untrusted, and judged by the same import.
  const downloaded = await download(
    wanted.filter(({ name }) => !Object.hasOwn(stored, name)),
    (fraction) => onProgress(fraction, 'download'),
  );
  const offered = { ...stored, ...downloaded };
  // Writing 11.5 MB to IndexedDB took 0.3 s in Chromium here: it runs while the solver verifies
  // and imports (one synchronous call of about as long), not after. Storing before the verdict
  // is safe — nothing read back is trusted — and a refused table is deleted just below.
  const storing = store
    ? Object.entries(downloaded).map(([name, bytes]) => store.put(name, bytes))
    : [];
  const missing = names.filter((name) => !Object.hasOwn(offered, name));
  if (missing.length > 0 && !build) {
    await Promise.all(storing);
    return { missing };
  }
  // The build is one synchronous call: say it is coming before it starts.
  if (missing.length > 0) onProgress(0, 'build');
  const prepared = searches.preparePatternDatabases(request, offered, (fraction) =>
    onProgress(fraction, 'build'),
  );
  if (store) {
    await Promise.all(storing);
    for (const { name } of prepared.rejected) await store.delete(name);
    for (const { name, bytes } of prepared.built) await store.put(name, bytes);
  }
  if (prepared.status !== 'ok') throw new Error(prepared.error);
  return {
    provided: {
      source: sourceOf(prepared, names, downloaded),
      ms: performance.now() - started,
      names,
    },
  };
}

/**
 * How this preparation got its tables, as the page tells the user: 'built' when any was built
 * (that took the time), else 'downloaded' when any came from the site, else 'stored'.
 * @param {import('../wasm/npuzzle.mjs').PreparedDatabases} prepared
 * @param {string[]} names
 * @param {Record<string, Uint8Array>} downloaded
 * @returns {DatabasesProvided['source']}
 */
function sourceOf(prepared, names, downloaded) {
  if (prepared.imported.length < names.length) return 'built';
  return prepared.imported.some((name) => Object.hasOwn(downloaded, name))
    ? 'downloaded'
    : 'stored';
}

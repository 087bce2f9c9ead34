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
// once (docs/performance.md: pattern databases in the browser). Building stays the way wherever a fetch
// cannot be made or fails — the offline single file, a 404, a damaged or forged file — so the
// same code still works everywhere. Later solves load them from IndexedDB in about 0.1 s.

import { downloadPatternDatabases } from './pattern-database-download.js';
import { openPatternDatabaseStore } from './pattern-database-store.js';

/** @typedef {import('../protocol/protocol.js').ModuleRequest} ModuleRequest */
/** @typedef {import('../protocol/protocol.js').DatabasesProvided} DatabasesProvided */
/** @typedef {import('../wasm/npuzzle.mjs').PatternDatabaseExchange} PatternDatabaseExchange */
/** @typedef {import('../wasm/npuzzle.mjs').DatabaseNeeds} DatabaseNeeds */
/**
 * Progress: the fraction done, whether downloading or building, and while building, why tables
 * the site ships are built instead (their download failed).
 * @typedef {(fraction: number, source: 'download' | 'build',
 *   fallback?: import('../protocol/protocol.js').DownloadFailure) => void} ProgressReport
 */

/**
 * @param {PatternDatabaseExchange} searches the module's SolverSession or SearchStepper: whose
 *   search the databases are for (they resolve `auto` differently)
 * @param {ModuleRequest} request
 * @param {ProgressReport} onProgress while
 *   downloading, then while building what did not arrive
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @param {typeof downloadPatternDatabases} [download]
 * @param {{quickFirst?: boolean}} [options] quickFirst (a solve's): where the tables would have
 *   to be built, build the quick ones the module names for the request instead (5-5-5 on a
 *   15-puzzle, a seventh of the build), answer with those (the answer says `quick`: the caller
 *   then solves with `databases: 'quick'`); the page has the standard ones built in the
 *   background (solver-client.js, background-database-build.js). The first 15-puzzle of the offline file took 9 s before.
 * @returns {Promise<DatabasesProvided | null>} null when the request needs no database or the
 *   solver already holds them.
 */
export async function providePatternDatabases(
  searches,
  request,
  onProgress,
  openStore = openPatternDatabaseStore,
  download = downloadPatternDatabases,
  { quickFirst = false } = {},
) {
  const build = quickFirst ? 'quick-first' : 'build';
  const provided = await provide(searches, request, onProgress, openStore, download, build);
  return 'missing' in provided ? null : provided.provided;
}

/**
 * The same without building anything: the tables come from IndexedDB or the site, or the answer
 * names those that could not (a search team's large tables, pattern-database-load-request.js:
 * building them would take a minute and hundreds of megabytes, so a page without them keeps to
 * the standard ones). What did arrive is stored all the same.
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {ProgressReport} onProgress
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
  return provide(searches, request, onProgress, openStore, download, 'never');
}

/**
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {ProgressReport} onProgress
 * @param {typeof openPatternDatabaseStore} openStore
 * @param {typeof downloadPatternDatabases} download
 * @param {'build' | 'quick-first' | 'never'} build what becomes of the tables neither storage
 *   nor the site has: built, the quick ones built first (providePatternDatabases), or nothing
 * @returns {Promise<{provided: DatabasesProvided | null} | {missing: string[]}>}
 */
async function provide(searches, request, onProgress, openStore, download, build) {
  /** @type {DatabaseNeeds} */
  const needs = JSON.parse(searches.patternDatabasesFor(request));
  if (needs.databases.every((d) => d.ready)) return { provided: null };
  const started = performance.now();

  // What is stored is not trusted: every GitHub Pages site of one account shares this origin's
  // IndexedDB, so any of them can write it. The solver copies in only a value of a size some
  // database has (a huge one would take seconds just to copy) and uses a table only if its
  // SHA-256 is that of the table it builds (cpp/pdb/pattern_database_verification.h). Anything
  // else — damaged, outdated, forged — is deleted here and built again.
  const store = await openStore();
  try {
    return await provideWith(store, searches, request, needs, onProgress, download, build, started);
  } finally {
    // Held no longer than this provision: an open connection blocks another tab's upgrade.
    store?.close();
  }
}

/**
 * @param {import('./pattern-database-store.js').PatternDatabaseStore | null} store
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {DatabaseNeeds} needs
 * @param {ProgressReport} onProgress
 * @param {typeof downloadPatternDatabases} download
 * @param {'build' | 'quick-first' | 'never'} build
 * @param {number} started when the provision began (performance.now())
 * @returns {Promise<{provided: DatabasesProvided | null} | {missing: string[]}>}
 */
async function provideWith(store, searches, request, needs, onProgress, download, build, started) {
  const wanted = needs.databases.filter((d) => !d.ready);
  const names = wanted.map((d) => d.name);
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
  const { downloaded, failure } = await download(
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
  if (missing.length > 0 && build === 'never') {
    await Promise.all(storing);
    return { missing };
  }
  // The build is one synchronous call: say it is coming, and why, before it starts.
  const fallback = failure ?? undefined;
  if (missing.length > 0 && build === 'quick-first') {
    const missingEntries = wanted
      .filter(({ name }) => missing.includes(name))
      .reduce((sum, d) => sum + d.entries, 0);
    const quick = await provideQuick(
      searches,
      request,
      { names, missingEntries },
      onProgress,
      fallback,
      started,
    );
    if (quick) {
      await Promise.all(storing);
      return { provided: quick };
    }
  }
  if (missing.length > 0) onProgress(0, 'build', fallback);
  const prepared = searches.preparePatternDatabases(request, offered, (fraction) =>
    onProgress(fraction, 'build', fallback),
  );
  // Kept: every table downloaded or built here is in IndexedDB now (the page says "kept in
  // this browser" only then, and "for this visit only" where storage refused or failed).
  let kept = store !== null;
  if (store) {
    const rejected = new Set(prepared.rejected.map(({ name }) => name));
    const stores = await Promise.all(storing);
    kept &&= Object.keys(downloaded).every((name, i) => stores[i] || rejected.has(name));
    for (const name of rejected) await store.delete(name);
    for (const { name, bytes } of prepared.built) kept = (await store.put(name, bytes)) && kept;
  }
  if (prepared.status !== 'ok') throw new Error(prepared.error);
  const refused = prepared.rejected.some(({ name }) => Object.hasOwn(downloaded, name));
  const why = failure ?? (refused ? { reason: /** @type {const} */ ('refused') } : null);
  const source = sourceOf(prepared, names, downloaded);
  return {
    provided: {
      source,
      ms: performance.now() - started,
      names,
      kept,
      ...(source === 'built' && why ? { fallback: why } : {}),
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

/**
 * The quick tables in place of the standard ones, built now (they cannot be stored: only tables
 * whose digest the solver carries are kept).
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request
 * @param {{names: string[], missingEntries: number}} standard the standard tables' names, and
 *   how many entries of them are still to be built
 * @param {ProgressReport} onProgress
 * @param {import('../protocol/protocol.js').DownloadFailure | undefined} fallback
 * @param {number} started
 * @returns {Promise<DatabasesProvided | null>} null where the module names no other tables (a
 *   board whose standard tables are already the quick ones), or where what is missing is smaller
 *   than the quick tables (the 15-puzzle's 3-tile table alone): those are built as before.
 */
async function provideQuick(searches, request, standard, onProgress, fallback, started) {
  /** @type {ModuleRequest} */
  const quickRequest = { ...request, databases: 'quick' };
  /** @type {DatabaseNeeds} */
  const needs = JSON.parse(searches.patternDatabasesFor(quickRequest));
  const quickNames = needs.databases.map((d) => d.name);
  const quickEntries = needs.databases.reduce((sum, d) => sum + (d.ready ? 0 : d.entries), 0);
  if (quickNames.every((name) => standard.names.includes(name))) return null;
  if (standard.missingEntries <= quickEntries) return null;
  // Built already when the board was checked (pattern-database-prefetch.js): that build's time.
  const held = needs.databases.every((d) => d.ready);
  if (!held) {
    onProgress(0, 'build', fallback);
    buildQuick(searches, quickRequest, (fraction) => onProgress(fraction, 'build', fallback));
  }
  return {
    source: 'built',
    ms: held ? (quickBuildMs ?? 0) : performance.now() - started,
    names: quickNames,
    kept: false,
    // The page starts the standard tables' build and says so (solver-client.js).
    quick: { background: false },
    ...(fallback ? { fallback } : {}),
  };
}

/** How long the quick tables took to build in this worker (null: not built yet). */
let quickBuildMs = null;

/**
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} quickRequest
 * @param {(fraction: number) => void} onProgress
 */
function buildQuick(searches, quickRequest, onProgress) {
  const begun = performance.now();
  const prepared = searches.preparePatternDatabases(quickRequest, {}, onProgress);
  if (prepared.status !== 'ok') throw new Error(prepared.error);
  quickBuildMs = performance.now() - begun;
}

/**
 * Builds the quick tables for a board the page has just checked, where the standard ones can be
 * neither read from storage nor downloaded (the offline file): a Solve pressed a moment later
 * then answers at once instead of after their build. Nothing when the module names no other
 * tables than the standard ones, or they are held already.
 * @param {PatternDatabaseExchange} searches
 * @param {ModuleRequest} request the page's default solve of that board
 */
export function prepareQuickTables(searches, request) {
  /** @type {ModuleRequest} */
  const quickRequest = { ...request, databases: 'quick' };
  /** @type {DatabaseNeeds} */
  const quick = JSON.parse(searches.patternDatabasesFor(quickRequest));
  /** @type {DatabaseNeeds} */
  const standard = JSON.parse(searches.patternDatabasesFor(request));
  const standardNames = standard.databases.map((d) => d.name);
  if (quick.databases.every((d) => d.ready || standardNames.includes(d.name))) return;
  buildQuick(searches, quickRequest, () => {});
}

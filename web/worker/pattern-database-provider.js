// @ts-check
// Before a solve that uses pattern databases (the 15-puzzle under `auto`, or `pdb` chosen) — or a
// step-mode search with `pdb` — the worker makes sure the solver holds them: from this browser's
// IndexedDB when they were built here before, otherwise built now — seconds, with progress — and
// stored for next time. Two calls into the module: which databases the request needs, then one
// that imports what is stored, builds the rest and hands back what to store.
//
// Why build rather than download: the 6-6-3 tables are 11.5 MB (3.2 MB gzipped). Building them
// in the worker takes about 6 s once per browser and needs no server file, so the same code
// works on GitHub Pages, inside an LMS iframe and in the offline single file, where a fetch is
// impossible. Later solves load them from IndexedDB in about 0.1 s (README: pattern databases).

import { openPatternDatabaseStore } from './pattern-database-store.js';

/** @typedef {import('./protocol.js').ModuleRequest} ModuleRequest */
/** @typedef {import('./protocol.js').DatabasesProvided} DatabasesProvided */
/** @typedef {import('../wasm/npuzzle.mjs').PatternDatabaseExchange} PatternDatabaseExchange */
/** @typedef {import('../wasm/npuzzle.mjs').DatabaseNeeds} DatabaseNeeds */

/**
 * @param {PatternDatabaseExchange} searches the module's SolverSession or SearchStepper: whose
 *   search the databases are for (they resolve `auto` differently)
 * @param {ModuleRequest} request
 * @param {(fraction: number) => void} onProgress while building
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @returns {Promise<DatabasesProvided | null>} null when the request needs no database or the
 *   solver already holds them.
 */
export async function providePatternDatabases(
  searches,
  request,
  onProgress,
  openStore = openPatternDatabaseStore,
) {
  /** @type {DatabaseNeeds} */
  const needs = JSON.parse(searches.patternDatabasesFor(request));
  const names = needs.databases.filter((d) => !d.ready).map((d) => d.name);
  if (names.length === 0) return null;
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
  // The build is one synchronous call: say it is coming before it starts.
  if (names.some((name) => !Object.hasOwn(stored, name))) onProgress(0);
  const prepared = searches.preparePatternDatabases(request, stored, onProgress);
  if (store) {
    for (const { name } of prepared.rejected) await store.delete(name);
    for (const { name, bytes } of prepared.built) await store.put(name, bytes);
  }
  if (prepared.status !== 'ok') throw new Error(prepared.error);
  const source = prepared.imported.length === names.length ? 'stored' : 'built';
  return { source, ms: performance.now() - started, names };
}

// Before a solve that uses pattern databases (the 15-puzzle under `auto`, or `pdb` chosen), the
// worker makes sure the solver holds them: from this browser's IndexedDB when they were built
// here before, otherwise built now — seconds, with progress — and stored for next time.
//
// Why build rather than download: the 6-6-3 tables are 11.5 MB (3.2 MB gzipped). Building them
// in the worker takes about 6 s once per browser and needs no server file, so the same code
// works on GitHub Pages, inside an LMS iframe and in the offline single file, where a fetch is
// impossible. Later solves load them from IndexedDB in about 0.1 s (README: pattern databases).

import { openPatternDatabaseStore } from './pattern-database-store.js';

// pattern_database_format.h: a header of 28 bytes and one per pattern tile (at most 8), then one
// byte per entry.
const MAX_HEADER_BYTES = 28 + 8;

/**
 * @param module the wasm module
 * @param request the solve request ({board, size, goal, algorithm, heuristic})
 * @param onProgress (fraction) => void while building
 * @returns {Promise<null | {source: 'stored' | 'built', ms: number, names: string[]}>}
 *   null when the request needs no database or the solver already holds them.
 */
export async function providePatternDatabases(
  module,
  request,
  onProgress,
  openStore = openPatternDatabaseStore,
) {
  const args = [
    request.board,
    request.size ?? '',
    request.goal ?? '',
    request.algorithm ?? 'auto',
    request.heuristic ?? 'auto',
  ];
  const missing = () =>
    JSON.parse(module.patternDatabasesFor(...args)).databases.filter((d) => !d.ready);
  const needed = missing();
  if (needed.length === 0) return null;
  const started = performance.now();
  const names = needed.map((d) => d.name);

  // What is stored is not trusted: every GitHub Pages site of one account shares this origin's
  // IndexedDB, so any of them can write it. Only a value of the database's size is handed to the
  // solver (a huge one would take seconds just to copy), and the solver uses a table only if its
  // SHA-256 is that of the table it builds (cpp/pdb/pattern_database_verification.h). Anything
  // else — damaged, outdated, forged — is deleted and built again.
  const store = await openStore();
  if (store) {
    for (const { name, entries } of needed) {
      const bytes = await store.get(name);
      if (!bytes) continue;
      const sized = bytes.length > entries && bytes.length <= entries + MAX_HEADER_BYTES;
      const imported = sized
        ? JSON.parse(module.importPatternDatabase(bytes))
        : { status: 'invalid', error: `stored value of ${bytes.length} bytes` };
      if (imported.status !== 'ok') await store.delete(name);
    }
  }
  const toBuild = missing();
  if (toBuild.length === 0) return { source: 'stored', ms: performance.now() - started, names };

  onProgress(0);
  const built = JSON.parse(module.buildPatternDatabases(...args, onProgress));
  if (built.status !== 'ok') throw new Error(built.error);
  if (store) {
    for (const name of built.built) {
      const bytes = module.exportPatternDatabase(name);
      if (bytes) await store.put(name, bytes);
    }
  }
  return { source: 'built', ms: performance.now() - started, names };
}

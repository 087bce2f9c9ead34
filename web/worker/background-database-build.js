// @ts-check
// `take-databases`: the standard pattern databases, built in the background while the quick ones
// answer (pattern-database-provider.js: the offline file, or a page whose download failed). The
// build is one synchronous call of several seconds, so a helper worker does it
// (database-build-request.js), started by the page (solver-client.js), which hands the tables
// here. They are imported like any stored or downloaded table — used only if their SHA-256 is
// that of the table this solver builds — and kept in IndexedDB where the browser allows; every
// later solve uses them.
//
//   {type:'take-databases', id, request, tables: [{name, bytes}]} → done
//   ({status: 'ok' | 'refused', imported, kept})

import { openPatternDatabaseStore } from './pattern-database-store.js';
import { moduleRequest } from '../protocol/protocol.js';

/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */

export const databaseTakeRequests = {
  /**
   * @param {import('../protocol/protocol.js').TakeDatabasesMessage} message
   * @param {WorkerContext} context
   */
  async 'take-databases'(message, { module, reply }) {
    reply(message.id, await takeDatabases(module.SolverSession, message));
  },
};

/**
 * @param {import('../wasm/npuzzle.mjs').PatternDatabaseExchange} searches
 * @param {{request: import('../protocol/protocol.js').SolveSpec, tables: {name: string, bytes: Uint8Array}[]}} message
 * @param {typeof openPatternDatabaseStore} [openStore]
 * @returns {Promise<import('../protocol/protocol.js').DatabasesTaken>}
 */
export async function takeDatabases(
  searches,
  { request, tables },
  openStore = openPatternDatabaseStore,
) {
  const asked = moduleRequest(request);
  const offered = Object.fromEntries(tables.map(({ name, bytes }) => [name, bytes]));
  // Only when every table came: a missing one would be built right here, in this worker.
  /** @type {import('../wasm/npuzzle.mjs').DatabaseNeeds} */
  const needs = JSON.parse(searches.patternDatabasesFor(asked));
  if (!needs.databases.every((d) => d.ready || Object.hasOwn(offered, d.name))) {
    return { status: 'refused', imported: [], kept: false };
  }
  const prepared = searches.preparePatternDatabases(asked, offered, () => {});
  if (prepared.status !== 'ok' || prepared.built.length > 0 || prepared.rejected.length > 0) {
    return { status: 'refused', imported: prepared.imported ?? [], kept: false };
  }
  const store = await openStore();
  let kept = store !== null;
  try {
    for (const name of prepared.imported)
      kept = ((await store?.put(name, offered[name])) ?? false) && kept;
  } finally {
    store?.close();
  }
  return { status: 'ok', imported: prepared.imported, kept };
}

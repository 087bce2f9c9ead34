// @ts-check
// `load-databases`: a member of the page's search team (solver-team.js) takes in the pattern
// databases its share of a search will use — the 15-puzzle's large 7-7-1 tables — before any
// search is sent to it, from this browser's IndexedDB or else the site, never built.
//
//   {type:'load-databases', id, request} → progress* ({phase:'database', fraction, source}),
//   then done ({status:'ok', provided} or {status:'unavailable', missing})

import { databaseProgressReporter } from './database-progress.js';
import { loadPatternDatabases } from './pattern-database-provider.js';
import { moduleRequest } from '../protocol/protocol.js';

/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */

export const databaseLoadRequests = {
  /**
   * @param {import('../protocol/protocol.js').LoadDatabasesMessage} message
   * @param {WorkerContext} context
   */
  async 'load-databases'(message, { module, post, reply }) {
    const loaded = await loadPatternDatabases(
      module.SolverSession,
      moduleRequest(message.request),
      databaseProgressReporter(message.id, post),
    );
    reply(
      message.id,
      'missing' in loaded
        ? { status: 'unavailable', missing: loaded.missing }
        : { status: 'ok', provided: loaded.provided },
    );
  },
};

// @ts-check
// `build-databases`: what the page asks of a background helper worker (solver-client.js): build
// the pattern databases the request needs and send them back (to be handed to the page's own
// worker: background-database-build.js). The build is one synchronous
// call of seconds; this helper has nothing else to do meanwhile.
//
//   {type:'build-databases', id, request} → done ({status:'ok', built: [{name, bytes}]}
//   or {status:'error', error})

import { moduleRequest } from '../protocol/protocol.js';

/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */

export const databaseBuildRequests = {
  /**
   * @param {import('../protocol/protocol.js').BuildDatabasesMessage} message
   * @param {WorkerContext} context
   */
  'build-databases'(message, { module, reply }) {
    const prepared = module.SolverSession.preparePatternDatabases(
      moduleRequest(message.request),
      {},
      () => {},
    );
    reply(
      message.id,
      prepared.status === 'ok'
        ? { status: 'ok', built: prepared.built }
        : { status: 'error', error: prepared.error },
    );
  },
};

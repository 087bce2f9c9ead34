// @ts-check
// Requests answered at once from the module: pure functions of their arguments, which is why
// the client may simply send them again to a restarted worker.
//
//   {type:'check', id, board, size, goal} → CheckResult (and, for a board whose solve needs
//     pattern databases the solver lacks, their download starts: pattern-database-prefetch.js)
//   {type:'random', id, size, goal, walk, seed} → RandomResult
//   {type:'capabilities', id} → Capabilities
//   {type:'explain-heuristic', id, board, size, goal, trueDistanceExpansions} → HeuristicExplanation
//     (h* by a bounded IDA*: at most that many expansions, a fraction of a second)
//   {type:'plan', id, request} → SearchPlan (what a solve and step mode would run for it)
//   {type:'verify', id, request} → VerifyResult (a pasted solution checked; the module searches for
//     the optimum only on boards of up to 12 cells, under its own time budget)

import { prefetchPatternDatabases } from './pattern-database-prefetch.js';

/** @typedef {import('./solver.worker.js').WorkerContext} WorkerContext */

export const quickRequests = {
  /** @param {import('../protocol/protocol.js').CheckMessage} message @param {WorkerContext} context */
  check(message, { module, reply }) {
    reply(
      message.id,
      JSON.parse(module.checkBoard(message.board, message.size ?? '', message.goal ?? '')),
    );
    prefetchPatternDatabases(module, message);
  },
  /** @param {import('../protocol/protocol.js').RandomMessage} message @param {WorkerContext} context */
  random(message, { module, reply }) {
    reply(
      message.id,
      JSON.parse(module.randomBoard(message.size, message.goal, message.walk, message.seed)),
    );
  },
  /** @param {import('../protocol/protocol.js').CapabilitiesMessage} message @param {WorkerContext} context */
  capabilities(message, { module, reply }) {
    reply(message.id, JSON.parse(module.capabilities()));
  },
  /** @param {import('../protocol/protocol.js').PlanMessage} message @param {WorkerContext} context */
  plan(message, { module, reply }) {
    const request = message.request;
    reply(
      message.id,
      JSON.parse(
        module.plan({
          size: '',
          goal: '',
          weight: 1,
          openLimit: 1,
          ...request,
        }),
      ),
    );
  },
  /**
   * @param {import('../protocol/protocol.js').ExplainHeuristicMessage} message
   * @param {WorkerContext} context
   */
  'explain-heuristic'(message, { module, reply }) {
    reply(
      message.id,
      JSON.parse(
        module.explainHeuristics(
          message.board,
          message.size ?? '',
          message.goal ?? '',
          message.trueDistanceExpansions ?? 0,
        ),
      ),
    );
  },
  /** @param {import('../protocol/protocol.js').VerifyMessage} message @param {WorkerContext} context */
  verify(message, { module, reply }) {
    reply(message.id, JSON.parse(module.verifySolution(message.request)));
  },
};

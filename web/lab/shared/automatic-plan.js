// @ts-check
// What Automatic runs on the lab's board, in words: the core's own plan for the request
// (module plan(), through the worker: cpp/io/plan_json.h), never a copy of its policy here. Every
// lab panel that speaks of Automatic says it with automaticSentence(), so they cannot disagree
// with each other or with what Solve then reports in the Solution card.

import { t } from '../../common/i18n.js';

/** @typedef {import('../../wasm/npuzzle.mjs').SearchPlan} SearchPlan */
/** @typedef {import('../../wasm/npuzzle.mjs').PlannedStage} PlannedStage */
/** @typedef {{algorithm: (id: string) => string, heuristic: (id: string) => string}} Labels */

/**
 * The core's plans, asked for once per board and settings (a board and its settings have one
 * plan; the worker answers at once, but the panels redraw often).
 */
export class AutomaticPlans {
  #client;
  /** @type {Map<string, Promise<SearchPlan | null>>} */
  #asked = new Map();

  /** @param {{plan: (request: object) => Promise<SearchPlan>}} client */
  constructor(client) {
    this.#client = client;
  }

  /**
   * The plan for `problem` (the lab's board and the Solver card's settings); null when the core
   * refuses it (the panels then say nothing about Automatic: their own status says why).
   * @param {{board: string, size: string, goal: string, algorithm: string, heuristic: string,
   *   weight: number, maxMemoryMB: number}} problem
   * @returns {Promise<SearchPlan | null>}
   */
  plan(problem) {
    const request = {
      board: problem.board,
      size: problem.size,
      goal: problem.goal,
      algorithm: problem.algorithm,
      heuristic: problem.heuristic || 'auto',
      weight: problem.weight,
      maxMemoryMB: problem.maxMemoryMB,
    };
    const key = JSON.stringify(request);
    let asked = this.#asked.get(key);
    if (!asked) {
      asked = this.#client.plan(request).then(
        (plan) => (plan?.status === 'ok' ? plan : null),
        () => null,
      );
      // A few boards' worth is all a page goes back to.
      if (this.#asked.size > 16) this.#asked.clear();
      this.#asked.set(key, asked);
    }
    return asked;
  }
}

/**
 * One of the solve's searches as the Solution card names it (the core's `method`: the beam
 * searches of a big board's construction, not the stage's algorithm), with its weight and the
 * heuristic it uses or ranks boards by.
 * @param {PlannedStage} stage @param {Labels} labels
 */
export function stageWords(stage, labels) {
  const search = labels.algorithm(stage.method);
  if (stage.heuristic === 'none') return search;
  const heuristic = labels.heuristic(stage.heuristic);
  if (stage.method !== stage.algorithm) return t('lab.automatic.rankedBy', { search, heuristic });
  if (stage.weight !== 1) {
    const weight = String(Number(stage.weight));
    return t('lab.automatic.weightedWith', { search, weight, heuristic });
  }
  return t('lab.automatic.with', { search, heuristic });
}

/**
 * The one sentence that says what Automatic does on this board: its searches first to last and
 * whether it then shortens the path. With a chosen algorithm and Automatic's heuristic, the
 * heuristic it resolves to.
 * @param {SearchPlan} plan @param {{algorithm: string}} problem @param {Labels} labels
 */
export function automaticSentence(plan, problem, labels) {
  const [first, ...rest] = plan.solve?.stages ?? [];
  if (!first) return '';
  if (problem.algorithm !== 'auto') {
    // A search that uses no heuristic leaves Automatic's nothing to pick.
    if (first.heuristic === 'none') return '';
    return t('lab.automatic.heuristic', {
      search: labels.algorithm(first.method),
      heuristic: labels.heuristic(first.heuristic),
    });
  }
  let searches = stageWords(first, labels);
  if (rest.length) {
    const fallbacks = rest
      .map((stage) => stageWords(stage, labels))
      .reduce((before, next) => t('lab.automatic.then', { before, next }));
    searches = t('lab.automatic.fallback', { searches, fallbacks });
  }
  if (plan.solve?.improves) searches = t('lab.automatic.shortens', { searches });
  return t('lab.automatic.solves', { searches });
}

/** Whether step mode runs the very search the solve starts with. */
export function stepsAsSolved(plan) {
  const first = plan.solve?.stages[0];
  return (
    first !== undefined &&
    plan.step !== undefined &&
    first.method === plan.step.algorithm &&
    first.weight === 1 &&
    first.heuristic === plan.step.heuristic
  );
}

// @ts-check
// The two ways speedsolvers count moves, in one place: STM (single-tile moves: every tile slid
// one cell is a move, the page's own unit and the core's) and MTM (multi-tile moves: a whole
// line of tiles slid toward the blank at once is one move). A list of single moves counts in MTM
// as its maximal runs of one direction: consecutive slides the same way always lie in one line
// (the blank walks straight on), and a line slid at once is such a run. Every MTM figure on the
// page comes from mtmCount(); the optimal lengths stay the core's (STM) until it offers MTM.

import { t } from './i18n.js';

/** @typedef {'stm' | 'mtm'} Metric */

/** @type {readonly Metric[]} */
export const METRICS = Object.freeze(/** @type {Metric[]} */ (['stm', 'mtm']));

/**
 * The metric, if `value` names one (stored and linked values are untrusted), else null.
 * @param {unknown} value @returns {Metric | null}
 */
export function validMetric(value) {
  return METRICS.find((metric) => metric === value) ?? null;
}

/**
 * The MTM count of single moves given by their directions (the way each tile slid: U D L R).
 * @param {ArrayLike<string>} directions
 */
export function mtmCount(directions) {
  let runs = 0;
  for (let i = 0; i < directions.length; i++) {
    if (i === 0 || directions[i] !== directions[i - 1]) runs++;
  }
  return runs;
}

/**
 * Single moves counted in `metric`.
 * @param {ArrayLike<string>} directions @param {Metric} metric
 */
export function countIn(directions, metric) {
  return metric === 'mtm' ? mtmCount(directions) : directions.length;
}

/**
 * A count of the person's moves in words: `12 moves` in STM (the page's words since always),
 * `5 MTM moves` in MTM.
 * @param {ArrayLike<string>} directions @param {Metric} metric
 */
export function playedLabel(directions, metric) {
  const count = countIn(directions, metric);
  return metric === 'mtm' ? t('page.metric.mtmMoves', { count }) : t('page.move.count', { count });
}

/**
 * A count of the core's moves (an optimal length, a distance, a stored result: single-tile moves
 * all): `12 moves`; while the page counts in MTM it says which metric it is, `12 STM moves`.
 * @param {number} count @param {Metric} metric
 */
export function singleMovesLabel(count, metric) {
  return metric === 'mtm' ? t('page.metric.stmMoves', { count }) : t('page.move.count', { count });
}

/**
 * A solution's length in the metric on show: `31 moves` in STM; in MTM both counts,
 * `31 STM · 19 MTM`, since the solver that found it counted single-tile moves.
 * @param {ArrayLike<string>} directions @param {Metric} metric
 */
export function solutionLengthLabel(directions, metric) {
  if (metric !== 'mtm') return t('page.move.count', { count: directions.length });
  return t('page.metric.both', {
    stm: String(directions.length),
    mtm: String(mtmCount(directions)),
  });
}

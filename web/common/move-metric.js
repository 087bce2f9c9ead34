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
 * The multi-tile moves of single moves given by their directions (the way each tile slid:
 * U D L R): their maximal runs of one direction, each the directions it slides (`LLUR` →
 * `LL`, `U`, `R`).
 * @param {ArrayLike<string>} directions @returns {string[]}
 */
export function mtmRuns(directions) {
  /** @type {string[]} */
  const runs = [];
  for (let i = 0; i < directions.length; i++) {
    if (i === 0 || directions[i] !== directions[i - 1]) runs.push(directions[i]);
    else runs[runs.length - 1] += directions[i];
  }
  return runs;
}

/**
 * The MTM count of single moves given by their directions (the way each tile slid: U D L R).
 * @param {ArrayLike<string>} directions
 */
export function mtmCount(directions) {
  return mtmRuns(directions).length;
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

// The core solves MTM optimally on boards of up to 16 cells (docs/contracts.md §3, `--metric`;
// larger boards are refused with `metric-board-too-large`). Its capabilities do not list the
// metric, so the page keeps the figure here, beside the metric it belongs to.
export const MTM_MAX_CELLS = 16;

/**
 * The metric the core is asked to count in for a board of `cells` while the page counts in
 * `metric`: MTM where the core solves it, else STM (the page then says so: mtmOutOfReach()).
 * @param {Metric} metric @param {number} cells @returns {Metric}
 */
export function coreMetric(metric, cells) {
  return metric === 'mtm' && cells <= MTM_MAX_CELLS ? 'mtm' : 'stm';
}

/** Counting in MTM on a board the core does not solve in MTM: why the figures are STM. */
export function mtmOutOfReach() {
  return t('page.metric.outOfReach', { cells: String(MTM_MAX_CELLS) });
}

/**
 * A length the core counted in `counted` (an answer's `metric`; left out: STM), said while the
 * page counts in `metric`: `7 MTM moves` for an MTM answer, else as singleMovesLabel().
 * @param {number} count @param {Metric | undefined} counted @param {Metric} metric
 */
export function coreMovesLabel(count, counted, metric) {
  return counted === 'mtm' ? t('page.metric.mtmMoves', { count }) : singleMovesLabel(count, metric);
}

/**
 * An MTM answer's length beside its single-tile count, `29 STM · 20 MTM`: both the core's (its
 * `length` in MTM, its `moves` single tiles), never counted again here.
 * @param {{length?: number, moves?: ArrayLike<number>}} result
 */
export function mtmResultLengthLabel(result) {
  return t('page.metric.both', {
    stm: String(result.moves?.length ?? 0),
    mtm: String(result.length ?? 0),
  });
}

/**
 * The single-move steps an answer's moves make in its metric: `segments` for an MTM answer (how
 * many single moves each multi-tile move slides), else one each. Null when the segments do not
 * add up to the moves (an answer not to be trusted in MTM).
 * @param {{metric?: string, moves?: ArrayLike<number>, segments?: number[]}} result
 * @returns {number[] | null}
 */
export function stepSizes(result) {
  const count = result.moves?.length ?? 0;
  if (result.metric !== 'mtm') return Array.from({ length: count }, () => 1);
  const segments = result.segments;
  if (!Array.isArray(segments)) return null;
  const valid = segments.every((size) => Number.isInteger(size) && size >= 1);
  const total = segments.reduce((sum, size) => sum + size, 0);
  return valid && total === count ? segments.slice() : null;
}

/**
 * The key of a search's answer: the problem (web/state/page-state.js problemKey) and, for an MTM
 * answer, its metric, so STM and MTM answers and bounds (web/board/board-bounds.js) never stand
 * for each other.
 * @param {string} problemKey @param {string} metric
 */
export function answerKey(problemKey, metric) {
  return metric === 'mtm' ? `${problemKey}|mtm` : problemKey;
}

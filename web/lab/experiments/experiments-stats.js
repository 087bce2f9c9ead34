// @ts-check
// The numbers of the Experiments panel, DOM-free: the textbook's table (Russell & Norvig, §3.6:
// mean nodes generated and effective branching factor b* by solution depth, one column per
// search) from an experiment's per-board runs, and the same table as CSV.
//
// A cell is a mean over every board of its depth. When a search was not run on some of them
// (IDS and BFS past the depth cap) or stopped at the node cap, the mean of the rest would be
// biased towards the easy boards, so the cell is left empty ("—"), as the textbook leaves IDS
// past depth 12, and says why.

import { t } from '../../common/i18n.js';
import { effectiveBranchingFactor } from '../shared/compare-stats.js';

/** Why a cell is empty: not run past the depth cap, or a run stopped at the node cap. */
export const EMPTY_REASONS = Object.freeze({
  skipped: 'skipped',
  limit: 'limit',
});

/**
 * @typedef {{mean: number | null, branching: number | null, boards: number,
 *   empty: 'skipped' | 'limit' | null}} ExperimentCell
 *   mean: the mean of nodes generated, rounded to a whole number, as shown and as in the CSV;
 *   branching: b* of that mean at the row's depth, to 2 decimals (null at depth 0)
 * @typedef {{depth: number, boards: number, cells: ExperimentCell[]}} ExperimentRow
 * @typedef {{searches: {id: string, label: string, depthCapped: boolean}[],
 *   rows: ExperimentRow[]}} ExperimentTable
 */

/** Catalog keys of the searches' names (the core names them in English: cpp/lab/experiment.cpp). */
const SEARCH_KEYS = Object.freeze({
  ids: 'lab.experiments.search.ids',
  bfs: 'lab.experiments.search.bfs',
  'astar-misplaced': 'lab.experiments.search.astarMisplaced',
  'astar-manhattan': 'lab.experiments.search.astarManhattan',
  'astar-linear-conflict': 'lab.experiments.search.astarLinearConflict',
  'idastar-manhattan': 'lab.experiments.search.idastarManhattan',
});

/**
 * A search's name in the table, the legend and the chart, in the language on show (the core's
 * label for a search no catalog knows yet).
 * @param {{id: string, label: string}} search
 */
export function searchLabel(search) {
  const key = SEARCH_KEYS[/** @type {keyof typeof SEARCH_KEYS} */ (search.id)];
  return key ? t(key) : search.label;
}

/**
 * The table of an ExperimentResult: a row per solution depth (ascending), a cell per search.
 * @param {import('../../wasm/npuzzle.mjs').ExperimentResult} result
 * @returns {ExperimentTable}
 */
export function experimentTable(result) {
  const searches = result.searches ?? [];
  /** @type {Map<number, NonNullable<typeof result.boards>>} */
  const byDepth = new Map();
  for (const board of result.boards ?? []) {
    if (!(board.depth >= 0)) continue;
    if (!byDepth.has(board.depth)) byDepth.set(board.depth, []);
    byDepth.get(board.depth)?.push(board);
  }
  const rows = [...byDepth.keys()]
    .sort((a, b) => a - b)
    .map((depth) => {
      const boards = /** @type {NonNullable<typeof result.boards>} */ (byDepth.get(depth));
      const cells = searches.map((_, index) => {
        const runs = boards.map((board) => board.runs[index]);
        let empty = null;
        if (runs.some((run) => run?.skipped)) empty = EMPTY_REASONS.skipped;
        else if (runs.some((run) => run?.status !== 'solved')) empty = EMPTY_REASONS.limit;
        if (empty) return { mean: null, branching: null, boards: boards.length, empty };
        const mean = Math.round(runs.reduce((sum, run) => sum + run.generated, 0) / runs.length);
        const b = effectiveBranchingFactor(mean, depth);
        return {
          mean,
          branching: b === null ? null : Number(b.toFixed(2)),
          boards: boards.length,
          empty: null,
        };
      });
      return { depth, boards: boards.length, cells };
    });
  return { searches, rows };
}

/**
 * The CSV header: depth, boards, then each search's mean nodes, then each search's b*. The CSV
 * is a data format: its header stays English (and the searches' ids) whatever the language.
 */
export function experimentCsvHeader(searches) {
  return [
    'depth',
    'boards',
    ...searches.map((search) => `${search.id}_nodes_generated`),
    ...searches.map((search) => `${search.id}_effective_branching_factor`),
  ];
}

/** The table as CSV rows (header first): the numbers the page shows, empty cells empty. */
export function experimentCsvRows(table) {
  const cell = (value, decimals) =>
    value === null ? '' : decimals ? value.toFixed(decimals) : value;
  return [
    experimentCsvHeader(table.searches),
    ...table.rows.map((row) => [
      row.depth,
      row.boards,
      ...row.cells.map((c) => cell(c.mean, 0)),
      ...row.cells.map((c) => cell(c.branching, 2)),
    ]),
  ];
}

/**
 * The depths from `from` to `to` every `every`: [2, 4, …, 24]. An error sentence when the
 * numbers do not make a list (the panel shows it; the core checks the depths exist).
 * @returns {{depths: number[]} | {error: string}}
 */
export function depthRange(from, to, every) {
  const whole = (n) => Number.isInteger(n) && n >= 0;
  if (!whole(from) || !whole(to)) return { error: t('lab.experiments.error.depths') };
  if (!(Number.isInteger(every) && every >= 1)) return { error: t('lab.experiments.error.every') };
  if (to < from) {
    return { error: t('lab.experiments.error.order', { to: String(to), from: String(from) }) };
  }
  const depths = [];
  for (let d = from; d <= to; d += every) depths.push(d);
  return { depths };
}

/** "depth 14: 37/100 boards" for a generated experiment, "board 7 of 40" for a pasted one. */
export function progressText(progress, generated) {
  if (!progress || progress.total === 0) return t('lab.experiments.preparing');
  // The counts as the core gives them (no separators): "37/1000 boards" reads as a fraction.
  if (generated && progress.depth >= 0) {
    return t('lab.experiments.progress.depth', {
      depth: String(progress.depth),
      done: String(progress.doneAtDepth),
      count: String(progress.totalAtDepth),
    });
  }
  const current = Math.min(progress.done + 1, progress.total);
  return progress.depth >= 0
    ? t('lab.experiments.progress.board', {
        board: String(current),
        count: String(progress.total),
        depth: String(progress.depth),
      })
    : t('lab.experiments.progress.measuring', {
        board: String(current),
        count: String(progress.total),
      });
}

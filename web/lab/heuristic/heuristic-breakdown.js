// @ts-check
// The heuristic, explained in words: from the core's HeuristicExplanation (every number in it
// comes from the C++ heuristics, cpp/lab/heuristic_explanation.h) and one heuristic id, what to
// draw on each tile and the sum built up in a sentence. DOM-free, so the lab's other views (the
// search tree's selected node) can explain any board the same way; heuristic-board.js draws it.

import { formatList, formatNumber, t } from '../../common/i18n.js';

/** @typedef {import('../../wasm/npuzzle.mjs').HeuristicExplanation} HeuristicExplanation */
/**
 * What to draw on one cell: `mark` the short text on the tile (a distance, a group letter, ✗),
 * `counts` whether the tile adds to h, `group` the pattern-database group (0-based), `leaves`
 * for a tile linear conflict sends out of its line, `label` the tile's accessible description.
 * @typedef {{tile: number, mark: string, counts: boolean, group: number | null, leaves: boolean,
 *   inConflict: boolean, label: string}} CellMark
 * @typedef {{id: string, value: number, cells: CellMark[], sentences: string[], sum: string,
 *   legend: {group: number, name: string, tiles: number[], value: number}[],
 *   partsAgree: boolean}} Breakdown
 */

export const EXPLAINED_HEURISTICS = /** @type {const} */ ([
  'misplaced',
  'misplaced-with-blank',
  'manhattan',
  'euclidean',
  'linear-conflict',
  'mixed',
  'pdb',
]);

const GROUP_NAMES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 2.828 for 2828 thousandths (2,828 in German); whole numbers without decimals. */
export function fromMilli(milli) {
  const value = milli / 1000;
  if (Number.isInteger(value)) return String(value);
  return formatNumber(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 });
}

/** "3 + 1 + 2 = 6"; an empty list is "0". */
function sumText(terms, total) {
  if (terms.length === 0) return `${total}`;
  if (terms.length === 1) return `${terms[0]}`;
  return `${terms.join(' + ')} = ${total}`;
}

/**
 * The heuristic to explain when the solver's choice is `solverHeuristic` ('auto' resolves as
 * the plan does for boards the page can solve optimally: the pattern databases when they are
 * loaded, else linear conflict).
 * @param {HeuristicExplanation} explanation @param {string} solverHeuristic
 */
export function defaultHeuristic(explanation, solverHeuristic) {
  const ids = (explanation.heuristics ?? []).map((h) => h.id);
  if (ids.includes(solverHeuristic)) return solverHeuristic;
  return ids.includes('pdb') ? 'pdb' : 'linear-conflict';
}

/**
 * @param {HeuristicExplanation} explanation a valid one (status 'ok')
 * @param {string} id a heuristic id the explanation has
 * @returns {Breakdown | null} null when the explanation has no value for `id`
 */
export function explainHeuristic(explanation, id) {
  const total = explanation.heuristics?.find((h) => h.id === id);
  const tiles = explanation.tiles ?? [];
  if (!total || tiles.length === 0) return null;
  const lines = explanation.lines ?? [];
  const counted = tiles.filter((t) => t.tile !== 0).sort((a, b) => a.tile - b.tile);
  const manhattan = counted.reduce((sum, t) => sum + t.manhattan, 0);
  const manhattanText = t('lab.heuristic.sum.manhattanPart', {
    last: String(counted.length),
    sum: sumText(
      counted.map((t) => t.manhattan),
      manhattan,
    ),
  });
  const misplaced = counted.filter((t) => t.misplaced);
  const blank = tiles.find((t) => t.tile === 0);
  const euclideanMilli = counted.reduce((sum, t) => sum + t.euclideanMilli, 0);
  const leaving = new Set(lines.flatMap((line) => line.leaving));
  const inConflict = new Set(lines.flatMap((line) => line.pairs.flat()));

  /** @type {Breakdown['legend']} */
  let legend = [];
  /** @type {Map<number, number>} tile -> group */
  const groupOf = new Map();
  if (id === 'pdb' && explanation.pdb?.available) {
    const groups = explanation.pdb.symmetries?.[explanation.pdb.chosen ?? 0] ?? [];
    legend = groups.map((g, index) => ({
      group: index,
      name: GROUP_NAMES[index] ?? String(index + 1),
      tiles: g.tiles,
      value: g.value,
    }));
    for (const entry of legend) for (const tile of entry.tiles) groupOf.set(tile, entry.group);
  }

  const cells = tiles.map((t) => cellMark(id, t, { leaving, inConflict, groupOf, legend }));
  const sentences = [];
  let sum;
  const h = total.value;
  switch (id) {
    case 'misplaced':
    case 'misplaced-with-blank': {
      const names = misplaced.map((t) => t.tile);
      sentences.push(
        names.length === 0
          ? t('lab.heuristic.allHome')
          : t('lab.heuristic.offGoal', { count: names.length, tiles: names.join(', ') }),
      );
      if (id === 'misplaced') {
        sentences.push(t('lab.heuristic.blankNotCounted'));
        sum = t('lab.heuristic.sum.misplaced', { count: String(names.length), h: String(h) });
      } else {
        const extra = blank?.misplaced ? 1 : 0;
        sentences.push(t(extra ? 'lab.heuristic.blankCounted' : 'lab.heuristic.blankHome'));
        sum = t('lab.heuristic.sum.misplacedBlank', {
          count: String(names.length),
          blank: String(extra),
          total: String(names.length + extra),
          h: String(h),
        });
      }
      break;
    }
    case 'manhattan':
      sentences.push(t('lab.heuristic.manhattan'));
      sum = t('lab.heuristic.sum.withH', { sum: manhattanText, h: String(h) });
      break;
    case 'euclidean': {
      sentences.push(t('lab.heuristic.euclidean'));
      const terms = counted
        .filter((t) => t.euclideanMilli > 0)
        .map((t) => fromMilli(t.euclideanMilli));
      sum = t('lab.heuristic.sum.euclidean', {
        sum: sumText(terms, fromMilli(euclideanMilli)),
        h: String(h),
      });
      break;
    }
    case 'linear-conflict': {
      const leaves = lines.reduce((n, line) => n + line.leaving.length, 0);
      for (const line of lines) {
        const pairs = line.pairs
          .map(([a, b]) => t('lab.heuristic.before', { a: String(a), b: String(b) }))
          .join(', ');
        sentences.push(
          t(
            line.axis === 'column' ? 'lab.heuristic.conflict.column' : 'lab.heuristic.conflict.row',
            {
              number: String(line.index + 1),
              tiles: line.tiles.join(', '),
              pairs,
              count: line.leaving.length,
              out: line.leaving.join(', '),
              plus: String(2 * line.leaving.length),
            },
          ),
        );
      }
      if (lines.length === 0) sentences.push(t('lab.heuristic.noConflict'));
      sentences.push(t('lab.heuristic.perLine'));
      sum = t('lab.heuristic.sum.linearConflict', {
        manhattan: manhattanText,
        count: leaves,
        double: String(2 * leaves),
        h: String(h),
      });
      break;
    }
    case 'mixed': {
      const m = misplaced.length;
      const raw = (6000 * manhattan + 1000 * m + 3 * euclideanMilli) / 10000;
      sentences.push(t('lab.heuristic.mixed'));
      sum = t('lab.heuristic.sum.mixed', {
        manhattan: String(manhattan),
        misplaced: String(m),
        euclidean: fromMilli(euclideanMilli),
        raw: formatNumber(Number(raw.toFixed(4)), { maximumFractionDigits: 4 }),
        h: String(h),
      });
      break;
    }
    case 'pdb': {
      const pdb = explanation.pdb;
      const symmetries = pdb?.symmetries ?? [];
      const sums = symmetries.map((groups) => groups.reduce((s, g) => s + g.value, 0));
      sentences.push(
        t('lab.heuristic.pdbGroups', { count: legend.length, partition: String(pdb?.partition) }),
      );
      if (symmetries.length > 1) {
        sentences.push(
          t(pdb?.chosen ? 'lab.heuristic.mirrorChosen' : 'lab.heuristic.mirror', {
            sums: formatList(sums.map(String)),
          }),
        );
      }
      if (legend.length === 1) sentences.push(t('lab.heuristic.oneGroup'));
      const terms = legend.map((g) => `${g.name} ${g.value}`);
      const chosen = pdb?.chosen ?? 0;
      const own = sums[chosen] ?? h;
      if (symmetries.length > 1) {
        const others = sums.filter((_, index) => index !== chosen).join(', ');
        sum = t(
          chosen === 0 ? 'lab.heuristic.sum.pdbMirror' : 'lab.heuristic.sum.pdbMirrorChosen',
          {
            sum: sumText(terms, own),
            others,
            h: String(h),
          },
        );
      } else {
        sum = t('lab.heuristic.sum.pdb', { sum: sumText(terms, own), h: String(h) });
      }
      break;
    }
    default:
      return null;
  }
  return {
    id,
    value: h,
    cells,
    sentences,
    sum,
    legend,
    partsAgree: total.fromParts === total.value,
  };
}

function cellMark(id, t0, { leaving, inConflict, groupOf, legend }) {
  const tile = String(t0.tile);
  if (t0.tile === 0) {
    const counts = id === 'misplaced-with-blank' && t0.misplaced;
    return {
      tile: 0,
      mark: counts ? '✗' : '',
      counts,
      group: null,
      leaves: false,
      inConflict: false,
      label: t(counts ? 'lab.heuristic.cell.blankCounts' : 'lab.heuristic.cell.blank'),
    };
  }
  const base = { tile: t0.tile, group: null, leaves: false, inConflict: false };
  switch (id) {
    case 'misplaced':
    case 'misplaced-with-blank':
      return {
        ...base,
        mark: t0.misplaced ? '✗' : '',
        counts: t0.misplaced,
        label: t(t0.misplaced ? 'lab.heuristic.cell.misplaced' : 'lab.heuristic.cell.home', {
          tile,
        }),
      };
    case 'euclidean': {
      const d = fromMilli(t0.euclideanMilli);
      return {
        ...base,
        mark: t0.euclideanMilli ? d : '',
        counts: t0.euclideanMilli > 0,
        label: t('lab.heuristic.cell.away', { tile, distance: d }),
      };
    }
    case 'pdb': {
      const group = groupOf.get(t0.tile) ?? null;
      const entry = group === null ? null : legend[group];
      return {
        ...base,
        group,
        mark: entry ? entry.name : '',
        counts: entry !== null,
        label: entry
          ? t('lab.heuristic.cell.group', { tile, group: entry.name })
          : t('lab.heuristic.cell.tile', { tile }),
      };
    }
    default: {
      const leaves = id === 'linear-conflict' && leaving.has(t0.tile);
      const conflict = id === 'linear-conflict' && inConflict.has(t0.tile);
      const key = leaves
        ? 'lab.heuristic.cell.leaves'
        : conflict
          ? 'lab.heuristic.cell.conflict'
          : 'lab.heuristic.cell.distance';
      return {
        ...base,
        leaves,
        inConflict: conflict,
        mark: t0.manhattan ? String(t0.manhattan) : '',
        counts: t0.manhattan > 0 || leaves,
        label: t(key, { tile, count: t0.manhattan }),
      };
    }
  }
}

// @ts-check
// The heuristic, explained in words: from the core's HeuristicExplanation (every number in it
// comes from the C++ heuristics, cpp/lab/heuristic_explanation.h) and one heuristic id, what to
// draw on each tile and the sum built up in a sentence. DOM-free, so the lab's other views (the
// search tree's selected node) can explain any board the same way; heuristic-board.js draws it.

/** @typedef {import('../wasm/npuzzle.mjs').HeuristicExplanation} HeuristicExplanation */
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

/** 2.828 for 2828 thousandths; whole numbers without decimals. */
export function fromMilli(milli) {
  return Number.isInteger(milli / 1000) ? String(milli / 1000) : (milli / 1000).toFixed(3);
}

/** "3 + 1 + 2 = 6"; an empty list is "0". */
function sumText(terms, total) {
  if (terms.length === 0) return `${total}`;
  if (terms.length === 1) return `${terms[0]}`;
  return `${terms.join(' + ')} = ${total}`;
}

function lineName(line) {
  return `${line.axis} ${line.index + 1}`;
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
  const manhattanText = `Manhattan (tiles 1 to ${counted.length}) ${sumText(
    counted.map((t) => t.manhattan),
    manhattan,
  )}`;
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
          ? 'Every tile is on its goal cell.'
          : `Off their goal cells: ${names.length === 1 ? 'tile' : 'tiles'} ${names.join(', ')}.`,
      );
      if (id === 'misplaced') {
        sentences.push('The blank is not counted, which keeps the count from overestimating.');
        sum = `Misplaced ${names.length} × 1 = ${names.length}; h = ${h}`;
      } else {
        const extra = blank?.misplaced ? 1 : 0;
        sentences.push(
          extra
            ? 'The blank is off its goal cell too and is counted: +1. Near the goal this overestimates (one move can put the blank and a tile home together), so it is not admissible.'
            : 'The blank is on its goal cell, so it adds nothing here.',
        );
        sum = `Misplaced ${names.length} + blank ${extra} = ${names.length + extra}; h = ${h}`;
      }
      break;
    }
    case 'manhattan':
      sentences.push(
        'Each tile needs at least as many moves as the rows plus columns between it and its goal cell, and a move moves one tile one cell.',
      );
      sum = `${manhattanText}; h = ${h}`;
      break;
    case 'euclidean': {
      sentences.push(
        'Each tile’s straight-line distance to its goal cell (in thousandths, rounded down), summed and rounded up: never more than Manhattan.',
      );
      const terms = counted
        .filter((t) => t.euclideanMilli > 0)
        .map((t) => fromMilli(t.euclideanMilli));
      sum = `Euclidean ${sumText(terms, fromMilli(euclideanMilli))}, rounded up; h = ${h}`;
      break;
    }
    case 'linear-conflict': {
      const leaves = lines.reduce((n, line) => n + line.leaving.length, 0);
      for (const line of lines) {
        const pairs = line.pairs.map(([a, b]) => `${a} before ${b}`).join(', ');
        const out = line.leaving.join(', ');
        sentences.push(
          `${capitalise(lineName(line))}: ${line.tiles.join(', ')} belong in this ${line.axis} but stand in each other’s way (${pairs}); ${line.leaving.length === 1 ? `tile ${out} must` : `tiles ${out} must`} leave it and come back: +${2 * line.leaving.length}.`,
        );
      }
      if (lines.length === 0)
        sentences.push('No row or column has two tiles of its own in reverse order.');
      sentences.push(
        'Per line it counts the tiles that must step aside so the rest stand in goal order (the line’s tiles minus its longest run in goal order), 2 moves each.',
      );
      sum = `${manhattanText}; linear conflicts: ${leaves} ${leaves === 1 ? 'tile leaves' : 'tiles leave'} × 2 = ${2 * leaves}; h = ${h}`;
      break;
    }
    case 'mixed': {
      const m = misplaced.length;
      const raw = (6000 * manhattan + 1000 * m + 3 * euclideanMilli) / 10000;
      sentences.push('Seed 003’s mix of the three, rounded up.');
      sum = `0.6 × Manhattan ${manhattan} + 0.1 × misplaced ${m} + 0.3 × Euclidean ${fromMilli(euclideanMilli)} = ${Number(raw.toFixed(4))}, rounded up; h = ${h}`;
      break;
    }
    case 'pdb': {
      const pdb = explanation.pdb;
      const symmetries = pdb?.symmetries ?? [];
      const sums = symmetries.map((groups) => groups.reduce((s, g) => s + g.value, 0));
      sentences.push(
        `The tiles are split into ${legend.length} ${legend.length === 1 ? 'group' : 'groups'} (partition ${pdb?.partition}); each group’s table holds the fewest moves of its own tiles that bring them home, whatever the others do, so the entries add up without overestimating.`,
      );
      if (symmetries.length > 1) {
        sentences.push(
          `The board’s mirror image through the goal blank is just as far from the goal, so it is looked up too (${sums.join(' and ')}), and h is the larger sum${pdb?.chosen ? ': the mirror image’s groups are the ones coloured' : ''}.`,
        );
      }
      if (legend.length === 1) {
        sentences.push(
          'With every tile in one group, the table entry is the exact number of moves left.',
        );
      }
      const terms = legend.map((g) => `${g.name} ${g.value}`);
      const chosen = pdb?.chosen ?? 0;
      const own = sums[chosen] ?? h;
      if (symmetries.length > 1) {
        const others = sums.filter((_, index) => index !== chosen).join(', ');
        const [mine, theirs] =
          chosen === 0 ? ['', 'mirror image'] : [', mirror image', 'board as it stands'];
        sum = `Pattern databases${mine}: ${sumText(terms, own)}; ${theirs}: ${others}; the larger sum: h = ${h}`;
      } else {
        sum = `Pattern databases: ${sumText(terms, own)}; h = ${h}`;
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

function cellMark(id, t, { leaving, inConflict, groupOf, legend }) {
  const at = `tile ${t.tile}`;
  if (t.tile === 0) {
    const counts = id === 'misplaced-with-blank' && t.misplaced;
    return {
      tile: 0,
      mark: counts ? '✗' : '',
      counts,
      group: null,
      leaves: false,
      inConflict: false,
      label: counts ? 'the blank, off its goal cell: counts 1' : 'the blank',
    };
  }
  const base = { tile: t.tile, group: null, leaves: false, inConflict: false };
  switch (id) {
    case 'misplaced':
    case 'misplaced-with-blank':
      return {
        ...base,
        mark: t.misplaced ? '✗' : '',
        counts: t.misplaced,
        label: t.misplaced ? `${at}, misplaced: counts 1` : `${at}, home`,
      };
    case 'euclidean': {
      const d = fromMilli(t.euclideanMilli);
      return {
        ...base,
        mark: t.euclideanMilli ? d : '',
        counts: t.euclideanMilli > 0,
        label: `${at}, ${d} away`,
      };
    }
    case 'pdb': {
      const group = groupOf.get(t.tile) ?? null;
      const entry = group === null ? null : legend[group];
      return {
        ...base,
        group,
        mark: entry ? entry.name : '',
        counts: entry !== null,
        label: entry ? `${at}, group ${entry.name}` : at,
      };
    }
    default: {
      const leaves = id === 'linear-conflict' && leaving.has(t.tile);
      const conflict = id === 'linear-conflict' && inConflict.has(t.tile);
      const moves = `${t.manhattan} ${t.manhattan === 1 ? 'move' : 'moves'} from home`;
      return {
        ...base,
        leaves,
        inConflict: conflict,
        mark: t.manhattan ? String(t.manhattan) : '',
        counts: t.manhattan > 0 || leaves,
        label: `${at}, ${moves}${leaves ? ', must leave its line: +2' : conflict ? ', in a conflict' : ''}`,
      };
    }
  }
}

function capitalise(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// @ts-check
// The lab's exercises, DOM-free: a set of exercises drawn from a seed (the same seed gives the
// same set), the grading of an answer against the core's own numbers, the score and the result a
// student hands in (text and CSV). No figure is worked out here: the right value of each tile is
// read from the core's HeuristicExplanation (the parts its heuristics add up), the optimum from a
// solve, and the node expanded next from the step-mode search; this module only compares the
// student's answer with them and says which rule decided.

import { t } from '../../common/i18n.js';
import { boardAt, buildTree, nodeStatus } from '../step/search-tree/search-tree-model.js';
// Only chooses which boards to ask the core for (their seeds and walk lengths); the boards
// themselves are the core's (randomBoard).
import { seededRandom } from '../../common/seeded-random.js';
import { ADMISSIBLE_WALK_RANGE } from './admissible-exercise.js';

export const EXERCISE_KINDS = /** @type {const} */ ([
  'compute-h',
  'optimal-length',
  'predict',
  'admissible',
]);
/** @typedef {(typeof EXERCISE_KINDS)[number]} ExerciseKind */

/** The heuristics Compute h asks for, and the searches Predict steps (they keep an open list). */
export const EXERCISE_HEURISTICS = /** @type {const} */ ([
  'misplaced',
  'manhattan',
  'linear-conflict',
]);
export const PREDICT_ALGORITHMS = /** @type {const} */ ([
  'astar',
  'greedy',
  'bfs',
  'ucs',
  'wastar',
]);
export const EXERCISE_SIZES = /** @type {const} */ (['3x3', '4x4']);

export const SEED_MAX = 2_147_483_647;
/** Exercises in a set (Compute h, optimal length) and predictions in a Predict set. */
export const SET_LENGTH = 5;
/** Optimal length: the boards are this many random moves from the goal (the optimum ≤ it). */
export const WALK_RANGE = Object.freeze({ min: 4, max: 12 });
/** Predict: the search's board, this many random moves from the goal. */
export const PREDICT_WALK_RANGE = Object.freeze({ min: 8, max: 14 });
/** The weight Predict's weighted A* runs with. */
export const PREDICT_WEIGHT = 2;

/**
 * A seed as typed (or from a link): a whole number from 0 to SEED_MAX, else null.
 * @param {string} text
 */
export function parseSeed(text) {
  const trimmed = String(text).trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= SEED_MAX ? value : null;
}

/**
 * The boards a set asks the core for: one per exercise (Predict: one board, stepped;
 * Admissible: the first board of a chain, and its seed the chain's), each as the core's
 * randomBoard arguments. `walk` 0 draws uniformly among solvable boards.
 * @param {ExerciseKind} kind
 * @param {number} seed
 * @returns {{seed: number, walk: number}[]}
 */
export function planSet(kind, seed) {
  const random = seededRandom(seed);
  const draw = () => Math.floor(random() * SEED_MAX);
  const between = (/** @type {{min: number, max: number}} */ range) =>
    range.min + Math.floor(random() * (range.max - range.min + 1));
  if (kind === 'predict') return [{ seed: draw(), walk: between(PREDICT_WALK_RANGE) }];
  return Array.from({ length: SET_LENGTH }, () =>
    kind === 'optimal-length'
      ? { seed: draw(), walk: between(WALK_RANGE) }
      : kind === 'admissible'
        ? { seed: draw(), walk: between(ADMISSIBLE_WALK_RANGE) }
        : { seed: draw(), walk: 0 },
  );
}

/** A new seed for a fresh set (not reproducible: the seed on show is what makes it so). */
export function freshSeed() {
  return Math.floor(Math.random() * SEED_MAX);
}

/**
 * A whole number typed in an answer field: null when empty, NaN when not a whole number.
 * @param {string} text
 */
export function parseAnswer(text) {
  const trimmed = String(text).trim();
  if (trimmed === '') return null;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/**
 * What each tile adds to `heuristic` on the explained board, from the core's parts: misplaced
 * tiles 1 for a tile off its goal cell; Manhattan the tile's distance; linear conflict that
 * distance and 2 for each line the tile must leave. `total` is the heuristic's own value;
 * `partsAgree` whether the tiles' values add up to it (when not, only the total is graded).
 * @param {import('../../wasm/npuzzle.mjs').HeuristicExplanation} explanation status 'ok'
 * @param {string} heuristic
 */
export function expectedValues(explanation, heuristic) {
  const width = explanation.width ?? 0;
  const lines = explanation.lines ?? [];
  const total = explanation.heuristics?.find((h) => h.id === heuristic)?.value ?? null;
  const tiles = (explanation.tiles ?? [])
    .filter((tile) => tile.tile !== 0)
    .map((tile) => {
      const rows = Math.abs(Math.floor(tile.cell / width) - Math.floor(tile.goalCell / width));
      const columns = Math.abs((tile.cell % width) - (tile.goalCell % width));
      const leaves =
        heuristic === 'linear-conflict'
          ? lines.filter((line) => line.leaving.includes(tile.tile)).length
          : 0;
      const value =
        heuristic === 'misplaced' ? (tile.misplaced ? 1 : 0) : tile.manhattan + 2 * leaves;
      return {
        tile: tile.tile,
        cell: tile.cell,
        value,
        rows,
        columns,
        manhattan: tile.manhattan,
        misplaced: tile.misplaced,
        leaves,
      };
    })
    .sort((a, b) => a.tile - b.tile);
  const sum = tiles.reduce((s, tile) => s + tile.value, 0);
  return { heuristic, total, tiles, partsAgree: total !== null && sum === total };
}
/** @typedef {ReturnType<typeof expectedValues>} ExpectedValues */
/** @typedef {ExpectedValues['tiles'][number]} TileValue */

/**
 * Why a tile adds what it adds, in words: "2 rows and 1 column from its goal cell: 3" (said
 * after the tile's name).
 * @param {TileValue} tile
 * @param {string} heuristic
 */
export function tileReason(tile, heuristic) {
  if (heuristic === 'misplaced') {
    return t(tile.misplaced ? 'lab.exercises.why.misplaced' : 'lab.exercises.why.home', {
      value: tile.misplaced ? '1' : '0',
    });
  }
  const rows = t('lab.exercises.rows', { count: tile.rows });
  const columns = t('lab.exercises.columns', { count: tile.columns });
  const value = String(tile.manhattan);
  const distance =
    tile.manhattan === 0
      ? t('lab.exercises.why.home', { value })
      : tile.rows === 0 || tile.columns === 0
        ? t('lab.exercises.why.distanceOne', { distance: tile.rows ? rows : columns, value })
        : t('lab.exercises.why.distance', { rows, columns, value });
  if (!tile.leaves) return distance;
  return t('lab.exercises.why.leaves', {
    distance,
    count: tile.leaves,
    extra: String(2 * tile.leaves),
    value: String(tile.value),
  });
}

/**
 * Compute h graded: each tile answered right or wrong, the total, and whether the exercise
 * counts as right (no tile answered wrong, and the total right, or every tile answered when the
 * total is left empty). Unanswered tiles are shown with their value but not held against it.
 * @param {ExpectedValues} expected
 * @param {{tiles: Map<number, number | null>, total: number | null}} answer numbers (checked)
 */
export function gradeComputeH(expected, answer) {
  const tiles = expected.tiles.map((tile) => {
    const given = answer.tiles.get(tile.tile) ?? null;
    return { ...tile, given, right: given === null ? null : given === tile.value };
  });
  const answered = tiles.filter((tile) => tile.given !== null);
  const wrongTiles = answered.filter((tile) => !tile.right).length;
  const totalRight = answer.total === null ? null : answer.total === expected.total;
  const complete = answer.total !== null || answered.length === tiles.length;
  const right = wrongTiles === 0 && totalRight !== false && complete && expected.total !== null;
  // With the total left empty, the tiles' sum is the answer given.
  const given =
    answer.total ??
    (answered.length === tiles.length ? answered.reduce((s, x) => s + (x.given ?? 0), 0) : null);
  return { tiles, totalRight, right, wrongTiles, given, complete };
}

/**
 * Predict: why the search expanded `expanded` rather than `pick`. Both are open-list entries
 * of the same snapshot (f is the search's own priority, `added` the order they were generated
 * in). The order the core pops by (cpp/lab/eager_step_engine.cpp, tieBreak): lowest f, then
 * highest g, then the most recently added. Returns the rule that told them apart, or
 * 'unexplained' when the numbers do not (the core's order in words is always said beside it).
 * @param {{f: number, g: number, added: number}} expanded
 * @param {{f: number, g: number, added: number}} pick
 * @returns {'same' | 'lower-f' | 'higher-g' | 'later' | 'unexplained'}
 */
export function predictRule(expanded, pick) {
  if (expanded === pick) return 'same';
  if (expanded.f !== pick.f) return expanded.f < pick.f ? 'lower-f' : 'unexplained';
  if (expanded.g !== pick.g) return expanded.g > pick.g ? 'higher-g' : 'unexplained';
  return expanded.added > pick.added ? 'later' : 'unexplained';
}

/** "Score: 3 of 5" (with how many were answered while the set is under way). */
export function scoreText(right, answered, total) {
  return answered < total
    ? t('lab.exercises.scoreSoFar', { right: String(right), answered: String(answered), total })
    : t('lab.exercises.score', { right: String(right), total });
}

/**
 * @typedef {{number: number, board: string, answer: string, expected: string,
 *   right: boolean}} HandInRow
 * @typedef {{kind: ExerciseKind, kindName: string, setting: string, seed: number | null,
 *   board: string | null, goal: string, link: string, rows: HandInRow[], right: number,
 *   total: number}} HandIn
 */

/**
 * The result as text a student can hand in (in the language on show).
 * @param {HandIn} result
 */
export function handInText(result) {
  const lines = [
    t('lab.exercises.handIn.title'),
    t('lab.exercises.handIn.exercise', { name: result.kindName, setting: result.setting }),
    result.seed === null
      ? t('lab.exercises.handIn.board', { board: result.board ?? '' })
      : t('lab.exercises.handIn.seed', { seed: String(result.seed) }),
    t('lab.exercises.handIn.goal', { goal: result.goal }),
    t('lab.exercises.handIn.link', { link: result.link }),
    '',
    ...result.rows.map((row) =>
      t(row.right ? 'lab.exercises.handIn.rowRight' : 'lab.exercises.handIn.rowWrong', {
        number: String(row.number),
        board: row.board,
        answer: row.answer,
        expected: row.expected,
      }),
    ),
    '',
    scoreText(result.right, result.rows.length, result.total),
  ];
  return `${lines.join('\n')}\n`;
}

/** A CSV field, quoted when it must be (RFC 4180). */
function csvField(value) {
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The result as CSV for a teacher's spreadsheet: one row per exercise answered, each carrying
 * the seed (or the board a link fixed), the kind and setting, the answer and the right one.
 * Column names and values are the page's ids, the same in every language.
 * @param {HandIn & {settingId: string}} result
 */
export function handInCsv(result) {
  const header = [
    'exercise',
    'setting',
    'seed',
    'goal',
    'number',
    'board',
    'answer',
    'expected',
    'right',
  ];
  const rows = result.rows.map((row) => [
    result.kind,
    result.settingId,
    result.seed ?? '',
    result.goal,
    row.number,
    row.board,
    row.answer,
    row.expected,
    row.right ? 1 : 0,
  ]);
  return `${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/**
 * For each open-list entry, the order it was added in (1 = the start): the number of its node
 * in the search tree the core reported (nodes are numbered as they are generated), so "the most
 * recently added first" can be read off the list. null where the tree does not hold it.
 * @param {import('../step/search-tree/search-tree-model.js').TreeEventLog} log
 * @param {import('../../wasm/npuzzle.mjs').StepSnapshot} snapshot
 * @param {number[]} start
 */
export function addedNumbers(log, snapshot, start) {
  const tree = buildTree(log, snapshot.treeEvents ?? log.length);
  /** @type {Map<string, number>} */
  const latest = new Map();
  for (let node = 0; node < tree.count; node++) {
    if (nodeStatus(tree, node) !== 'open' && nodeStatus(tree, node) !== 'reopened') continue;
    latest.set(boardAt(tree, node, start).join(','), node + 1);
  }
  return (snapshot.open ?? []).map((node) => latest.get(node.board.join(',')) ?? null);
}

// @ts-check
// Exercises, "Admissible? consistent?", DOM-free: a short chain of 3 × 3 boards, each one move
// from the next, with a heuristic's value h and the true distance h* on each; the student says
// whether h, as shown on these boards, is admissible (h(n) ≤ h*(n) on every board) and whether it
// is consistent (h(n) ≤ c(n, n′) + h(n′) = 1 + h(n′) across every move, both ways).
//
// Every number is the core's: h is a value of the core's HeuristicExplanation (the worker's
// 'explain-heuristic'), h* the true distance the same answer carries (its optimal IDA*). Some
// exercises show "a heuristic someone proposed": Manhattan distance from the core with one value
// changed by a seeded rule (one board's h raised above its h*, or one move's drop in h made 2 by
// lowering the value at its far end) — derived from the core's numbers, never made up.
// The chain's moves are legal moves of the blank, chosen from the exercise's seed.

import { t } from '../../common/i18n.js';
import { seededRandom } from '../../common/seeded-random.js';
import { swapWithBlank } from '../../common/board-model.js';

/** Boards in a chain. */
export const CHAIN_LENGTH = 4;
/** The chain's first board is this many random moves from the goal (from the core's randomBoard). */
export const ADMISSIBLE_WALK_RANGE = Object.freeze({ min: 3, max: 10 });
/** The budget of the core's optimal search for each board's h* (3 × 3: a few thousand at most). */
export const TRUE_DISTANCE_EXPANSIONS = 1_000_000;
/** The boards' names, in chain order. */
export const BOARD_NAMES = /** @type {const} */ (['A', 'B', 'C', 'D']);

/**
 * The heuristics an exercise may show: the core's own, or a proposed one (`raised`: one board's
 * value set above its true distance; `dropped`: one move's drop in h made 2).
 */
export const ADMISSIBLE_VARIANTS = /** @type {const} */ ([
  'manhattan',
  'linear-conflict',
  'misplaced',
  'misplaced-with-blank',
  'raised',
  'dropped',
]);
/** @typedef {(typeof ADMISSIBLE_VARIANTS)[number]} AdmissibleVariant */

/**
 * The chain and the rule an exercise is built from, all from its seed: the boards reached by
 * legal moves of the blank from `start` (never back to a board already in the chain), the
 * heuristic shown, and the numbers the proposed heuristics' rule picks with.
 * @param {number[]} start a board from the core
 * @param {number} width
 * @param {number} seed
 * @returns {{boards: number[][], variant: AdmissibleVariant, pick: number, extra: number}}
 */
export function planChain(start, width, seed) {
  const random = seededRandom(seed);
  const boards = [start.slice()];
  while (boards.length < CHAIN_LENGTH) {
    const board = boards[boards.length - 1];
    const fresh = movableTiles(board, width)
      .map((tile) => swapWithBlank(board, tile))
      .filter((next) => !boards.some((seen) => seen.join() === next.join()));
    if (fresh.length === 0) break;
    boards.push(fresh[Math.floor(random() * fresh.length)]);
  }
  // A third each: the core's heuristic as it is, one raised above h*, one with a drop of 2.
  const third = Math.floor(random() * 3);
  const honest = /** @type {const} */ ([
    'manhattan',
    'linear-conflict',
    'misplaced',
    'misplaced-with-blank',
  ]);
  const variant =
    third === 0 ? honest[Math.floor(random() * honest.length)] : third === 1 ? 'raised' : 'dropped';
  return { boards, variant, pick: random(), extra: Math.floor(random() * 2) };
}

/** The tiles next to the blank, by cell: those a move can slide. */
function movableTiles(board, width) {
  const blank = board.indexOf(0);
  const row = Math.floor(blank / width);
  const column = blank % width;
  const height = board.length / width;
  const cells = [];
  if (row > 0) cells.push(blank - width);
  if (column > 0) cells.push(blank - 1);
  if (column < width - 1) cells.push(blank + 1);
  if (row < height - 1) cells.push(blank + width);
  return cells.map((cell) => board[cell]);
}

/**
 * @typedef {{name: string, tiles: number[], h: number, hStar: number, coreH: number}} ChainBoard
 * @typedef {{from: number, to: number}} Edge indices into the boards; `from` is where h is higher
 * @typedef {{admissible: boolean, consistent: boolean, over: number | null,
 *   drop: Edge | null}} AdmissibleAnswer
 * @typedef {{variant: AdmissibleVariant, width: number, boards: ChainBoard[],
 *   expected: AdmissibleAnswer}} AdmissibleExercise
 */

/**
 * The exercise from its plan and the core's explanation of each board (with h*): the heuristic's
 * values as shown (the core's, or derived from them by the plan's rule) and the right answer.
 * Throws when the core did not give a board's value or its true distance.
 * @param {ReturnType<typeof planChain>} plan
 * @param {any[]} explanations the core's HeuristicExplanation of each board, in chain order
 * @param {number} width
 * @returns {AdmissibleExercise}
 */
export function admissibleExercise(plan, explanations, width) {
  const base = plan.variant === 'raised' || plan.variant === 'dropped' ? 'manhattan' : plan.variant;
  const boards = plan.boards.map((tiles, index) => {
    const explanation = explanations[index];
    const value = explanation?.heuristics?.find((h) => h.id === base)?.value;
    const distance = explanation?.trueDistance;
    if (typeof value !== 'number' || !distance?.known)
      throw new Error(distance?.note || `no ${base} value`);
    return { name: BOARD_NAMES[index], tiles, h: value, hStar: distance.moves, coreH: value };
  });
  if (plan.variant === 'raised') {
    // One board's value above its true distance: h* + 1 or h* + 2.
    const board = boards[Math.floor(plan.pick * boards.length)];
    board.h = board.hStar + 1 + plan.extra;
  } else if (plan.variant === 'dropped') {
    // One move's drop made 2: the value at its lower end set to the higher end's minus 2 (a
    // value lowered stays at most h*, so the heuristic stays admissible).
    const edges = boards
      .slice(1)
      .map((_, index) => index)
      .filter((index) => Math.max(boards[index].h, boards[index + 1].h) >= 2);
    if (edges.length > 0) {
      const index = edges[Math.floor(plan.pick * edges.length)];
      const [high, low] =
        boards[index].h >= boards[index + 1].h
          ? [boards[index], boards[index + 1]]
          : [boards[index + 1], boards[index]];
      low.h = high.h - 2;
    }
  }
  return { variant: plan.variant, width, boards, expected: judge(boards) };
}

/**
 * The check itself, over the values shown: the first board (in chain order) where h > h*, and
 * the first move (in chain order, either way across it) where h drops by more than its cost 1.
 * @param {{h: number, hStar: number}[]} boards
 * @returns {AdmissibleAnswer}
 */
export function judge(boards) {
  const overIndex = boards.findIndex((board) => board.h > board.hStar);
  /** @type {Edge | null} */
  let drop = null;
  for (let index = 0; index + 1 < boards.length && !drop; index++) {
    if (boards[index].h > 1 + boards[index + 1].h) drop = { from: index, to: index + 1 };
    else if (boards[index + 1].h > 1 + boards[index].h) drop = { from: index + 1, to: index };
  }
  return {
    admissible: overIndex < 0,
    consistent: drop === null,
    over: overIndex < 0 ? null : overIndex,
    drop,
  };
}

/**
 * The student's answer graded: right when both questions are answered as the values shown say.
 * @param {AdmissibleAnswer} expected
 * @param {{admissible: boolean, consistent: boolean}} answer
 */
export function gradeAdmissible(expected, answer) {
  const admissibleRight = answer.admissible === expected.admissible;
  const consistentRight = answer.consistent === expected.consistent;
  return {
    admissibleRight,
    consistentRight,
    right: admissibleRight && consistentRight,
    given: answer,
  };
}

/** The combination in words: "admissible but not consistent". */
export function answerWords(admissible, consistent) {
  const key = admissible
    ? consistent
      ? 'both'
      : 'admissibleOnly'
    : consistent
      ? 'consistentOnly'
      : 'neither';
  return t(`lab.exercises.admissible.answer.${key}`);
}

/** The answer as the hand-in writes it (ids, the same in every language): "admissible=yes …". */
export function answerIds(answer) {
  const yes = (value) => (value ? 'yes' : 'no');
  return `admissible=${yes(answer.admissible)} consistent=${yes(answer.consistent)}`;
}

/** The right answer for the hand-in, with the board and the move that decided. */
export function expectedIds(exercise) {
  const { expected, boards } = exercise;
  const over = expected.over === null ? '' : ` (${boards[expected.over].name})`;
  const drop = expected.drop
    ? ` (${boards[expected.drop.from].name}-${boards[expected.drop.to].name})`
    : '';
  return `admissible=${expected.admissible ? 'yes' : 'no'}${over} consistent=${
    expected.consistent ? 'yes' : 'no'
  }${drop}`;
}

/**
 * Why, in words, naming the boards and the numbers: one reason for admissibility, one for
 * consistency.
 * @param {AdmissibleExercise} exercise
 * @returns {{admissible: string, consistent: string}}
 */
export function admissibleReasons(exercise) {
  const { boards, expected } = exercise;
  let admissible;
  if (expected.over !== null) {
    const board = boards[expected.over];
    admissible = t('lab.exercises.admissible.why.over', {
      board: board.name,
      h: String(board.h),
      hStar: String(board.hStar),
    });
  } else {
    admissible = t('lab.exercises.admissible.why.under', {
      list: boards
        .map((board) =>
          t('lab.exercises.admissible.underItem', {
            board: board.name,
            h: String(board.h),
            hStar: String(board.hStar),
          }),
        )
        .join(', '),
    });
  }
  let consistent;
  if (expected.drop) {
    const a = boards[expected.drop.from];
    const b = boards[expected.drop.to];
    consistent = t('lab.exercises.admissible.why.drop', {
      a: a.name,
      b: b.name,
      before: String(a.h),
      after: String(b.h),
      bound: String(1 + b.h),
      drop: String(a.h - b.h),
    });
  } else {
    consistent = t('lab.exercises.admissible.why.steady', {
      list: boards
        .slice(1)
        .map((board, index) =>
          t('lab.exercises.admissible.steadyItem', {
            a: boards[index].name,
            b: board.name,
            before: String(boards[index].h),
            after: String(board.h),
          }),
        )
        .join(', '),
    });
  }
  return { admissible, consistent };
}

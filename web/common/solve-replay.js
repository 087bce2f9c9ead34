// @ts-check
// A timed solve replayed and measured: the boards it went through (its scramble, then one board a
// move), where the replay stands at a moment of the recorded timing, and what the core's optimal
// distances say of it — the moves lost (after which the distance did not drop by one) and the
// efficiency (moves / the scramble's Manhattan distance). DOM-free: the replay card
// (web/speedsolve/replay-panel.js) and the tests read the same functions, so each figure has one
// derivation. The distances themselves come from the core (a hint search per board), never from
// here.
// A solve counted in MTM (web/common/move-metric.js) is replayed and measured in MTM: a step is one
// multi-tile move (a maximal run of one direction among the recorded single moves, as mtmCount
// counts them), and each distance is the core's in MTM moves, so its lost moves are MTM moves.

import { mtmRuns, stepSizes } from './move-metric.js';

/** @typedef {import('./move-metric.js').Metric} Metric */

// Where the blank goes when a tile slides that way (docs/contracts.md §2: a direction is the way
// the tile slid, so the blank goes the other way).
const BLANK_STEP = { L: [1, 0], R: [-1, 0], U: [0, 1], D: [0, -1] };

/**
 * The boards of a solve: the scramble first, then the board after each move (moves.length + 1).
 * null when a move slides no tile (the moves are not this board's).
 * @param {number[]} start @param {string} moves directions, U R D L @param {number} width
 * @returns {number[][] | null}
 */
export function replayBoards(start, moves, width) {
  const height = start.length / width;
  let tiles = start.slice();
  const boards = [tiles];
  for (const direction of moves) {
    const step = BLANK_STEP[/** @type {'L' | 'R' | 'U' | 'D'} */ (direction)];
    if (!step) return null;
    const blank = tiles.indexOf(0);
    const x = (blank % width) + step[0];
    const y = Math.floor(blank / width) + step[1];
    if (x < 0 || y < 0 || x >= width || y >= height) return null;
    const next = tiles.slice();
    next[blank] = next[y * width + x];
    next[y * width + x] = 0;
    boards.push(next);
    tiles = next;
  }
  return boards;
}

/**
 * The steps of a solve in `metric`, each the directions its tiles slid: in STM one a single move;
 * in MTM one a maximal run of one direction — a line slid at once is recorded as its tiles'
 * directions (web/speedsolve/speedsolve-session.js), and consecutive slides the same way lie in
 * one line (the blank walks straight on), so they are one multi-tile move: mtmRuns(), which the
 * page's MTM count (mtmCount) counts too.
 * @param {string} moves @param {Metric} metric @returns {string[]}
 */
export function replaySteps(moves, metric) {
  return metric === 'mtm' ? mtmRuns(moves) : [...moves];
}

/**
 * A solve replayed in its metric: `boards` one a position (the scramble, then the board after
 * each step), `steps` the directions of each step, and `ends` for each position how many single
 * moves it stands after (its recorded time is that move's). null when a move slides no tile.
 * @typedef {{metric: Metric, boards: number[][], steps: string[], ends: number[]}} Replay
 * @param {number[]} start @param {string} moves directions, U R D L @param {number} width
 * @param {Metric} metric
 * @returns {Replay | null}
 */
export function replayOf(start, moves, width, metric) {
  const singles = replayBoards(start, moves, width);
  if (!singles) return null;
  const steps = replaySteps(moves, metric);
  const ends = [0];
  for (const step of steps) ends.push(ends[ends.length - 1] + step.length);
  return { metric, boards: ends.map((end) => singles[end]), steps, ends };
}

/**
 * The recorded time of a position (ms from the first move; the scramble's is 0).
 * @param {Replay} replay @param {number[]} times each single move's @param {number} position
 */
export function positionTime(replay, times, position) {
  const end = replay.ends[position] ?? 0;
  return end > 0 ? times[end - 1] : 0;
}

/**
 * The position the replay stands at `ms` into the solve: the last whose moves were all made by
 * then (a line slid at once has one time for its tiles).
 * @param {Replay} replay @param {number[]} times @param {number} ms
 */
export function positionAt(replay, times, ms) {
  const made = movesMadeBy(times, ms);
  let low = 0;
  let high = replay.ends.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (replay.ends[middle] <= made) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The tiles one step of the replay slid (the tiles that changed cell from `before` to `after`):
 * one tile in STM, the whole line of a multi-tile move in MTM.
 * @param {number[]} before @param {number[]} after
 * @returns {number[]}
 */
export function tilesSlid(before, after) {
  return after.filter((tile, cell) => tile !== 0 && before[cell] !== tile);
}

/** How many moves were made by `ms` into the solve (each move's time from the first, sorted). */
export function movesMadeBy(times, ms) {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle] <= ms) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * What the core said of one board: exact (a proven shortest: `distance`, its `directions` one a
 * single tile, and `segments`, how many of them each move slides: all 1 in STM, the core's own
 * segments in MTM), or only a proven lower bound (`distance` is that bound, `exact` false).
 * `distance` counts in the metric the replay measures in.
 * @typedef {{exact: boolean, distance: number, directions: string, segments: number[]}} Distance
 */

/**
 * The core's answer (a hint's SolveResult) as a Distance in `metric`; null when it gives none
 * (cancelled, invalid, an error), or one counted in another metric (STM and MTM distances never
 * stand for each other), or an MTM solution whose segments do not add up to its moves.
 * @param {any} answer @param {Metric} [metric]
 * @returns {Distance | null}
 */
export function distanceFromAnswer(answer, metric = 'stm') {
  if ((answer?.metric ?? 'stm') !== metric) return null;
  if (answer?.status === 'solved' && Number.isInteger(answer.length)) {
    const directions = String(answer.directions ?? '');
    const segments = stepSizes(answer);
    if (
      !segments ||
      segments.length !== answer.length ||
      directions.length !== (answer.moves?.length ?? 0)
    )
      return null;
    return { exact: true, distance: answer.length, directions, segments };
  }
  if (answer?.status === 'limit' && Number.isInteger(answer.lowerBound)) {
    return { exact: false, distance: answer.lowerBound, directions: '', segments: [] };
  }
  return null;
}

/**
 * The core's shortest solution of a board as URDL, one letter (with its repeat count) a move of
 * its metric: in MTM the core's segments, in STM runs of single moves (toUrdl's writing).
 * @param {Distance} distance
 */
export function distanceUrdl(distance) {
  const { directions, segments } = distance;
  const groups = [];
  if (segments.every((size) => size === 1)) {
    for (let i = 0; i < directions.length;) {
      let j = i + 1;
      while (directions[j] === directions[i]) j++;
      groups.push([i, j]);
      i = j;
    }
  } else {
    let from = 0;
    for (const size of segments) {
      groups.push([from, from + size]);
      from += size;
    }
  }
  return groups.map(([i, j]) => (j - i > 1 ? `${directions[i]}${j - i}` : directions[i])).join('');
}

/**
 * Measures every board of a replay, one after another (a board met twice is measured once), in
 * `metric` (the core's answers are asked for in it: `ask` gets the metric too).
 * With the solve's `moves` (its steps: replaySteps(), or a string of single moves in STM), a step
 * that is the first move of the core's shortest solution of the board before it needs no search:
 * the rest of that solution is a shortest one from the board after it (a part of a shortest path
 * is shortest, in either metric), which spares a 4×4 most of its searches wherever the player
 * moved as the optimum would.
 * Stops at the first board without an answer (cancelled): the result then has fewer entries.
 * @param {number[][]} boards
 * @param {(tiles: number[], metric: Metric) => Promise<any>} ask the core's answer for one board
 * @param {{onProgress?: (done: number, total: number, distances: Distance[]) => void,
 *   isCancelled?: () => boolean, moves?: string | string[], metric?: Metric}} [options]
 * @returns {Promise<Distance[]>}
 */
export async function measureReplay(
  boards,
  ask,
  { onProgress = () => {}, isCancelled = () => false, moves = '', metric = 'stm' } = {},
) {
  /** @type {Map<string, Distance>} */
  const known = new Map();
  /** @type {Distance[]} */
  const distances = [];
  for (const tiles of boards) {
    if (isCancelled()) break;
    const key = tiles.join(',');
    let distance = known.get(key) ?? null;
    const before = distances.at(-1);
    const step = moves[distances.length - 1];
    const first = before?.segments[0] ?? 1;
    if (
      !distance &&
      before?.exact &&
      before.distance > 0 &&
      step !== undefined &&
      step === before.directions.slice(0, first)
    ) {
      distance = {
        exact: true,
        distance: before.distance - 1,
        directions: before.directions.slice(first),
        segments: before.segments.slice(1),
      };
      known.set(key, distance);
    }
    if (!distance) {
      distance = distanceFromAnswer(await ask(tiles, metric), metric);
      if (!distance || isCancelled()) break;
      known.set(key, distance);
    }
    distances.push(distance);
    onProgress(distances.length, boards.length, distances);
  }
  return distances;
}

/**
 * The moves lost: move k (1-based) is lost when the distance after it is not one less than the
 * distance before it. Only moves whose two distances are both exact are judged.
 * @param {Distance[]} distances one per board, the scramble first
 * @returns {number[]}
 */
export function lostMoves(distances) {
  const lost = [];
  for (let k = 1; k < distances.length; k++) {
    const before = distances[k - 1];
    const after = distances[k];
    if (before.exact && after.exact && after.distance !== before.distance - 1) lost.push(k);
  }
  return lost;
}

/**
 * Moves per unit of the scramble's Manhattan distance (1 would be a perfect, unblocked solve).
 * Single-tile moves in either metric: the Manhattan distance counts single-tile steps.
 */
export function efficiency(moves, manhattan) {
  if (!Number.isFinite(manhattan) || manhattan <= 0 || !Number.isFinite(moves)) return null;
  return moves / manhattan;
}

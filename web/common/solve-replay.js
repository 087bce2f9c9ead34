// @ts-check
// A timed solve replayed and measured: the boards it went through (its scramble, then one board a
// move), where the replay stands at a moment of the recorded timing, and what the core's optimal
// distances say of it — the moves lost (after which the distance did not drop by one) and the
// efficiency (moves / the scramble's Manhattan distance). DOM-free: the replay card
// (web/speedsolve/replay-panel.js) and the tests read the same functions, so each figure has one
// derivation. The distances themselves come from the core (a hint search per board), never from
// here.

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
 * What the core said of one board: exact (a proven shortest: `distance`, and its `directions`),
 * or only a proven lower bound (`distance` is that bound, `exact` false).
 * @typedef {{exact: boolean, distance: number, directions: string}} Distance
 */

/**
 * The core's answer (a hint's SolveResult) as a Distance; null when it gives none (cancelled,
 * invalid, an error).
 * @param {any} answer
 * @returns {Distance | null}
 */
export function distanceFromAnswer(answer) {
  if (answer?.status === 'solved' && Number.isInteger(answer.length)) {
    return { exact: true, distance: answer.length, directions: String(answer.directions ?? '') };
  }
  if (answer?.status === 'limit' && Number.isInteger(answer.lowerBound)) {
    return { exact: false, distance: answer.lowerBound, directions: '' };
  }
  return null;
}

/**
 * Measures every board of a replay, one after another (a board met twice is measured once).
 * With the solve's `moves`, a move that is the first of the core's shortest solution of the
 * board before it needs no search: the rest of that solution is a shortest one from the board
 * after it (a part of a shortest path is shortest), which spares a 4×4 most of its searches
 * wherever the player moved as the optimum would.
 * Stops at the first board without an answer (cancelled): the result then has fewer entries.
 * @param {number[][]} boards
 * @param {(tiles: number[]) => Promise<any>} ask the core's answer for one board
 * @param {{onProgress?: (done: number, total: number, distances: Distance[]) => void,
 *   isCancelled?: () => boolean, moves?: string}} [options]
 * @returns {Promise<Distance[]>}
 */
export async function measureReplay(
  boards,
  ask,
  { onProgress = () => {}, isCancelled = () => false, moves = '' } = {},
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
    const move = moves[distances.length - 1];
    if (!distance && before?.exact && before.distance > 0 && move === before.directions[0]) {
      distance = {
        exact: true,
        distance: before.distance - 1,
        directions: before.directions.slice(1),
      };
      known.set(key, distance);
    }
    if (!distance) {
      distance = distanceFromAnswer(await ask(tiles));
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

/** Moves per unit of the scramble's Manhattan distance (1 would be a perfect, unblocked solve). */
export function efficiency(moves, manhattan) {
  if (!Number.isFinite(manhattan) || manhattan <= 0 || !Number.isFinite(moves)) return null;
  return moves / manhattan;
}

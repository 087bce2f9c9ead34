// An independent oracle for the 8-puzzle: breadth-first search from a goal over all 181,440
// boards that reach it, written without the core, so the hint tests (tests/js/wasm-hints, and
// tests/e2e/hints in Chromium) check the solver against something it does not share code with.
import assert from 'node:assert/strict';

const WIDTH = 3;
const CELLS = 9;
const FACTORIALS = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];

/** The board's index among the 9! permutations (Lehmer code). */
export function rank(tiles) {
  let index = 0;
  for (let i = 0; i < CELLS; i++) {
    let smaller = 0;
    for (let j = i + 1; j < CELLS; j++) if (tiles[j] < tiles[i]) smaller++;
    index += smaller * FACTORIALS[CELLS - 1 - i];
  }
  return index;
}

/** The boards one move away: the blank swapped with each neighbour. */
export function neighbours(tiles) {
  const blank = tiles.indexOf(0);
  const x = blank % WIDTH;
  const y = Math.floor(blank / WIDTH);
  const result = [];
  for (const [dx, dy] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ]) {
    const nx = x + dx;
    const ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= WIDTH || ny >= WIDTH) continue;
    const next = tiles.slice();
    next[blank] = next[ny * WIDTH + nx];
    next[ny * WIDTH + nx] = 0;
    result.push(next);
  }
  return result;
}

/**
 * Breadth-first search from `goal`: returns distance(tiles), the number of moves from tiles to
 * the goal, or -1 for the half of the boards that cannot reach it. `moves` makes the boards one
 * move away (single-tile moves here; multi-tile ones in eight-puzzle-mtm-bfs.mjs): both metrics'
 * moves can be undone, so the distance from the goal is the distance to it.
 */
export function bfsDistances(goal, moves = neighbours) {
  const distance = new Int8Array(362880).fill(-1);
  distance[rank(goal)] = 0;
  let frontier = [goal];
  let reached = 1;
  for (let d = 1; frontier.length > 0; d++) {
    const next = [];
    for (const board of frontier) {
      for (const neighbour of moves(board)) {
        const r = rank(neighbour);
        if (distance[r] !== -1) continue;
        distance[r] = d;
        next.push(neighbour);
        reached++;
      }
    }
    frontier = next;
  }
  assert.equal(reached, 181440, 'the BFS reaches exactly half of the 9! boards');
  return (tiles) => distance[rank(tiles)];
}

/** A uniformly random permutation of the 8-puzzle's tiles (solvable or not) from `random`. */
export function shuffledTiles(random) {
  const tiles = [0, 1, 2, 3, 4, 5, 6, 7, 8];
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  return tiles;
}

export const EIGHT_PUZZLE_GOALS = {
  'blank-first': [0, 1, 2, 3, 4, 5, 6, 7, 8],
  'blank-last': [1, 2, 3, 4, 5, 6, 7, 8, 0],
};

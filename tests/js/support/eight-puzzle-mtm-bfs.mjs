// An independent oracle for the 8-puzzle in the multi-tile metric (MTM): breadth-first search
// from the goal where one move slides 1 or 2 tiles of the blank's row or column toward it, written
// without the core, so the page's MTM answers (tests/e2e/mtm-page, tests/js/wasm-hints-mtm) are
// checked against something they share no code with.

import { bfsDistances } from './eight-puzzle-bfs.mjs';

const WIDTH = 3;

/** The boards one multi-tile move away: 1 or 2 tiles slid toward the blank, each way. */
export function mtmNeighbours(tiles) {
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
    let board = tiles;
    let hole = blank;
    for (let k = 1; ; k++) {
      const nx = x + dx * k;
      const ny = y + dy * k;
      if (nx < 0 || ny < 0 || nx >= WIDTH || ny >= WIDTH) break;
      board = board.slice();
      board[hole] = board[ny * WIDTH + nx];
      board[ny * WIDTH + nx] = 0;
      hole = ny * WIDTH + nx;
      result.push(board);
    }
  }
  return result;
}

/** MTM distance(tiles) to `goal` for every board that reaches it (-1 for the others). */
export const mtmBfsDistances = (goal) => bfsDistances(goal, mtmNeighbours);

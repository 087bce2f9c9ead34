// @ts-check
// A path given as the tiles it moves (the core's `moves`, and each of `solutions`), read on its
// start board: the way each tile slid, one letter a move (docs/contracts.md §2). DOM-free, so
// the page's list of optimal solutions and its tests read the same derivation.

import { slideDirection, swapWithBlank } from './board-model.js';

/**
 * The directions (U R D L, one a move) of `moves` from `start`; null when a move's tile is not
 * next to the blank (the moves are not this board's).
 * @param {number[]} start @param {number} width @param {number[]} moves
 * @returns {string | null}
 */
export function pathDirections(start, width, moves) {
  let tiles = start;
  let directions = '';
  for (const tile of moves) {
    const direction = slideDirection(tiles, width, tile);
    if (!direction) return null;
    directions += direction;
    tiles = swapWithBlank(tiles, tile);
  }
  return directions;
}

/**
 * The lengths of the runs of one direction in `directions` (`UUR` → [2, 1]): a multi-tile
 * optimal path's `segments` (docs/contracts.md §3), as no such path slides one way twice in a row.
 * @param {string} directions
 * @returns {number[]}
 */
export function directionRuns(directions) {
  const runs = [];
  for (let i = 0; i < directions.length;) {
    let j = i + 1;
    while (directions[j] === directions[i]) j++;
    runs.push(j - i);
    i = j;
  }
  return runs;
}

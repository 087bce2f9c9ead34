// @ts-check
// The consistency view's reading of its four results, DOM-free: which edge of a path breaks
// h(a) ≤ c(a, b) + h(b), whether a heuristic overestimates at the start, and the f-contours side
// by side. The numbers all come from the core's results (pathH, stats.fContours, reopened).

import { swapWithBlank } from '../../common/board-model.js';

/** The lab-only admissible, inconsistent heuristic (cpp/heuristics/parity_manhattan.h). */
export const PARITY_HEURISTIC = 'parity-manhattan';

/**
 * The view's example board: A* without re-opening returns 24 moves on it, the shortest is 22
 * (tests/cpp/consistency_test.cpp checks the same board).
 */
export const EXAMPLE_PROBLEM = Object.freeze({
  board: '3 6 8 7 0 4 5 2 1',
  size: '3x3',
  goal: 'blank-last',
  tiles: [3, 6, 8, 7, 0, 4, 5, 2, 1],
  width: 3,
  height: 3,
  cells: 9,
  goalTiles: [1, 2, 3, 4, 5, 6, 7, 8, 0],
});

/**
 * The boards along a solution: the start, then after each move.
 * @param {number[]} start @param {number[]} moves the tile moved at each step
 */
export function boardsAlong(start, moves) {
  const boards = [start.slice()];
  for (const tile of moves) boards.push(swapWithBlank(boards[boards.length - 1], tile));
  return boards;
}

/**
 * The first move along a solved path where h drops by more than the move's cost of 1, or null.
 * @param {{moves?: number[], directions?: string, pathH?: number[]}} result
 * @param {number[]} start
 * @returns {{step: number, tile: number, direction: string, before: number[], after: number[],
 *   hBefore: number, hAfter: number} | null} step counts from 1
 */
export function violatedEdge(result, start) {
  const { moves = [], directions = '', pathH = [] } = result;
  if (pathH.length !== moves.length + 1) return null;
  const index = pathH.findIndex((h, i) => i < moves.length && h > 1 + pathH[i + 1]);
  if (index < 0) return null;
  const boards = boardsAlong(start, moves.slice(0, index + 1));
  return {
    step: index + 1,
    tile: moves[index],
    direction: directions[index],
    before: boards[index],
    after: boards[index + 1],
    hBefore: pathH[index],
    hAfter: pathH[index + 1],
  };
}

/**
 * Whether the blank is an even number of moves from its goal cell: where parity Manhattan is the
 * full Manhattan distance (odd: half of it, rounded down).
 * @param {number[]} tiles @param {number[]} goal @param {number} width
 */
export function blankEven(tiles, goal, width) {
  const a = tiles.indexOf(0);
  const b = goal.indexOf(0);
  const distance =
    Math.abs((a % width) - (b % width)) + Math.abs(Math.floor(a / width) - Math.floor(b / width));
  return distance % 2 === 0;
}

/**
 * The f-contours of several results as table rows: every f at which any of them expanded, f
 * rising, with each result's count (0 where it expanded none).
 * @param {({stats?: {fContours?: {f: number, expanded: number}[]}} | null)[]} results
 * @returns {{f: number, counts: number[]}[]}
 */
export function contourRows(results) {
  const fs = new Set();
  const maps = results.map((result) => {
    const map = new Map();
    for (const { f, expanded } of result?.stats?.fContours ?? []) {
      map.set(f, expanded);
      fs.add(f);
    }
    return map;
  });
  return [...fs]
    .sort((a, b) => a - b)
    .map((f) => ({ f, counts: maps.map((map) => map.get(f) ?? 0) }));
}

/**
 * The inadmissible run's h at the start against the true distance there.
 * @param {number} hStart the heuristic's value at the start (already multiplied by a weight)
 * @param {number} optimal the shortest length (h*)
 */
export function overestimates(hStart, optimal) {
  return hStart > optimal;
}

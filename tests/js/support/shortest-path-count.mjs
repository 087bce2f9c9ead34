// An independent oracle for "every optimal solution": breadth-first search from a start board,
// layer by layer, counting the shortest paths to the goal (a board's count is the sum of its
// parents' one layer up). Written without the core, so the page's, the worker's and the
// module's counts (tests/e2e and tests/browsers optimal-solutions, tests/js/wasm-all-optimal) are
// checked against something they share no code with.

/** The goal with the blank last, for `cells` cells. */
export const blankLastGoal = (cells) => [...Array.from({ length: cells - 1 }, (_, i) => i + 1), 0];

/** The boards one single-tile move from `tiles` on a width × height board. */
export function singleTileNeighbours(tiles, width = 3, height = 3) {
  const blank = tiles.indexOf(0);
  const [row, column] = [Math.floor(blank / width), blank % width];
  const boards = [];
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    const [r, c] = [row + dr, column + dc];
    if (r < 0 || r >= height || c < 0 || c >= width) continue;
    const child = tiles.slice();
    [child[blank], child[r * width + c]] = [child[r * width + c], 0];
    boards.push(child);
  }
  return boards;
}

/**
 * From `start` (tiles) to the blank-last goal: its distance and the number of shortest paths.
 * `neighbours(tiles)` makes the moves: single-tile, or multi-tile (each move to a different
 * board, so counting paths of boards counts sequences of moves). Throws when the goal is not
 * reached within `maxDepth` moves.
 * @param {number[]} start
 * @param {(tiles: number[]) => number[][]} neighbours
 */
export function shortestPathCount(start, neighbours = singleTileNeighbours, maxDepth = 80) {
  const key = (tiles) => tiles.join(',');
  const goal = key(blankLastGoal(start.length));
  let layer = new Map([[key(start), { tiles: start, paths: 1 }]]);
  const seen = new Set(layer.keys());
  for (let depth = 0; depth <= maxDepth; depth += 1) {
    if (layer.has(goal)) return { distance: depth, count: layer.get(goal).paths };
    const next = new Map();
    for (const { tiles, paths } of layer.values()) {
      for (const child of neighbours(tiles)) {
        const childKey = key(child);
        if (seen.has(childKey) && !next.has(childKey)) continue; // reached sooner: not shortest
        seen.add(childKey);
        const entry = next.get(childKey);
        if (entry) entry.paths += paths;
        else next.set(childKey, { tiles: child, paths });
      }
    }
    layer = next;
  }
  throw new Error(`the goal is not within ${maxDepth} moves`);
}

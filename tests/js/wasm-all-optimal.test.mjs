// Every optimal solution through the real wasm module, as the worker asks for it: the optional
// allOptimal and solutionLimit fields of a solve request (docs/contracts.md §3), checked against a
// breadth-first count of shortest paths written here (single-tile moves, and with metric 'mtm'
// multi-tile moves, each listed solution replayed by its solutionSegments), run in small step()
// slices with progress between them, and refused field by field.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';

import { moduleRequest as workerRequest } from '../../web/protocol/protocol.js';
import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const GOAL = '1 2 3 4 5 6 7 8 0';

/** The boards one single-tile move from `tiles` (3x3). */
function* singleTileMoves(tiles) {
  const blank = tiles.indexOf(0);
  const [r, c] = [Math.floor(blank / 3), blank % 3];
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    if (r + dr < 0 || r + dr > 2 || c + dc < 0 || c + dc > 2) continue;
    const child = tiles.slice();
    [child[blank], child[(r + dr) * 3 + c + dc]] = [child[(r + dr) * 3 + c + dc], 0];
    yield child;
  }
}

/** The boards one multi-tile move from `tiles` (3x3): the blank walks 1 or 2 cells straight. */
function* multiTileMoves(tiles) {
  const blank = tiles.indexOf(0);
  for (const [dr, dc] of [
    [-1, 0],
    [1, 0],
    [0, -1],
    [0, 1],
  ]) {
    const walk = tiles.slice();
    let [r, c] = [Math.floor(blank / 3), blank % 3];
    while (r + dr >= 0 && r + dr <= 2 && c + dc >= 0 && c + dc <= 2) {
      [walk[r * 3 + c], walk[(r + dr) * 3 + c + dc]] = [walk[(r + dr) * 3 + c + dc], 0];
      [r, c] = [r + dr, c + dc];
      yield walk.slice();
    }
  }
}

/**
 * Breadth-first from `board` to the blank-last 3x3 goal over `moves`: its distance and number of
 * shortest paths.
 */
function shortestPaths(board, moves = singleTileMoves) {
  const start = board.split(' ').map(Number);
  const goal = GOAL;
  let layer = new Map([[start.join(' '), { tiles: start, paths: 1 }]]);
  const seen = new Set([start.join(' ')]);
  for (let depth = 0; depth < 40; depth += 1) {
    if (layer.has(goal)) return { distance: depth, count: layer.get(goal).paths };
    const next = new Map();
    for (const { tiles, paths } of layer.values()) {
      for (const child of moves(tiles)) {
        const key = child.join(' ');
        if (seen.has(key) && !next.has(key)) continue;
        seen.add(key);
        const entry = next.get(key);
        if (entry) entry.paths += paths;
        else next.set(key, { tiles: child, paths });
      }
    }
    layer = next;
  }
  throw new Error('goal not reached');
}

/**
 * The board after moving each tile of `moves` into the blank, or null at an illegal move; with
 * `segments`, also null unless the blank goes straight within each group of that many moves.
 */
function replay(board, moves, segments = moves.map(() => 1)) {
  const tiles = board.split(' ').map(Number);
  let at = 0;
  for (const count of segments) {
    let step = null;
    for (let i = 0; i < count; i += 1, at += 1) {
      const blank = tiles.indexOf(0);
      const from = tiles.indexOf(moves[at]);
      const [br, bc, tr, tc] = [Math.floor(blank / 3), blank % 3, Math.floor(from / 3), from % 3];
      if (Math.abs(br - tr) + Math.abs(bc - tc) !== 1) return null;
      if (step !== null && from - blank !== step) return null;
      step = from - blank;
      [tiles[blank], tiles[from]] = [moves[at], 0];
    }
  }
  return at === moves.length ? tiles.join(' ') : null;
}

test('allOptimal counts the shortest paths a BFS counts, and lists solutionLimit of them', () => {
  for (const board of ['8 6 7 2 5 4 3 0 1', '0 1 3 4 2 5 7 8 6', '4 1 3 7 2 6 0 5 8']) {
    const oracle = shortestPaths(board);
    // Small slices: the count runs in budgeted steps like every search, progress between them.
    const { result, slices } = solveInSlices(
      module,
      workerRequest({
        board,
        algorithm: 'auto',
        heuristic: 'auto',
        maxMemoryMB: 512,
        allOptimal: true,
        solutionLimit: 3,
      }),
      200,
    );
    assert.equal(result.status, 'solved', board);
    assert.equal(result.length, oracle.distance);
    assert.equal(result.solutionCount, oracle.count, board);
    assert.equal(result.solutions.length, Math.min(3, oracle.count));
    assert.equal(new Set(result.solutions.map((s) => s.join(','))).size, result.solutions.length);
    for (const solution of result.solutions) {
      assert.equal(solution.length, oracle.distance);
      assert.equal(replay(board, solution), GOAL);
    }
    assert.ok(slices > 1);
  }
});

test("metric 'mtm' with allOptimal counts a BFS's shortest multi-tile paths, each segmented", () => {
  for (const board of ['8 6 7 2 5 4 3 0 1', '0 1 3 4 2 5 7 8 6', '1 2 3 4 5 6 0 7 8']) {
    const oracle = shortestPaths(board, multiTileMoves);
    const { result } = solveInSlices(
      module,
      moduleRequest({ board, metric: 'mtm', allOptimal: true, solutionLimit: 4 }),
      200,
    );
    assert.equal(result.status, 'solved', board);
    assert.equal(result.metric, 'mtm');
    assert.equal(result.length, oracle.distance, board);
    assert.equal(result.solutionCount, oracle.count, board);
    assert.equal(result.solutions.length, Math.min(4, oracle.count));
    assert.equal(result.solutionSegments.length, result.solutions.length);
    const keys = result.solutions.map((s, i) => `${s.join(',')}|${result.solutionSegments[i]}`);
    assert.equal(new Set(keys).size, result.solutions.length);
    result.solutions.forEach((solution, i) => {
      const segments = result.solutionSegments[i];
      assert.equal(segments.length, oracle.distance, board);
      assert.equal(
        segments.reduce((a, b) => a + b, 0),
        solution.length,
      );
      assert.equal(replay(board, solution, segments), GOAL, board);
    });
  }
  // The single-tile count has no segments.
  const { result } = solveInSlices(
    module,
    moduleRequest({ board: '1 2 3 4 5 6 0 7 8', allOptimal: true }),
  );
  assert.equal(result.solutionSegments, undefined);
});

test('a solve without allOptimal answers as before: no count, no list', () => {
  const { result } = solveInSlices(module, { board: '0 1 3 4 2 5 7 8 6' });
  assert.equal(result.status, 'solved');
  assert.equal(result.solutionCount, undefined);
  assert.equal(result.solutions, undefined);
});

test('allOptimal and solutionLimit are checked field by field', () => {
  const answer = (fields) => {
    const session = new module.SolverSession();
    try {
      return JSON.parse(session.start(moduleRequest({ board: '0 1 3 4 2 5 7 8 6', ...fields })));
    } finally {
      session.delete();
    }
  };
  for (const [fields, id] of [
    [{ allOptimal: 'yes' }, 'request-field-type'],
    [{ allOptimal: true, solutionLimit: '5' }, 'request-field-type'],
    [{ allOptimal: true, solutionLimit: 0 }, 'solution-limit-range'],
    [{ allOptimal: true, solutionLimit: 2.5 }, 'solution-limit-range'],
    [{ allOptimal: true, solutionLimit: 10001 }, 'solution-limit-range'],
    [{ allOptimal: true, algorithm: 'greedy' }, 'all-optimal-not-optimal'],
  ]) {
    const result = answer(fields);
    assert.equal(result.status, 'invalid', JSON.stringify(fields));
    assert.equal(result.errorId, id, JSON.stringify(fields));
  }
});

// Every optimal solution through the real wasm module, as the worker asks for it: the optional
// allOptimal and solutionLimit fields of a solve request (docs/contracts.md §3), checked against a
// breadth-first count of shortest paths written here (single-tile moves, and with metric 'mtm'
// multi-tile moves, each listed solution replayed by its solutionSegments), run in small step()
// slices with progress between them, and refused field by field.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';

import { moduleRequest as workerRequest } from '../../web/protocol/protocol.js';
import { mtmNeighbours } from './support/eight-puzzle-mtm-bfs.mjs';
import { shortestPathCount } from './support/shortest-path-count.mjs';
import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const GOAL = '1 2 3 4 5 6 7 8 0';

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
    const oracle = shortestPathCount(board.split(' ').map(Number));
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
    const oracle = shortestPathCount(board.split(' ').map(Number), mtmNeighbours);
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

// The wasm module under Node: the same answers as the native build, errors as values, and
// slicing that does not change the result.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, runNative, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

function nativeRandomBoards(size, count, seed, walk = 0) {
  const args = ['random', '--size', size, '--count', String(count), '--seed', String(seed)];
  if (walk) args.push('--walk', String(walk));
  const { status, stdout } = runNative(args);
  assert.equal(status, 0);
  return stdout.trim().split('\n');
}

test('wasm and native give the same answers on boards of several sizes', () => {
  const sets = [
    { size: '2x2', boards: nativeRandomBoards('2x2', 5, 1) },
    { size: '3x3', boards: nativeRandomBoards('3x3', 25, 2) },
    { size: '3x2', boards: nativeRandomBoards('3x2', 5, 3) },
    { size: '4x3', boards: nativeRandomBoards('4x3', 5, 4, 40) },
    { size: '4x4', boards: nativeRandomBoards('4x4', 5, 5, 50) },
    { size: '5x5', boards: nativeRandomBoards('5x5', 3, 6, 60) },
  ];
  let compared = 0;
  for (const { size, boards } of sets) {
    for (const algorithm of ['auto', 'astar', 'idastar', 'greedy']) {
      if (algorithm !== 'auto' && size === '5x5') continue;
      const native = runNative(
        ['solve', '--batch', '--size', size, '--algorithm', algorithm],
        boards.join('\n') + '\n',
      );
      assert.equal(native.status, 0, native.stderr);
      const nativeResults = native.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      boards.forEach((board, i) => {
        const { result } = solveInSlices(module, { board, size, algorithm });
        const expected = nativeResults[i];
        assert.equal(result.status, expected.status, `${size} ${algorithm} ${board}`);
        assert.equal(result.length, expected.length, `${size} ${algorithm} ${board}`);
        assert.equal(result.optimal, expected.optimal);
        assert.deepEqual(result.moves, expected.moves);
        assert.equal(result.directions, expected.directions);
        assert.equal(result.stats.expanded, expected.stats.expanded);
        compared += 1;
      });
    }
  }
  assert.ok(compared >= 100, `compared ${compared}`);
});

// Above 25 cells the line search's beams rank many boards alike; which of two equal candidates
// is kept must not be left to the standard library, which is libstdc++ natively and libc++ in
// the wasm build. This board came out 511 moves in both but with 408 fewer expansions in the
// page; another of the same seed, 513 moves in the page and 523 in the CLI.
test('wasm and native give the same answer above 25 cells, move for move', () => {
  const [board] = nativeRandomBoards('8x8', 1, 8);
  const native = runNative(['solve', '--size', '8x8', '--format', 'json', board]);
  assert.equal(native.status, 0, native.stderr);
  const expected = JSON.parse(native.stdout);
  const { result } = solveInSlices(module, { board, size: '8x8' });
  assert.equal(result.status, 'solved');
  assert.equal(result.optimal, false);
  assert.equal(result.length, expected.length);
  assert.deepEqual(result.moves, expected.moves);
  assert.equal(result.stats.expanded, expected.stats.expanded);
});

test('the solution text is the seed-004 format', () => {
  const { result } = solveInSlices(module, { board: '1 2 3 4 5 6 7 8 9 10 11 0 13 14 15 12' });
  assert.equal(result.text, 'Solution requires 1 step\nStep 1: Move 12 up\n');
  const solved = solveInSlices(module, { board: '1 2 3 4 5 6 7 8 0' }).result;
  assert.equal(solved.status, 'solved');
  assert.equal(solved.text, 'Solution requires 0 steps\n');
});

test('errors come back as values, never exceptions', () => {
  const cases = [
    [{ board: '1 2 3 3 5 6 7 8 0' }, 'invalid', 'tile 3 appears twice'],
    [{ board: '[[5,7,6],[2,4,3],[[8],1,0]]' }, 'invalid', 'a cell is a list'],
    [{ board: '' }, 'invalid', 'empty board'],
    [{ board: '1 2 3 0', algorithm: 'quantum' }, 'invalid', 'unknown algorithm'],
    [{ board: '1 2 0 3', algorithm: 'wastar', weight: NaN }, 'invalid', 'weight'],
    [{ board: '1 2 0 3', maxMemoryMB: -5 }, 'invalid', 'memory budget'],
    [{ board: '2 1 3 4 5 6 7 8 0' }, 'unsolvable', 'Unsolvable'],
    [{ board: '1 2 3 4 5 6 7 8 0', size: 'banana' }, 'invalid', 'size'],
  ];
  for (const [request, status, message] of cases) {
    const { result, slices } = solveInSlices(module, request);
    assert.equal(result.status, status, JSON.stringify(request));
    assert.match(result.error, new RegExp(message));
    assert.equal(slices, 0);
  }
  const check = JSON.parse(module.checkBoard('1 2 x', '', 'blank-last'));
  assert.equal(check.status, 'invalid');
  assert.equal(check.error, '"x" is not a number');
  assert.equal(JSON.parse(module.randomBoard('0x0', 'blank-last', 0, 1)).status, 'invalid');
});

test('a search stepped one expansion at a time ends as one big step does', () => {
  const request = {
    board: '5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12',
    algorithm: 'astar',
    heuristic: 'linear-conflict',
  };
  const whole = solveInSlices(module, request, 1e9);
  const sliced = solveInSlices(module, request, 1);
  assert.equal(whole.slices, 1);
  assert.ok(sliced.slices > 100);
  assert.equal(sliced.result.length, 28);
  assert.deepEqual(sliced.result.moves, whole.result.moves);
  assert.equal(sliced.result.stats.expanded, whole.result.stats.expanded);
  assert.equal(sliced.slices, whole.result.stats.expanded);
});

test('a memory budget ends the search with status limit, not a crash', () => {
  const { result } = solveInSlices(module, {
    board: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3',
    goal: 'blank-first',
    algorithm: 'astar',
    heuristic: 'misplaced',
    maxMemoryMB: 16,
  });
  assert.equal(result.status, 'limit');
  assert.match(result.error, /memory budget/);
  assert.ok(result.stats.peakBytes <= 16 * 2 ** 20);
  assert.ok(result.lowerBound >= 41);
  // The module is still usable afterwards.
  assert.equal(solveInSlices(module, { board: '1 2 3 0' }).result.status, 'solved');
});

test('check and random agree with the native CLI', () => {
  for (const board of [
    '2 1 3 4 5 6 7 8 0',
    '8 0 6 5 4 7 2 3 1',
    '1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0',
  ]) {
    const native = JSON.parse(runNative(['check', '--format', 'json', board]).stdout);
    const wasm = JSON.parse(module.checkBoard(board, '', 'blank-last'));
    // Above 12 cells `check` shows the pattern-database estimate only once the databases are
    // loaded: this module built the 4x4 ones in an earlier test, the fresh CLI has not.
    if (native.board.length > 12) delete wasm.heuristics.pdb;
    assert.deepEqual(wasm, native);
  }
  const seed = 77;
  const nativeBoard = runNative(['random', '--size', '4x4', '--seed', String(seed)]).stdout.trim();
  // The CLI's instance i of seed S uses the generator seeded with S * 1000003 + i.
  const wasm = JSON.parse(module.randomBoard('4x4', 'blank-last', 0, seed * 1000003));
  assert.equal(wasm.board.join(' '), nativeBoard);
});

test('capabilities list every algorithm and heuristic with what they need', () => {
  const caps = JSON.parse(module.capabilities());
  assert.deepEqual(
    caps.algorithms.map((a) => a.id),
    [
      'auto',
      'astar',
      'idastar',
      'wastar',
      'widastar',
      'greedy',
      'bfs',
      'constructive',
      'ucs',
      'dfs',
      'iddfs',
      'rbfs',
      'bidirectional',
    ],
  );
  assert.ok(caps.heuristics.some((h) => h.id === 'linear-conflict' && h.admissible));
  assert.ok(caps.heuristics.some((h) => h.id === 'misplaced-with-blank' && !h.admissible));
  assert.equal(caps.algorithms.find((a) => a.id === 'wastar').usesWeight, true);
  assert.equal(caps.limits.maxCells, 256);
});

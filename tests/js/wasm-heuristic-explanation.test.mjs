// The lab's explanation of h through the real wasm module (module.explainHeuristics, the page's
// 'explain-heuristic' request): on 3x3, 4x4 and 5x5 boards its values are the ones `checkBoard`
// reports from the heuristics' evaluate(), and the parts it lists add up to them when the sums
// are redone here in JavaScript.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, moduleRequest, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const explain = (board, size, goal, expansions = 0) =>
  JSON.parse(module.explainHeuristics(board, size, goal, expansions));

/** Each heuristic's value rebuilt from the explanation's parts, as the C++ classes compute it. */
function sumsOfParts(e) {
  const tiles = e.tiles.filter((t) => t.tile !== 0);
  const manhattan = tiles.reduce((sum, t) => sum + t.manhattan, 0);
  const misplaced = tiles.filter((t) => t.misplaced).length;
  const blank = e.tiles.find((t) => t.tile === 0).misplaced ? 1 : 0;
  const euclideanMilli = tiles.reduce((sum, t) => sum + t.euclideanMilli, 0);
  const leaving = e.lines.reduce((sum, line) => sum + line.leaving.length, 0);
  const sums = {
    misplaced,
    'misplaced-with-blank': misplaced + blank,
    manhattan,
    euclidean: Math.ceil(euclideanMilli / 1000),
    'linear-conflict': manhattan + 2 * leaving,
    mixed: Math.ceil((6000 * manhattan + 1000 * misplaced + 3 * euclideanMilli) / 10000),
  };
  if (e.pdb.available) {
    sums.pdb = Math.max(
      ...e.pdb.symmetries.map((groups) => groups.reduce((sum, g) => sum + g.value, 0)),
    );
  }
  return sums;
}

for (const [size, goal, seeds] of [
  ['3x3', 'blank-last', 20],
  ['3x3', 'blank-first', 10],
  ['4x4', 'blank-last', 10],
  ['4x4', 'blank-first', 5],
  ['5x5', 'blank-last', 8],
]) {
  test(`${size} ${goal}: every heuristic's value is checkBoard's, and the parts add up to it`, () => {
    for (let seed = 1; seed <= seeds; seed++) {
      const board = JSON.parse(module.randomBoard(size, goal, 0, seed)).board.join(' ');
      const e = explain(board, size, goal);
      const check = JSON.parse(module.checkBoard(board, size, goal));
      assert.equal(e.status, 'ok', board);
      const values = Object.fromEntries(e.heuristics.map((h) => [h.id, h.value]));
      assert.deepEqual(values, check.heuristics, board);
      assert.deepEqual(values, sumsOfParts(e), board);
      for (const h of e.heuristics) assert.equal(h.fromParts, h.value, `${board} ${h.id}`);
    }
  });
}

test('3x3: pattern databases are explained and h* is known, with h ≤ h*', () => {
  const e = explain('8 0 6 5 4 7 2 3 1', '', 'blank-first', 200000);
  assert.equal(e.pdb.available, true);
  assert.equal(e.trueDistance.known, true);
  assert.equal(e.trueDistance.moves, 31); // seed 001
  const { result } = solveInSlices(
    module,
    moduleRequest({
      board: '8 0 6 5 4 7 2 3 1',
      goal: 'blank-first',
      algorithm: 'astar',
      heuristic: 'manhattan',
    }),
  );
  assert.equal(result.length, e.trueDistance.moves);
  for (const h of e.heuristics) {
    if (h.id !== 'misplaced-with-blank') assert.ok(h.value <= e.trueDistance.moves, h.id);
  }
});

test('4x4: the databases are explained once prepared, and until then it says why not', () => {
  const board = '2 3 4 8 1 5 7 11 9 6 12 0 13 14 10 15';
  const before = explain(board, '4x4', 'blank-last');
  assert.equal(before.pdb.available, false);
  assert.match(before.pdb.unavailable, /not loaded/);
  assert.equal(
    before.heuristics.some((h) => h.id === 'pdb'),
    false,
  );
  const request = moduleRequest({ board, size: '4x4', algorithm: 'idastar', heuristic: 'pdb' });
  const prepared = module.SolverSession.preparePatternDatabases(request, {}, () => {});
  assert.equal(prepared.status, 'ok');
  const after = explain(board, '4x4', 'blank-last', 200000);
  assert.equal(after.pdb.available, true);
  assert.equal(after.pdb.partition, '6-6-3');
  const pdb = after.heuristics.find((h) => h.id === 'pdb');
  assert.equal(pdb.value, JSON.parse(module.checkBoard(board, '4x4', 'blank-last')).heuristics.pdb);
  assert.equal(pdb.value, sumsOfParts(after).pdb);
  assert.equal(after.trueDistance.known, true);
  assert.ok(pdb.value <= after.trueDistance.moves);
});

test('a bad board is an invalid answer with the reason; an unsolvable one has no h*', () => {
  const bad = explain('1 1 2 3', '', 'blank-last');
  assert.equal(bad.status, 'invalid');
  assert.match(bad.error, /1/);
  assert.equal(bad.heuristics, undefined);
  const unsolvable = explain('8 1 2 0 4 3 7 6 5', '', 'blank-last', 1000); // seed 002
  assert.equal(unsolvable.trueDistance.known, false);
  assert.match(unsolvable.trueDistance.note, /cannot be reached/);
});

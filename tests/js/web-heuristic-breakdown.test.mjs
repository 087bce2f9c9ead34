// The Heuristic tab's words and tile marks (web/lab/heuristic/heuristic-breakdown.js), built from the real
// wasm module's explanation: the sum it writes is the module's value, term by term.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule } from './support/wasm-module.mjs';
import { defaultHeuristic, explainHeuristic } from '../../web/lab/heuristic/heuristic-breakdown.js';

let module;
before(async () => {
  module = await loadWasmModule();
});

const explain = (board, goal, expansions = 0) =>
  JSON.parse(module.explainHeuristics(board, '', goal, expansions));

test('linear conflict on seed 001: the distances, the tile that leaves, the sum in words', () => {
  const e = explain('8 0 6 5 4 7 2 3 1', 'blank-first');
  const b = explainHeuristic(e, 'linear-conflict');
  assert.equal(
    b.sum,
    'Manhattan (tiles 1 to 8) 3 + 4 + 2 + 0 + 2 + 4 + 2 + 4 = 21; linear conflicts: 1 tile leaves × 2 = 2; h = 23',
  );
  assert.equal(b.value, 23);
  assert.ok(b.partsAgree);
  assert.match(b.sentences[0], /^Row 2: 5, 4 belong in this row .*\(5 before 4\)/);
  const leaving = b.cells.filter((c) => c.leaves).map((c) => c.tile);
  assert.deepEqual(leaving, e.lines[0].leaving);
  assert.deepEqual(
    b.cells.filter((c) => c.inConflict).map((c) => c.tile),
    [5, 4],
  );
  // The marks drawn are the distances: blank and home tiles get none.
  assert.deepEqual(
    b.cells.map((c) => c.mark),
    ['4', '', '4', '2', '', '2', '4', '2', '3'],
  );
});

test('misplaced tiles, with and without the blank', () => {
  const e = explain('1 2 3 4 5 6 7 0 8', 'blank-last');
  assert.equal(explainHeuristic(e, 'misplaced').sum, 'Misplaced 1 × 1 = 1; h = 1');
  const withBlank = explainHeuristic(e, 'misplaced-with-blank');
  assert.equal(withBlank.sum, 'Misplaced 1 + blank 1 = 2; h = 2');
  assert.deepEqual(
    withBlank.cells.filter((c) => c.counts).map((c) => c.tile),
    [0, 8],
  );
});

test('pattern databases: groups lettered, the larger lookup named, its sum h', () => {
  const e = explain('8 0 6 5 4 7 2 3 1', 'blank-first');
  const b = explainHeuristic(e, 'pdb');
  assert.equal(b.legend.length, 1);
  assert.deepEqual(b.legend[0].tiles, [1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(b.sum, 'Pattern databases: A 31; mirror image: 31; the larger sum: h = 31');
  assert.ok(b.cells.filter((c) => c.tile !== 0).every((c) => c.mark === 'A'));
});

test('the heuristic explained by default is the solver’s, and auto is the strongest at hand', () => {
  const e = explain('8 0 6 5 4 7 2 3 1', 'blank-first');
  assert.equal(defaultHeuristic(e, 'manhattan'), 'manhattan');
  assert.equal(defaultHeuristic(e, 'auto'), 'pdb');
  const big = explain('2 3 4 8 1 5 7 11 9 6 12 0 13 14 10 15', 'blank-last');
  assert.equal(defaultHeuristic(big, 'auto'), 'linear-conflict');
  assert.equal(explainHeuristic(big, 'pdb'), null);
});

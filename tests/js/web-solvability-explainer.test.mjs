// The solvability explainer's words for the core's CheckResult: the parity argument with this
// board's numbers, the width's rule, and the fixing swap. The check objects are the core's own
// answers (web/wasm checkBoard) for these boards.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { explainSolvability } from '../../web/lab/solvability/solvability-explainer.js';

const UNSOLVABLE_3X3 = {
  status: 'ok',
  width: 3,
  height: 3,
  board: [2, 1, 3, 4, 5, 6, 7, 8, 0],
  goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
  solvable: false,
  parity: {
    permutationParity: 'odd',
    transpositions: 1,
    inversions: 1,
    blankDistance: 0,
    fixSwap: [2, 1],
    inversionParity: 'odd',
    blankDistanceParity: 'even',
    blankRowFromBottom: 1,
    goalBlankRowFromBottom: 1,
    blankRowDistance: 0,
    widthParity: 'odd',
    standardGoal: true,
    rule: 'A board can reach the goal exactly when two parities agree: … they differ, so it is unsolvable.',
    widthRule: 'The width 3 is odd: … Here: 1 inversion (odd), so it is unsolvable.',
  },
};

test('an unsolvable board: the verdict, the argument with its numbers, the rule and the fix', () => {
  const model = explainSolvability(UNSOLVABLE_3X3);
  assert.equal(model.solvable, false);
  assert.equal(model.headline, 'This board cannot be solved');
  assert.equal(model.verdict, UNSOLVABLE_3X3.parity.rule, "the core's sentence when it has one");
  assert.equal(model.widthRule, UNSOLVABLE_3X3.parity.widthRule);
  assert.match(model.argument[0], /1 swap from the goal, an odd permutation/);
  assert.match(model.argument[1], /0 moves .* an even distance/);
  assert.match(model.argument[2], /flipping the permutation’s parity/);
  assert.deepEqual(model.fix.tiles, [2, 1]);
  assert.match(model.fix.text, /^Swapping tiles 2 and 1/);
  assert.deepEqual(model.facts[0], ['Swaps from the goal (blank included)', '1 (odd)']);
  assert.ok(model.facts.some(([term, value]) => /row/.test(term) && value === '1 (goal: row 1)'));
  assert.equal(model.after, '');
});

test('a solvable board: no fix, and why two swapped tiles would break it', () => {
  const model = explainSolvability({
    status: 'ok',
    width: 3,
    height: 3,
    solvable: true,
    parity: { permutationParity: 'odd', transpositions: 5, inversions: 24, blankDistance: 1 },
  });
  assert.equal(model.headline, 'This board can be solved');
  assert.equal(model.fix, null);
  assert.match(model.verdict, /both are odd: they agree/, 'its own verdict without the core’s');
  assert.equal(model.widthRule, '');
  assert.match(model.after, /Sam Loyd/);
  assert.deepEqual(model.facts.at(-1), ['Width', '3 (odd)']);
});

test('nothing to explain for an invalid board', () => {
  assert.equal(explainSolvability({ status: 'invalid', error: 'tile 3 appears twice' }), null);
  assert.equal(explainSolvability(undefined), null);
});

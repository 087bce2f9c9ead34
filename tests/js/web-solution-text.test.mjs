// The words the page uses for moves, solutions and search outcomes (docs/contracts.md §2 and §4).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { moveText, solutionText, stepsSentence } from '../../web/common/solution-text.js';
import { checkMessage, resultMessage } from '../../web/shell/status-messages.js';

test('the seed-004 solution text, exactly', () => {
  assert.equal(
    solutionText([12, 15], 'UL'),
    'Solution requires 2 steps\nStep 1: Move 12 up\nStep 2: Move 15 left',
  );
});

test('one step is singular, and a solved board needs 0 steps', () => {
  assert.equal(stepsSentence(1), 'Solution requires 1 step');
  assert.equal(stepsSentence(0), 'Solution requires 0 steps');
  assert.equal(solutionText([], ''), 'Solution requires 0 steps');
  assert.equal(solutionText([7], 'D'), 'Solution requires 1 step\nStep 1: Move 7 down');
});

test('a move names the tile and the way the tile slides', () => {
  assert.equal(moveText(15, 'D'), 'Move 15 down');
  assert.equal(moveText(3, 'R'), 'Move 3 right');
  assert.throws(() => moveText(3, 'X'), RangeError);
  assert.throws(() => solutionText([1, 2], 'U'), RangeError);
});

test('a solved search says exactly "Solution requires N steps"', () => {
  assert.equal(resultMessage({ status: 'solved', length: 31 }), 'Solution requires 31 steps');
  assert.equal(resultMessage({ status: 'solved', length: 1 }), 'Solution requires 1 step');
});

test('a time to think that ended on its own says why, with the time the core reports', () => {
  const thought = { status: 'solved', length: 204, optimal: false, stats: { ms: 8169.6 } };
  assert.equal(resultMessage(thought), 'A solution of 204 moves (not proven shortest)');
  assert.equal(
    resultMessage({ ...thought, thinkingDone: true }),
    'A solution of 204 moves (not proven shortest). Done thinking after 8.17 s: more time ' +
      'would not shorten it.',
  );
  // Proven shortest before the time: the answer is its own reason.
  assert.equal(
    resultMessage({ status: 'solved', length: 34, optimal: true, thinkingDone: true }),
    'Solution requires 34 steps',
  );
});

test('a search at its memory budget says so, with the budget', () => {
  // As the core answers (npuzzle … --max-memory: the English, and its message id with args).
  const message = resultMessage(
    {
      status: 'limit',
      error:
        'memory budget reached after 256904 expansions; IDA* or weighted A* needs far less memory',
      errorId: 'memory-budget-reached',
      errorArgs: { expanded: 256904 },
    },
    { maxMemoryMB: 512 },
  );
  assert.match(message, /memory budget of 512 MB/);
});

test('invalid boards keep the core message word for word', () => {
  assert.equal(
    checkMessage({ status: 'invalid', error: 'tile 3 appears twice' }),
    'Invalid board: tile 3 appears twice.',
  );
  assert.equal(
    resultMessage({ status: 'invalid', error: 'tile 9 is out of range 0..8' }),
    'Invalid board: tile 9 is out of range 0..8.',
  );
});

test('an unsolvable board says it cannot be solved, and why', () => {
  // `npuzzle check --format json "2 1 3 4 5 6 7 8 0"`: the reason, and its id with its args.
  const reason =
    'Unsolvable: the tiles are 1 swap from the goal (odd permutation, blank included) and the ' +
    'blank is 0 moves from its goal cell (even). Every move swaps the blank with a tile, ' +
    'flipping both parities at once, so they can never match. Swapping tiles 2 and 1 would ' +
    'make it solvable.';
  const reasonArgs = {
    swaps: { id: 'swaps', args: { count: 1 } },
    permutationParity: { id: 'odd', args: {} },
    moves: { id: 'moves', args: { count: 0 } },
    distanceParity: { id: 'even', args: {} },
    tileA: 2,
    tileB: 1,
  };
  assert.equal(
    checkMessage({ status: 'ok', solvable: false, reason, reasonId: 'unsolvable', reasonArgs }),
    reason,
    'the parity reason already says it is unsolvable',
  );
  assert.equal(
    resultMessage({ status: 'unsolvable', error: 'permutation parity is odd' }),
    'This board cannot be solved. Permutation parity is odd.',
  );
});

test('a solvable board is ready to solve, or already solved', () => {
  const check = { status: 'ok', solvable: true, reason: 'Solvable: the parities match.' };
  assert.equal(
    checkMessage(check),
    'Ready to solve.',
    'the reason is under the facts, not in the status',
  );
  assert.equal(checkMessage(check, { solved: true }), 'This board is already solved.');
});

test('a cancelled search says so', () => {
  assert.equal(resultMessage({ status: 'cancelled' }), 'Search cancelled.');
});

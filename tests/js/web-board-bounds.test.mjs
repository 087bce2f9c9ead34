// web/board/board-bounds.js: one lower bound per board, the greatest offered, and those listening
// told only when it rises.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { BoardBounds } from '../../web/board/board-bounds.js';

test('the best bound is the greatest offered, at least the one in hand', () => {
  const bounds = new BoardBounds();
  assert.equal(bounds.best('a', 90), 90, 'nothing known: the bound in hand');
  bounds.offer('a', 98);
  assert.equal(bounds.best('a', 90), 98);
  bounds.offer('a', 90);
  assert.equal(bounds.best('a', 0), 98, 'a smaller bound offered later changes nothing');
  assert.equal(bounds.best('a', 100), 100);
  assert.equal(bounds.best('b', 7), 7, 'bounds belong to their board');
});

test('listeners hear of a rise only, and nonsense offers are ignored', () => {
  const bounds = new BoardBounds();
  const heard = [];
  bounds.onRaise((key) => heard.push(key));
  bounds.offer('a', 10);
  bounds.offer('a', 10);
  bounds.offer('a', 9);
  bounds.offer('a', 12);
  for (const nonsense of [undefined, null, -1, 3.5, Number.NaN, '20']) bounds.offer('b', nonsense);
  bounds.offer(null, 5);
  assert.deepEqual(heard, ['a', 'a']);
  assert.equal(bounds.best('b', 1), 1);
});

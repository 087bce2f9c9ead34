// The tiles of a path read as the ways they slid (web/common/tile-path.js): what the page's list
// of optimal solutions shows as URDL and loads as a solution's directions.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { directionRuns, pathDirections } from '../../web/common/tile-path.js';

test('each tile slides the way it moves into the blank; a tile not beside it ends the reading', () => {
  // 1 2 3 / 4 5 6 / 7 0 8: 8 slides left; after it 6, above the blank, slides down.
  const start = [1, 2, 3, 4, 5, 6, 7, 0, 8];
  assert.equal(pathDirections(start, 3, [8]), 'L');
  assert.equal(pathDirections(start, 3, [5, 4, 7]), 'DRU');
  assert.equal(pathDirections(start, 3, [8, 6]), 'LD');
  assert.equal(pathDirections(start, 3, []), '');
  assert.equal(pathDirections(start, 3, [1]), null, '1 is not beside the blank');
  assert.equal(pathDirections(start, 3, [8, 8, 3]), null, 'the second 8 slides back; 3 is far');
  // A 2×4 board: the width decides what is beside what.
  assert.equal(pathDirections([1, 2, 3, 0, 4, 5, 6, 7], 4, [3, 6]), 'RU');
  assert.equal(pathDirections([1, 2, 3, 0, 4, 5, 6, 7], 4, [4]), null, '4 is the next row’s first');
});

test('runs of one direction: the multi-tile moves of an optimal multi-tile path', () => {
  assert.deepEqual(directionRuns(''), []);
  assert.deepEqual(directionRuns('U'), [1]);
  assert.deepEqual(directionRuns('UURDDDL'), [2, 1, 3, 1]);
});

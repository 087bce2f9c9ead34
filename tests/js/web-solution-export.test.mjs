// Solution exports: seed 004's text, docs/contracts.md §3's JSON fields, and the per-step CSV.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseCsv } from '../../web/common/csv.js';
import { exportCsv, exportJson, exportText, fileStem } from '../../web/common/solution-export.js';

// Seed 004's 15-puzzle: 16 moves from this board (its text is the contract).
const SEED_004 = {
  status: 'solved',
  width: 4,
  height: 4,
  board: [2, 3, 4, 8, 1, 5, 7, 11, 9, 6, 12, 15, 13, 14, 10, 0],
  goal: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0],
  length: 16,
  optimal: true,
  lowerBound: 16,
  moves: [15, 12, 10, 15, 12, 11, 8, 4, 3, 2, 1, 5, 6, 10, 11, 12],
  directions: 'DRULDDDRRRULULLU',
  algorithm: 'astar',
  heuristic: 'linear-conflict',
  stats: { expanded: 16, generated: 40, maxFrontier: 25, ms: 0.2, peakBytes: 2000 },
  text: 'ignored when rebuilt',
};

const SEED_004_TEXT = `Solution requires 16 steps
Step 1: Move 15 down
Step 2: Move 12 right
Step 3: Move 10 up
Step 4: Move 15 left
Step 5: Move 12 down
Step 6: Move 11 down
Step 7: Move 8 down
Step 8: Move 4 right
Step 9: Move 3 right
Step 10: Move 2 right
Step 11: Move 1 up
Step 12: Move 5 left
Step 13: Move 6 up
Step 14: Move 10 left
Step 15: Move 11 left
Step 16: Move 12 up
`;

test('text: the result’s own text, or seed 004’s format rebuilt from the moves', () => {
  assert.equal(exportText({ ...SEED_004, text: undefined }), SEED_004_TEXT);
  assert.equal(exportText({ ...SEED_004, text: SEED_004_TEXT.trimEnd() }), SEED_004_TEXT);
  assert.equal(exportText({ moves: [], directions: '' }), 'Solution requires 0 steps\n');
});

test('JSON: docs/contracts.md §3 fields in order, without the text', () => {
  const object = JSON.parse(exportJson(SEED_004));
  assert.deepEqual(Object.keys(object), [
    'status',
    'width',
    'height',
    'board',
    'goal',
    'length',
    'optimal',
    'lowerBound',
    'moves',
    'directions',
    'algorithm',
    'heuristic',
    'stats',
  ]);
  assert.deepEqual(object.moves, SEED_004.moves);
});

test('CSV: the start, then each move with the board after it, ending at the goal', () => {
  const [header, start, first, ...rest] = parseCsv(exportCsv(SEED_004));
  assert.deepEqual(header, ['step', 'tile', 'direction', 'move', 'board_after']);
  assert.deepEqual(start, ['0', '', '', '', SEED_004.board.join(' ')]);
  assert.deepEqual(first, [
    '1',
    '15',
    'down',
    'Move 15 down',
    '2 3 4 8 1 5 7 11 9 6 12 0 13 14 10 15',
  ]);
  assert.equal(rest.length, 15);
  assert.equal(rest.at(-1)[4], SEED_004.goal.join(' '));
});

test('file names carry the size and, for small boards, the tiles', () => {
  assert.equal(fileStem([1, 2, 3, 0], 2, 2), 'npuzzle-2x2-1-2-3-0');
  assert.equal(fileStem(new Array(25).fill(0), 5, 5), 'npuzzle-5x5');
});

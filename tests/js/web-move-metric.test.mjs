// Whole-segment moves (web/common/board-model.js) and the two ways of counting moves
// (web/common/move-metric.js), each against an independent oracle written here: a segment is
// checked by sliding single tiles on a board and looking at what moved, and the MTM count against
// a count of maximal straight lines made by walking the blank.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  DIRECTION_OFFSETS,
  lineTileForArrowKey,
  segmentMoves,
  slideDirection,
  swapWithBlank,
} from '../../web/common/board-model.js';
import { countIn, mtmCount, validMetric } from '../../web/common/move-metric.js';
import { seededRandom } from '../../web/common/seeded-random.js';

const board = (rows) => rows.trim().split(/\s+/).map(Number);

test("a tile in the blank's row or column slides with every tile between, nearest first", () => {
  // 1 2 3 4
  // 5 0 6 7
  // 8 9 10 11
  // 12 13 14 15
  const tiles = board('1 2 3 4  5 0 6 7  8 9 10 11  12 13 14 15');
  assert.deepEqual(segmentMoves(tiles, 4, 6), [6]);
  assert.deepEqual(segmentMoves(tiles, 4, 7), [6, 7]);
  assert.deepEqual(segmentMoves(tiles, 4, 5), [5]);
  assert.deepEqual(segmentMoves(tiles, 4, 2), [2]);
  assert.deepEqual(segmentMoves(tiles, 4, 13), [9, 13]);
  assert.deepEqual(segmentMoves(tiles, 4, 1), [], 'a diagonal tile');
  assert.deepEqual(segmentMoves(tiles, 4, 15), [], 'not in the line');
  assert.deepEqual(segmentMoves(tiles, 4, 0), [], 'the blank itself');
  assert.deepEqual(segmentMoves(tiles, 4, 99), [], 'no such tile');
});

test('a segment is single moves, each legal in turn, leaving the blank where the tile was', () => {
  const random = seededRandom(7);
  for (let trial = 0; trial < 300; trial++) {
    const width = 2 + Math.floor(random() * 4);
    const height = 2 + Math.floor(random() * 4);
    const cells = width * height;
    const tiles = Array.from({ length: cells }, (_, i) => i);
    for (let i = cells - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
    }
    const tile = 1 + Math.floor(random() * (cells - 1));
    const from = tiles.indexOf(tile);
    const blank = tiles.indexOf(0);
    const inLine =
      from % width === blank % width || Math.floor(from / width) === Math.floor(blank / width);
    const moves = segmentMoves(tiles, width, tile);
    if (!inLine) {
      assert.deepEqual(moves, []);
      continue;
    }
    const distance =
      Math.abs((from % width) - (blank % width)) +
      Math.abs(Math.floor(from / width) - Math.floor(blank / width));
    assert.equal(moves.length, distance);
    let now = tiles;
    const directions = new Set();
    const slid = [];
    for (const moved of moves) {
      const direction = slideDirection(now, width, moved);
      assert.ok(direction, `tile ${moved} is next to the blank in turn`);
      directions.add(direction);
      slid.push(direction);
      now = swapWithBlank(now, moved);
    }
    assert.equal(directions.size, 1, 'one direction: one line');
    assert.equal(now.indexOf(0), from, 'the blank ends where the clicked tile was');
    // Every tile of the segment moved one cell, in that direction; nothing else moved.
    const [dx, dy] = DIRECTION_OFFSETS[[...directions][0]];
    for (let cell = 0; cell < cells; cell++) {
      const value = tiles[cell];
      if (value === 0) continue;
      const to = moves.includes(value) ? cell + dx + dy * width : cell;
      assert.equal(now[to], value, `tile ${value}`);
    }
    assert.equal(mtmCount(slid), 1, 'a segment is one MTM move');
  }
});

test('Shift and an arrow slide the whole line on that side, up to the edge', () => {
  // 1 2 3
  // 4 0 5
  // 6 7 8
  const tiles = board('1 2 3  4 0 5  6 7 8');
  assert.equal(lineTileForArrowKey(tiles, 3, 3, 'ArrowLeft'), 5);
  assert.equal(lineTileForArrowKey(tiles, 3, 3, 'ArrowRight'), 4);
  assert.equal(lineTileForArrowKey(tiles, 3, 3, 'ArrowUp'), 7);
  assert.equal(lineTileForArrowKey(tiles, 3, 3, 'ArrowDown'), 2);
  const wide = board('0 1 2 3  4 5 6 7');
  assert.equal(lineTileForArrowKey(wide, 4, 2, 'ArrowLeft'), 3);
  assert.deepEqual(segmentMoves(wide, 4, 3), [1, 2, 3]);
  assert.equal(lineTileForArrowKey(wide, 4, 2, 'ArrowRight'), null, 'the blank is at the edge');
  assert.equal(lineTileForArrowKey(wide, 4, 2, 'ArrowDown'), null);
  assert.equal(lineTileForArrowKey(wide, 4, 2, 'Enter'), null);
});

// The oracle: walk the blank through the moves and count the straight lines it draws, a new
// line starting whenever the blank turns (or reverses).
function linesWalked(directions) {
  let lines = 0;
  let heading = null;
  for (const direction of directions) {
    const [dx, dy] = DIRECTION_OFFSETS[direction];
    const blankHeading = `${-dx},${-dy}`; // the blank moves against the tile
    if (blankHeading !== heading) lines++;
    heading = blankHeading;
  }
  return lines;
}

test('MTM counts the runs of one direction; STM every single move', () => {
  assert.equal(mtmCount(''), 0);
  assert.equal(mtmCount('L'), 1);
  assert.equal(mtmCount('LLL'), 1);
  assert.equal(mtmCount('LLRR'), 2, 'back along the same line is another move');
  assert.equal(mtmCount('LLUUURDD'), 4);
  assert.equal(mtmCount(['U', 'U', 'L']), 2);
  assert.equal(countIn('LLUUURDD', 'stm'), 8);
  assert.equal(countIn('LLUUURDD', 'mtm'), 4);
  const random = seededRandom(11);
  for (let trial = 0; trial < 200; trial++) {
    const moves = Array.from(
      { length: Math.floor(random() * 40) },
      () => 'UDLR'[Math.floor(random() * 4)],
    );
    assert.equal(mtmCount(moves), linesWalked(moves), moves.join(''));
    assert.ok(mtmCount(moves) <= moves.length);
  }
});

test('only the two metrics are taken from outside', () => {
  assert.equal(validMetric('stm'), 'stm');
  assert.equal(validMetric('mtm'), 'mtm');
  for (const bad of ['MTM', 'htm', '', null, undefined, 1, ['mtm'], { metric: 'mtm' }]) {
    assert.equal(validMetric(bad), null, JSON.stringify(bad));
  }
});

test('the core is asked in MTM only up to 16 cells; its segments are trusted only when they add up', async () => {
  const { answerKey, coreMetric, stepSizes, MTM_MAX_CELLS } =
    await import('../../web/common/move-metric.js');
  assert.equal(MTM_MAX_CELLS, 16);
  assert.equal(coreMetric('mtm', 16), 'mtm');
  assert.equal(coreMetric('mtm', 20), 'stm');
  assert.equal(coreMetric('stm', 9), 'stm');
  assert.notEqual(answerKey('3x3|k', 'mtm'), answerKey('3x3|k', 'stm'));
  assert.deepEqual(stepSizes({ moves: [1, 2, 3] }), [1, 1, 1]);
  assert.deepEqual(stepSizes({ metric: 'mtm', moves: [1, 2, 3], segments: [2, 1] }), [2, 1]);
  assert.equal(stepSizes({ metric: 'mtm', moves: [1, 2, 3], segments: [2, 2] }), null);
  assert.equal(stepSizes({ metric: 'mtm', moves: [1, 2], segments: [2, 0] }), null);
  assert.equal(stepSizes({ metric: 'mtm', moves: [1, 2] }), null);
});

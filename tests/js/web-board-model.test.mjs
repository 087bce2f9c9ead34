// The page's small board model and the solution playback built on it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  goalTiles,
  sameTiles,
  sizeProblem,
  slideDirection,
  swapCells,
  swapWithBlank,
  tileForArrowKey,
} from '../../web/common/board-model.js';
import { Playback } from '../../web/solution/playback.js';

test('sizeProblem: a size the core takes, by the limits it states', () => {
  const limits = { minSide: 2, maxCells: 256 };
  for (const size of [
    { width: 2, height: 2 },
    { width: 16, height: 16 },
    { width: 2, height: 128 },
  ]) {
    assert.equal(sizeProblem(size, limits), '', `${size.width}x${size.height}`);
  }
  for (const size of [{ width: 1, height: 9 }, { width: 17, height: 16 }, null]) {
    assert.equal(
      sizeProblem(size, limits),
      'Width and height must each be at least 2, with at most 256 cells in all.',
    );
  }
  assert.match(sizeProblem({ width: 4, height: 4 }, { minSide: 5, maxCells: 100 }), /least 5.*100/);
});

test('goals: blank last and blank first, any W×H', () => {
  assert.deepEqual(goalTiles('blank-last', 3, 3), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.deepEqual(goalTiles('blank-first', 3, 2), [0, 1, 2, 3, 4, 5]);
  assert.deepEqual(goalTiles('blank-last', 2, 3), [1, 2, 3, 4, 5, 0]);
});

test('only a tile next to the blank slides, toward the blank', () => {
  // 8 0 6 / 5 4 7 / 2 3 1
  const board = [8, 0, 6, 5, 4, 7, 2, 3, 1];
  assert.equal(slideDirection(board, 3, 8), 'R');
  assert.equal(slideDirection(board, 3, 6), 'L');
  assert.equal(slideDirection(board, 3, 4), 'U');
  for (const tile of [5, 7, 2, 3, 1, 0, 99]) assert.equal(slideDirection(board, 3, tile), null);
  // No wrap-around between the end of one row and the start of the next.
  assert.equal(slideDirection([1, 2, 3, 0, 4, 5], 3, 3), null);
});

test('arrow keys move the tile that slides in the arrow direction', () => {
  // 1 2 3 / 4 0 5 / 6 7 8: ArrowUp moves the tile below the blank (7) up.
  const board = [1, 2, 3, 4, 0, 5, 6, 7, 8];
  assert.equal(tileForArrowKey(board, 3, 3, 'ArrowUp'), 7);
  assert.equal(tileForArrowKey(board, 3, 3, 'ArrowDown'), 2);
  assert.equal(tileForArrowKey(board, 3, 3, 'ArrowLeft'), 5);
  assert.equal(tileForArrowKey(board, 3, 3, 'ArrowRight'), 4);
  assert.equal(tileForArrowKey(board, 3, 3, 'Enter'), null);
  // Blank in the bottom-right corner: nothing can move up or left.
  const corner = [1, 2, 3, 4, 5, 6, 7, 8, 0];
  assert.equal(tileForArrowKey(corner, 3, 3, 'ArrowUp'), null);
  assert.equal(tileForArrowKey(corner, 3, 3, 'ArrowLeft'), null);
  assert.equal(tileForArrowKey(corner, 3, 3, 'ArrowDown'), 6);
});

test('swaps return new boards and leave the old one alone', () => {
  const board = [1, 2, 3, 0];
  assert.deepEqual(swapWithBlank(board, 3), [1, 2, 0, 3]);
  assert.deepEqual(swapCells(board, 0, 1), [2, 1, 3, 0]);
  assert.deepEqual(board, [1, 2, 3, 0]);
  assert.ok(sameTiles(board, [1, 2, 3, 0]));
  assert.ok(!sameTiles(board, [1, 2, 0, 3]));
});

test('playback steps both ways, seeks, and plays to the end', async () => {
  const seen = [];
  const playing = [];
  const playback = new Playback({
    onChange: (tiles, position) => seen.push([position, tiles.join('')]),
    onPlayingChange: (value) => playing.push(value),
  });
  // 1 2 3 / 4 5 6 / 7 0 8 → one move (8 left) to the goal; from 1 2 3 / 4 0 6 / 7 5 8, two.
  playback.load([1, 2, 3, 4, 0, 6, 7, 5, 8], [5, 8]);
  assert.equal(playback.nextTile, 5);
  playback.stepForward();
  playback.stepForward();
  playback.stepForward(); // past the end: no change
  assert.deepEqual(seen, [
    [1, '123456708'],
    [2, '123456780'],
  ]);
  playback.stepBack();
  assert.deepEqual(seen.at(-1), [1, '123456708']);
  playback.seek(0);
  assert.deepEqual(seen.at(-1), [0, '123406758']);

  playback.speed = 200;
  playback.play();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(playback.position, 2);
  assert.equal(playback.playing, false);
  assert.deepEqual(playing, [true, false]);
});

test('playback of an MTM solution steps one multi-tile move at a time, both ways', () => {
  const seen = [];
  const playback = new Playback({ onChange: (tiles, position) => seen.push([position, tiles]) });
  // 1 2 3 / 4 5 6 / 0 7 8: one multi-tile move (7 and 8 left) to the goal; from
  // 1 2 3 / 0 5 6 / 4 7 8 first 4 up, then that line: two MTM moves of three single moves.
  const start = [1, 2, 3, 0, 5, 6, 4, 7, 8];
  playback.load(start, [4, 7, 8], [1, 2]);
  assert.equal(playback.length, 2, 'two steps');
  assert.equal(playback.nextTile, 4, 'a one-tile step names its tile');
  playback.stepForward();
  assert.equal(playback.nextTile, undefined, 'a multi-tile step names no single tile');
  assert.equal(playback.stepMatching([7, 8]), 1, 'sliding its segment follows the next step');
  assert.equal(playback.stepMatching([8, 7]), 0);
  playback.stepForward();
  assert.deepEqual(seen[1], [2, [1, 2, 3, 4, 5, 6, 7, 8, 0]], 'both tiles slid in one step');
  assert.equal(playback.singlePosition, 3);
  assert.equal(playback.stepMatching([8, 7]), -1, 'sliding it back takes the step back');
  playback.stepBack();
  assert.deepEqual(seen[2], [1, [1, 2, 3, 4, 5, 6, 0, 7, 8]]);
  assert.equal(playback.positionOfSingle(2), 1, 'single move 2 lies inside step 2: step 1 shows');
  assert.equal(playback.positionOfSingle(3), 2);
  assert.deepEqual(playback.stepRange(2), [1, 3]);
});

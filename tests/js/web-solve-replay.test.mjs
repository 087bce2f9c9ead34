// Issue 32 item 5, the analysis of a timed solve: through the real wasm module (the worker's hint
// search, web/worker/hint-request.js, as the replay card asks it), the optimal distance of every
// board of a replayed 3×3 solve equals a breadth-first search over all 181,440 solvable boards
// written here, independent of the core; the moves lost are exactly those after which the BFS
// distance did not drop by one. The scrambles are the core's seeded random boards (as Timed solves
// draws them); the solves are made here from the BFS, with wasted moves put in on purpose.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { seededRandom } from '../../web/common/seeded-random.js';
import {
  efficiency,
  lostMoves,
  measureReplay,
  movesMadeBy,
  replayBoards,
} from '../../web/common/solve-replay.js';
import { findHint } from '../../web/worker/hint-request.js';
import { loadWasmModule } from './support/wasm-module.mjs';

const WIDTH = 3;
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

let module;
/** @type {Map<string, number>} board key -> BFS distance to GOAL */
let oracle;

// The way a tile slides, as the blank's step (a tile sliding left leaves the blank to its right).
const STEPS = { L: 1, R: -1, U: WIDTH, D: -WIDTH };

function slideWay(tiles, direction) {
  const blank = tiles.indexOf(0);
  const to = blank + STEPS[direction];
  if (to < 0 || to >= 9) return null;
  if (
    (direction === 'L' || direction === 'R') &&
    Math.floor(to / WIDTH) !== Math.floor(blank / WIDTH)
  )
    return null;
  const next = tiles.slice();
  next[blank] = next[to];
  next[to] = 0;
  return next;
}

function bfs() {
  const distances = new Map([[GOAL.join(','), 0]]);
  let layer = [GOAL];
  for (let depth = 1; layer.length > 0; depth++) {
    const next = [];
    for (const tiles of layer)
      for (const direction of 'URDL') {
        const board = slideWay(tiles, direction);
        if (!board) continue;
        const key = board.join(',');
        if (distances.has(key)) continue;
        distances.set(key, depth);
        next.push(board);
      }
    layer = next;
  }
  return distances;
}

before(async () => {
  module = await loadWasmModule();
  oracle = bfs();
  assert.equal(oracle.size, 181_440);
});

const distanceOf = (tiles) => /** @type {number} */ (oracle.get(tiles.join(',')));

/** A solve as a person might make it: mostly shortest moves, with a wasted one now and then. */
function humanSolve(start, random, wasteRate) {
  let tiles = start;
  let moves = '';
  while (distanceOf(tiles) > 0) {
    const options = [...'URDL']
      .map((direction) => ({ direction, board: slideWay(tiles, direction) }))
      .filter((option) => option.board);
    const better = options.filter(
      (o) => distanceOf(/** @type {number[]} */ (o.board)) < distanceOf(tiles),
    );
    const pool = random() < wasteRate ? options : better;
    const pick = pool[Math.floor(random() * pool.length)];
    moves += pick.direction;
    tiles = /** @type {number[]} */ (pick.board);
  }
  return moves;
}

const ask = (tiles) =>
  findHint(module, { board: tiles.join(' '), size: '3x3', goal: 'blank-last', budgetMs: 10_000 });

for (const seed of [1, 2024, 77_777]) {
  test(`the distances of a replayed 3×3 solve (scramble 3x3:${seed}) are the BFS's, and so are its lost moves`, async () => {
    const random = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, seed));
    assert.equal(random.status, 'ok');
    const start = random.board;
    const moves = humanSolve(start, seededRandom(seed), 0.3);
    const boards = replayBoards(start, moves, WIDTH);
    assert.ok(boards);
    assert.deepEqual(boards.at(-1), GOAL, 'the replay ends at the goal');

    const progress = [];
    let asked = 0;
    const distances = await measureReplay(
      boards,
      (tiles) => {
        asked++;
        return ask(tiles);
      },
      { moves, onProgress: (done, total) => progress.push([done, total]) },
    );
    assert.ok(asked < boards.length, 'the moves that follow the core’s solution are not searched');
    // Measured without the moves (a search for every board): the same, checked below.
    const searched = await measureReplay(boards, ask);
    assert.equal(distances.length, boards.length);
    assert.deepEqual(progress.at(-1), [boards.length, boards.length]);
    boards.forEach((tiles, i) => {
      assert.equal(distances[i].exact, true);
      assert.equal(searched[i].distance, distanceOf(tiles));
      assert.equal(distances[i].distance, distanceOf(tiles), `the distance after move ${i}`);
      // "Optimal from here": the core's own solution, checked by replaying it to the goal.
      const onward = replayBoards(tiles, distances[i].directions, WIDTH);
      assert.deepEqual(onward?.at(-1), GOAL);
      assert.equal(distances[i].directions.length, distanceOf(tiles));
    });

    const expectedLost = [];
    for (let k = 1; k < boards.length; k++)
      if (distanceOf(boards[k]) !== distanceOf(boards[k - 1]) - 1) expectedLost.push(k);
    assert.ok(expectedLost.length > 0, 'the solve made here wastes some moves');
    assert.deepEqual(lostMoves(distances), expectedLost);
    // Each lost move costs two: the solve is as long as the scramble's distance plus twice them.
    assert.equal(moves.length, distanceOf(start) + 2 * expectedLost.length);
  });
}

test('a solve with a move undone at once: both moves are lost, and a board met twice is asked once', async () => {
  // The first seeded scramble with a move that takes it further from the goal.
  let start = GOAL;
  let waste;
  for (let seed = 5; !waste; seed++) {
    start = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, seed)).board;
    waste = [...'URDL'].find((d) => {
      const board = slideWay(start, d);
      return board && distanceOf(board) > distanceOf(start);
    });
  }
  const optimal = humanSolve(start, seededRandom(5), 0);
  const back = { U: 'D', D: 'U', L: 'R', R: 'L' }[waste];
  const boards = /** @type {number[][]} */ (replayBoards(start, waste + back + optimal, WIDTH));
  let asked = 0;
  const distances = await measureReplay(boards, (tiles) => {
    asked++;
    return ask(tiles);
  });
  assert.equal(asked, boards.length - 1);
  assert.deepEqual(lostMoves(distances), [1]);
  assert.equal(distances[1].distance, distanceOf(start) + 1);
});

test('a solve that plays the core’s shortest solution is measured with one search', async () => {
  const start = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, 11)).board;
  const first = await ask(start);
  const boards = /** @type {number[][]} */ (replayBoards(start, first.directions, WIDTH));
  let asked = 0;
  const distances = await measureReplay(
    boards,
    (tiles) => {
      asked++;
      return ask(tiles);
    },
    { moves: first.directions },
  );
  assert.equal(asked, 1);
  assert.deepEqual(
    distances.map((d) => d.distance),
    boards.map(distanceOf),
  );
  assert.deepEqual(lostMoves(distances), []);
});

test('cancel stops the measuring between boards; a bound is never judged as a lost move', async () => {
  const start = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, 9)).board;
  const boards = /** @type {number[][]} */ (
    replayBoards(start, humanSolve(start, seededRandom(9), 0.2), WIDTH)
  );
  let cancelled = false;
  const distances = await measureReplay(boards, ask, {
    onProgress: (done) => {
      if (done === 3) cancelled = true;
    },
    isCancelled: () => cancelled,
  });
  assert.equal(distances.length, 3);
  const bounds = [
    { exact: true, distance: 5, directions: '' },
    { exact: false, distance: 3, directions: '' },
    { exact: true, distance: 5, directions: '' },
  ];
  assert.deepEqual(lostMoves(bounds), []);
});

test('replay boards refuse a move off the board; the slider time maps to moves made', () => {
  assert.equal(
    replayBoards(GOAL, 'L', WIDTH),
    null,
    'the blank is in the corner: no tile slides left',
  );
  assert.deepEqual(replayBoards(GOAL, 'D', WIDTH)?.[1], [1, 2, 3, 4, 5, 0, 7, 8, 6]);
  const times = [0, 120, 120, 500];
  assert.equal(movesMadeBy(times, -1), 0);
  assert.equal(movesMadeBy(times, 0), 1);
  assert.equal(movesMadeBy(times, 120), 3);
  assert.equal(movesMadeBy(times, 499), 3);
  assert.equal(movesMadeBy(times, 10_000), 4);
  assert.equal(efficiency(30, 20), 1.5);
  assert.equal(efficiency(30, 0), null);
});

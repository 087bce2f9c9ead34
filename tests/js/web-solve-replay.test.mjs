// Issue 32 item 5, the analysis of a timed solve: through the real wasm module (the worker's hint
// search, web/worker/hint-request.js, as the replay card asks it), the optimal distance of every
// board of a replayed 3×3 solve equals a breadth-first search over all 181,440 solvable boards
// written here, independent of the core; the moves lost are exactly those after which the BFS
// distance did not drop by one. The scrambles are the core's seeded random boards (as Timed solves
// draws them); the solves are made here from the BFS, with wasted moves put in on purpose.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { mtmCount } from '../../web/common/move-metric.js';
import { seededRandom } from '../../web/common/seeded-random.js';
import { solveMetric, validSession } from '../../web/common/speedsolve-model.js';
import {
  distanceFromAnswer,
  distanceUrdl,
  efficiency,
  lostMoves,
  measureReplay,
  movesMadeBy,
  positionAt,
  positionTime,
  replayBoards,
  replayOf,
  tilesSlid,
} from '../../web/common/solve-replay.js';
import { findHint } from '../../web/worker/hint-request.js';
import { mtmBfsDistances } from './support/eight-puzzle-mtm-bfs.mjs';
import { loadWasmModule } from './support/wasm-module.mjs';

const WIDTH = 3;
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

let module;
/** @type {Map<string, number>} board key -> BFS distance to GOAL */
let oracle;
/** @type {(tiles: number[]) => number} the multi-tile BFS's distance to GOAL */
let mtmDistanceOf;

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
  mtmDistanceOf = mtmBfsDistances(GOAL);
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

test('a replay step marks every tile it slid: one in STM, the whole line of an MTM move', () => {
  const [start, one, line] = replayBoards(GOAL, 'DD', WIDTH) ?? [];
  assert.deepEqual(tilesSlid(start, one), [6]);
  const mtm = replayOf(GOAL, 'DD', WIDTH, 'mtm');
  assert.ok(mtm);
  const boards = mtm.boards;
  assert.equal(boards.length, 2, 'two tiles slid down one column are one MTM move');
  assert.deepEqual(boards[1], line);
  assert.deepEqual(
    tilesSlid(boards[0], boards[1]).sort((a, b) => a - b),
    [3, 6],
  );
  assert.deepEqual(tilesSlid(line, line), [], 'a board that did not change marks none');
});

// ------------------------------------------------------------------ solves counted in MTM

/** The multi-tile moves from a board: each way, a line of 1 or 2 tiles, as its single directions. */
function lineSlides(tiles) {
  const slides = [];
  for (const direction of 'URDL') {
    let board = tiles;
    for (let count = 1; count <= 2; count++) {
      board = slideWay(board, direction);
      if (!board) break;
      slides.push({ directions: direction.repeat(count), board });
    }
  }
  return slides;
}

/**
 * A solve counted in MTM as a person might make it (mostly shortest multi-tile moves by the MTM
 * BFS, a wasted one now and then), never two moves the same way in a row, so each move made here
 * is one multi-tile move of the recorded single directions. Returns the moves and every board.
 */
function humanMtmSolve(start, random, wasteRate) {
  let tiles = start;
  let moves = '';
  const boards = [start];
  while (mtmDistanceOf(tiles) > 0) {
    const options = lineSlides(tiles).filter((o) => o.directions[0] !== moves.at(-1));
    const better = options.filter((o) => mtmDistanceOf(o.board) < mtmDistanceOf(tiles));
    const pool = random() < wasteRate || better.length === 0 ? options : better;
    const pick = pool[Math.floor(random() * pool.length)];
    moves += pick.directions;
    tiles = pick.board;
    boards.push(tiles);
  }
  return { moves, boards };
}

const askIn = (tiles, metric) =>
  findHint(module, {
    board: tiles.join(' '),
    size: '3x3',
    goal: 'blank-last',
    budgetMs: 10_000,
    ...(metric === 'mtm' && { metric: 'mtm' }),
  });

for (const seed of [3, 4242]) {
  test(`a 3×3 solve counted in MTM (scramble 3x3:${seed}) is replayed a multi-tile move a step, its distances and lost moves the multi-tile BFS's`, async () => {
    const random = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, seed));
    const start = random.board;
    const made = humanMtmSolve(start, seededRandom(seed), 0.3);
    const replay = replayOf(start, made.moves, WIDTH, 'mtm');
    assert.ok(replay);
    // One step a multi-tile move made, at the boards made, as the page's MTM count says.
    assert.deepEqual(replay.boards, made.boards);
    assert.equal(replay.steps.length, mtmCount(made.moves));
    assert.ok(
      replay.steps.some((step) => step.length === 2),
      'the solve made here slides a line of two tiles at least once',
    );
    assert.ok(made.moves.length > replay.steps.length);

    let asked = 0;
    const distances = await measureReplay(
      replay.boards,
      (tiles, metric) => {
        asked++;
        assert.equal(metric, 'mtm');
        return askIn(tiles, metric);
      },
      { moves: replay.steps, metric: 'mtm' },
    );
    assert.equal(distances.length, replay.boards.length);
    replay.boards.forEach((tiles, i) => {
      assert.equal(distances[i].exact, true);
      assert.equal(distances[i].distance, mtmDistanceOf(tiles), `the MTM distance after move ${i}`);
      // "Optimal from here": the core's MTM solution reaches the goal in that many line slides.
      assert.deepEqual(replayBoards(tiles, distances[i].directions, WIDTH)?.at(-1), GOAL);
      assert.equal(distances[i].segments.length, mtmDistanceOf(tiles));
      assert.equal(mtmCount(distances[i].directions), mtmDistanceOf(tiles));
      assert.equal(
        distanceUrdl(distances[i]).match(/[URDL]\d*/g)?.length ?? 0,
        mtmDistanceOf(tiles),
        'one URDL letter a multi-tile move',
      );
    });
    // The STM distances differ (a line slide is two STM moves): the measure is not STM's.
    assert.ok(replay.boards.some((tiles) => mtmDistanceOf(tiles) < distanceOf(tiles)));

    const expectedLost = [];
    for (let k = 1; k < replay.boards.length; k++)
      if (mtmDistanceOf(replay.boards[k]) !== mtmDistanceOf(replay.boards[k - 1]) - 1)
        expectedLost.push(k);
    assert.ok(expectedLost.length > 0, 'the solve made here wastes some MTM moves');
    assert.deepEqual(lostMoves(distances), expectedLost);
    assert.ok(asked <= replay.boards.length);
  });
}

test('an MTM replay stands at a multi-tile move once all its tiles slid; an STM answer is no MTM distance', () => {
  const start = [1, 2, 3, 4, 5, 6, 0, 7, 8]; // the blank at the left of the bottom row
  const replay = replayOf(start, 'LLDR', WIDTH, 'mtm');
  assert.ok(replay);
  assert.deepEqual(replay.steps, ['LL', 'D', 'R']);
  assert.deepEqual(replay.ends, [0, 2, 3, 4]);
  assert.deepEqual(replay.boards[1], GOAL);
  const times = [0, 0, 700, 900];
  assert.equal(positionTime(replay, times, 1), 0);
  assert.equal(positionTime(replay, times, 2), 700);
  assert.equal(positionAt(replay, times, 0), 1);
  assert.equal(positionAt(replay, times, 699), 1);
  assert.equal(positionAt(replay, times, 700), 2);
  assert.equal(positionAt(replay, [100, 200, 300, 400], 150), 0, 'half a line: not yet a move');
  // In STM the same moves are four steps.
  assert.equal(replayOf(start, 'LLDR', WIDTH, 'stm')?.steps.length, 4);

  const stmAnswer = { status: 'solved', metric: 'stm', length: 2, moves: [7, 8], directions: 'LL' };
  assert.equal(distanceFromAnswer(stmAnswer, 'mtm'), null);
  assert.deepEqual(distanceFromAnswer(stmAnswer)?.segments, [1, 1]);
  const mtmAnswer = { ...stmAnswer, metric: 'mtm', length: 1, segments: [2] };
  assert.deepEqual(distanceFromAnswer(mtmAnswer, 'mtm'), {
    exact: true,
    distance: 1,
    directions: 'LL',
    segments: [2],
  });
  assert.equal(distanceUrdl(/** @type {any} */ (distanceFromAnswer(mtmAnswer, 'mtm'))), 'L2');
  assert.equal(
    distanceFromAnswer({ ...mtmAnswer, segments: [1] }, 'mtm'),
    null,
    'segments that do not add up to the moves',
  );
});

test('a stored solve keeps its metric: MTM kept, none is STM, another value drops the solve', () => {
  const solve = {
    at: 1,
    width: 3,
    height: 3,
    seed: 42,
    ms: 900,
    dnf: false,
    moves: 'LLD',
    times: [0, 0, 900],
  };
  const session = validSession({
    solves: [
      solve,
      { ...solve, metric: 'mtm' },
      { ...solve, metric: 'MTM' },
      { ...solve, metric: 7 },
    ],
  });
  assert.equal(session.length, 2);
  assert.equal(solveMetric(session[0]), 'stm');
  assert.equal('metric' in session[0], false);
  assert.equal(session[1].metric, 'mtm');
  assert.equal(solveMetric(session[1]), 'mtm');
});

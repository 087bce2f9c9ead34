// Acceptance (issue 12, hints for players): through the real wasm module, the worker's hint
// (web/worker/hint-request.js) gives the true distance and a move that brings the board exactly
// one move closer to the goal — checked against a breadth-first search over all 181,440
// solvable 8-puzzles written here, independent of the core, for both standard goals. Also: the
// goal and unsolvable boards, a 15-puzzle out of reach (an honest lower bound, never a wrong
// distance), a near 15-puzzle solved exactly, cancel, and a newer hint superseding an older one.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { seededRandom } from '../../web/common/seeded-random.js';
import { JobSlot } from '../../web/worker/jobs.js';
import { findHint, hintRequests } from '../../web/worker/hint-request.js';
import { EIGHT_PUZZLE_GOALS, bfsDistances, shuffledTiles } from './support/eight-puzzle-bfs.mjs';
import { loadWasmModule } from './support/wasm-module.mjs';

const WIDTH = 3;
const GOALS = EIGHT_PUZZLE_GOALS;

let module;
before(async () => {
  module = await loadWasmModule();
});

const DIRECTION = { U: [0, -1], D: [0, 1], L: [-1, 0], R: [1, 0] };

/** The board after sliding `tile` toward the blank, checking it is next to it in `direction`. */
function slide(tiles, tile, direction) {
  const from = tiles.indexOf(tile);
  const blank = tiles.indexOf(0);
  const [dx, dy] = DIRECTION[direction];
  assert.equal(blank, from + dy * WIDTH + dx, `tile ${tile} slides ${direction} into the blank`);
  const next = tiles.slice();
  next[blank] = tile;
  next[from] = 0;
  return next;
}

const hintFor = (tiles, goal, budgetMs = 10_000) =>
  findHint(module, { board: tiles.join(' '), size: '', goal, budgetMs });

// ------------------------------------------------------------ the tests

for (const [goalName, goal] of Object.entries(GOALS)) {
  test(`every hint on random 8-puzzles (goal ${goalName}) is one move closer by BFS`, async () => {
    const distance = bfsDistances(goal);
    // Seeded so a failure names a board that can be run again.
    const random = seededRandom(goalName === 'blank-first' ? 12 : 34);
    let solvable = 0;
    let unsolvable = 0;
    for (let i = 0; i < 300; i++) {
      const tiles = shuffledTiles(random);
      const truth = distance(tiles);
      const answer = await hintFor(tiles, goalName);
      const board = tiles.join(' ');
      if (truth === -1) {
        unsolvable++;
        assert.equal(answer.status, 'unsolvable', `${board}: unsolvable by BFS`);
        continue;
      }
      solvable++;
      assert.equal(answer.status, 'solved', `${board}: ${answer.error ?? ''}`);
      assert.equal(answer.optimal, true, board);
      assert.equal(answer.length, truth, `${board}: the distance is the BFS distance`);
      if (truth === 0) continue;
      const after = slide(tiles, answer.moves[0], answer.directions[0]);
      assert.equal(distance(after), truth - 1, `${board}: the hint ${answer.moves[0]}`);
    }
    assert.ok(solvable > 100 && unsolvable > 100, `${solvable} solvable, ${unsolvable} not`);
  });
}

test('a hardest 8-puzzle and the goal itself', async () => {
  const distance = bfsDistances(GOALS['blank-first']);
  const tiles = [8, 0, 6, 5, 4, 7, 2, 3, 1]; // seed 001: 31 moves, the most any 8-puzzle takes
  assert.equal(distance(tiles), 31);
  const answer = await hintFor(tiles, 'blank-first');
  assert.equal(answer.length, 31);
  const after = slide(tiles, answer.moves[0], answer.directions[0]);
  assert.equal(distance(after), 30);
  const atGoal = await hintFor(GOALS['blank-first'], 'blank-first');
  assert.equal(atGoal.status, 'solved');
  assert.equal(atGoal.length, 0);
  assert.deepEqual(atGoal.moves, []);
});

test('a 15-puzzle out of reach gets a proven lower bound, not a distance', async () => {
  // Korf's instance 1, goal blank-first: 57 moves (bench/data), far beyond a 50 ms budget.
  const board = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
  const answer = await findHint(module, { board, goal: 'blank-first', budgetMs: 50 });
  assert.equal(answer.status, 'limit');
  assert.equal(answer.length, undefined, 'no distance is claimed');
  assert.equal(answer.moves, undefined, 'no move is claimed');
  const check = JSON.parse(module.checkBoard(board, '', 'blank-first'));
  assert.ok(answer.lowerBound >= check.heuristics['linear-conflict'], `${answer.lowerBound}`);
  assert.ok(answer.lowerBound <= 57, `the bound ${answer.lowerBound} is at most the optimum`);
});

test('a 15-puzzle a few moves from the goal gets its exact distance', async () => {
  // The blank-last goal with the 12 slid down and the 11 right: 2 moves away, one way only.
  const board = '1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12';
  const answer = await findHint(module, { board, goal: 'blank-last', budgetMs: 5_000 });
  assert.equal(answer.status, 'solved');
  assert.equal(answer.optimal, true);
  assert.equal(answer.length, 2);
  assert.deepEqual(answer.moves, [11, 12]);
  assert.equal(answer.directions, 'LU');
});

test('a cancelled hint says so', async () => {
  const answer = await findHint(
    module,
    { board: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3', goal: 'blank-first', budgetMs: 10_000 },
    () => true,
  );
  assert.equal(answer.status, 'cancelled');
});

test('a newer hint supersedes the one running', async () => {
  const posted = [];
  const context = {
    module,
    jobs: new JobSlot(),
    hints: new JobSlot(),
    post: (message) => posted.push(message),
    reply: (id, result) => posted.push({ type: 'done', id, result }),
  };
  const far = { board: '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3', goal: 'blank-first' };
  const first = hintRequests.hint(
    { type: 'hint', id: 1, request: { ...far, budgetMs: 10_000 } },
    context,
  );
  const second = hintRequests.hint(
    {
      type: 'hint',
      id: 2,
      request: { board: '8 0 6 5 4 7 2 3 1', goal: 'blank-first', budgetMs: 10_000 },
    },
    context,
  );
  await Promise.all([first, second]);
  const answers = Object.fromEntries(posted.map((m) => [m.id, m.result]));
  assert.equal(answers[1].status, 'cancelled');
  assert.equal(answers[2].status, 'solved');
  assert.equal(answers[2].length, 31);
});

// Issue 32 (MTM in the page): through the real wasm module, the worker's hint in the multi-tile
// metric (web/worker/hint-request.js, `metric: 'mtm'`) gives the MTM distance of a breadth-first
// search over multi-tile moves written in tests/js/support (not the core), and its first segment
// is one multi-tile move one closer; a 15-puzzle far from its goal under a short budget gives an
// honest MTM bound (status limit, metric mtm), never a wrong exact figure.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { seededRandom } from '../../web/common/seeded-random.js';
import { findHint } from '../../web/worker/hint-request.js';
import { stepSizes } from '../../web/common/move-metric.js';
import { swapWithBlank } from '../../web/common/board-model.js';
import { shuffledTiles } from './support/eight-puzzle-bfs.mjs';
import { mtmBfsDistances, mtmNeighbours } from './support/eight-puzzle-mtm-bfs.mjs';
import { loadWasmModule } from './support/wasm-module.mjs';

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

let module;
before(async () => {
  module = await loadWasmModule();
});

test('MTM hints on random 8-puzzles: the BFS distance, and a first segment one MTM move closer', async () => {
  const distance = mtmBfsDistances(GOAL);
  const random = seededRandom(32);
  let checked = 0;
  while (checked < 40) {
    const tiles = shuffledTiles(random);
    if (distance(tiles) < 0) continue;
    checked++;
    const answer = await findHint(module, {
      board: tiles.join(' '),
      budgetMs: 10_000,
      metric: 'mtm',
    });
    const board = tiles.join(' ');
    assert.equal(answer.status, 'solved', board);
    assert.equal(answer.metric, 'mtm', board);
    assert.equal(answer.optimal, true, board);
    assert.equal(answer.length, distance(tiles), `the MTM distance of ${board}`);
    if (answer.length === 0) continue;
    const sizes = stepSizes(answer);
    assert.ok(sizes && sizes.length === answer.length, `segments add up (${board})`);
    let after = tiles;
    for (const tile of answer.moves.slice(0, sizes[0])) after = swapWithBlank(after, tile);
    assert.ok(
      mtmNeighbours(tiles).some((next) => next.join() === after.join()),
      `the first segment is one multi-tile move (${board})`,
    );
    assert.equal(distance(after), answer.length - 1, `one MTM move closer (${board})`);
  }
});

test('a far 15-puzzle in MTM under a short budget: an MTM bound, not a figure', async () => {
  // Korf's #1 (goal blank first): 33 MTM moves, minutes for the MTM search (docs/contracts.md §3).
  const board = '14 13 15 7 11 12 9 5 6 0 2 1 4 8 10 3';
  const answer = await findHint(module, {
    board,
    size: '4x4',
    goal: 'blank-first',
    budgetMs: 300,
    metric: 'mtm',
  });
  assert.equal(answer.status, 'limit', JSON.stringify(answer).slice(0, 200));
  assert.equal(answer.metric, 'mtm');
  assert.ok(Number.isInteger(answer.lowerBound) && answer.lowerBound > 0);
  assert.ok(answer.lowerBound <= 33, 'the bound never exceeds the true MTM distance');
});

// Compare's choice of searches comes from the core's capabilities: the grid's columns are the
// searches that use a heuristic, the row under it the textbook's searches that use none; `auto`
// and the constructive method are neither. No search without a heuristic is a default.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { defaultPairs, parsePair, searchKinds } from '../../web/lab/compare/search-choice.js';
import { loadWasmModule } from './support/wasm-module.mjs';

const capabilities = JSON.parse((await loadWasmModule()).capabilities());

test('the grid holds every search with a heuristic, the row every stepped one without', () => {
  const { informed, uninformed } = searchKinds(capabilities.algorithms);
  const ids = (list) => list.map((a) => a.id);
  for (const id of ['astar', 'idastar', 'wastar', 'greedy', 'rbfs']) {
    assert.ok(ids(informed).includes(id), `${id} is a column of the grid`);
  }
  assert.deepEqual(
    [...ids(uninformed)].sort(),
    ['bfs', 'bidirectional', 'dfs', 'iddfs', 'ucs'],
    'breadth-first, uniform-cost, depth-limited, iterative deepening and bidirectional',
  );
  for (const id of ['auto', 'constructive']) {
    assert.ok(!ids(informed).includes(id) && !ids(uninformed).includes(id), `${id} is not offered`);
  }
  assert.ok(
    uninformed.some((a) => a.usesDepthLimit),
    'depth-limited DFS says it takes the depth limit',
  );
});

test('the defaults are heuristic searches only, at every size', () => {
  const { uninformed } = searchKinds(capabilities.algorithms);
  for (const cells of [4, 9, 12, 16, 20, 25, 36]) {
    for (const id of defaultPairs(cells)) {
      const { algorithm, heuristic } = parsePair(id);
      assert.ok(heuristic, `${id} names a heuristic`);
      assert.ok(!uninformed.some((a) => a.id === algorithm), `${id} at ${cells} cells`);
    }
  }
  assert.deepEqual(defaultPairs(36), [], 'none above 25 cells');
});

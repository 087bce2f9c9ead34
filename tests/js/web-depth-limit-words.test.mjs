// Depth-first search cut by its depth limit (issue 30, item 4): the page words the core's
// depth-limit-cut answer as such, with the limit, and advises raising the Depth limit, not the
// memory budget. The answer is the real wasm module's.
import { test, before, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';
import { setLanguage } from '../../web/common/i18n.js';
import { depthLimitAdvice, resultMessage } from '../../web/shell/status-messages.js';

let module;
before(async () => {
  module = await loadWasmModule();
});
afterEach(() => setLanguage('en'));

test('a dfs cut by its depth limit is said as a depth limit, in the language on show', () => {
  // 31 moves from the goal: a limit of 5 cuts every path.
  const { result } = solveInSlices(module, {
    board: '8 6 7 2 5 4 3 0 1',
    algorithm: 'dfs',
    heuristic: 'manhattan',
    depthLimit: 5,
  });
  assert.equal(result.status, 'limit');
  assert.equal(result.errorId, 'depth-limit-cut');
  assert.match(resultMessage(result, { maxMemoryMB: 256 }), /no solution within depth 5/);
  assert.match(depthLimitAdvice(), /Depth limit/);
  setLanguage('de');
  assert.match(resultMessage(result, { maxMemoryMB: 256 }), /Tiefe 5/);
});

test('the capabilities give the depth limit range the field takes, and name dfs as its reader', () => {
  const capabilities = JSON.parse(module.capabilities());
  assert.deepEqual(capabilities.depthLimit, { min: 0, max: 1000000, default: 50 });
  const readers = capabilities.algorithms.filter((a) => a.usesDepthLimit).map((a) => a.id);
  assert.deepEqual(readers, ['dfs']);
});

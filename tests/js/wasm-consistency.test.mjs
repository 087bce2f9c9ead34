// The consistency view's numbers through the real wasm module, as the worker asks for them: the
// optional reopen and details fields of a solve request, stats.reopened and stats.fContours,
// pathH, and capabilities' labHeuristics (parity Manhattan, kept out of the Solver menu).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';

import { moduleRequest as workerRequest } from '../../web/protocol/protocol.js';
import {
  violatedEdge,
  contourRows,
  EXAMPLE_PROBLEM,
} from '../../web/lab/consistency/consistency-facts.js';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';

const HARDEST = { board: '8 6 7 2 5 4 3 0 1', goal: 'blank-last', algorithm: 'astar' };
let module;
before(async () => {
  module = await loadWasmModule();
});

const solve = (fields, budget) => solveInSlices(module, fields, budget).result;
const sum = (contours) => contours.reduce((total, { expanded }) => total + expanded, 0);

test('capabilities list parity Manhattan as a lab heuristic, not in the Solver menu', () => {
  const capabilities = JSON.parse(module.capabilities());
  const parity = capabilities.labHeuristics.find((h) => h.id === 'parity-manhattan');
  assert.ok(parity, 'listed under labHeuristics');
  assert.equal(parity.admissible, true);
  assert.match(parity.label, /inconsistent/);
  assert.ok(!capabilities.heuristics.some((h) => h.id === 'parity-manhattan'));
});

test('re-openings: 0 for Manhattan, > 0 for parity Manhattan; f-contours sum to expanded', () => {
  const manhattan = solve({ ...HARDEST, heuristic: 'manhattan', details: true });
  const parity = solve({ ...HARDEST, heuristic: 'parity-manhattan', details: true }, 500);
  for (const result of [manhattan, parity]) {
    assert.equal(result.status, 'solved');
    assert.equal(result.length, 31);
    assert.equal(result.optimal, true);
    assert.equal(sum(result.stats.fContours), result.stats.expanded);
    assert.equal(result.pathH.length, 32);
    assert.equal(result.pathH[31], 0);
  }
  assert.equal(manhattan.stats.reopened, 0);
  assert.ok(parity.stats.reopened > 0);
  assert.equal(manhattan.pathH[0], 21);
  // The page's reading: an edge where h drops by more than 1 (none for Manhattan).
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  const edge = violatedEdge(parity, start);
  assert.ok(edge && edge.hBefore > 1 + edge.hAfter);
  assert.equal(violatedEdge(manhattan, start), null);
  const rows = contourRows([manhattan, parity]);
  assert.equal(
    rows.reduce((total, row) => total + row.counts[0], 0),
    manhattan.stats.expanded,
  );
  assert.ok(
    rows.every((row, i) => i === 0 || row.f > rows[i - 1].f),
    'f rising',
  );
});

test('without details: no f-contours, no pathH; reopened is always there', () => {
  const result = solve({ ...HARDEST, heuristic: 'manhattan' });
  assert.equal(result.stats.fContours, undefined);
  assert.equal(result.pathH, undefined);
  assert.equal(result.stats.reopened, 0);
});

test('reopen: false on the example board returns 24 moves, the shortest being 22', () => {
  const base = { board: EXAMPLE_PROBLEM.board, goal: EXAMPLE_PROBLEM.goal, algorithm: 'astar' };
  const optimal = solve({ ...base, heuristic: 'parity-manhattan', details: true });
  const buggy = solve({ ...base, heuristic: 'parity-manhattan', reopen: false, details: true });
  assert.equal(optimal.length, 22);
  assert.equal(buggy.length, 24);
  assert.equal(buggy.stats.reopened, 0);
  // The worker's request passes the two fields through, and leaves them out when not named.
  const request = workerRequest({
    ...base,
    heuristic: 'manhattan',
    maxMemoryMB: 64,
    reopen: false,
  });
  assert.equal(request.reopen, false);
  assert.equal('details' in request, false);
});

test('a non-boolean reopen or details is refused, naming the field', () => {
  const result = solve({ ...HARDEST, heuristic: 'manhattan', reopen: 'no' });
  assert.equal(result.status, 'invalid');
  assert.equal(result.error, 'request.reopen must be a boolean, not string');
  const other = solve({ ...HARDEST, heuristic: 'manhattan', details: 1 });
  assert.equal(other.error, 'request.details must be a boolean, not number');
});

// The Compare panel's numbers: the effective branching factor, the table rows, the CSV cells and
// the log scale of the chart.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  compareCsvRows,
  compareRows,
  CSV_HEADER,
  effectiveBranchingFactor,
  logScale,
} from '../../web/lab/shared/compare-stats.js';

const uniformTree = (b, d) => {
  let total = 0;
  for (let i = 1; i <= d; i++) total += b ** i;
  return total;
};

test('b* solves N = b + b² + … + b^d', () => {
  for (const [b, d] of [
    [2, 10],
    [1.5, 20],
    [2.67, 5],
    [1.05, 40],
  ]) {
    const found = effectiveBranchingFactor(uniformTree(b, d), d);
    assert.ok(Math.abs(found - b) < 1e-9, `b = ${b}, d = ${d}: got ${found}`);
  }
  // Russell & Norvig's example: 52 nodes at depth 5 give b* = 1.92.
  assert.equal(effectiveBranchingFactor(52, 5).toFixed(2), '1.92');
  // N = d: a search that went straight down has b* = 1.
  assert.ok(Math.abs(effectiveBranchingFactor(12, 12) - 1) < 1e-9);
});

test('b* is not defined without a solution depth or nodes', () => {
  assert.equal(effectiveBranchingFactor(100, 0), null);
  assert.equal(effectiveBranchingFactor(0, 5), null);
  assert.equal(effectiveBranchingFactor(Number.NaN, 5), null);
  assert.equal(effectiveBranchingFactor(10, undefined), null);
});

const solved = (length, expanded, generated, optimal = true) => ({
  status: 'solved',
  length,
  optimal,
  moves: new Array(length).fill(1),
  stats: { expanded, generated, maxFrontier: 14, ms: 0.1234, peakBytes: 201716 },
});

test('rows: solved runs carry length, optimality and b*; stopped ones only what they reached', () => {
  const rows = compareRows([
    { algorithm: 'astar', heuristic: 'manhattan', label: 'A* · M', result: solved(12, 13, 26) },
    {
      algorithm: 'astar',
      heuristic: 'misplaced',
      label: 'A* · m',
      result: { status: 'timeout', stats: { expanded: 5000, generated: 9000, ms: 30000 } },
    },
    { algorithm: 'bfs', heuristic: '', label: 'BFS', result: null },
  ]);
  assert.equal(rows[0].length, 12);
  assert.equal(rows[0].optimal, true);
  assert.equal(rows[0].outcome, 'solved');
  assert.equal(rows[0].branching.toFixed(3), '1.114');
  assert.equal(rows[1].outcome, 'time limit');
  assert.equal(rows[1].length, null);
  assert.equal(rows[1].expanded, 5000);
  assert.equal(rows[1].maxFrontier, null);
  assert.equal(rows[1].branching, null);
  assert.equal(rows[2].outcome, 'not run');
  assert.equal(rows[2].heuristic, 'none');
});

test('CSV cells: raw numbers, yes/no, b* to four places, empty when unknown', () => {
  const rows = compareRows([
    { algorithm: 'astar', heuristic: 'manhattan', label: 'x', result: solved(12, 13, 26) },
    {
      algorithm: 'wastar',
      heuristic: 'manhattan',
      weight: 3,
      label: 'y',
      result: solved(14, 1234567, 2345678, false),
    },
    { algorithm: 'astar', heuristic: 'misplaced', label: 'z', result: { status: 'limit' } },
  ]);
  const [header, a, w, limit] = compareCsvRows(rows);
  assert.deepEqual(header, CSV_HEADER);
  assert.deepEqual(a, [
    'astar',
    'manhattan',
    '',
    'solved',
    12,
    'yes',
    13,
    26,
    14,
    0.123,
    201716,
    '1.1144',
    '',
    '',
  ]);
  assert.equal(w[2], 3);
  assert.equal(w[5], 'no');
  assert.equal(w[6], 1234567, 'no thousands separators');
  assert.deepEqual(limit.slice(3, 8), ['memory limit', '', '', '', '']);
});

test('rows and CSV: re-expansions as the core counts them, the depth limit and its cut', () => {
  const rows = compareRows([
    {
      algorithm: 'iddfs',
      heuristic: '',
      label: 'IDDFS',
      result: {
        ...solved(20, 248486, 399414),
        stats: { expanded: 248486, reexpanded: 153186, notApplicable: ['maxFrontier'] },
      },
    },
    {
      algorithm: 'dfs',
      heuristic: '',
      depthLimit: 16,
      label: 'DFS',
      result: {
        status: 'limit',
        errorId: 'depth-limit-cut',
        depthLimit: 16,
        stats: { expanded: 90000, reexpanded: 0 },
      },
    },
    {
      algorithm: 'astar',
      heuristic: 'misplaced',
      label: 'A*',
      result: { status: 'limit', stats: { expanded: 5, reexpanded: 0 } },
    },
    {
      algorithm: 'astar',
      heuristic: 'manhattan',
      label: 'A*',
      // a core that says a search keeps no such figure: no number for it
      result: { ...solved(3, 3, 6), stats: { reexpanded: 0, notApplicable: ['reexpanded'] } },
    },
  ]);
  assert.equal(rows[0].reexpanded, 153186);
  assert.equal(rows[0].depthLimit, null, 'only depth-limited DFS has a depth limit');
  assert.equal(rows[1].outcome, 'depth limit', 'the depth limit cut it, not the memory');
  assert.equal(rows[1].depthLimit, 16);
  assert.equal(rows[2].outcome, 'memory limit');
  assert.equal(rows[3].reexpanded, null);
  const [header, iddfs, dfs] = compareCsvRows(rows);
  assert.deepEqual(header.slice(-3), ['effective_branching_factor', 're_expanded', 'depth_limit']);
  assert.equal(iddfs[header.indexOf('re_expanded')], 153186);
  assert.equal(dfs[header.indexOf('outcome')], 'depth limit');
  assert.equal(dfs[header.indexOf('depth_limit')], 16);
});

test('the log scale spans whole decades and places values by their logarithm', () => {
  const scale = logScale([13, 66, 17]);
  assert.deepEqual(scale.ticks, [1, 10, 100], 'a decade added below so 13 is not a stub');
  assert.equal(scale.position(10), 0.5);
  assert.equal(scale.position(100), 1);
  const wide = logScale([250, 3_400_000]);
  assert.deepEqual(wide.ticks, [10, 100, 1e3, 1e4, 1e5, 1e6, 1e7]);
  assert.ok(Math.abs(wide.position(250) - (Math.log10(250) - 1) / 6) < 1e-12);
  assert.equal(logScale([0, null, Number.NaN]), null, 'nothing positive: no scale');
  assert.equal(logScale([5]).ticks.length, 2, 'one value still gets a decade');
});

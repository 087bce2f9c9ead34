// Acceptance (issue 5): Compare on seed 003's first board (`5 8 7 1 0 4 3 2 6` → `5 7 6 3 0 8 4 1
// 2`) gives a table with misplaced tiles, Manhattan distance, linear conflict and the pattern
// database (the 3×3 board is small enough for it): every length 12, expanded counts ordered
// misplaced ≥ Manhattan ≥ linear conflict; the CSV download holds the same numbers. Also: the
// chart, the A*-against-IDA* memory view, and Cancel during a long comparison.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { parseCsv } from '../../web/common/csv.js';
import { loadWasmModule, solveInSlices } from '../js/support/wasm-module.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const SEED_003 = '?board=5,8,7,1,0,4,3,2,6&goal=5,7,6,3,0,8,4,1,2&lab=compare';
const number = (text) => Number(String(text).replace(/[,≥\s]/g, ''));

/**
 * The results table as {label: {length, optimal, expanded, generated, maxFrontier, time,
 * reexpanded, memory, b}}.
 */
async function resultTable(page) {
  const rows = await page.evaluate(() =>
    [...document.querySelectorAll('#compare-table tbody tr')].map((row) => [
      row.querySelector('th').textContent.trim(),
      ...[...row.querySelectorAll('td')].map((cell) => cell.textContent.trim()),
    ]),
  );
  return Object.fromEntries(
    rows.map(
      ([label, length, optimal, expanded, generated, maxFrontier, time, reexpanded, memory, b]) => [
        label,
        { length, optimal, expanded, generated, maxFrontier, time, reexpanded, memory, b },
      ],
    ),
  );
}

test("seed 003's board: four heuristics, all 12 moves, misplaced ≥ Manhattan ≥ linear conflict, CSV agrees", async (t) => {
  const app = await browser.openApp(t, SEED_003);
  const { page } = app;
  assert.ok(await page.locator('#panel-compare').isVisible(), 'lab=compare opens the tab');
  for (const name of [
    'A* with Misplaced tiles',
    'A* with Manhattan distance',
    'A* with Linear conflict',
    'A* with Additive pattern databases',
  ]) {
    assert.ok(
      await page.getByRole('checkbox', { name, exact: true }).isChecked(),
      `${name} is chosen`,
    );
  }
  assert.ok(await app.button('Download comparison CSV').isDisabled(), 'nothing to download yet');

  await app.button('Run comparison').click();
  await page.locator('#compare-progress-text', { hasText: /Comparison finished/ }).waitFor({
    timeout: 20_000,
  });
  const table = await resultTable(page);
  const misplaced = table['A* · Misplaced tiles'];
  const manhattan = table['A* · Manhattan distance'];
  const linear = table['A* · Linear conflict'];
  const pdb = table['A* · Additive pattern databases'];
  for (const [name, row] of Object.entries({ misplaced, manhattan, linear, pdb })) {
    assert.ok(row, `${name} has a row: ${Object.keys(table)}`);
    assert.equal(row.length, '12', `${name}: length 12`);
    assert.equal(row.optimal, 'yes', `${name}: optimal`);
  }
  assert.ok(
    number(misplaced.expanded) >= number(manhattan.expanded) &&
      number(manhattan.expanded) >= number(linear.expanded),
    `expanded: misplaced ${misplaced.expanded} ≥ Manhattan ${manhattan.expanded} ≥ linear conflict ${linear.expanded}`,
  );
  assert.ok(number(misplaced.b) > number(linear.b), 'a weaker heuristic has a larger b*');
  assert.equal(table['IDA* · Linear conflict']?.length, '12', 'IDA* finds 12 moves too');
  assert.equal(
    await page.locator('#compare-chart svg[role=img] rect.bar').count(),
    5,
    'one bar per search',
  );
  const memory = await page.locator('#memory-view').textContent();
  assert.match(memory, /A\* held .* IDA\* held/, 'the memory view compares A* with IDA*');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    app.button('Download comparison CSV').click(),
  ]);
  assert.match(download.suggestedFilename(), /^npuzzle-compare-3x3-5-8-7-1-0-4-3-2-6\.csv$/);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(header.slice(0, 8), [
    'algorithm',
    'heuristic',
    'weight',
    'outcome',
    'length',
    'optimal',
    'expanded',
    'generated',
  ]);
  const column = (name) => header.indexOf(name);
  assert.equal(rows.length, 5, 'one CSV row per search');
  const byPair = Object.fromEntries(
    rows.map((row) => [`${row[column('algorithm')]}:${row[column('heuristic')]}`, row]),
  );
  for (const [pair, shown] of [
    ['astar:misplaced', misplaced],
    ['astar:manhattan', manhattan],
    ['astar:linear-conflict', linear],
    ['astar:pdb', pdb],
  ]) {
    const row = byPair[pair];
    assert.ok(row, `${pair} is in the CSV`);
    assert.equal(row[column('length')], '12');
    assert.equal(row[column('optimal')], 'yes');
    assert.equal(Number(row[column('expanded')]), number(shown.expanded), `${pair} expanded`);
    assert.equal(Number(row[column('generated')]), number(shown.generated), `${pair} generated`);
    assert.equal(
      Number(row[column('max_frontier')]),
      number(shown.maxFrontier),
      `${pair} max frontier`,
    );
    assert.equal(
      Number(row[column('effective_branching_factor')]).toFixed(3),
      shown.b,
      `${pair} b*`,
    );
  }
  app.assertNoErrors();
});

test('a long comparison shows progress and Cancel stops it at once', async (t) => {
  // Korf's 15-puzzle #1 with misplaced tiles: far beyond a test's patience, so it must be stopped.
  const board = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
  const app = await browser.openApp(
    t,
    `?board=${board}&goal=blank-first&lab=compare&compare=astar:misplaced,astar:manhattan`,
  );
  const { page } = app;
  await app.button('Run comparison').click();
  await page.locator('#compare-progress-text', { hasText: /expanded/ }).waitFor();
  assert.match(await page.locator('#compare-progress-text').textContent(), /^Search 1 of 2/);
  assert.ok(await app.button('Solve').isDisabled(), 'Solve waits while the comparison runs');
  const cancelledAt = Date.now();
  await app.button('Cancel comparison').click();
  await page.locator('#compare-progress-text', { hasText: /Comparison cancelled/ }).waitFor();
  assert.ok(Date.now() - cancelledAt < 2000, 'cancelled promptly');
  const table = await resultTable(page);
  assert.equal(table['A* · Misplaced tiles'].length, 'cancelled');
  assert.ok(number(table['A* · Misplaced tiles'].expanded) > 0, 'the figures it reached are kept');
  assert.equal(table['A* · Manhattan distance'].length, 'waiting', 'the second never started');
  assert.ok(await app.button('Solve').isEnabled(), 'Solve is offered again');
  app.assertNoErrors();
});

// Issue 30: every search a course teaches, in Compare, on one board with the same counters. The
// shortest length is the core's breadth-first search run here in Node (the oracle), not a number
// written into the test.
const TWENTY = '8,1,5,2,0,6,3,4,7';
const oracle = (async () => {
  const { result } = solveInSlices(await loadWasmModule(), {
    board: TWENTY.replaceAll(',', ' '),
    algorithm: 'bfs',
  });
  assert.equal(result.status, 'solved');
  return result.length;
})();

test('every textbook search on a 20-move 8-puzzle: the optimal ones agree with BFS, DFS is legal or cut, the re-expanding ones count', async (t) => {
  const shortest = await oracle;
  const app = await browser.openApp(t, `?board=${TWENTY}&lab=compare`);
  const { page } = app;
  const pair = (name) => page.getByRole('checkbox', { name, exact: true });
  // The defaults (A* with four heuristics, IDA*) give way to the searches asked for here.
  const chosen = page.locator('#compare-pairs input:checked');
  while ((await chosen.count()) > 0) await chosen.first().uncheck();
  await pair('A* with Manhattan distance').check();
  await pair('RBFS with Manhattan distance').check();
  const group = page.getByRole('group', { name: 'Without a heuristic:' });
  for (const name of [
    'Uniform-cost search',
    'Depth-first search (depth-limited)',
    'Iterative deepening (depth-first)',
    'Bidirectional breadth-first search',
  ]) {
    await group.getByRole('checkbox', { name, exact: true }).check();
  }
  assert.equal(await page.locator('#compare-bfs').isChecked(), false, 'BFS is not a default');
  await page.waitForFunction(() =>
    new URLSearchParams(location.search)
      .get('compare')
      ?.startsWith('astar:manhattan,rbfs:manhattan,ucs,dfs,iddfs,bidirectional'),
  );

  await app.button('Run comparison').click();
  await page.locator('#compare-progress-text', { hasText: /Comparison finished/ }).waitFor({
    timeout: 60_000,
  });
  const table = await resultTable(page);
  const limit = await page.locator('#depth-limit').inputValue();
  for (const label of [
    'A* · Manhattan distance',
    'RBFS · Manhattan distance',
    'UCS',
    'IDDFS',
    'Bidirectional BFS',
  ]) {
    const row = table[label];
    assert.ok(row, `${label} has a row: ${Object.keys(table)}`);
    assert.equal(number(row.length), shortest, `${label}: the shortest, ${shortest} moves`);
    assert.equal(row.optimal, 'yes', `${label}: optimal`);
    assert.ok(number(row.expanded) > 0 && number(row.generated) > 0, `${label}: counted`);
    assert.match(row.memory, /\d/, `${label}: its peak memory`);
  }
  for (const label of ['RBFS · Manhattan distance', 'IDDFS']) {
    assert.ok(
      number(table[label].reexpanded) > 0,
      `${label} re-expands: ${table[label].reexpanded}`,
    );
  }
  for (const label of ['A* · Manhattan distance', 'UCS', 'Bidirectional BFS']) {
    assert.equal(number(table[label].reexpanded), 0, `${label} forgets nothing`);
  }
  const dfs = table[`DFS (depth limit ${limit})`];
  assert.ok(dfs, `DFS is named with its depth limit ${limit}: ${Object.keys(table)}`);
  if (dfs.length === `cut at depth ${limit}`) {
    assert.ok(shortest > Number(limit), 'a cut is only right when the shortest is deeper');
  } else {
    const length = number(dfs.length);
    assert.ok(length >= shortest && length <= Number(limit), `DFS: ${length} moves`);
    assert.equal((length - shortest) % 2, 0, 'a path to the goal has the parity of the shortest');
    assert.notEqual(dfs.optimal, 'yes', 'DFS promises no shortest path');
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    app.button('Download comparison CSV').click(),
  ]);
  const [header, ...rows] = parseCsv(await readFile(await download.path(), 'utf8'));
  const column = (name) => header.indexOf(name);
  assert.deepEqual(header.slice(-2), ['re_expanded', 'depth_limit'], 'new columns at the end');
  const iddfs = rows.find((row) => row[column('algorithm')] === 'iddfs');
  assert.equal(Number(iddfs[column('re_expanded')]), number(table.IDDFS.reexpanded));
  const dfsRow = rows.find((row) => row[column('algorithm')] === 'dfs');
  assert.equal(dfsRow[column('depth_limit')], limit);
  app.assertNoErrors();
});

test('depth-limited DFS in Compare says when its depth limit cut it', async (t) => {
  const shortest = await oracle;
  const depth = shortest - 4; // too shallow for any solution
  const app = await browser.openApp(t, `?board=${TWENTY}&depth=${depth}&lab=compare&compare=dfs`);
  const { page } = app;
  await app.button('Run comparison').click();
  await page.locator('#compare-progress-text', { hasText: /Comparison finished/ }).waitFor({
    timeout: 60_000,
  });
  const table = await resultTable(page);
  const row = table[`DFS (depth limit ${depth})`];
  assert.ok(row, `a DFS row: ${Object.keys(table)}`);
  assert.equal(row.length, `cut at depth ${depth}`);
  assert.ok(number(row.expanded) > 0, 'what it expanded before the cut');
  // The page's link, written again when the choice changes, keeps the limit Compare's DFS runs
  // with (Solve's search is not DFS).
  await page.getByRole('checkbox', { name: 'A* with Manhattan distance', exact: true }).check();
  await page.waitForFunction(() => /astar:manhattan/.test(location.search));
  assert.equal(new URL(page.url()).searchParams.get('depth'), String(depth));
  app.assertNoErrors();
});

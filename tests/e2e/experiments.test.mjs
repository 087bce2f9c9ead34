// Issue 12, item 4, acceptance: the Experiments panel in Chromium reproduces the textbook table's
// shape (Russell & Norvig, §3.6) on 50 random 8-puzzles per depth d = 2, 4, …, 24 — A* with
// Manhattan generates fewer nodes than A* with misplaced tiles at every d ≥ 8, with a smaller
// b* — with progress while it runs; the CSV download carries the table's numbers; pasted boards
// with a bad line name the line and run the rest; Cancel stops a long experiment; axe-core finds
// no serious or critical violation in the panel, light or dark.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { parseCsv } from '../../web/common/csv.js';
import { axeViolations, blocking } from './support/axe.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

/** The Experiments panel's control labelled exactly `name` (the page has a Size too). */
const field = (page, name) => page.locator('#panel-experiments').getByLabel(name, { exact: true });
const number = (text) => Number(String(text).replace(/,/g, ''));

async function openExperiments(t, options) {
  const app = await browser.openApp(t, '', options);
  await app.page.getByRole('tab', { name: 'Experiments' }).click();
  await app.page.locator('#panel-experiments').waitFor();
  return app;
}

/** The results table: its column labels and rows {depth, boards, nodes: [], b: []} (text). */
async function readTable(page) {
  return page.evaluate(() => {
    const table = document.getElementById('experiment-table');
    const labels = [...table.tHead.rows[1].cells].map((cell) => cell.textContent.trim());
    const searches = labels.length / 2;
    const rows = [...table.tBodies[0].rows].map((row) => {
      const cells = [...row.cells].map((cell) => cell.textContent.trim());
      return {
        depth: cells[0],
        boards: cells[1],
        nodes: cells.slice(2, 2 + searches),
        b: cells.slice(2 + searches),
      };
    });
    return { labels: labels.slice(0, searches), rows };
  });
}

/** Runs the panel's experiment and waits for its end; returns the progress texts seen. */
async function runExperiment(page, finished = /Experiment finished/, timeout = 60_000) {
  await page.evaluate(() => {
    window.__experimentProgress = [];
    new MutationObserver(() =>
      window.__experimentProgress.push(
        document.getElementById('experiment-progress-text').textContent,
      ),
    ).observe(document.getElementById('experiment-progress-text'), {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole('button', { name: 'Run experiment' }).click();
  await page.locator('#experiment-progress-text', { hasText: finished }).waitFor({ timeout });
  return page.evaluate(() => window.__experimentProgress);
}

test('50 boards per depth, d = 2…24: Manhattan beats misplaced at every d ≥ 8, b* too; the CSV agrees', async (t) => {
  const app = await openExperiments(t);
  const { page } = app;
  assert.equal(
    await page.locator('#panel-experiments').getByRole('combobox', { name: /^Size/ }).inputValue(),
    '3x3',
  );
  assert.equal(await field(page, 'From depth').inputValue(), '2');
  assert.equal(await field(page, 'To depth').inputValue(), '24');
  assert.equal(await field(page, 'Every').inputValue(), '2');
  assert.equal(await field(page, 'Seed').inputValue(), '1');
  for (const name of [
    'IDS (iterative deepening, no heuristic)',
    'A* with misplaced tiles (h₁)',
    'A* with Manhattan distance (h₂)',
  ])
    assert.ok(await page.getByRole('checkbox', { name }).isChecked(), `${name} is chosen`);
  assert.ok(await page.getByRole('button', { name: 'Download experiment CSV' }).isDisabled());
  await field(page, 'Boards per depth').fill('50');

  const started = Date.now();
  const progress = await runExperiment(page);
  const seconds = (Date.now() - started) / 1000;
  t.diagnostic(
    `600 boards × 3 searches in ${seconds.toFixed(1)} s; progress: ${progress.slice(0, 4).join(' | ')}`,
  );
  assert.ok(
    progress.some((text) => /^depth \d+: \d+\/50 boards$/.test(text)),
    `progress names the depth and the boards done: ${progress.join(' | ')}`,
  );
  assert.match(
    await page.locator('#experiment-caption').textContent(),
    /3 × 3 boards, 50 per depth, seed 1/,
  );

  const { labels, rows } = await readTable(page);
  assert.deepEqual(labels, ['IDS', 'A* (misplaced)', 'A* (Manhattan)']);
  assert.deepEqual(
    rows.map((row) => Number(row.depth)),
    [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24],
  );
  for (const row of rows) {
    const depth = Number(row.depth);
    assert.equal(row.boards, '50');
    const [ids, misplaced, manhattan] = row.nodes;
    const [idsB, misplacedB, manhattanB] = row.b;
    if (depth >= 8) {
      assert.ok(number(manhattan) < number(misplaced), `d = ${depth}: ${manhattan} < ${misplaced}`);
      assert.ok(
        Number(manhattanB) < Number(misplacedB),
        `d = ${depth}: b* ${manhattanB} < ${misplacedB}`,
      );
    }
    if (depth <= 12) assert.ok(number(ids) > number(misplaced), `d = ${depth}: IDS costs most`);
    else {
      assert.equal(ids, '—*', `d = ${depth}: IDS left out past its depth cap`);
      assert.equal(idsB, '—*');
    }
  }
  assert.match(await page.locator('#experiment-notes').textContent(), /deeper than 12/);
  const chart = page.locator('#experiment-chart svg[role=img]');
  assert.match(await chart.getAttribute('aria-label'), /Mean nodes generated by solution depth/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download experiment CSV' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'npuzzle-experiment.csv');
  const [header, ...lines] = parseCsv(await readFile(await download.path(), 'utf8'));
  assert.deepEqual(header, [
    'depth',
    'boards',
    'ids_nodes_generated',
    'astar-misplaced_nodes_generated',
    'astar-manhattan_nodes_generated',
    'ids_effective_branching_factor',
    'astar-misplaced_effective_branching_factor',
    'astar-manhattan_effective_branching_factor',
  ]);
  assert.equal(lines.length, rows.length);
  rows.forEach((row, index) => {
    const line = lines[index];
    assert.equal(line[0], row.depth);
    assert.equal(line[1], row.boards);
    row.nodes.forEach((cell, s) =>
      assert.equal(line[2 + s], cell.startsWith('—') ? '' : String(number(cell)), `d ${row.depth}`),
    );
    row.b.forEach((cell, s) => assert.equal(line[5 + s], cell.startsWith('—') ? '' : cell));
  });
  app.assertNoErrors();
});

test('pasted boards: a bad line is named, the good ones run, grouped by their depth', async (t) => {
  const app = await openExperiments(t);
  const { page } = app;
  await page.getByRole('radio', { name: 'Boards I paste, one a line' }).check();
  assert.ok(await field(page, 'From depth').isHidden());
  await page
    .getByLabel(/Boards, one a line/)
    .fill(
      '# seed 000 and 001\n5 7 6 / 2 4 3 / 8 1 0\n8 0 6 5 4 7 2 3 1\n1 2 3 4 5 6 7 7 0\n2 3 7 1 8 0 6 5 4\n',
    );
  const progress = await runExperiment(page);
  assert.ok(progress.some((text) => /^board \d of 3/.test(text)) || progress.length > 0);
  const errors = page.locator('#experiment-errors');
  assert.match(await errors.textContent(), /1 line was left out/);
  assert.match(await errors.textContent(), /Line 4: .*appears twice/);
  assert.equal(await page.getByLabel(/Boards, one a line/).getAttribute('aria-invalid'), 'true');
  const { rows } = await readTable(page);
  assert.deepEqual(
    rows.map((row) => [row.depth, row.boards]),
    [
      ['17', '1'],
      ['28', '1'],
      ['31', '1'],
    ],
  );
  assert.match(await page.locator('#experiment-caption').textContent(), /3 pasted 3 × 3 boards/);

  await page.getByLabel(/Boards, one a line/).fill('not a board\n');
  await runExperiment(page, /did not run/);
  assert.match(await errors.textContent(), /every line has an error/);
  assert.match(await errors.textContent(), /Line 1:/);
  app.assertNoErrors();
});

test('Cancel stops a long experiment and keeps the boards finished', async (t) => {
  const app = await openExperiments(t);
  const { page } = app;
  await page.getByRole('checkbox', { name: 'BFS (breadth-first)' }).check();
  await field(page, 'IDS and BFS up to depth').fill('24');
  await field(page, 'Boards per depth').fill('1000');
  await field(page, 'From depth').fill('20');
  await page.getByRole('button', { name: 'Run experiment' }).click();
  await page
    .locator('#experiment-progress-text', { hasText: /^depth 2\d: \d+\/1000 boards$/ })
    .waitFor();
  await page.getByRole('button', { name: 'Cancel experiment' }).click();
  await page.locator('#experiment-progress-text', { hasText: /Experiment cancelled/ }).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Run experiment' }).isEnabled());
  app.assertNoErrors();
});

for (const colorScheme of ['light', 'dark']) {
  test(`axe-core: no serious or critical violation in the Experiments panel (${colorScheme})`, async (t) => {
    const app = await openExperiments(t, { contextOptions: { colorScheme } });
    const { page } = app;
    await field(page, 'From depth').fill('2');
    await field(page, 'To depth').fill('16');
    await field(page, 'Boards per depth').fill('10');
    await page.getByRole('checkbox', { name: 'A* with linear conflict' }).check();
    await runExperiment(page);
    const found = [];
    found.push(...(await axeViolations(page, '#lab')));
    await page.getByRole('radio', { name: 'Boards I paste, one a line' }).check();
    await page.getByLabel(/Boards, one a line/).fill('1 2 3\n8 0 6 5 4 7 2 3 1\n');
    await runExperiment(page);
    found.push(...(await axeViolations(page, '#lab')));
    for (const v of found) t.diagnostic(`${v.id} (${v.impact}): ${v.targets.join(', ')}`);
    assert.deepEqual(blocking(found), []);
  });
}

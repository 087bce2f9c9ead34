// Acceptance (issue 12, consistency and admissibility), in Chromium: the Consistency tab, on the
// hardest 8-puzzle, shows re-openings > 0 for its inconsistent heuristic (parity Manhattan) and 0
// for Manhattan, both at the 31-move optimum, and a longer path for the inadmissible one, whose
// h(start) overestimates; the f-contour table sums to Manhattan's expansions; a violated edge is
// named with numbers from the run; on the example board A* without re-opening returns 24 moves
// where 22 is the shortest; axe-core finds nothing serious in the view (light and dark).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, blocking } from './support/axe.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();
const HARD = '?board=8,6,7,2,5,4,3,0,1';
const number = (text) => Number(String(text).replace(/,/g, '').trim());

async function openConsistency(app) {
  await app.page.getByRole('tab', { name: 'Consistency' }).click();
  await app.page.locator('#consistency-results').waitFor({ state: 'visible', timeout: 30_000 });
}

/** The results table as {runId: {field: text}}. */
async function rows(page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#consistency-table tbody tr')].map((row) => [
        row.dataset.run,
        Object.fromEntries(
          [...row.querySelectorAll('td')].map((cell) => [cell.dataset.field, cell.textContent]),
        ),
      ]),
    ),
  );
}

test('re-openings: > 0 for parity Manhattan, 0 for Manhattan; the inadmissible path is longer', async (t) => {
  const app = await browser.openApp(t, HARD);
  const { page } = app;
  await openConsistency(app);
  const table = await rows(page);
  assert.equal(number(table.manhattan.length), 31);
  assert.equal(table.manhattan.optimal, 'yes');
  assert.equal(number(table.manhattan.reopened), 0, 'Manhattan is consistent: no re-opening');
  assert.equal(number(table.parity.length), 31, 'parity Manhattan is admissible: still optimal');
  assert.ok(number(table.parity.reopened) > 0, 'parity Manhattan needs re-openings');
  assert.ok(number(table.parity.expanded) > number(table.manhattan.expanded));
  assert.equal(table.parity.consistent, 'no');
  assert.ok(number(table.inadmissible.length) > 31, 'the inadmissible heuristic: a longer path');
  assert.match(table.inadmissible.optimal, /^no, \+\d+$/);
  // h(start) = 3 × Manhattan = 3 × 21 = 63 > 31 = h*.
  assert.match(table.inadmissible['h-start'], /^63 \(3 × 21\)$/);
  assert.match(
    await page.locator('#consistency-overestimate').textContent(),
    /h = 3 × 21 = 63 > h\* = 31/,
  );
  const reopening = await page.locator('#consistency-reopening').textContent();
  assert.match(reopening, new RegExp(`re-opened ${table.parity.reopened} nodes`));

  // A violated edge, with h(a) > 1 + h(b) in its own numbers, and its two boards.
  const edge = await page.locator('#consistency-edge').textContent();
  const [, hA, hB] = edge.match(/h\(a\) = (\d+) .*h\(b\) = (\d+)/);
  assert.ok(Number(hA) > 1 + Number(hB), edge);
  assert.equal(await page.locator('#consistency-edge-boards [role=img]').count(), 2);

  // The f-contours: the table's Manhattan column sums to its expansions; a chart is drawn.
  const contours = await page.evaluate(() =>
    [...document.querySelectorAll('#consistency-contour-table tbody tr')].map((row) =>
      [...row.cells].map((cell) => Number(cell.textContent.replace(/,/g, ''))),
    ),
  );
  const sum = (column) => contours.reduce((total, row) => total + row[column], 0);
  assert.equal(sum(1), number(table.manhattan.expanded));
  assert.equal(sum(2), number(table.parity.expanded));
  assert.ok(Math.max(...contours.map((row) => row[0])) <= 31, 'A* never expands above f = 31');
  assert.equal(await page.locator('#consistency-chart svg[role=img]').count(), 1);
  app.assertNoErrors();
});

test('the example board: A* without re-opening returns 24 moves, the shortest is 22', async (t) => {
  const app = await browser.openApp(t, HARD);
  const { page } = app;
  await openConsistency(app);
  await page.getByRole('combobox', { name: 'Board' }).selectOption('example');
  await page.locator('#consistency-run').click();
  await page.waitForFunction(
    () =>
      document.querySelector('#consistency-table tr[data-run=manhattan] [data-field=length]')
        ?.textContent === '22',
    undefined,
    { timeout: 30_000 },
  );
  await page.locator('#consistency-results').waitFor({ state: 'visible' });
  const table = await rows(page);
  assert.equal(number(table['parity-no-reopen'].length), 24);
  assert.equal(table['parity-no-reopen'].optimal, 'no, +2');
  assert.equal(number(table['parity-no-reopen'].reopened), 0);
  assert.ok(number(table.parity.reopened) > 0);
  assert.match(
    await page.locator('#consistency-reopening').textContent(),
    /Without re-opening, A\* returned 24 moves, not optimal: the shortest is 22/,
  );
  app.assertNoErrors();
});

test('a 15-puzzle waits for Run, shows progress, and Cancel stops the four runs', async (t) => {
  // Korf's #1 (goal blank-first): A* with Manhattan runs for many seconds here.
  const app = await browser.openApp(
    t,
    '?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first',
  );
  const { page } = app;
  await page.getByRole('tab', { name: 'Consistency' }).click();
  await page.waitForTimeout(500);
  assert.equal(await page.locator('#consistency-progress').isVisible(), false, 'no run by itself');
  await page.getByRole('button', { name: 'Run the four searches' }).click();
  await page
    .locator('#consistency-progress-text', { hasText: /expanded/ })
    .waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel runs' }).click();
  await page.locator('#consistency-results').waitFor({ state: 'visible', timeout: 5_000 });
  const table = await rows(page);
  assert.equal(table.manhattan.length, 'stopped');
  assert.equal(table.parity.length, 'not run');
  assert.equal(await page.locator('#consistency-progress').isVisible(), false);
  assert.equal(await page.getByRole('button', { name: 'Run the four searches' }).isEnabled(), true);
  app.assertNoErrors();
});

test('axe-core: no serious or critical violation in the Consistency view (light and dark)', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const app = await browser.openApp(t, HARD, { contextOptions: { colorScheme } });
    await openConsistency(app);
    const violations = await axeViolations(app.page, '#lab');
    assert.deepEqual(blocking(violations), [], `${colorScheme}: ${JSON.stringify(violations)}`);
  }
});

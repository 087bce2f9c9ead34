// Acceptance (issue 5): step mode on `8 0 6 5 4 7 2 3 1` (blank-first): after k Steps the
// expanded count is k and the open list shows g, h and f with f = g + h; Step back returns to
// k − 1 with the same view as before. Also: a listed node's board on hover and click, the path
// to the expanded node, IDA*'s thresholds, a 15-puzzle, Run to end, and the position in the URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const BOARD = '?board=8,0,6,5,4,7,2,3,1&goal=blank-first';

function count(text) {
  return Number(String(text).replace(/,/g, '').trim());
}

async function openStepMode(t, query) {
  const app = await browser.openApp(t, query);
  await app.page.getByRole('tab', { name: 'Step through' }).click();
  await app.page
    .locator('#step-status')
    .filter({ hasText: /Press Step|Expansion/ })
    .waitFor();
  return app;
}

/** Everything the step view shows, as text: to compare a view with an earlier one. */
async function stepView(page) {
  return page.evaluate(() => {
    const text = (id) => document.getElementById(id).textContent.trim();
    return {
      status: text('step-status'),
      figures: text('step-figures'),
      node: document
        .getElementById('step-node-board')
        .firstElementChild?.getAttribute('aria-label'),
      nodeValues: text('step-node-values'),
      open: [...document.querySelectorAll('#step-open-table tbody tr')].map((row) =>
        [...row.cells].map(
          (cell) =>
            cell.querySelector('[aria-label]')?.getAttribute('aria-label') ??
            cell.textContent.trim(),
        ),
      ),
      path: [...document.querySelectorAll('#step-path li')].map((item) => item.textContent.trim()),
    };
  });
}

async function openRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#step-open-table tbody tr')].map((row) => ({
      order: Number(row.cells[0].textContent),
      g: Number(row.cells[2].textContent.replace(/,/g, '')),
      h: Number(row.cells[3].textContent.replace(/,/g, '')),
      f: Number(row.cells[4].textContent.replace(/,/g, '')),
    })),
  );
}

/** Waits until the URL's `name` parameter is `value` (the page writes it a moment later). */
async function waitForParam(page, name, value) {
  await page.waitForFunction(
    ({ name, value }) => new URLSearchParams(location.search).get(name) === value,
    { name, value },
  );
}

async function waitForExpanded(page, k) {
  await page.waitForFunction(
    (k) => Number(document.getElementById('step-expanded').textContent.replace(/,/g, '')) === k,
    k,
  );
}

test('after k Steps the expanded count is k, f = g + h on the open list, Step back restores the view', async (t) => {
  const app = await openStepMode(t, BOARD);
  const { page } = app;
  const step = app.button('Step');
  const back = app.button('Step back one expansion');
  assert.equal(count(await page.locator('#step-expanded').textContent()), 0);
  assert.ok(await back.isDisabled(), 'nothing to step back from at 0');
  assert.match(await page.locator('#step-intro').textContent(), /A\*/);

  const views = [await stepView(page)];
  const K = 6;
  for (let k = 1; k <= K; k++) {
    await step.click();
    await waitForExpanded(page, k);
    const rows = await openRows(page);
    assert.ok(rows.length > 0, `the open list is listed after ${k} steps`);
    rows.forEach((row, i) => {
      assert.equal(row.f, row.g + row.h, `step ${k}, entry ${i + 1}: f = g + h`);
      assert.equal(row.order, i + 1, 'entries are numbered in pop order');
    });
    // Pop order: f never decreases down the list, and ties go to the larger g (the tie-break).
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]];
      assert.ok(a.f < b.f || (a.f === b.f && a.g >= b.g), `step ${k}: ${i} before ${i + 1}`);
    }
    assert.match(await page.locator('#step-tie-break').textContent(), /lowest f/);
    assert.match(await page.locator('#step-status').textContent(), new RegExp(`^Expansion ${k}:`));
    // The path to the expanded node: the start, then one board per move (g of them).
    const g = Number(/g (\d+)/.exec(await page.locator('#step-node-values').textContent())[1]);
    assert.equal(
      await page.locator('#step-path li').count(),
      g + 1,
      'path strip: start + g boards',
    );
    assert.equal(
      await page.locator('#step-path li[aria-current=step]').count(),
      1,
      'the expanded node is highlighted at the end of its path',
    );
    views.push(await stepView(page));
  }
  await waitForParam(page, 'expansions', String(K));

  for (let k = K - 1; k >= K - 3; k--) {
    await back.click();
    await waitForExpanded(page, k);
    assert.deepEqual(
      await stepView(page),
      views[k],
      `Step back to ${k} shows the view of step ${k}`,
    );
  }

  // Hover shows a listed node's board in the node view; a click pins it.
  const nodeButtons = page.locator('#step-open-table .node-button');
  const second = nodeButtons.nth(1);
  const secondBoard = await second.locator('[role=img]').getAttribute('aria-label');
  await second.hover();
  await page.locator('#step-node-heading', { hasText: /Open list entry 2/ }).waitFor();
  assert.equal(
    await page.locator('#step-node-board [role=img]').getAttribute('aria-label'),
    secondBoard,
  );
  await second.click();
  assert.equal(await second.getAttribute('aria-pressed'), 'true');
  await page.mouse.move(5, 5);
  assert.match(await page.locator('#step-node-heading').textContent(), /Open list entry 2/);
  app.assertNoErrors();
});

test('Run to end finds the 31-move solution; the page reloads at the same step from the URL', async (t) => {
  const app = await openStepMode(t, BOARD);
  const { page } = app;
  await app.button('Run to end').click();
  await page.locator('#step-status', { hasText: /^Goal reached/ }).waitFor({ timeout: 15_000 });
  assert.match(await page.locator('#step-status').textContent(), /31 moves — a shortest/);
  assert.ok(await app.button('Step').isDisabled(), 'nothing after the goal');
  const expanded = count(await page.locator('#step-expanded').textContent());
  assert.ok(expanded > 100, `A* expanded ${expanded} nodes`);

  await app.button('Step back one expansion').click();
  await waitForExpanded(page, expanded - 1);
  await waitForParam(page, 'expansions', String(expanded - 1));
  const url = page.url();
  assert.equal(new URL(url).searchParams.get('lab'), 'step');

  const again = await browser.openApp(t, new URL(url).search);
  await waitForExpanded(again.page, expanded - 1);
  assert.ok(await again.page.locator('#panel-step').isVisible(), 'the step tab is open');
  assert.deepEqual(await stepView(again.page), await stepView(page), 'the same view');
  app.assertNoErrors();
  again.assertNoErrors();
});

test('IDA*: the path is the open list and the thresholds are listed', async (t) => {
  const app = await openStepMode(t, `${BOARD}&algorithm=idastar&heuristic=manhattan`);
  const { page } = app;
  assert.match(await page.locator('#step-intro').textContent(), /IDA\*/);
  await page.locator('#step-fbound-term', { hasText: 'Threshold' }).waitFor();
  for (let k = 1; k <= 40; k++) {
    await app.button('Step').click();
    await waitForExpanded(page, k);
  }
  const thresholds = await page.locator('#step-thresholds').textContent();
  assert.match(thresholds, /IDA\* thresholds so far: 21 → 23/);
  assert.match(await page.locator('#step-open-heading').textContent(), /Depth-first path/);
  for (const row of await openRows(page)) assert.equal(row.f, row.g + row.h);
  app.assertNoErrors();
});

test('a 15-puzzle steps too', async (t) => {
  const app = await openStepMode(t, '?board=5,1,6,2,9,10,3,0,13,14,4,7,15,8,11,12');
  const { page } = app;
  for (let k = 1; k <= 3; k++) {
    await app.button('Step').click();
    await waitForExpanded(page, k);
  }
  const rows = await openRows(page);
  assert.ok(rows.length > 0);
  for (const row of rows) assert.equal(row.f, row.g + row.h);
  assert.equal(await page.locator('#step-node-board [role=img] span').count(), 16, 'a 4×4 board');
  app.assertNoErrors();
});

// Issue 30, item 4: the textbook searches step as themselves, with their own views.
const SHORT = '?board=8,1,3,4,0,2,7,6,5';

test('depth-limited DFS steps as itself: the path stack, the depth limit, the cut', async (t) => {
  const app = await openStepMode(t, `${SHORT}&algorithm=dfs&depth=16`);
  const { page } = app;
  assert.doesNotMatch(await page.locator('#step-intro').textContent(), /not a search to step/);
  await page.locator('#step-fbound-term', { hasText: 'Depth limit' }).waitFor();
  assert.equal((await page.locator('#step-fbound').textContent()).trim(), '16');
  for (let k = 1; k <= 5; k++) {
    await app.button('Step').click();
    await waitForExpanded(page, k);
  }
  assert.match(await page.locator('#step-open-heading').textContent(), /Path stack/);
  assert.match(await page.locator('#step-thresholds').textContent(), /depth limit of 16 moves/);
  const rows = await openRows(page);
  assert.deepEqual(
    rows.map((row) => row.order),
    rows.map((_, i) => i),
    'the path from the start, depth by depth',
  );
  await app.button('Run to end').click();
  await page.locator('#step-status', { hasText: /^Goal reached/ }).waitFor({ timeout: 15_000 });
  assert.doesNotMatch(await page.locator('#step-status').textContent(), /shortest/);

  const cut = await openStepMode(t, `${SHORT}&algorithm=dfs&depth=3`);
  await cut.button('Run to end').click();
  await cut.page
    .locator('#step-status', { hasText: /no solution within depth 3: the depth limit cut/ })
    .waitFor({ timeout: 15_000 });
  assert.match(await cut.page.locator('#step-thresholds').textContent(), /cut at least one path/);
  app.assertNoErrors();
  cut.assertNoErrors();
});

test('RBFS steps as itself: backed-up F and f-limit on the path, re-expansions counted', async (t) => {
  const app = await openStepMode(t, `${SHORT}&algorithm=rbfs&heuristic=manhattan`);
  const { page } = app;
  await page.locator('#step-fbound-term', { hasText: 'Proven lower bound' }).waitFor();
  for (let k = 1; k <= 6; k++) {
    await app.button('Step').click();
    await waitForExpanded(page, k);
  }
  assert.match(await page.locator('#step-open-heading').textContent(), /backed-up F and f-limit/);
  assert.ok(await page.locator('#step-open-backed-up').isVisible());
  assert.equal((await page.locator('#step-open-f-limit').textContent()).trim(), 'f-limit');
  const cells = await page.evaluate(() =>
    [...document.querySelectorAll('#step-open-table tbody tr')].map((row) =>
      [...row.cells].slice(2).map((cell) => cell.textContent.trim()),
    ),
  );
  assert.equal(cells[0][4], '∞', 'the start has no f-limit');
  for (const [g, h, f, F] of cells) {
    assert.equal(Number(f), Number(g) + Number(h));
    if (F !== '∞') assert.ok(Number(F) >= Number(f));
  }
  await app.button('Run to end').click();
  await page
    .locator('#step-status', { hasText: /a shortest solution/ })
    .waitFor({ timeout: 15_000 });
  const note = await page.locator('#step-thresholds').textContent();
  assert.ok(Number(note.match(/Re-expansions so far: (\d+)/)[1]) > 0, note);
  app.assertNoErrors();
});

test('bidirectional BFS steps as itself: two frontiers, the side expanding, the meeting', async (t) => {
  const app = await openStepMode(t, `${SHORT}&algorithm=bidirectional`);
  const { page } = app;
  await page.locator('#step-status', { hasText: /one frontier holds the start/ }).waitFor();
  for (let k = 1; k <= 8; k++) {
    await app.button('Step').click();
    await waitForExpanded(page, k);
  }
  const sides = await page.evaluate(() =>
    [...document.querySelectorAll('#step-open-table tbody tr')].map((row) =>
      row.cells[0].textContent.trim(),
    ),
  );
  assert.ok(
    sides.some((side) => /^start \d+$/.test(side)),
    sides.join(),
  );
  assert.ok(
    sides.some((side) => /^goal \d+$/.test(side)),
    sides.join(),
  );
  assert.match(await page.locator('#step-thresholds').textContent(), /From the start: layer \d+/);
  await app.button('Run to end').click();
  await page
    .locator('#step-status', { hasText: /a shortest solution/ })
    .waitFor({ timeout: 15_000 });
  assert.match(
    await page.locator('#step-thresholds').textContent(),
    /met at a board \d+ moves from the start and \d+ moves from the goal/,
  );
  app.assertNoErrors();
});

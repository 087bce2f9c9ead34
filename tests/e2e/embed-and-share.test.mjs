// Acceptance (issue 5): `?embed=1&board=...` renders only the board and its controls; "Copy
// embed code" gives an <iframe> with a title, and that code, pasted into a page, loads the board.
// Also: every setting (board, goal, algorithm, heuristic, weight, step) lives in the URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { serveStatic } from '../../scripts/serve.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const START = [8, 0, 6, 5, 4, 7, 2, 3, 1];

/** Serves a one-page "course site" with `body` from a server of its own; returns its URL. */
async function serveCoursePage(t, body) {
  const dir = await mkdtemp(join(tmpdir(), 'npuzzle-course-'));
  await writeFile(
    join(dir, 'lesson.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course page</title>` +
      `<link rel="icon" href="data:,"></head><body>${body}</body></html>`,
  );
  const server = await serveStatic(dir, { port: 0 });
  t.after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });
  return `http://127.0.0.1:${server.address().port}/lesson.html`;
}

/** What of the page is on show: the board and lesson controls, or also the rest. */
async function visibleParts(page) {
  return page.evaluate(() => {
    // Shown means drawn at a visible size: embed mode keeps the page's h1 for screen readers
    // only, in a clipped 1-pixel box.
    const shown = (element) =>
      element !== null && element.getClientRects().length > 0 && element.clientWidth > 1;
    const byText = (selector, text) =>
      [...document.querySelectorAll(selector)].find((e) => e.textContent.trim() === text) ?? null;
    return {
      board: shown(document.querySelector('[role=grid]')),
      solve: shown(document.getElementById('solve')),
      play: shown(document.getElementById('play')),
      status: shown(document.querySelector('[role=status]')),
      masthead: shown(document.querySelector('h1')),
      puzzleCard: shown(byText('h2', 'Puzzle')),
      solverCard: shown(byText('h2', 'Solver')),
      shareCard: shown(byText('h2', 'Share and export')),
      lab: shown(byText('h2', 'Teaching lab')),
      footer: shown(document.querySelector('footer')),
    };
  });
}

const EMBEDDED = {
  board: true,
  solve: true,
  play: true,
  status: true,
  masthead: false,
  puzzleCard: false,
  solverCard: false,
  shareCard: false,
  lab: false,
  footer: false,
};

test('?embed=1&board=… shows only the board and its controls, which still solve and play', async (t) => {
  const app = await browser.openApp(t, `?embed=1&board=${START.join(',')}&goal=blank-first`);
  const { page } = app;
  assert.deepEqual(await visibleParts(page), EMBEDDED);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  await app.button('Step forward').click();
  assert.equal(await app.playbackStep(), 1);
  assert.equal(new URL(page.url()).searchParams.get('embed'), '1', 'an embedded page stays so');
  app.assertNoErrors();
});

test('Copy embed code gives an iframe with a title that loads the board embedded', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`, {
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  const { page } = app;
  await app.button('Copy embed code').click();
  await page.locator('.confirmation', { hasText: 'Embed code copied' }).waitFor();
  const code = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(await page.getByRole('textbox', { name: /^Embed code/ }).inputValue(), code);
  const iframe =
    /^<iframe src="([^"]+)" title="([^"]+)" width="\d+" height="\d+"[^>]*><\/iframe>$/.exec(code);
  assert.ok(iframe, `an iframe element: ${code}`);
  const [, src, title] = iframe;
  assert.match(title, /^N-Puzzle Lab: 8-puzzle 8 0 6 \/ 5 4 7 \/ 2 3 1$/);
  const params = new URL(src.replace(/&amp;/g, '&')).searchParams;
  assert.equal(params.get('embed'), '1');
  assert.equal(params.get('board'), START.join(','));
  assert.equal(params.get('goal'), 'blank-first');

  // The code pasted into a course page, served by another server (another origin), loads the
  // embedded board.
  const course = await serveCoursePage(t, `<h1>Lesson 3: A*</h1>\n${code}`);
  const host = await browser.openUrl(t, course, { waitForLoaded: false });
  const frame = host.page.frameLocator('iframe');
  await frame.locator('[role=status]', { hasText: /^Ready to solve/ }).waitFor({ timeout: 15_000 });
  assert.equal(await host.page.locator('iframe').getAttribute('title'), title);
  const framePage = host.page.frames().find((f) => f.url().includes('embed=1'));
  assert.deepEqual(await visibleParts(framePage), EMBEDDED, 'the iframe shows the embedded page');
  await frame.getByRole('button', { name: 'Solve', exact: true }).click();
  await frame.locator('[role=status]', { hasText: 'Solution requires 31 steps' }).waitFor();
  app.assertNoErrors();
  host.assertNoErrors();
});

test('embed code with a lab panel shows that panel and nothing else of the lab', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`, {
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  const { page } = app;
  await page.getByRole('tab', { name: 'Solvability' }).click();
  await page.getByText('Embed code and options', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'Include the open lab panel' }).check();
  const code = await page.getByRole('textbox', { name: /^Embed code/ }).inputValue();
  const src = /src="([^"]+)"/.exec(code)[1].replace(/&amp;/g, '&');
  assert.equal(new URL(src).searchParams.get('lab'), 'solvability');
  const embedded = await browser.openUrl(t, src);
  const parts = await visibleParts(embedded.page);
  assert.equal(parts.board && parts.solve, true);
  assert.equal(parts.puzzleCard || parts.masthead, false);
  assert.ok(await embedded.page.locator('#panel-solvability').isVisible(), 'the panel shows');
  assert.ok(await embedded.page.getByRole('tablist').isHidden(), 'no tabs to wander off to');
  embedded.assertNoErrors();
});

test('every setting lives in the URL, and the URL brings them back', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`);
  const { page } = app;
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('wastar');
  await page.getByRole('combobox', { name: 'Heuristic' }).selectOption('manhattan');
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('1.5');
  await page.getByRole('spinbutton', { name: /^Weight/ }).dispatchEvent('change');
  await app.button('Solve').click();
  // Weighted A* proves no answer shortest: the status says so (not docs/contracts.md §4's words).
  await app.waitForStatus(/^Solution requires|^A solution of/);
  for (let i = 0; i < 3; i++) await app.button('Step forward').click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('step') === '3');
  const params = new URL(page.url()).searchParams;
  assert.equal(params.get('goal'), 'blank-first');
  assert.equal(params.get('algorithm'), 'wastar');
  assert.equal(params.get('heuristic'), 'manhattan');
  assert.equal(params.get('weight'), '1.5');
  assert.equal(params.get('start'), START.join(','), 'the solution’s start board');
  const atStep3 = await app.settledBoard(3, 3);
  assert.equal(params.get('board'), atStep3.join(','), 'the board on show');
  const stepLabel = await page.locator('#step-label').textContent();

  const again = await browser.openApp(t, new URL(page.url()).search);
  await again.page.locator('#step-label', { hasText: /^Step 3 of/ }).waitFor({ timeout: 15_000 });
  assert.equal(await again.page.locator('#step-label').textContent(), stepLabel);
  assert.deepEqual(await again.settledBoard(3, 3), atStep3);
  assert.equal(
    await again.page.getByRole('combobox', { name: 'Algorithm' }).inputValue(),
    'wastar',
  );
  assert.equal(
    await again.page.getByRole('combobox', { name: 'Heuristic' }).inputValue(),
    'manhattan',
  );
  assert.equal(await again.page.getByRole('spinbutton', { name: /^Weight/ }).inputValue(), '1.5');
  app.assertNoErrors();
  again.assertNoErrors();
});

test('a weight outside the core’s range in the URL is ignored, with the range', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&algorithm=wastar&weight=0.5`);
  const { page } = app;
  const notice = page.locator('#notice');
  await notice.filter({ hasText: /"weight" parameter/ }).waitFor();
  assert.match(await notice.textContent(), /expected a number from 1 to 100\./);
  assert.equal(await page.getByRole('spinbutton', { name: /^Weight/ }).inputValue(), '2');
  app.assertNoErrors();
});

test('a size the core does not take in the URL is ignored, with the sizes it takes', async (t) => {
  const app = await browser.openApp(t, '?size=1x9');
  const { page } = app;
  const notice = page.locator('#notice');
  await notice.filter({ hasText: /"size" parameter/ }).waitFor();
  assert.match(await notice.textContent(), /at least 2, with at most 256 cells/);
  assert.equal((await app.settledBoard(3, 3)).length, 9, 'the default 3 × 3 board instead');
  // The custom size fields take the same limits: a side of 2 to 128 (2 × 128 = 256 cells).
  for (const id of ['#width', '#height']) {
    const bounds = await page.locator(id).evaluate((input) => [input.min, input.max]);
    assert.deepEqual(bounds, ['2', '128'], `${id}'s bounds`);
  }
  app.assertNoErrors();
});

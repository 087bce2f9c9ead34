// Issue 33: what a link or this browser's storage says is checked before it is shown or used.
// Storage is anyone's on the origin (GitHub Pages sites of one user share it), so:
// - a forged best result ("Your best: 1 move … shortest 999") is never on show, and once the page
//   has measured the board's distance the stored entry agrees with it;
// - a remembered memory budget outside the page's range is brought into it with a notice, and
//   Solve works (it used to be off while the status said "Ready to solve");
// and a link's repeated parameter, its `start` without `step`, and `lang=en-XA` (the tests'
// pseudo-language, without the tests' switch) are each resolved with a word.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// Three moves from the goal 1…8 0 (slide 8 down, 5 left, 6 up).
const THREE_MOVES = [1, 2, 3, 4, 8, 5, 7, 0, 6];
const KEY = `3x3|${THREE_MOVES.join(',')}|1,2,3,4,5,6,7,8,0`;
const BEST = 'npuzzle-lab.best.v1';
const PAGE = 'npuzzle-lab.page.v1';

/**
 * Opens the page with `query`, its origin's localStorage holding `items` from the start (planted
 * as another page of the origin could have), with `before` run ahead of the page's scripts.
 */
async function openWithStorage(t, items, query, { before } = {}) {
  const origin = new URL(browser.baseUrl).origin;
  const localStorage = Object.entries(items).map(([name, value]) => ({ name, value }));
  const app = await browser.openUrl(t, 'about:blank', {
    waitForLoaded: false,
    contextOptions: { storageState: { cookies: [], origins: [{ origin, localStorage }] } },
  });
  if (before) await app.page.addInitScript(before);
  await app.page.goto(`${browser.baseUrl}index.html${query}`);
  await app.waitForLoaded();
  return app;
}

// Runs before the page's scripts: every text the best results ever showed, in order.
function recordBestTexts() {
  window.__bestTexts = [];
  const note = () => {
    const box = document.getElementById('best-results');
    if (!box || box.hidden) return;
    window.__bestTexts.push(box.textContent.replace(/\s+/g, ' ').trim());
  };
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['hidden'],
    }),
  );
}

test('a forged best result is not shown as a fact, and the stored entry comes to agree with the measured distance', async (t) => {
  const forged = [
    {
      key: KEY,
      lastAt: 2,
      shortest: { value: 999, exact: true },
      results: [
        { moves: 1, ms: 500, at: 1 },
        { moves: 5, ms: 9000, at: 2 },
      ],
    },
  ];
  const app = await openWithStorage(
    t,
    { [BEST]: JSON.stringify(forged) },
    `?board=${THREE_MOVES.join(',')}`,
    { before: recordBestTexts },
  );
  const { page } = app;
  await page.waitForFunction(
    () => /^3 moves from the goal/.test(document.getElementById('distance')?.textContent.trim()),
    null,
    { timeout: 30_000 },
  );
  await page.waitForFunction(() => !document.getElementById('best-results').hidden);
  const list = await page.locator('#best-list li').allTextContents();
  assert.deepEqual(
    list.map((item) => item.replace(/\s+/g, ' ').trim().split(' in ')[0]),
    ['5 moves'],
    'the 1-move result, shorter than the shortest, is not listed',
  );
  assert.match(await page.locator('#best-time').textContent(), /shortest 3 moves\.$/);
  const seen = await page.evaluate(() => window.__bestTexts);
  assert.ok(seen.length > 0, 'the best results were shown');
  for (const text of seen) {
    assert.doesNotMatch(text, /\b1 move\b|999/, `never on show: ${text}`);
  }
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), BEST);
  const entry = stored.find((candidate) => candidate.key === KEY);
  assert.deepEqual(entry.shortest, { value: 3, exact: true }, 'the measured distance is stored');
  assert.deepEqual(
    entry.results.map((result) => result.moves),
    [5],
  );
  app.assertNoErrors();
});

test('a remembered memory budget outside the page’s range is brought into it, with a notice, and Solve works', async (t) => {
  for (const { kept, used } of [
    { kept: 5, used: 16 },
    { kept: 999_999, used: null },
  ]) {
    const app = await openWithStorage(t, { [PAGE]: JSON.stringify({ memoryMB: kept }) }, '');
    const { page } = app;
    const max = Number(await page.locator('#memory').getAttribute('max'));
    const expected = used ?? max;
    const notice = await page.locator('#notice').textContent();
    assert.match(
      notice,
      new RegExp(
        `memory budget kept in this browser, ${kept} MB, is outside 16 to ${max} MB: the Memory budget field now holds ${expected} MB`,
      ),
    );
    assert.equal(await page.locator('#memory').inputValue(), String(expected));
    assert.equal(await page.locator('#memory').getAttribute('aria-invalid'), null);
    await page.waitForFunction(
      (key) => JSON.parse(localStorage.getItem(key) ?? '{}').memoryMB !== undefined,
      PAGE,
    );
    const remembered = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)), PAGE);
    assert.equal(remembered.memoryMB, expected, 'the corrected budget is the one remembered');
    await app.button('Solve').click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Solution requires 31 steps/ })
      .waitFor();
    app.assertNoErrors();
  }
});

test('a repeated parameter, a lone start and lang=en-XA from a link are each resolved with a word', async (t) => {
  const app = await browser.openApp(
    t,
    '?size=3x3&size=4x4&start=1,2,3,4,5,6,7,0,8&lang=en-XA&board=1,2,3,4,5,6,7,0,8',
  );
  const notice = (await app.page.locator('#notice').textContent()).replace(/\s+/g, ' ');
  assert.match(notice, /The "size" parameter is given more than once: the first, "3x3", is used\./);
  assert.match(notice, /Ignored the "start" parameter: it is read only together with "step"\./);
  assert.match(notice, /Ignored the "lang" parameter: expected one of en, es, de, zh\./);
  assert.equal(await app.page.evaluate(() => document.documentElement.lang), 'en');
  assert.doesNotMatch(await app.page.locator('body').textContent(), /⟦/, 'no pseudo-language');
  assert.deepEqual(await app.settledBoard(3, 3), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  app.assertNoErrors();
});

test('a board of 16 tiles with size=3x3: the board is refused, and the status says why', async (t) => {
  const board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0].join(',');
  const app = await browser.openApp(t, `?board=${board}&size=3x3`);
  assert.match(await app.statusText(), /expected 9 tiles for 3x3, got 16/);
  app.assertNoErrors();
});

test('a board of 961 tiles from a link: refused by the core before any of it is drawn', async (t) => {
  const tiles = Array.from({ length: 961 }, (_, i) => (i + 1) % 961);
  const app = await browser.openApp(t, `?board=${tiles.join(',')}`);
  assert.match(await app.statusText(), /31x31 has 961 cells; the most is 256/);
  const cells = await app.page.evaluate(() => document.querySelectorAll('#board .cell').length);
  assert.ok(cells <= 256, `${cells} cells drawn`);
  await app.page.getByRole('textbox', { name: /^Board/ }).fill('1 2 3 4 8 5 7 0 6');
  await app.button('Solve').click();
  await app.page
    .getByRole('status')
    .filter({ hasText: /^Solution requires 3 steps/ })
    .waitFor();
  app.assertNoErrors();
});

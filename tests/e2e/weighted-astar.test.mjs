// Acceptance (issue 5): the weight slider at w = 3 on a hard 8-puzzle shows a found length ≥
// the optimal one and fewer nodes. The slider is moved with the keyboard, as a student without
// a mouse would, and the weight lands in the URL.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// The hardest 8-puzzle for the blank-last goal: 31 moves.
const HARD = '?board=8,6,7,2,5,4,3,0,1&lab=weighted';
const number = (text) => Number(String(text).replace(/,/g, '').trim());

async function weightedRows(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#weighted-table tbody tr')].map((row) => ({
      search: row.querySelector('th').textContent.trim(),
      length: row.cells[1].textContent.trim(),
      expanded: row.cells[2].textContent.trim(),
    })),
  );
}

test('w = 3 on the hardest 8-puzzle: a path at least as long as the shortest, with fewer nodes', async (t) => {
  const app = await browser.openApp(t, HARD);
  const { page } = app;
  const slider = page.getByRole('slider', { name: 'Weight w' });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.locator('#weighted-value').textContent(), '3.0');
  // Moving the slider runs the comparison by itself once the slider rests.
  await page.locator('#weighted-summary', { hasText: /w = 3\)/ }).waitFor({ timeout: 15_000 });
  const [optimal, weighted] = await weightedRows(page);
  assert.equal(optimal.search, 'A* (shortest path)');
  assert.equal(weighted.search, 'Weighted A*, w = 3');
  assert.equal(number(optimal.length), 31, 'A* finds the 31-move optimum');
  assert.ok(number(weighted.length) >= number(optimal.length), 'never shorter than the optimum');
  assert.ok(number(weighted.length) <= 3 * 31, 'within the w × optimal bound');
  assert.ok(number(weighted.expanded) < number(optimal.expanded), 'fewer nodes expanded');
  const summary = await page.locator('#weighted-summary').textContent();
  assert.match(summary, new RegExp(`found ${number(weighted.length)} moves; the shortest is 31`));
  assert.match(summary, /fewer \(\d+% saved\)/);
  await page.waitForFunction(() => new URLSearchParams(location.search).get('weight') === '3');
  // The Solver card's weight is the same setting.
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('wastar');
  assert.equal(await page.locator('#weight').inputValue(), '3');
  app.assertNoErrors();
});

test('the Compare with A* button runs it too, at the weight from the URL', async (t) => {
  const app = await browser.openApp(t, `${HARD}&weight=1.5`);
  const { page } = app;
  assert.equal(await page.locator('#weighted-value').textContent(), '1.5', 'weight from the URL');
  await app.button('Compare with A*').click();
  await page.locator('#weighted-summary', { hasText: /w = 1\.5\)/ }).waitFor({ timeout: 15_000 });
  const [optimal, weighted] = await weightedRows(page);
  assert.ok(number(weighted.length) >= number(optimal.length));
  assert.ok(number(weighted.length) <= Math.floor(1.5 * number(optimal.length)));
  app.assertNoErrors();
});

// Issue 30, item 1: the lab where a student needs it (Chromium). The first screen at 1366×768
// names the lab and opens it; after a Solve, "How was this found?" opens step mode on that
// solution's start board, with the search that found it ready to step; the cards a student rarely
// needs (picture, share) stand after the lab, not between the board and it.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const HARDEST = '8,6,7,2,5,4,3,0,1'; // 31 moves to 1 2 … 8 0

/** The top of `selector`'s box relative to the view, in CSS pixels. */
function topOf(page, selector) {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

test('the first screen names the lab, and its link opens the lab at the top of the view', async (t) => {
  const app = await browser.openApp(t, `?board=${HARDEST}`);
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 768 });
  const link = page.getByRole('link', { name: 'Open the lab' });
  const linkBox = await link.boundingBox();
  assert.ok(linkBox && linkBox.y + linkBox.height <= 768, 'the invitation is on the first screen');
  assert.ok((await topOf(page, '#lab')) > 768, 'the lab itself begins below the first screen');
  await link.click();
  await page.waitForFunction(
    () => Math.abs(document.getElementById('lab').getBoundingClientRect().top) < 2,
  );
  // The address names no #lab (a link shared afterwards is the page's own), and the panel on show
  // has started: step mode waits for its first Step.
  assert.equal(new URL(page.url()).hash, '');
  await page
    .locator('#step-status')
    .filter({ hasText: /Press Step/ })
    .waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'tab-step');
  // What a student rarely needs stands after the lab.
  for (const card of ['#picture-card', '#share-heading']) {
    const below = await page.evaluate(
      (selector) =>
        document.querySelector(selector).getBoundingClientRect().top >
        document.getElementById('lab').getBoundingClientRect().bottom - 1,
      card,
    );
    assert.ok(below, `${card} stands after the lab`);
  }
  app.assertNoErrors();
});

test('"How was this found?" opens step mode on the solution\'s start board, with the search that found it', async (t) => {
  const app = await browser.openApp(t, `?board=${HARDEST}&algorithm=astar&heuristic=manhattan`);
  const { page } = app;
  await page.setViewportSize({ width: 1366, height: 768 });
  // Another panel is open first: the button chooses step mode.
  await page.getByRole('tab', { name: 'Compare' }).click();
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  // Playing the solution forward moves the board on show; the lab stays on the solution's start.
  await page.getByRole('button', { name: 'Step forward' }).first().click();
  await page.getByRole('button', { name: 'How was this found?' }).click();
  await page.waitForFunction(
    () => Math.abs(document.getElementById('lab').getBoundingClientRect().top) < 2,
  );
  assert.equal(
    await page.getByRole('tab', { name: 'Step through' }).getAttribute('aria-selected'),
    'true',
  );
  assert.match(await page.locator('#lab-board').textContent(), /start of the solution/i);
  await page
    .locator('#step-status')
    .filter({ hasText: /Press Step/ })
    .waitFor();
  // The search that found it, stepped to the end, finds the same length.
  await page.getByRole('button', { name: 'Run to end' }).click();
  await page
    .locator('#step-status')
    .filter({ hasText: /Goal reached/ })
    .waitFor({ timeout: 30_000 });
  await page.waitForFunction(
    () => document.getElementById('search-tree').dataset.solution === '31',
  );
  // The link keeps the lab in use.
  assert.equal(new URL(page.url()).searchParams.get('lab'), 'step');
  app.assertNoErrors();
});

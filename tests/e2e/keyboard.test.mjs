// Acceptance (issue 5): keyboard only — Tab to the board, move tiles with the arrow keys, Tab to
// Solve and press it, Tab to Play and play the solution back, with no mouse at all. Focus is
// visible on the way, and the live region announces the moves. The lab's tabs work from the
// keyboard too.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const START = [8, 0, 6, 5, 4, 7, 2, 3, 1];
const GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Presses Tab (Shift+Tab when `backwards`) until `matches()` holds in the page. */
async function tabTo(page, describe, matches, { backwards = false, limit = 40 } = {}) {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (await page.evaluate(matches)) return;
  }
  throw new Error(`${key} never reached ${describe}`);
}

/** The focused element's outline: visible focus means a real outline (or box shadow). */
async function focusRing(page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });
}

test('Tab to the board, move tiles, solve and play back without the mouse', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first&speed=30`);
  const { page } = app;

  await tabTo(page, 'the board', () => document.activeElement?.getAttribute('role') === 'grid');
  assert.equal(
    await page.evaluate(() => document.activeElement.getAttribute('aria-label')),
    'Puzzle board',
  );
  assert.ok(await focusRing(page), 'the focused board shows a focus ring');

  // The blank is top middle: ArrowLeft slides the 6 (right of it) left, ArrowRight slides it back.
  await page.keyboard.press('ArrowLeft');
  const moved = [8, 6, 0, 5, 4, 7, 2, 3, 1];
  await app.waitForBoard(moved, 3, 3);
  await page.locator('#announcer', { hasText: 'Tile 6 moved left. 1 move.' }).waitFor();
  await page.keyboard.press('ArrowUp'); // the 7 below the blank slides up
  await app.waitForBoard([8, 6, 7, 5, 4, 0, 2, 3, 1], 3, 3);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await app.waitForBoard(START, 3, 3);
  assert.equal(await app.moveCount(), 4);

  await tabTo(page, 'Solve', () => document.activeElement?.id === 'solve');
  assert.ok(await focusRing(page), 'the focused button shows a focus ring');
  await page.keyboard.press('Enter');
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');

  // Solve disabled itself: the focus went to Cancel and, with the solution loaded, to Play.
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Play');
  await page.keyboard.press('Enter');
  await app.waitForBoard(GOAL, 3, 3, 15_000);
  await page.getByText('Solved', { exact: true }).waitFor({ state: 'visible' });
  assert.equal(await app.playbackStep(), 31);
  assert.equal(await app.moveCount(), 4, 'Solve keeps the count of the user’s own moves');
  await page.locator('#announcer', { hasText: /Played all 31 steps\. Solved\./ }).waitFor();

  // Step back with the keyboard as well: it comes just before Play, where focus is now.
  await tabTo(
    page,
    'Step back',
    () => document.activeElement?.getAttribute('aria-label') === 'Step back',
    { backwards: true, limit: 5 },
  );
  await page.keyboard.press('Space');
  await app.waitForBoardParam(await app.settledBoard(3, 3));
  assert.equal(await app.playbackStep(), 30);
  app.assertNoErrors();
});

test('the lab tabs follow the arrow keys, and step mode steps from the keyboard', async (t) => {
  const app = await browser.openApp(t, `?board=${START.join(',')}&goal=blank-first`);
  const { page } = app;
  await tabTo(page, 'the lab tabs', () => document.activeElement?.getAttribute('role') === 'tab');
  assert.equal(
    await page.evaluate(() => document.activeElement.textContent.trim()),
    'Step through',
  );
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.textContent.trim()), 'Compare');
  assert.ok(await page.locator('#panel-compare').isVisible());
  await page.keyboard.press('ArrowLeft');
  assert.ok(await page.locator('#panel-step').isVisible());
  await tabTo(page, 'Step', () => document.activeElement?.id === 'step-expand');
  await page.keyboard.press('Enter');
  await page.locator('#step-expanded', { hasText: /^1$/ }).waitFor();
  await page
    .locator('#announcer', {
      hasText: /^Step 1: expanded g 0, h 23, f 23\. Open list \d+, closed set 1\.$/,
    })
    .waitFor();
  app.assertNoErrors();
});

// Acceptance (issue 29, "Words"), in Chromium: each message says what the person did, where they
// did it — a forgotten blank is named as such and a size the page cannot tell names its Size menu
// (never the command line's `--size`); the board's hints speak of taps on a touch screen; an
// answer not proven shortest says so; the playback line does not contradict the distance line
// after a move off the solution; step mode does not wait for a solver that is ready; a copy is
// confirmed beside its button; the embed code's frame title is in the page's language; an arrow
// key toward a wall says why nothing moved.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const START = [8, 0, 6, 5, 4, 7, 2, 3, 1]; // 31 moves to the blank-first goal; the gap top middle
const BOARD = `?board=${START.join(',')}&goal=blank-first`;

/** The text a sighted reader gets (innerText skips what is not laid out). */
const shownText = (locator) => locator.evaluate((element) => element.innerText.trim());

test('a forgotten blank says so, a size the page cannot tell names the Size menu and a size that fits, and a count no board has says so', async (t) => {
  const app = await browser.openApp(t, BOARD);
  const { page } = app;
  assert.equal(await page.getByRole('combobox', { name: 'Size' }).inputValue(), '3x3');
  const box = page.getByRole('textbox', { name: /^Board/ });
  const error = page.locator('#board-text-error:not([hidden])');

  await box.fill('1 2 3 4 5 6 7 8');
  await error.waitFor();
  const noBlank = await error.textContent();
  assert.match(noBlank, /no blank \(0\): a 3x3 board holds 8 tiles and the blank, written 0 or _/);
  assert.doesNotMatch(noBlank, /WxH|--size/);

  await box.fill('1 2 3 4 5 6 7 0');
  await page.waitForFunction(() =>
    /cannot tell the size/.test(document.getElementById('board-text-error')?.textContent ?? ''),
  );
  const sizeUnknown = await error.textContent();
  assert.match(sizeUnknown, /choose its size in the Size menu first \(e\.g\. 4x2\)/);
  assert.doesNotMatch(sizeUnknown, /WxH|--size/);

  // Seven tiles fill no rectangle: no size to choose, so none is named.
  await box.fill('1 2 3 4 5 6 0');
  await page.waitForFunction(() =>
    /7 tiles/.test(document.getElementById('board-text-error')?.textContent ?? ''),
  );
  const noRectangle = await error.textContent();
  assert.match(noRectangle, /7 tiles \(the blank counted\) fit no rectangle of at least 2x2/);
  assert.doesNotMatch(noRectangle, /Size menu|WxH|--size/);
  app.assertNoErrors();
});

test('the hints say "tap" where the pointer is a finger and "click" where it is a mouse', async (t) => {
  const desktop = await browser.openApp(t, BOARD);
  assert.match(await shownText(desktop.page.locator('.tagline')), /^How to play: click or drag/);
  const phone = await browser.openApp(t, BOARD, {
    contextOptions: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } },
  });
  assert.ok(await phone.page.evaluate(() => matchMedia('(pointer: coarse)').matches));
  const tagline = await shownText(phone.page.locator('.tagline'));
  assert.match(tagline, /^How to play: tap or drag/);
  assert.doesNotMatch(tagline, /click/);
  await phone.page.locator('#edit').click();
  const editHint = await shownText(phone.page.locator('#edit-hint'));
  assert.match(editHint, /or tap two tiles/);
  assert.doesNotMatch(editHint, /click/);
  desktop.assertNoErrors();
  phone.assertNoErrors();
});

test('an answer not proven shortest says so; a shortest one keeps its sentence', async (t) => {
  const app = await browser.openApp(t, `${BOARD}&algorithm=greedy&heuristic=manhattan`);
  await app.button('Solve').click();
  const status = await app.waitForStatus(/^A solution of|^Solution requires/);
  assert.match(status, /^A solution of \d+ moves \(not proven shortest\)$/);
  app.assertNoErrors();
});

test('after a move off the solution the playback line does not contradict the distance', async (t) => {
  const app = await browser.openApp(t, `${BOARD}&speed=30`);
  const { page } = app;
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  const label = page.locator('#step-label');
  assert.equal(await label.textContent(), 'Start: 31 steps to go');
  // The solution's first move is not this one: the 8 slides right, off the path.
  const firstMove = await page.locator('#move-list li').first().textContent();
  assert.doesNotMatch(firstMove, /Move 8 right/);
  await app.tile(8).click();
  await app.waitForBoard([0, 8, 6, 5, 4, 7, 2, 3, 1], 3, 3);
  await page.locator('#path-hint:not([hidden])').waitFor();
  assert.equal(await label.textContent(), 'Off the solution (31 steps from its start)');
  assert.doesNotMatch(await label.textContent(), /to go/);
  await page.locator('#distance[data-state="exact"]').waitFor();
  assert.match(await page.locator('#distance').textContent(), /\b3[02] moves from the goal/);
  app.assertNoErrors();
});

test('step mode does not say it waits for a solver that is ready', async (t) => {
  const app = await browser.openApp(t, BOARD);
  const status = app.page.locator('#step-status');
  // The lab is below the fold: its search has not started, but the solver is ready.
  assert.doesNotMatch(await status.textContent(), /when the solver is ready/);
  await app.page.locator('#lab').scrollIntoViewIfNeeded();
  await app.page.waitForFunction(() =>
    /Before the first expansion/.test(document.getElementById('step-status').textContent),
  );
  app.assertNoErrors();
});

test('a copy is confirmed beside the button pressed, not in the notice', async (t) => {
  const app = await browser.openApp(t, BOARD, {
    contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
  });
  const { page } = app;
  const near = async (button, text) => {
    const control = page.locator(button);
    await control.click();
    const line = page.locator('.confirmation:not([hidden])', { hasText: text });
    await line.waitFor();
    const [at, said] = [await control.boundingBox(), await line.boundingBox()];
    const gap = said.y - (at.y + at.height);
    assert.ok(gap >= 0 && gap < 40, `${text}: ${gap} px under ${button}`);
    assert.ok(await line.isVisible());
    await page.locator('#announcer', { hasText: text }).waitFor();
  };
  await near('#copy-embed', 'Embed code copied');
  await near('#copy-link', 'Link copied to the clipboard.');
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/);
  await near('#copy', 'Solution copied to the clipboard.');
  assert.ok(await page.locator('#notice').isHidden(), 'nothing in the notice at the top');
  app.assertNoErrors();
});

test("the embed code's frame title is in the page's language", async (t) => {
  const app = await browser.openApp(t, `${BOARD}&lang=es`);
  // openApp waits for the English loading status to go; this page speaks Spanish.
  await app.waitForStatus(/^Listo para resolver/);
  await app.page.locator('#embed-details > summary').click();
  // The code is written on the disclosure's `toggle` event, which the browser fires a task later.
  const code = app.page.locator('#embed-code');
  await app.page.waitForFunction(() => document.getElementById('embed-code').value !== '');
  assert.match(
    await code.inputValue(),
    /title="N-Puzzle Lab: 8-puzzle, tablero 8 0 6 \/ 5 4 7 \/ 2 3 1"/,
  );
  // A change of language words the code on show again.
  await app.page.getByRole('combobox', { name: 'Idioma' }).selectOption('de');
  await app.page.waitForFunction(() =>
    /title="N-Puzzle Lab: 8-Puzzle, Brett /.test(document.getElementById('embed-code').value),
  );
  app.assertNoErrors();
});

test('an arrow key toward a wall says why nothing moved', async (t) => {
  const app = await browser.openApp(t, BOARD);
  const { page } = app;
  await page.getByRole('grid', { name: 'Puzzle board' }).focus();
  // The gap is in the top row: no tile is above it to slide down.
  await page.keyboard.press('ArrowDown');
  await page
    .locator('#announcer', { hasText: 'No tile can slide down: the gap is on the top row.' })
    .waitFor();
  assert.deepEqual(await app.readBoard(3, 3), START);
  assert.equal(await app.moveCount(), 0);
  app.assertNoErrors();
});

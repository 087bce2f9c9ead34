// Issue 9's page behaviours that a classroom meets (Chromium): the text box, Solve and the
// board never disagree; undo/redo and a move counter that counts the student's own moves; a
// status that is never stale; keyboard shortcuts and edit mode from the keyboard; focus kept
// when a button disables itself; the lab says which board it works on; a memory budget out of
// range is refused with its range. (The race and sandbox scenarios run in every engine, in
// tests/browsers/.)
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const HARDEST = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves to 1 2 … 8 0
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const NEAR = [1, 2, 3, 4, 5, 6, 0, 7, 8]; // 2 moves: 7 left, 8 left

test('a mistyped board is never solved: the box is marked, Solve waits, the old board is dimmed', async (t) => {
  const app = await browser.openApp(t, `?board=${HARDEST.join(',')}`);
  const { page } = app;
  const box = page.getByRole('textbox', { name: /^Board/ });
  await box.fill('1 2 3 3 5 6 7 8 0');
  // At once (before the core has read it) Solve is off: the text is not the board on show.
  assert.ok(await app.button('Solve').isDisabled(), 'Solve is off while the text is unread');
  await page.waitForFunction(
    () => document.getElementById('board-text').getAttribute('aria-invalid') === 'true',
  );
  const description = await box.evaluate((element) =>
    element
      .getAttribute('aria-describedby')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
  assert.match(description, /tile 3 appears twice/);
  assert.match(await app.statusText(), /tile 3 appears twice/);
  assert.ok(await app.button('Solve').isDisabled());
  assert.ok(await app.grid.evaluate((grid) => grid.classList.contains('is-stale')));
  // The S shortcut cannot solve it either.
  await app.grid.focus();
  await page.keyboard.press('s');
  await page.waitForTimeout(300);
  assert.doesNotMatch(await app.statusText(), /Solution requires/);
  // A lab panel says it still works on the last valid board.
  assert.match(await page.locator('#lab-board').textContent(), /not a valid board/);

  await box.fill('1 2 3 4 5 6 0 7 8');
  await page.waitForFunction(
    () => !document.getElementById('board-text').hasAttribute('aria-invalid'),
  );
  await app.waitForBoard(NEAR, 3, 3);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 2 steps');
  app.assertNoErrors();
});

test('an invalid board in the URL is kept for fixing and never answered as another board', async (t) => {
  const app = await browser.openApp(t, '?board=1,2,3,3,5,6,7,8,0');
  assert.match(await app.statusText(), /tile 3 appears twice/);
  assert.ok(await app.button('Solve').isDisabled(), 'no "0 steps" for the fallback board');
  assert.equal(
    await app.page.getByRole('textbox', { name: /^Board/ }).getAttribute('aria-invalid'),
    'true',
  );
  // Shuffle is a way out: a new board, a valid box, Solve back.
  await app.button('Shuffle').click();
  await app.page.waitForFunction(() => !document.getElementById('solve').disabled);
  assert.equal(
    await app.page.getByRole('textbox', { name: /^Board/ }).getAttribute('aria-invalid'),
    null,
  );
  app.assertNoErrors();
});

test('a typed board solved at once: the status goes from Solving to the answer, never back to Ready', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}`);
  const { page } = app;
  // Every status the page shows from here on, in order.
  await page.evaluate(() => {
    const status = document.querySelector('[role=status]');
    window.__statuses = [];
    new MutationObserver(() => window.__statuses.push(status.textContent.trim())).observe(status, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  // Typed in a flat form (the box shows it by rows once left) and solved the moment Solve is
  // enabled: leaving the box to press Solve must not read the same board a second time, which
  // put "Ready to solve." on show while the search ran.
  await page.getByRole('textbox', { name: /^Board/ }).fill(HARDEST.join(' '));
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  const statuses = await page.evaluate(() => window.__statuses);
  const solving = statuses.findIndex((text) => /^Solving/.test(text));
  assert.ok(solving >= 0, `the search was announced: ${statuses.join(' | ')}`);
  const during = statuses.slice(
    solving,
    statuses.findIndex((text) => /^Solution/.test(text)),
  );
  assert.ok(
    during.every((text) => /^Solving/.test(text)),
    `only "Solving…" until the answer: ${during.join(' | ')}`,
  );
  await app.waitForBoard(HARDEST, 3, 3);
  assert.equal(
    await page.getByRole('textbox', { name: /^Board/ }).inputValue(),
    '8 6 7\n2 5 4\n3 0 1',
    'the box shows the typed board by rows once left',
  );
  app.assertNoErrors();
});

test('a pasted board is read at once; a typed one once typing pauses', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}`);
  const { page } = app;
  // The text put in the box with the input event a paste (or keystrokes) make, and the board
  // checks sent to the worker counted in the same task.
  const checksSentAtOnce = (text, inputType) =>
    page.evaluate(
      ({ text, inputType }) => {
        const checks = () =>
          window.__workerMessages.filter((m) => m.direction === 'out' && m.type === 'check').length;
        const before = checks();
        const box = document.getElementById('board-text');
        box.value = text;
        box.dispatchEvent(new InputEvent('input', { bubbles: true, inputType }));
        return checks() - before;
      },
      { text, inputType },
    );
  assert.equal(await checksSentAtOnce(HARDEST.join(' '), 'insertFromPaste'), 1, 'pasted: read now');
  await app.waitForBoard(HARDEST, 3, 3);
  await app.waitForStatus(/^Ready to solve/);
  assert.equal(await checksSentAtOnce(NEAR.join(' '), 'insertText'), 0, 'typed: not yet');
  assert.ok(await app.button('Solve').isDisabled(), 'Solve waits for the typed text to be read');
  await app.waitForBoard(NEAR, 3, 3);
  await app.waitForStatus(/^Ready to solve/);
  app.assertNoErrors();
});

test('undo and redo the student’s own moves; the counter counts them, Solve keeps it', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}`);
  const { page } = app;
  await app.tile(7).click();
  await app.waitForBoard([1, 2, 3, 4, 5, 6, 7, 0, 8], 3, 3);
  assert.equal(await app.moveCount(), 1);
  await app.button('Undo').click();
  await app.waitForBoard(NEAR, 3, 3);
  assert.equal(await app.moveCount(), 0, 'an undone move is not counted');
  await page.keyboard.press('Control+y');
  await app.waitForBoard([1, 2, 3, 4, 5, 6, 7, 0, 8], 3, 3);
  assert.equal(await app.moveCount(), 1);
  await page.locator('#announcer', { hasText: /^Redone: Tile 7 moved left/ }).waitFor();
  await page.keyboard.press('Control+z');
  await app.waitForBoard(NEAR, 3, 3);
  await page.locator('#announcer', { hasText: /^Undone: Tile 7 moved right/ }).waitFor();
  await app.tile(7).click();
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 1 step');
  assert.equal(await app.moveCount(), 1, 'Solve does not reset the count of the student’s moves');
  app.assertNoErrors();
});

test('the status never keeps a stale result after the student moves off the solution', async (t) => {
  const app = await browser.openApp(t, `?board=${HARDEST.join(',')}`);
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 31 steps/);
  // 5 is next to the blank but not the solution's first move (which slides 5 or 3? take the
  // other neighbour): whichever neighbour is not next on the path leaves it.
  const next = await app.page.locator('#move-list li').first().textContent();
  const off = /Move 3 /.test(next) ? 5 : 3;
  await app.tile(off).click();
  const status = await app.waitForStatus(/left the solution/);
  assert.doesNotMatch(status, /Solution requires/);
  app.assertNoErrors();
});

test('keyboard shortcuts play, pause and step the solution, and focus stays on a usable control', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}&speed=64`);
  const { page } = app;
  await page.keyboard.press('s');
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 2 steps');
  await page.keyboard.press('.');
  await app.waitForBoard([1, 2, 3, 4, 5, 6, 7, 0, 8], 3, 3);
  assert.equal(await app.playbackStep(), 1);
  await page.keyboard.press(',');
  await app.waitForBoard(NEAR, 3, 3);
  await page.keyboard.press('p');
  await app.waitForBoard(GOAL, 3, 3);
  // Step forward, focused at the last step, disables itself: focus moves to Step back.
  await app.button('Step back').click();
  await app.button('Step forward').focus();
  await page.keyboard.press('Enter');
  await app.waitForBoard(GOAL, 3, 3);
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Step back',
  );
  app.assertNoErrors();
});

test('edit mode works from the keyboard: arrows move between cells, Enter swaps two of them', async (t) => {
  const app = await browser.openApp(t, `?board=${GOAL.join(',')}`);
  const { page } = app;
  await app.button('Edit board by swapping tiles').click();
  await app.tile(1).focus();
  await page.keyboard.press('Enter'); // pick tile 1
  await page.keyboard.press('ArrowRight'); // to tile 2
  await page.keyboard.press('Enter'); // swap 1 and 2
  await app.waitForBoard([2, 1, 3, 4, 5, 6, 7, 8, 0], 3, 3);
  // The blank can be picked too.
  // Focus stayed on tile 2, now in the first cell: down twice and right twice is the blank.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(
    await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    'Blank',
  );
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await app.waitForBoard([2, 1, 3, 4, 5, 6, 7, 0, 8], 3, 3);
  app.assertNoErrors();
});

test('after playing to the end, the lab names the start board and works on it', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}&speed=64`);
  const { page } = app;
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 2 steps/);
  await app.button('Play').click();
  await app.waitForBoard(GOAL, 3, 3);
  const lab = await page.locator('#lab-board').textContent();
  assert.match(lab, /1 2 3 \/ 4 5 6 \/ 0 7 8/);
  assert.match(lab, /start of the solution/);
  await page.getByRole('tab', { name: 'Step through' }).click();
  await page.getByRole('button', { name: 'Step', exact: true }).click();
  await page.waitForFunction(() => document.getElementById('step-expanded').textContent === '1');
  assert.notEqual(
    await page.locator('#step-fbound').textContent(),
    '0',
    'f is not 0: not the goal',
  );
  app.assertNoErrors();
});

test('a memory budget outside its range is refused with the range, and Solve waits', async (t) => {
  const app = await browser.openApp(t, `?board=${NEAR.join(',')}`);
  const { page } = app;
  await page.getByText('Advanced', { exact: true }).click();
  const memory = page.getByRole('spinbutton', { name: /^Memory budget/ });
  await memory.fill('17592186044416');
  await page.waitForFunction(() => document.getElementById('memory').getAttribute('aria-invalid'));
  assert.match(await page.locator('#memory-error').textContent(), /from 16 to \d+ MB/);
  assert.ok(await app.button('Solve').isDisabled());
  await memory.fill('256');
  await page.waitForFunction(() => !document.getElementById('solve').disabled);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 2 steps');
  app.assertNoErrors();
});

test('undo after playback moved the board says so and keeps the history', async (t) => {
  const app = await browser.openApp(t, `?board=${HARDEST.join(',')}`);
  const { page } = app;
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 31 steps/);
  // The student plays the solution's first move by hand, then the playback moves on.
  const first = await page.locator('#move-list li').first().textContent();
  const tile = Number(/Move (\d+) /.exec(first)[1]);
  await app.tile(tile).click();
  await page.waitForFunction(() => document.getElementById('scrubber').value === '1');
  for (let i = 0; i < 3; i++) await app.button('Step forward').click();
  await page.waitForFunction(() => document.getElementById('scrubber').value === '4');
  const before = await app.settledBoard(3, 3);
  await app.button('Undo').click();
  await page.locator('#announcer', { hasText: 'Cannot undo here' }).waitFor();
  assert.deepEqual(await app.settledBoard(3, 3), before, 'the board did not change');
  assert.ok(await app.button('Undo').isEnabled(), 'the history is kept');
  app.assertNoErrors();
});

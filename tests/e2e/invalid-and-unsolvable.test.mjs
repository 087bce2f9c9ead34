// Acceptance: `?board=1,2,3,3,5,6,7,8,0` shows a message naming the duplicate;
// `?board=2,1,3,4,5,6,7,8,0` says the board cannot be solved and why, without starting a search.
// Also the same for a board typed into the page, which is checked at once.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const CANNOT_BE_SOLVED = /unsolvable|cannot be solved/i;
// The reason is the parity argument: the permutation's parity against the blank's distance.
const PARITY_REASON = /odd permutation.*\(even\)|even permutation.*\(odd\)|parit/i;

test('a board with a duplicate tile: the status names the duplicate', async (t) => {
  const app = await browser.openApp(t, '?board=1,2,3,3,5,6,7,8,0');
  const status = await app.statusText();
  assert.match(status, /tile 3 appears twice/);
  assert.match(status, /invalid/i);
  // The bad board is never drawn half-parsed: the grid holds a whole board, one tile of each.
  const shown = await app.settledBoard(3, 3);
  assert.deepEqual(shown.toSorted(), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  // The text is kept where it can be fixed.
  assert.match(
    await app.page.getByRole('textbox', { name: /^Board/ }).inputValue(),
    /^1,2,3,3,5,6,7,8,0$/,
  );
  assert.ok(await app.button('Cancel').isDisabled(), 'no search is running');
  app.assertNoErrors();
});

for (const { name, board, width } of [
  { name: 'the 8-puzzle with 1 and 2 swapped', board: [2, 1, 3, 4, 5, 6, 7, 8, 0], width: 3 },
  {
    name: 'the 15-puzzle with 14 and 15 swapped',
    board: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0],
    width: 4,
  },
]) {
  test(`an unsolvable board (${name}): the reason at once, and Solve starts no search`, async (t) => {
    const app = await browser.openApp(t, `?board=${board.join(',')}`);
    const { page } = app;
    const status = await app.statusText();
    assert.match(status, CANNOT_BE_SOLVED);
    assert.match(status, PARITY_REASON, 'the status says why (the parities)');
    assert.deepEqual(await app.settledBoard(width, width), board, 'the board is on show');
    assert.ok(await page.getByRole('region', { name: 'Search progress' }).isHidden());

    // Solve asks the core, which answers from the parity alone: no node is expanded, no
    // progress is reported, and the page says the same reason again.
    await app.button('Solve').click();
    const answers = await app.waitForSolveEnd();
    assert.deepEqual(
      answers.map((m) => m.type),
      ['done'],
      'one answer, with no progress reports before it',
    );
    assert.equal(answers[0].status, 'unsolvable');
    assert.ok(!answers[0].expanded, `no node expanded (expanded: ${answers[0].expanded})`);
    assert.match(await app.waitForStatus(PARITY_REASON), CANNOT_BE_SOLVED);
    assert.ok(await app.button('Solve').isEnabled(), 'the page is ready again');
    assert.ok(await app.button('Cancel').isDisabled());
    assert.ok(await app.button('Play').isDisabled(), 'there is nothing to play');
    assert.ok(await page.getByRole('region', { name: 'Search progress' }).isHidden());
    app.assertNoErrors();
  });
}

test('a typed board is checked at once: the problem, the parity reason, or ready', async (t) => {
  const app = await browser.openApp(t, '?board=1,2,3,4,5,6,7,0,8');
  const field = app.page.getByRole('textbox', { name: /^Board/ });

  await field.fill('1 2 3 / 4 5 6 / 7 7 0');
  await app.waitForStatus(/tile 7 appears twice/);
  assert.deepEqual(await app.settledBoard(3, 3), [1, 2, 3, 4, 5, 6, 7, 0, 8], 'board unchanged');

  await field.fill('1 2 3 4 5 6 7 8');
  await app.waitForStatus(/no blank \(0\): a 3x3 board holds 8 tiles and the blank/);

  await field.fill('2 1 3 4 5 6 7 8 0');
  assert.match(await app.waitForStatus(CANNOT_BE_SOLVED), PARITY_REASON);
  await app.waitForBoard([2, 1, 3, 4, 5, 6, 7, 8, 0], 3, 3);

  await field.fill('8 0 6 5 4 7 2 3 1');
  await app.waitForStatus(/^Ready to solve/);
  await app.waitForBoard([8, 0, 6, 5, 4, 7, 2, 3, 1], 3, 3);
  await app.waitForBoardParam([8, 0, 6, 5, 4, 7, 2, 3, 1]);
  app.assertNoErrors();
});

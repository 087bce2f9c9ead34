// Acceptance (issue 5): the solvability explainer on `2 1 3 4 5 6 7 8 0` and on a 4×4 unsolvable
// board names the parity argument and a swap that fixes it — and that swap does.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

async function explainer(page) {
  return (await page.locator('#solvability').textContent()).replace(/\s+/g, ' ');
}

test('2 1 3 4 5 6 7 8 0: the parity argument, and swapping 2 and 1 makes it solvable', async (t) => {
  const app = await browser.openApp(t, '?board=2,1,3,4,5,6,7,8,0&lab=solvability');
  const { page } = app;
  const text = await explainer(page);
  assert.match(text, /This board cannot be solved/);
  assert.match(text, /permutation is odd \(1 swap\) and the distance is 0 moves \(even\)/);
  assert.match(text, /parities/);
  assert.match(text, /The width 3 is odd/, 'the rule for this width');
  assert.match(text, /1 inversion \(odd\)/);
  const fix = app.button('Swap tiles 2 and 1');
  await fix.click();
  await app.waitForBoard([1, 2, 3, 4, 5, 6, 7, 8, 0], 3, 3);
  await page.locator('#solvability .verdict', { hasText: 'This board can be solved' }).waitFor();
  assert.doesNotMatch(await app.statusText(), /cannot be solved/);
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 0 steps');
  app.assertNoErrors();
});

test('a scrambled 4×4 board with two tiles swapped: the swap named fixes it and it solves', async (t) => {
  // 5 1 6 2 / 9 10 3 0 / 13 14 4 7 / 15 8 11 12 needs 28 moves; with 5 and 1 exchanged it has
  // no solution at all.
  const board = [1, 5, 6, 2, 9, 10, 3, 0, 13, 14, 4, 7, 15, 8, 11, 12];
  const app = await browser.openApp(t, `?board=${board.join(',')}`);
  const { page } = app;
  assert.match(await app.statusText(), /unsolvable|cannot be solved/i);
  await page.getByRole('tab', { name: 'Solvability' }).click();
  const text = await explainer(page);
  assert.match(text, /This board cannot be solved/);
  assert.match(text, /Every move swaps the blank with a neighbouring tile/);
  assert.match(text, /The width 4 is even/);
  assert.match(text, /blank's row counted from the bottom/);
  const button = page.locator('#solvability .fix button');
  const [, a, b] = /^Swap tiles (\d+) and (\d+)$/.exec(await button.textContent());
  await button.click();
  const fixed = board.map((tile) =>
    tile === Number(a) ? Number(b) : tile === Number(b) ? Number(a) : tile,
  );
  await app.waitForBoard(fixed, 4, 4);
  await app.waitForStatus(/^Ready to solve/);
  await page.locator('#solvability .verdict', { hasText: 'This board can be solved' }).waitFor();
  await app.button('Solve').click();
  assert.match(
    await app.waitForStatus(/^Solution requires/, 30_000),
    /^Solution requires \d+ steps$/,
  );
  app.assertNoErrors();
});

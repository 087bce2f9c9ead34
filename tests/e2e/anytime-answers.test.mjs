// Issue 31 item 1, in the page: above the sizes auto proves optimal, it answers and then shortens
// its answer. "Think for up to" (shown only where auto thinks) sets how long, and refuses a time
// outside the core's range naming itself; while auto shortens, the progress shows the best answer
// so far and the proven bound; Cancel then keeps that answer, loaded for playback as any other.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// Korf & Felner's 24-puzzle #3 (97 moves; blank-first goal).
const KORF24_3 = [
  6, 0, 24, 14, 8, 5, 21, 19, 9, 17, 16, 20, 10, 13, 2, 15, 11, 22, 1, 3, 7, 23, 4, 18, 12,
];

test('Think for up to: shown where auto thinks, its range the core’s', async (t) => {
  const app = await browser.openApp(t, '?board=8,0,6,5,4,7,2,3,1&goal=blank-first');
  const { page } = app;
  const field = page.getByRole('spinbutton', { name: /Think for up to/ });
  await app.waitForStatus(/^Ready to solve/);
  assert.ok(await field.isHidden(), 'an 8-puzzle is solved optimally: nothing to think about');

  await page.goto(
    `${new URL(page.url()).origin}${new URL(page.url()).pathname}?board=${KORF24_3.join(',')}&goal=blank-first`,
  );
  await app.waitForStatus(/^Ready to solve/);
  assert.ok(await field.isVisible(), 'a 24-puzzle: auto thinks');
  assert.equal(await field.inputValue(), '', 'empty: the default budget');
  await field.fill('0.5');
  const error = page.locator('#think-error');
  await error.waitFor({ state: 'visible' });
  assert.equal(
    (await error.textContent()).trim(),
    'The thinking time must be a number of seconds from 1 to 3600, or empty.',
  );
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.ok(await app.button('Solve').isDisabled(), 'Solve waits for a valid time');
  await field.fill('');
  assert.ok(await error.isHidden());
  assert.ok(await app.button('Solve').isEnabled());

  // Another algorithm does not think: the field goes.
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('wastar');
  assert.ok(await field.isHidden());
});

test('the thinking time lives in the URL, and one out of the core’s range is refused', async (t) => {
  const board = `?board=${KORF24_3.join(',')}&goal=blank-first`;
  const app = await browser.openApp(t, `${board}&think=45`);
  const { page } = app;
  await app.waitForStatus(/^Ready to solve/);
  const field = page.getByRole('spinbutton', { name: /Think for up to/ });
  assert.equal(await field.inputValue(), '45', 'the link’s time is in the field');
  await field.fill('90');
  await field.dispatchEvent('change');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('think') === '90');
  await field.fill('');
  await field.dispatchEvent('change');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('think'));

  const refused = await browser.openApp(t, `${board}&think=5000`);
  await refused.waitForStatus(/^Ready to solve/);
  const notice = refused.page.locator('#notice');
  await notice.filter({ hasText: /"think" parameter/ }).waitFor();
  assert.match(await notice.textContent(), /expected a number of seconds from 1 to 3600\./);
  assert.equal(
    await refused.page.getByRole('spinbutton', { name: /Think for up to/ }).inputValue(),
    '',
    'the default budget instead',
  );
  app.assertNoErrors();
  refused.assertNoErrors();
});

test('a time to think is spent: more work than the default, never a longer answer', async (t) => {
  // A 6x5 board (30 cells, a 300-move walk): thinking runs the line searches the default leaves
  // out, round by round, and ends by itself well within 30 s. The page's "Think for up to" once
  // never reached the core: the answer came with the default's work, to the node.
  const board = '1,0,3,17,4,11,21,5,22,2,18,26,7,10,23,24,6,12,13,14,19,16,8,29,20,27,25,28,9,15';
  const app = await browser.openApp(t, `?board=${board}&size=6x5`);
  const { page } = app;
  await app.waitForStatus(/^Ready to solve/);
  const think = page.getByRole('spinbutton', { name: /Think for up to/ });
  const solve = async (seconds) => {
    await think.fill(seconds);
    await app.button('Solve').click();
    // (The first answer's status stays until the second's search says what it does.)
    await app.waitForStatus('Shortening the answer… Cancel keeps the best so far.', 60_000);
    // Thinking ends on its own, every search run, and says so (the default says nothing more).
    const said = await app.waitForStatus(
      seconds
        ? /^A solution of [\d,]+ moves \(not proven shortest\)\. Done thinking after [\d.]+ s: more time would not shorten it\.$/
        : /^A solution of [\d,]+ moves \(not proven shortest\)$/,
      90_000,
    );
    const fact = (name) =>
      page.evaluate((name) => {
        const row = [...document.querySelectorAll('#stats > div')].find(
          (r) => r.querySelector('dt').textContent.trim() === name,
        );
        return row.querySelector('dd').textContent.trim();
      }, name);
    // The time said is the card's, both the core's figure for this answer.
    if (seconds) assert.ok(said.includes(`after ${await fact('Time')}:`), said);
    const expanded = Number((await fact('Expanded')).replace(/[^\d]/g, ''));
    return { length: Number(said.match(/[\d,]+/)[0].replace(/,/g, '')), expanded };
  };
  const byDefault = await solve('');
  const thought = await solve('30');
  assert.ok(
    thought.expanded > byDefault.expanded,
    `thinking expanded ${thought.expanded}, the default ${byDefault.expanded}`,
  );
  assert.ok(thought.length <= byDefault.length, `${thought.length} > ${byDefault.length}`);
  app.assertNoErrors();
});

test('while auto shortens its answer the best so far shows, and Cancel keeps it', async (t) => {
  const app = await browser.openApp(t, `?board=${KORF24_3.join(',')}&goal=blank-first`);
  const { page } = app;
  await app.waitForStatus(/^Ready to solve/);
  // A long time to think, so that Cancel comes while it does.
  await page.getByRole('spinbutton', { name: /Think for up to/ }).fill('600');
  await app.button('Solve').click();
  await app.waitForStatus('Shortening the answer… Cancel keeps the best so far.', 60_000);
  const best = page.locator('#progress-best');
  await best.waitFor({ state: 'visible' });
  const figure = async (id) => {
    const text = (await page.locator(id).textContent()).trim();
    const [, count] = text.match(/^(\d+) moves$/) ?? [];
    assert.ok(count, `${id}: "${text}"`);
    return Number(count);
  };
  // Elapsed says how much of the time to think has gone (the limit the core's progress carries).
  assert.match(
    (await page.locator('#progress-elapsed').textContent()).trim(),
    /^[\d.,]+\u00a0(ms|s) of up to 600\u00a0s$/,
  );
  const moves = await figure('#progress-best');
  const bound = await figure('#progress-bound');
  assert.ok(bound <= 97 && moves >= 97, 'the bound below the optimum, the answer not');
  // The figures that describe no running search say so; Expanded keeps counting.
  assert.match(await page.locator('#progress-fbound').textContent(), /does not apply/);
  const before = Number((await page.locator('#progress-expanded').textContent()).replace(/,/g, ''));
  await page.waitForFunction(
    (before) =>
      Number(document.getElementById('progress-expanded').textContent.replace(/,/g, '')) > before,
    before,
    { timeout: 10_000 },
  );
  // Tens of millions expanded, and every figure still inside its box (a count of eight digits
  // once ran past the right edge of its own).
  await page.waitForFunction(
    () => document.getElementById('progress-expanded').textContent.replace(/,/g, '') >= 1e7,
    undefined,
    { timeout: 30_000 },
  );
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll('#progress .figures dd')]
      .filter((dd) => dd.checkVisibility() && dd.scrollWidth > dd.clientWidth)
      .map((dd) => `${dd.id}: "${dd.textContent}" ${dd.scrollWidth} px in ${dd.clientWidth}`),
  );
  assert.deepEqual(overflowing, [], 'no figure wider than its box');

  await app.button('Cancel').click();
  const said = await app.waitForStatus(/^Stopped: /, 5_000);
  const [, kept] =
    said.match(
      /^Stopped: A solution of (\d+) moves \(not proven shortest\), the best found so far\.$/,
    ) ?? [];
  assert.ok(kept, `the kept answer said: "${said}"`);
  assert.ok(Number(kept) <= moves, 'no longer than the best shown before the cancel');
  assert.equal(await page.locator('#move-list li').count(), Number(kept), 'loaded for playback');
  assert.ok(await app.button('Solve').isEnabled(), 'the page is ready again');

  // The scrubber's end is the kept answer's end: the goal.
  assert.equal(await page.locator('#scrubber').getAttribute('max'), kept);
  await page.locator('#scrubber').fill(kept);
  await page.waitForFunction(
    () => document.querySelector('#board')?.classList.contains('is-solved'),
    undefined,
    { timeout: 10_000 },
  );
});

// Issue 29, "statistics that are what they say", in the page: a 10×10 solved by Automatic (the
// large-board plan) shows no Expanded above Generated, names the beam searches that found the
// path, and shows "does not apply" (a dash to the eye) for the largest frontier the beam
// searches do not keep; while it runs, the progress grid never shows a 0 f-bound it does not
// have, and it names the search running now. The figures are read from the page and compared
// with each other, not with fixed values.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

// From `npuzzle random --size 10x10 --seed 7`.
const TEN_BY_TEN = [
  76, 25, 62, 86, 10, 59, 15, 88, 58, 82, 74, 6, 36, 38, 71, 2, 24, 47, 67, 34, 68, 55, 64, 40, 3,
  32, 50, 12, 53, 46, 91, 51, 98, 96, 49, 94, 4, 44, 65, 5, 33, 83, 80, 48, 1, 23, 87, 18, 39, 35,
  73, 57, 8, 54, 78, 31, 79, 97, 41, 75, 30, 95, 63, 27, 22, 42, 29, 13, 52, 20, 61, 92, 9, 85, 45,
  89, 43, 11, 66, 28, 77, 90, 14, 7, 56, 19, 69, 99, 60, 17, 84, 26, 37, 21, 16, 70, 93, 81, 0, 72,
];

test('a 10×10: expanded ≤ generated, the beam search named, no 0 for a figure it lacks', async (t) => {
  const app = await browser.openApp(t, `?board=${TEN_BY_TEN.join(',')}`);
  const { page } = app;
  // Every f-bound the progress grid shows while the search runs, as its text.
  // And every name of the search running now it shows (a long solve says which stage it is in).
  await page.evaluate(() => {
    const watch = (id, seen) => {
      const cell = document.getElementById(id);
      new MutationObserver(() => seen.add(cell.textContent.trim())).observe(cell, {
        childList: true,
        characterData: true,
        subtree: true,
      });
    };
    watch('progress-fbound', (window.__fBoundsShown = new Set()));
    watch('progress-method', (window.__methodsShown = new Set()));
  });
  await app.button('Solve').click();
  await app.waitForStatus(/^A solution of [\d,]+ moves \(not proven shortest\)$/, 90_000);

  const stats = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#stats > div')].map((row) => [
        row.querySelector('dt').textContent.trim(),
        {
          text: row.querySelector('dd').textContent.replace(/\s+/g, ' ').trim(),
          // What the eye gets (the rest is for a screen reader: aria-hidden marks the dash).
          hidden: [...row.querySelectorAll('dd [aria-hidden="true"]')].map((e) => e.textContent),
          forReaders: [...row.querySelectorAll('dd .visually-hidden')].map((e) => e.textContent),
        },
      ]),
    ),
  );
  const count = (name) => Number(stats[name].text.replace(/[^\d]/g, ''));
  assert.ok(count('Expanded') > 0, JSON.stringify(stats.Expanded));
  assert.ok(
    count('Expanded') <= count('Generated'),
    `Expanded ${stats.Expanded.text} ≤ Generated ${stats.Generated.text}`,
  );
  assert.match(stats.Algorithm.text, /^Line by line with beam searches\b/);
  assert.deepEqual(stats['Max frontier'].hidden, ['—'], 'a dash to the eye');
  assert.deepEqual(stats['Max frontier'].forReaders, ['does not apply'], 'words for the ear');

  // The search the Solution card names was named while it ran, by the same words.
  const methods = await page.evaluate(() => [...window.__methodsShown].filter(Boolean));
  assert.ok(
    methods.some((method) => stats.Algorithm.text.startsWith(method)),
    `the running search named as the card names it (${stats.Algorithm.text}): ${methods.join(' | ')}`,
  );

  const fBounds = await page.evaluate(() => [...window.__fBoundsShown]);
  assert.ok(!fBounds.includes('0'), `no f-bound 0 while it ran: ${fBounds.join(' | ')}`);
  app.assertNoErrors();
});

// Issue 29, "one lower bound per board": after Solve on a board too large for a shortest
// solution, the distance line under the board ("At least N moves from the goal", from the hint
// search) and the Solution card's "Lower bound" (from Solve's search) name the same bound for the
// same board — the best either search proved — on a 5×5 and on a 10×10; and the card's
// statistics are what they say (no more nodes expanded than generated).
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// From `npuzzle random --size 5x5 --seed 7` and `--size 10x10 --seed 7`: far from the goal, so
// neither search finds a shortest way and each proves a bound of its own.
const BOARDS = {
  '5×5': [17, 13, 9, 20, 12, 6, 24, 2, 1, 7, 21, 14, 11, 10, 3, 15, 23, 8, 5, 4, 16, 22, 19, 0, 18],
  '10×10': [
    76, 25, 62, 86, 10, 59, 15, 88, 58, 82, 74, 6, 36, 38, 71, 2, 24, 47, 67, 34, 68, 55, 64, 40, 3,
    32, 50, 12, 53, 46, 91, 51, 98, 96, 49, 94, 4, 44, 65, 5, 33, 83, 80, 48, 1, 23, 87, 18, 39, 35,
    73, 57, 8, 54, 78, 31, 79, 97, 41, 75, 30, 95, 63, 27, 22, 42, 29, 13, 52, 20, 61, 92, 9, 85,
    45, 89, 43, 11, 66, 28, 77, 90, 14, 7, 56, 19, 69, 99, 60, 17, 84, 26, 37, 21, 16, 70, 93, 81,
    0, 72,
  ],
};

/** The distance line's bound and the Solution card's, as numbers (null while not on show). */
function bounds() {
  const number = (text) => Number(text.replace(/[^\d]/g, ''));
  const line = document.getElementById('distance')?.textContent.replace(/\s+/g, ' ').trim() ?? '';
  const atLeast = /^At least ([\d,]+) moves? from the goal/.exec(line);
  const row = [...document.querySelectorAll('#stats > div')].find(
    (div) => div.querySelector('dt')?.textContent.trim() === 'Lower bound',
  );
  const card = row?.querySelector('dd')?.textContent.trim() ?? '';
  return {
    line,
    distance: atLeast ? number(atLeast[1]) : null,
    card: /\d/.test(card) ? number(card) : null,
  };
}

/** The Solution card's Expanded and Generated, as numbers. */
function searchCounts() {
  const figure = (term) => {
    const row = [...document.querySelectorAll('#stats > div')].find(
      (div) => div.querySelector('dt')?.textContent.trim() === term,
    );
    return Number(row?.querySelector('dd')?.textContent.replace(/[^\d]/g, '') || NaN);
  };
  return { expanded: figure('Expanded'), generated: figure('Generated') };
}

for (const [size, tiles] of Object.entries(BOARDS)) {
  scenario(
    `on a ${size} the distance line and the Solution card show the same lower bound`,
    async ({ open, sites }) => {
      const page = await open(sites.appUrl(`?board=${tiles.join(',')}`));
      await page.waitForReady();
      await page.click(button('Solve'));
      await page.waitForStatus(/^Solution requires|^A solution of/, { timeout: 90_000 });
      // Both bounds on show: the hint search runs once Solve has freed the worker's slot.
      const both = await page.waitUntil(
        async () => {
          const seen = await page.evaluate(bounds);
          return seen.distance !== null && seen.card !== null && seen;
        },
        { timeout: 30_000, message: 'a bound in the distance line and on the Solution card' },
      );
      // A search proving more raises both; give the page a moment to agree, then compare.
      const agreed = await page
        .waitUntil(
          async () => {
            const seen = await page.evaluate(bounds);
            return seen.distance === seen.card && seen;
          },
          { timeout: 5_000, message: 'the two bounds agreeing' },
        )
        .catch(() => null);
      const last = agreed ?? (await page.evaluate(bounds));
      assert.equal(
        last.card,
        last.distance,
        `${size}: the Solution card's bound is the distance line's ("${last.line}"; first seen ` +
          `line ${both.distance}, card ${both.card})`,
      );
      // Statistics that are what they say: no more nodes expanded than generated.
      const { expanded, generated } = await page.evaluate(searchCounts);
      assert.ok(expanded > 0, `${size}: Expanded on the card (${expanded})`);
      assert.ok(expanded <= generated, `${size}: Expanded ${expanded} ≤ Generated ${generated}`);
    },
    { timeout: 180_000 },
  );
}

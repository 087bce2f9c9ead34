// Issue 29, "one truth per figure": the step-through intro says what Automatic runs on the board,
// and that is what Solve then ran. On a 3×3, a 4×4 and a 5×5, Solve (Automatic) answers; the
// Solution card names the search and the heuristic that did the work; Step through's intro names
// both, from the core's plan (cpp/io/plan_json.h), and says nothing twice.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const BOARDS = {
  '3×3': EIGHT_PUZZLE.tiles,
  // Both a few moves from the goal: Solve's plan is the same for any board of the size, and a
  // short search keeps the scenario about words, not speed.
  '4×4': [1, 2, 3, 4, 5, 6, 0, 8, 9, 10, 7, 11, 13, 14, 15, 12],
  '5×5': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0, 14, 15, 16, 17, 13, 19, 20, 21, 22, 18, 23, 24],
};

/** The Solution card's Algorithm and Heuristic rows, as on show (null while it has none). */
function solvedWith() {
  const row = (term) =>
    [...document.querySelectorAll('#stats > div')]
      .find((div) => div.querySelector('dt')?.textContent.trim() === term)
      ?.querySelector('dd')
      ?.textContent.replace(/\s+/g, ' ')
      .trim();
  const card = document.getElementById('solution-card');
  const algorithm = row('Algorithm');
  const heuristic = row('Heuristic');
  return card && !card.hidden && algorithm && heuristic ? { algorithm, heuristic } : null;
}

/** The word sequences of `count` words that occur more than once in `text`. */
function repeatedRuns(text, count) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}*]+/gu) ?? [];
  const seen = new Set();
  const repeated = new Set();
  for (let i = 0; i + count <= words.length; i++) {
    const run = words.slice(i, i + count).join(' ');
    if (seen.has(run)) repeated.add(run);
    seen.add(run);
  }
  return [...repeated];
}

for (const [size, tiles] of Object.entries(BOARDS)) {
  scenario(
    `on a ${size} the step-through intro names the search and heuristic Solve used`,
    async ({ open, sites }) => {
      const page = await open(sites.appUrl(`?board=${tiles.join(',')}`));
      await page.waitForReady();
      await page.click(button('Solve'));
      const solved = await page.waitFor(solvedWith, undefined, {
        timeout: 90_000,
        message: 'the Solution card to name the search and heuristic',
      });
      // "Weighted IDA*, then shortened stretch by stretch": the search is the part before.
      const search = solved.algorithm.split(', then ')[0];

      await page.click({ role: 'tab', name: 'Step through' });
      const intro = await page
        .waitFor(
          ({ search, heuristic }) => {
            const text = document.getElementById('step-intro')?.textContent ?? '';
            return text.includes(search) && text.includes(heuristic) && text;
          },
          { search, heuristic: solved.heuristic },
          { timeout: 20_000, message: 'the intro to name what Solve used' },
        )
        .catch(async (error) => {
          const text = await page.text('#step-intro');
          assert.fail(
            `the intro names ${search} with ${solved.heuristic} (Solution card): "${text}" (${error.message})`,
          );
        });
      assert.equal(
        intro.match(/Automatic/g)?.length,
        1,
        `the intro speaks of Automatic once: "${intro}"`,
      );
      assert.deepEqual(repeatedRuns(intro, 4), [], `the intro repeats nothing: "${intro}"`);
    },
    { timeout: 180_000 },
  );
}

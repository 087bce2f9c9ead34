// Issue 32, every optimal solution, in Chromium, Firefox and WebKit: after Solve on an 8-puzzle,
// the Solution card's "Every optimal solution" shows the number of shortest paths a breadth-first
// search written here counts, lists them (each its number and its URDL, distinct, replayed here
// to the goal), and a solution chosen from the keyboard becomes the one on show and plays to the
// goal; axe finds nothing serious on the page with the list open.
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';
import { shortestPathCount } from '../js/support/shortest-path-count.mjs';

const { scenario } = useEngines();

const START = [0, 8, 7, 6, 3, 2, 5, 4, 1];
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

// A letter is the way a tile slid: the blank moves the other way.
const BLANK_STEP = { U: 3, D: -3, L: 1, R: -1 };

/** The board after `urdl` (`U2RD3L`), or null at a move off the board. */
function replay(start, urdl) {
  const tiles = start.slice();
  const letters = urdl.replace(/([URDL])(\d+)/g, (_, letter, n) => letter.repeat(Number(n)));
  for (const letter of letters) {
    const blank = tiles.indexOf(0);
    const cell = blank + BLANK_STEP[letter];
    const sideways = letter === 'L' || letter === 'R';
    if (cell < 0 || cell > 8 || (sideways && Math.floor(cell / 3) !== Math.floor(blank / 3)))
      return null;
    [tiles[blank], tiles[cell]] = [tiles[cell], 0];
  }
  return { tiles, moves: letters.length };
}

function listed() {
  return [...document.querySelectorAll('#optimal-solutions-list button')].map((row) =>
    row.textContent.trim(),
  );
}

scenario(
  'every optimal solution of an 8-puzzle: counted, listed, one played',
  async ({ open, sites }) => {
    const oracle = shortestPathCount(START);
    const page = await open(sites.appUrl(`?board=${START.join(',')}&speed=30`));
    await page.waitForReady();
    await page.click(button('Solve'));
    await page.waitForStatus(/^Solution requires/, { timeout: 30_000 });
    // The card is drawn in the frame after the answer's (web/dom/after-paint.js).
    await page.waitFor(
      () => (document.getElementById('optimal-solutions-ask')?.getClientRects().length ?? 0) > 0,
      undefined,
      { message: 'the Solution card with its Every optimal solution button' },
    );
    await page.click(button('Every optimal solution'));
    const summary = await page.waitForStatus(/optimal solutions?$/, { timeout: 30_000 });
    assert.equal(Number(summary.replace(/[^\d]/g, '')), oracle.count, summary);
    const rows = await page.evaluate(listed);
    assert.equal(rows.length, Math.min(oracle.count, 100));
    const urdls = rows.map((row, index) => {
      const match = /^(\d+)\. ([URDL\d]+)$/.exec(row);
      assert.ok(match && Number(match[1]) === index + 1, `row ${row}`);
      const end = replay(START, match[2]);
      assert.deepEqual(end, { tiles: GOAL, moves: oracle.distance }, `${match[2]} is shortest`);
      return match[2];
    });
    assert.equal(new Set(urdls).size, urdls.length, 'distinct');

    // The third, from the keyboard.
    await page.press('#optimal-solutions-list li:nth-child(3) button', 'Enter');
    await page.waitForStatus(new RegExp(`^Optimal solution 3 of ${oracle.count}:`));
    assert.equal(
      await page.attribute('#optimal-solutions-list li:nth-child(3) button', 'aria-current'),
      'true',
    );
    // The board text box follows the board on show (docs/contracts.md §4).
    await page.waitUntil(
      async () => {
        const text = await page.evaluate(() => document.getElementById('board-text').value);
        return text.trim().split(/\s+/).map(Number).join(',') === GOAL.join(',');
      },
      { timeout: 20_000, message: 'the board at the goal after playback' },
    );

    await page.assertAxeClean('with the list of optimal solutions open');
    await page.assertNoProblems();
  },
);

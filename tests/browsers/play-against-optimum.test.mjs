// Issue 14 item 3, play against the optimum, in every engine: a 3-move 8-puzzle played by clicking
// its tiles shows "3 moves — the shortest is 3" (the shortest measured by the worker's hint
// search), a longer play of the same board after Reset "5 moves — the shortest is 3"; the clock
// runs from the first move and stops at the goal; the best results on the board list both, fewest
// moves first; a solution played back by Solve is no play by hand (no celebration, no record); a
// new board starts at zero. axe-core checks the celebration in the light and the dark theme.
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// Three moves from the goal 1…8 0: slide 8 down, 5 left, 6 up.
const THREE_MOVES = [1, 2, 3, 4, 8, 5, 7, 0, 6];
const tile = (n) => `#board .cell[data-tile="${n}"] button.tile`;
const text = (id) => document.getElementById(id)?.textContent.replace(/\s+/g, ' ').trim() ?? '';

async function play(page, tiles) {
  for (const n of tiles) {
    const moves = Number(await page.text('#move-count'));
    // A tile still sliding is not where a WebDriver click (at its box's centre) lands.
    await page.waitFor(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      {
        message: 'the board still',
      },
    );
    await page.click(tile(n));
    await page.waitFor(
      (count) => document.getElementById('move-count')?.textContent === String(count),
      moves + 1,
      {
        message: `the move of tile ${n} counted`,
      },
    );
  }
}

scenario(
  'a board solved by hand shows its moves against the shortest, and the best list keeps them',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`?board=${THREE_MOVES.join(',')}`), { keepStorage: true });
    await page.waitForReady();
    await page.evaluate(() => localStorage.removeItem('npuzzle-lab.best.v1'));
    await page.waitFor(
      () =>
        /^3 moves from the goal/.test(
          document.getElementById('distance')?.textContent.trim() ?? '',
        ),
      undefined,
      // The worker may still be starting on a loaded machine (Firefox compiles the wasm then).
      { timeout: 30_000, message: 'the distance 3' },
    );
    assert.equal(await page.text('#play-time'), '0:00.0', 'the clock waits for the first move');
    assert.equal(await page.attribute('#celebration', 'hidden'), '');

    await play(page, [8, 5, 6]);
    const said = await page.waitFor(
      (id) =>
        !document.getElementById('celebration').hidden &&
        /shortest is \d/.test(document.getElementById(id).textContent) &&
        document.getElementById(id).textContent.trim(),
      'celebration-text',
      { message: 'the celebration with the shortest' },
    );
    assert.equal(said, '3 moves — the shortest is 3');
    assert.equal(await page.text('#celebration-heading'), 'Solved by hand!');
    const time = await page.text('#play-time');
    assert.match(time, /^0:\d\d\.\d$/);
    assert.notEqual(time, '0:00.0', 'the clock ran');
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(await page.text('#play-time'), time, 'the clock stopped at the goal');
    assert.match(
      await page.text('#celebration-detail'),
      /^Time 0:\d\d\.\d\. A shortest solution! A new best on this board\.$/,
    );
    assert.equal(await page.evaluate(text, 'best-heading'), 'Your best on this board');
    assert.match(await page.evaluate(text, 'best-list'), /^3 moves in 0:\d\d\.\d · /);
    await page.assertAxeClean('the celebration (light)');
    await page.evaluate(() => {
      const select = /** @type {HTMLSelectElement} */ (document.getElementById('theme'));
      select.value = 'dark';
      select.dispatchEvent(new Event('change'));
    });
    await page.assertAxeClean('the celebration (dark theme)');

    // Again from the start, the long way: 8 down and back up, then the three.
    await page.click(button('Reset'));
    await page.waitFor(() => document.getElementById('celebration').hidden, undefined, {
      message: 'the celebration gone after Reset',
    });
    assert.equal(await page.text('#play-time'), '0:00.0', 'Reset sets the clock back');
    await play(page, [8, 8, 8, 5, 6]);
    const longer = await page.waitFor(
      () =>
        !document.getElementById('celebration').hidden &&
        document.getElementById('celebration-text').textContent.trim(),
      undefined,
      { message: 'the second celebration' },
    );
    assert.equal(longer, '5 moves — the shortest is 3');
    assert.doesNotMatch(await page.text('#celebration-detail'), /new best|A shortest/);
    const listed = await page.evaluate(() =>
      [...document.querySelectorAll('#best-list li')].map((li) =>
        li.textContent.replace(/\s+/g, ' ').trim(),
      ),
    );
    assert.equal(listed.length, 2);
    assert.match(listed[0], /^3 moves in /);
    assert.match(listed[1], /^5 moves in /);
    assert.match(
      await page.text('#best-time'),
      /^Best time 0:\d\d\.\d \((3|5) moves\); shortest 3 moves\.$/,
    );

    // Solve and its playback are not a play by hand: no celebration, nothing recorded.
    await page.click(button('Reset'));
    await page.click(button('Solve'));
    await page.waitForStatus(/^Solution requires 3 steps/);
    await page.click(button('Play'));
    await page.waitFor(() => document.getElementById('solved-badge')?.hidden === false, undefined, {
      message: 'the solution played to the goal',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(
      await page.attribute('#celebration', 'hidden'),
      '',
      'no celebration for a played-back solution',
    );
    assert.equal(await page.evaluate(() => document.querySelectorAll('#best-list li').length), 2);

    // A new board: its own (empty) best list, the counter and the clock at zero.
    await page.click(button('Shuffle'));
    await page.waitFor(
      () => document.getElementById('move-count')?.textContent === '0',
      undefined,
      { message: 'the counter at zero' },
    );
    await page.waitFor(() => document.getElementById('best-results')?.hidden === true, undefined, {
      message: "the new board's empty best list",
    });
    assert.equal(await page.text('#play-time'), '0:00.0');

    // The list is kept: the first board, opened again, shows it.
    const again = await open(sites.appUrl(`?board=${THREE_MOVES.join(',')}`), {
      keepStorage: true,
    });
    await again.waitForReady();
    await again.waitFor(() => document.querySelectorAll('#best-list li').length === 2, undefined, {
      message: 'the best list kept',
    });
  },
);

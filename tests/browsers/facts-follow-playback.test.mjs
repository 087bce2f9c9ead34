// Issue 29, "facts follow the board": while a solution plays, the Puzzle card's facts
// (inversions, blank distance) describe the board on show at that step, not the start board's
// until a while after Pause. The expected numbers are worked out here from the tiles on show,
// by the definitions the card gives (inversions in goal order with the blank left out; the
// blank's grid distance from its goal cell), not read from the page's own core.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const WIDTH = 3;
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
// Slow enough that every step stays on show for a worker's round trip on a loaded machine, fast
// enough that the 31 moves play in under 20 s.
const SPEED = 2;
// Distinct playback steps at which the facts must be seen to match the board while it plays.
const STEPS_TO_SEE = 6;

/**
 * Runs in the page: every 20 ms, in one look (so that the board cannot move between the
 * readings), reads the tiles on show, the playback step, whether it is playing, and the Puzzle
 * card's facts by term; keeps the latest look, notes each step at which the facts were those of
 * the tiles on show while it played, and when the playback, once started, has ended.
 */
function watchFactsWhilePlaying({ goal, width }) {
  const inversions = (tiles) => {
    const rank = tiles.filter((tile) => tile !== 0).map((tile) => goal.indexOf(tile));
    let count = 0;
    for (let i = 0; i < rank.length; i++) {
      for (let j = i + 1; j < rank.length; j++) if (rank[i] > rank[j]) count++;
    }
    return count;
  };
  const blankDistance = (tiles) => {
    const at = tiles.indexOf(0);
    const home = goal.indexOf(0);
    return (
      Math.abs(Math.floor(at / width) - Math.floor(home / width)) +
      Math.abs((at % width) - (home % width))
    );
  };
  const look = () => {
    // Each tile's cell stays in place in the document; where it stands is in --x and --y.
    const cells = [...document.querySelectorAll('#board .cell')];
    const tiles = new Array(cells.length).fill(-1);
    for (const cell of cells) {
      const at = (name) => Number(/** @type {HTMLElement} */ (cell).style.getPropertyValue(name));
      tiles[at('--y') * width + at('--x')] = Number(cell.getAttribute('data-tile'));
    }
    const scrubber = /** @type {HTMLInputElement | null} */ (document.getElementById('scrubber'));
    const facts = Object.fromEntries(
      [...document.querySelectorAll('#board-facts > div')].map((row) => [
        row.querySelector('dt')?.textContent.trim(),
        row.querySelector('dd')?.textContent.trim(),
      ]),
    );
    const pause = /** @type {HTMLButtonElement | null} */ (document.getElementById('pause'));
    return {
      tiles,
      step: Number(scrubber?.value ?? -1),
      playing: pause?.disabled === false,
      facts,
    };
  };
  const watch = { latest: null, matchedSteps: [], started: false, ended: false };
  window.__factsWatch = watch;
  const timer = setInterval(() => {
    const { tiles, step, playing, facts } = look();
    if (playing) watch.started = true;
    if (watch.started && !playing) {
      watch.ended = true;
      clearInterval(timer);
      return;
    }
    const matches =
      facts.Inversions === String(inversions(tiles)) &&
      facts['Blank distance to goal'] === String(blankDistance(tiles));
    watch.latest = { tiles, matches };
    if (playing && step > 0 && matches && !watch.matchedSteps.includes(step)) {
      watch.matchedSteps.push(step);
    }
  }, 20);
}

scenario(
  'while a solution plays, the facts describe the board on show at each step',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${EIGHT_PUZZLE.query}&speed=${SPEED}`));
    await page.waitForReady();
    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), EIGHT_PUZZLE.status);
    // The page is watched from inside, every 20 ms, so that how long a driver takes to read the
    // page (WebKitGTK's can take a second on a loaded machine) cannot let steps go by unseen.
    await page.evaluate(watchFactsWhilePlaying, { goal: GOAL, width: WIDTH });
    const start = await page.waitUntil(
      async () => {
        const latest = await page.evaluate(() => window.__factsWatch.latest);
        return latest?.matches && latest;
      },
      { message: 'the start board’s facts' },
    );
    assert.deepEqual(start.tiles, EIGHT_PUZZLE.tiles, 'the board read is the one solved');

    await page.click(button('Play'));
    await page.waitUntil(() => page.evaluate(() => window.__factsWatch.ended), {
      timeout: 60_000,
      message: 'the playback to end',
    });
    const seenAt = new Set(await page.evaluate(() => window.__factsWatch.matchedSteps));
    assert.ok(
      seenAt.size >= STEPS_TO_SEE,
      `the facts matched the board on show at ${STEPS_TO_SEE} or more steps while it played; seen at ${[...seenAt]}`,
    );
    // The steps seen are spread over the playback, not a few boards that happen to share the
    // start board's numbers.
    assert.ok(
      Math.max(...seenAt) - Math.min(...seenAt) >= STEPS_TO_SEE - 1,
      `steps ${[...seenAt]}`,
    );
  },
);

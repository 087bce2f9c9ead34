// Acceptance: "Every optimal solution" in the solution card (docs/contracts.md §4). On 3×3
// boards and a 5×2 one (more solutions than listed: "and M more") the count the page shows is
// the number of shortest paths a breadth-first search written here counts; the solutions listed
// are distinct, each of the optimal length, and each reaches the goal when replayed here; picking
// one makes it the solution on show (the card's move list) and plays it to the goal. Keyboard
// only, on a phone's screen, axe finds nothing serious in the card with the list open; in an
// embed the card (and so the list) is not shown. Cancel during a 15-puzzle's count leaves the
// page usable, saying at least how many it counted. In the multi-tile metric the count is a
// multi-tile BFS's, and a picked solution plays by multi-tile moves.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, blocking } from './support/axe.mjs';
import { useBrowser } from './support/browser-fixture.mjs';
import { mtmNeighbours } from '../js/support/eight-puzzle-mtm-bfs.mjs';
import {
  blankLastGoal as goalOf,
  shortestPathCount,
  singleTileNeighbours,
} from '../js/support/shortest-path-count.mjs';

const browser = useBrowser();

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const LISTED = 100; // the page lists the first 100 (web/solve/optimal-solutions.js)
const ASK = 'Every optimal solution';

/** `U2RD3L` → `UURDDDL` (a letter, then how many times when more than once). */
function expandUrdl(text) {
  assert.match(text, /^([URDL]\d*)*$/, `URDL letters: ${text}`);
  return text.replace(/([URDL])(\d+)/g, (_, letter, times) => letter.repeat(Number(times)));
}

// A letter is the way a tile slid, so the blank moves the other way (docs/contracts.md §2).
const BLANK_STEP = { U: [0, 1], D: [0, -1], L: [1, 0], R: [-1, 0] };
const WORD_LETTER = { up: 'U', down: 'D', left: 'L', right: 'R' };

/** The board after sliding tiles the ways `directions` say, or null at an impossible one. */
function replay(start, directions, width = 3, height = 3) {
  const tiles = start.slice();
  for (const letter of directions) {
    const blank = tiles.indexOf(0);
    const [dx, dy] = BLANK_STEP[letter];
    const [x, y] = [(blank % width) + dx, Math.floor(blank / width) + dy];
    if (x < 0 || x >= width || y < 0 || y >= height) return null;
    [tiles[blank], tiles[y * width + x]] = [tiles[y * width + x], 0];
  }
  return tiles;
}

const count = (text) => Number(text.replace(/[^0-9]/g, ''));

/** Solves the board on show and waits for the card. */
async function solve(app) {
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/, 60_000);
  await app.page.locator('#solution-card').waitFor();
}

/** Asks for every optimal solution; resolves to {summary, rows: ['1. URDL', …]}. */
async function askForAll(app, timeout = 20_000) {
  const { page } = app;
  await app.button(ASK).click();
  const summary = page.locator('#optimal-solutions-summary');
  await summary.waitFor({ state: 'visible', timeout });
  const rows = page.getByRole('list', { name: 'Optimal solutions' }).getByRole('button');
  return { summary: (await summary.textContent()).trim(), rows: await rows.allTextContents() };
}

for (const { start, width, height } of [
  { start: [8, 6, 7, 2, 5, 4, 3, 0, 1], width: 3, height: 3 }, // 31 moves, the hardest
  // 30 moves, the most shortest paths of any blank-last 3×3 board (64)
  { start: [0, 8, 7, 6, 3, 2, 5, 4, 1], width: 3, height: 3 },
  { start: [4, 1, 3, 7, 2, 6, 0, 5, 8], width: 3, height: 3 },
  // A 5×2 board of 35 moves with more shortest paths than the page lists
  { start: [6, 7, 2, 9, 0, 1, 8, 3, 5, 4], width: 5, height: 2 },
]) {
  test(`every optimal solution of ${start.join(',')}: the count a BFS counts, each listed one replayed to the goal, a picked one played`, async (t) => {
    const oracle = shortestPathCount(start, (tiles) => singleTileNeighbours(tiles, width, height));
    const goal = goalOf(start.length);
    const app = await browser.openApp(
      t,
      `?board=${start.join(',')}&size=${width}x${height}&speed=30`,
    );
    const { page } = app;
    await solve(app);
    const { summary, rows } = await askForAll(app);
    assert.match(summary, /^\d[\d,]* optimal solutions?$/);
    assert.equal(count(summary), oracle.count, 'the count is the BFS count of shortest paths');
    assert.equal(await app.statusText(), summary, 'the status line says it too');
    assert.equal(rows.length, Math.min(oracle.count, LISTED));
    const more = page.locator('#optimal-solutions-more');
    assert.equal(await more.isVisible(), oracle.count > LISTED);
    if (oracle.count > LISTED) {
      assert.equal(
        (await more.textContent()).trim(),
        `and ${oracle.count - LISTED} more, not listed`,
      );
    }
    const listed = rows.map((row, index) => {
      const match = /^(\d+)\. (\S+)$/.exec(row.trim());
      assert.ok(match, `row "${row}" is its number and its URDL`);
      assert.equal(Number(match[1]), index + 1);
      return expandUrdl(match[2]);
    });
    assert.equal(new Set(listed).size, listed.length, 'the solutions listed are distinct');
    for (const directions of listed) {
      assert.equal(directions.length, oracle.distance, `${directions} is of the optimal length`);
      assert.deepEqual(
        replay(start, directions, width, height),
        goal,
        `${directions} reaches the goal`,
      );
    }

    // Picking the last listed one: the card shows it, playback plays it to the goal.
    const k = listed.length;
    const row = page
      .getByRole('list', { name: 'Optimal solutions' })
      .getByRole('button')
      .nth(k - 1);
    await row.click();
    await app.waitForStatus(
      new RegExp(`^Optimal solution ${k} of ${oracle.count}: ${oracle.distance} moves?$`),
    );
    assert.equal(await row.getAttribute('aria-current'), 'true', 'the picked row is marked');
    const cardMoves = (await page.locator('#move-list li').allTextContents()).map((text) => {
      const match = /(up|down|left|right)$/.exec(text.trim());
      assert.ok(match, `a move in words: ${text}`);
      return WORD_LETTER[match[1]];
    });
    assert.equal(cardMoves.join(''), listed[k - 1], 'the card shows the solution picked');
    await app.waitForBoard(goal, width, height, 15_000);
    assert.equal(await app.playbackStep(), oracle.distance, 'played to its last move');
    app.assertNoErrors();
  });
}

test('keyboard only on a phone: the list opens, scrolls within its height, a row plays; axe finds nothing serious', async (t) => {
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  const oracle = shortestPathCount(start);
  const app = await browser.openApp(t, `?board=${start.join(',')}`, {
    contextOptions: { viewport: { width: 390, height: 844 } },
  });
  const { page } = app;
  await solve(app);
  const ask = app.button(ASK);
  await ask.focus();
  await page.keyboard.press('Enter');
  const list = page.getByRole('list', { name: 'Optimal solutions' });
  await list.waitFor();
  // Focus goes to the first solution once the answer is in; Tab walks the rows.
  await page.waitForFunction(() =>
    document.activeElement?.closest('#optimal-solutions-list button'),
  );
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
  assert.match(focused ?? '', /^2\. /, 'Tab moves to the second solution');
  await page.keyboard.press('Enter');
  await app.waitForStatus(new RegExp(`^Optimal solution 2 of ${oracle.count}:`));

  const box = await list.evaluate((element) => ({
    scrolls: element.scrollHeight > element.clientHeight,
    height: element.clientHeight,
    right: element.getBoundingClientRect().right,
  }));
  assert.ok(box.scrolls && box.height < 844 / 2, 'the list scrolls within a bounded height');
  assert.ok(box.right <= 390, 'the list fits the phone’s width');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= 390),
    'the page does not scroll sideways',
  );
  const found = await axeViolations(page, '#solution-card');
  assert.deepEqual(blocking(found), [], 'no serious or critical violation in the card');
  app.assertNoErrors();
});

test('in a 600×450 embed the solution card, and so the list, is not shown', async (t) => {
  const app = await browser.openApp(t, '?embed=1&board=4,1,3,7,2,6,0,5,8', {
    contextOptions: { viewport: { width: 600, height: 450 } },
  });
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/);
  assert.equal(await app.page.locator('#optimal-solutions-ask').isVisible(), false);
  assert.equal(await app.button(ASK).count(), 0, 'no accessible button either');
  app.assertNoErrors();
});

test('the multi-tile metric: the count a multi-tile BFS counts, each listed one a shortest way, a picked one played by its multi-tile moves', async (t) => {
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  const oracle = shortestPathCount(start, mtmNeighbours);
  const app = await browser.openApp(t, `?board=${start.join(',')}&speed=30`);
  const { page } = app;
  await page.locator('#move-metric').selectOption('mtm');
  await solve(app);
  const { summary, rows } = await askForAll(app);
  assert.equal(count(summary), oracle.count, `the MTM BFS count of shortest paths: ${summary}`);
  assert.match(summary, /^\d[\d,]* optimal solutions?, counted in MTM moves$/, 'the metric said');
  assert.equal(rows.length, Math.min(oracle.count, LISTED));
  assert.equal(new Set(rows).size, rows.length, 'the listed solutions are distinct');
  for (const row of rows) {
    const directions = expandUrdl(row.replace(/^\d+\.\s*/, ''));
    assert.deepEqual(replay(start, directions), GOAL, `${row} reaches the goal`);
    // Runs of one letter are one multi-tile move each (no shortest way slides one way twice).
    assert.equal(directions.replace(/(.)\1+/g, '$1').length, oracle.distance, `${row}: MTM length`);
  }
  // Picked, the card counts it in multi-tile moves and playback steps one multi-tile move a step.
  await page.getByRole('list', { name: 'Optimal solutions' }).getByRole('button').last().click();
  await app.waitForStatus(new RegExp(`^Optimal solution ${rows.length} of ${oracle.count}`));
  await page.waitForFunction(
    (goal) => document.getElementById('board-text').value.trim().split(/\s+/).join(',') === goal,
    GOAL.join(','),
    { timeout: 30_000 },
  );
  assert.match(
    await page.locator('#solution-card').textContent(),
    new RegExp(`${oracle.distance} MTM`),
  );
  assert.ok(await app.button(ASK).isEnabled(), 'it may be asked again');
  app.assertNoErrors();
});

// Korf's 15-puzzle #60 (66 moves, blank-first goal): its 33 optimal solutions take a second or
// more to count, time enough for Cancel.
const KORF_60 = [11, 14, 13, 1, 2, 3, 12, 4, 15, 7, 9, 5, 10, 6, 8, 0];

test('Cancel during a 15-puzzle’s count: the page says so and is usable again', async (t) => {
  const app = await browser.openApp(t, `?board=${KORF_60.join(',')}&goal=blank-first`);
  const { page } = app;
  await solve(app);
  await app.button(ASK).click();
  const cancel = app.button('Cancel');
  await page.waitForFunction(() => !document.getElementById('cancel').disabled, null, {
    timeout: 10_000,
  });
  assert.equal(await app.statusText(), 'Counting every optimal solution…');
  await cancel.click();
  const summary = page.locator('#optimal-solutions-summary');
  await summary.waitFor({ state: 'visible', timeout: 10_000 });
  const said = (await summary.textContent()).trim();
  assert.ok(
    said ===
      'The count of optimal solutions was cancelled before it ended; ask again to count them all.' ||
      /^At least \d[\d,]* optimal solutions?: /.test(said),
    `a partial count or a clear sentence: ${said}`,
  );
  assert.ok(await app.button('Solve').isEnabled(), 'Solve is offered again');
  assert.ok(await app.button(ASK).isEnabled(), 'the count may be asked again');
  assert.ok(await cancel.isDisabled());
  // The board takes moves again: tile 6 is next to the blank of the goal's corner.
  await app.tile(8).click();
  assert.equal(await app.moveCount(), 1, 'a move is made');
  app.assertNoErrors();
});

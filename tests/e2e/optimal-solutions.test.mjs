// Acceptance: "Every optimal solution" in the solution card (docs/contracts.md §4). On 3×3
// boards and a 5×2 one (more solutions than listed: "and M more") the count the page shows is
// the number of shortest paths a breadth-first search written here counts; the solutions listed
// are distinct, each of the optimal length, and each reaches the goal when replayed here; picking
// one makes it the solution on show (the card's move list) and plays it to the goal. Keyboard
// only, on a phone's screen, axe finds nothing serious in the card with the list open; in an
// embed the card (and so the list) is not shown. Cancel during a 15-puzzle's count leaves the
// page usable, saying the count was cancelled. In the multi-tile metric the count, or the core's
// refusal in the page's words, shows.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { axeViolations, blocking } from './support/axe.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const LISTED = 100; // the page lists the first 100 (web/solve/optimal-solutions.js)
const ASK = 'Every optimal solution';

/** The goal with the blank last, for `cells` cells. */
const goalOf = (cells) => [...Array.from({ length: cells - 1 }, (_, i) => i + 1), 0];

/**
 * Breadth-first from `start` to the blank-last goal of a width × height board: its distance and
 * the number of shortest paths (each board's count is the sum of its parents' one layer up).
 */
function shortestPaths(start, width = 3, height = 3) {
  const key = (tiles) => tiles.reduce((sum, tile) => sum * 16 + tile, 0);
  const goal = key(goalOf(start.length));
  let layer = new Map([[key(start), { tiles: start, paths: 1 }]]);
  const seen = new Set(layer.keys());
  for (let depth = 0; depth <= 80; depth += 1) {
    if (layer.has(goal)) return { distance: depth, count: layer.get(goal).paths };
    const next = new Map();
    for (const { tiles, paths } of layer.values()) {
      const blank = tiles.indexOf(0);
      const [row, column] = [Math.floor(blank / width), blank % width];
      for (const [dr, dc] of [
        [-1, 0],
        [1, 0],
        [0, -1],
        [0, 1],
      ]) {
        const [r, c] = [row + dr, column + dc];
        if (r < 0 || r >= height || c < 0 || c >= width) continue;
        const child = tiles.slice();
        [child[blank], child[r * width + c]] = [child[r * width + c], 0];
        const childKey = key(child);
        if (seen.has(childKey) && !next.has(childKey)) continue; // reached sooner: not shortest
        seen.add(childKey);
        const entry = next.get(childKey);
        if (entry) entry.paths += paths;
        else next.set(childKey, { tiles: child, paths });
      }
    }
    layer = next;
  }
  throw new Error('goal not reached');
}

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
    const oracle = shortestPaths(start, width, height);
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
  const oracle = shortestPaths(start);
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

test('the multi-tile metric: the count, or the core’s refusal in the page’s words, never a crash', async (t) => {
  const app = await browser.openApp(t, '?board=4,1,3,7,2,6,0,5,8');
  await app.page.locator('#move-metric').selectOption('mtm');
  await solve(app);
  const { summary } = await askForAll(app);
  const refused =
    'Every optimal solution is counted in single-tile moves (STM) only: set Count moves to STM to count them.';
  assert.ok(
    summary === refused || /^\d[\d,]* optimal solutions?$/.test(summary),
    `a count or the page's sentence: ${summary}`,
  );
  assert.ok(await app.button(ASK).isEnabled(), 'it may be asked again');
  assert.ok(await app.button('Solve').isEnabled());
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

// Acceptance: under /some-prefix/, `index.html?board=8,0,6,5,4,7,2,3,1&goal=blank-first`,
// Solve → the status says `Solution requires 31 steps`; Play runs the tiles to the goal and the
// URL's board follows. No console errors, no long tasks while it solves.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { PREFIX, useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();

const START = [8, 0, 6, 5, 4, 7, 2, 3, 1];
const GOAL = [0, 1, 2, 3, 4, 5, 6, 7, 8]; // blank-first
const OFFSETS = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

/**
 * Replays docs/contracts.md §2 moves (`Move 15 down`: the tile and the way it slides) on a 3×3
 * board, checking that each names a tile next to the blank that slides into it. Returns the end
 * board.
 */
function replay(start, moveTexts) {
  let tiles = start.slice();
  for (const [index, text] of moveTexts.entries()) {
    const match = /Move (\d+) (up|down|left|right)$/.exec(text.trim());
    assert.ok(match, `step ${index + 1} reads "Move N direction": ${text}`);
    const tile = Number(match[1]);
    const [dx, dy] = OFFSETS[match[2]];
    const from = tiles.indexOf(tile);
    const to = tiles.indexOf(0);
    assert.ok(
      (from % 3) + dx === to % 3 && Math.floor(from / 3) + dy === Math.floor(to / 3),
      `step ${index + 1} (${text}) slides a tile into the blank`,
    );
    tiles = tiles.map((t) => (t === 0 ? tile : t === tile ? 0 : t));
  }
  return tiles;
}

test('the hardest blank-first 8-puzzle: 31 steps, played back to the goal with the URL following', async (t) => {
  // speed=8 moves/s keeps the 31-move playback to about four seconds.
  const app = await browser.openApp(t, '?board=8,0,6,5,4,7,2,3,1&goal=blank-first&speed=8');
  const { page } = app;

  assert.ok(new URL(page.url()).pathname.startsWith(PREFIX), 'served under the subpath');
  assert.equal(await app.grid.count(), 1, 'one grid named "Puzzle board"');
  assert.deepEqual(await app.settledBoard(3, 3), START, 'the board from the URL is on show');
  assert.match(await app.statusText(), /^Ready to solve/);
  assert.ok(await app.button('Play').isDisabled(), 'nothing to play before a solution');

  await app.waitForNoLongTasks(); // the page's own start-up work is not the Solve's
  const solveStart = await app.now();
  await app.button('Solve').click();
  assert.equal(await app.waitForStatus(/^Solution requires/), 'Solution requires 31 steps');
  assert.deepEqual(
    await app.longTasksSince(solveStart),
    [],
    'no main-thread task over 50 ms while solving',
  );
  // Chromium holds a worker's port messages back after a click until the next frame; the
  // answers come on the answer lane instead (web/protocol/answer-lane.js).
  const answers = (await app.workerMessages()).filter(
    (m) => m.direction === 'in' && m.type === 'done' && m.at >= solveStart,
  );
  assert.ok(answers.length > 0, 'the solve was answered');
  assert.deepEqual(
    answers.map((m) => m.via),
    answers.map(() => 'lane'),
    'answers after the click come on the answer lane',
  );
  // The solution card is drawn in the frame after the answer's (web/dom/after-paint.js).
  await page.locator('#solution-card').waitFor();
  const moveList = page.locator('#move-list li');
  const moveTexts = await moveList.allTextContents();
  assert.equal(moveTexts.length, 31, 'the move list has one entry per step');
  assert.deepEqual(replay(START, moveTexts), GOAL, 'the listed moves lead to the goal');
  // Solving does not move the board; the solution starts from it.
  assert.deepEqual(await app.settledBoard(3, 3), START);
  assert.deepEqual(app.boardParam(), START);

  await app.button('Play').click();
  assert.ok(await app.button('Pause').isEnabled(), 'Pause is offered while playing');
  // Part way through, the URL has already left the start: it follows the board as it plays.
  await page.waitForFunction(
    (start) => {
      const board = new URLSearchParams(location.search).get('board');
      return board !== null && board !== start;
    },
    START.join(','),
    { timeout: 5_000 },
  );
  await app.button('Pause').click();
  const paused = await app.settledBoard(3, 3);
  const pausedAt = await app.playbackStep();
  assert.ok(pausedAt > 0 && pausedAt < 31, `paused part way (after ${pausedAt} moves)`);
  assert.deepEqual(
    paused,
    replay(START, moveTexts.slice(0, pausedAt)),
    'the board is at that step',
  );
  await app.waitForBoardParam(paused);
  assert.deepEqual(await app.settledBoard(3, 3), paused, 'Pause holds the board still');

  await app.button('Play').click();
  await app.waitForBoard(GOAL, 3, 3, 15_000);
  await page.getByText('Solved', { exact: true }).waitFor({ state: 'visible' });
  await app.waitForBoardParam(GOAL);
  assert.equal(await app.playbackStep(), 31, 'the playback is at its last step');
  assert.equal(await app.moveCount(), 0, 'playback is not counted as the user’s moves');
  assert.ok(await app.button('Play').isEnabled(), 'playback has stopped: Play is offered again');
  assert.ok(await app.button('Pause').isDisabled());
  assert.ok(await app.button('Step forward').isDisabled(), 'nothing after the last step');

  // Step back undoes the last move, on the board and in the URL.
  const lastMoveUndone = replay(START, moveTexts.slice(0, 30));
  await app.button('Step back').click();
  await app.waitForBoard(lastMoveUndone, 3, 3);
  await app.waitForBoardParam(lastMoveUndone);
  assert.equal(await app.playbackStep(), 30);
  await app.button('Step forward').click();
  await app.waitForBoard(GOAL, 3, 3);
  await app.waitForBoardParam(GOAL);

  app.assertNoErrors();
});

test('a solve asks the worker for no board check; its playback, one per board shown for the facts', async (t) => {
  // 4 moves a second. The boards playback shows are known to be valid (reached by moves from the
  // checked start); only their facts (inversions, blank distance, estimates) are asked for, once
  // a board, so that the Puzzle card describes the board on show (issue 29).
  const app = await browser.openApp(t, '?board=8,0,6,5,4,7,2,3,1&goal=blank-first&speed=4');
  const { page } = app;
  const checksSent = async () =>
    (await app.workerMessages()).filter((m) => m.direction === 'out' && m.type === 'check').length;
  await page.waitForTimeout(500); // the start-up check and facts are in
  const before = await checksSent();
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires 31 steps/);
  await page.waitForTimeout(300);
  assert.equal(await checksSent(), before, 'none for the solve: its board is the one checked');
  await app.button('Play').click();
  await page.waitForFunction(() => document.getElementById('scrubber').value === '4');
  await app.button('Pause').click();
  const shown = Number(await page.locator('#scrubber').inputValue());
  await page.waitForTimeout(500);
  const asked = (await checksSent()) - before;
  assert.ok(
    asked >= 1 && asked <= shown,
    `at most one check per board shown (${shown} boards after the start): ${asked}`,
  );
  app.assertNoErrors();
});

// The board's cells slide to their new places on a move or a playback step, and jump (no
// transition) when the board is replaced: the scrubber dragged, a new board typed. The jump holds
// transitions off until it has been drawn (web/board/board-view.js).
test('a step or a move slides its tile; the scrubber and a new board jump', async (t) => {
  const app = await browser.openApp(t, '?board=8,0,6,5,4,7,2,3,1&goal=blank-first');
  const { page } = app;
  // The cells' running transitions, read after the next frame is drawn.
  const slidingAfterFrame = () =>
    page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() =>
              resolve(
                [...document.querySelectorAll('#board .cell')].flatMap((c) => c.getAnimations())
                  .length,
              ),
            ),
          ),
        ),
    );
  await app.button('Solve').click();
  await app.waitForStatus('Solution requires 31 steps');
  await page.locator('#scrubber').fill('20');
  assert.equal(await slidingAfterFrame(), 0, 'the scrubber jumps');
  await page.waitForFunction(() => !document.getElementById('board').matches('.no-animation'));
  await app.button('Step forward').click();
  assert.ok((await slidingAfterFrame()) > 0, 'a step slides');

  await page.getByRole('textbox', { name: /^Board/ }).fill('1 2 3 4 5 6 0 7 8');
  await app.waitForStatus(/^Ready to solve/);
  await app.waitForBoard([1, 2, 3, 4, 5, 6, 0, 7, 8], 3, 3);
  assert.equal(await slidingAfterFrame(), 0, 'a new board jumps');
  await page.waitForFunction(() => !document.getElementById('board').matches('.no-animation'));
  await app.tile(7).click();
  assert.ok((await slidingAfterFrame()) > 0, 'a move slides');
  app.assertNoErrors();
});

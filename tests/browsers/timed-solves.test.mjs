// Issue 32 item 4, timed solves, in every engine: a `scramble=` link puts the core's seeded board
// on show (the same board the wasm module gives in Node for that size and seed); solving it by
// clicking tiles, with pauses the test makes between the moves, records each move's time (the
// gaps at least the pauses), stops the clock at the goal and shows the TPS of the recorded time;
// Retry gives the same board again; a started solve left for a new scramble is a DNF; after five
// entries ao5 is the mean of the middle three (the DNF dropped as the worst), and the session
// list and the stored session agree; inspection counts down until the first move; a solve that
// asked for a hint is a DNF, and two DNFs make ao5 a DNF. axe-core checks the card. Clear session
// asks first, and then forgets the solves; the keys N and R scramble and retry.
import assert from 'node:assert/strict';

import { formatSolveTime } from '../../web/common/speedsolve-model.js';
import { loadWasmModule } from '../js/support/wasm-module.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';
import { clickTilesToGoal, openScramble } from './support/timed-solves.mjs';

const { scenario } = useEngines();

const PAUSE_MS = 150;
const STORE = 'npuzzle-lab.speedsolve.v1';

// The tiles to click from `board` to 1 2 3 0 on a 2×2, shortest first: breadth-first search.
function clicksToGoal(board) {
  const goal = '1,2,3,0';
  const start = board.join(',');
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const key = queue.shift();
    if (key === goal) break;
    const tiles = key.split(',').map(Number);
    const blank = tiles.indexOf(0);
    for (const cell of [blank - 2, blank + 2, blank % 2 ? blank - 1 : blank + 1]) {
      if (cell < 0 || cell > 3) continue;
      const next = tiles.slice();
      [next[blank], next[cell]] = [next[cell], 0];
      const nextKey = next.join(',');
      if (!previous.has(nextKey)) {
        previous.set(nextKey, { key, tile: tiles[cell] });
        queue.push(nextKey);
      }
    }
  }
  const clicks = [];
  for (let at = previous.get(goal); at; at = previous.get(at.key)) clicks.unshift(at.tile);
  return clicks;
}

async function boardOnShow(page) {
  const text = await page.evaluate(
    () => /** @type {HTMLTextAreaElement} */ (document.getElementById('board-text')).value,
  );
  return text.trim().split(/\s+/).map(Number);
}

async function solveByHand(page) {
  const clicks = clicksToGoal(await boardOnShow(page));
  await clickTilesToGoal(page, clicks, PAUSE_MS);
  return clicks.length;
}

// New scramble, once its board is on show (its name changed: the seeds are random).
async function newScramble(page) {
  const before = await page.text('#speedsolve-name');
  await page.click(button('New scramble'));
  await page.waitFor(
    (name) => {
      const now = document.getElementById('speedsolve-name')?.textContent.trim();
      return now !== name && /^Scramble /.test(now ?? '');
    },
    before,
    { message: 'a new scramble' },
  );
}

const stored = (page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORE);

scenario(
  'timed solves: a scramble link, move times, TPS, a DNF and ao5',
  async ({ open, sites }) => {
    // A seed whose 2×2 board is at least three moves from the goal, so the times have gaps.
    const module = await loadWasmModule();
    let seed = 1;
    let expected;
    for (; ; seed++) {
      expected = JSON.parse(module.randomBoard('2x2', 'blank-last', 0, seed)).board;
      if (clicksToGoal(expected).length >= 3) break;
    }
    const page = await openScramble(open, sites, `2x2:${seed}`);
    assert.deepEqual(await boardOnShow(page), expected, 'the link gives the core’s seeded board');
    assert.equal(await page.text('#speedsolve-timer'), '0.000', 'the clock waits for a move');

    // 1: solved with pauses between the moves.
    const moves = await solveByHand(page);
    let session = (await stored(page)).solves;
    assert.equal(session.length, 1);
    const [first] = session;
    assert.equal(first.moves.length, moves);
    assert.equal(first.times[0], 0, 'the first move starts the clock');
    for (let i = 1; i < first.times.length; i++) {
      assert.ok(first.times[i] - first.times[i - 1] >= PAUSE_MS - 5, `gap ${i}: ${first.times}`);
    }
    assert.equal(first.ms, first.times.at(-1));
    assert.equal(await page.text('#speedsolve-timer'), formatSolveTime(first.ms));
    assert.equal(await page.text('#speedsolve-tps'), ((moves * 1000) / first.ms).toFixed(3));
    assert.equal(await page.text('#speedsolve-moves'), String(moves));

    // 2 and 3: Retry gives the same board.
    for (let i = 0; i < 2; i++) {
      await page.click(button('Retry'));
      await page.waitFor(
        () => document.getElementById('speedsolve-timer')?.dataset.phase === 'ready',
        undefined,
        { message: 'the scramble again' },
      );
      assert.deepEqual(await boardOnShow(page), expected, 'Retry: the same scramble');
      await solveByHand(page);
    }

    // 4: a DNF: one move, then a new scramble.
    await page.click(button('Retry'));
    await page.waitFor(
      () => document.getElementById('speedsolve-timer')?.dataset.phase === 'ready',
      undefined,
      { message: 'the scramble once more' },
    );
    await page.clickTile(clicksToGoal(expected)[0]);
    await newScramble(page);
    await page.waitFor(
      () => document.querySelectorAll('#speedsolve-list tbody tr').length === 4,
      undefined,
      { message: 'the DNF listed' },
    );
    // 5: the new scramble solved (a fresh board may already be at the goal: then take another).
    while (clicksToGoal(await boardOnShow(page)).length === 0) await newScramble(page);
    await solveByHand(page);

    session = (await stored(page)).solves;
    assert.deepEqual(
      session.map((solve) => solve.dnf),
      [false, false, false, true, false],
    );
    assert.equal(session[3].ms, null);
    const finished = session.filter((solve) => !solve.dnf).map((solve) => solve.ms);
    finished.sort((a, b) => a - b);
    // The DNF is the worst and the fastest is the best: the middle three are the other finishes.
    const middle = finished.slice(1);
    const ao5 = middle.reduce((sum, ms) => sum + ms, 0) / middle.length;
    assert.equal(await page.text('#speedsolve-ao5'), formatSolveTime(ao5));
    assert.equal(await page.text('#speedsolve-single'), formatSolveTime(finished[0]));
    assert.equal(await page.text('#speedsolve-ao12'), '—');
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('#speedsolve-list tbody tr')].map((row) =>
        [...row.children].slice(0, 3).map((cell) => cell.textContent.trim()),
      ),
    );
    assert.deepEqual(rows[1], ['4', 'DNF', '1'], 'newest first, the DNF with its one move');

    // Inspection: a countdown from 15 until the first move, which starts the clock at 0.
    // (A scramble at least two moves from the goal: the first move must not end the solve.)
    await page.click('#speedsolve-inspection');
    do await newScramble(page);
    while (clicksToGoal(await boardOnShow(page)).length < 2);
    assert.equal(await page.attribute('#speedsolve-timer', 'data-phase'), 'inspecting');
    assert.match(await page.text('#speedsolve-timer'), /^1[345]$/);
    const inspecting = (await page.text('#speedsolve-phase')).trim();
    assert.match(inspecting, /^Inspection/);
    await page.clickTile(clicksToGoal(await boardOnShow(page))[0]);
    await page.waitFor(
      () => document.getElementById('speedsolve-timer')?.dataset.phase === 'running',
      undefined,
      { message: 'the clock started by the first move' },
    );
    assert.equal((await stored(page)).inspection, true, 'the setting is kept');

    // A hint asked during the solve: at the goal it is kept as a DNF.
    await page.waitFor(() => !document.getElementById('hint')?.disabled, undefined, {
      timeout: 30_000,
      message: 'Hint enabled',
    });
    await page.click(button('Hint'));
    await solveByHand(page);
    session = (await stored(page)).solves;
    assert.equal(session.length, 6);
    assert.equal(session[5].dnf, true, 'a solve with a hint is a DNF');
    assert.equal(session[5].ms, null);
    assert.equal(
      await page.text('#speedsolve-ao5'),
      'DNF',
      'two DNFs among the last five make the average a DNF',
    );

    // The celebration's pop and glow still running would be measured half-drawn (WebKit's axe
    // read the heading's colour mid-animation once): axe checks the card at rest.
    await page.waitFor(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { message: 'the page at rest before axe' },
    );
    await page.assertAxeClean('the Timed solves card');

    // Clear session asks first: Keep them keeps every solve; Delete the solves empties the list,
    // the stored session and the figures (the inspection setting stays).
    await page.click(button('Clear session'));
    assert.equal(await page.attribute('#speedsolve-clear', 'aria-expanded'), 'true');
    await page.click(button('Keep them'));
    assert.equal(await page.attribute('#speedsolve-clear', 'aria-expanded'), 'false');
    assert.equal((await stored(page)).solves.length, 6, 'Keep them: nothing forgotten');
    await page.click(button('Clear session'));
    await page.click(button('Delete the solves'));
    await page.waitFor(
      () => document.querySelectorAll('#speedsolve-list tbody tr').length === 0,
      undefined,
      { message: 'the session list emptied' },
    );
    assert.deepEqual((await stored(page)).solves, [], 'the stored session emptied');
    assert.equal((await stored(page)).inspection, true, 'the inspection setting kept');
    assert.equal(await page.text('#speedsolve-ao5'), '—');
    assert.equal(await page.text('#speedsolve-single'), '—');

    // The keys, from the board where a speedsolver's hands are: N a new scramble, R it again.
    const before = await page.text('#speedsolve-name');
    await page.press('#board', 'n');
    await page.waitFor(
      (name) => document.getElementById('speedsolve-name')?.textContent !== name,
      before,
      { message: 'N: a new scramble' },
    );
    while (clicksToGoal(await boardOnShow(page)).length === 0) await newScramble(page);
    const scrambled = await boardOnShow(page);
    await page.clickTile(clicksToGoal(scrambled)[0]);
    await page.press('#board', 'r');
    // (Inspection is on: the same board waits with its countdown.)
    await page.waitFor(
      (tiles) =>
        document.getElementById('speedsolve-timer')?.dataset.phase === 'inspecting' &&
        /** @type {HTMLTextAreaElement} */ (document.getElementById('board-text')).value
          .trim()
          .split(/\s+/)
          .join(',') === tiles,
      scrambled.join(','),
      { message: 'R: the same board again' },
    );
  },
);

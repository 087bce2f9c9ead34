// Issue 32 item 5, the replay and analysis of a timed solve, in every engine: a 3×3 `scramble=`
// link is solved by clicking tiles with pauses the test makes — one wasted move and its undo,
// then a shortest way (from a breadth-first search written here) — and its replay, opened from
// the session list, shows at each slider position the board the test expects (the scramble with
// the moves made so far), the recorded time of that move, and the shortest distance a BFS here
// gives; the one lost move is marked; the replay plays on its own to the goal; axe-core checks
// the page with the replay open.
// Counted in MTM (Count moves: MTM), a 3×3 solve with line slides (a click on the far tile of the
// blank's line slides both) is replayed a multi-tile move a step, and its distances and lost moves
// are those of a multi-tile BFS (tests/js/support/eight-puzzle-mtm-bfs.mjs), not the core's.
import assert from 'node:assert/strict';

import { formatSolveTime } from '../../web/common/speedsolve-model.js';
import { mtmBfsDistances } from '../js/support/eight-puzzle-mtm-bfs.mjs';
import { loadWasmModule } from '../js/support/wasm-module.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';
import { clickTilesToGoal, openScramble } from './support/timed-solves.mjs';

const { scenario } = useEngines();

const PAUSE_MS = 60;
const STORE = 'npuzzle-lab.speedsolve.v1';
const GOAL = '1,2,3,4,5,6,7,8,0';

const neighbours = (blank) =>
  [blank - 3, blank + 3, blank % 3 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1].filter(
    (cell) => cell >= 0 && cell < 9,
  );

/** Every solvable 3×3's distance to the goal (blank last), by breadth-first search. */
function bfs() {
  const distances = new Map([[GOAL, 0]]);
  let layer = [GOAL.split(',').map(Number)];
  for (let depth = 1; layer.length; depth++) {
    const next = [];
    for (const tiles of layer) {
      const blank = tiles.indexOf(0);
      for (const cell of neighbours(blank)) {
        const board = tiles.slice();
        [board[blank], board[cell]] = [board[cell], 0];
        if (distances.has(board.join(','))) continue;
        distances.set(board.join(','), depth);
        next.push(board);
      }
    }
    layer = next;
  }
  return distances;
}

const slideTile = (tiles, n) => {
  const board = tiles.slice();
  const [blank, cell] = [board.indexOf(0), board.indexOf(n)];
  [board[blank], board[cell]] = [n, 0];
  return board;
};

const replayOnShow = (page) =>
  page.evaluate(() => ({
    tiles: document.getElementById('speedsolve-replay-board')?.dataset.tiles,
    marked: [...document.querySelectorAll('#speedsolve-replay-board .is-moved')]
      .map((cell) => Number(cell.textContent))
      .sort((a, b) => a - b),
    at: document.getElementById('speedsolve-replay-at')?.textContent.trim(),
    here: document.getElementById('speedsolve-analysis-here')?.textContent.trim(),
    slider: /** @type {HTMLInputElement} */ (document.getElementById('speedsolve-replay-slider'))
      .value,
  }));

/** Solves by clicking the tiles `clicks` (tile numbers); returns the solve the page stored. */
async function solveByClicks(page, clicks) {
  await clickTilesToGoal(page, clicks, PAUSE_MS);
  const { solves } = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? 'null'),
    STORE,
  );
  return solves[0];
}

/** Opens the replay of the session's first solve and waits until every board is measured. */
async function replayFirstSolve(page) {
  // The session list scrolls within the card (sideways too, on a narrow one): to the button
  // first, as a person would (WebKit's driver clicks only what is in view).
  await page.evaluate(() =>
    document
      .querySelector('#speedsolve-list tbody button[aria-label="Replay solve 1"]')
      ?.scrollIntoView({ block: 'center', inline: 'center' }),
  );
  await page.click(button('Replay solve 1'));
  await page.waitFor(
    () =>
      document.getElementById('speedsolve-analysis-status')?.textContent.trim() ===
      'Every board measured by an optimal search.',
    undefined,
    { timeout: 60_000, message: 'every board measured' },
  );
}

scenario(
  'timed solves: a 3×3 solve replayed move by move, with its distances',
  async ({ open, sites }) => {
    const distances = bfs();
    const distance = (tiles) => /** @type {number} */ (distances.get(tiles.join(',')));
    // A seed whose scramble is at most 14 moves from the goal and has a move away from it.
    const module = await loadWasmModule();
    let seed = 1;
    let start;
    let waste;
    for (; ; seed++) {
      start = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, seed)).board;
      const blank = start.indexOf(0);
      waste = neighbours(blank)
        .map((cell) => start[cell])
        .find((n) => distance(slideTile(start, n)) > distance(start));
      if (distance(start) <= 14 && waste !== undefined) break;
    }
    // The tiles to click: the wasted move, its undo, then always a tile that brings it closer.
    const clicks = [waste, waste];
    let tiles = start;
    for (;;) {
      const blank = tiles.indexOf(0);
      const closer = neighbours(blank)
        .map((cell) => tiles[cell])
        .find((n) => distance(slideTile(tiles, n)) < distance(tiles));
      if (closer === undefined) break;
      clicks.push(closer);
      tiles = slideTile(tiles, closer);
    }
    assert.equal(tiles.join(','), GOAL);
    const boards = [start];
    for (const n of clicks) boards.push(slideTile(boards.at(-1), n));

    const page = await openScramble(open, sites, `3x3:${seed}`);
    const solve = await solveByClicks(page, clicks);
    assert.equal(solve.moves.length, clicks.length);

    await replayFirstSolve(page);
    assert.equal(await page.text('#speedsolve-analysis-optimal'), String(distance(start)));
    assert.equal(
      await page.text('#speedsolve-analysis-lost'),
      '1',
      'one lost move: the wasted one',
    );
    const lostRows = await page.evaluate(() =>
      [...document.querySelectorAll('#speedsolve-analysis-list tbody tr.is-lost th')].map((cell) =>
        cell.textContent.trim(),
      ),
    );
    assert.deepEqual(lostRows, ['1']);

    // Step by step with the keyboard on the slider, and back with the step button.
    const expectAt = async (k, how) => {
      const shown = await replayOnShow(page);
      assert.equal(shown.slider, String(k), how);
      assert.equal(shown.tiles, boards[k].join(' '), `${how}: the board after move ${k}`);
      assert.equal(shown.here, String(distance(boards[k])), `${how}: the distance after move ${k}`);
      const time = formatSolveTime(k === 0 ? 0 : solve.times[k - 1]);
      assert.equal(shown.at, `Move ${k} of ${clicks.length} · ${time}`, how);
    };
    await expectAt(0, 'opened');
    for (let k = 1; k <= 3; k++) {
      await page.press('#speedsolve-replay-slider', 'ArrowRight');
      await expectAt(k, 'ArrowRight');
    }
    await page.press('#speedsolve-replay-slider', 'End');
    await expectAt(clicks.length, 'End');
    await page.click(button('Step back one move'));
    await expectAt(clicks.length - 1, 'Step back');
    await page.press('#speedsolve-replay-slider', 'Home');
    await expectAt(0, 'Home');

    // Played at 4×, it reaches the goal by itself.
    await page.evaluate(() => {
      const speed = /** @type {HTMLSelectElement} */ (
        document.getElementById('speedsolve-replay-speed')
      );
      speed.value = '4';
      speed.dispatchEvent(new Event('change'));
    });
    await page.click('#speedsolve-replay-play');
    await page.waitFor(
      (last) =>
        /** @type {HTMLInputElement} */ (document.getElementById('speedsolve-replay-slider'))
          .value === String(last),
      clicks.length,
      { timeout: 30_000, message: 'the replay played to the end' },
    );
    await expectAt(clicks.length, 'played');

    await page.assertAxeClean('the replay open');
  },
);

/** Chooses `value` in the select `id` as a user would (the change event the page listens to). */
function choose({ id, value }) {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById(id));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select.value === value;
}

const STEP = { L: 1, R: -1, U: 3, D: -3 }; // the blank's step when a tile slides that way

/**
 * The multi-tile moves from a board: each way, a line of 1 or 2 tiles; `click` is the tile to
 * click (the one farthest from the blank), `slid` the single directions.
 */
function lineSlides(tiles) {
  const slides = [];
  const blank = tiles.indexOf(0);
  for (const [way, step] of Object.entries(STEP)) {
    let board = tiles;
    let hole = blank;
    for (let count = 1; count <= 2; count++) {
      const to = hole + step;
      const sameRow = Math.floor(to / 3) === Math.floor(hole / 3);
      if (to < 0 || to >= 9 || ((way === 'L' || way === 'R') && !sameRow)) break;
      board = board.slice();
      board[hole] = board[to];
      board[to] = 0;
      hole = to;
      slides.push({ click: tiles[to], slid: way.repeat(count), board });
    }
  }
  return slides;
}

scenario(
  'timed solves in MTM: a 3×3 solve with line slides replayed a multi-tile move a step',
  async ({ open, sites }) => {
    const mtmDistance = mtmBfsDistances(GOAL.split(',').map(Number));
    // A seed at most 8 MTM moves from the goal whose solve here has a wasted move and a line slide.
    const module = await loadWasmModule();
    /** @type {{click: number, slid: string, board: number[]}[]} */
    let plan = [];
    let seed = 100;
    let start;
    for (; ; seed++) {
      start = JSON.parse(module.randomBoard('3x3', 'blank-last', 0, seed)).board;
      if (mtmDistance(start) > 8) continue;
      // First a move that brings it no closer, then closer ones, lines first; never two the same
      // way in a row (those would be one multi-tile move).
      const waste = lineSlides(start).find((o) => mtmDistance(o.board) >= mtmDistance(start));
      if (!waste) continue;
      plan = [waste];
      let tiles = waste.board;
      while (mtmDistance(tiles) > 0) {
        const closer = lineSlides(tiles)
          .filter((o) => o.slid[0] !== plan.at(-1)?.slid[0])
          .filter((o) => mtmDistance(o.board) < mtmDistance(tiles))
          .sort((a, b) => b.slid.length - a.slid.length)[0];
        if (!closer) break;
        plan.push(closer);
        tiles = closer.board;
      }
      if (mtmDistance(tiles) === 0 && plan.some((o) => o.slid.length === 2)) break;
    }
    const boards = [start, ...plan.map((o) => o.board)];
    const expectedLost = [];
    for (let k = 1; k < boards.length; k++)
      if (mtmDistance(boards[k]) !== mtmDistance(boards[k - 1]) - 1) expectedLost.push(k);
    assert.ok(expectedLost.includes(1), 'the first move is wasted');

    // The first move counted in STM, then Count moves switched to MTM: the moves figure counts
    // in MTM at once, without waiting for the next move.
    const page = await openScramble(open, sites, `3x3:${seed}`);
    await page.clickTile(plan[0].click);
    await page.waitFor(
      (count) => document.getElementById('speedsolve-moves')?.textContent.trim() === count,
      String(plan[0].slid.length),
      { message: 'the first move counted in STM' },
    );
    assert.ok(await page.evaluate(choose, { id: 'move-metric', value: 'mtm' }));
    assert.equal(await page.text('#speedsolve-moves'), '1 MTM', 'recounted in MTM at once');
    const solve = await solveByClicks(
      page,
      plan.slice(1).map((o) => o.click),
    );
    assert.equal(solve.metric, 'mtm', 'the solve keeps the metric it was counted in');
    assert.equal(await page.text('#speedsolve-moves'), `${plan.length} MTM`, 'moves made, in MTM');
    assert.equal(solve.moves, plan.map((o) => o.slid).join(''), 'a line is kept tile by tile');

    await replayFirstSolve(page);
    assert.match(await page.text('#speedsolve-analysis-metric'), /^Counted in MTM/);
    assert.equal(await page.text('#speedsolve-analysis-optimal'), String(mtmDistance(start)));
    assert.equal(await page.text('#speedsolve-analysis-lost'), String(expectedLost.length));
    const lostRows = await page.evaluate(() =>
      [...document.querySelectorAll('#speedsolve-analysis-list tbody tr.is-lost th')].map((cell) =>
        cell.textContent.trim(),
      ),
    );
    assert.deepEqual(lostRows, expectedLost.map(String));

    // Every position, one multi-tile move a step: its board, its MTM distance, its time (the
    // time of the line's last tile).
    let end = 0;
    for (let k = 0; k < boards.length; k++) {
      if (k > 0) {
        await page.press('#speedsolve-replay-slider', 'ArrowRight');
        end += plan[k - 1].slid.length;
      }
      const shown = await replayOnShow(page);
      assert.equal(shown.slider, String(k));
      assert.equal(shown.tiles, boards[k].join(' '), `the board after MTM move ${k}`);
      assert.equal(shown.here, String(mtmDistance(boards[k])), `the MTM distance after move ${k}`);
      // The mini board marks the whole line the move slid: the tiles whose cells changed.
      const slid =
        k === 0 ? [] : boards[k].filter((tile, cell) => tile && boards[k - 1][cell] !== tile);
      assert.deepEqual(
        shown.marked,
        slid.sort((a, b) => a - b),
        `the tiles marked after move ${k}`,
      );
      if (k > 0) assert.equal(slid.length, plan[k - 1].slid.length);
      const time = formatSolveTime(end === 0 ? 0 : solve.times[end - 1]);
      assert.equal(shown.at, `MTM move ${k} of ${plan.length} · ${time}`);
    }

    // Optimal from here, at the scramble: the core's MTM solution, one URDL letter a move.
    await page.press('#speedsolve-replay-slider', 'Home');
    await page.click(button('Optimal from here'));
    const optimal = await page.text('#speedsolve-optimal-text');
    const match = /^(\d+) MTM moves? from move 0: ([URDL0-9]+)$/.exec(optimal);
    assert.ok(match, optimal);
    assert.equal(Number(match[1]), mtmDistance(start));
    assert.equal(match[2].match(/[URDL]\d*/g)?.length, mtmDistance(start));

    await page.assertAxeClean('the MTM replay open');
  },
);

// Acceptance (issue 32, items 1 and 2 in the page), in Chromium: with Count moves set to MTM the
// page asks the core for multi-tile answers. On an 8-puzzle the distance line equals the MTM
// distance of a breadth-first search over multi-tile moves written here (not the core); Hint
// marks a whole segment whose slide lowers that distance by exactly one; Solve's card gives the
// same MTM length, and stepping the playback reaches the goal in that many steps, each a whole
// multi-tile move. A 15-puzzle shows an MTM figure (or "at least N MTM moves") without an error,
// and a 4×5 board keeps STM figures with the sentence that says why.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { mtmBfsDistances, mtmNeighbours } from '../js/support/eight-puzzle-mtm-bfs.mjs';
import { useBrowser } from './support/browser-fixture.mjs';

const browser = useBrowser();
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];

const mtmDistance = mtmBfsDistances(GOAL);

/** The board the page holds, from the cells' places (no animation involved). */
function boardInPage() {
  const board = [];
  for (const cell of document.querySelectorAll('#board [data-tile]')) {
    board[Number(cell.dataset.index)] = Number(cell.dataset.tile);
  }
  return board;
}

/** The distance line once settled: {state, text}. */
async function settledDistance(page) {
  const distance = page.locator(
    '#distance:not([data-state="working"]):not([data-state="pending"])',
  );
  await distance.waitFor();
  return {
    state: await distance.getAttribute('data-state'),
    text: (await distance.textContent()).trim(),
  };
}

/** Chooses MTM in Count moves. */
async function countInMtm(app) {
  await app.page.getByRole('combobox', { name: 'Count moves' }).selectOption('mtm');
}

test('in MTM the distance, Hint, Solve and playback are the core’s MTM answers, checked against a BFS', async (t) => {
  const app = await browser.openApp(t);
  const { page } = app;
  await countInMtm(app);
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  await page.getByRole('textbox', { name: /^Board/ }).fill(start.join(' '));
  await app.waitForBoardParam(start);

  const expected = mtmDistance(start);
  assert.ok(expected > 5, `a board far from the goal (${expected} MTM moves)`);
  const shown = await settledDistance(page);
  assert.equal(shown.state, 'exact', shown.text);
  const match = /^(\d+) MTM moves from the goal \(shortest\)/.exec(shown.text);
  assert.ok(match, `the distance is said in MTM moves: "${shown.text}"`);
  assert.equal(Number(match[1]), expected, 'the distance is the BFS’s MTM distance');

  // Hint: a whole segment, marked tile by tile; played, it is one MTM move closer.
  await app.button('Hint').click();
  const hintLine = page.locator('#hint-text', { hasText: /^Hint: slide/ });
  await hintLine.waitFor();
  const hint = (await hintLine.textContent()).trim();
  const said = /^Hint: slide ([\d, and]+) (up|down|left|right)(?:, one MTM move)?\./.exec(hint);
  assert.ok(said, `the hint names its tiles and way: "${hint}"`);
  const tiles = said[1].split(/,? and |, /).map(Number);
  const marked = await page.$$eval('#board .is-hinted [data-tile], #board .is-hinted', (cells) =>
    cells.map((cell) => Number(cell.getAttribute('data-tile'))).filter((n) => n > 0),
  );
  assert.deepEqual(
    [...new Set(marked)].sort((a, b) => a - b),
    tiles.slice().sort((a, b) => a - b),
    'every tile of the hinted move is marked on the board',
  );
  await app.button('Hint').click(); // plays it
  await page.waitForFunction((before) => {
    const board = [];
    for (const cell of document.querySelectorAll('#board [data-tile]')) {
      board[Number(cell.dataset.index)] = Number(cell.dataset.tile);
    }
    return board.join(',') !== before;
  }, start.join(','));
  const afterHint = await page.evaluate(boardInPage);
  assert.ok(
    mtmNeighbours(start).some((board) => board.join(',') === afterHint.join(',')),
    'the hint played is one multi-tile move',
  );
  assert.equal(mtmDistance(afterHint), expected - 1, 'the hint’s move is one MTM move closer');
  await app.waitForBoardParam(afterHint);
  const closer = await settledDistance(page);
  assert.match(closer.text, new RegExp(`^${expected - 1} MTM moves from the goal`));

  // Solve: the card's MTM length is the BFS distance; playback steps whole multi-tile moves.
  const solveFrom = afterHint;
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/);
  const length = page.locator('#stats dd').first();
  await page.locator('#solution-card:not([hidden])').waitFor();
  const lengthText = (await length.textContent()).trim();
  const lengths = /^(\d+) STM · (\d+) MTM$/.exec(lengthText);
  assert.ok(lengths, `the card gives both counts: "${lengthText}"`);
  assert.equal(Number(lengths[2]), mtmDistance(solveFrom), 'the MTM length is the BFS distance');
  let board = solveFrom;
  let steps = 0;
  while (board.join(',') !== GOAL.join(',')) {
    assert.ok(steps < 40, 'playback reaches the goal');
    await app.button('Step forward').click();
    steps++;
    await page.waitForFunction(
      (before) => new URLSearchParams(location.search).get('board') !== before,
      board.join(','),
    );
    const next = await page.evaluate(boardInPage);
    assert.ok(
      mtmNeighbours(board).some((each) => each.join(',') === next.join(',')),
      `step ${steps} is one multi-tile move`,
    );
    board = next;
  }
  assert.equal(steps, mtmDistance(solveFrom), 'the goal is that many MTM steps away');
  assert.equal(await app.playbackStep(), steps, 'the step counter counts MTM moves');
  app.assertNoErrors();
});

test('a 15-puzzle in MTM shows an MTM figure or a bound; a 4×5 board says MTM covers 16 cells', async (t) => {
  const app = await browser.openApp(t);
  const { page } = app;
  await countInMtm(app);
  // A 15-puzzle a walk of 14 blank moves from its goal.
  const fifteen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0];
  const step = { L: [-1, 0], R: [1, 0], U: [0, -1], D: [0, 1] };
  for (const way of 'LLUURDLLURRDDL') {
    const blank = fifteen.indexOf(0);
    const [dx, dy] = step[way];
    const target = blank + dx + dy * 4;
    [fifteen[blank], fifteen[target]] = [fifteen[target], fifteen[blank]];
  }
  await page.getByRole('textbox', { name: /^Board/ }).fill(fifteen.join(' '));
  await app.waitForBoardParam(fifteen);
  const line = await settledDistance(page);
  assert.ok(['exact', 'bound'].includes(line.state), line.text);
  const figure = /^(At least )?(\d+) MTM moves? from the goal/.exec(line.text);
  assert.ok(figure, line.text);
  // Solve in MTM (no search team, no pattern databases): its MTM length agrees with the line.
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/, 60_000);
  await page.locator('#solution-card:not([hidden])').waitFor();
  const lengthText = (await page.locator('#stats dd').first().textContent()).trim();
  const lengths = /^(\d+) STM · (\d+) MTM$/.exec(lengthText);
  assert.ok(lengths, `the card gives both counts: "${lengthText}"`);
  const solved = Number(lengths[2]);
  if (figure[1]) assert.ok(solved >= Number(figure[2]), 'the bound holds');
  else assert.equal(solved, Number(figure[2]), 'Solve and the distance line agree');

  // 4×5: STM figures, one sentence why.
  await app.goto(`${browser.baseUrl}index.html?size=4x5`);
  const wide = await settledDistance(page);
  assert.match(wide.text, /STM moves? from the goal/, wide.text);
  assert.match(
    wide.text,
    /Shortest ways are counted in MTM on boards of up to 16 cells/,
    'the line says why its figure is STM',
  );
  app.assertNoErrors();
});

test('in MTM, Solve with another algorithm solves in STM and says why, naming both controls', async (t) => {
  const app = await browser.openApp(t);
  const { page } = app;
  await countInMtm(app);
  const start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
  await page.getByRole('textbox', { name: /^Board/ }).fill(start.join(' '));
  await app.waitForBoardParam(start);
  await page.locator('#algorithm').selectOption('astar');
  await app.button('Solve').click();
  await app.waitForStatus(/^Solution requires/);
  const notice = page.locator('#notice', { hasText: 'Solved in STM' });
  await notice.waitFor();
  assert.match(
    (await notice.textContent()).trim(),
    /Count moves: MTM.*Algorithm Auto or IDA\*.*A\* is chosen/,
  );
  await page.locator('#solution-card:not([hidden])').waitFor();
  const lengthText = (await page.locator('#stats dd').first().textContent()).trim();
  const lengths = /^(\d+) STM · (\d+) MTM$/.exec(lengthText);
  assert.ok(lengths, `the card gives both counts: "${lengthText}"`);
  // An STM-shortest solution is no shorter in MTM than the MTM optimum.
  assert.ok(Number(lengths[2]) >= mtmDistance(start), lengthText);
  await app.button('Step forward').click();
  assert.equal(await app.playbackStep(), 1);
  await page.waitForFunction(
    (before) => new URLSearchParams(location.search).get('board') !== before,
    start.join(','),
  );
  const next = await page.evaluate(boardInPage);
  const single = start.map((tile, i) => tile !== next[i]).filter(Boolean).length;
  assert.equal(single, 2, 'an STM solution steps one tile at a time');
  app.assertNoErrors();
});

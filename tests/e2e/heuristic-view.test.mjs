// Acceptance (issue 12, item 2): the Heuristic tab's numbers are the C++ heuristics' own. For a
// 3×3, a 4×4 and a 5×5 board, every heuristic the view offers is read off the page — the marks
// drawn on the tiles and the h its sum ends in — and compared with the wasm module's checkBoard
// run here in Node, which evaluates each heuristic directly and shares no code with the view.
// Also: h* beside h on the 8-puzzle, the view follows a new board and never shows another
// board's numbers as current, preparing the pattern databases on a 4×4, and axe-core on the view (light and dark).
import assert from 'node:assert/strict';
import { test, before } from 'node:test';

import { axeViolations, blocking } from './support/axe.mjs';
import { useBrowser } from './support/browser-fixture.mjs';
import { loadWasmModule } from '../js/support/wasm-module.mjs';

const browser = useBrowser();
let module;
before(async () => {
  module = await loadWasmModule();
});

const BOARDS = [
  { size: '3x3', goal: 'blank-first', tiles: [8, 0, 6, 5, 4, 7, 2, 3, 1] }, // seed 001
  {
    size: '4x4',
    goal: 'blank-last',
    tiles: [2, 3, 4, 8, 1, 5, 7, 11, 9, 6, 12, 0, 13, 14, 10, 15],
  },
  {
    size: '5x5',
    goal: 'blank-last',
    tiles: [
      6, 1, 3, 4, 5, 11, 2, 8, 9, 10, 7, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 0, 23, 24,
    ],
  },
];

function query({ tiles, goal }) {
  return `?board=${tiles.join(',')}&goal=${goal}&lab=heuristic`;
}

/** What the view shows for the heuristic `id`: h, the marks on the tiles, the +2 markers. */
async function readView(page, id) {
  await page.locator('#heuristic-choice').selectOption(id);
  await page.locator(`#heuristic-board[data-heuristic="${id}"]`).waitFor();
  return page.evaluate(() => {
    const board = document.getElementById('heuristic-board');
    const sum = document.getElementById('heuristic-sum').textContent;
    return {
      board: board.dataset.board,
      h: Number(/h = (\d+)$/.exec(sum)?.[1]),
      sum,
      marks: [...board.querySelectorAll('.heuristic-cell')].map((cell) => ({
        tile: Number(cell.dataset.tile),
        mark: cell.querySelector('.heuristic-mark')?.textContent ?? '',
        extra: cell.querySelector('.heuristic-extra')?.textContent ?? '',
      })),
      legend: [...document.querySelectorAll('#heuristic-legend li')].map((li) => li.textContent),
    };
  });
}

async function openHeuristic(t, board, options) {
  const app = await browser.openApp(t, query(board), options);
  await app.page.locator('#heuristic-board[data-h]').waitFor({ timeout: 30_000 });
  return app;
}

for (const board of BOARDS) {
  test(`${board.size}: every heuristic's h and tile marks equal the module's values`, async (t) => {
    const app = await openHeuristic(t, board);
    const { page } = app;
    const text = board.tiles.join(' ');
    const check = JSON.parse(module.checkBoard(text, board.size, board.goal));
    assert.equal(check.status, 'ok');
    const offered = await page
      .locator('#heuristic-choice option')
      .evaluateAll((options) => options.map((o) => o.value));
    // Every heuristic the module evaluates for this board is offered (the pattern databases
    // above 3×3 only once this browser has loaded them: the 4×4 test below).
    const withoutPdb = (ids) => ids.filter((id) => id !== 'pdb').sort();
    assert.deepEqual(withoutPdb(offered), withoutPdb(Object.keys(check.heuristics)));
    assert.equal(offered.includes('pdb'), board.size === '3x3');
    for (const id of offered) {
      const view = await readView(page, id);
      assert.equal(view.board, text, 'the view describes the board on show');
      assert.equal(view.h, check.heuristics[id], `${id}: ${view.sum}`);
      const marks = view.marks.filter((m) => m.tile !== 0);
      if (id === 'manhattan' || id === 'linear-conflict') {
        const distances = marks.reduce((sum, m) => sum + Number(m.mark || 0), 0);
        assert.equal(distances, check.heuristics.manhattan, `${id}: the distances drawn`);
        const extra = marks.filter((m) => m.extra === '+2').length * 2;
        if (id === 'linear-conflict') assert.equal(distances + extra, check.heuristics[id]);
        else assert.equal(extra, 0);
      }
      if (id === 'misplaced') {
        assert.equal(marks.filter((m) => m.mark === '✗').length, check.heuristics.misplaced);
      }
      if (id === 'pdb') {
        // The groups coloured are the lookups whose sum is h.
        const entries = view.legend.map((line) => Number(/table entry (\d+)$/.exec(line)[1]));
        assert.equal(
          entries.reduce((a, b) => a + b, 0),
          view.h,
        );
      }
    }
    app.assertNoErrors();
  });
}

test('3×3: h* is shown beside h, and h ≤ h* for the admissible heuristics', async (t) => {
  const app = await openHeuristic(t, BOARDS[0]);
  const trueText = app.page.locator('#heuristic-true');
  await trueText.filter({ hasText: 'h* = 31' }).waitFor();
  for (const id of ['misplaced', 'manhattan', 'linear-conflict', 'pdb']) {
    const view = await readView(app.page, id);
    assert.ok(view.h <= 31, `${id}: ${view.h}`);
    assert.match(await trueText.textContent(), new RegExp(`h\\W+${view.h}`));
  }
  app.assertNoErrors();
});

test('a new board: the view follows it and never shows the old numbers as current', async (t) => {
  const app = await openHeuristic(t, BOARDS[0]);
  const { page } = app;
  await readView(page, 'manhattan');
  await page.getByRole('textbox', { name: /^Board/ }).fill('1 2 3 4 5 6 7 0 8');
  // Sample the view as it catches up: it is marked stale, or it describes the board on screen.
  // The view and the screen are read in one evaluation, so that no change falls between them.
  for (let i = 0; i < 20; i++) {
    const state = await page.evaluate(() => ({
      stale: document.getElementById('heuristic-view').classList.contains('is-stale'),
      board: document.getElementById('heuristic-board').dataset.board,
      shown: window.__readBoard({ width: 3, height: 3 })?.join(' '),
    }));
    if (!state.stale && state.shown)
      assert.equal(state.board, state.shown, 'a current view is of the board on show');
    await page.waitForTimeout(40);
  }
  await page.locator('#heuristic-board[data-board="1 2 3 4 5 6 7 0 8"]').waitFor();
  await page.locator('#heuristic-view:not(.is-stale)').waitFor();
  const view = await readView(page, 'manhattan');
  const check = JSON.parse(module.checkBoard('1 2 3 4 5 6 7 0 8', '3x3', 'blank-first'));
  assert.equal(view.h, check.heuristics.manhattan);
  app.assertNoErrors();
});

test('4×4: the view says how to get the pattern databases, and preparing them explains them', async (t) => {
  const app = await openHeuristic(t, BOARDS[1]);
  const { page } = app;
  const note = page.locator('#heuristic-pdb-note');
  assert.match(await note.textContent(), /not loaded in this browser yet/);
  await page.getByRole('button', { name: 'Prepare pattern databases' }).click();
  await page
    .locator('#heuristic-true')
    .filter({ hasText: /h\* = \d+/ })
    .waitFor({ timeout: 120_000 });
  // Once the databases are prepared, they are explained too, with the module's
  // value (the module here in Node prepares its own).
  const text = BOARDS[1].tiles.join(' ');
  await page
    .locator('#heuristic-choice option[value="pdb"]')
    .waitFor({ state: 'attached', timeout: 120_000 });
  const view = await readView(page, 'pdb');
  assert.equal(view.board, text);
  const request = {
    board: text,
    size: '4x4',
    goal: 'blank-last',
    algorithm: 'idastar',
    heuristic: 'pdb',
    weight: 1,
    maxMemoryMB: 256,
    openLimit: 0,
  };
  assert.equal(module.SolverSession.preparePatternDatabases(request, {}, () => {}).status, 'ok');
  const check = JSON.parse(module.checkBoard(text, '4x4', 'blank-last'));
  assert.equal(view.h, check.heuristics.pdb);
  const hStar = Number(/h\* = (\d+)/.exec(await page.locator('#heuristic-true').textContent())[1]);
  assert.ok(view.h <= hStar, `pdb ${view.h} ≤ h* ${hStar}`);
  app.assertNoErrors();
});

test('axe-core: no serious or critical violation in the Heuristic view (light and dark)', async (t) => {
  for (const colorScheme of ['light', 'dark']) {
    const app = await openHeuristic(t, BOARDS[0], { contextOptions: { colorScheme } });
    for (const id of ['linear-conflict', 'pdb', 'misplaced']) {
      await readView(app.page, id);
      const violations = await axeViolations(app.page, '#lab');
      assert.deepEqual(
        blocking(violations),
        [],
        `${colorScheme} ${id}: ${JSON.stringify(violations)}`,
      );
    }
  }
});

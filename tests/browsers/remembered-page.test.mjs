// Issue 14 item 2, a page that remembers, in every engine: the board, goal, size, solver settings,
// the lab panel in use and the theme chosen come back when the page is opened again without
// parameters (a new page in the same browser profile: `keepStorage`); a URL with parameters wins
// over what is remembered (the theme, the visitor's own, stays); "Start fresh" forgets it all and
// shows the page as on a first visit.
import assert from 'node:assert/strict';

import { EIGHT_PUZZLE } from './support/boards.mjs';
import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// A 3×4 board with a custom-free, non-default goal: size and goal both have to come back.
const BOARD = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11];
const FIRST = `?board=${BOARD.join(',')}&size=4x3`;

/** Chooses `value` in the select `id` as a user would (the change event the page listens to). */
function choose({ id, value }) {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById(id));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select.value === value;
}

/** What a return visit must show, read from the page. */
function shown() {
  const value = (id) => /** @type {HTMLInputElement} */ (document.getElementById(id))?.value;
  const tiles = [...document.querySelectorAll('#board .cell')].map((cell) =>
    Number(/** @type {HTMLElement} */ (cell).dataset.tile),
  );
  return {
    tiles,
    size: `${value('width')}x${value('height')}`,
    goal: value('goal'),
    algorithm: value('algorithm'),
    heuristic: value('heuristic'),
    tab: document.querySelector('[role=tab][aria-selected=true]')?.id ?? null,
    theme: document.documentElement.dataset.theme ?? 'auto',
    themeChoice: value('theme'),
  };
}

scenario(
  'a return visit restores the board, settings, lab panel and theme; a URL wins',
  async ({ open, sites }) => {
    // A clean profile for this scenario: earlier scenarios in this engine share its storage.
    const first = await open(sites.appUrl(FIRST), { keepStorage: true });
    await first.waitForReady();
    await first.evaluate(() => localStorage.clear());
    assert.ok(await first.evaluate(choose, { id: 'goal', value: 'blank-first' }));
    await first.waitForStatus(/./);
    assert.ok(await first.evaluate(choose, { id: 'algorithm', value: 'idastar' }));
    assert.ok(await first.evaluate(choose, { id: 'heuristic', value: 'manhattan' }));
    await first.click({ role: 'tab', name: 'Compare' });
    assert.ok(await first.evaluate(choose, { id: 'theme', value: 'dark' }));
    assert.equal(await first.evaluate(() => document.documentElement.dataset.theme), 'dark');
    // The URL (and with it the memory) follows within a moment.
    await first.waitFor(
      () =>
        /lab=compare/.test(location.search) &&
        /algorithm=idastar/.test(localStorage.getItem('npuzzle-lab.page.v1') ?? '') &&
        /lab=compare/.test(localStorage.getItem('npuzzle-lab.page.v1') ?? ''),
      undefined,
      { timeout: 20_000, message: 'the page remembered' },
    );
    const before = await first.evaluate(shown);
    assert.deepEqual(before.tiles, BOARD);
    await first.close();

    // Back without parameters: everything as it was.
    const again = await open(sites.appUrl(), { keepStorage: true });
    await again.waitForReady();
    await again.waitFor(
      () => document.querySelector('[role=tab][aria-selected=true]')?.id,
      undefined,
      {
        message: 'a lab tab selected',
      },
    );
    assert.deepEqual(await again.evaluate(shown), {
      tiles: BOARD,
      size: '4x3',
      goal: 'blank-first',
      algorithm: 'idastar',
      heuristic: 'manhattan',
      tab: 'tab-compare',
      theme: 'dark',
      themeChoice: 'dark',
    });
    assert.match(await again.evaluate(() => location.search), /lab=compare/);
    await again.close();

    // A URL with parameters wins: its board, the default settings, no lab panel; the theme stays.
    const linked = await open(sites.appUrl(EIGHT_PUZZLE.query), { keepStorage: true });
    await linked.waitForReady();
    const fromLink = await linked.evaluate(shown);
    assert.deepEqual(fromLink.tiles, EIGHT_PUZZLE.tiles);
    assert.equal(fromLink.size, '3x3');
    assert.equal(fromLink.goal, 'blank-last');
    assert.equal(fromLink.algorithm, 'auto');
    assert.equal(fromLink.tab, 'tab-step');
    assert.equal(fromLink.theme, 'dark');
    await linked.close();
  },
);

scenario(
  '"Start fresh" forgets everything and shows the page as on a first visit',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`${FIRST}&algorithm=greedy&lab=solvability`), {
      keepStorage: true,
    });
    await page.waitForReady();
    assert.ok(await page.evaluate(choose, { id: 'theme', value: 'light' }));
    await page.waitFor(
      () => /algorithm=greedy/.test(localStorage.getItem('npuzzle-lab.page.v1') ?? ''),
      undefined,
      { timeout: 20_000, message: 'the page remembered' },
    );
    await page.evaluate(() =>
      localStorage.setItem(
        'npuzzle-lab.best.v1',
        JSON.stringify([
          {
            key: '3x3|1,2,3,4,5,6,0,7,8|1,2,3,4,5,6,7,8,0',
            results: [{ moves: 2, ms: 900, at: 1 }],
          },
        ]),
      ),
    );

    await page.click(button('Start fresh'));
    assert.equal(await page.attribute('#start-fresh', 'aria-expanded'), 'true');
    await page.click(button('Forget and start fresh'));
    await page.waitFor(
      () => location.search === '' || /board=8,6,7,2,5,4,3,0,1/.test(location.search),
      undefined,
      {
        message: 'the page opened afresh',
      },
    );
    await page.waitForReady();
    await page.waitFor(() => /board=8,6,7,2,5,4,3,0,1/.test(location.search), undefined, {
      message: "the first visit's board in the URL",
    });
    const fresh = await page.evaluate(shown);
    assert.deepEqual(fresh.tiles, EIGHT_PUZZLE.tiles, 'the default board');
    assert.equal(fresh.size, '3x3');
    assert.equal(fresh.goal, 'blank-last');
    assert.equal(fresh.algorithm, 'auto');
    assert.equal(fresh.tab, 'tab-step');
    assert.equal(fresh.theme, 'auto');
    assert.equal(fresh.themeChoice, 'auto');
    assert.equal(await page.evaluate(() => localStorage.getItem('npuzzle-lab.best.v1')), null);
    assert.doesNotMatch(
      (await page.evaluate(() => localStorage.getItem('npuzzle-lab.page.v1'))) ?? '',
      /greedy|solvability|light/,
    );
  },
);

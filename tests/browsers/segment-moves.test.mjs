// Issue 32 item 1, whole-segment moves and the move metric, in every engine: with moves counted
// in MTM, a click on the far tile of the gap's row slides the two tiles between as one action
// (1 MTM, 2 STM; one Undo takes it back), Shift and an arrow slide the line from the keyboard, and
// with hover moves on the mouse alone slides it. The distance line is the core's MTM optimum (a
// 3×3 board: the core solves it in MTM), and the celebration says the play in both metrics and
// the shortest in MTM. The metric and hover come back on a return visit; axe-core
// finds nothing serious. A finger's tap (a touch pointer, as on a phone) slides the line too, and
// with hover moves on it is still a tap: hover follows the mouse only.
import assert from 'node:assert/strict';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

// Two moves from the goal, both in the bottom row: 7 and 8 slide left.
const BOARD = [1, 2, 3, 4, 5, 6, 0, 7, 8];
const GOAL = '1,2,3,4,5,6,7,8,0';
const tile = (n) => `#board .cell[data-tile="${n}"] button.tile`;

/** Chooses `value` in the select `id` as a user would (the change event the page listens to). */
function choose({ id, value }) {
  const select = /** @type {HTMLSelectElement} */ (document.getElementById(id));
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  return select.value === value;
}

/** When nothing slides: the board's tiles in reading order and the move counter, if as wanted. */
function boardIs({ tiles, count }) {
  if (document.getAnimations().some((animation) => animation.playState === 'running')) return null;
  const shown = [...document.querySelectorAll('#board .cell')]
    .map((cell) => /** @type {HTMLElement} */ (cell))
    .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
    .map((cell) => cell.dataset.tile)
    .join(',');
  const now = {
    tiles: shown,
    count: document.getElementById('move-count')?.textContent,
    metricShown: !document.getElementById('move-count-metric')?.hidden,
  };
  return now.tiles === tiles && now.count === count ? now : null;
}

async function expectBoard(page, tiles, count, what) {
  const shown = await page.waitFor(
    boardIs,
    { tiles, count },
    { message: `${page.engine}: ${what}` },
  );
  assert.equal(shown.metricShown, true, `${page.engine}: the counter says MTM (${what})`);
}

scenario(
  'a line slides as one move by click, keys and hover, counted in MTM, and the choice is kept',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(`?board=${BOARD.join(',')}`), { keepStorage: true });
    await page.waitForReady();
    await page.evaluate(() => localStorage.removeItem('npuzzle-lab.best.v1'));
    assert.ok(await page.evaluate(choose, { id: 'move-metric', value: 'mtm' }));
    await page.waitFor(
      () =>
        /^1 MTM move from the goal/.test(document.getElementById('distance')?.textContent ?? ''),
      undefined,
      { timeout: 30_000, message: 'the distance 1, the core’s MTM optimum' },
    );

    // A click on 8, two cells from the gap: 7 and 8 slide, one MTM move (two STM).
    await page.click(tile(8));
    await expectBoard(page, GOAL, '1', 'the click slid the line');
    const said = await page.waitFor(
      () =>
        !document.getElementById('celebration').hidden &&
        /shortest is \d/.test(document.getElementById('celebration-text').textContent) &&
        document.getElementById('celebration-text').textContent.trim(),
      undefined,
      { message: 'the celebration' },
    );
    assert.equal(said, '2 STM · 1 MTM — the shortest is 1 MTM');
    await page.assertAxeClean('MTM counter and the celebration');
    assert.ok(await page.evaluate(choose, { id: 'move-metric', value: 'stm' }));
    await page.waitFor(() => document.getElementById('move-count').textContent === '2', undefined, {
      message: 'the same play counted in STM',
    });
    assert.ok(await page.evaluate(choose, { id: 'move-metric', value: 'mtm' }));

    // One Undo takes the whole action back.
    await page.click(button('Undo'));
    await expectBoard(page, BOARD.join(','), '0', 'one undo took the line back');

    // From the keyboard: Shift and ← slide the whole line to the gap.
    await page.press('#board', 'Shift+ArrowLeft');
    await expectBoard(page, GOAL, '1', 'Shift+← slid the line');
    await page.click(button('Undo'));
    await expectBoard(page, BOARD.join(','), '0', 'undone again');

    // Hover moves: the mouse over 8 slides the line, no click.
    await page.click('#hover-moves');
    await page.hover(tile(8));
    await expectBoard(page, GOAL, '1', 'hovering slid the line');

    // A return visit keeps the metric and the hover choice.
    const again = await open(sites.appUrl(`?board=${BOARD.join(',')}`), { keepStorage: true });
    await again.waitForReady();
    assert.equal(await again.evaluate(() => document.getElementById('move-metric').value), 'mtm');
    assert.equal(await again.evaluate(() => document.getElementById('hover-moves').checked), true);
    await again.evaluate(() => localStorage.clear());
    await again.assertNoProblems();
  },
);

/** From now on, the type of every pointer that goes down on the page (read by pointerTypes). */
function recordPointerTypes() {
  const seen = [];
  document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
  Object.defineProperty(window, 'pointerTypesSeen', { value: seen });
}

/** The hover choice is laid out: the primary pointer can hover (not a finger). */
function hoverOffered() {
  return document.getElementById('hover-moves').getClientRects().length > 0;
}

scenario(
  'a finger taps a line into place: one MTM move, and hover moves leave taps alone',
  async ({ open, sites, supports, t }) => {
    if (!supports.touch) {
      t.skip('its WebDriver delivers a touch pointer to the page as a mouse');
      return;
    }
    const page = await open(sites.appUrl(`?board=${BOARD.join(',')}`), { touch: true });
    await page.waitForReady();
    await page.evaluate(recordPointerTypes);
    assert.ok(await page.evaluate(choose, { id: 'move-metric', value: 'mtm' }));

    // A tap on 8, two cells from the gap: 7 and 8 slide as one move.
    await page.tap(tile(8));
    await expectBoard(page, GOAL, '1', 'the tap slid the line');
    await page.click(button('Undo'));
    await expectBoard(page, BOARD.join(','), '0', 'undone');
    let expected = 'touch,mouse';

    // Hover moves follow a mouse: where the page offers them (a device whose primary pointer
    // can hover, with a touch screen too), a finger still taps.
    if (await page.evaluate(hoverOffered)) {
      await page.click('#hover-moves');
      await page.tap(tile(8));
      await expectBoard(page, GOAL, '1', 'with hover moves on, the tap slid the line');
      expected += ',mouse,touch';
    } else {
      const coarse = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
      assert.ok(coarse, `${page.engine}: hover moves are left out only for a finger`);
    }
    const types = await page.evaluate(() => /** @type {any} */ (window).pointerTypesSeen.join());
    assert.equal(types, expected, `${page.engine}: the taps came by touch`);
    await page.assertNoProblems();
  },
);

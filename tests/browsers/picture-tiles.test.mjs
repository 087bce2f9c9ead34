// Issue 14, item 1, picture tiles, in every engine: a picture chosen from a file (the file input
// driven as each engine's driver does it) shows on a 4 × 4 and on a 3 × 5 — every tile showing
// the slice of its goal cell — solves and plays back with it, the pieces reassembling the
// picture at the end; a reload restores it; the lab's mini-boards show it; numbers can be hidden
// while the tiles keep their names; axe-core finds nothing serious with a picture on; a file
// that is not an image, or a damaged one, gets a message and the board stays as it was; and
// Remove picture brings the numbered tiles back, for good.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

import { button } from './support/engine-page.mjs';
import { useEngines } from './support/engines.mjs';

const { scenario } = useEngines();

const fixture = (name) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const PICTURE = fixture('six-colours.png');

// Three moves from the blank-last goal, and two on a 3 × 5 (3 columns, 5 rows).
const FOUR = { query: '?board=1,2,3,4,5,6,7,8,9,10,11,12,0,13,14,15', cols: 4, rows: 4 };
const THREE_BY_FIVE = {
  query: '?board=1,2,3,4,5,6,7,8,9,10,11,12,0,13,14&size=3x5',
  cols: 3,
  rows: 5,
};

/**
 * In the page: every tile whose picture slice is not the one it should show. `where`:
 * 'goal' — each tile the slice of its goal cell (blank last); 'cell' — the slice of the cell it
 * stands in (the picture whole). Returns a list of problems, empty when all is well.
 */
function sliceProblems({ cols, rows, where }) {
  const board = document.getElementById('board');
  const problems = [];
  if (!board?.classList.contains('has-picture')) return ['the board has no picture'];
  if (!/url\(/.test(getComputedStyle(document.documentElement).getPropertyValue('--picture'))) {
    problems.push('no --picture on the page');
  }
  const percent = (index, count) => `${Number(((index / (count - 1)) * 100).toFixed(4))}%`;
  for (const cell of board.querySelectorAll('.cell-tile')) {
    const tile = Number(cell.dataset.tile);
    const index = where === 'goal' ? tile - 1 : Number(cell.dataset.index);
    const button = cell.querySelector('button');
    const style = getComputedStyle(button);
    const expected = `${percent(index % cols, cols)} ${percent(Math.floor(index / cols), rows)}`;
    if (button.style.backgroundPosition !== expected) {
      problems.push(`tile ${tile}: position ${button.style.backgroundPosition}, not ${expected}`);
    }
    if (button.style.backgroundSize !== `${cols * 100}% ${rows * 100}%`) {
      problems.push(`tile ${tile}: size ${button.style.backgroundSize}`);
    }
    if (!style.backgroundImage.startsWith('url(')) problems.push(`tile ${tile}: no picture`);
    if (where === 'cell' && tile !== index + 1) problems.push(`tile ${tile} is in cell ${index}`);
  }
  return problems;
}

async function assertSlices(page, shape, where, when) {
  let problems = [];
  await page
    .waitUntil(
      async () => {
        problems = await page.evaluate(sliceProblems, { ...shape, where });
        return problems.length === 0;
      },
      { message: `the picture's slices ${when}` },
    )
    .catch(() => {});
  assert.deepEqual(problems, [], `slices ${when}`);
}

const hasPicture = () => document.getElementById('board')?.classList.contains('has-picture');

scenario(
  'a picture from a file shows on a 4 × 4, plays back whole, and a reload restores it on a 3 × 5',
  async ({ open, close, sites }) => {
    const page = await open(sites.appUrl(FOUR.query), { keepStorage: true });
    await page.waitForReady();
    await page.chooseFile('#picture-file', PICTURE);
    await page.waitFor(hasPicture, undefined, { message: 'the picture on the board' });
    await assertSlices(page, FOUR, 'goal', 'on the 4 × 4');
    // The controls have names, and the tiles keep theirs.
    await page.idOf({ role: 'button', name: 'Remove picture' });
    await page.idOf({ role: 'slider', name: 'Zoom' });
    await page.idOf({ role: 'checkbox', name: 'Show the numbers on the tiles' });
    await page.idOf({ role: 'button', name: 'Tile 13' });

    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), 'Solution requires 3 steps');
    await page.click(button('Play'));
    await page.waitFor(
      () => document.getElementById('board')?.classList.contains('is-solved'),
      undefined,
      { message: 'the playback to reach the goal' },
    );
    await assertSlices(page, FOUR, 'cell', 'after playback: the picture whole');
    await close(page);

    const again = await open(sites.appUrl(THREE_BY_FIVE.query), { keepStorage: true });
    await again.waitForReady();
    await again.waitFor(hasPicture, undefined, { message: 'the picture restored on reload' });
    await assertSlices(again, THREE_BY_FIVE, 'goal', 'restored, cut for the 3 × 5');
    await again.click(button('Solve'));
    assert.equal(await again.waitForStatus(/^Solution requires/), 'Solution requires 2 steps');
    await again.click(button('Play'));
    await again.waitFor(
      () => document.getElementById('board')?.classList.contains('is-solved'),
      undefined,
      { message: 'the 3 × 5 playback to reach the goal' },
    );
    await assertSlices(again, THREE_BY_FIVE, 'cell', 'after the 3 × 5 playback');

    // Remove picture: numbered tiles, and a reload keeps them numbered.
    await again.click(button('Remove picture'));
    await again.waitFor(() => !document.getElementById('board')?.classList.contains('has-picture'));
    await close(again);
    const third = await open(sites.appUrl(THREE_BY_FIVE.query), { keepStorage: true });
    await third.waitForReady();
    // The picture would be back by the time the solver is ready; give IndexedDB a moment more.
    await new Promise((resolve) => setTimeout(resolve, 500));
    assert.equal(await third.evaluate(hasPicture), false, 'removed for good');
    await close(third);
  },
  { timeout: 180_000 },
);

scenario(
  'numbers can be hidden, the lab’s mini-boards show the picture, and axe finds nothing serious',
  async ({ open, sites, t }) => {
    const page = await open(sites.appUrl(FOUR.query));
    await page.waitForReady();
    await page.click(button('Patchwork'));
    await page.waitFor(hasPicture, undefined, { message: 'the built-in picture on the board' });
    assert.equal(
      await page.attribute('#picture-scenes button[aria-pressed=true]', 'type'),
      'button',
    );
    await assertSlices(page, FOUR, 'goal', 'with a built-in picture');

    // Step mode: the open list's and the path's mini-boards carry the picture too.
    await page.click({ role: 'tab', name: 'Step through' });
    await page.click(button('Step'));
    await page.waitFor(
      () => document.querySelectorAll('#panel-step .mini-board.has-picture .mini-cell').length > 0,
      undefined,
      { timeout: 30_000, message: 'mini-boards with the picture in Step through' },
    );

    for (const colours of ['numbers on']) {
      const violations = await page.axe();
      for (const v of violations) t.diagnostic(`${colours}: ${v.id} (${v.impact}) ${v.help}`);
      const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      assert.deepEqual(
        blocking.map((v) => v.id),
        [],
        'no serious or critical violation with a picture on',
      );
    }

    await page.click({ role: 'checkbox', name: 'Show the numbers on the tiles' });
    await page.waitFor(() =>
      document.getElementById('board')?.classList.contains('picture-no-numbers'),
    );
    const hidden = await page.evaluate(
      () => getComputedStyle(document.querySelector('#board .tile-number')).display,
    );
    assert.equal(hidden, 'none', 'the numbers are not drawn');
    // … but every tile keeps its accessible name.
    for (const tile of [1, 8, 15]) await page.idOf({ role: 'button', name: `Tile ${tile}` });
    const violations = await page.axe();
    const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(
      blocking.map((v) => v.id),
      [],
      'none with the numbers hidden either',
    );
  },
  { timeout: 120_000 },
);

scenario(
  'a file that is not an image, or a damaged image, gets a message and no picture',
  async ({ open, sites }) => {
    const page = await open(sites.appUrl(FOUR.query));
    await page.waitForReady();
    const message = () => {
      const element = document.getElementById('picture-message');
      return element && !element.hidden ? element.textContent.trim() : null;
    };
    await page.chooseFile('#picture-file', fixture('notes.txt'));
    const notImage = await page.waitFor(message, undefined, { message: 'a message' });
    assert.match(notImage, /“notes\.txt” is not an image/);
    assert.equal(await page.evaluate(hasPicture), false);

    await page.chooseFile('#picture-file', fixture('damaged.png'));
    await page.waitFor(
      (before) => {
        const text = document.getElementById('picture-message')?.textContent ?? '';
        return text !== before && /damaged\.png/.test(text);
      },
      notImage,
      { message: 'a message about the damaged file' },
    );
    assert.match(await page.text('#picture-message'), /could not be read as an image/);
    assert.equal(await page.evaluate(hasPicture), false);
    // The board still plays.
    await page.click(button('Solve'));
    assert.equal(await page.waitForStatus(/^Solution requires/), 'Solution requires 3 steps');
  },
);

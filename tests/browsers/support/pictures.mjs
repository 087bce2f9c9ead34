// Picture tiles in the browser scenarios (picture-tiles, picture-kept): the fixtures, the boards,
// and the check that every tile shows the right slice of the picture.
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

export const fixture = (name) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
export const PICTURE = fixture('six-colours.png');

// Three moves from the blank-last goal, and two on a 3 × 5 (3 columns, 5 rows).
export const FOUR = { query: '?board=1,2,3,4,5,6,7,8,9,10,11,12,0,13,14,15', cols: 4, rows: 4 };
export const THREE_BY_FIVE = {
  query: '?board=1,2,3,4,5,6,7,8,9,10,11,12,0,13,14&size=3x5',
  cols: 3,
  rows: 5,
};

/**
 * In the page: every tile whose picture slice is not the one it should show. `where`:
 * 'goal' — each tile the slice of its goal cell (blank last); 'cell' — the slice of the cell it
 * stands in (the picture whole). Returns a list of problems, empty when all is well.
 */
export function sliceProblems({ cols, rows, where }) {
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

export async function assertSlices(page, shape, where, when) {
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

export const hasPicture = () => document.getElementById('board')?.classList.contains('has-picture');

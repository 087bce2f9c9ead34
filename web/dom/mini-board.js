// A small read-only picture of a board (open-list entries, the path strip, the expanded node):
// a CSS grid of cells, with one accessible name that reads the tiles row by row. While the page
// shows a picture (web/picture/picture-controller.js), boards of its shape show it too: each cell
// the slice of its goal cell, over the `--picture` the page sets on its root.

import { t } from '../common/i18n.js';
import { goalCell, sliceBackground } from '../common/picture-geometry.js';

/** @type {{cols: number, rows: number, goal: number[] | null, numbers: boolean} | null} */
let picture = null;

/** The picture mini-boards of its shape show from now on (null: plain numbered cells). */
export function setMiniBoardPicture(next) {
  picture = next ? { ...next, goal: next.goal ? next.goal.slice() : null } : null;
}

/** `8 0 6 / 5 4 7 / 2 3 1` — the board read row by row, as people write it. */
export function boardRows(tiles, width) {
  const rows = [];
  for (let i = 0; i < tiles.length; i += width) rows.push(tiles.slice(i, i + width).join(' '));
  return rows.join(' / ');
}

/**
 * @param {number[]} tiles row-major, 0 = blank
 * @param {number} width
 * @param {{goal?: number[] | null, highlight?: number | number[] | null, label?: string}} options
 *   highlight: the tile or tiles to mark (those that just moved); label: the accessible name
 */
export function miniBoard(tiles, width, { goal = null, highlight = null, label } = {}) {
  const marked = new Set(Array.isArray(highlight) ? highlight : [highlight]);
  const board = document.createElement('div');
  board.className = 'mini-board';
  board.style.setProperty('--cols', String(width));
  board.style.setProperty('--digits', String(String(tiles.length - 1).length));
  board.setAttribute('role', 'img');
  board.setAttribute(
    'aria-label',
    label ?? t('page.board.miniLabel', { board: boardRows(tiles, width) }),
  );
  const rows = tiles.length / width;
  const pictured = picture && picture.cols === width && picture.rows === rows ? picture : null;
  if (pictured) {
    board.classList.add('has-picture');
    board.classList.toggle('picture-no-numbers', !pictured.numbers);
  }
  const slicesOf = goal && goal.length === tiles.length ? goal : (pictured?.goal ?? null);
  const fragment = document.createDocumentFragment();
  tiles.forEach((tile, index) => {
    const cell = document.createElement('span');
    cell.className = tile === 0 ? 'mini-cell mini-blank' : 'mini-cell';
    if (pictured) {
      const { col, row } = goalCell(tile, slicesOf, width, rows);
      const slice = sliceBackground(col, row, width, rows);
      cell.style.backgroundSize = slice.size;
      cell.style.backgroundPosition = slice.position;
    }
    if (tile !== 0) {
      if (pictured) {
        const number = document.createElement('span');
        number.className = 'mini-number';
        number.textContent = String(tile);
        cell.append(number);
      } else {
        cell.textContent = String(tile);
      }
      if (goal && goal[index] === tile) cell.classList.add('is-home');
      if (marked.has(tile)) cell.classList.add('is-moved');
    }
    fragment.append(cell);
  });
  board.append(fragment);
  return board;
}

// A small read-only picture of a board (open-list entries, the path strip, the expanded node):
// a CSS grid of cells, with one accessible name that reads the tiles row by row.

/** `8 0 6 / 5 4 7 / 2 3 1` — the board read row by row, as people write it. */
export function boardRows(tiles, width) {
  const rows = [];
  for (let i = 0; i < tiles.length; i += width) rows.push(tiles.slice(i, i + width).join(' '));
  return rows.join(' / ');
}

/**
 * @param {number[]} tiles row-major, 0 = blank
 * @param {number} width
 * @param {{goal?: number[] | null, highlight?: number | null, label?: string}} options
 *   highlight: a tile to mark (the one that just moved); label: the accessible name
 */
export function miniBoard(tiles, width, { goal = null, highlight = null, label } = {}) {
  const board = document.createElement('div');
  board.className = 'mini-board';
  board.style.setProperty('--cols', String(width));
  board.style.setProperty('--digits', String(String(tiles.length - 1).length));
  board.setAttribute('role', 'img');
  board.setAttribute('aria-label', label ?? `Board ${boardRows(tiles, width)}`);
  const fragment = document.createDocumentFragment();
  tiles.forEach((tile, index) => {
    const cell = document.createElement('span');
    cell.className = tile === 0 ? 'mini-cell mini-blank' : 'mini-cell';
    if (tile !== 0) {
      cell.textContent = String(tile);
      if (goal && goal[index] === tile) cell.classList.add('is-home');
      if (tile === highlight) cell.classList.add('is-moved');
    }
    fragment.append(cell);
  });
  board.append(fragment);
  return board;
}

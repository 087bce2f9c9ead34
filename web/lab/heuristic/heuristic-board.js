// @ts-check
// Draws a heuristic's breakdown (heuristic-breakdown.js) on a board: each tile with what it adds
// (its distance, ✗ when misplaced, its pattern-database group), linear conflict's tiles in
// conflict outlined and the ones that must leave their line marked +2. Any element will do, so
// the lab's other views can draw the breakdown of the board they show.

import { t } from '../../common/i18n.js';
import { boardRows } from '../../dom/mini-board.js';

const GROUP_COLOURS = 6; // heuristic.css has group-0 … group-5; more groups reuse them

/**
 * @param {HTMLElement} element emptied and filled with the board
 * @param {import('./heuristic-breakdown.js').Breakdown} breakdown
 * @param {{tiles: number[], width: number, label?: string}} board
 */
export function drawHeuristicBoard(element, breakdown, { tiles, width, label }) {
  element.classList.add('heuristic-board');
  element.style.setProperty('--cols', String(width));
  element.setAttribute('role', 'img');
  const marked = breakdown.cells.filter((cell) => cell.mark).map((cell) => cell.label);
  element.setAttribute(
    'aria-label',
    label ??
      t('lab.heuristic.boardName', {
        rows: boardRows(tiles, width),
        marks: marked.length ? marked.join('; ') : t('lab.heuristic.nothingAdds'),
      }),
  );
  element.dataset.heuristic = breakdown.id;
  const cells = breakdown.cells.map((mark) => {
    const cell = document.createElement('span');
    cell.className = 'heuristic-cell';
    cell.dataset.tile = String(mark.tile);
    if (mark.tile === 0) cell.classList.add('is-blank');
    if (mark.counts) cell.classList.add('counts');
    if (mark.inConflict) cell.classList.add('in-conflict');
    if (mark.leaves) cell.classList.add('leaves');
    if (mark.group !== null) cell.classList.add(`group-${mark.group % GROUP_COLOURS}`);
    const number = document.createElement('span');
    number.className = 'heuristic-tile';
    number.textContent = mark.tile === 0 ? '' : String(mark.tile);
    cell.append(number);
    if (mark.mark) {
      const badge = document.createElement('span');
      badge.className = 'heuristic-mark';
      badge.dataset.mark = mark.mark;
      badge.translate = false; // a distance, ✗ or a group's letter: no words to translate
      badge.textContent = mark.mark;
      cell.append(badge);
    }
    if (mark.leaves) {
      const extra = document.createElement('span');
      extra.className = 'heuristic-extra';
      extra.textContent = '+2';
      cell.append(extra);
    }
    return cell;
  });
  element.replaceChildren(...cells);
}

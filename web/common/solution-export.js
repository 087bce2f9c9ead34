// @ts-check
// A solution in the forms people take away: the seed-004 text, the docs/contracts.md §3 JSON
// object, a CSV with one row per step and the board after it, and speedsolvers' URDL. DOM-free.

import { swapWithBlank } from './board-model.js';
import { toCsv } from './csv.js';
import { toUrdl } from './speedsolve-model.js';
import { directionWord, solutionText } from './solution-text.js';

// docs/contracts.md §3's fields, in its order; a result may carry more (e.g. `text`), which the
// JSON leaves out.
const JSON_FIELDS = [
  'status',
  'width',
  'height',
  'board',
  'goal',
  'length',
  'optimal',
  'lowerBound',
  'moves',
  'directions',
  'algorithm',
  'heuristic',
  'stats',
];

/** Exactly the seed-004 text, ending with a newline. */
export function exportText(result) {
  const text = result.text ?? solutionText(result.moves ?? [], result.directions ?? '');
  return text.endsWith('\n') ? text : `${text}\n`;
}

export function exportJson(result) {
  const object = {};
  for (const field of JSON_FIELDS) if (result[field] !== undefined) object[field] = result[field];
  return `${JSON.stringify(object, null, 2)}\n`;
}

/** step, tile, direction, move, board_after (tiles row-major, space-separated); step 0 = start. */
export function exportCsv(result) {
  const moves = result.moves ?? [];
  let tiles = (result.board ?? []).slice();
  const rows = [['step', 'tile', 'direction', 'move', 'board_after']];
  rows.push([0, '', '', '', tiles.join(' ')]);
  moves.forEach((tile, i) => {
    tiles = swapWithBlank(tiles, tile);
    const word = directionWord(result.directions[i]);
    rows.push([i + 1, tile, word, `Move ${tile} ${word}`, tiles.join(' ')]);
  });
  return toCsv(rows);
}

/**
 * URDL with repeat counts (`U2RD3L`), each letter the way a tile slid (docs/contracts.md §2), as
 * speedsolvers write solutions; `npuzzle verify --letters tile` and Check an answer read it back.
 */
export function exportUrdl(result) {
  return `${toUrdl(result.directions ?? '')}\n`;
}

/** A file name for the board: `npuzzle-3x3-8-0-6-5-4-7-2-3-1` (long boards are shortened). */
export function fileStem(tiles, width, height) {
  const shown = tiles.length <= 16 ? `-${tiles.join('-')}` : '';
  return `npuzzle-${width}x${height}${shown}`;
}

// Moves and solutions in words for people, in the language on show: the move list, the step
// label, the status line, hints and announcements. The solution's text for files and the
// clipboard keeps docs/contracts.md §2's English format (web/common/solution-text.js): other
// programs read it.

import { t } from './i18n.js';

const DIRECTION_KEYS = Object.freeze({
  U: 'page.direction.up',
  D: 'page.direction.down',
  L: 'page.direction.left',
  R: 'page.direction.right',
});

/** `up`, `arriba`, `nach oben`, `向上` */
export function directionLabel(direction) {
  const key = DIRECTION_KEYS[direction];
  if (!key) throw new RangeError(`unknown direction ${JSON.stringify(direction)}`);
  return t(key);
}

const NO_TILE_KEYS = Object.freeze({
  U: 'page.board.noTileUp',
  D: 'page.board.noTileDown',
  L: 'page.board.noTileLeft',
  R: 'page.board.noTileRight',
});

/**
 * Why an arrow key moved nothing: `No tile can slide left: the gap is in the rightmost column.`
 * (the keyboard shortcuts promise to say why they could not act).
 */
export function noTileSentence(direction) {
  const key = NO_TILE_KEYS[direction];
  if (!key) throw new RangeError(`unknown direction ${JSON.stringify(direction)}`);
  return t(key);
}

/** `Move 15 down` */
export function moveLabel(tile, direction) {
  return t('page.move.label', { tile: String(tile), direction: directionLabel(direction) });
}

/**
 * `Solution requires 31 steps` (docs/contracts.md §4's status sentence in English). The length
 * is written in plain digits (`{steps}`), as the contract's readers expect; `count` picks the form.
 */
export function stepsLabel(length) {
  return t('page.move.solutionRequires', { count: length, steps: String(length) });
}

/**
 * `A solution of 1,219 moves (not proven shortest)`: an answer the search did not prove
 * shortest (weighted or greedy search, the big boards' construction) is not said in §4's words,
 * which promise a shortest one. Its length is formatted for the language.
 */
export function unprovenStepsLabel(length) {
  return t('page.move.solutionNotProven', { count: length, moves: length });
}

/** `1 move`, `12 moves` */
export function movesLabel(count) {
  return t('page.move.count', { count });
}

// The page's tiny model of a board: just enough to animate, drag and replay moves.
// Parsing, validation and solvability live in the C++ core (reached through the worker);
// nothing here decides whether a board is legal.

import { t } from './i18n.js';

/** Directions are the way the *tile* slides (docs/contracts.md §2): U D L R. */
export const DIRECTION_OFFSETS = Object.freeze({
  U: [0, -1],
  D: [0, 1],
  L: [-1, 0],
  R: [1, 0],
});

/** `1 2 … N−1 0` or `0 1 … N−1`. */
export function goalTiles(kind, width, height) {
  const cells = width * height;
  const tiles = Array.from({ length: cells }, (_, i) => i);
  if (kind === 'blank-first') return tiles;
  return tiles.map((_, i) => (i + 1) % cells);
}

export function sameTiles(a, b) {
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The direction `tile` would slide into the blank, or null when it is not next to the blank.
 */
export function slideDirection(tiles, width, tile) {
  const from = tiles.indexOf(tile);
  const blank = tiles.indexOf(0);
  if (tile === 0 || from < 0 || blank < 0) return null;
  const dx = (blank % width) - (from % width);
  const dy = Math.floor(blank / width) - Math.floor(from / width);
  if (dx === 0 && dy === -1) return 'U';
  if (dx === 0 && dy === 1) return 'D';
  if (dy === 0 && dx === -1) return 'L';
  if (dy === 0 && dx === 1) return 'R';
  return null;
}

/**
 * A copy of `tiles` with `tile` swapped with the blank. The caller checks adjacency; a replayed
 * solution move and its undo are the same swap, which is why playback can run both ways with it.
 */
export function swapWithBlank(tiles, tile) {
  const next = tiles.slice();
  const from = next.indexOf(tile);
  const blank = next.indexOf(0);
  next[blank] = tile;
  next[from] = 0;
  return next;
}

/** A copy of `tiles` with the contents of two cells exchanged (edit mode). */
export function swapCells(tiles, i, j) {
  const next = tiles.slice();
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/**
 * The tile that slides in the arrow's direction: ArrowUp moves the tile below the blank up.
 * Returns null when there is no such tile (the blank is on that edge) or the key is not an arrow.
 */
export function tileForArrowKey(tiles, width, height, key) {
  const direction = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' }[key];
  if (!direction) return null;
  const [dx, dy] = DIRECTION_OFFSETS[direction];
  const blank = tiles.indexOf(0);
  // The tile that moves in direction d sits on the opposite side of the blank.
  const x = (blank % width) - dx;
  const y = Math.floor(blank / width) - dy;
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  return tiles[y * width + x];
}

/** Board as the docs/contracts.md §1 flat list, the form used in URLs and sent to the worker. */
export function tilesToText(tiles) {
  return tiles.join(',');
}

export function sizeText(width, height) {
  return `${width}x${height}`;
}

/**
 * '' when a board of `size` ({width, height}, or null for text that is no size) is one the
 * core takes, given its capabilities' `limits` ({minSide, maxCells}); else a sentence saying
 * what sizes it takes.
 */
export function sizeProblem(size, { minSide, maxCells }) {
  const fits =
    size !== null &&
    size.width >= minSide &&
    size.height >= minSide &&
    size.width * size.height <= maxCells;
  return fits ? '' : t('page.size.problem', { min: String(minSide), max: String(maxCells) });
}

/**
 * A whole-segment move: the tiles that slide when `tile` is clicked, in the order they move
 * (nearest the blank first), each one cell toward the blank; every tile between `tile` and the
 * blank in its row or column slides, `tile` included. Each entry is one single-tile move, so the
 * page records a segment as that many moves (undo, playback and the move list read single moves).
 * [] when `tile` is the blank or not in the blank's row or column.
 */
export function segmentMoves(tiles, width, tile) {
  const from = tiles.indexOf(tile);
  const blank = tiles.indexOf(0);
  if (tile === 0 || from < 0 || blank < 0) return [];
  const [fx, fy] = [from % width, Math.floor(from / width)];
  const [bx, by] = [blank % width, Math.floor(blank / width)];
  if (fx !== bx && fy !== by) return [];
  const step = fx === bx ? (fy > by ? width : -width) : fx > bx ? 1 : -1;
  const moves = [];
  for (let cell = blank + step; ; cell += step) {
    moves.push(tiles[cell]);
    if (cell === from) return moves;
  }
}

/**
 * The farthest tile that an arrow key's whole line moves (with Shift: the line between the
 * blank and the board's edge on that side slides), or null when no tile slides that way.
 */
export function lineTileForArrowKey(tiles, width, height, key) {
  const direction = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' }[key];
  if (!direction) return null;
  const [dx, dy] = DIRECTION_OFFSETS[direction];
  const blank = tiles.indexOf(0);
  // The tiles that move in direction d sit on the opposite side of the blank, up to the edge.
  const x = dx === 0 ? blank % width : dx > 0 ? 0 : width - 1;
  const y = dy === 0 ? Math.floor(blank / width) : dy > 0 ? 0 : height - 1;
  const tile = tiles[y * width + x];
  return tile === 0 ? null : tile;
}

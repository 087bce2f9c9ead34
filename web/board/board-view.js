// The puzzle board as a DOM widget. It shows a board and reports what the user asks for
// (`onMove(tile)`, `onSwap(cellA, cellB)`); the owner decides and calls setBoard(), so the data
// flows one way and the view never changes the board on its own.
//
// Structure: a `grid` named "Puzzle board" whose `row`s hold their `gridcell`s in reading order
// in the markup itself (what every engine and checker reads). Cells are absolutely positioned
// and placed with CSS transforms, so a move along a row is one transform change that CSS
// animates; a cell that has to change its place in the markup (a new row, or a new order in
// its row) is animated from where it was with the Web Animations API, and keeps its focus.
// A tile is a <button> named "Tile N"; the blank is a plain cell. A click, tap or drag on any
// tile in the blank's row or column asks for that whole segment (the owner slides it); with hover
// on (a mouse only), the pointer entering such a tile asks the same, so the blank follows the
// mouse. With a picture (setPicture) each tile shows the slice of its goal cell
// (web/common/picture-geometry.js) and keeps its name; its number sits in a badge, or is hidden
// when the numbers are turned off.

import {
  DIRECTION_OFFSETS,
  lineTileForArrowKey,
  sameTiles,
  segmentMoves,
  slideDirection,
  tileForArrowKey,
} from '../common/board-model.js';
import { t } from '../common/i18n.js';
import { goalCell, sliceBackground } from '../common/picture-geometry.js';
import { afterNextPaint } from '../dom/after-paint.js';
import { liveAttribute } from '../dom/live-text.js';
import { setAttribute } from '../dom/quiet-writes.js';
import { directionLabel } from '../common/move-words.js';

const DRAG_THRESHOLD_PX = 5; // less than this between down and up is a tap, not a drag
const ILLEGAL_DRAG_GIVE = 0.12; // how far (in cells) a tile that cannot move yields to a drag

let instances = 0;

/** The way an arrow key asks a tile to slide. */
/** @type {Record<string, 'U' | 'D' | 'L' | 'R'>} */
const ARROW_DIRECTIONS = { ArrowUp: 'U', ArrowDown: 'D', ArrowLeft: 'L', ArrowRight: 'R' };

export class BoardView {
  #root;
  #onMove;
  #onSwap;
  #onNoTile;
  #idPrefix;
  #width = 0;
  #height = 0;
  #tiles = [];
  #goal = null;
  #cells = new Map(); // tile number (0 = blank) → cell element
  #rows = [];
  #editing = false;
  #locked = false;
  #drag = null;
  #suppressClick = false;
  #selectedCell = null; // edit mode: the cell index picked first for a click-to-swap
  #slideMs = 150;
  #picture = null; // {cols, rows, numbers} while a picture of this board's shape is on
  #hover = false; // the blank follows the mouse (a preference)
  #releaseTransitions = null; // cancels the pending end of a jump's `no-animation`, if any

  /**
   * @param {HTMLElement} root an empty element that becomes the grid
   * @param {{onMove: (tile: number, how?: {hover?: boolean}) => void,
   *   onSwap: (cellA: number, cellB: number) => void,
   *   onNoTile?: (direction: 'U' | 'D' | 'L' | 'R') => void}} handlers `onMove`: slide `tile`
   *   and the tiles between it and the blank (`hover`: the pointer asked); `onNoTile`: an arrow
   *   key asked for a slide the board cannot make (no tile on that side of the gap)
   */
  constructor(root, { onMove, onSwap, onNoTile = () => {} }) {
    this.#root = root;
    this.#onMove = onMove;
    this.#onSwap = onSwap;
    this.#onNoTile = onNoTile;
    this.#idPrefix = `board${++instances}`;
    root.classList.add('board');
    root.setAttribute('role', 'grid');
    liveAttribute(root, 'aria-label', () => t('page.board.label'));
    root.tabIndex = 0;
    root.addEventListener('keydown', (event) => this.#keydown(event));
    root.addEventListener('click', (event) => this.#click(event));
    root.addEventListener('pointerdown', (event) => this.#pointerdown(event));
    root.addEventListener('pointermove', (event) => this.#pointermove(event));
    root.addEventListener('pointerup', (event) => this.#pointerup(event));
    root.addEventListener('pointercancel', () => this.#endDrag(null));
    root.addEventListener('lostpointercapture', () => this.#endDrag(null));
  }

  get tiles() {
    return this.#tiles.slice();
  }

  /**
   * Shows `tiles` (row-major, 0 = blank). Same dimensions: tiles slide to their new cells,
   * animated when `animate` (a jump, such as a scrubber drag, should not animate).
   */
  setBoard(tiles, width, height, { animate = true } = {}) {
    const rebuild = width !== this.#width || height !== this.#height;
    // The board on show again (a solve's answer, a page redrawn around it): nothing to draw.
    if (!rebuild && this.#selectedCell === null && sameTiles(tiles, this.#tiles)) return;
    this.#tiles = tiles.slice();
    this.#width = width;
    this.#height = height;
    this.#selectedCell = null;
    if (rebuild) this.#build();
    this.#layout({ animate: animate && !rebuild });
  }

  /** The goal, so tiles already in their goal cell can be marked. */
  setGoal(goal) {
    this.#goal = goal ? goal.slice() : null;
    this.#layout({ animate: false });
  }

  /**
   * Tiles show slices of the picture the page sets as `--picture` on an ancestor, when it was
   * cut for this board's shape (`cols` × `rows`); null: plain numbered tiles.
   * @param {{cols: number, rows: number, numbers: boolean} | null} picture
   */
  setPicture(picture) {
    this.#picture = picture ? { ...picture } : null;
    this.#layout({ animate: false });
  }

  /** Edit mode: dragging a tile onto another cell swaps them (for setting up boards). */
  setEditing(editing) {
    this.#editing = editing;
    this.#selectedCell = null;
    this.#root.classList.toggle('is-editing', editing);
    this.#layout({ animate: false });
  }

  /** Hover control: the mouse entering a tile in the blank's row or column slides that segment. */
  setHover(hover) {
    this.#hover = hover;
  }

  /** While locked (a search is running) the board shows but does not take moves. */
  setLocked(locked) {
    this.#locked = locked;
    this.#root.classList.toggle('is-locked', locked);
    setAttribute(this.#root, 'aria-disabled', String(locked));
    if (locked) this.#endDrag(null);
  }

  setSolved(solved) {
    this.#root.classList.toggle('is-solved', solved);
  }

  /** Stale: the board shown is not the one the user typed (the text is invalid); it is dimmed. */
  setStale(stale) {
    this.#root.classList.toggle('is-stale', stale);
    liveAttribute(this.#root, 'aria-description', stale ? () => t('page.board.stale') : null);
  }

  /**
   * Marks the tile a hint names (web/play/hint-controller.js), or every tile of a multi-tile
   * move, with an arrow the way it slides, and tells screen readers the same on each tile; null
   * clears the mark.
   * @param {number | number[] | null} tile @param {string} [direction] U, D, L or R
   */
  setHint(tile, direction) {
    for (const cell of this.#cells.values()) {
      if (!cell.classList.contains('is-hinted')) continue;
      cell.classList.remove('is-hinted');
      delete cell.dataset.hint;
      if (cell.firstElementChild) liveAttribute(cell.firstElementChild, 'aria-description', null);
    }
    // A multi-tile hint marks every tile of its segment: they slide together.
    const tiles = tile === null ? [] : Array.isArray(tile) ? tile : [tile];
    if (!direction) return;
    const word = { U: 'up', D: 'down', L: 'left', R: 'right' }[direction];
    for (const each of tiles) {
      const cell = this.#cells.get(each);
      if (!cell) continue;
      cell.classList.add('is-hinted');
      cell.dataset.hint = word;
      if (cell.firstElementChild) {
        liveAttribute(cell.firstElementChild, 'aria-description', () =>
          t('page.board.hintSlide', { direction: directionLabel(direction) }),
        );
      }
    }
  }

  /** Duration of one slide, so fast playback is not a blur of overlapping animations. */
  setSlideDuration(ms) {
    this.#slideMs = Math.round(ms);
    this.#root.style.setProperty('--slide-ms', `${this.#slideMs}ms`);
  }

  focus() {
    this.#root.focus();
  }

  #build() {
    const hadFocus = this.#root.contains(document.activeElement);
    this.#root.replaceChildren();
    this.#cells.clear();
    this.#root.style.setProperty('--cols', String(this.#width));
    this.#root.style.setProperty('--rows', String(this.#height));
    const cellCount = this.#width * this.#height;
    this.#root.style.setProperty('--digits', String(String(cellCount - 1).length));
    this.#rows = [];
    for (let r = 0; r < this.#height; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      this.#rows.push(row);
      this.#root.append(row);
    }
    for (let tile = 0; tile < cellCount; tile++) {
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      cell.id = `${this.#idPrefix}-cell-${tile}`;
      cell.dataset.tile = String(tile);
      if (tile === 0) {
        cell.className = 'cell cell-blank';
        liveAttribute(cell, 'aria-label', () => t('page.board.blank'));
      } else {
        cell.className = 'cell cell-tile';
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'tile';
        const name = String(tile);
        liveAttribute(button, 'aria-label', () => t('page.board.tile', { tile: name }));
        const number = document.createElement('span');
        number.className = 'tile-number';
        number.textContent = String(tile);
        button.append(number);
        button.tabIndex = -1;
        cell.append(button);
      }
      this.#cells.set(tile, cell);
    }
    if (hadFocus) this.#root.focus();
  }

  #layout({ animate }) {
    const width = this.#width;
    const picture = this.#activePicture();
    this.#root.classList.toggle('has-picture', picture !== null);
    this.#root.classList.toggle('picture-no-numbers', picture !== null && !picture.numbers);
    const reinserted = this.#placeInRows(animate);
    let jumped = false; // a cell drawn before now has another place
    this.#tiles.forEach((tile, index) => {
      const cell = this.#cells.get(tile);
      if (!cell) return;
      const x = index % width;
      const y = Math.floor(index / width);
      if (cell.dataset.index !== undefined && cell.dataset.index !== String(index)) jumped = true;
      const from = reinserted.get(cell);
      if (from && (from.x !== x || from.y !== y)) this.#animateFrom(cell, from, { x, y });
      cell.dataset.index = String(index);
      cell.setAttribute('aria-colindex', String(x + 1));
      cell.style.setProperty('--x', String(x));
      cell.style.setProperty('--y', String(y));
      cell.style.removeProperty('--dx');
      cell.style.removeProperty('--dy');
      cell.classList.remove('is-dragging');
      this.#showSlice(tile === 0 ? cell : cell.firstElementChild, tile, picture);
      if (this.#editing) cell.setAttribute('aria-selected', String(this.#selectedCell === index));
      else cell.removeAttribute('aria-selected');
      if (tile === 0) {
        // In edit mode the blank can be picked from the keyboard too (tiles are buttons).
        if (this.#editing) cell.tabIndex = -1;
        else cell.removeAttribute('tabindex');
        cell.classList.toggle('is-selected', this.#selectedCell === index);
        return;
      }
      const button = cell.firstElementChild;
      cell.classList.toggle('is-home', this.#goal !== null && this.#goal[index] === tile);
      cell.classList.toggle('is-selected', this.#selectedCell === index);
      button.tabIndex = this.#editing ? 0 : -1;
      if (this.#editing) button.setAttribute('aria-pressed', String(this.#selectedCell === index));
      else button.removeAttribute('aria-pressed');
    });
    if (!animate && jumped) this.#jumpWithoutTransitions();
  }

  // Cells that jump (a new board, a scrubber drag) must not slide: transitions are off until the
  // jump has been drawn, then on again. Reading the layout to commit the jump at once, as this
  // did, laid out the whole page in the middle of an update (a new board: 2-3 ms). New cells (a
  // first board, another size) have no place to slide from and need nothing.
  #jumpWithoutTransitions() {
    this.#root.classList.add('no-animation');
    this.#releaseTransitions?.();
    this.#releaseTransitions = afterNextPaint(() => {
      this.#releaseTransitions = null;
      this.#root.classList.remove('no-animation');
    });
  }

  /** The picture, if it was cut for the board on show. */
  #activePicture() {
    const picture = this.#picture;
    return picture && picture.cols === this.#width && picture.rows === this.#height
      ? picture
      : null;
  }

  /** The slice of the tile's goal cell (the blank's too: the solved board shows it whole). */
  #showSlice(element, tile, picture) {
    if (!picture) {
      element.style.removeProperty('background-size');
      element.style.removeProperty('background-position');
      return;
    }
    const { col, row } = goalCell(tile, this.#goal, this.#width, this.#height);
    const slice = sliceBackground(col, row, this.#width, this.#height);
    element.style.backgroundSize = slice.size;
    element.style.backgroundPosition = slice.position;
  }

  /**
   * Puts every cell into its row, in reading order, moving as few as it can. Returns the cells
   * that were moved in the markup, with the place they were drawn at before (when animating).
   */
  #placeInRows(animate) {
    const moved = new Map();
    const focused = document.activeElement;
    this.#rows.forEach((row, y) => {
      for (let x = 0; x < this.#width; x++) {
        const cell = this.#cells.get(this.#tiles[y * this.#width + x]);
        if (!cell || row.children[x] === cell) continue;
        if (animate && cell.isConnected) {
          moved.set(cell, {
            x: Number(cell.style.getPropertyValue('--x')),
            y: Number(cell.style.getPropertyValue('--y')),
          });
        }
        row.insertBefore(cell, row.children[x] ?? null);
      }
    });
    // Moving a node in the markup drops its focus: give it back where it went.
    if (focused instanceof HTMLElement && !this.#root.contains(document.activeElement)) {
      if (this.#root.contains(focused)) focused.focus({ preventScroll: true });
    }
    return moved;
  }

  #animateFrom(cell, from, to) {
    if (typeof cell.animate !== 'function' || this.#slideMs <= 0) return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    cell.animate(
      [
        { transform: `translate(${from.x * 100}%, ${from.y * 100}%)` },
        { transform: `translate(${to.x * 100}%, ${to.y * 100}%)` },
      ],
      { duration: this.#slideMs, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
    );
  }

  #tileFromEvent(event) {
    const button = event.target instanceof Element ? event.target.closest('button.tile') : null;
    if (!button || !this.#root.contains(button)) return null;
    return Number(button.parentElement.dataset.tile);
  }

  #keydown(event) {
    if (this.#locked || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && this.#selectedCell !== null) {
      this.#selectedCell = null;
      this.#layout({ animate: false });
      return;
    }
    if (this.#editing) {
      this.#editKeydown(event);
      return;
    }
    // Shift and an arrow: the whole line on that side of the blank slides, up to the edge.
    const tile = event.shiftKey
      ? lineTileForArrowKey(this.#tiles, this.#width, this.#height, event.key)
      : tileForArrowKey(this.#tiles, this.#width, this.#height, event.key);
    const direction = ARROW_DIRECTIONS[event.key];
    if (direction) event.preventDefault(); // no page scroll while playing
    if (tile !== null) this.#onMove(tile);
    else if (direction) this.#onNoTile(direction);
  }

  #click(event) {
    const tile = this.#tileFromEvent(event);
    if (tile === null) return;
    if (this.#suppressClick) {
      this.#suppressClick = false;
      return;
    }
    if (this.#locked) return;
    if (this.#editing) {
      this.#pickForSwap(this.#tiles.indexOf(tile));
      return;
    }
    if (segmentMoves(this.#tiles, this.#width, tile).length > 0) this.#onMove(tile);
  }

  // Edit mode from the keyboard: the arrow keys move focus from cell to cell (the blank
  // included), Enter or Space picks a cell, and a second pick swaps the two.
  #editKeydown(event) {
    const focused = document.activeElement?.closest?.('.cell');
    const index = focused && this.#root.contains(focused) ? Number(focused.dataset.index) : -1;
    const offsets = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (offsets[event.key]) {
      event.preventDefault();
      const from = index < 0 ? 0 : index;
      const x = Math.min(
        this.#width - 1,
        Math.max(0, (from % this.#width) + offsets[event.key][0]),
      );
      const y = Math.min(
        this.#height - 1,
        Math.max(0, Math.floor(from / this.#width) + offsets[event.key][1]),
      );
      this.#focusCell(index < 0 ? 0 : y * this.#width + x);
      return;
    }
    // A tile is a button: Enter and Space click it, and the click picks it. The blank is not.
    const onBlank = focused && focused.classList.contains('cell-blank');
    if (onBlank && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      this.#pickForSwap(index);
      this.#focusCell(index);
    }
  }

  #focusCell(index) {
    const cell = this.#cells.get(this.#tiles[index]);
    if (!cell) return;
    const target = cell.querySelector('button') ?? cell;
    target.focus();
  }

  // Click one tile, then another, to swap them: the keyboard (and switch-access) way to edit.
  #pickForSwap(index) {
    if (this.#selectedCell === null) {
      this.#selectedCell = index;
      this.#layout({ animate: false });
      return;
    }
    const first = this.#selectedCell;
    this.#selectedCell = null;
    if (first !== index) this.#onSwap(first, index);
    this.#layout({ animate: true });
  }

  #pointerdown(event) {
    if (this.#locked || this.#drag || !event.isPrimary || event.button !== 0) return;
    const tile = this.#tileFromEvent(event);
    if (tile === null) return;
    const cell = this.#cells.get(tile);
    // A tile in the blank's line drags its whole segment toward the blank; any other only gives.
    const segment = this.#editing ? [] : segmentMoves(this.#tiles, this.#width, tile);
    const direction = segment.length ? slideDirection(this.#tiles, this.#width, segment[0]) : null;
    this.#drag = {
      tile,
      cell,
      cells: segment.length ? segment.map((moved) => this.#cells.get(moved)) : [cell],
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      cellPx: cell.getBoundingClientRect().width,
      axis: direction ? DIRECTION_OFFSETS[direction] : null,
      along: 0,
      dx: 0,
      dy: 0,
      moved: false,
    };
    this.#suppressClick = false;
    event.target.setPointerCapture?.(event.pointerId);
  }

  #pointermove(event) {
    const drag = this.#drag;
    if (!drag) this.#hoverAt(event);
    if (!drag || event.pointerId !== drag.pointerId) return;
    const px = event.clientX - drag.startX;
    const py = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(px, py) < DRAG_THRESHOLD_PX) return;
    drag.moved = true;
    for (const cell of drag.cells) cell.classList.add('is-dragging');
    const size = drag.cellPx;
    if (this.#editing) {
      drag.dx = px;
      drag.dy = py;
    } else if (drag.axis) {
      // Follow the pointer along the one legal axis, never backwards and never past the blank.
      const [ux, uy] = drag.axis;
      drag.along = Math.min(size, Math.max(0, px * ux + py * uy));
      drag.dx = ux * drag.along;
      drag.dy = uy * drag.along;
    } else {
      // A tile that cannot move gives a little, so the drag visibly registers and snaps back.
      const give = size * ILLEGAL_DRAG_GIVE;
      drag.dx = Math.max(-give, Math.min(give, px * 0.2));
      drag.dy = Math.max(-give, Math.min(give, py * 0.2));
    }
    for (const cell of drag.cells) {
      cell.style.setProperty('--dx', `${drag.dx}px`);
      cell.style.setProperty('--dy', `${drag.dy}px`);
    }
  }

  // Hover control: the cell under a mouse (by the board's layout, not by what is drawn there
  // mid-slide, so a tile sliding away under the pointer is not asked for again) holds a tile in
  // the blank's line: its segment slides, and the blank takes the cell under the pointer.
  #hoverAt(event) {
    if (!this.#hover || this.#locked || this.#editing || event.pointerType !== 'mouse') return;
    if (event.buttons !== 0 || this.#width === 0) return;
    const box = this.#root.getBoundingClientRect();
    const across = (event.clientX - box.left - this.#root.clientLeft) / this.#root.clientWidth;
    const down = (event.clientY - box.top - this.#root.clientTop) / this.#root.clientHeight;
    if (across < 0 || down < 0 || across >= 1 || down >= 1) return;
    const index = Math.floor(down * this.#height) * this.#width + Math.floor(across * this.#width);
    const tile = this.#tiles[index];
    if (tile && segmentMoves(this.#tiles, this.#width, tile).length > 0) {
      this.#onMove(tile, { hover: true });
    }
  }

  #pointerup(event) {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.pointerId) return;
    this.#endDrag(drag);
  }

  // Ends a drag: past half a cell the move happens, otherwise the tile snaps back. A cancelled
  // drag (pointercancel, lost capture) passes null and always snaps back.
  #endDrag(finished) {
    const drag = this.#drag;
    if (!drag) return;
    this.#drag = null;
    if (drag.moved) this.#suppressClick = finished !== null;
    for (const cell of drag.cells) cell.classList.remove('is-dragging');
    if (finished && drag.moved && !this.#locked) {
      if (this.#editing) {
        const from = Number(drag.cell.dataset.index);
        const to = this.#cellIndexAt(from, drag.dx / drag.cellPx, drag.dy / drag.cellPx);
        if (to !== from) this.#onSwap(from, to);
      } else if (drag.axis && drag.along > drag.cellPx / 2) {
        this.#onMove(drag.tile);
      }
    }
    // Whatever the owner did, settle every cell where the (possibly new) board puts it.
    this.#layout({ animate: true });
  }

  #cellIndexAt(from, cellsX, cellsY) {
    const x = Math.min(this.#width - 1, Math.max(0, Math.round((from % this.#width) + cellsX)));
    const row = Math.floor(from / this.#width) + cellsY;
    const y = Math.min(this.#height - 1, Math.max(0, Math.round(row)));
    return y * this.#width + x;
  }
}

// The board and what sits right under it: the move counter, the Solved badge, Undo and Redo,
// and the edit-mode toggle with its hint. It shows the page state; what the user asks for
// (a move, a swap, undo, redo) goes to the handlers, which decide.

import { elementsById } from '../dom/elements.js';
import { t } from '../common/i18n.js';
import { BoardView } from './board-view.js';
import { liveAttribute, liveText } from '../dom/live-text.js';
import { setHidden, setText } from '../dom/quiet-writes.js';
import { countIn } from '../common/move-metric.js';

const EDIT_LABEL = { on: 'page.board.doneEditing', off: 'page.board.edit' };

export class BoardPanel {
  #el;
  #editing = false;
  view;

  /**
   * @param {ParentNode} root
   * @param {{onMove: (tile: number, how?: {hover?: boolean}) => boolean, onSwap: (cellA: number, cellB: number) => void,
   *   onNoTile: (direction: 'U' | 'D' | 'L' | 'R') => void, onUndo: () => void,
   *   onRedo: () => void}} handlers
   */
  constructor(root, { onMove, onSwap, onNoTile, onUndo, onRedo }) {
    this.#el = elementsById(root, {
      board: 'board',
      moveCount: 'move-count',
      moveMetric: 'move-count-metric',
      solvedBadge: 'solved-badge',
      editHint: 'edit-hint',
      edit: 'edit',
      undo: 'undo',
      redo: 'redo',
    });
    this.view = new BoardView(this.#el.board, { onMove, onSwap, onNoTile });
    this.#el.undo.addEventListener('click', () => onUndo());
    this.#el.redo.addEventListener('click', () => onRedo());
    this.#el.edit.addEventListener('click', () => this.#toggleEditing());
    // Its words are this script's (they change with the mode), from the start.
    liveText(this.#el.edit, () => t(EDIT_LABEL.off));
    liveText(this.#el.moveMetric, () => t('page.metric.tag'));
    liveAttribute(this.#el.moveMetric, 'title', () => t('page.metric.tagTitle'));
  }

  get undoButton() {
    return this.#el.undo;
  }

  get redoButton() {
    return this.#el.redo;
  }

  /** The controls a running search disables. */
  get busyControls() {
    return [this.#el.edit];
  }

  /** Draws the board on show, its move count (in the metric chosen) and whether it is solved. */
  show(state, { animate }) {
    this.view.setBoard(state.tiles, state.width, state.height, { animate });
    setText(this.#el.moveCount, String(countIn(state.moveDirections, state.metric)));
    setHidden(this.#el.moveMetric, state.metric !== 'mtm');
    const solved = state.solved;
    this.view.setSolved(solved);
    setHidden(this.#el.solvedBadge, !solved);
  }

  showUndo(state) {
    const usable = state.started && !state.searchShown;
    this.#el.undo.disabled = !usable || state.undo.length === 0;
    this.#el.redo.disabled = !usable || state.redo.length === 0;
  }

  /** Tiles cannot be moved while a search runs, before start-up, or under an invalid text. */
  showLock(state) {
    this.view.setLocked(state.searchShown || !state.started || state.textState === 'invalid');
  }

  #toggleEditing() {
    this.#editing = !this.#editing;
    const { edit, editHint } = this.#el;
    edit.setAttribute('aria-pressed', String(this.#editing));
    const key = this.#editing ? EDIT_LABEL.on : EDIT_LABEL.off;
    liveText(edit, () => t(key));
    editHint.hidden = !this.#editing;
    this.view.setEditing(this.#editing);
  }
}

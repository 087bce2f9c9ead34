// The row of buttons under the board: Solve, Cancel, Shuffle and Reset. It only reports
// presses; the controllers enable and disable the buttons.

import { elementsById } from '../dom/elements.js';

export class ActionsPanel {
  /** @type {Record<'solve' | 'cancel' | 'shuffle' | 'reset', HTMLButtonElement>} */
  #el;

  /**
   * @param {ParentNode} root
   * @param {{onSolve: () => void, onCancel: () => void, onShuffle: () => void,
   *   onReset: () => void}} handlers
   */
  constructor(root, { onSolve, onCancel, onShuffle, onReset }) {
    this.#el = /** @type {any} */ (
      elementsById(root, { solve: 'solve', cancel: 'cancel', shuffle: 'shuffle', reset: 'reset' })
    );
    this.#el.solve.addEventListener('click', () => onSolve());
    this.#el.cancel.addEventListener('click', () => onCancel());
    this.#el.shuffle.addEventListener('click', () => onShuffle());
    this.#el.reset.addEventListener('click', () => onReset());
  }

  get solve() {
    return this.#el.solve;
  }

  get cancel() {
    return this.#el.cancel;
  }

  get shuffle() {
    return this.#el.shuffle;
  }

  get reset() {
    return this.#el.reset;
  }
}

// The coach line under the board, for a player: how far the board on show is from the goal, and
// the Hint button with the hint it gave. It only shows what the hint controller tells it and
// reports presses of Hint; the controller decides (web/page/hint-controller.js).

import { elementsById } from '../common/elements.js';

export class HintPanel {
  #el;

  /** @param {ParentNode} root @param {{onHint: () => void}} handlers */
  constructor(root, { onHint }) {
    this.#el = elementsById(root, {
      coach: 'coach',
      distance: 'distance',
      hint: 'hint',
      hintText: 'hint-text',
    });
    this.#el.hint.addEventListener('click', () => onHint());
  }

  get button() {
    return /** @type {HTMLButtonElement} */ (this.#el.hint);
  }

  /**
   * The distance sentence: `figure` in bold (e.g. "12 moves"), `rest` after it; `state` styles
   * the line and tests read it: 'exact', 'bound', 'unsolvable', 'idle' (no answer: an error), or
   *   for a while: 'working' (a search is under way or waits) and 'pending' (the board is not
   *   checked yet).
   * @param {string} figure @param {string} rest @param {string} state
   */
  showDistance(figure, rest, state) {
    const { distance } = this.#el;
    distance.dataset.state = state;
    distance.setAttribute('aria-busy', String(state === 'working'));
    if (!figure) {
      distance.textContent = rest;
      return;
    }
    const strong = document.createElement('strong');
    strong.textContent = figure;
    distance.replaceChildren(strong, rest);
  }

  /** The hint line under it ('' hides it). */
  showHint(text) {
    this.#el.hintText.textContent = text;
    this.#el.hintText.hidden = text === '';
  }

  /** Hint is usable (or not, with the reason as its tooltip). */
  enable(enabled, why = '') {
    this.#el.hint.disabled = !enabled;
    this.#el.hint.title = enabled ? 'Show the next move of a shortest way (H)' : why;
  }

  /** No board to talk about (start-up, or an invalid board text). */
  set hidden(hidden) {
    this.#el.coach.hidden = hidden;
  }
}

// @ts-check
// "Every optimal solution" in the solution card: the button that asks for them, what the count
// came to (or why there is none), and the first solutions as a list of buttons, each its number
// and its moves as URDL letters with repeat counts (the card's "Copy as URDL" form). Picking one
// hands it to the controller (web/solve/optimal-solutions.js), which makes it the solution on
// show; the list marks the one on show (aria-current). The list scrolls within its own height.

import { elementsById } from '../dom/elements.js';
import { liveText } from '../dom/live-text.js';
import { setHidden } from '../dom/quiet-writes.js';
import { onLanguageChange, t } from '../common/i18n.js';

/**
 * What the list shows: the count's words, the solutions listed (each its moves, as the core gave
 * them, and its URDL), and how many more the count found than are listed.
 * @typedef {{summary: import('../dom/live-text.js').LiveText,
 *   solutions: {moves: number[], urdl: string}[], unlisted: number}} OptimalSolutionsView
 */

export class OptimalSolutionsList {
  #elements;
  /** @type {OptimalSolutionsView | null} */
  #view = null;
  #shownKey = ''; // the moves of the solution on show, joined: its row is marked

  /**
   * @param {ParentNode} root
   * @param {{onAsk: () => void, onPick: (index: number) => void}} handlers `onPick`: the index
   *   of the solution picked, in the list given to show()
   */
  constructor(root, { onAsk, onPick }) {
    const elements = elementsById(root, {
      section: 'optimal-solutions',
      ask: 'optimal-solutions-ask',
      summary: 'optimal-solutions-summary',
      list: 'optimal-solutions-list',
      more: 'optimal-solutions-more',
    });
    this.#elements = elements;
    elements.ask.addEventListener('click', () => onAsk());
    elements.list.addEventListener('click', (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.dataset.index) onPick(Number(button.dataset.index));
    });
    // The URDL letters and numbers are the same in every language; "and M more" is not.
    onLanguageChange(() => this.#showMore());
  }

  /** The ask button and its list, or nothing, in the card. */
  get ask() {
    return /** @type {HTMLButtonElement} */ (this.#elements.ask);
  }

  /** The buttons of the listed solutions, in order. */
  get rows() {
    return /** @type {HTMLButtonElement[]} */ ([...this.#elements.list.querySelectorAll('button')]);
  }

  /**
   * Whether the card offers the count at all (an optimal solution of a board of up to 16 cells
   * is on show), and whether it may be asked now.
   * @param {boolean} offered @param {boolean} enabled
   */
  offer(offered, enabled) {
    setHidden(this.#elements.section, !offered);
    this.ask.disabled = !enabled;
  }

  /** Nothing counted (another board, another metric): the button alone. */
  clear() {
    this.#view = null;
    liveText(this.#elements.summary, '');
    setHidden(this.#elements.summary, true);
    this.#elements.list.replaceChildren();
    setHidden(this.#elements.list, true);
    setHidden(this.#elements.more, true);
  }

  /** @param {OptimalSolutionsView} view */
  show(view) {
    this.#view = view;
    const { summary, list } = this.#elements;
    liveText(summary, view.summary);
    setHidden(summary, false);
    const fragment = document.createDocumentFragment();
    view.solutions.forEach((solution, index) => {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.index = String(index);
      const number = document.createElement('span');
      number.className = 'step-number';
      number.textContent = `${index + 1}.`;
      const letters = document.createElement('span');
      letters.className = 'urdl';
      letters.translate = false;
      // The board that is its own goal has one optimal solution: no move at all.
      letters.textContent = solution.urdl || '—';
      button.append(number, ' ', letters);
      item.append(button);
      fragment.append(item);
    });
    list.replaceChildren(fragment);
    list.scrollTop = 0;
    setHidden(list, view.solutions.length === 0);
    this.#showMore();
    this.#mark(this.#shownKey);
  }

  /**
   * Marks the row of the solution on show, if it is listed.
   * @param {string} key its moves joined with commas ('' for none)
   */
  markShown(key) {
    // Asked after every change of the page (each playback step): rows are written only when
    // the solution on show changed.
    if (key === this.#shownKey) return;
    this.#mark(key);
  }

  /** @param {string} key */
  #mark(key) {
    this.#shownKey = key;
    this.rows.forEach((button, index) => {
      const shown = this.#view?.solutions[index]?.moves.join(',') === key;
      if (shown) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    });
  }

  #showMore() {
    const { more } = this.#elements;
    const unlisted = this.#view?.unlisted ?? 0;
    setHidden(more, unlisted <= 0);
    if (unlisted > 0) more.textContent = t('page.optimal.more', { count: unlisted });
  }
}

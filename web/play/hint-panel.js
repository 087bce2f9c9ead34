// The coach line under the board, for a player: how far the board on show is from the goal, and
// the Hint button with the hint it gave. It only shows what the hint controller tells it and
// reports presses of Hint; the controller decides (web/play/hint-controller.js).

import { elementsById } from '../dom/elements.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { liveAttribute, liveText, wordsOf } from '../dom/live-text.js';
import { setAttribute, setHidden } from '../dom/quiet-writes.js';

// Where the figure goes in its sentence: the message is filled with this mark, then split at it.
const FIGURE_MARK = '\u0000';

/**
 * `note`: a sentence after it (why the figure is not in the metric the page counts in).
 * @typedef {{figure: string, key: string, args?: Record<string, string | number>, note?: string}}
 *   DistanceWords
 */

export class HintPanel {
  #el;
  /** @type {(() => DistanceWords | string) | null} */
  #distance = null;
  #rendered = ''; // the distance line on show, as #renderDistance wrote it

  /** @param {ParentNode} root @param {{onHint: () => void}} handlers */
  constructor(root, { onHint }) {
    this.#el = elementsById(root, {
      coach: 'coach',
      distance: 'distance',
      hint: 'hint',
      hintText: 'hint-text',
    });
    this.#el.hint.addEventListener('click', () => onHint());
    onLanguageChange(() => {
      if (this.#distance) this.#renderDistance(this.#distance);
    });
  }

  get button() {
    return /** @type {HTMLButtonElement} */ (this.#el.hint);
  }

  /**
   * The distance sentence, from `words` (called again after a change of language): a plain
   * sentence, or a catalog message whose `{figure}` (e.g. "12 moves") shows in bold; `state`
   * styles the line and tests read it: 'exact', 'bound', 'unsolvable', 'idle' (no answer: an
   * error), or for a while: 'working' (a search is under way or waits) and 'pending' (the board
   * is not checked yet).
   * @param {() => DistanceWords | string} words @param {string} state
   */
  showDistance(words, state) {
    const { distance } = this.#el;
    setAttribute(distance, 'data-state', state);
    setAttribute(distance, 'aria-busy', String(state === 'working'));
    this.#distance = words;
    this.#renderDistance(words);
  }

  /** The distance line said again (the metric it is labelled in changed). */
  redraw() {
    if (this.#distance) this.#renderDistance(this.#distance);
  }

  #renderDistance(words) {
    const { distance } = this.#el;
    const said = words();
    let [before, figure, after] = [said, null, ''];
    if (typeof said !== 'string') {
      [before, after = ''] = t(said.key, { ...said.args, figure: FIGURE_MARK }).split(FIGURE_MARK);
      figure = said.figure;
      if (said.note) after = `${after} ${said.note}`;
    }
    // The same sentence again (the line is redrawn after every change of the page) is left as
    // it is: rebuilding it lays it out again.
    const rendered = [before, figure ?? '(none)', after].join(FIGURE_MARK);
    if (rendered === this.#rendered) return;
    this.#rendered = rendered;
    if (figure === null) {
      distance.textContent = before;
      return;
    }
    const strong = document.createElement('strong');
    strong.textContent = figure;
    distance.replaceChildren(before, strong, after);
  }

  /**
   * The hint line under it ('' hides it).
   * @param {import('../dom/live-text.js').LiveText} text
   */
  showHint(text) {
    liveText(this.#el.hintText, text);
    setHidden(this.#el.hintText, wordsOf(text) === '');
    if (wordsOf(text) !== '') revealBottom(this.#el.hintText);
  }

  /**
   * Hint is usable (or not, with the reason as its tooltip).
   * @param {boolean} enabled @param {() => string} [why]
   */
  enable(enabled, why = () => '') {
    this.#el.hint.disabled = !enabled;
    liveAttribute(this.#el.hint, 'title', enabled ? () => t('page.hint.title') : why);
  }

  /** No board to talk about (start-up, or an invalid board text). */
  set hidden(hidden) {
    setHidden(this.#el.coach, hidden);
  }
}

/**
 * A hint cut by the bottom edge of the screen (a phone, the page scrolled a little) is scrolled
 * just into view: a hint half seen is a hint not given.
 * @param {HTMLElement} element
 */
function revealBottom(element) {
  if (typeof element.getBoundingClientRect !== 'function') return;
  if (element.getBoundingClientRect().bottom > window.innerHeight)
    element.scrollIntoView({ block: 'nearest' });
}

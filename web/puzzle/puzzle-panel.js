// The Puzzle card's inputs: the size menu (with a custom width × height), the goal menu (with
// a custom goal's text), the board text box with its error line, and the shuffle mode. It
// reports what the user chose; the board controller decides what that does to the board.

import { sizeText } from '../common/board-model.js';
import { elementsById } from '../dom/elements.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { liveText } from '../dom/live-text.js';
import { parseSize } from '../state/url-state.js';

const SQUARE_SIZES = [2, 3, 4, 5, 6, 7, 8, 9, 10];
const PUZZLE_NAME_KEYS = Object.freeze({
  3: 'page.puzzle.name8',
  4: 'page.puzzle.name15',
  5: 'page.puzzle.name24',
});

/** The puzzle's name for a square board of `side` (`15-puzzle`), or null when it has none. */
export function puzzleName(side) {
  const key = PUZZLE_NAME_KEYS[side];
  return key ? t(key) : null;
}
const TEXT_ROWS_SHOWN = 10;

export class PuzzlePanel {
  #el;

  /**
   * @param {ParentNode} root
   * @param {{onSize: (size: {width: number, height: number} | null) => void,
   *   onGoal: () => void, onGoalText: () => void, onBoardInput: (inputType: string) => void,
   *   onBoardChange: () => void}} handlers `onSize` gets null for a width and height the
   *   solver does not accept
   */
  constructor(root, { onSize, onGoal, onGoalText, onBoardInput, onBoardChange }) {
    const el = elementsById(root, {
      size: 'size',
      customSize: 'custom-size',
      width: 'width',
      height: 'height',
      goal: 'goal',
      customGoal: 'custom-goal',
      goalText: 'goal-text',
      boardText: 'board-text',
      boardTextError: 'board-text-error',
      shuffleMode: 'shuffle-mode',
      walkField: 'walk-field',
      walk: 'walk',
    });
    this.#el = el;
    this.#fillSizeOptions();
    onLanguageChange(() => {
      const chosen = el.size.value;
      this.#fillSizeOptions();
      el.size.value = chosen;
    });
    el.size.addEventListener('change', () => {
      if (el.size.value === 'custom') {
        el.customSize.hidden = false;
        el.width.focus();
        return;
      }
      onSize(parseSize(el.size.value));
    });
    for (const input of [el.width, el.height]) {
      input.addEventListener('change', () =>
        onSize(parseSize(`${el.width.value}x${el.height.value}`)),
      );
    }
    el.goal.addEventListener('change', () => {
      el.customGoal.hidden = el.goal.value !== 'custom';
      onGoal();
    });
    el.goalText.addEventListener('input', () => onGoalText());
    el.boardText.addEventListener('input', (event) =>
      onBoardInput(event instanceof InputEvent ? event.inputType : ''),
    );
    el.boardText.addEventListener('change', () => onBoardChange());
    el.shuffleMode.addEventListener('change', () => {
      el.walkField.hidden = el.shuffleMode.value !== 'walk';
    });
  }

  /** The controls a running search disables. */
  get busyControls() {
    const { size, width, height, goal, goalText, boardText } = this.#el;
    return [size, width, height, goal, goalText, boardText];
  }

  /** 'blank-last', 'blank-first' or 'custom'. */
  get goalChoice() {
    return this.#el.goal.value;
  }

  get goalText() {
    return this.#el.goalText.value;
  }

  /** Shows a goal choice; a custom goal shows its text box with `text`. */
  showGoal(choice, text) {
    this.#el.goal.value = choice;
    this.#el.customGoal.hidden = choice !== 'custom';
    if (text !== undefined) this.#el.goalText.value = text;
  }

  focusGoalText() {
    this.#el.goalText.focus();
  }

  /** Moves away from the plain text box (0 for a new random board). */
  get walkLength() {
    const { shuffleMode, walk } = this.#el;
    return shuffleMode.value === 'walk' ? Math.max(1, Math.round(Number(walk.value))) : 0;
  }

  /**
   * The custom width and height fields' bounds from the core's limits (capabilities): a side
   * from `minSide`, and at most as long as a board of `maxCells` with the other side shortest.
   * @param {{minSide: number, maxCells: number}} limits
   */
  setLimits({ minSide, maxCells }) {
    for (const input of [this.#el.width, this.#el.height]) {
      input.min = String(minSide);
      input.max = String(Math.floor(maxCells / minSide));
    }
  }

  /** Shows the board's size in the menu (custom for sizes it does not list). */
  showSize(width, height) {
    const { size, customSize } = this.#el;
    const square = width === height && SQUARE_SIZES.includes(width);
    if (square && size.value !== 'custom') size.value = sizeText(width, height);
    else size.value = square ? size.value : 'custom';
    customSize.hidden = size.value !== 'custom';
    this.#el.width.value = String(width);
    this.#el.height.value = String(height);
  }

  /** The board text box fits a board of `height` rows (up to ten; taller ones scroll). */
  fitTextRows(height) {
    this.#el.boardText.rows = Math.min(height, TEXT_ROWS_SHOWN);
  }

  get boardText() {
    return this.#el.boardText.value;
  }

  set boardText(text) {
    // Only a new text is written: a box given its own value again is still laid out again.
    if (this.#el.boardText.value !== text) this.#el.boardText.value = text;
  }

  /** The user is in the board text box (its text is theirs, not to be rewritten). */
  get typing() {
    return document.activeElement === this.#el.boardText;
  }

  /**
   * The text box holds a board the core rejected: say why there.
   * @param {import('../dom/live-text.js').LiveText} message
   */
  showTextInvalid(message) {
    const { boardText, boardTextError } = this.#el;
    boardText.setAttribute('aria-invalid', 'true');
    liveText(boardTextError, message);
    boardTextError.hidden = false;
  }

  showTextValid() {
    const { boardText, boardTextError } = this.#el;
    boardText.removeAttribute('aria-invalid');
    liveText(boardTextError, '');
    boardTextError.hidden = true;
  }

  #fillSizeOptions() {
    const options = SQUARE_SIZES.map((side) => {
      const option = document.createElement('option');
      option.value = `${side}x${side}`;
      const name = puzzleName(side);
      const size = `${side} × ${side}`;
      option.textContent = name ? t('page.puzzle.sizeNamed', { size, name }) : size;
      return option;
    });
    const other = document.createElement('option');
    other.value = 'custom';
    other.textContent = t('page.puzzle.otherSize');
    this.#el.size.replaceChildren(...options, other);
  }
}

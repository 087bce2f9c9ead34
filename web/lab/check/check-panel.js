// @ts-check
// Check an answer: a student (or a teacher with a pile of submissions) pastes a solution for the
// board the lab works on; the worker's module reads it, replays it and measures it against the
// optimum (verifySolution, docs/contracts.md §3), and the panel says the verdict in words
// (check-verdict.js). "Show on the board" loads the legal moves for playback, so the first
// illegal step is where the board stops.

import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { liveText } from '../../dom/live-text.js';
import { setAttribute, setHidden, setText } from '../../dom/quiet-writes.js';
import { checkVerdict, pasteProblem, shownSentence } from './check-verdict.js';

/** @typedef {import('../../wasm/npuzzle.mjs').VerifyResult} VerifyResult */
/** @typedef {import('../../wasm/npuzzle.mjs').SolveResult} SolveResult */

export class CheckPanel {
  /** @type {any} the panel's elements (elementsById) */
  #el;
  #context;
  #serial = 0;
  /** @type {{key: string, start: number[], text: string, result: VerifyResult} | null} */
  #checked = null; // the verdict on show, kept to word it again and to play it back

  /**
   * @param {ParentNode} root
   * @param {{client: {verify: (request: import('../../wasm/npuzzle.mjs').VerifyRequest) =>
   *   Promise<VerifyResult>}, problem: () => {board: string, size: string, goal: string,
   *   tiles: number[]}, ready: () => boolean, announce: (text: string) => void,
   *   onShowSolution: (result: SolveResult, start: number[], words: () => string,
   *     position: number) => boolean}} context
   */
  constructor(root, context) {
    this.#context = context;
    this.#el = elementsById(root, {
      text: 'check-solution',
      letters: 'check-letters',
      run: 'check-run',
      show: 'check-show',
      problem: 'check-problem',
      verdict: 'check-verdict',
      headline: 'check-headline',
      sentences: 'check-sentences',
      status: 'check-status',
    });
    this.#el.run.addEventListener('click', () => this.check());
    this.#el.show.addEventListener('click', () => this.showOnBoard());
    // Ctrl+Enter (⌘+Enter) in the text checks it, as a form would be sent.
    this.#el.text.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        this.check();
      }
    });
    // A changed convention changes what letters mean: a verdict on show is checked again.
    this.#el.letters.addEventListener('change', () => {
      if (this.#checked) this.check();
    });
    this.#el.text.addEventListener('input', () => this.#showProblem(''));
    onLanguageChange(() => this.#render());
  }

  /** Reads the pasted text and asks the worker for its verdict. */
  async check() {
    const text = this.#el.text.value;
    const problem = pasteProblem(text);
    this.#showProblem(problem);
    if (problem) return;
    if (!this.#context.ready()) {
      liveText(this.#el.status, () => t('lab.check.notReady'));
      return;
    }
    const { board, size, goal, tiles } = this.#context.problem();
    const letters = this.#el.letters.value;
    const serial = ++this.#serial;
    liveText(this.#el.status, () => t('lab.check.checking'));
    /** @type {VerifyResult} */
    let result;
    try {
      result = await this.#context.client.verify({
        board,
        size,
        goal,
        solution: text,
        ...((letters === 'tile' || letters === 'blank') && { letters }),
      });
    } catch (error) {
      if (serial !== this.#serial) return;
      const reason = error instanceof Error ? error.message : String(error);
      liveText(this.#el.status, () => t('lab.check.failed', { reason }));
      return;
    }
    if (serial !== this.#serial) return; // a newer check was asked for meanwhile
    this.#checked = { key: problemKey(this.#context.problem()), start: tiles, text, result };
    liveText(this.#el.status, '');
    this.#render();
    const verdict = checkVerdict(result, text);
    this.#context.announce(verdict.headline);
  }

  /** Plays the checked solution's legal moves back on the board. */
  showOnBoard() {
    const checked = this.#checked;
    if (!checked || checked.result.status !== 'ok') return;
    const verdict = checkVerdict(checked.result, checked.text);
    const words = () => shownSentence(checkVerdict(checked.result, checked.text));
    // An illegal step is shown where it fails: the board after the legal moves before it.
    const position = verdict.illegalStep !== null ? verdict.playable : 0;
    const shown = this.#context.onShowSolution(
      asSolveResult(checked.result),
      checked.start,
      words,
      position,
    );
    liveText(this.#el.status, shown ? words : () => t('lab.check.busy'));
    if (shown) this.#context.announce(shownSentence(verdict));
  }

  /**
   * The lab's board, goal or size changed: a verdict about another board no longer applies.
   * (Loading the student's moves for playback keeps the lab on the same start: it stays.)
   */
  invalidate() {
    if (!this.#checked || this.#checked.key === problemKey(this.#context.problem())) return;
    this.#checked = null;
    this.#serial++;
    liveText(this.#el.status, '');
    this.#render();
  }

  #render() {
    const { verdict, headline, sentences, show } = this.#el;
    const checked = this.#checked;
    if (!checked) {
      setHidden(verdict, true);
      setHidden(show, true);
      return;
    }
    const words = checkVerdict(checked.result, checked.text);
    setAttribute(verdict, 'data-tone', words.tone);
    setText(headline, words.headline);
    sentences.replaceChildren(
      ...words.sentences.map((sentence) => {
        const item = document.createElement('li');
        item.textContent = sentence;
        return item;
      }),
    );
    setHidden(verdict, false);
    setHidden(show, words.playable === 0);
  }

  #showProblem(problem) {
    const { text, problem: element } = this.#el;
    setAttribute(text, 'aria-invalid', problem ? 'true' : null);
    setText(element, problem);
    setHidden(element, !problem);
  }
}

/** @param {{board: string, size: string, goal: string}} problem */
function problemKey({ board, size, goal }) {
  return `${board}|${size}|${goal}`;
}

/**
 * The checked moves as a path the page plays back (the legal ones, up to the first illegal step).
 * @param {VerifyResult} result
 * @returns {SolveResult}
 */
function asSolveResult(result) {
  const moves = result.moves ?? [];
  const legalToGoal = result.firstIllegalStep == null && result.reachesGoal === true;
  return {
    status: 'solved',
    width: result.width,
    height: result.height,
    board: result.board,
    goal: result.goal,
    length: moves.length,
    moves,
    directions: result.directions,
    ...(legalToGoal && typeof result.excess === 'number' && { optimal: result.excess === 0 }),
    lowerBound: result.lowerBound,
  };
}

// @ts-check
// The lab's Exercises: a set drawn from a seed (the same seed gives the same set), answered by
// the student and checked by the solver at once, with the reason in words. Four kinds, each with
// its own view (kind-context.js says what a view is handed):
//   Compute h (compute-h-view.js): each tile's part of a heuristic, or the total, against the
//     core's explanation of the heuristic.
//   Optimal length (optimal-length-view.js): the moves a 3 × 3 board needs, against an optimal
//     solve, which can then be played on the board.
//   Predict the next expansion (predict-view.js): the node a real step-mode search expands next.
//   Admissible? consistent? (admissible-view.js): a heuristic's values on a chain of boards one
//     move apart, with each board's true distance.
// The boards are the core's (randomBoard with seeds drawn from the set's seed: exercise-model.js).
// This panel keeps the set, the controls every kind shares, the score, and a result to hand in
// as text or CSV, which follow every answer.
import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { boardRows } from '../../dom/mini-board.js';
import { copyText, downloadText } from '../../dom/downloads.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
import { solverMessage } from '../../common/solver-message.js';
import { sizeText } from '../../common/board-model.js';
import {
  EXERCISE_HEURISTICS,
  EXERCISE_KINDS,
  EXERCISE_SIZES,
  PREDICT_ALGORITHMS,
  SET_LENGTH,
  freshSeed,
  handInCsv,
  handInText,
  parseSeed,
  planSet,
  scoreText,
} from './exercise-model.js';
import { admissibleView } from './admissible-view.js';
import { computeHView } from './compute-h-view.js';
import { messageOf } from './kind-context.js';
import { optimalLengthView } from './optimal-length-view.js';
import { predictView } from './predict-view.js';

/** Each kind's view, by the kind's id. */
const VIEWS = Object.freeze({
  'compute-h': computeHView,
  'optimal-length': optimalLengthView,
  predict: predictView,
  admissible: admissibleView,
});

/** @typedef {import('./exercise-model.js').ExerciseKind} ExerciseKind */
/** @typedef {import('./kind-context.js').Question} Question */
/** @typedef {import('./kind-context.js').ExerciseSet} ExerciseSet */

export class ExercisesPanel {
  /** @type {any} */
  #el;
  #context;
  /** @type {ExerciseSet | null} */
  #set = null;
  #serial = 0;
  #busy = false;
  /** what the page's link asked for (restore), taken at the first start */
  #wanted =
    /** @type {{kind?: string, seed?: number, fixedBoard?: boolean, solveHidden?: boolean}} */ ({});
  #optionsFilled = false;

  /**
   * @param {ParentNode} root
   * @param {{client: any, gate: import('../../state/job-gate.js').JobGate,
   *   problem: () => any, labels: {algorithm: (id: string) => string,
   *   heuristic: (id: string) => string}, announce: (text: string) => void,
   *   algorithmInfo: (id: string) => any, onChange: () => void, link: () => string,
   *   onShowSolution: (result: any, start: number[], words: () => string,
   *     position: number) => boolean}} context
   */
  constructor(root, context) {
    this.#context = context;
    this.#el = elementsById(root, {
      panel: 'panel-exercises',
      kind: 'exercise-kind',
      sizeField: 'exercise-size-field',
      size: 'exercise-size',
      heuristicField: 'exercise-heuristic-field',
      heuristic: 'exercise-heuristic',
      algorithmField: 'exercise-algorithm-field',
      algorithm: 'exercise-algorithm',
      seed: 'exercise-seed',
      seedProblem: 'exercise-seed-problem',
      start: 'exercise-start',
      fresh: 'exercise-new',
      status: 'exercise-status',
      question: 'exercise-question',
      heading: 'exercise-heading',
      prompt: 'exercise-prompt',
      work: 'exercise-work',
      problem: 'exercise-problem',
      check: 'exercise-check',
      next: 'exercise-next',
      show: 'exercise-show',
      feedback: 'exercise-feedback',
      verdict: 'exercise-verdict',
      reasons: 'exercise-reasons',
      score: 'exercise-score',
      handIn: 'exercise-hand-in',
      copy: 'exercise-copy',
      csv: 'exercise-csv',
      print: 'exercise-print',
      result: 'exercise-result',
      copied: 'exercise-copied',
    });
    const el = this.#el;
    el.kind.addEventListener('change', () => this.#showFields());
    el.algorithm.addEventListener('change', () => this.#showFields());
    el.start.addEventListener('click', () => this.#startFromControls());
    el.fresh.addEventListener('click', () => {
      el.seed.value = String(freshSeed());
      this.#startFromControls();
    });
    el.seed.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key === 'Enter') this.#startFromControls();
    });
    el.seed.addEventListener('input', () => this.#showSeedProblem(''));
    el.check.addEventListener('click', () => this.#checkAnswer());
    el.next.addEventListener('click', () => this.#nextQuestion());
    el.show.addEventListener('click', () => this.#showSolution());
    el.work.addEventListener('keydown', (/** @type {KeyboardEvent} */ event) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
        event.preventDefault();
        this.#checkAnswer();
      }
    });
    el.copy.addEventListener('click', () => this.#copy());
    el.csv.addEventListener('click', () => this.#download());
    el.print.addEventListener('click', () => this.#print());
    // Said again in the new language once the panel has been filled: before that there is
    // nothing of its own on show, and the solver (whose settings it reads) may never have
    // started (a host that refuses WebAssembly).
    onLanguageChange(() => {
      if (!this.#optionsFilled) return;
      this.#fillOptions();
      this.#render();
    });
  }

  /**
   * What a link asked for (web/app/start-up.js): the kind, the seed, whether the lab's board
   * (the link's `board`) is the exercise's, and whether Solve is hidden (then the answers cannot
   * be played on the board either).
   * @param {{kind?: string, seed?: number, fixedBoard?: boolean, solveHidden?: boolean}} wanted
   */
  restore(wanted) {
    this.#wanted = { ...wanted };
    if (wanted.kind && EXERCISE_KINDS.includes(/** @type {any} */ (wanted.kind)))
      this.#el.kind.value = wanted.kind;
    if (wanted.seed !== undefined) this.#el.seed.value = String(wanted.seed);
  }

  /** The URL's exercise parameters while the panel is in use (web/app/url-controller.js). */
  get urlParameters() {
    const set = this.#set;
    if (!set) return null;
    return { exercise: set.kind, seed: set.seed ?? undefined };
  }

  /** The tab came into view: the first time, a set is drawn (from the link's seed, if any). */
  activate() {
    this.#fillOptions();
    if (this.#set || this.#busy) return;
    if (!this.#el.seed.value.trim()) this.#el.seed.value = String(freshSeed());
    this.#startFromControls();
  }

  #fillOptions() {
    const { heuristic, algorithm } = this.#el;
    const labels = this.#context.labels;
    const problem = this.#context.problem();
    const keep = (/** @type {HTMLSelectElement} */ select, fallback) =>
      this.#optionsFilled ? select.value : fallback;
    const chosenHeuristic = keep(
      heuristic,
      EXERCISE_HEURISTICS.includes(problem.heuristic) ? problem.heuristic : 'manhattan',
    );
    const offered = PREDICT_ALGORITHMS.filter((id) => this.#context.algorithmInfo(id)?.steppable);
    const chosenAlgorithm = keep(
      algorithm,
      offered.includes(problem.algorithm) ? problem.algorithm : 'astar',
    );
    heuristic.replaceChildren(...EXERCISE_HEURISTICS.map((id) => option(id, labels.heuristic(id))));
    algorithm.replaceChildren(...offered.map((id) => option(id, labels.algorithm(id))));
    heuristic.value = chosenHeuristic;
    algorithm.value = chosenAlgorithm;
    if (
      !this.#optionsFilled &&
      EXERCISE_SIZES.includes(/** @type {any} */ (sizeText(problem.width, problem.height)))
    )
      this.#el.size.value = sizeText(problem.width, problem.height);
    this.#optionsFilled = true;
    this.#showFields();
  }

  #showFields() {
    const kind = this.#el.kind.value;
    const usesHeuristic =
      kind === 'compute-h' ||
      (kind === 'predict' && this.#context.algorithmInfo(this.#el.algorithm.value)?.usesHeuristic);
    setHidden(this.#el.sizeField, kind !== 'compute-h');
    setHidden(this.#el.heuristicField, !usesHeuristic);
    setHidden(this.#el.algorithmField, kind !== 'predict');
  }

  #showSeedProblem(problem) {
    const { seed, seedProblem } = this.#el;
    if (problem) seed.setAttribute('aria-invalid', 'true');
    else seed.removeAttribute('aria-invalid');
    setText(seedProblem, problem);
    setHidden(seedProblem, !problem);
  }

  /** Draws the set the controls describe. */
  async #startFromControls() {
    const el = this.#el;
    const fixedBoard = this.#wanted.fixedBoard === true && !this.#set;
    const seed = parseSeed(el.seed.value);
    if (seed === null && !fixedBoard) {
      this.#showSeedProblem(t('lab.exercises.badSeed', { max: '2147483647' }));
      el.seed.focus();
      return;
    }
    this.#showSeedProblem('');
    const kind = /** @type {ExerciseKind} */ (el.kind.value);
    const problem = this.#context.problem();
    const size = kind === 'compute-h' ? el.size.value : '3x3';
    const goal = problem.goal === 'blank-first' ? 'blank-first' : 'blank-last';
    const serial = ++this.#serial;
    this.#busy = true;
    setText(el.status, t('lab.exercises.drawing'));
    /** @type {Question[]} */
    let questions;
    try {
      if (fixedBoard) {
        const boardSize = sizeText(problem.width, problem.height);
        if (kind !== 'compute-h' && boardSize !== '3x3')
          throw new Error(t('lab.exercises.boardSize', { size: boardSize }));
        questions = [{ tiles: problem.tiles.slice(), width: problem.width, seed: 0 }];
      } else {
        const plan = planSet(kind, /** @type {number} */ (seed));
        questions = [];
        for (const item of plan) {
          const answer = await this.#context.client.random(size, goal, item.walk, item.seed);
          if (answer.status !== 'ok' || !answer.board) throw new Error(solverMessage(answer));
          questions.push({ tiles: answer.board, width: answer.width ?? 3, seed: item.seed });
        }
      }
    } catch (error) {
      if (serial === this.#serial) {
        this.#busy = false;
        setText(el.status, t('lab.exercises.failed', { reason: messageOf(error) }));
      }
      return;
    }
    if (serial !== this.#serial) return;
    const fixedGoal = fixedBoard ? problem.goal : goal;
    this.#set = {
      kind,
      seed: fixedBoard ? null : seed,
      size: fixedBoard ? sizeText(problem.width, problem.height) : size,
      heuristic: el.heuristic.value,
      algorithm: el.algorithm.value,
      goal: fixedGoal,
      questions,
      index: 0,
      rows: [],
      total: kind === 'predict' ? SET_LENGTH : questions.length,
    };
    setText(el.status, '');
    this.#context.onChange();
    try {
      await this.#prepareQuestion(serial);
    } finally {
      if (serial === this.#serial) this.#busy = false;
    }
  }

  /** Asks the core what the question on show needs before it can be answered. */
  async #prepareQuestion(serial) {
    const set = this.#set;
    if (!set) return;
    try {
      await VIEWS[set.kind].prepare(set, set.questions[set.index], this.#kindContext());
    } catch (error) {
      if (serial === this.#serial)
        setText(this.#el.status, t('lab.exercises.failed', { reason: messageOf(error) }));
      return;
    }
    if (serial !== this.#serial) return;
    this.#render();
    const first = this.#el.work.querySelector('input');
    if (first instanceof HTMLElement && this.#el.panel.contains(document.activeElement))
      first.focus();
  }

  /**
   * The panel's side as a kind's view sees it (kind-context.js), for the set on show now.
   * @returns {import('./kind-context.js').KindContext}
   */
  #kindContext() {
    const serial = this.#serial;
    const set = this.#set;
    return {
      el: this.#el,
      context: this.#context,
      questionKey: `${serial}:${set?.index ?? 0}`,
      current: () => serial === this.#serial,
      solveHidden: this.#wanted.solveHidden === true,
      setBusy: (busy) => {
        this.#busy = busy;
      },
      problem: (text) => this.#problem(text),
      status: (text) => setText(this.#el.status, text),
      showControls: (graded) => this.#showControls(graded),
      showFeedback: (right, verdict, reasons) => this.#showFeedback(right, verdict, reasons),
      settingWords: (shown) => this.#settingWords(shown),
    };
  }

  #nextQuestion() {
    const set = this.#set;
    if (!set || set.index + 1 >= set.questions.length) return;
    set.index += 1;
    this.#el.next.hidden = true;
    this.#prepareQuestion(this.#serial).then(() => {
      const first = this.#el.work.querySelector('input');
      if (first instanceof HTMLElement) first.focus();
    });
  }

  async #checkAnswer() {
    const set = this.#set;
    if (!set || this.#busy) return;
    const right = await VIEWS[set.kind].check(set, set.questions[set.index], this.#kindContext());
    if (right !== null) this.#afterAnswer(right);
  }

  #problem(text) {
    setText(this.#el.problem, text);
    setHidden(this.#el.problem, !text);
  }

  #afterAnswer(right) {
    this.#render();
    const set = this.#set;
    if (!set) return;
    this.#context.announce(
      `${this.#el.verdict.textContent} ${scoreText(this.#rightCount(), set.rows.length, set.total)}`,
    );
    // The focus goes where the student goes next: the next exercise, the next pick, or (the
    // set done) handing the result in; never lost with the Check button that hides.
    const next = this.#el.next;
    if (!next.hidden) next.focus();
    else if (set.kind === 'predict' && !set.predict?.finished)
      /** @type {HTMLElement | null} */ (this.#el.work.querySelector('input'))?.focus();
    else if (set.kind !== 'optimal-length' || this.#el.show.hidden) this.#el.copy.focus();
    else this.#el.show.focus();
  }

  #rightCount() {
    return (this.#set?.rows ?? []).filter((row) => row.right).length;
  }

  #showSolution() {
    const set = this.#set;
    if (!set || set.kind !== 'optimal-length') return;
    const question = set.questions[set.index];
    const result = question.result;
    if (!result) return;
    const length = result.length;
    const words = () => t('lab.exercises.shown', { count: length });
    const shown = this.#context.onShowSolution(result, question.tiles, words, 0);
    setText(this.#el.status, shown ? words() : t('lab.exercises.busy'));
    if (shown) this.#context.announce(words());
  }

  // ---- drawing -------------------------------------------------------------------------------

  #render() {
    const set = this.#set;
    const el = this.#el;
    setHidden(el.question, !set);
    setHidden(el.handIn, !set || set.rows.length === 0);
    if (!set) return;
    const question = set.questions[set.index];
    const kindName = t(`lab.exercises.kindName.${set.kind}`);
    const numbered =
      set.kind === 'predict'
        ? t('lab.exercises.predictHeading', {
            number: String(Math.min(set.rows.length + 1, set.total)),
            total: String(set.total),
          })
        : t('lab.exercises.heading', { number: String(set.index + 1), total: String(set.total) });
    setText(el.heading, `${kindName} · ${numbered}`);
    VIEWS[set.kind].render(set, question, this.#kindContext());
    const answered = set.rows.length;
    setText(el.score, scoreText(this.#rightCount(), answered, set.total));
    const handIn = this.#handIn();
    setText(el.result, handInText(handIn));
  }

  #settingWords(set) {
    const labels = this.#context.labels;
    if (set.kind === 'compute-h')
      return `${labels.heuristic(set.heuristic)}, ${set.size.replace('x', ' × ')}`;
    if (set.kind === 'predict') {
      const info = this.#context.algorithmInfo(set.algorithm);
      return info?.usesHeuristic
        ? t('lab.exercises.searchWith', {
            search: labels.algorithm(set.algorithm),
            heuristic: labels.heuristic(set.heuristic),
          })
        : labels.algorithm(set.algorithm);
    }
    return set.size.replace('x', ' × ');
  }

  #handIn() {
    const set = /** @type {ExerciseSet} */ (this.#set);
    const settingId =
      set.kind === 'compute-h'
        ? `${set.heuristic} ${set.size}`
        : set.kind === 'predict'
          ? [
              set.algorithm,
              this.#context.algorithmInfo(set.algorithm)?.usesHeuristic ? set.heuristic : '',
            ]
              .filter(Boolean)
              .join(' ')
          : set.size;
    return {
      kind: set.kind,
      kindName: t(`lab.exercises.kindName.${set.kind}`),
      setting: this.#settingWords(set),
      settingId,
      seed: set.seed,
      board: set.seed === null ? boardRows(set.questions[0].tiles, set.questions[0].width) : null,
      goal: set.goal,
      link: this.#context.link(),
      rows: set.rows,
      right: this.#rightCount(),
      total: set.total,
    };
  }

  /** Check until the answer is graded, then Next (while the set has one). */
  #showControls(graded) {
    const el = this.#el;
    const set = /** @type {ExerciseSet} */ (this.#set);
    setText(el.check, t('lab.exercises.checkButton'));
    setHidden(el.check, graded);
    setHidden(el.next, !graded || set.index + 1 >= set.questions.length);
    if (set.kind !== 'optimal-length') setHidden(el.show, true);
  }

  /** @param {boolean} right @param {string} verdict @param {{tone: string, text: string}[]} reasons */
  #showFeedback(right, verdict, reasons) {
    const el = this.#el;
    el.feedback.dataset.tone = right ? 'right' : 'wrong';
    setText(el.verdict, verdict);
    el.reasons.replaceChildren(
      ...reasons.map(({ tone, text }) => {
        const item = document.createElement('li');
        item.dataset.tone = tone;
        item.textContent = text;
        return item;
      }),
    );
    setHidden(el.feedback, false);
  }

  // ---- handing in ----------------------------------------------------------------------------

  async #copy() {
    if (!this.#set) return;
    const copied = await copyText(handInText(this.#handIn()));
    setText(this.#el.copied, t(copied ? 'lab.exercises.copied' : 'lab.exercises.copyFailed'));
  }

  #download() {
    if (!this.#set) return;
    const set = this.#set;
    downloadText(
      handInCsv(this.#handIn()),
      `npuzzle-exercise-${set.kind}-${set.seed ?? 'board'}.csv`,
      'text/csv',
    );
    setText(this.#el.copied, t('lab.exercises.downloaded'));
  }

  #print() {
    const root = document.documentElement;
    root.classList.add('print-exercises');
    const done = () => {
      root.classList.remove('print-exercises');
      window.removeEventListener('afterprint', done);
    };
    window.addEventListener('afterprint', done);
    window.print();
  }
}

/** @param {string} value @param {string} text */
function option(value, text) {
  const element = document.createElement('option');
  element.value = value;
  element.textContent = text;
  return element;
}

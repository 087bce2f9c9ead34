// @ts-check
// The lab's Exercises: a set drawn from a seed (the same seed gives the same set), answered by
// the student and checked by the solver at once, with the reason in words. Three kinds:
//   Compute h: a board and a heuristic; each tile's part (or the total) against the core's
//     explanation of the heuristic (the worker's 'explain-heuristic', as the Heuristic tab).
//   Optimal length: a 3 × 3 board a few moves from the goal; the number against an optimal
//     solve, which can then be played on the board.
//   Predict the next expansion: the open list of a real step-mode search (the worker's
//     'stepper', as Step through); the student picks the node expanded next, the page steps the
//     search and says why that node came first.
//   Admissible? consistent?: a chain of 3 × 3 boards one move apart with h and h* on each
//     (the core's explanation of each board, with its true distance); the student says whether
//     h is admissible and consistent there, and the page names the board or the move that
//     decides (admissible-exercise.js, drawn by admissible-view.js).
// The boards are the core's (randomBoard with seeds drawn from the set's seed: exercise-model.js).
// The score, and a result to hand in as text or CSV, follow every answer.

import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { copyText, downloadText } from '../../dom/downloads.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
import { solverMessage } from '../../common/solver-message.js';
import { sizeText } from '../../common/board-model.js';
import { TreeEventLog } from '../step/search-tree/search-tree-model.js';
import {
  addedNumbers,
  EXERCISE_HEURISTICS,
  EXERCISE_KINDS,
  EXERCISE_SIZES,
  PREDICT_ALGORITHMS,
  PREDICT_WEIGHT,
  SET_LENGTH,
  expectedValues,
  freshSeed,
  gradeComputeH,
  handInCsv,
  handInText,
  parseAnswer,
  parseSeed,
  planSet,
  predictRule,
  scoreText,
  tileReason,
} from './exercise-model.js';
import {
  TRUE_DISTANCE_EXPANSIONS,
  admissibleExercise,
  admissibleReasons,
  answerIds,
  answerWords,
  expectedIds,
  gradeAdmissible,
  planChain,
} from './admissible-exercise.js';
import { admissibleWork, pickedAnswer } from './admissible-view.js';

const OPEN_LIMIT = 64; // Predict lists the whole open list: a few expansions keep it short
const MEMORY_MB = 256; // the optimal solve of a 3 × 3 board needs a fraction of it

/** @typedef {import('./exercise-model.js').ExerciseKind} ExerciseKind */
/** @typedef {import('./exercise-model.js').HandInRow} HandInRow */
/** @typedef {import('../../wasm/npuzzle.mjs').StepSnapshot} StepSnapshot */
/** @typedef {import('../../wasm/npuzzle.mjs').StepNode} StepNode */

/**
 * @typedef {{tiles: number[], width: number, seed?: number, explanation?: any, expected?: any,
 *   graded?: any, answer?: string, result?: any,
 *   exercise?: import('./admissible-exercise.js').AdmissibleExercise}} Question
 * @typedef {{kind: ExerciseKind, seed: number | null, size: string, heuristic: string,
 *   algorithm: string, goal: string, questions: Question[], index: number, rows: HandInRow[],
 *   total: number, predict?: PredictState}} ExerciseSet
 * @typedef {{spec: object, log: TreeEventLog, snapshot: StepSnapshot,
 *   added: (number | null)[], last?: {verdict: object, expanded: StepNode, pick: StepNode,
 *   expandedAdded: number | null, pickAdded: number | null, rule: string, snapshot: StepSnapshot},
 *   finished: boolean}} PredictState
 */

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
    const question = set.questions[set.index];
    const board = question.tiles.join(' ');
    try {
      if (set.kind === 'compute-h' && !question.explanation) {
        const explanation = await this.#context.client.explainHeuristic(
          board,
          set.size,
          set.goal,
          0,
        );
        if (explanation.status !== 'ok') throw new Error(solverMessage(explanation));
        question.explanation = explanation;
        question.expected = expectedValues(explanation, set.heuristic);
      } else if (set.kind === 'admissible' && !question.exercise) {
        // The chain from the question's seed; each board's h and h* from the core.
        const plan = planChain(question.tiles, question.width, question.seed ?? 0);
        const explanations = [];
        for (const tiles of plan.boards) {
          const explanation = await this.#context.client.explainHeuristic(
            tiles.join(' '),
            set.size,
            set.goal,
            TRUE_DISTANCE_EXPANSIONS,
          );
          if (explanation.status !== 'ok') throw new Error(solverMessage(explanation));
          explanations.push(explanation);
        }
        question.exercise = admissibleExercise(plan, explanations, question.width);
      } else if (set.kind === 'predict' && !set.predict) {
        const info = this.#context.algorithmInfo(set.algorithm);
        const spec = {
          board,
          size: set.size,
          goal: set.goal,
          algorithm: set.algorithm,
          heuristic: info?.usesHeuristic ? set.heuristic : '',
          weight: info?.usesWeight ? PREDICT_WEIGHT : 1,
          openLimit: OPEN_LIMIT,
        };
        const log = new TreeEventLog();
        // The start's expansion is no question: the first pick is among its children.
        const snapshot = await this.#context.client.stepTo(spec, 1, undefined, 0);
        if (snapshot.tree) log.add(snapshot.tree);
        if (snapshot.status !== 'running')
          throw new Error(solverMessage(snapshot) || snapshot.status);
        set.predict = {
          spec,
          log,
          snapshot,
          added: addedNumbers(log, snapshot, question.tiles),
          finished: false,
        };
      }
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
    const question = set.questions[set.index];
    if (set.kind === 'compute-h') this.#checkComputeH(set, question);
    else if (set.kind === 'optimal-length') await this.#checkOptimal(set, question);
    else if (set.kind === 'admissible') this.#checkAdmissible(set, question);
    else await this.#checkPredict(set, question);
  }

  #problem(text) {
    setText(this.#el.problem, text);
    setHidden(this.#el.problem, !text);
  }

  #checkComputeH(set, question) {
    if (question.graded || !question.expected) return;
    const inputs = /** @type {HTMLInputElement[]} */ ([...this.#el.work.querySelectorAll('input')]);
    /** @type {Map<number, number | null>} */
    const tiles = new Map();
    let total = null;
    let bad = null;
    for (const input of inputs) {
      const value = parseAnswer(input.value);
      const invalid = Number.isNaN(value);
      if (invalid) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
      if (invalid && !bad) bad = input;
      if (input.dataset.tile) tiles.set(Number(input.dataset.tile), invalid ? null : value);
      else total = invalid ? null : value;
    }
    if (bad) {
      this.#problem(
        t('lab.exercises.notANumber', { field: bad.dataset.name ?? '', value: bad.value.trim() }),
      );
      bad.focus();
      return;
    }
    const anything = total !== null || [...tiles.values()].some((value) => value !== null);
    if (!anything) {
      this.#problem(t('lab.exercises.nothingTyped'));
      inputs[0]?.focus();
      return;
    }
    this.#problem('');
    const graded = gradeComputeH(question.expected, { tiles, total });
    question.graded = graded;
    const answered = graded.tiles
      .filter((tile) => tile.given !== null)
      .map((tile) => `${tile.tile}:${tile.given}`)
      .join(' ');
    question.answer = [total === null ? '' : `h=${total}`, answered].filter(Boolean).join(' ');
    set.rows.push({
      number: set.index + 1,
      board: boardRows(question.tiles, question.width),
      answer: question.answer,
      expected: `h=${question.expected.total}`,
      right: graded.right,
    });
    this.#afterAnswer(graded.right);
  }

  #checkAdmissible(set, question) {
    const exercise = question.exercise;
    if (question.graded || !exercise) return;
    const picked = pickedAnswer(this.#el.work);
    if (picked.admissible === null || picked.consistent === null) {
      this.#problem(t('lab.exercises.admissible.answerBoth'));
      const group = picked.admissible === null ? 'admissible' : 'consistent';
      /** @type {HTMLElement | null} */ (
        this.#el.work.querySelector(`input[name="exercise-${group}"]`)
      )?.focus();
      return;
    }
    this.#problem('');
    const answer = { admissible: picked.admissible, consistent: picked.consistent };
    const graded = gradeAdmissible(exercise.expected, answer);
    question.graded = graded;
    question.answer = answerIds(answer);
    set.rows.push({
      number: set.index + 1,
      board: exercise.boards
        .map((board) => `${board.name}: ${boardRows(board.tiles, exercise.width)}`)
        .join('; '),
      answer: question.answer,
      expected: expectedIds(exercise),
      right: graded.right,
    });
    this.#afterAnswer(graded.right);
  }

  async #checkOptimal(set, question) {
    if (question.graded) return;
    const input = /** @type {HTMLInputElement | null} */ (this.#el.work.querySelector('input'));
    if (!input) return;
    const value = parseAnswer(input.value);
    if (value === null || Number.isNaN(value)) {
      input.setAttribute('aria-invalid', 'true');
      this.#problem(
        value === null
          ? t('lab.exercises.typeLength')
          : t('lab.exercises.notANumber', {
              field: input.dataset.name ?? '',
              value: input.value.trim(),
            }),
      );
      input.focus();
      return;
    }
    input.removeAttribute('aria-invalid');
    this.#problem('');
    const gate = this.#context.gate;
    if (!gate.claim('exercises')) {
      setText(this.#el.status, t('lab.exercises.busy'));
      return;
    }
    this.#busy = true;
    const serial = this.#serial;
    setText(this.#el.status, t('lab.exercises.solving'));
    let result;
    try {
      result = await this.#context.client.solve({
        board: question.tiles.join(' '),
        size: set.size,
        goal: set.goal,
        algorithm: 'astar',
        heuristic: 'manhattan',
        maxMemoryMB: MEMORY_MB,
      });
    } catch (error) {
      result = { status: 'error', error: messageOf(error) };
    } finally {
      this.#busy = false;
      gate.release('exercises');
    }
    if (serial !== this.#serial) return;
    if (result.status !== 'solved' || !result.optimal) {
      setText(
        this.#el.status,
        t('lab.exercises.failed', {
          reason:
            result.status === 'cancelled'
              ? t('lab.status.cancelled')
              : solverMessage(result) || result.status,
        }),
      );
      return;
    }
    setText(this.#el.status, '');
    question.result = result;
    question.answer = String(value);
    question.graded = { right: value === result.length, given: value, optimum: result.length };
    set.rows.push({
      number: set.index + 1,
      board: boardRows(question.tiles, question.width),
      answer: String(value),
      expected: String(result.length),
      right: question.graded.right,
    });
    this.#afterAnswer(question.graded.right);
  }

  async #checkPredict(set, question) {
    const predict = set.predict;
    if (!predict || predict.finished) return;
    const picked = /** @type {HTMLInputElement | null} */ (
      this.#el.work.querySelector('input[name="exercise-pick"]:checked')
    );
    if (!picked) {
      this.#problem(t('lab.exercises.pickFirst'));
      /** @type {HTMLElement | null} */ (this.#el.work.querySelector('input'))?.focus();
      return;
    }
    this.#problem('');
    const before = predict.snapshot;
    const open = before.open ?? [];
    const pickIndex = Number(picked.value);
    const position = before.expanded ?? 0;
    this.#busy = true;
    const serial = this.#serial;
    let after;
    try {
      after = await this.#context.client.stepTo(
        predict.spec,
        position + 1,
        undefined,
        predict.log.length,
      );
    } catch (error) {
      setText(this.#el.status, t('lab.exercises.failed', { reason: messageOf(error) }));
      return;
    } finally {
      this.#busy = false;
    }
    if (serial !== this.#serial) return;
    if (after.tree) predict.log.add(after.tree);
    // The node the real search expanded: its board, found on the list the student chose from.
    const expandedBoard = after.current?.board ?? [];
    const expandedIndex = open.findIndex((node) => sameBoard(node.board, expandedBoard));
    const expanded = open[expandedIndex] ?? /** @type {StepNode} */ (after.current);
    const pick = open[pickIndex];
    const withAdded = (node, index) => ({
      f: node.f,
      g: node.g,
      added: predict.added[index] ?? -1,
    });
    const rule =
      expandedIndex === pickIndex
        ? 'same'
        : predictRule(withAdded(expanded, expandedIndex), withAdded(pick, pickIndex));
    const right = expandedIndex === pickIndex;
    predict.last = {
      verdict: { right },
      expanded,
      pick,
      expandedAdded: predict.added[expandedIndex] ?? null,
      pickAdded: predict.added[pickIndex] ?? null,
      rule,
      snapshot: before,
    };
    set.rows.push({
      number: set.rows.length + 1,
      board: boardRows(pick.board, question.width),
      answer: `g=${pick.g} h=${pick.h} f=${pick.f}`,
      expected: `${boardRows(expanded.board, question.width)} (g=${expanded.g} h=${expanded.h} f=${expanded.f})`,
      right,
    });
    predict.snapshot = after;
    predict.added = addedNumbers(predict.log, after, question.tiles);
    if (after.status !== 'running' || set.rows.length >= set.total) {
      predict.finished = true;
      set.total = set.rows.length;
    }
    this.#afterAnswer(right);
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
    if (set.kind === 'compute-h') this.#renderComputeH(set, question);
    else if (set.kind === 'optimal-length') this.#renderOptimal(set, question);
    else if (set.kind === 'admissible') this.#renderAdmissible(set, question);
    else this.#renderPredict(set, question);
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

  #renderComputeH(set, question) {
    const el = this.#el;
    const expected = question.expected;
    if (!expected) return;
    const graded = question.graded;
    setText(
      el.prompt,
      t('lab.exercises.computeH.prompt', {
        heuristic: this.#context.labels.heuristic(set.heuristic),
      }),
    );
    // Keep what was typed across a redraw (a change of language).
    const typed = new Map(
      [...el.work.querySelectorAll('input')].map((input) => [
        input.dataset.tile ?? 'total',
        input.value,
      ]),
    );
    const sameQuestion = el.work.dataset.question === `${this.#serial}:${set.index}`;
    const grid = document.createElement('div');
    grid.className = 'exercise-grid';
    grid.style.setProperty('--cols', String(question.width));
    grid.setAttribute('role', 'group');
    grid.setAttribute(
      'aria-label',
      t('lab.exercises.computeH.grid', { rows: boardRows(question.tiles, question.width) }),
    );
    for (const tile of question.tiles) {
      const cell = document.createElement('div');
      cell.className = 'exercise-cell';
      if (tile === 0) {
        cell.classList.add('is-blank');
        grid.append(cell);
        continue;
      }
      const label = document.createElement('label');
      const number = document.createElement('span');
      number.className = 'exercise-tile';
      number.textContent = String(tile);
      number.setAttribute('aria-hidden', 'true');
      const name = document.createElement('span');
      name.className = 'visually-hidden';
      name.textContent = t('lab.exercises.tileField', { tile: String(tile) });
      const input = answerInput(String(tile), name.textContent);
      input.dataset.tile = String(tile);
      if (sameQuestion) input.value = typed.get(String(tile)) ?? '';
      label.append(number, name, input);
      cell.append(label);
      const mark = graded?.tiles.find((x) => x.tile === tile);
      if (mark) {
        input.readOnly = true;
        cell.classList.add(
          mark.right === null ? 'is-unanswered' : mark.right ? 'is-right' : 'is-wrong',
        );
        if (mark.right !== true) {
          const badge = document.createElement('span');
          badge.className = 'exercise-expected';
          badge.textContent = String(mark.value);
          badge.setAttribute('aria-hidden', 'true');
          cell.append(badge);
        }
      }
      grid.append(cell);
    }
    const totalLabel = document.createElement('label');
    totalLabel.className = 'field exercise-total';
    const totalName = document.createElement('span');
    totalName.textContent = t('lab.exercises.totalField');
    const total = answerInput('total', totalName.textContent);
    if (sameQuestion) total.value = typed.get('total') ?? '';
    if (graded) total.readOnly = true;
    totalLabel.append(totalName, total);
    const help = document.createElement('p');
    help.className = 'hint';
    help.textContent = t('lab.exercises.computeH.help');
    el.work.replaceChildren(grid, totalLabel, help);
    el.work.dataset.question = `${this.#serial}:${set.index}`;

    this.#showControls(set, Boolean(graded));
    if (!graded) {
      setHidden(el.feedback, true);
      return;
    }
    const h = String(expected.total);
    const verdict = graded.right
      ? t('lab.exercises.computeH.right', { h })
      : graded.totalRight === false
        ? t('lab.exercises.computeH.wrongTotal', { given: String(graded.given), h })
        : !graded.complete
          ? t('lab.exercises.computeH.incomplete', { h })
          : t('lab.exercises.computeH.wrongTiles', { count: graded.wrongTiles, h });
    const reasons = [];
    if (!expected.partsAgree)
      reasons.push({ tone: 'note', text: t('lab.exercises.partsDisagree') });
    const ordered = [...graded.tiles].sort((a, b) => rank(a) - rank(b));
    for (const tile of ordered) {
      const why = tileReason(tile, set.heuristic);
      const key =
        tile.right === null
          ? 'lab.exercises.tile.unanswered'
          : tile.right
            ? 'lab.exercises.tile.right'
            : 'lab.exercises.tile.wrong';
      reasons.push({
        tone: tile.right === null ? 'note' : tile.right ? 'right' : 'wrong',
        text: t(key, { tile: String(tile.tile), given: String(tile.given ?? ''), why }),
      });
    }
    this.#showFeedback(graded.right, verdict, reasons);
  }

  #renderAdmissible(set, question) {
    const el = this.#el;
    const exercise = question.exercise;
    if (!exercise) return;
    const graded = question.graded;
    const variant = exercise.variant;
    const heuristic =
      variant === 'raised' || variant === 'dropped'
        ? t('lab.exercises.admissible.proposed')
        : variant === 'misplaced-with-blank'
          ? t('lab.exercises.admissible.heuristic.misplaced-with-blank')
          : this.#context.labels.heuristic(variant);
    setText(el.prompt, t('lab.exercises.admissible.prompt', { heuristic }));
    // Keep what was picked across a redraw (a change of language).
    const kept =
      el.work.dataset.question === `${this.#serial}:${set.index}`
        ? pickedAnswer(el.work)
        : { admissible: null, consistent: null };
    el.work.replaceChildren(...admissibleWork(exercise, graded, kept));
    el.work.dataset.question = `${this.#serial}:${set.index}`;
    this.#showControls(set, Boolean(graded));
    if (!graded) {
      setHidden(el.feedback, true);
      return;
    }
    const expected = exercise.expected;
    const verdict = graded.right
      ? t('lab.exercises.admissible.right', {
          answer: answerWords(expected.admissible, expected.consistent),
        })
      : t('lab.exercises.admissible.wrong', {
          given: answerWords(graded.given.admissible, graded.given.consistent),
          answer: answerWords(expected.admissible, expected.consistent),
        });
    const why = admissibleReasons(exercise);
    this.#showFeedback(graded.right, verdict, [
      { tone: graded.admissibleRight ? 'right' : 'wrong', text: why.admissible },
      { tone: graded.consistentRight ? 'right' : 'wrong', text: why.consistent },
    ]);
  }

  #renderOptimal(set, question) {
    const el = this.#el;
    const graded = question.graded;
    setText(el.prompt, t('lab.exercises.optimal.prompt'));
    const typed =
      el.work.dataset.question === `${this.#serial}:${set.index}`
        ? (el.work.querySelector('input')?.value ?? '')
        : '';
    const board = miniBoard(question.tiles, question.width, {
      label: t('lab.exercises.boardLabel', { rows: boardRows(question.tiles, question.width) }),
    });
    board.classList.add('exercise-board');
    const label = document.createElement('label');
    label.className = 'field exercise-length';
    const name = document.createElement('span');
    name.textContent = t('lab.exercises.lengthField');
    const input = answerInput('length', name.textContent);
    input.value = graded ? String(graded.given) : typed;
    input.readOnly = Boolean(graded);
    label.append(name, input);
    el.work.replaceChildren(board, label);
    el.work.dataset.question = `${this.#serial}:${set.index}`;
    this.#showControls(set, Boolean(graded));
    const canShow =
      Boolean(graded) &&
      !this.#wanted.solveHidden &&
      sizeText(this.#context.problem().width, this.#context.problem().height) === set.size;
    setHidden(el.show, !canShow);
    if (!graded) {
      setHidden(el.feedback, true);
      return;
    }
    const optimum = graded.optimum;
    const verdict = graded.right
      ? t('lab.exercises.optimal.right', { count: optimum })
      : t('lab.exercises.optimal.wrong', { count: optimum, given: String(graded.given) });
    const reasons = [
      {
        tone: 'note',
        text:
          graded.given < optimum
            ? t('lab.exercises.optimal.tooShort', { count: optimum })
            : graded.given > optimum
              ? t('lab.exercises.optimal.tooLong', { count: optimum })
              : t('lab.exercises.optimal.proof'),
      },
    ];
    this.#showFeedback(graded.right, verdict, reasons);
  }

  #renderPredict(set, question) {
    const el = this.#el;
    const predict = set.predict;
    if (!predict) return;
    const snapshot = predict.snapshot;
    setText(
      el.prompt,
      predict.finished
        ? t('lab.exercises.predict.done')
        : t('lab.exercises.predict.prompt', {
            search: this.#settingWords(set),
            formula: snapshot.fFormula ?? 'f',
            count: snapshot.expanded ?? 0,
          }),
    );
    const rule = snapshot.tieBreak ? solverMessage(snapshot, 'tieBreak') : '';
    const parts = [];
    if (!predict.finished) {
      const ruleText = document.createElement('p');
      ruleText.className = 'hint';
      ruleText.textContent = t('lab.exercises.predict.rule', { rule });
      parts.push(ruleText, this.#openTable(snapshot, predict, question.width));
    } else {
      const end = document.createElement('p');
      end.textContent =
        snapshot.status === 'solved'
          ? t('lab.exercises.predict.solved', { count: snapshot.expanded ?? 0 })
          : t('lab.exercises.predict.setDone');
      parts.push(end);
    }
    el.work.replaceChildren(...parts);
    el.work.dataset.question = `${this.#serial}:${set.index}`;
    setHidden(el.check, predict.finished);
    setHidden(el.next, true);
    setHidden(el.show, true);
    setText(el.check, t('lab.exercises.predict.check'));
    const last = predict.last;
    if (!last) {
      setHidden(el.feedback, true);
      return;
    }
    const right = last.verdict.right;
    const node = (n, added) =>
      t('lab.exercises.predict.node', {
        rows: boardRows(n.board, question.width),
        g: String(n.g),
        h: String(n.h),
        f: String(n.f),
        added: added === null ? '—' : String(added),
      });
    const verdict = right
      ? t('lab.exercises.predict.right', { node: node(last.expanded, last.expandedAdded) })
      : t('lab.exercises.predict.wrong', {
          node: node(last.expanded, last.expandedAdded),
          pick: node(last.pick, last.pickAdded),
        });
    const before = last.snapshot;
    const blind = before.hWeight === 0;
    const greedy = before.gWeight === 0;
    const numbers = {
      formula: before.fFormula ?? 'f',
      f: String(last.expanded.f),
      pf: String(last.pick.f),
      g: String(last.expanded.g),
      pg: String(last.pick.g),
      added: String(last.expandedAdded ?? '—'),
      padded: String(last.pickAdded ?? '—'),
    };
    const why = {
      same: blind
        ? 'lab.exercises.predict.why.sameDepth'
        : greedy
          ? 'lab.exercises.predict.why.sameGreedy'
          : 'lab.exercises.predict.why.same',
      'lower-f': blind
        ? 'lab.exercises.predict.why.lowerDepth'
        : greedy
          ? 'lab.exercises.predict.why.lowerH'
          : 'lab.exercises.predict.why.lowerF',
      'higher-g': 'lab.exercises.predict.why.higherG',
      later: 'lab.exercises.predict.why.later',
      unexplained: 'lab.exercises.predict.why.order',
    }[last.rule];
    const reasons = [
      { tone: 'note', text: t(why, numbers) },
      {
        tone: 'note',
        text: t('lab.exercises.predict.rule', {
          rule: before.tieBreak ? solverMessage(before, 'tieBreak') : '',
        }),
      },
    ];
    this.#showFeedback(right, verdict, reasons);
  }

  /** The open list, in the order its nodes were added (not the order they come off). */
  #openTable(snapshot, predict, width) {
    const table = document.createElement('table');
    table.className = 'data-table exercise-open';
    const caption = document.createElement('caption');
    caption.textContent = t('lab.exercises.predict.caption', { count: snapshot.openSize ?? 0 });
    table.append(caption);
    const head = table.createTHead().insertRow();
    for (const key of ['pick', 'board', 'g', 'h', 'f', 'added']) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = t(`lab.exercises.predict.column.${key}`);
      if (key !== 'board' && key !== 'pick') th.className = 'number';
      head.append(th);
    }
    const body = table.createTBody();
    const open = snapshot.open ?? [];
    const order = open
      .map((node, index) => ({ node, index, added: predict.added[index] ?? Infinity }))
      .sort((a, b) => a.added - b.added);
    for (const { node, index } of order) {
      const row = body.insertRow();
      const id = `exercise-pick-${index}`;
      const pickCell = row.insertCell();
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = 'exercise-pick';
      radio.id = id;
      radio.value = String(index);
      pickCell.append(radio);
      const boardCell = row.insertCell();
      const label = document.createElement('label');
      label.htmlFor = id;
      label.className = 'exercise-node';
      const name = document.createElement('span');
      name.className = 'visually-hidden';
      name.textContent = t('lab.exercises.predict.pickName', {
        rows: boardRows(node.board, width),
        values: t('lab.node.values', { g: String(node.g), h: String(node.h), f: String(node.f) }),
        added: String(predict.added[index] ?? '—'),
      });
      // The name is the label's alone: the picture beside it says the same to the eye, and
      // a picture inside the label would be read into the name by some engines.
      const picture = miniBoard(node.board, width, { goal: snapshot.goal ?? null });
      picture.removeAttribute('role');
      picture.removeAttribute('aria-label');
      picture.setAttribute('aria-hidden', 'true');
      label.append(name);
      boardCell.append(label, picture);
      // A click anywhere on the row picks its node, as a click on the label would.
      row.addEventListener('click', (event) => {
        if (event.target === radio) return;
        radio.checked = true;
        radio.focus();
      });
      for (const value of [node.g, node.h, node.f, predict.added[index] ?? '—']) {
        const cell = row.insertCell();
        cell.className = 'number';
        cell.textContent = String(value);
      }
    }
    // A narrow screen scrolls the table, not the page.
    const scroller = document.createElement('div');
    scroller.className = 'exercise-open-scroll';
    scroller.append(table);
    return scroller;
  }

  #showControls(set, graded) {
    const el = this.#el;
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

/** A small whole-number field; `name` is its accessible name (and how a problem names it). */
function answerInput(id, name) {
  const input = document.createElement('input');
  input.type = 'text';
  input.inputMode = 'numeric';
  input.autocomplete = 'off';
  input.spellcheck = false;
  input.maxLength = 4;
  input.id = `exercise-answer-${id}`;
  input.dataset.name = name;
  return input;
}

/** Wrong answers first, then unanswered, then right ones; by tile within each. */
function rank(tile) {
  return (tile.right === false ? 0 : tile.right === null ? 1000 : 2000) + tile.tile;
}

function sameBoard(a, b) {
  return a.length === b.length && a.every((tile, index) => tile === b[index]);
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

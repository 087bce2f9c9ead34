// @ts-check
// What the Exercises panel hands the view of each kind of exercise (compute-h-view.js,
// optimal-length-view.js, predict-view.js, admissible-view.js), and the small helpers they
// share. A kind's view prepares its question with the core, reads and grades the student's
// answer, and draws the question and its feedback; the panel keeps the set, the score, the
// hand-in and the controls common to every kind (exercises-panel.js).

/** @typedef {import('./exercise-model.js').ExerciseKind} ExerciseKind */
/** @typedef {import('./exercise-model.js').HandInRow} HandInRow */
/** @typedef {import('../../wasm/npuzzle.mjs').StepSnapshot} StepSnapshot */
/** @typedef {import('../../wasm/npuzzle.mjs').StepNode} StepNode */
/** @typedef {import('../step/search-tree/search-tree-model.js').TreeEventLog} TreeEventLog */

/**
 * @typedef {{tiles: number[], width: number, seed?: number, explanation?: any, expected?: any,
 *   graded?: any, answer?: string, result?: any,
 *   exercise?: import('./admissible-exercise.js').AdmissibleExercise}} Question
 * @typedef {{kind: ExerciseKind, seed: number | null, size: string, heuristic: string,
 *   algorithm: string, goal: string, questions: Question[], index: number, rows: HandInRow[],
 *   total: number, predict?: PredictState}} ExerciseSet
 * @typedef {{spec: object, log: TreeEventLog, snapshot: StepSnapshot,
 *   added: (number | null)[], last?: {verdict: {right: boolean}, expanded: StepNode,
 *   pick: StepNode, expandedAdded: number | null, pickAdded: number | null, rule: string,
 *   snapshot: StepSnapshot}, finished: boolean}} PredictState
 * @typedef {{tone: string, text: string}} Reason
 */

/**
 * The panel's side, as a kind's view sees it.
 * @typedef {object} KindContext
 * @property {any} el the panel's elements (exercises-panel.js names them)
 * @property {any} context the panel's context: client, gate, labels, algorithmInfo, problem
 * @property {string} questionKey the question on show (set and number): a redraw of the same
 *   question keeps what the student typed or picked
 * @property {() => boolean} current false once a newer set was started (an answer that comes
 *   back late is dropped)
 * @property {boolean} solveHidden a teacher's link hid Solve: no answer is played on the board
 * @property {(busy: boolean) => void} setBusy while the core works on an answer
 * @property {(text: string) => void} problem a problem with what was typed ('' clears it)
 * @property {(text: string) => void} status the panel's status line ('' clears it)
 * @property {(graded: boolean) => void} showControls Check before an answer, Next after one
 * @property {(right: boolean, verdict: string, reasons: Reason[]) => void} showFeedback
 * @property {(set: ExerciseSet) => string} settingWords the set's heuristic, search or size
 */

/**
 * A kind of exercise, as the panel drives it.
 * @typedef {object} ExerciseKindView
 * @property {(set: ExerciseSet, question: Question, kc: KindContext) => Promise<void>} prepare
 *   asks the core what the question needs before it can be answered (throws when it cannot)
 * @property {(set: ExerciseSet, question: Question, kc: KindContext) => Promise<boolean | null>}
 *   check grades the answer on show and adds its row to the set: whether it was right, or null
 *   when there was nothing to grade (a problem with what was typed is shown instead)
 * @property {(set: ExerciseSet, question: Question, kc: KindContext) => void} render draws the
 *   prompt, the work area and, once graded, the feedback
 */

/** A small whole-number field; `name` is its accessible name (and how a problem names it). */
export function answerInput(id, name) {
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

/** An error's message, for a sentence that says why an exercise could not go on. */
export function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// @ts-check
// Exercises, Optimal length, drawn and checked: a 3 × 3 board a few moves from the goal and a
// field for the number of moves; the answer against an optimal solve by the core (A* with
// Manhattan distance, admissible, so its length is the optimum), which can then be played on the
// board unless a teacher's link hid Solve.

import { t } from '../../common/i18n.js';
import { sizeText } from '../../common/board-model.js';
import { solverMessage } from '../../common/solver-message.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
import { parseAnswer } from './exercise-model.js';
import { answerInput, messageOf } from './kind-context.js';

const MEMORY_MB = 256; // the optimal solve of a 3 × 3 board needs a fraction of it

/** @type {import('./kind-context.js').ExerciseKindView} */
export const optimalLengthView = { prepare, check, render };

/** Nothing to ask before the answer: the solve comes with it. */
async function prepare() {}

/** Solves the board optimally and grades the number typed against its length. */
async function check(set, question, kc) {
  const { el, context } = kc;
  if (question.graded) return null;
  const input = /** @type {HTMLInputElement | null} */ (el.work.querySelector('input'));
  if (!input) return null;
  const value = parseAnswer(input.value);
  if (value === null || Number.isNaN(value)) {
    input.setAttribute('aria-invalid', 'true');
    kc.problem(
      value === null
        ? t('lab.exercises.typeLength')
        : t('lab.exercises.notANumber', {
            field: input.dataset.name ?? '',
            value: input.value.trim(),
          }),
    );
    input.focus();
    return null;
  }
  input.removeAttribute('aria-invalid');
  kc.problem('');
  const gate = context.gate;
  if (!gate.claim('exercises')) {
    kc.status(t('lab.exercises.busy'));
    return null;
  }
  kc.setBusy(true);
  kc.status(t('lab.exercises.solving'));
  let result;
  try {
    result = await context.client.solve({
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
    kc.setBusy(false);
    gate.release('exercises');
  }
  if (!kc.current()) return null;
  if (result.status !== 'solved' || !result.optimal) {
    setText(
      el.status,
      t('lab.exercises.failed', {
        reason:
          result.status === 'cancelled'
            ? t('lab.status.cancelled')
            : solverMessage(result) || result.status,
      }),
    );
    return null;
  }
  kc.status('');
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
  return question.graded.right;
}

/** The board and the field; once graded, the optimum and (where it may) Show the solution. */
function render(set, question, kc) {
  const { el, context } = kc;
  const graded = question.graded;
  setText(el.prompt, t('lab.exercises.optimal.prompt'));
  const typed =
    el.work.dataset.question === kc.questionKey
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
  el.work.dataset.question = kc.questionKey;
  kc.showControls(Boolean(graded));
  const canShow =
    Boolean(graded) &&
    !kc.solveHidden &&
    sizeText(context.problem().width, context.problem().height) === set.size;
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
  kc.showFeedback(graded.right, verdict, reasons);
}

// @ts-check
// Exercises, "Admissible? consistent?", drawn and checked: the chain of boards with h and h* under
// each, and the two yes/no questions; once checked, the board where h overestimates and the move
// where it drops too far are marked. The numbers are the exercise's (admissible-exercise.js),
// which are the core's: each board's explanation of the heuristic with its true distance.

import { t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
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

/** The two questions: the radio groups' names and the catalog keys of their legends. */
export const QUESTIONS = /** @type {const} */ ([
  { id: 'admissible', legend: 'lab.exercises.admissible.admissibleQuestion' },
  { id: 'consistent', legend: 'lab.exercises.admissible.consistentQuestion' },
]);

/**
 * The answer picked in `work`, or null for a question not answered.
 * @param {ParentNode} work
 * @returns {{admissible: boolean | null, consistent: boolean | null}}
 */
export function pickedAnswer(work) {
  const value = (id) => {
    const checked = /** @type {HTMLInputElement | null} */ (
      work.querySelector(`input[name="exercise-${id}"]:checked`)
    );
    return checked ? checked.value === 'yes' : null;
  };
  return { admissible: value('admissible'), consistent: value('consistent') };
}

/**
 * The chain and the questions, as elements for the exercise's work area.
 * @param {import('./admissible-exercise.js').AdmissibleExercise} exercise
 * @param {{given: {admissible: boolean, consistent: boolean}} | undefined} graded
 * @param {{admissible: boolean | null, consistent: boolean | null}} kept what was picked before
 *   a redraw
 * @returns {HTMLElement[]}
 */
export function admissibleWork(exercise, graded, kept) {
  const { boards, expected, width } = exercise;
  const chain = document.createElement('ol');
  chain.className = 'exercise-chain';
  chain.setAttribute(
    'aria-label',
    t('lab.exercises.admissible.chain', { last: boards[boards.length - 1].name }),
  );
  const dropEdge = graded && expected.drop ? Math.min(expected.drop.from, expected.drop.to) : -1;
  boards.forEach((board, index) => {
    const item = document.createElement('li');
    item.className = 'exercise-chain-board';
    if (index > 0) {
      const move = document.createElement('span');
      move.className = 'exercise-chain-move';
      if (dropEdge === index - 1) move.classList.add('is-wrong');
      move.setAttribute('aria-hidden', 'true');
      move.textContent = t('lab.exercises.admissible.moveBetween');
      item.append(move);
    }
    const card = document.createElement('div');
    card.className = 'exercise-chain-card';
    if (graded && expected.over === index) card.classList.add('is-wrong');
    const name = document.createElement('p');
    name.className = 'exercise-chain-name';
    name.textContent = t('lab.exercises.admissible.boardName', { board: board.name });
    name.setAttribute('aria-hidden', 'true');
    const picture = miniBoard(board.tiles, width, {
      label: t('lab.exercises.admissible.boardLabel', {
        board: board.name,
        rows: boardRows(board.tiles, width),
      }),
    });
    const values = document.createElement('p');
    values.className = 'exercise-chain-values';
    const h = document.createElement('span');
    h.textContent = t('lab.exercises.admissible.hValue', { h: String(board.h) });
    const hStar = document.createElement('span');
    hStar.textContent = t('lab.exercises.admissible.hStarValue', { hStar: String(board.hStar) });
    values.append(h, hStar);
    card.append(name, picture, values);
    item.append(card);
    chain.append(item);
  });

  const definitions = document.createElement('p');
  definitions.className = 'hint';
  definitions.textContent = t('lab.exercises.admissible.definitions');

  const questions = document.createElement('div');
  questions.className = 'exercise-yes-no-row';
  for (const question of QUESTIONS) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = 'exercise-yes-no';
    const legend = document.createElement('legend');
    legend.textContent = t(question.legend);
    fieldset.append(legend);
    const picked = graded ? graded.given[question.id] : kept[question.id];
    for (const value of ['yes', 'no']) {
      const label = document.createElement('label');
      const radio = document.createElement('input');
      radio.type = 'radio';
      radio.name = `exercise-${question.id}`;
      radio.id = `exercise-answer-${question.id}-${value}`;
      radio.value = value;
      radio.checked = picked !== null && picked === (value === 'yes');
      radio.disabled = Boolean(graded);
      const text = document.createElement('span');
      text.textContent = t(`lab.exercises.admissible.${value}`);
      label.append(radio, text);
      fieldset.append(label);
    }
    if (graded) {
      const right = graded.given[question.id] === expected[question.id];
      fieldset.classList.add(right ? 'is-right' : 'is-wrong');
    }
    questions.append(fieldset);
  }
  return [chain, definitions, questions];
}

/** @type {import('./kind-context.js').ExerciseKindView} */
export const admissibleView = { prepare, check, render };

/** The chain from the question's seed; each board's h and h* from the core. */
async function prepare(set, question, kc) {
  if (question.exercise) return;
  const plan = planChain(question.tiles, question.width, question.seed ?? 0);
  const explanations = [];
  for (const tiles of plan.boards) {
    const explanation = await kc.context.client.explainHeuristic(
      tiles.join(' '),
      set.size,
      set.goal,
      TRUE_DISTANCE_EXPANSIONS,
    );
    if (explanation.status !== 'ok') throw new Error(solverMessage(explanation));
    explanations.push(explanation);
  }
  question.exercise = admissibleExercise(plan, explanations, question.width);
}

/** Grades the two answers picked; both must be picked. */
async function check(set, question, kc) {
  const { el } = kc;
  const exercise = question.exercise;
  if (question.graded || !exercise) return null;
  const picked = pickedAnswer(el.work);
  if (picked.admissible === null || picked.consistent === null) {
    kc.problem(t('lab.exercises.admissible.answerBoth'));
    const group = picked.admissible === null ? 'admissible' : 'consistent';
    /** @type {HTMLElement | null} */ (
      el.work.querySelector(`input[name="exercise-${group}"]`)
    )?.focus();
    return null;
  }
  kc.problem('');
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
  return graded.right;
}

/** The chain, the questions (kept as picked across a redraw) and, once graded, the reasons. */
function render(set, question, kc) {
  const { el, context } = kc;
  const exercise = question.exercise;
  if (!exercise) return;
  const graded = question.graded;
  const variant = exercise.variant;
  const heuristic =
    variant === 'raised' || variant === 'dropped'
      ? t('lab.exercises.admissible.proposed')
      : variant === 'misplaced-with-blank'
        ? t('lab.exercises.admissible.heuristic.misplaced-with-blank')
        : context.labels.heuristic(variant);
  setText(el.prompt, t('lab.exercises.admissible.prompt', { heuristic }));
  // Keep what was picked across a redraw (a change of language).
  const kept =
    el.work.dataset.question === kc.questionKey
      ? pickedAnswer(el.work)
      : { admissible: null, consistent: null };
  el.work.replaceChildren(...admissibleWork(exercise, graded, kept));
  el.work.dataset.question = kc.questionKey;
  kc.showControls(Boolean(graded));
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
  kc.showFeedback(graded.right, verdict, [
    { tone: graded.admissibleRight ? 'right' : 'wrong', text: why.admissible },
    { tone: graded.consistentRight ? 'right' : 'wrong', text: why.consistent },
  ]);
}

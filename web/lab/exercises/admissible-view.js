// @ts-check
// Exercises, "Admissible? consistent?", drawn: the chain of boards with h and h* under each, and
// the two yes/no questions; once checked, the board where h overestimates and the move where it
// drops too far are marked. The numbers are the exercise's (admissible-exercise.js), which are
// the core's.

import { t } from '../../common/i18n.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';

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

// @ts-check
// Exercises, Compute h, drawn and checked: the board as a grid with a field per tile and one for
// the total; the answer graded against the core's explanation of the heuristic (the worker's
// 'explain-heuristic', as the Heuristic tab gives it), with a verdict per tile.

import { t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { boardRows } from '../../dom/mini-board.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
import { expectedValues, gradeComputeH, parseAnswer, tileReason } from './exercise-model.js';
import { answerInput } from './kind-context.js';

/** @typedef {import('./kind-context.js').ExerciseSet} ExerciseSet */
/** @typedef {import('./kind-context.js').Question} Question */
/** @typedef {import('./kind-context.js').KindContext} KindContext */

/** @type {import('./kind-context.js').ExerciseKindView} */
export const computeHView = { prepare, check, render };

/** The core's explanation of the board: each tile's part and the total. */
async function prepare(set, question, kc) {
  if (question.explanation) return;
  const explanation = await kc.context.client.explainHeuristic(
    question.tiles.join(' '),
    set.size,
    set.goal,
    0,
  );
  if (explanation.status !== 'ok') throw new Error(solverMessage(explanation));
  question.explanation = explanation;
  question.expected = expectedValues(explanation, set.heuristic);
}

/** Grades the tiles and the total typed; a field that is not a number is named. */
async function check(set, question, kc) {
  const { el } = kc;
  if (question.graded || !question.expected) return null;
  const inputs = /** @type {HTMLInputElement[]} */ ([...el.work.querySelectorAll('input')]);
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
    kc.problem(
      t('lab.exercises.notANumber', { field: bad.dataset.name ?? '', value: bad.value.trim() }),
    );
    bad.focus();
    return null;
  }
  const anything = total !== null || [...tiles.values()].some((value) => value !== null);
  if (!anything) {
    kc.problem(t('lab.exercises.nothingTyped'));
    inputs[0]?.focus();
    return null;
  }
  kc.problem('');
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
  return graded.right;
}

/** The grid of fields, kept as typed across a redraw; once graded, each tile marked. */
function render(set, question, kc) {
  const { el, context } = kc;
  const expected = question.expected;
  if (!expected) return;
  const graded = question.graded;
  setText(
    el.prompt,
    t('lab.exercises.computeH.prompt', {
      heuristic: context.labels.heuristic(set.heuristic),
    }),
  );
  // Keep what was typed across a redraw (a change of language).
  const typed = new Map(
    [...el.work.querySelectorAll('input')].map((input) => [
      input.dataset.tile ?? 'total',
      input.value,
    ]),
  );
  const sameQuestion = el.work.dataset.question === kc.questionKey;
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
  el.work.dataset.question = kc.questionKey;

  kc.showControls(Boolean(graded));
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
  if (!expected.partsAgree) reasons.push({ tone: 'note', text: t('lab.exercises.partsDisagree') });
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
  kc.showFeedback(graded.right, verdict, reasons);
}

/** Wrong answers first, then unanswered, then right ones; by tile within each. */
function rank(tile) {
  return (tile.right === false ? 0 : tile.right === null ? 1000 : 2000) + tile.tile;
}

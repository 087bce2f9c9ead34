// @ts-check
// Exercises, Predict the next expansion, drawn and checked: the open list of a real step-mode
// search (the worker's 'stepper', as Step through runs it), in the order its nodes were added;
// the student picks the node expanded next, the page steps the search and says why the node it
// expanded came first (f, the tie-break rule, depth order: exercise-model.js predictRule).

import { t } from '../../common/i18n.js';
import { solverMessage } from '../../common/solver-message.js';
import { boardRows, miniBoard } from '../../dom/mini-board.js';
import { setHidden, setText } from '../../dom/quiet-writes.js';
import { TreeEventLog } from '../step/search-tree/search-tree-model.js';
import { PREDICT_WEIGHT, addedNumbers, predictRule } from './exercise-model.js';
import { messageOf } from './kind-context.js';

const OPEN_LIMIT = 64; // Predict lists the whole open list: a few expansions keep it short

/** @typedef {import('../../wasm/npuzzle.mjs').StepNode} StepNode */

/** @type {import('./kind-context.js').ExerciseKindView} */
export const predictView = { prepare, check, render };

/** Starts the search and takes its first step: the start's expansion is no question. */
async function prepare(set, question, kc) {
  if (set.predict) return;
  const info = kc.context.algorithmInfo(set.algorithm);
  const spec = {
    board: question.tiles.join(' '),
    size: set.size,
    goal: set.goal,
    algorithm: set.algorithm,
    heuristic: info?.usesHeuristic ? set.heuristic : '',
    weight: info?.usesWeight ? PREDICT_WEIGHT : 1,
    openLimit: OPEN_LIMIT,
  };
  const log = new TreeEventLog();
  const snapshot = await kc.context.client.stepTo(spec, 1, undefined, 0);
  if (snapshot.tree) log.add(snapshot.tree);
  if (snapshot.status !== 'running') throw new Error(solverMessage(snapshot) || snapshot.status);
  set.predict = {
    spec,
    log,
    snapshot,
    added: addedNumbers(log, snapshot, question.tiles),
    finished: false,
  };
}

/** Steps the real search once and grades the pick against the node it expanded. */
async function check(set, question, kc) {
  const { el, context } = kc;
  const predict = set.predict;
  if (!predict || predict.finished) return null;
  const picked = /** @type {HTMLInputElement | null} */ (
    el.work.querySelector('input[name="exercise-pick"]:checked')
  );
  if (!picked) {
    kc.problem(t('lab.exercises.pickFirst'));
    /** @type {HTMLElement | null} */ (el.work.querySelector('input'))?.focus();
    return null;
  }
  kc.problem('');
  const before = predict.snapshot;
  const open = before.open ?? [];
  const pickIndex = Number(picked.value);
  const position = before.expanded ?? 0;
  kc.setBusy(true);
  let after;
  try {
    after = await context.client.stepTo(predict.spec, position + 1, undefined, predict.log.length);
  } catch (error) {
    kc.status(t('lab.exercises.failed', { reason: messageOf(error) }));
    return null;
  } finally {
    kc.setBusy(false);
  }
  if (!kc.current()) return null;
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
  return right;
}

/** The open list to pick from (or the end of the set) and, after a pick, why. */
function render(set, question, kc) {
  const { el, context } = kc;
  const predict = set.predict;
  if (!predict) return;
  const snapshot = predict.snapshot;
  setText(
    el.prompt,
    predict.finished
      ? t('lab.exercises.predict.done')
      : t('lab.exercises.predict.prompt', {
          search: kc.settingWords(set),
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
    parts.push(ruleText, openTable(snapshot, predict, question.width));
  } else {
    const end = document.createElement('p');
    end.textContent =
      snapshot.status === 'solved'
        ? t('lab.exercises.predict.solved', { count: snapshot.expanded ?? 0 })
        : t('lab.exercises.predict.setDone');
    parts.push(end);
  }
  el.work.replaceChildren(...parts);
  el.work.dataset.question = kc.questionKey;
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
  kc.showFeedback(right, verdict, reasons);
}

/** The open list, in the order its nodes were added (not the order they come off). */
function openTable(snapshot, predict, width) {
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

function sameBoard(a, b) {
  return a.length === b.length && a.every((tile, index) => tile === b[index]);
}

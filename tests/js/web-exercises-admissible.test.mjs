// Issue 30, item 3, "Admissible? consistent?" (web/lab/exercises/admissible-exercise.js) against
// the real wasm module. For 200 seeds (five exercises each) the page's right answer — admissible or not,
// consistent or not, and the board or move it names — equals a check made here over the core's
// own numbers: each board's true distance from an optimal solve (A* with Manhattan distance, its
// length confirmed by breadth-first search), each value from the core's explanation of the
// heuristic, and the proposed heuristics' values derived from those by the stated rule. All three
// kinds of answer occur: admissible and consistent, inadmissible, inconsistent but admissible.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import { planSet } from '../../web/lab/exercises/exercise-model.js';
import {
  CHAIN_LENGTH,
  TRUE_DISTANCE_EXPANSIONS,
  admissibleExercise,
  admissibleReasons,
  answerIds,
  answerWords,
  expectedIds,
  gradeAdmissible,
  planChain,
} from '../../web/lab/exercises/admissible-exercise.js';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';

setLanguage('en');
const module = await loadWasmModule();

/** A board's optimal length from the module's solve (memoised: chains share boards). */
const distances = new Map();
function trueDistance(tiles) {
  const board = tiles.join(' ');
  if (!distances.has(board)) {
    const { result } = solveInSlices(module, { board, algorithm: 'astar', heuristic: 'manhattan' });
    assert.equal(result.status, 'solved');
    assert.equal(result.optimal, true);
    distances.set(board, result.length);
  }
  return distances.get(board);
}

/** What the page builds for one plan item: the core's board, the chain, the core's answers. */
function pageExercise(item) {
  const start = JSON.parse(module.randomBoard('3x3', 'blank-last', item.walk, item.seed));
  assert.equal(start.status, 'ok');
  const plan = planChain(start.board, 3, item.seed);
  const explanations = plan.boards.map((tiles) =>
    JSON.parse(
      module.explainHeuristics(tiles.join(' '), '3x3', 'blank-last', TRUE_DISTANCE_EXPANSIONS),
    ),
  );
  return { plan, explanations, exercise: admissibleExercise(plan, explanations, 3) };
}

test('for 200 seeds (1,000 exercises) the page’s answer is the direct check over the core’s numbers', (t) => {
  const seen = { both: 0, inadmissible: 0, inconsistentOnly: 0 };
  const variants = new Set();
  for (let seed = 0; seed < 200; seed++) {
    for (const item of planSet('admissible', seed)) {
      const { plan, explanations, exercise } = pageExercise(item);
      const boards = exercise.boards;
      assert.equal(boards.length, CHAIN_LENGTH);
      variants.add(exercise.variant);
      // The chain: each board one legal move from the next (one tile next to the blank swapped).
      for (let i = 0; i + 1 < boards.length; i++) {
        const a = boards[i].tiles;
        const b = boards[i + 1].tiles;
        const changed = a.map((tile, cell) => (tile === b[cell] ? -1 : cell)).filter((c) => c >= 0);
        assert.equal(changed.length, 2);
        const [p, q] = changed;
        assert.ok(a[p] === 0 || a[q] === 0);
        assert.equal(
          Math.abs(p - q) === 3 ||
            (Math.abs(p - q) === 1 && Math.floor(p / 3) === Math.floor(q / 3)),
          true,
        );
      }
      // The numbers: h* is the solve's length; h the core's value, or derived by the rule.
      const base = ['raised', 'dropped'].includes(exercise.variant)
        ? 'manhattan'
        : exercise.variant;
      const hStar = boards.map((board) => trueDistance(board.tiles));
      const core = explanations.map((e) => e.heuristics.find((h) => h.id === base).value);
      assert.deepEqual(
        boards.map((board) => board.hStar),
        hStar,
      );
      assert.deepEqual(
        boards.map((board) => board.coreH),
        core,
      );
      const changedAt = boards.map((board, i) => i).filter((i) => boards[i].h !== core[i]);
      if (exercise.variant === 'raised') {
        assert.equal(changedAt.length, 1);
        const i = changedAt[0];
        assert.ok(boards[i].h > hStar[i] && boards[i].h <= hStar[i] + 2, 'raised above h*');
      } else if (exercise.variant === 'dropped') {
        assert.ok(changedAt.length <= 1);
        for (const i of changedAt) {
          assert.ok(boards[i].h < core[i], 'only lowered');
          const neighbours = [i - 1, i + 1].filter((j) => j >= 0 && j < boards.length);
          assert.ok(
            neighbours.some((j) => boards[j].h - boards[i].h === 2),
            'a drop of 2',
          );
        }
      } else assert.deepEqual(changedAt, []);
      // The direct check, over the values shown.
      const h = boards.map((board) => board.h);
      const overs = h.map((value, i) => i).filter((i) => h[i] > hStar[i]);
      const drops = [];
      for (let i = 0; i + 1 < h.length; i++) {
        if (h[i] - h[i + 1] > 1) drops.push({ from: i, to: i + 1 });
        if (h[i + 1] - h[i] > 1) drops.push({ from: i + 1, to: i });
      }
      const expected = exercise.expected;
      assert.equal(expected.admissible, overs.length === 0);
      assert.equal(expected.consistent, drops.length === 0);
      assert.equal(expected.over, overs.length ? overs[0] : null);
      assert.deepEqual(expected.drop, drops.length ? drops[0] : null);
      // The reasons name that board or move and its numbers.
      const why = admissibleReasons(exercise);
      if (overs.length) {
        const i = overs[0];
        assert.ok(
          why.admissible.includes(`board ${boards[i].name}`) &&
            why.admissible.includes(`h = ${h[i]}`) &&
            why.admissible.includes(`h* = ${hStar[i]}`),
          why.admissible,
        );
      }
      if (drops.length) {
        const { from, to } = drops[0];
        assert.ok(
          why.consistent.includes(
            `h(${boards[from].name}) = ${h[from]} > 1 + h(${boards[to].name}) = ${1 + h[to]}`,
          ),
          why.consistent,
        );
      }
      if (!expected.admissible) seen.inadmissible++;
      else if (!expected.consistent) seen.inconsistentOnly++;
      else seen.both++;
      // Same seed, same exercise.
      assert.deepEqual(planChain(plan.boards[0], 3, item.seed), plan);
    }
  }
  t.diagnostic(`answers across seeds: ${JSON.stringify(seen)}`);
  assert.ok(
    seen.both > 0 && seen.inadmissible > 0 && seen.inconsistentOnly > 0,
    JSON.stringify(seen),
  );
  assert.equal(variants.size, 6, [...variants].join(', '));
});

test('an answer is graded on both questions, and the hand-in says which and why', () => {
  const item = planSet('admissible', 7)[0];
  const { exercise } = pageExercise(item);
  const e = exercise.expected;
  assert.equal(
    gradeAdmissible(e, { admissible: e.admissible, consistent: e.consistent }).right,
    true,
  );
  const wrong = gradeAdmissible(e, { admissible: !e.admissible, consistent: e.consistent });
  assert.equal(wrong.right, false);
  assert.equal(wrong.admissibleRight, false);
  assert.equal(wrong.consistentRight, true);
  assert.equal(answerIds({ admissible: true, consistent: false }), 'admissible=yes consistent=no');
  assert.match(
    expectedIds(exercise),
    /^admissible=(yes|no( \([A-D]\))?) consistent=(yes|no \([A-D]-[A-D]\))$/,
  );
  assert.equal(answerWords(true, false), 'admissible but not consistent');
});

// Issue 30, item 3: the lab's Exercises (web/lab/exercises/exercise-model.js) against the real
// wasm module. The same seed gives the same set; for 200 seeded Compute h exercises of each
// heuristic, on 3×3 and 4×4, the right value of each tile (read from the core's explanation)
// is the tile's own distance worked out here from the board, and the tiles add up to the core's
// h; the grading, the score and the hand-in (text and CSV) say what was answered; and on seeded
// boards, for every search Predict offers, the rule the page gives for "why this node first"
// explains every other node of the open list at every step: the page's reason agrees with the
// stepper's order, tie-breaks included.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { setLanguage } from '../../web/common/i18n.js';
import {
  PREDICT_ALGORITHMS,
  SET_LENGTH,
  addedNumbers,
  expectedValues,
  gradeComputeH,
  handInCsv,
  handInText,
  parseAnswer,
  parseSeed,
  planSet,
  predictRule,
  scoreText,
  tileReason,
} from '../../web/lab/exercises/exercise-model.js';
import { TreeEventLog } from '../../web/lab/step/search-tree/search-tree-model.js';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';

setLanguage('en');
const module = await loadWasmModule();

/** The core's board for a plan item (the page asks the worker's `random` the same). */
function boardOf(size, item, goal = 'blank-last') {
  const answer = JSON.parse(module.randomBoard(size, goal, item.walk, item.seed));
  assert.equal(answer.status, 'ok', JSON.stringify(answer));
  return answer;
}

test('the same seed gives the same set; another seed another; a seed is checked', () => {
  for (const kind of ['compute-h', 'optimal-length', 'predict']) {
    assert.deepEqual(planSet(kind, 12345), planSet(kind, 12345));
    assert.notDeepEqual(planSet(kind, 12345), planSet(kind, 12346));
    const boards = (seed) => planSet(kind, seed).map((item) => boardOf('3x3', item).board);
    assert.deepEqual(boards(99), boards(99), `${kind}: the core's boards for one seed`);
  }
  assert.equal(planSet('compute-h', 1).length, SET_LENGTH);
  assert.equal(planSet('predict', 1).length, 1);
  for (const item of planSet('optimal-length', 7)) assert.ok(item.walk >= 4 && item.walk <= 12);
  assert.equal(parseSeed('0'), 0);
  assert.equal(parseSeed(' 2147483647 '), 2147483647);
  for (const bad of ['', '-1', '1.5', '2147483648', '1e3', 'abc', '0x10'])
    assert.equal(parseSeed(bad), null, bad);
  assert.equal(parseAnswer(''), null);
  assert.equal(parseAnswer(' 12 '), 12);
  assert.ok(Number.isNaN(parseAnswer('3.5')));
  assert.ok(Number.isNaN(parseAnswer('-2')));
});

test('Compute h: on 200 seeded boards of each size, every tile’s value is its own and they add up to the core’s h', () => {
  for (const size of ['3x3', '4x4']) {
    const width = Number(size[0]);
    for (let seed = 0; seed < 40; seed++) {
      for (const item of planSet('compute-h', seed)) {
        const { board } = boardOf(size, item);
        const explanation = JSON.parse(module.explainHeuristics(board.join(' '), size, '', 0));
        assert.equal(explanation.status, 'ok');
        for (const heuristic of ['misplaced', 'manhattan', 'linear-conflict']) {
          const expected = expectedValues(explanation, heuristic);
          const core = explanation.heuristics.find((h) => h.id === heuristic).value;
          assert.equal(expected.total, core);
          assert.ok(expected.partsAgree, `${board}: ${heuristic}'s tiles add up to ${core}`);
          for (const tile of expected.tiles) {
            // An oracle of its own: the tile's distance from the board and the goal.
            const at = board.indexOf(tile.tile);
            const home = tile.tile - 1;
            const rows = Math.abs(Math.floor(at / width) - Math.floor(home / width));
            const columns = Math.abs((at % width) - (home % width));
            assert.equal(tile.rows, rows);
            assert.equal(tile.columns, columns);
            if (heuristic === 'misplaced') assert.equal(tile.value, at === home ? 0 : 1);
            if (heuristic === 'manhattan') assert.equal(tile.value, rows + columns);
            if (heuristic === 'linear-conflict') assert.ok(tile.value >= rows + columns);
          }
        }
      }
    }
  }
});

test('Optimal length: on 200 seeded boards the page’s optimum (A*, Manhattan) is breadth-first search’s', () => {
  for (let seed = 0; seed < 40; seed++) {
    for (const item of planSet('optimal-length', seed)) {
      const board = boardOf('3x3', item).board.join(' ');
      // What the page asks the worker: exercises-panel.js #checkOptimal.
      const page = solveInSlices(module, { board, algorithm: 'astar', heuristic: 'manhattan' });
      const oracle = solveInSlices(module, { board, algorithm: 'bfs', heuristic: 'auto' });
      assert.equal(page.result.status, 'solved');
      assert.equal(page.result.optimal, true);
      assert.equal(page.result.length, oracle.result.length, board);
      assert.ok(page.result.length <= item.walk, 'no longer than the walk that made it');
    }
  }
});

test('Compute h is graded tile by tile, and its reasons say the distance', () => {
  const explanation = JSON.parse(module.explainHeuristics('8 6 7 2 5 4 3 0 1', '3x3', '', 0));
  const expected = expectedValues(explanation, 'manhattan');
  const all = new Map(expected.tiles.map((tile) => [tile.tile, tile.value]));
  assert.equal(gradeComputeH(expected, { tiles: all, total: null }).right, true);
  assert.equal(gradeComputeH(expected, { tiles: new Map(), total: expected.total }).right, true);
  const oneWrong = new Map(all);
  oneWrong.set(5, all.get(5) + 1);
  const graded = gradeComputeH(expected, { tiles: oneWrong, total: null });
  assert.equal(graded.right, false);
  assert.equal(graded.wrongTiles, 1);
  assert.deepEqual(
    graded.tiles.filter((tile) => tile.right === false).map((tile) => tile.tile),
    [5],
  );
  const partial = gradeComputeH(expected, { tiles: new Map([[8, all.get(8)]]), total: null });
  assert.equal(partial.right, false, 'one tile and no total is not an answer to h');
  assert.equal(partial.complete, false);
  assert.equal(
    gradeComputeH(expected, { tiles: new Map(), total: expected.total + 2 }).totalRight,
    false,
  );
  // On 8 6 7 / 2 5 4 / 3 0 1: tile 8 is 2 rows and 1 column from its goal cell, tile 4 two
  // columns (in its goal row), tile 5 at home.
  const tile = (number) => expected.tiles.find((entry) => entry.tile === number);
  assert.equal(tileReason(tile(8), 'manhattan'), '2 rows and 1 column from its goal cell: 3');
  assert.equal(tileReason(tile(4), 'manhattan'), '2 columns from its goal cell: 2');
  assert.equal(tileReason(tile(5), 'manhattan'), 'on its goal cell: 0');
  const one = expected.tiles.find((tile) => tile.tile === 1);
  assert.equal(tileReason(one, 'manhattan'), '2 rows and 2 columns from its goal cell: 4');
  assert.equal(tileReason(one, 'misplaced'), 'not on its goal cell: 1');
});

test('Predict: for every search offered, the reason given explains the stepper’s order, ties included', () => {
  let ties = 0;
  for (const algorithm of PREDICT_ALGORITHMS) {
    for (let seed = 0; seed < 12; seed++) {
      const [item] = planSet('predict', seed);
      const { board } = boardOf('3x3', item);
      const stepper = new module.SearchStepper();
      try {
        let snapshot = JSON.parse(
          stepper.start({
            board: board.join(' '),
            size: '3x3',
            goal: 'blank-last',
            algorithm,
            heuristic: 'manhattan',
            weight: 2,
            maxMemoryMB: 0,
            openLimit: 64,
          }),
        );
        const log = new TreeEventLog();
        for (let step = 0; step < 8 && snapshot.status === 'running'; step++) {
          snapshot = JSON.parse(stepper.step(1));
          if (snapshot.status !== 'running') break;
          log.add({ ...JSON.parse(stepper.tree(log.length)) });
          const open = snapshot.open ?? [];
          const added = addedNumbers(log, snapshot, board);
          assert.ok(
            added.every((number) => Number.isInteger(number)),
            `${algorithm} seed ${seed}: every open node has its place in the tree`,
          );
          const first = { f: open[0].f, g: open[0].g, added: added[0] };
          for (let i = 1; i < open.length; i++) {
            const other = { f: open[i].f, g: open[i].g, added: added[i] };
            const rule = predictRule(first, other);
            assert.notEqual(
              rule,
              'unexplained',
              `${algorithm} seed ${seed} step ${step}: node ${i} (${JSON.stringify(other)}) after ${JSON.stringify(first)}`,
            );
            if (rule === 'later' || rule === 'higher-g') ties++;
          }
          // The step after expands what the list put first.
          const next = JSON.parse(stepper.step(1));
          if (next.status === 'running')
            assert.deepEqual(next.current.board, open[0].board, `${algorithm}: open[0] expanded`);
          snapshot = JSON.parse(stepper.seek(snapshot.expanded));
        }
      } finally {
        stepper.delete();
      }
    }
  }
  assert.ok(ties > 0, 'ties were met, and told apart by g or by the order added');
});

test('the hand-in carries the seed, the answers and the score, as text and as CSV', () => {
  const result = {
    kind: /** @type {const} */ ('optimal-length'),
    kindName: 'Optimal length',
    setting: '3 × 3',
    settingId: '3x3',
    seed: 4242,
    board: null,
    goal: 'blank-last',
    link: 'https://example.org/?lab=exercises&exercise=optimal-length&seed=4242',
    rows: [
      { number: 1, board: '1 2 3 / 4 5 6 / 7 0 8', answer: '1', expected: '1', right: true },
      { number: 2, board: '1 2 3 / 4 5 6 / 0 7 8', answer: '3', expected: '2', right: false },
    ],
    right: 1,
    total: 5,
  };
  const text = handInText(result);
  assert.match(text, /Seed: 4242/);
  assert.match(text, /1\. 1 2 3 \/ 4 5 6 \/ 7 0 8 — answer 1 — right \(1\)/);
  assert.match(text, /2\. .* — answer 3 — wrong, expected 2/);
  assert.match(text, /Score: 1 of 2 answered \(5 in the set\)/);
  const csv = handInCsv(result).trimEnd().split('\r\n');
  assert.equal(csv[0], 'exercise,setting,seed,goal,number,board,answer,expected,right');
  assert.equal(csv.length, 3);
  for (const row of csv.slice(1)) assert.match(row, /^optimal-length,3x3,4242,blank-last,/);
  assert.match(csv[2], /,3,2,0$/);
  assert.equal(scoreText(3, 5, 5), 'Score: 3 of 5');
});

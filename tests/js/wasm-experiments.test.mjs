// The lab's experiments through the real wasm module: the textbook table's shape (Russell &
// Norvig, §3.6) on 50 random 8-puzzles per depth d = 2, 4, …, 24, boards at exact depths and
// seeded, pasted lists with bad lines, and the table and CSV the page builds from the result.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { parseCsv, toCsv } from '../../web/common/csv.js';
import {
  depthRange,
  experimentCsvRows,
  experimentTable,
  progressText,
} from '../../web/lab/experiments/experiments-stats.js';
import { loadWasmModule } from './support/wasm-module.mjs';

const module = await loadWasmModule();

/** Runs an experiment to its end in slices, as the worker does; returns its progress reports and result. */
function runExperiment(request, budget = 50_000) {
  const experiment = new module.Experiment();
  try {
    const reports = [];
    let progress = JSON.parse(experiment.start(request));
    while (progress.status === 'running') {
      reports.push(progress);
      progress = JSON.parse(experiment.step(budget));
    }
    return { reports, result: JSON.parse(experiment.result()) };
  } finally {
    experiment.delete();
  }
}

const DEPTHS = depthRange(2, 24, 2).depths;

test('the textbook table: Manhattan beats misplaced at every d >= 8, with a smaller b*', () => {
  const started = performance.now();
  const { result, reports } = runExperiment({
    size: '3x3',
    goal: 'blank-first',
    depths: DEPTHS,
    perDepth: 50,
    seed: 12,
    searches: ['ids', 'astar-misplaced', 'astar-manhattan'],
  });
  const ms = performance.now() - started;
  assert.equal(result.status, 'ok');
  assert.equal(result.boards.length, DEPTHS.length * 50);
  assert.ok(reports.length > 1, 'progress was reported between slices');
  assert.ok(ms < 20_000, `600 boards in ${ms.toFixed(0)} ms`);
  // Every optimal search finds exactly the depth the board was made at.
  for (const board of result.boards)
    for (const run of board.runs) if (!run.skipped) assert.equal(run.length, board.depth);

  const table = experimentTable(result);
  assert.deepEqual(
    table.rows.map((row) => row.depth),
    DEPTHS,
  );
  const [ids, misplaced, manhattan] = [0, 1, 2];
  for (const row of table.rows) {
    const cell = row.cells;
    assert.equal(row.boards, 50);
    if (row.depth >= 8) {
      assert.ok(cell[manhattan].mean < cell[misplaced].mean, `nodes at d = ${row.depth}`);
      assert.ok(cell[manhattan].branching < cell[misplaced].branching, `b* at d = ${row.depth}`);
    }
    if (row.depth <= 12) {
      assert.ok(cell[ids].mean !== null, `IDS runs at d = ${row.depth}`);
      if (row.depth >= 6) assert.ok(cell[misplaced].mean < cell[ids].mean);
    } else {
      assert.equal(cell[ids].mean, null, `IDS is left out at d = ${row.depth}`);
      assert.equal(cell[ids].empty, 'skipped');
    }
  }

  // The CSV carries the table's numbers, read back as a spreadsheet would.
  const csv = parseCsv(toCsv(experimentCsvRows(table)));
  assert.deepEqual(csv[0], [
    'depth',
    'boards',
    'ids_nodes_generated',
    'astar-misplaced_nodes_generated',
    'astar-manhattan_nodes_generated',
    'ids_effective_branching_factor',
    'astar-misplaced_effective_branching_factor',
    'astar-manhattan_effective_branching_factor',
  ]);
  table.rows.forEach((row, index) => {
    const line = csv[index + 1];
    assert.equal(Number(line[0]), row.depth);
    row.cells.forEach((cell, s) => {
      assert.equal(line[2 + s], cell.mean === null ? '' : String(cell.mean));
      assert.equal(line[5 + s], cell.branching === null ? '' : cell.branching.toFixed(2));
    });
  });
});

test('boards at a depth: the same seed gives the same boards, another seed others', () => {
  const ask = (seed) =>
    JSON.parse(
      module.boardsAtDepth({
        size: '3x3',
        goal: 'blank-first',
        depths: [10, 20],
        perDepth: 20,
        seed,
      }),
    );
  const first = ask(99);
  assert.equal(first.status, 'ok');
  assert.equal(first.boards.length, 40);
  assert.deepEqual(ask(99), first);
  assert.notDeepEqual(ask(100).boards, first.boards);
  // The experiment runs exactly those boards.
  const { result } = runExperiment({
    size: '3x3',
    goal: 'blank-first',
    depths: [10, 20],
    perDepth: 20,
    seed: 99,
    searches: ['astar-manhattan'],
  });
  assert.deepEqual(
    result.boards.map((board) => board.tiles),
    first.boards.map((board) => board.tiles),
  );
  for (const board of result.boards) assert.equal(board.runs[0].length, board.depth);

  const tooDeep = JSON.parse(module.boardsAtDepth({ size: '3x3', depths: [40], perDepth: 1 }));
  assert.equal(tooDeep.status, 'invalid');
  assert.match(tooDeep.error, /from 0 to 31/);
  const tooBig = JSON.parse(module.boardsAtDepth({ size: '4x4', depths: [4], perDepth: 1 }));
  assert.match(tooBig.error, /up to 10 cells/);
});

test('pasted boards: a bad line is named and left out, never a crash', () => {
  const { result } = runExperiment({
    size: '3x3',
    goal: 'blank-first',
    boards: '8 0 6 5 4 7 2 3 1\n1 2 3 oops\n\n2 3 7 / 1 8 0 / 6 5 4\n1 0 2 3 4 5 6 8 7\n',
    searches: ['astar-manhattan', 'ids'],
  });
  assert.equal(result.status, 'ok');
  assert.deepEqual(
    result.lineErrors.map((error) => error.line),
    [2, 5],
  );
  assert.match(result.lineErrors[1].error, /cannot reach the goal/);
  assert.deepEqual(
    result.boards.map((board) => [board.line, board.depth]),
    [
      [1, 31],
      [4, 17],
    ],
  );
  const table = experimentTable(result);
  assert.deepEqual(
    table.rows.map((row) => row.depth),
    [17, 31],
  );
  assert.equal(table.rows[0].cells[1].empty, 'skipped'); // IDS past its depth cap of 12

  const refused = runExperiment({ boards: 'nothing here\n', searches: ['ids'] }).result;
  assert.equal(refused.status, 'invalid');
  assert.equal(refused.lineErrors[0].line, 1);
  for (const bad of [null, 7, { searches: 'ids' }, { depths: ['2'] }, { seed: 'x' }]) {
    const answer = runExperiment(bad).result;
    assert.equal(answer.status, 'invalid', JSON.stringify(bad));
    assert.ok(answer.error.length > 0);
  }
});

test('cancel keeps the boards finished, and progress reads as the panel says it', () => {
  const experiment = new module.Experiment();
  try {
    let progress = JSON.parse(
      experiment.start({ depths: [20, 22], perDepth: 30, seed: 3, searches: ['astar-misplaced'] }),
    );
    progress = JSON.parse(experiment.step(20_000));
    assert.equal(progress.status, 'running');
    assert.match(progressText(progress, true), /^depth 2[02]: \d+\/30 boards$/);
    experiment.cancel();
    const result = JSON.parse(experiment.result());
    assert.equal(result.status, 'cancelled');
    assert.equal(result.boards.length, progress.done);
    assert.ok(result.boards.length < 60);
  } finally {
    experiment.delete();
  }
  assert.equal(
    progressText({ done: 6, total: 40, depth: -1 }, false),
    'board 7 of 40 (measuring its depth)',
  );
  assert.deepEqual(depthRange(2, 6, 2), { depths: [2, 4, 6] });
  assert.ok('error' in depthRange(6, 2, 2));
});

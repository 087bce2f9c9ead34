// Timed solves (web/speedsolve/, web/common/speedsolve-model.js) against the real wasm module:
// scrambles are uniform over the solvable boards and reproduced by `scramble=`; the averages
// follow the speedsolving rule (DNFs the worst, two make a DNF); the session's CSV; URDL.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { parseCsv } from '../../web/common/csv.js';
import { exportUrdl } from '../../web/common/solution-export.js';
import {
  averageOf,
  bestSingle,
  formatSolveTime,
  parseScramble,
  scrambleText,
  sessionCsv,
  toUrdl,
  tps,
  validSession,
} from '../../web/common/speedsolve-model.js';
import { LAB_PANEL_IDS } from '../../web/lab/lab-panels.js';
import { isSlide, slidDirections } from '../../web/speedsolve/speedsolve-session.js';
import { readUrlState } from '../../web/state/url-state.js';
import { loadWasmModule, solveInSlices } from './support/wasm-module.mjs';

let module;
before(async () => {
  module = await loadWasmModule();
});

const scrambleBoard = (size, seed, walk = 0) =>
  JSON.parse(module.randomBoard(size, 'blank-last', walk, seed));

// ------------------------------------------------------------------ uniformity

// On a board of odd width a board is solvable when its tiles (the blank left out) are an even
// permutation, wherever the blank is; an even permutation of 8 is fixed by its first 6 entries
// (the last two follow from the parity). So the blank's cell and the rank of the first six tiles
// among 8·7·…·3 = 20,160 arrangements number the 181,440 solvable boards one to one.
// 181,440 = 960 × 189: 960 bins of 189 boards each.
const SOLVABLE_3X3 = 181_440;
const BINS = 960;

function solvableRank(board) {
  const tiles = board.filter((tile) => tile !== 0);
  const used = new Array(9).fill(false);
  let rank = 0;
  for (let i = 0; i < 6; i++) {
    let smaller = 0;
    for (let v = 1; v < tiles[i]; v++) if (!used[v]) smaller++;
    used[tiles[i]] = true;
    rank = rank * (8 - i) + smaller;
  }
  return board.indexOf(0) * 20_160 + rank;
}

// The upper tail of χ² with k degrees of freedom, by Wilson and Hilferty's cube-root normal
// approximation (good to a few parts in a thousand at k near 1000) and the normal tail by
// Abramowitz and Stegun 7.1.26.
function chiSquareTail(x, k) {
  const z = (Math.cbrt(x / k) - (1 - 2 / (9 * k))) / Math.sqrt(2 / (9 * k));
  const u = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * u);
  const erfc =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
    Math.exp(-u * u);
  return z >= 0 ? erfc / 2 : 1 - erfc / 2;
}

function binnedChiSquare(boards) {
  const counts = new Array(BINS).fill(0);
  for (const tiles of boards) {
    const rank = solvableRank(tiles);
    assert.ok(rank < SOLVABLE_3X3);
    counts[Math.floor((rank * BINS) / SOLVABLE_3X3)]++;
  }
  const expected = boards.length / BINS;
  const statistic = counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
  return { statistic, p: chiSquareTail(statistic, BINS - 1) };
}

test('the ranking numbers the solvable 3×3 boards one to one', () => {
  // Every board reachable from the goal (breadth-first search: the solvable boards, found
  // without the parity rule the ranking uses) gets its own rank in 0 … 181,439.
  const goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
  const seen = new Set([goal.join()]);
  const ranks = new Uint8Array(SOLVABLE_3X3);
  const queue = [goal];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    const rank = solvableRank(board);
    assert.ok(rank >= 0 && rank < SOLVABLE_3X3 && ranks[rank] === 0, board.join());
    ranks[rank] = 1;
    const blank = board.indexOf(0);
    const row = Math.floor(blank / 3);
    const neighbours = [blank - 3, blank + 3];
    if (blank % 3 > 0) neighbours.push(blank - 1);
    if (blank % 3 < 2) neighbours.push(blank + 1);
    for (const cell of neighbours) {
      if (cell < 0 || cell > 8 || (Math.floor(cell / 3) !== row && cell % 3 !== blank % 3))
        continue;
      const next = board.slice();
      [next[blank], next[cell]] = [next[cell], 0];
      const key = next.join();
      if (!seen.has(key)) {
        seen.add(key);
        queue.push(next);
      }
    }
  }
  assert.equal(queue.length, SOLVABLE_3X3);
});

test('10^5 seeded 3×3 scrambles are uniform over the solvable boards (χ², 960 bins)', () => {
  const boards = [];
  for (let seed = 1; seed <= 100_000; seed++) boards.push(scrambleBoard('3x3', seed).board);
  const { statistic, p } = binnedChiSquare(boards);
  // Fixed seeds: this p is the same on every run; a uniform generator falls below 0.001 once in
  // a thousand seed sets.
  assert.ok(p > 0.001, `χ² = ${statistic.toFixed(1)} on ${BINS - 1} df, p = ${p}`);
});

test('the same test catches a biased generator: boards 40 random moves from the goal', () => {
  const boards = [];
  for (let seed = 1; seed <= 20_000; seed++) boards.push(scrambleBoard('3x3', seed, 40).board);
  const { statistic, p } = binnedChiSquare(boards);
  assert.ok(p < 1e-9, `χ² = ${statistic.toFixed(1)}, p = ${p}: a walk should be caught`);
});

// ------------------------------------------------------------------ scramble=

test('scramble= reads a size and a seed, and the seed reproduces the board', () => {
  const { state, problems } = readUrlState('?scramble=4x4:123456', { labPanels: LAB_PANEL_IDS });
  assert.deepEqual(problems, []);
  assert.deepEqual(state.scramble, { width: 4, height: 4, seed: 123456 });
  const size = `${state.scramble.width}x${state.scramble.height}`;
  const first = scrambleBoard(size, state.scramble.seed);
  const again = scrambleBoard(size, state.scramble.seed);
  assert.equal(first.status, 'ok');
  assert.deepEqual(first.board, again.board);
  assert.notDeepEqual(scrambleBoard(size, state.scramble.seed + 1).board, first.board);
  assert.equal(scrambleText(state.scramble), '4x4:123456');
  assert.deepEqual(parseScramble('5x3:0'), { width: 5, height: 3, seed: 0 });
  assert.deepEqual(parseScramble('16x16:4294967295'), { width: 16, height: 16, seed: 4294967295 });
});

test('a bad scramble= is refused, naming the parameter', () => {
  for (const value of ['4x4', '4x4:-1', '4x4:4294967296', '1x4:5', '17x16:1', 'abc', '4x4:1:2']) {
    const { state, problems } = readUrlState(`?scramble=${encodeURIComponent(value)}`, {
      labPanels: LAB_PANEL_IDS,
    });
    assert.equal(state.scramble, undefined, value);
    assert.equal(problems.length, 1, value);
    assert.match(problems[0], /scramble/, value);
  }
});

// ------------------------------------------------------------------ averages, TPS

const done = (ms) => ({ ms, dnf: false });
const dnf = { ms: null, dnf: true };

test('ao5 drops the best and the worst; a DNF is the worst; two DNFs make a DNF', () => {
  const five = [10000, 12000, 9000, 15000, 11000].map(done);
  assert.equal(averageOf(five, 5).ms, (10000 + 12000 + 11000) / 3);
  assert.equal(averageOf(five.slice(0, 4), 5), null);
  const oneDnf = [done(10000), done(12000), dnf, done(9000), done(11000)];
  assert.equal(averageOf(oneDnf, 5).ms, (10000 + 12000 + 11000) / 3);
  const twoDnf = [done(10000), dnf, done(9000), dnf, done(11000)];
  assert.equal(averageOf(twoDnf, 5).ms, null);
  // Only the last five count.
  assert.equal(averageOf([dnf, dnf, ...five], 5).ms, (10000 + 12000 + 11000) / 3);
  assert.equal(bestSingle([dnf, ...five]), 9000);
  assert.equal(bestSingle([dnf]), null);
});

test('ao12 drops one best and one worst of the last twelve', () => {
  const times = [20, 11, 12, 13, 14, 15, 16, 17, 18, 19, 5, 30].map((s) => done(s * 1000));
  const kept = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
  assert.equal(averageOf(times, 12).ms, (kept.reduce((a, b) => a + b) * 1000) / kept.length);
  const withDnf = [...times.slice(0, 11), dnf];
  const keptDnf = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20];
  assert.equal(averageOf(withDnf, 12).ms, (keptDnf.reduce((a, b) => a + b) * 1000) / 10);
  assert.equal(averageOf([...times.slice(0, 10), dnf, dnf], 12).ms, null);
});

test('TPS and times as speedsolvers write them', () => {
  assert.equal(tps(48, 12345).toFixed(3), '3.888');
  assert.equal(tps(1, 0), null);
  assert.equal(formatSolveTime(12345), '12.345');
  assert.equal(formatSolveTime(62005), '1:02.005');
  assert.equal(formatSolveTime(3_600_000 + 61_000), '1:01:01.000');
  assert.equal(formatSolveTime(null), 'DNF');
});

test('moves read from where the blank went: a tile slides the other way', () => {
  // 3 wide: blank from cell 4 to cell 1 (up): the tile above slid down.
  assert.equal(slidDirections(4, 1, 3), 'D');
  assert.equal(slidDirections(1, 4, 3), 'U');
  assert.equal(slidDirections(4, 5, 3), 'L');
  assert.equal(slidDirections(5, 3, 3), 'RR'); // a whole row segment
  assert.equal(slidDirections(0, 8, 3), null);
  // A slide moves the tiles between the cells; Reset's jump back to the start is none.
  const before = [1, 2, 3, 4, 0, 5, 7, 8, 6];
  assert.ok(isSlide(before, [1, 2, 3, 0, 4, 5, 7, 8, 6], 4, 3, 3));
  assert.ok(isSlide([0, 1, 2, 3, 4, 5, 6, 7, 8], [1, 2, 0, 3, 4, 5, 6, 7, 8], 0, 2, 3));
  assert.ok(isSlide([1, 2, 3, 4, 5, 6, 7, 8, 0], [1, 2, 0, 4, 5, 3, 7, 8, 6], 8, 2, 3));
  assert.ok(!isSlide([0, 1, 2, 3, 4, 5, 6, 7, 8], [2, 1, 0, 3, 4, 5, 6, 7, 8], 0, 2, 3));
  assert.ok(!isSlide(before, [1, 2, 3, 4, 5, 6, 7, 8, 0], 4, 8, 3));
});

// ------------------------------------------------------------------ the session kept

const solve = (fields = {}) => ({
  at: 1_700_000_000_000,
  width: 3,
  height: 3,
  seed: 42,
  ms: 1500,
  dnf: false,
  moves: 'URDL',
  times: [0, 400, 900, 1500],
  ...fields,
});

test('a stored session is checked entry by entry and capped', () => {
  const good = solve();
  const stored = {
    solves: [
      good,
      solve({ ms: 1400 }), // not its last move's time
      solve({ moves: 'UXDL' }),
      solve({ times: [0, 900, 400, 1500] }), // going back in time
      solve({ width: 1 }),
      solve({ seed: -1 }),
      solve({ dnf: true, ms: null }),
      solve({ dnf: true, ms: 5 }),
      '<img src=x>',
      null,
    ],
  };
  const session = validSession(stored);
  assert.deepEqual(session, [good, solve({ dnf: true, ms: null })]);
  assert.deepEqual(validSession('garbage'), []);
  assert.deepEqual(validSession({ solves: 'x' }), []);
  const many = { solves: Array.from({ length: 500 }, (_, i) => solve({ seed: i })) };
  const capped = validSession(many);
  assert.equal(capped.length, 200);
  assert.equal(capped.at(-1).seed, 499);
  // And at most 100,000 moves among them: the newest solves that fit.
  const long = (seed) =>
    solve({ seed, moves: 'U'.repeat(20_000), times: new Array(20_000).fill(0), ms: 0 });
  const heavy = validSession({ solves: [1, 2, 3, 4, 5, 6].map(long) });
  assert.deepEqual(
    heavy.map((entry) => entry.seed),
    [2, 3, 4, 5, 6],
  );
  assert.deepEqual(validSession({ solves: [solve({ moves: 'U'.repeat(20_001) })] }), []);
});

test('the session CSV has one row per solve, with the scramble, TPS, URDL and move times', () => {
  const rows = parseCsv(
    sessionCsv([
      solve(),
      solve({ dnf: true, ms: null, moves: 'UU', times: [0, 300] }),
      // Counted in MTM: a line of two slid at once (one time), then one tile: 2 moves.
      solve({ metric: 'mtm', moves: 'LLU', times: [0, 0, 500], ms: 500 }),
    ]),
  );
  assert.deepEqual(rows[0], [
    'number',
    'scramble',
    'time_s',
    'moves',
    'tps',
    'urdl',
    'move_times_ms',
    'metric',
  ]);
  assert.deepEqual(rows[1], [
    '1',
    '3x3:42',
    '1.500',
    '4',
    '2.667',
    'URDL',
    '0 400 900 1500',
    'stm',
  ]);
  assert.deepEqual(rows[2], ['2', '3x3:42', 'DNF', '2', '', 'U2', '0 300', 'stm']);
  assert.deepEqual(rows[3], ['3', '3x3:42', '0.500', '2', '4.000', 'L2U', '0 0 500', 'mtm']);
});

// ------------------------------------------------------------------ URDL

test('URDL with repeat counts', () => {
  assert.equal(toUrdl('UURDDDL'), 'U2RD3L');
  assert.equal(toUrdl(''), '');
  assert.equal(toUrdl('R'.repeat(12)), 'R12');
});

test('URDL round trip: a solver solution written as URDL is read back by the core as the same moves', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    const { board } = scrambleBoard('3x3', seed);
    const { result } = solveInSlices(module, { board: board.join(' ') });
    assert.equal(result.status, 'solved');
    const urdl = exportUrdl(result).trim();
    assert.match(urdl, /^([URDL]\d*)*$/);
    assert.ok(urdl.length <= result.directions.length);
    for (const [solution, letters] of [
      [urdl, 'tile'],
      [`letters: tile\n${urdl}`, undefined],
    ]) {
      const request = { board: board.join(' '), solution, ...(letters ? { letters } : {}) };
      const read = JSON.parse(module.verifySolution(request));
      assert.equal(read.status, 'ok', `${urdl}: ${read.error}`);
      assert.equal(read.format, 'letters');
      assert.equal(read.legal, true, urdl);
      assert.equal(read.reachesGoal, true, urdl);
      assert.equal(read.length, result.directions.length, urdl);
      if (read.optimalLength !== null && read.optimalLength !== undefined) {
        assert.equal(read.optimalLength, result.length);
      }
    }
    // Read as the blank's directions, the same letters are another solution: not this one.
    const asBlank = JSON.parse(
      module.verifySolution({ board: board.join(' '), solution: urdl, letters: 'blank' }),
    );
    assert.ok(!(asBlank.legal && asBlank.reachesGoal), urdl);
  }
});

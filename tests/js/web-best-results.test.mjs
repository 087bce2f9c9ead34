// The best results per board (issue 14, play against the optimum): ordering (fewest moves, then
// the faster, then the earlier), the fastest kept even when it is not among the fewest, boards
// most recent first and capped, the optimum noted, garbage read back dropped, and the clock.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  BEST_LIMITS,
  addResult,
  bestResults,
  bestTime,
  boardEntry,
  boardKey,
  formatPlayTime,
  noteShortest,
  validBestList,
} from '../../web/common/best-results.js';
import { PlayClock } from '../../web/common/play-clock.js';

const KEY = boardKey({
  width: 3,
  height: 3,
  start: [1, 2, 3, 4, 5, 6, 0, 7, 8],
  goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
});

test('the key names the start board and the goal', () => {
  assert.equal(KEY, '3x3|1,2,3,4,5,6,0,7,8|1,2,3,4,5,6,7,8,0');
});

test('results are listed fewest moves first, then the faster, then the earlier', () => {
  let list = [];
  list = addResult(list, KEY, { moves: 5, ms: 2000, at: 1 });
  list = addResult(list, KEY, { moves: 3, ms: 9000, at: 2 });
  list = addResult(list, KEY, { moves: 3, ms: 4000, at: 3 });
  list = addResult(list, KEY, { moves: 3, ms: 4000, at: 4 });
  assert.deepEqual(
    bestResults(list, KEY).map(({ moves, ms, at }) => [moves, ms, at]),
    [
      [3, 4000, 3],
      [3, 4000, 4],
      [3, 9000, 2],
      [5, 2000, 1],
    ],
  );
  assert.deepEqual(bestTime(list, KEY), { moves: 5, ms: 2000, at: 1 });
});

test('at most five are listed, and the fastest is kept even when slower results have fewer moves', () => {
  let list = addResult([], KEY, { moves: 40, ms: 1000, at: 1 });
  for (let i = 0; i < 8; i++) list = addResult(list, KEY, { moves: 10 + i, ms: 50_000, at: 2 + i });
  const listed = bestResults(list, KEY);
  assert.equal(listed.length, BEST_LIMITS.perBoard);
  assert.deepEqual(
    listed.map((result) => result.moves),
    [10, 11, 12, 13, 14],
  );
  assert.deepEqual(bestTime(list, KEY), { moves: 40, ms: 1000, at: 1 });
  assert.equal(boardEntry(list, KEY).results.length, BEST_LIMITS.perBoard + 1);
});

test('boards are kept most recently played first, up to the limit', () => {
  let list = [];
  for (let i = 0; i < BEST_LIMITS.boards + 3; i++) {
    const key = boardKey({ width: 2, height: 2, start: [i, 1, 2, 0], goal: [1, 2, 3, 0] });
    list = addResult(list, key, { moves: 2, ms: 100, at: 1000 + i });
  }
  assert.equal(list.length, BEST_LIMITS.boards);
  assert.equal(list[0].lastAt, 1000 + BEST_LIMITS.boards + 2);
  assert.ok(!list.some((entry) => entry.lastAt < 1003), 'the three oldest boards went first');
  assert.deepEqual(bestResults(list, 'no such board'), []);
  assert.equal(bestTime(list, 'no such board'), null);
});

test('what the page measured of the optimum replaces what was stored, lower or higher', () => {
  let list = addResult([], KEY, { moves: 5, ms: 1, at: 1 }, null);
  assert.equal(boardEntry(list, KEY).shortest, null);
  list = noteShortest(list, KEY, { value: 2, exact: false });
  assert.deepEqual(boardEntry(list, KEY).shortest, { value: 2, exact: false });
  list = noteShortest(list, KEY, { value: 3, exact: true });
  assert.deepEqual(boardEntry(list, KEY).shortest, { value: 3, exact: true });
  list = addResult(list, KEY, { moves: 4, ms: 1, at: 2 }, null);
  assert.deepEqual(boardEntry(list, KEY).shortest, { value: 3, exact: true }, 'kept unmeasured');
  list = addResult(list, KEY, { moves: 7, ms: 1, at: 3 }, { value: 1, exact: true });
  assert.deepEqual(boardEntry(list, KEY).shortest, { value: 1, exact: true }, 'lower, measured');
});

test('a forged entry is made to agree with the measured distance: impossible results go', () => {
  // What another page of the origin could plant: "Your best: 1 move … shortest 999 moves".
  const forged = validBestList([
    {
      key: KEY,
      shortest: { value: 999, exact: true },
      results: [
        { moves: 1, ms: 10, at: 1 },
        { moves: 27, ms: 5000, at: 2 },
        { moves: 31, ms: 4000, at: 3 },
      ],
    },
  ]);
  assert.deepEqual(boardEntry(forged, KEY).shortest, { value: 999, exact: true }, 'well formed');
  const agreed = noteShortest(forged, KEY, { value: 27, exact: true });
  assert.deepEqual(boardEntry(agreed, KEY).shortest, { value: 27, exact: true });
  assert.deepEqual(
    bestResults(agreed, KEY).map((result) => result.moves),
    [27, 31],
    'a result shorter than the optimum is dropped',
  );
  assert.equal(bestTime(agreed, KEY).moves, 31, 'the fastest of those kept');
  const bounded = noteShortest(forged, KEY, { value: 29, exact: false });
  assert.deepEqual(
    bestResults(bounded, KEY).map((result) => result.moves),
    [31],
    'below a bound',
  );
  assert.deepEqual(boardEntry(bounded, KEY).shortest, { value: 29, exact: false });
  const none = noteShortest(forged, KEY, { value: 40, exact: true });
  assert.equal(boardEntry(none, KEY), null, 'an entry with no possible result goes');
  const other = noteShortest(forged, 'another board', { value: 40, exact: true });
  assert.deepEqual(other, forged, 'other boards are left alone');
});

test('a list read back keeps what is well formed and drops the rest', () => {
  for (const garbage of [null, 7, 'text', {}, { key: KEY }, [[1, 2]], [null], undefined]) {
    assert.deepEqual(validBestList(garbage), [], `garbage ${JSON.stringify(garbage)}`);
  }
  const good = {
    key: KEY,
    shortest: { value: 3, exact: true },
    results: [{ moves: 3, ms: 4, at: 5 }],
  };
  const list = validBestList([
    good,
    { ...good }, // the same board twice: the first wins
    { key: '<img src=x>', results: [{ moves: 3, ms: 4, at: 5 }] },
    { key: '3x3|1,2|3', results: 'many' },
    {
      key: '2x2|1,2,3,0|1,2,3,0',
      shortest: { value: -1, exact: 'yes' },
      results: [
        { moves: 0, ms: 4, at: 5 },
        { moves: 2.5, ms: 4, at: 5 },
        { moves: 2, ms: -4, at: 5 },
        { moves: 2, ms: Number.NaN, at: 5 },
        { moves: 2, ms: 4, at: '5' },
        { moves: 2, ms: 4, at: 6, extra: '<script>' },
      ],
    },
  ]);
  assert.deepEqual(list, [
    {
      key: '2x2|1,2,3,0|1,2,3,0',
      lastAt: 6,
      shortest: null,
      results: [{ moves: 2, ms: 4, at: 6 }],
    },
    {
      key: KEY,
      lastAt: 5,
      shortest: { value: 3, exact: true },
      results: [{ moves: 3, ms: 4, at: 5 }],
    },
  ]);
});

test('times read as minutes, seconds and tenths', () => {
  assert.equal(formatPlayTime(0), '0:00.0');
  assert.equal(formatPlayTime(4_249), '0:04.2');
  assert.equal(formatPlayTime(750_000), '12:30.0');
  assert.equal(formatPlayTime(3_723_400), '1:02:03.4');
});

test('the play clock runs from start, pauses, resumes and stops for good', () => {
  let now = 1000;
  const clock = new PlayClock(() => now);
  assert.equal(clock.started, false);
  clock.start();
  now += 500;
  assert.equal(clock.elapsed, 500);
  clock.pause(); // the page is hidden
  now += 10_000;
  assert.equal(clock.elapsed, 500);
  assert.equal(clock.running, false);
  assert.equal(clock.started, true);
  clock.start();
  now += 250;
  assert.equal(clock.stop(), 750);
  clock.start(); // a stopped clock stays stopped
  now += 100;
  assert.equal(clock.elapsed, 750);
  clock.reset();
  assert.equal(clock.elapsed, 0);
  assert.equal(clock.started, false);
});

test('the celebration says the shortest honestly: exact, a bound, measuring, or not measurable', async () => {
  const { shortestFrom } = await import('../../web/play/play-session.js');
  const { playHeadline } = await import('../../web/play/play-panel.js');
  const exact = shortestFrom({ status: 'solved', optimal: true, length: 3, lowerBound: 3 });
  assert.deepEqual(exact, { value: 3, exact: true });
  assert.equal(playHeadline(3, exact), '3 moves — the shortest is 3');
  assert.equal(playHeadline(5, exact), '5 moves — the shortest is 3');
  // A search out of its budget (a far 15-puzzle): only its proven bound.
  const bound = shortestFrom({ status: 'limit', lowerBound: 41 });
  assert.deepEqual(bound, { value: 41, exact: false });
  assert.equal(playHeadline(120, bound), '120 moves — the shortest is at least 41');
  assert.deepEqual(shortestFrom({ status: 'solved', optimal: false, length: 60, lowerBound: 44 }), {
    value: 44,
    exact: false,
  });
  assert.equal(shortestFrom({ status: 'unsolvable' }), null);
  assert.equal(shortestFrom({ status: 'error', error: 'the solver stopped' }), null);
  assert.equal(playHeadline(1, undefined), '1 move — measuring the shortest…');
  assert.equal(playHeadline(7, null), '7 moves — the shortest could not be measured');
});

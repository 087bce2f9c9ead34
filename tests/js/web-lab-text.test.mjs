// Words the lab panels put on screen and in the live region, from their numbers: weighted A*'s
// summary and step mode's announcement. (Which search step mode runs for `auto` is the core's
// rule: the stepper resolves it and names it in its snapshots.)
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { announcement, statusText } from '../../web/lab/step/step-panel.js';
import { weightedHeuristic, weightedSummary } from '../../web/lab/weighted/weighted-panel.js';

test('weighted A*: found against shortest, within the bound, and the nodes saved', () => {
  assert.equal(
    weightedSummary({ length: 31, expanded: 3828 }, { length: 39, expanded: 170 }, 3),
    'Weighted A* (w = 3) found 39 moves; the shortest is 31: 8 moves longer (never more than ' +
      'w × 31 = 93). It expanded 170 nodes instead of 3,828: 3,658 fewer (96% saved).',
  );
  assert.match(
    weightedSummary({ length: 31, expanded: 3828 }, { length: 31, expanded: 179 }, 2),
    /^Weighted A\* \(w = 2\) found a path of 31 moves: as short as the shortest, this time\./,
  );
  assert.match(
    weightedSummary({ length: 12, expanded: 13 }, { length: 14, expanded: 20 }, 1.5),
    /1 move longer|2 moves longer/,
  );
  assert.match(
    weightedSummary({ length: 12, expanded: 13 }, { length: 14, expanded: 20 }, 1.5),
    /expanded 7 more nodes than A\* here .* a weight does not always help\.$/,
  );
});

test('weighted A* needs an admissible heuristic for its bound', () => {
  assert.equal(
    weightedHeuristic({ heuristic: 'manhattan', heuristicAdmissible: true }),
    'manhattan',
  );
  assert.equal(
    weightedHeuristic({ heuristic: 'misplaced-with-blank', heuristicAdmissible: false }),
    'linear-conflict',
  );
});

test('the live region hears each expansion with g, h, f and the lists’ sizes', () => {
  const base = { status: 'running', expanded: 4, current: { g: 2, h: 21, f: 23 } };
  assert.equal(
    announcement({ ...base, openKind: 'open-list', openSize: 4, closedSize: 4 }),
    'Step 4: expanded g 2, h 21, f 23. Open list 4, closed set 4.',
  );
  assert.equal(
    announcement({ ...base, openKind: 'ida-path', openSize: 3, fBound: 23 }),
    'Step 4: expanded g 2, h 21, f 23. Path depth 3, threshold 23.',
  );
  assert.match(
    announcement({ status: 'solved', expanded: 3828, solution: { length: 31 }, optimal: true }),
    /^Goal reached after 3,828 expansions: a path of 31 moves — a shortest solution\.$/,
  );
});

test('step mode words IDA* by its path (it keeps no open list) and A* by its open list', () => {
  const current = { g: 2, h: 21, f: 23 };
  const ida = { status: 'running', openKind: 'ida-path', fBound: 21 };
  const astar = { status: 'running', openKind: 'open-list', fBound: 21 };
  for (const snapshot of [ida, { ...ida, expanded: 4, current }]) {
    assert.doesNotMatch(statusText(snapshot), /open list/, 'IDA* has no open list');
    assert.match(statusText(snapshot), /path/);
  }
  assert.match(statusText({ ...ida, expanded: 4, current }), /^Expansion 4: .*g 2, h 21, f 23/);
  assert.match(statusText(ida), /threshold is f = 21/);
  assert.match(statusText(astar), /open list with f = 21/);
  assert.match(statusText({ ...astar, expanded: 4, current }), /off the open list/);
});

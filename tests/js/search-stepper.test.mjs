// Step mode through the real wasm module: the SearchStepper binding the page's worker uses.
// Exact expansion counts, f = g + h on every listed node, deterministic Step back, paths that
// replay, and the same numbers as the native solver.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, runNative } from './support/wasm-module.mjs';
import {
  TreeEventLog,
  buildTree,
  boardAt,
  nodeName,
  pathTo,
} from '../../web/lab/step/search-tree/search-tree-model.js';

let module;
before(async () => {
  module = await loadWasmModule();
});

const SEED_001 = ['8 0 6 5 4 7 2 3 1', '', 'blank-first'];

/** SearchStepper.start()'s Request, from its fields in this order (a solve's maxMemoryMB aside). */
function request(board, size, goal, algorithm, heuristic, weight, openLimit) {
  return { board, size, goal, algorithm, heuristic, weight, maxMemoryMB: 0, openLimit };
}

/** Runs `fn` with a fresh stepper and always frees it. */
function withStepper(fn) {
  const stepper = new module.SearchStepper();
  try {
    return fn(stepper);
  } finally {
    stepper.delete();
  }
}

/** Slides the named tiles on a board (width w) the plain way; throws on an illegal move. */
function replay(board, width, tiles, directions) {
  const b = [...board];
  tiles.forEach((tile, i) => {
    const from = b.indexOf(tile);
    const blank = b.indexOf(0);
    const delta = { U: -width, D: width, L: -1, R: 1 }[directions[i]];
    const sameRow = Math.floor(from / width) === Math.floor(blank / width);
    assert.equal(from + delta, blank, `move ${i + 1}: tile ${tile} cannot slide ${directions[i]}`);
    if (Math.abs(delta) === 1) assert.ok(sameRow, `move ${i + 1} wraps a row`);
    [b[from], b[blank]] = [b[blank], b[from]];
  });
  return b;
}

test('after k single steps exactly k nodes are expanded, and f = g + h everywhere', () => {
  withStepper((stepper) => {
    const start = JSON.parse(stepper.start(request(...SEED_001, 'astar', 'manhattan', 1, 12)));
    assert.equal(start.status, 'running');
    assert.equal(start.expanded, 0);
    assert.equal(start.current, null);
    assert.equal(start.openKind, 'open-list');
    assert.equal(start.fFormula, 'f = g + h');
    assert.deepEqual(start.open[0].board, start.board);
    for (let k = 1; k <= 150; k += 1) {
      const s = JSON.parse(stepper.step(1));
      assert.equal(s.status, 'running');
      assert.equal(s.expanded, k);
      assert.equal(s.closedSize, k);
      assert.ok(s.open.length > 0 && s.open.length <= 12);
      s.open.forEach((node, i) => {
        assert.equal(node.f, node.g + node.h);
        assert.equal(node.order, i + 1);
        if (i > 0) {
          const prev = s.open[i - 1];
          assert.ok(prev.f < node.f || (prev.f === node.f && prev.g >= node.g), 'pop order');
        }
      });
      assert.equal(s.current.f, s.current.g + s.current.h);
      assert.equal(s.fBound, s.current.f);
      assert.equal(s.current.path.length, s.current.g);
      assert.deepEqual(
        replay(s.board, s.width, s.current.path, s.current.directions),
        s.current.board,
      );
    }
  });
});

test('each step expands the first listed entry', () => {
  withStepper((stepper) => {
    let s = JSON.parse(stepper.start(request(...SEED_001, 'astar', 'linear-conflict', 1, 5)));
    for (let k = 0; k < 100; k += 1) {
      const next = s.open[0];
      s = JSON.parse(stepper.step(1));
      assert.deepEqual(s.current.board, next.board);
      assert.equal(s.current.g, next.g);
      assert.equal(s.current.f, next.f);
    }
  });
});

test('Step back by seek(k - 1) gives the same view as before, byte for byte', () => {
  for (const algorithm of ['astar', 'idastar', 'greedy']) {
    withStepper((stepper) => {
      const history = [stepper.start(request(...SEED_001, algorithm, 'manhattan', 1, 12))];
      for (let k = 1; k <= 60; k += 1) history.push(stepper.step(1));
      for (let k = 59; k >= 50; k -= 1) assert.equal(stepper.seek(k), history[k], algorithm);
      assert.equal(stepper.seek(0), history[0]);
      assert.equal(stepper.seek(33), history[33]);
      assert.equal(stepper.snapshot(), history[33]);
      stepper.step(1);
      assert.equal(stepper.step(1), history[35]);
    });
  }
});

test('run to the end: the optimal 31 moves, and the same counts as the native solver', () => {
  const native = JSON.parse(
    runNative([
      'solve',
      '--format',
      'json',
      '--algorithm',
      'astar',
      '--heuristic',
      'manhattan',
      '--goal',
      'blank-first',
      SEED_001[0],
    ]).stdout,
  );
  withStepper((stepper) => {
    stepper.start(request(...SEED_001, 'astar', 'manhattan', 1, 12));
    let s;
    do s = JSON.parse(stepper.step(500));
    while (s.status === 'running');
    assert.equal(s.status, 'solved');
    assert.equal(s.optimal, true);
    assert.equal(s.solution.length, 31);
    assert.equal(s.expanded, native.stats.expanded);
    assert.equal(s.generated, native.stats.generated);
    assert.deepEqual(s.solution.moves, native.moves);
    assert.equal(s.solution.directions, native.directions);
    assert.deepEqual(replay(s.board, 3, s.solution.moves, s.solution.directions), s.goal);
    assert.deepEqual(s.current.board, s.goal);
    // Stepping a finished search changes nothing.
    assert.deepEqual(JSON.parse(stepper.step(10)), s);
  });
});

test('IDA*: the DFS path is the open view, thresholds rise to the optimal length', () => {
  withStepper((stepper) => {
    let s = JSON.parse(stepper.start(request(...SEED_001, 'idastar', 'manhattan', 1, 100)));
    assert.equal(s.openKind, 'ida-path');
    assert.deepEqual(s.thresholds, [21]);
    let k = 0;
    while (s.status === 'running') {
      s = JSON.parse(stepper.step(k < 500 ? 1 : 1000));
      k += 1;
      if (k <= 500) assert.equal(s.expanded, k);
      assert.equal(s.closedSize, 0);
      assert.equal(s.fBound, s.thresholds.at(-1));
      s.thresholds.forEach((t, i) => i > 0 && assert.ok(t > s.thresholds[i - 1]));
      s.open.forEach((node, depth) => {
        assert.equal(node.g, depth);
        assert.equal(node.f, node.g + node.h);
        assert.ok(node.f <= s.fBound);
      });
      assert.deepEqual(s.open[s.current.g].board, s.current.board);
    }
    assert.equal(s.status, 'solved');
    assert.equal(s.solution.length, 31);
    assert.equal(s.thresholds.at(-1), 31);
  });
});

test('weighted A* at w = 3 finds a path at least as long as the optimum, with fewer nodes', () => {
  const run = (algorithm, weight) =>
    withStepper((stepper) => {
      const s = JSON.parse(stepper.start(request(...SEED_001, algorithm, 'manhattan', weight, 1)));
      assert.equal(s.weight, algorithm === 'wastar' ? weight : 1);
      return JSON.parse(stepper.step(1e9));
    });
  const optimal = run('astar', 1);
  const weighted = run('wastar', 3);
  assert.equal(weighted.fFormula, 'f = g + 3·h');
  assert.equal(weighted.status, 'solved');
  assert.equal(weighted.optimal, false);
  assert.ok(weighted.solution.length >= optimal.solution.length);
  assert.ok(weighted.solution.length <= 3 * optimal.solution.length);
  assert.ok(weighted.expanded < optimal.expanded);
});

test('errors come back as snapshots with a message, never exceptions', () => {
  const cases = [
    [['1 2 3 3 5 6 7 8 0', '', 'blank-last', 'astar', 'manhattan', 1, 12], 'invalid', /twice/],
    [
      ['2 1 3 4 5 6 7 8 0', '', 'blank-last', 'astar', 'manhattan', 1, 12],
      'unsolvable',
      /Swapping tiles 2 and 1/,
    ],
    [[...SEED_001, 'quantum', 'manhattan', 1, 12], 'invalid', /unknown algorithm/],
    [[...SEED_001, 'astar', 'nope', 1, 12], 'invalid', /unknown heuristic/],
    [[...SEED_001, 'wastar', 'manhattan', NaN, 12], 'invalid', /weight/],
  ];
  for (const [args, status, message] of cases) {
    withStepper((stepper) => {
      const s = JSON.parse(stepper.start(request(...args)));
      assert.equal(s.status, status, args.join(' | '));
      assert.match(s.error, message);
      assert.equal(s.expanded, undefined);
      assert.equal(JSON.parse(stepper.step(NaN)).status, status);
      assert.equal(JSON.parse(stepper.seek(-4)).status, status);
    });
  }
  // Odd numbers from JS are coerced, not trusted: NaN steps once, a bad openLimit lists 12.
  withStepper((stepper) => {
    const s = JSON.parse(stepper.start(request(...SEED_001, 'bfs', 'manhattan', NaN, NaN)));
    assert.equal(s.status, 'running');
    assert.equal(s.heuristic, 'none');
    assert.equal(s.fFormula, 'f = g');
    const after = JSON.parse(stepper.step(NaN));
    assert.equal(after.expanded, 1);
    assert.ok(after.open.length <= 12);
    assert.ok(after.open.every((node) => node.h === 0 && node.f === node.g));
  });
});

test('a pdb search answers the same whatever ran before: databases built at start, prepared, or imported', async () => {
  // 7x2: databases of a second's build, so three modules can each get them their own way.
  const board = JSON.parse(module.randomBoard('7x2', 'blank-last', 60, 3)).board.join(' ');
  const pdb = request(board, '7x2', 'blank-last', 'idastar', 'pdb', 1, 12);
  const viewAfter = (m, k) => {
    const stepper = new m.SearchStepper();
    try {
      assert.equal(JSON.parse(stepper.start(pdb)).status, 'running');
      return stepper.step(k);
    } finally {
      stepper.delete();
    }
  };
  // Nothing built them in this module: start() does.
  const direct = viewAfter(module, 300);
  assert.equal(JSON.parse(direct).heuristic, 'pdb');

  // A fresh module, the worker's way: what is needed, then one preparation that builds it.
  const fresh = await loadWasmModule();
  const needs = JSON.parse(fresh.SearchStepper.patternDatabasesFor(pdb)).databases;
  assert.equal(needs.length, 3);
  assert.ok(needs.every((need) => !need.ready));
  const prepared = fresh.SearchStepper.preparePatternDatabases(pdb, {}, () => {});
  assert.equal(prepared.status, 'ok');
  assert.deepEqual(
    prepared.built.map((table) => table.name),
    needs.map((need) => need.name),
  );
  assert.equal(viewAfter(fresh, 300), direct);

  // A third module given those bytes, as from IndexedDB: imported, nothing built, same view.
  const third = await loadWasmModule();
  const stored = Object.fromEntries(prepared.built.map(({ name, bytes }) => [name, bytes]));
  const imported = third.SearchStepper.preparePatternDatabases(pdb, stored, () => {});
  assert.deepEqual(imported.imported.sort(), Object.keys(stored).sort());
  assert.deepEqual(imported.built, []);
  assert.equal(viewAfter(third, 300), direct);

  // `auto` in step mode runs IDA* with linear conflict here: no databases; a solve's `auto`
  // uses the 6-6-3 ones.
  const fifteen = request(
    '5 1 6 2 9 10 3 0 13 14 4 7 15 8 11 12',
    '',
    'blank-last',
    'auto',
    'auto',
    1,
    12,
  );
  assert.deepEqual(JSON.parse(third.SearchStepper.patternDatabasesFor(fifteen)).databases, []);
  const solve = { ...fifteen, maxMemoryMB: 512 };
  assert.equal(JSON.parse(third.SolverSession.patternDatabasesFor(solve)).databases.length, 3);
});

test('the solvability explainer data for any width', () => {
  const odd = JSON.parse(module.checkBoard('2 1 3 4 5 6 7 8 0', '', 'blank-last'));
  assert.deepEqual(odd.parity.fixSwap, [2, 1]);
  assert.equal(odd.parity.widthParity, 'odd');
  assert.match(odd.parity.widthRule, /inversion count is even\. Here: 1 inversion \(odd\)/);
  assert.match(odd.parity.rule, /they differ, so it is unsolvable/);
  const even = JSON.parse(
    module.checkBoard('1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0', '', 'blank-last'),
  );
  assert.equal(even.solvable, false);
  assert.equal(even.parity.blankRowFromBottom, 1);
  assert.match(even.parity.widthRule, /row counted from the bottom is odd/);
  const [a, b] = even.parity.fixSwap;
  const fixed = even.board.map((t) => (t === a ? b : t === b ? a : t));
  assert.equal(JSON.parse(module.checkBoard(fixed.join(' '), '', 'blank-last')).solvable, true);
});

// ---- The search tree (SearchStepper.tree), as the page's tree view reads it ------------------

test('the search tree holds exactly the generated nodes after each step, and Step back is a prefix', () => {
  withStepper((stepper) => {
    stepper.start(request(...SEED_001, 'astar', 'manhattan', 1, 12));
    const log = new TreeEventLog();
    const seen = [];
    for (let k = 1; k <= 40; k++) {
      const s = JSON.parse(stepper.step(1));
      assert.ok(log.add(JSON.parse(stepper.tree(log.length))) || s.treeEvents === log.length);
      const tree = buildTree(log, s.treeEvents);
      assert.equal(tree.count, s.generated, `after ${k} steps`);
      assert.equal(tree.expanded, s.expanded);
      // The node marked as last expanded is the snapshot's: same board, g, h and f.
      const last = tree.lastExpanded;
      assert.deepEqual(boardAt(tree, last, s.board), s.current.board);
      assert.deepEqual(
        [tree.g[last], tree.h[last], tree.f[last]],
        [s.current.g, s.current.h, s.current.f],
      );
      assert.equal(tree.expansion[last], k);
      seen.push({ count: tree.count, treeEvents: s.treeEvents, names: names(tree) });
    }
    // Step back: seek(k) names a prefix whose tree is exactly the one shown at k.
    for (let k = 39; k >= 30; k--) {
      const s = JSON.parse(stepper.seek(k));
      assert.equal(s.treeEvents, seen[k - 1].treeEvents);
      assert.deepEqual(names(buildTree(log, s.treeEvents)), seen[k - 1].names);
    }
    // A child's board is its parent's with one move; the first child of the start is named
    // as the page names a move.
    const tree = buildTree(log, seen[0].treeEvents);
    assert.match(nodeName(tree, 0), /^Start, g 0, h \d+, f \d+, expanded 1st$/);
    assert.match(nodeName(tree, 1), /^\d+ (up|down|left|right), g 1, h \d+, f \d+, open$/);
  });
});

test('run to the end: the tree holds the 31-move path; IDA* has a root per threshold', () => {
  withStepper((stepper) => {
    stepper.start(request(...SEED_001, 'astar', 'manhattan', 1, 12));
    const s = JSON.parse(stepper.step(100000));
    assert.equal(s.status, 'solved');
    const log = new TreeEventLog();
    log.add(JSON.parse(stepper.tree(0)));
    const tree = buildTree(log, s.treeEvents);
    assert.equal(tree.count, s.generated);
    const path = pathTo(tree, tree.lastExpanded).slice(1);
    assert.equal(path.length, 31);
    assert.deepEqual(
      path.map((n) => tree.tile[n]),
      s.solution.moves,
    );
    assert.equal(path.map((n) => tree.direction[n]).join(''), s.solution.directions);
  });
  withStepper((stepper) => {
    stepper.start(request(...SEED_001, 'idastar', 'manhattan', 1, 12));
    const s = JSON.parse(stepper.step(2000));
    const log = new TreeEventLog();
    log.add(JSON.parse(stepper.tree(0)));
    const tree = buildTree(log, s.treeEvents);
    assert.deepEqual(
      tree.roots.map((r) => tree.threshold[r]),
      s.thresholds,
    );
    assert.equal(tree.count, s.generated + tree.roots.length);
    assert.ok(
      tree.kind.some((k) => k === 5),
      'cut-off nodes',
    );
  });
});

function names(tree) {
  return Array.from({ length: tree.count }, (_, n) => nodeName(tree, n));
}

// Step mode for the textbook searches through the real wasm module (issue 30): depth-limited DFS,
// RBFS and bidirectional BFS each step their own search. Stepped to the end, each gives the
// native solver's numbers for the same search; each snapshot carries what its view draws (the
// path stack and the limit, RBFS's f-limits and backed-up F, the two frontiers and the meeting),
// and the search tree's model reads their trees.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { loadWasmModule, moduleRequest, runNative } from './support/wasm-module.mjs';
import {
  TreeEventLog,
  boardAt,
  buildTree,
  nodeName,
} from '../../web/lab/step/search-tree/search-tree-model.js';

let module;
before(async () => {
  module = await loadWasmModule();
});

const BOARD = '8 1 3 4 0 2 7 6 5'; // blank-last goal

function withStepper(fn) {
  const stepper = new module.SearchStepper();
  try {
    return fn(stepper);
  } finally {
    stepper.delete();
  }
}

function stepRequest(algorithm, fields = {}) {
  return moduleRequest({ board: BOARD, algorithm, heuristic: 'manhattan', ...fields });
}

/** Steps by 1 to the end, checking each snapshot with `check`; returns the last. */
function stepToEnd(stepper, check = () => {}) {
  let s;
  do {
    s = JSON.parse(stepper.step(1));
    check(s);
  } while (s.status === 'running');
  return s;
}

function native(algorithm, extra = []) {
  const args = ['solve', '--format', 'json', '--algorithm', algorithm, ...extra, BOARD];
  return JSON.parse(runNative(args).stdout);
}

/** Slides the named tiles from `board` (width 3); the board reached. */
function replay(board, tiles) {
  const b = [...board];
  for (const tile of tiles) {
    const from = b.indexOf(tile);
    const blank = b.indexOf(0);
    const apart = Math.abs(from - blank);
    assert.ok(apart === 3 || (apart === 1 && Math.floor(from / 3) === Math.floor(blank / 3)));
    [b[from], b[blank]] = [b[blank], b[from]];
  }
  return b;
}

function treeOf(stepper, snapshot) {
  const log = new TreeEventLog();
  log.add(JSON.parse(stepper.tree(0)));
  return buildTree(log, snapshot.treeEvents);
}

test('dfs: the path stack, the limit, and the native counts', () => {
  const whole = native('dfs', ['--depth-limit', '16']); // the optimum is 14
  withStepper((stepper) => {
    const start = JSON.parse(stepper.start(stepRequest('dfs', { depthLimit: 16 })));
    assert.equal(start.openKind, 'dfs-path');
    assert.equal(start.depthLimit, 16);
    assert.equal(start.cutByLimit, false);
    const end = stepToEnd(stepper, (s) => {
      assert.ok(s.open.length <= 12); // openLimit
      s.open.forEach((node, i) => assert.equal(node.order, s.open[0].order + i));
      if (s.current) {
        assert.deepEqual(replay(s.board, s.current.path), s.current.board);
        assert.equal(s.current.atLimit, s.current.g === 16);
      }
    });
    assert.equal(end.status, whole.status);
    assert.equal(end.expanded, whole.stats.expanded);
    assert.equal(end.generated, whole.stats.generated);
    assert.equal(end.solution.length, whole.length);
    assert.ok(end.solution.length <= 16);
    // The tree keeps its first 20,000 nodes (cycles found included), and their expansions.
    const tree = treeOf(stepper, end);
    if (tree.count < 20000) assert.equal(tree.expanded, end.expanded);
    else assert.ok(tree.expanded < end.expanded);
    const cycles = [...tree.kind].filter((kind) => kind === 4).length;
    assert.ok(cycles > 0, 'a child already on the path is shown, not entered');
    const node = [...tree.kind].indexOf(4);
    assert.match(nodeName(tree, node, { search: 'dfs-path' }), /already on the path/);
  });
});

test('dfs below the optimum: the limit cuts, and says so', () => {
  withStepper((stepper) => {
    stepper.start(stepRequest('dfs', { depthLimit: 3 }));
    const end = stepToEnd(stepper);
    assert.equal(end.status, 'limit');
    assert.equal(end.errorId, 'depth-limit-cut');
    assert.equal(end.cutByLimit, true);
  });
});

test('rbfs: f-limits and backed-up F on the path, re-expansions counted as natively', () => {
  const whole = native('rbfs', ['--heuristic', 'manhattan']);
  withStepper((stepper) => {
    const start = JSON.parse(stepper.start(stepRequest('rbfs')));
    assert.equal(start.openKind, 'rbfs-path');
    assert.equal(start.open[0].fLimit, null); // the start has no f-limit
    const end = stepToEnd(stepper, (s) => {
      for (const node of s.open) {
        assert.equal(node.f, node.g + node.h);
        if (node.backedUpF !== null) assert.ok(node.backedUpF >= node.f);
        if (node.g > 0) assert.equal(typeof node.fLimit, 'number');
      }
    });
    assert.equal(end.status, 'solved');
    assert.equal(end.optimal, true);
    assert.equal(end.solution.length, whole.length);
    assert.equal(end.expanded, whole.stats.expanded);
    assert.equal(end.generated, whole.stats.generated);
    assert.equal(end.reexpanded, whole.stats.reexpanded);
    assert.ok(end.reexpanded > 0);
    const tree = treeOf(stepper, end);
    assert.equal(tree.reexpansions, end.reexpanded);
    const node = [...tree.timesExpanded].findIndex((n) => n > 1);
    assert.match(nodeName(tree, node, { search: 'rbfs-path' }), /expanded \d+ times/);
  });
});

test('bidirectional: two frontiers, the meeting, two trees from the start and the goal', () => {
  const whole = native('bidirectional');
  withStepper((stepper) => {
    const start = JSON.parse(stepper.start(stepRequest('bidirectional')));
    assert.equal(start.openKind, 'two-frontiers');
    assert.deepEqual(
      start.open.map((node) => node.side),
      ['forward', 'backward'],
    );
    assert.equal(start.meeting, null);
    let sawBackward = false;
    const end = stepToEnd(stepper, (s) => {
      const [forward, backward] = s.frontiers;
      assert.equal(s.openSize, forward.frontier + backward.frontier);
      if (s.current?.side === 'backward') {
        sawBackward = true;
        assert.deepEqual(replay(s.goal, s.current.path), s.current.board);
      } else if (s.current) assert.deepEqual(replay(s.board, s.current.path), s.current.board);
    });
    assert.ok(sawBackward);
    assert.equal(end.status, 'solved');
    assert.equal(end.optimal, true);
    assert.equal(end.solution.length, whole.length);
    assert.equal(end.expanded, whole.stats.expanded);
    assert.equal(end.generated, whole.stats.generated);
    assert.equal(end.meeting.fromStart + end.meeting.fromGoal, end.solution.length);
    const tree = treeOf(stepper, end);
    assert.equal(tree.roots.length, 2);
    assert.deepEqual(boardAt(tree, tree.roots[1], end.board, end.goal), end.goal);
    assert.equal(nodeName(tree, tree.roots[1], { search: 'two-frontiers' }).split(',')[0], 'Goal');
    // A node of the goal's tree is drawn from the goal.
    const child = tree.firstChild[tree.roots[1]];
    const board = boardAt(tree, child, end.board, end.goal);
    assert.deepEqual(replay(end.goal, [tree.tile[child]]), board);
  });
});

test('rbfs: the tree marks forgotten nodes; the path the search holds runs through held nodes', () => {
  withStepper((stepper) => {
    stepper.start(stepRequest('rbfs', { openLimit: 100 })); // the whole path listed
    let checked = 0;
    for (let k = 1; k <= 97; k++) {
      const s = JSON.parse(stepper.step(1));
      if (s.status !== 'running') break;
      const log = new TreeEventLog();
      log.add(JSON.parse(stepper.tree(0)));
      const tree = buildTree(log, s.treeEvents, { heldDepth: s.openSize });
      // Follow the snapshot's path down the tree.
      assert.equal(s.open.length, s.openSize);
      let node = tree.roots[0];
      for (const step of s.open.slice(1)) {
        const held = [];
        for (let c = tree.firstChild[node]; c >= 0; c = tree.nextSibling[c])
          if (!tree.forgotten[c] && String(boardAt(tree, c, s.board)) === String(step.board))
            held.push(c);
        assert.equal(held.length, 1, `step ${k}: one held child on the path at depth ${step.g}`);
        node = held[0];
      }
      if (tree.forgotten.some((f) => f)) checked++;
    }
    assert.ok(checked > 0, 'some nodes were forgotten');
  });
});

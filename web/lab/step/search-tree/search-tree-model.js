// @ts-check
// The search tree's data, DOM-free: the events the real search reported (SearchStepper.tree(),
// StepTreeEvents in web/wasm/npuzzle.d.ts) kept in one growing Int32Array, and the tree at a
// position built from a prefix of them. A Step adds events; Step back shows a shorter prefix, so
// the tree on show is always a function of the position alone.

import { PSEUDO_LANGUAGE, language, t } from '../../../common/i18n.js';
import { commaList, tileMove } from '../../shared/lab-words.js';

// threshold: an IDA* root's; on an expansion, 1 when RBFS expands the node again (its subtree
// was forgotten before)
export const STRIDE = 9; // code, node, tile, direction, g, h, f, state, threshold
export const KINDS = /** @type {const} */ ([
  'root',
  'new',
  'improved',
  'reopened',
  'duplicate',
  'cutoff',
]);
const EXPANSION = 6;
/** How a node looks (its shape and colour), by what it is now: tree.look holds indexes into this. */
export const LOOKS = /** @type {const} */ ([
  'expanded',
  'open',
  'reopened',
  'superseded',
  'duplicate',
  'cutoff',
]);
const DIRECTIONS = 'UDLR';

/** The events seen so far, in search order (a prefix of the search's whole list). */
export class TreeEventLog {
  #data = new Int32Array(STRIDE * 256);
  #length = 0;
  nodeLimit = 0;

  /** Number of events held. */
  get length() {
    return this.#length;
  }

  get data() {
    return this.#data;
  }

  /**
   * Adds the events of a delta that are new here. A delta that starts past the end (a gap) is
   * refused: the log stays a prefix. Returns whether anything was added.
   * @param {{from: number, nodeLimit?: number, events: ArrayLike<number>}} delta
   */
  add(delta) {
    const from = delta.from;
    const count = Math.floor(delta.events.length / STRIDE);
    if (from > this.#length || from + count <= this.#length) return false;
    const events =
      delta.events instanceof Int32Array ? delta.events : Int32Array.from(delta.events);
    const skip = this.#length - from;
    const needed = (from + count) * STRIDE;
    if (needed > this.#data.length) {
      const grown = new Int32Array(Math.max(needed, this.#data.length * 2));
      grown.set(this.#data.subarray(0, this.#length * STRIDE));
      this.#data = grown;
    }
    this.#data.set(events.subarray(skip * STRIDE, count * STRIDE), this.#length * STRIDE);
    this.#length = from + count;
    if (delta.nodeLimit) this.nodeLimit = delta.nodeLimit;
    return true;
  }
}

/**
 * @typedef {object} SearchTree the tree after a prefix of the events; node arrays by number
 * @property {number} count nodes
 * @property {Int32Array} parent -1 for a root
 * @property {Uint8Array} kind index into KINDS
 * @property {Int32Array} tile
 * @property {string[]} direction 'U' | 'D' | 'L' | 'R' ('' for a root)
 * @property {Int32Array} g
 * @property {Int32Array} h
 * @property {Int32Array} f
 * @property {Int32Array} threshold an IDA* root's
 * @property {Int32Array} expansion its expansion number (0: not expanded; RBFS: the latest)
 * @property {Int32Array} timesExpanded RBFS expands a node again after forgetting its subtree
 * @property {Uint8Array} reexpanded 1: its latest expansion was a re-expansion (RBFS)
 * @property {number} reexpansions expansions that were re-expansions
 * @property {Uint8Array} superseded 1: still waiting, but its state was since reached more cheaply
 * @property {Uint8Array} look index into LOOKS (nodeStatus, worked out once)
 * @property {Int32Array} root the root of its tree (IDA*: of its iteration)
 * @property {Int32Array} firstChild -1 if none; children are in generation order
 * @property {Int32Array} nextSibling -1 if none
 * @property {Int32Array} childCount
 * @property {number[]} roots one (A*), one per IDA* iteration, or bidirectional search's two (the
 *   start's tree, then the goal's)
 * @property {number} lastExpanded the node the last expansion took, or -1
 * @property {number} expanded expansions among the kept nodes
 */

/**
 * The tree made of the first `eventCount` events of `log` (fewer if the log is shorter).
 * @param {TreeEventLog} log
 * @param {number} eventCount
 * @returns {SearchTree}
 */
export function buildTree(log, eventCount) {
  const data = log.data;
  const events = Math.min(eventCount, log.length);
  let count = 0;
  for (let e = 0; e < events; e++) if (data[e * STRIDE] !== EXPANSION) count++;
  const tree = {
    count,
    parent: new Int32Array(count),
    kind: new Uint8Array(count),
    tile: new Int32Array(count),
    direction: new Array(count),
    g: new Int32Array(count),
    h: new Int32Array(count),
    f: new Int32Array(count),
    threshold: new Int32Array(count),
    expansion: new Int32Array(count),
    timesExpanded: new Int32Array(count),
    reexpanded: new Uint8Array(count),
    reexpansions: 0,
    superseded: new Uint8Array(count),
    look: new Uint8Array(count),
    root: new Int32Array(count),
    firstChild: new Int32Array(count).fill(-1),
    nextSibling: new Int32Array(count).fill(-1),
    childCount: new Int32Array(count),
    roots: /** @type {number[]} */ ([]),
    lastExpanded: -1,
    expanded: 0,
  };
  const lastChild = new Int32Array(count).fill(-1);
  /** @type {Map<number, number>} state → the node now standing for it on the open list */
  const latest = new Map();
  let n = 0;
  for (let e = 0; e < events; e++) {
    const at = e * STRIDE;
    const code = data[at];
    if (code === EXPANSION) {
      const node = data[at + 1];
      tree.expansion[node] = data[at + 7];
      tree.timesExpanded[node]++;
      tree.reexpanded[node] = data[at + 8] ? 1 : 0;
      tree.reexpansions += tree.reexpanded[node];
      tree.lastExpanded = node;
      tree.expanded++;
      continue;
    }
    const parent = data[at + 1];
    tree.parent[n] = parent;
    tree.kind[n] = code;
    tree.tile[n] = data[at + 2];
    tree.direction[n] = parent < 0 ? '' : DIRECTIONS[data[at + 3]];
    tree.g[n] = data[at + 4];
    tree.h[n] = data[at + 5];
    tree.f[n] = data[at + 6];
    tree.threshold[n] = data[at + 8];
    if (parent < 0) {
      tree.roots.push(n);
      tree.root[n] = n;
    } else {
      tree.root[n] = tree.root[parent];
      if (lastChild[parent] < 0) tree.firstChild[parent] = n;
      else tree.nextSibling[lastChild[parent]] = n;
      lastChild[parent] = n;
      tree.childCount[parent]++;
    }
    const state = data[at + 7];
    if (state >= 0 && KINDS[code] !== 'duplicate') {
      const before = latest.get(state);
      if (before !== undefined) tree.superseded[before] = 1;
      latest.set(state, n);
    }
    n++;
  }
  // Only a node still waiting is superseded; one expanded before the cheaper path came is not.
  for (let i = 0; i < count; i++) {
    if (tree.expansion[i]) tree.superseded[i] = 0;
    tree.look[i] = LOOKS.indexOf(nodeStatus(tree, i));
  }
  return tree;
}

/** What a node is now, for its shape, colour and name. */
export function nodeStatus(tree, node) {
  const kind = KINDS[tree.kind[node]];
  if (kind === 'cutoff' || kind === 'duplicate') return kind;
  if (tree.expansion[node]) return 'expanded';
  if (tree.superseded[node]) return 'superseded';
  if (kind === 'reopened' || kind === 'improved') return 'reopened';
  return 'open';
}

/** The nodes from the root down to `node`. */
export function pathTo(tree, node) {
  const path = [];
  for (let n = node; n >= 0; n = tree.parent[n]) path.push(n);
  return path.reverse();
}

/**
 * The board at `node`: its root's board (the start; bidirectional search's second tree: the goal)
 * with the moves on its path played.
 * @param {SearchTree} tree
 * @param {number} node
 * @param {number[]} start
 * @param {number[] | null} [goal] bidirectional search's goal, the second tree's root board
 */
export function boardAt(tree, node, start, goal = null) {
  const fromGoal = goal !== null && tree.roots.length === 2 && tree.root[node] === tree.roots[1];
  const tiles = (fromGoal ? goal : start).slice();
  for (const n of pathTo(tree, node)) {
    if (tree.parent[n] < 0) continue;
    const tile = tree.tile[n];
    const from = tiles.indexOf(tile);
    const blank = tiles.indexOf(0);
    tiles[blank] = tile;
    tiles[from] = 0;
  }
  return tiles;
}

/** `1st`, `2nd`, `3rd`, `11th`, `22nd` */
export function ordinal(n) {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/**
 * A node in words, as its treeitem is named: `8 right, g 1, h 20, f 21, expanded 2nd`.
 * @param {SearchTree} tree
 * @param {number} node
 * @param {{iteration?: number, search?: string}} [options] iteration: an IDA* root's number;
 *   search: the snapshot's openKind, for the words of depth-limited DFS and bidirectional search
 */
export function nodeName(tree, node, { iteration, search } = {}) {
  const parts = [];
  if (tree.parent[node] < 0) {
    const goalRoot = search === 'two-frontiers' && node === tree.roots[1];
    parts.push(
      iteration
        ? t('lab.node.startIteration', {
            iteration: String(iteration),
            threshold: String(tree.threshold[node]),
          })
        : t(goalRoot ? 'lab.node.goal' : 'lab.node.start'),
    );
  } else parts.push(tileMove(tree.tile[node], tree.direction[node]));
  parts.push(
    t('lab.node.values', {
      g: String(tree.g[node]),
      h: String(tree.h[node]),
      f: String(tree.f[node]),
    }),
  );
  const kind = KINDS[tree.kind[node]];
  const status = nodeStatus(tree, node);
  if (kind === 'reopened') parts.push(t('lab.node.reopened'));
  if (kind === 'improved') parts.push(t('lab.node.improved'));
  if (status === 'expanded') {
    const n = tree.expansion[node];
    // English writes the ordinal (2nd); the other catalogs place the number themselves.
    const english = language() === 'en' || language() === PSEUDO_LANGUAGE;
    parts.push(t('lab.node.expanded', { ordinal: english ? ordinal(n) : String(n) }));
    const times = tree.timesExpanded[node];
    if (times > 1) parts.push(t('lab.node.expandedTimes', { count: times }));
    else if (tree.reexpanded[node]) parts.push(t('lab.node.reexpanded'));
  } else if (status === 'cutoff') {
    const threshold = tree.threshold[tree.root[node]];
    parts.push(t('lab.node.cutoff', { threshold: String(threshold) }));
  } else if (status === 'duplicate')
    parts.push(t(search === 'dfs-path' ? 'lab.node.cycle' : 'lab.node.duplicate'));
  else if (status === 'superseded') parts.push(t('lab.node.superseded'));
  else parts.push(t('lab.node.open'));
  return commaList(parts);
}

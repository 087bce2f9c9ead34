// @ts-check
// The Search tree beside Step through: the nodes the search generated, drawn (search-tree-view.js)
// and as an outline for the keyboard (search-tree-outline.js), both built from the events the
// session holds (search-tree-model.js) up to the position on show, so Step, Step back, Run to
// end and Restart move it exactly as they move the rest of the panel. IDA* is shown one
// iteration at a time, with its threshold, and bidirectional search one side's tree at a time
// (from the start, back from the goal); at the end the solution path is highlighted.

import { elementsById } from '../../../dom/elements.js';
import { onLanguageChange, t } from '../../../common/i18n.js';
import { boardRows, miniBoard } from '../../../dom/mini-board.js';
import { layoutTree } from './search-tree-layout.js';
import { LOOKS, boardAt, buildTree, nodeName, pathTo } from './search-tree-model.js';
import { SearchTreeOutline } from './search-tree-outline.js';
import { SearchTreeCanvas } from './search-tree-view.js';
import { commaList, sentences, tileMove } from '../../shared/lab-words.js';

/** @typedef {import('./search-tree-layout.js').TreeLayout} TreeLayout */

const ELEMENT_IDS = {
  section: 'search-tree',
  summary: 'search-tree-summary',
  iterationLabel: 'search-tree-iteration-label',
  iterationTerm: 'search-tree-iteration-term',
  sideTerm: 'search-tree-side-term',
  iteration: 'search-tree-iteration',
  zoomIn: 'search-tree-zoom-in',
  zoomOut: 'search-tree-zoom-out',
  fit: 'search-tree-fit',
  last: 'search-tree-last',
  canvas: 'search-tree-canvas',
  outline: 'search-tree-outline',
  nodeHeading: 'search-tree-node-heading',
  nodeBoard: 'search-tree-node-board',
  nodeValues: 'search-tree-node-values',
  nodePath: 'search-tree-node-path',
  collapse: 'search-tree-collapse',
  forgottenKey: 'search-tree-key-forgotten',
};

export class SearchTreePanel {
  #el;
  #canvas;
  #outline;
  /** @type {import('./search-tree-model.js').SearchTree | null} */
  #tree = null;
  #builtFrom = { log: /** @type {object | null} */ (null), events: -1, length: -1 };
  /** @type {import('../../../wasm/npuzzle.mjs').StepSnapshot | null} */
  #snapshot = null;
  #iteration = -1; // the IDA* iteration picked by hand, or -1: the latest
  #selected = -1;
  #collapsed = new Set();
  /**
   * The tree on show laid out, kept while tree and root stay and dropped when the folds change:
   * a selection, a zoom or a language change redraws without laying 20,000 nodes out again.
   * @type {{tree: object, top: number, layout: TreeLayout} | null}
   */
  #laidOut = null;
  /** @type {{tree: object, top: number, counts: Record<string, number>} | null} */
  #counted = null;
  #autoFit = true;
  #solution = new Set();
  #boards = new Map();
  /** @type {{snapshot: object, log: import('./search-tree-model.js').TreeEventLog} | null} */
  #pending = null;

  /** @param {ParentNode} root */
  constructor(root) {
    const el = elementsById(root, ELEMENT_IDS);
    this.#el = el;
    const canvasElement = /** @type {HTMLCanvasElement} */ (/** @type {unknown} */ (el.canvas));
    this.#canvas = new SearchTreeCanvas(canvasElement, (node) => this.#select(node, true));
    this.#outline = new SearchTreeOutline(el.outline, (node) => this.#select(node, false));
    el.zoomIn.addEventListener('click', () => this.#byHand(() => this.#canvas.zoom(1.5)));
    el.zoomOut.addEventListener('click', () => this.#byHand(() => this.#canvas.zoom(1 / 1.5)));
    el.fit.addEventListener('click', () => {
      this.#autoFit = true;
      this.#canvas.fit();
    });
    el.last.addEventListener('click', () => {
      const last = this.#tree?.lastExpanded ?? -1;
      if (last >= 0) this.#select(last, false, true);
    });
    canvasElement.addEventListener('wheel', () => (this.#autoFit = false), { passive: true });
    canvasElement.addEventListener('pointerdown', () => (this.#autoFit = false));
    el.iteration.addEventListener('change', () => {
      const value = Number(/** @type {HTMLSelectElement} */ (el.iteration).value);
      const roots = this.#tree?.roots.length ?? 0;
      this.#iteration = value >= roots - 1 ? -1 : value;
      this.#selected = -1;
      this.#autoFit = true;
      this.#draw();
    });
    el.collapse.addEventListener('click', () => {
      const node = this.#selected;
      if (node < 0) return;
      if (!this.#unfold(node)) this.#collapsed.add(node);
      this.#laidOut = null;
      this.#draw();
    });
    // The summary, the outline's names, the cards' words and the node's words, in the new
    // language, from the tree on show (nothing is rebuilt).
    onLanguageChange(() => this.#draw());
    this.#draw(); // the empty tree's words, in the language on show
  }

  /** A new search: forget the picked iteration, selection and folds. */
  reset() {
    this.#tree = null;
    this.#builtFrom = { log: null, events: -1, length: -1 };
    this.#snapshot = null;
    this.#pending = null;
    this.#iteration = -1;
    this.#selected = -1;
    this.#collapsed.clear();
    this.#laidOut = null;
    this.#outline.open.clear();
    this.#autoFit = true;
    this.#draw();
  }

  /**
   * Shows the tree at the snapshot's position, from the events the session holds. The work is
   * done in later tasks (building the tree, then laying it out, then drawing in a frame), each
   * well under 50 ms for 20,000 nodes, and only for the latest snapshot when several come fast.
   * @param {import('../../../wasm/npuzzle.mjs').StepSnapshot} snapshot
   * @param {import('./search-tree-model.js').TreeEventLog} log
   */
  show(snapshot, log) {
    const first = this.#pending === null;
    this.#pending = { snapshot, log };
    if (first) setTimeout(() => this.#build(), 0);
  }

  #build() {
    const pending = this.#pending;
    this.#pending = null;
    if (!pending) return;
    const { snapshot, log } = pending;
    this.#snapshot = snapshot;
    const events = Math.min(snapshot.treeEvents ?? 0, log.length);
    const built = this.#builtFrom;
    if (built.log === log && built.events === events && this.#tree) {
      this.#settle();
      return;
    }
    // RBFS holds only the children of the nodes on its path: the others it has forgotten.
    const forgets = snapshot.openKind === 'rbfs-path';
    this.#tree = buildTree(log, events, forgets ? { heldDepth: snapshot.openSize ?? 0 } : {});
    this.#builtFrom = { log, events, length: log.length };
    this.#boards.clear();
    setTimeout(() => this.#settle(), 0);
  }

  #settle() {
    const tree = this.#tree;
    const snapshot = this.#snapshot;
    if (!tree || !snapshot) return;
    if (this.#selected >= tree.count) this.#selected = -1;
    for (const node of [...this.#collapsed]) if (node >= tree.count) this.#unfold(node);
    this.#solution =
      snapshot.status === 'solved' && tree.lastExpanded >= 0
        ? new Set(pathTo(tree, tree.lastExpanded))
        : new Set();
    // The outline opens the way to the node just expanded, so it shows where the search is.
    if (tree.lastExpanded >= 0) {
      for (let n = tree.parent[tree.lastExpanded]; n >= 0; n = tree.parent[n]) {
        this.#outline.open.add(n);
      }
    }
    this.#draw();
  }

  #root() {
    const tree = this.#tree;
    if (!tree || !tree.roots.length) return { top: -1, index: -1 };
    const index =
      this.#iteration >= 0 && this.#iteration < tree.roots.length
        ? this.#iteration
        : tree.roots.length - 1;
    return { top: tree.roots[index], index };
  }

  #draw() {
    const el = this.#el;
    const tree = this.#tree;
    const snapshot = this.#snapshot;
    if (!tree || !snapshot || !snapshot.width || !snapshot.board) {
      el.summary.textContent = t('lab.tree.empty');
      el.section.dataset.nodes = '0';
      delete el.section.dataset.expanded;
      this.#outline.show(buildTreeEmpty(), -1, { iteration: 0, selected: -1, solution: new Set() });
      this.#showNode();
      return;
    }
    const ida = snapshot.openKind === 'ida-path';
    const bidirectional = snapshot.openKind === 'two-frontiers';
    el.forgottenKey.hidden = snapshot.openKind !== 'rbfs-path';
    const { top, index } = this.#root();
    this.#showIterations(ida, bidirectional, index);
    const layout = this.#layout(tree, top);
    const start = snapshot.board;
    const goal = bidirectional ? (snapshot.goal ?? null) : null;
    const boards = (node) => {
      let tiles = this.#boards.get(node);
      if (!tiles) this.#boards.set(node, (tiles = boardAt(tree, node, start, goal)));
      return tiles;
    };
    this.#canvas.show(
      {
        tree,
        layout,
        boards,
        width: snapshot.width,
        goal: snapshot.goal ?? null,
        solution: this.#solution,
        selected: this.#selected,
        collapsed: this.#collapsed,
      },
      { fit: this.#autoFit },
    );
    this.#outline.show(tree, top, {
      iteration: ida ? index + 1 : 0,
      selected: this.#selected,
      solution: this.#solution,
      search: snapshot.openKind,
    });
    el.section.dataset.nodes = String(tree.count);
    el.section.dataset.expanded = String(snapshot.expanded ?? 0);
    el.section.dataset.lastExpanded = String(tree.lastExpanded);
    el.section.dataset.solution = String(Math.max(0, this.#solution.size - 1));
    el.summary.textContent = summary(snapshot, tree, this.#counts(tree, top), {
      shown: layout.order.length,
      ida,
      bidirectional,
      index,
    });
    this.#showNode();
  }

  #layout(tree, top) {
    const cached = this.#laidOut;
    if (cached && cached.tree === tree && cached.top === top) return cached.layout;
    const layout = layoutTree(tree, top, this.#collapsed);
    this.#laidOut = { tree, top, layout };
    return layout;
  }

  /** Unfolds `node`'s subtree if it was folded (the cached layout goes with it); says whether. */
  #unfold(node) {
    if (!this.#collapsed.delete(node)) return false;
    this.#laidOut = null;
    return true;
  }

  /** How many nodes of the root's tree have each look (the summary's counts). */
  #counts(tree, top) {
    const cached = this.#counted;
    if (cached && cached.tree === tree && cached.top === top) return cached.counts;
    const byLook = new Array(LOOKS.length).fill(0);
    for (let n = 0; n < tree.count; n++) if (tree.root[n] === top) byLook[tree.look[n]]++;
    const counts = Object.fromEntries(LOOKS.map((look, i) => [look, byLook[i]]));
    this.#counted = { tree, top, counts };
    return counts;
  }

  // The roots to pick from: IDA*'s iterations, or bidirectional search's two trees.
  #showIterations(ida, bidirectional, index) {
    const el = this.#el;
    const select = /** @type {HTMLSelectElement} */ (el.iteration);
    el.iterationLabel.hidden = !ida && !bidirectional;
    el.iterationTerm.hidden = !ida;
    el.sideTerm.hidden = !bidirectional;
    if ((!ida && !bidirectional) || !this.#tree) return;
    const tree = this.#tree;
    const options = tree.roots.map((root, i) => {
      const option = document.createElement('option');
      option.value = String(i);
      option.textContent = bidirectional
        ? t(i === 0 ? 'lab.tree.side.start' : 'lab.tree.side.goal')
        : t('lab.tree.iteration', {
            number: String(i + 1),
            threshold: String(tree.threshold[root]),
          });
      return option;
    });
    select.replaceChildren(...options);
    select.value = String(index);
  }

  #byHand(action) {
    this.#autoFit = false;
    action();
  }

  /** @param {number} node @param {boolean} fromCanvas @param {boolean} [centre] */
  #select(node, fromCanvas, centre = false) {
    const tree = this.#tree;
    if (!tree) return;
    this.#selected = node;
    const { top } = this.#root();
    if (tree.root[node] !== top) {
      this.#iteration = tree.roots.indexOf(tree.root[node]);
    }
    // A node folded away inside a collapsed subtree is unfolded to be seen.
    for (let n = tree.parent[node]; n >= 0; n = tree.parent[n]) this.#unfold(n);
    // The outline opens the way to the node before the one redraw that shows it.
    this.#outline.reveal(node);
    this.#draw();
    if (fromCanvas || centre) this.#outline.focusItem(node);
    if (centre || !fromCanvas) {
      this.#autoFit = false;
      this.#canvas.centre(node);
    }
  }

  #showNode() {
    const el = this.#el;
    const tree = this.#tree;
    const snapshot = this.#snapshot;
    const node = this.#selected >= 0 ? this.#selected : (tree?.lastExpanded ?? -1);
    if (!tree || !snapshot?.board || !snapshot.width || node < 0) {
      el.nodeHeading.textContent = t('lab.tree.node');
      el.nodeBoard.replaceChildren();
      el.nodeValues.textContent = t('lab.tree.pick');
      el.nodePath.textContent = '';
      el.collapse.hidden = true;
      return;
    }
    el.nodeHeading.textContent = t(this.#selected >= 0 ? 'lab.tree.selected' : 'lab.tree.last');
    const bidirectional = snapshot.openKind === 'two-frontiers';
    const tiles = boardAt(
      tree,
      node,
      snapshot.board,
      bidirectional ? (snapshot.goal ?? null) : null,
    );
    const path = pathTo(tree, node).slice(1);
    const moved = path.length ? tree.tile[path[path.length - 1]] : null;
    el.nodeBoard.replaceChildren(
      miniBoard(tiles, snapshot.width, {
        goal: snapshot.goal ?? null,
        highlight: moved,
        label: t('lab.tree.board', { rows: boardRows(tiles, snapshot.width) }),
      }),
    );
    el.nodeValues.textContent = nodeName(tree, node, { search: snapshot.openKind });
    const fromGoal = bidirectional && tree.root[node] === tree.roots[1];
    el.nodePath.textContent = path.length
      ? t(fromGoal ? 'lab.tree.pathFromGoal' : 'lab.tree.path', {
          count: path.length,
          moves: commaList(path.map((n) => tileMove(tree.tile[n], tree.direction[n]))),
        })
      : t(bidirectional && node === tree.roots[1] ? 'lab.tree.goalNode' : 'lab.tree.startNode');
    el.collapse.hidden = !(this.#selected >= 0 && tree.childCount[node] > 0);
    el.collapse.textContent = t(
      this.#collapsed.has(node) ? 'lab.tree.expandSubtree' : 'lab.tree.collapseSubtree',
    );
  }
}

function buildTreeEmpty() {
  return /** @type {import('./search-tree-model.js').SearchTree} */ (
    /** @type {unknown} */ ({ count: 0, roots: [], lastExpanded: -1 })
  );
}

/** What the tree holds, in words: the counts by look, and what is left out past the limit. */
function summary(snapshot, tree, counts, { shown, ida, bidirectional, index }) {
  const top = tree.roots[index];
  const part = (key, count) => t(key, { count: Math.round(count) });
  const parts = [part('lab.tree.count.expanded', counts.expanded)];
  if (!ida || counts.open) parts.push(part('lab.tree.count.open', counts.open));
  if (counts.reopened) parts.push(part('lab.tree.count.reopened', counts.reopened));
  if (counts.superseded) parts.push(part('lab.tree.count.superseded', counts.superseded));
  if (counts.forgotten) parts.push(part('lab.tree.count.forgotten', counts.forgotten));
  const dfs = snapshot.openKind === 'dfs-path';
  if (!ida && !dfs) parts.push(part('lab.tree.count.duplicate', counts.duplicate));
  if (dfs) parts.push(part('lab.tree.count.cycle', counts.duplicate));
  if (snapshot.openKind === 'rbfs-path')
    parts.push(part('lab.tree.count.reexpanded', tree.reexpansions));
  if (ida) parts.push(part('lab.tree.count.cutoff', counts.cutoff));
  const list = commaList(parts);
  const generated = Math.round(snapshot.generated ?? 0);
  const kept = ida ? tree.count - tree.roots.length : tree.count;
  const inIteration =
    counts.expanded +
    counts.open +
    counts.cutoff +
    counts.reopened +
    counts.superseded +
    counts.duplicate;
  let text = ida
    ? t('lab.tree.summary.ida', {
        iteration: String(index + 1),
        iterations: String(tree.roots.length),
        threshold: String(tree.threshold[top]),
        count: inIteration,
        parts: list,
      })
    : t('lab.tree.summary', { count: tree.count, generated, parts: list });
  // Both trees are counted above; the one on show is said first.
  if (bidirectional)
    text = sentences(
      t(index === 0 ? 'lab.tree.side.showingStart' : 'lab.tree.side.showingGoal'),
      text,
    );
  if (kept < generated) {
    text = ida
      ? sentences(text, t('lab.tree.summary.idaFirst', { kept, generated }))
      : t('lab.tree.summary.first', { shown: tree.count, generated, parts: list });
  }
  if (shown < tree.count && !ida) {
    text = sentences(text, t('lab.tree.summary.drawn', { count: shown }));
  }
  return text;
}

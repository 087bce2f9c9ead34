// @ts-check
// The search tree for the keyboard and for screen readers: an ARIA `tree` named `Search tree`
// (WAI-ARIA tree pattern). Each `treeitem` is named like `8 right, g 1, h 20, f 21, expanded
// 2nd`. Only the children of opened items are in the DOM, so a tree of 20,000 nodes costs what
// is open. Keys: Up/Down move, Right opens or goes to the first child, Left closes or goes to
// the parent, Home/End, `*` opens the siblings, Enter or Space selects (shows the board).

import { nodeName } from './search-tree-model.js';

export class SearchTreeOutline {
  #root;
  /** @type {import('./search-tree-model.js').SearchTree | null} */
  #tree = null;
  #top = -1;
  #iteration = 0;
  #search = ''; // the snapshot's openKind: how a node is named (search-tree-model.js, nodeName)
  /** @type {Set<number>} */
  open = new Set();
  #focus = -1;
  #selected = -1;
  #onSelect;
  #solution = new Set();

  /**
   * @param {HTMLElement} root the element with role tree
   * @param {(node: number) => void} onSelect
   */
  constructor(root, onSelect) {
    this.#root = root;
    this.#onSelect = onSelect;
    root.addEventListener('keydown', (event) => this.#key(event));
    root.addEventListener('click', (event) => {
      const item = itemOf(event.target);
      if (!item) return;
      const node = Number(item.dataset.node);
      const toggle = event.target instanceof Element && event.target.closest('.tree-toggle');
      if (toggle) this.#toggle(node);
      else this.#select(node);
    });
  }

  /**
   * @param {import('./search-tree-model.js').SearchTree} tree
   * @param {number} top the root on show
   * @param {{iteration: number, selected: number, solution: Set<number>, search?: string}} options
   */
  show(tree, top, { iteration, selected, solution, search = '' }) {
    this.#tree = tree;
    this.#top = top;
    this.#iteration = iteration;
    this.#search = search;
    this.#selected = selected;
    this.#solution = solution;
    for (const node of [...this.open]) if (node >= tree.count) this.open.delete(node);
    if (this.#focus >= tree.count || this.#focus < 0) this.#focus = top;
    this.#render();
  }

  /**
   * Opens every item on the way to `node` and makes it the focusable item; the next show()
   * renders it (one render for a selection, not two).
   */
  reveal(node) {
    const tree = this.#tree;
    if (!tree || node < 0) return;
    for (let n = tree.parent[node]; n >= 0; n = tree.parent[n]) this.open.add(n);
    this.#focus = node;
  }

  /** Moves keyboard focus to `node`'s item (rendered by show() after reveal()). */
  focusItem(node) {
    const item = this.#itemFor(node);
    if (!item) return;
    item.focus();
    this.#scrollToStart(item);
  }

  // Focus scrolls a row only just into view; a deep row then shows the end of its label and not
  // its start. The box is scrolled sideways to the row's first word.
  #scrollToStart(item) {
    const root = this.#root;
    root.scrollLeft += item.getBoundingClientRect().left - root.getBoundingClientRect().left - 4;
  }

  #render() {
    const tree = this.#tree;
    const root = this.#root;
    if (!tree || this.#top < 0) {
      root.replaceChildren();
      return;
    }
    const hadFocus = root.contains(document.activeElement);
    root.replaceChildren(this.#item(this.#top, 1, 1, 1));
    if (!this.#itemFor(this.#focus)) this.#focus = this.#top;
    this.#itemFor(this.#focus)?.setAttribute('tabindex', '0');
    if (hadFocus) this.#itemFor(this.#focus)?.focus();
  }

  // As the APG's navigation tree does it: the treeitem is the row alone, named by its own text,
  // and its children's group is its sibling, tied to it by aria-owns. (A group inside the
  // treeitem would make every child's text part of the parent's content.)
  #item(node, level, position, size) {
    const tree = /** @type {import('./search-tree-model.js').SearchTree} */ (this.#tree);
    const holder = document.createElement('li');
    holder.setAttribute('role', 'none');
    const item = document.createElement('span');
    item.className = 'tree-row';
    item.setAttribute('role', 'treeitem');
    item.id = `search-tree-item-${node}`;
    item.dataset.node = String(node);
    item.setAttribute('aria-level', String(level));
    item.setAttribute('aria-posinset', String(position));
    item.setAttribute('aria-setsize', String(size));
    item.setAttribute('aria-selected', String(node === this.#selected));
    item.setAttribute('tabindex', '-1');
    const label = document.createElement('span');
    label.className = 'tree-label';
    const iteration = tree.parent[node] < 0 && this.#iteration ? this.#iteration : undefined;
    label.textContent = nodeName(tree, node, { iteration, search: this.#search });
    if (node === tree.lastExpanded) item.classList.add('is-last');
    if (this.#solution.has(node)) item.classList.add('is-solution');
    const children = tree.childCount[node];
    const toggle = document.createElement('span');
    toggle.className = 'tree-toggle';
    toggle.setAttribute('aria-hidden', 'true');
    item.append(toggle, label);
    holder.append(item);
    if (children > 0) {
      const open = this.open.has(node);
      item.setAttribute('aria-expanded', String(open));
      toggle.textContent = open ? '▾' : '▸';
      if (open) {
        const group = document.createElement('ul');
        group.setAttribute('role', 'group');
        group.id = `search-tree-group-${node}`;
        item.setAttribute('aria-owns', group.id);
        let i = 0;
        for (let c = tree.firstChild[node]; c >= 0; c = tree.nextSibling[c]) {
          group.append(this.#item(c, level + 1, ++i, children));
        }
        holder.append(group);
      }
    }
    return holder;
  }

  #itemFor(node) {
    return /** @type {HTMLElement | null} */ (
      this.#root.querySelector(`#search-tree-item-${node}`)
    );
  }

  #visibleItems() {
    return /** @type {HTMLElement[]} */ ([...this.#root.querySelectorAll('[role="treeitem"]')]);
  }

  #moveFocus(node) {
    const from = this.#itemFor(this.#focus);
    const to = this.#itemFor(node);
    if (!to) return;
    from?.setAttribute('tabindex', '-1');
    to.setAttribute('tabindex', '0');
    to.focus();
    this.#focus = node;
  }

  #toggle(node) {
    if (!this.#tree?.childCount[node]) return;
    if (this.open.has(node)) this.open.delete(node);
    else this.open.add(node);
    this.#focus = node;
    this.#render();
    this.#itemFor(node)?.focus();
  }

  #select(node) {
    this.#selected = node;
    for (const item of this.#visibleItems()) {
      item.setAttribute('aria-selected', String(Number(item.dataset.node) === node));
    }
    this.#moveFocus(node);
    this.#onSelect(node);
  }

  #key(event) {
    const tree = this.#tree;
    const item = itemOf(event.target);
    if (!tree || !item) return;
    const node = Number(item.dataset.node);
    const items = this.#visibleItems();
    const index = items.indexOf(item);
    const go = (target) => target && this.#moveFocus(Number(target.dataset.node));
    switch (event.key) {
      case 'ArrowDown':
        go(items[index + 1]);
        break;
      case 'ArrowUp':
        go(items[index - 1]);
        break;
      case 'Home':
        go(items[0]);
        break;
      case 'End':
        go(items[items.length - 1]);
        break;
      case 'ArrowRight':
        if (!tree.childCount[node]) break;
        if (!this.open.has(node)) this.#toggle(node);
        else this.#moveFocus(tree.firstChild[node]);
        break;
      case 'ArrowLeft':
        if (this.open.has(node)) this.#toggle(node);
        else if (tree.parent[node] >= 0 && node !== this.#top) this.#moveFocus(tree.parent[node]);
        break;
      case '*': {
        const parent = tree.parent[node];
        if (parent < 0) break;
        for (let c = tree.firstChild[parent]; c >= 0; c = tree.nextSibling[c]) {
          if (tree.childCount[c]) this.open.add(c);
        }
        this.#render();
        this.#itemFor(node)?.focus();
        break;
      }
      case 'Enter':
      case ' ':
        this.#select(node);
        break;
      default:
        return;
    }
    event.preventDefault();
  }
}

function itemOf(target) {
  return target instanceof Element
    ? /** @type {HTMLElement | null} */ (target.closest('[role="treeitem"]'))
    : null;
}

// @ts-check
// Compare's choice of searches: a grid of heuristic search × heuristic and, under it, a row of the
// searches that use no heuristic. Both come from the core's capabilities: the grid's columns are
// the algorithms that use a heuristic (A*, IDA*, weighted A* and IDA*, greedy, RBFS), the row the
// textbook's uninformed searches step mode runs (breadth-first, uniform-cost, depth-limited,
// iterative deepening, bidirectional); `auto` and the constructive method are neither (they use no
// heuristic and are not stepped). A choice is named as in the URL: `astar:manhattan` for a pair,
// `bfs` for a search without a heuristic.

import { t } from '../../common/i18n.js';

/**
 * @typedef {{id: string, label?: string, shortLabel?: string, usesHeuristic?: boolean,
 *   usesWeight?: boolean, usesDepthLimit?: boolean, steppable?: boolean}} AlgorithmInfo
 */

// The searches a comparison starts with, by board size: chosen so that on any board of that
// size (the deepest 15-puzzles included) each one finishes in seconds well inside the default
// memory budget (measured with `npuzzle solve`: on Korf's #1, IDA* and weighted A* with the
// databases take under a second, A* with linear conflict runs out of memory). Above 25 cells
// no textbook search finishes reliably in seconds, so none is chosen for the student. No search
// without a heuristic is ever chosen for the student: above 9 cells they run out of memory.
const DEFAULT_PAIRS_BY_SIZE = [
  {
    maxCells: 9,
    pairs: [
      'astar:misplaced',
      'astar:manhattan',
      'astar:linear-conflict',
      'astar:pdb',
      'idastar:linear-conflict',
    ],
  },
  {
    maxCells: 16,
    pairs: ['idastar:pdb', 'wastar:pdb', 'wastar:linear-conflict', 'greedy:linear-conflict'],
  },
  { maxCells: 25, pairs: ['wastar:linear-conflict', 'greedy:linear-conflict', 'greedy:pdb'] },
];
const DEFAULT_PAIRS = DEFAULT_PAIRS_BY_SIZE[0].pairs;

/** The default searches for a board of `cells` cells (see DEFAULT_PAIRS_BY_SIZE). */
export function defaultPairs(cells) {
  return DEFAULT_PAIRS_BY_SIZE.find((entry) => cells <= entry.maxCells)?.pairs ?? [];
}

/** `astar:manhattan` → {algorithm, heuristic}; `bfs` → {algorithm: 'bfs', heuristic: ''}. */
export function parsePair(id) {
  const [algorithm, heuristic = ''] = String(id).split(':');
  return { algorithm, heuristic };
}

/**
 * The capabilities' algorithms split into the grid's columns (those that use a heuristic) and
 * the row without one (the stepped searches that use none: not `auto`, not the constructive one).
 * @param {AlgorithmInfo[]} algorithms
 */
export function searchKinds(algorithms) {
  return {
    informed: algorithms.filter((a) => a.usesHeuristic),
    uninformed: algorithms.filter((a) => !a.usesHeuristic && a.steppable),
  };
}

/** The element id of an uninformed search's checkbox (`compare-bfs`, `compare-ucs`, …). */
export function uninformedBoxId(id) {
  return `compare-${id}`;
}

export class SearchChoice {
  #grid;
  #row;
  #labels;
  #onChange;
  #selected = new Set(DEFAULT_PAIRS);
  #defaults = DEFAULT_PAIRS;
  #customised = false; // the user (or the URL) chose the searches: a new size keeps them
  /** @type {AlgorithmInfo[]} */
  #informed = [];
  /** @type {AlgorithmInfo[]} */
  #uninformed = [];
  /** @type {{id: string}[]} */
  #heuristics = [];

  /**
   * @param {HTMLElement} grid the heuristic searches × heuristics table (thead, tbody)
   * @param {HTMLElement} row where the searches without a heuristic go
   * @param {{algorithm: (id: string) => string, heuristic: (id: string) => string,
   *   shortAlgorithm: (id: string) => string}} labels
   * @param {() => void} onChange the person changed the choice
   */
  constructor(grid, row, labels, onChange) {
    this.#grid = /** @type {HTMLTableElement} */ (grid);
    this.#row = row;
    this.#labels = labels;
    this.#onChange = onChange;
    const changed = (event) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.dataset.pair) return;
      if (box.checked) this.#selected.add(box.dataset.pair);
      else this.#selected.delete(box.dataset.pair);
      this.#customised = true;
      onChange();
    };
    grid.addEventListener('change', changed);
    row.addEventListener('change', changed);
  }

  /** Whether the size has default searches (none above 25 cells). */
  get hasDefaults() {
    return this.#defaults.length > 0;
  }

  /** The capabilities entry of a search offered here. */
  algorithm(id) {
    return [...this.#informed, ...this.#uninformed].find((a) => a.id === id) ?? null;
  }

  /**
   * The searches and heuristics offered for a board of `cells` cells; redraws the choice. Until
   * the person picks searches, the choice follows the size's defaults.
   * @param {AlgorithmInfo[]} algorithms the capabilities' algorithms
   * @param {{id: string}[]} heuristics the capabilities' heuristics that fit the board
   * @param {number} [cells]
   */
  setOffer(algorithms, heuristics, cells) {
    ({ informed: this.#informed, uninformed: this.#uninformed } = searchKinds(algorithms));
    // `auto` is a policy, not a heuristic to compare: it picks one of the others.
    this.#heuristics = heuristics.filter((h) => h.id !== 'auto');
    if (cells !== undefined) this.#defaults = defaultPairs(cells);
    if (!this.#customised) this.#selected = new Set(this.#defaults);
    this.render();
  }

  /** The chosen searches as URL text (`astar:manhattan,idastar:pdb,bfs`), null when default. */
  get param() {
    const list = this.ordered();
    const defaults = this.#defaults.filter((id) => this.#offered(id));
    const same = list.length === defaults.length && defaults.every((id) => list.includes(id));
    return same ? null : list.join(',');
  }

  /** Sets the chosen searches from URL text; returns a sentence per unknown entry. */
  apply(text) {
    const problems = [];
    const wanted = String(text)
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean);
    this.#selected = new Set();
    this.#customised = true;
    for (const id of wanted) {
      if (this.#offered(id)) this.#selected.add(id);
      else problems.push(t('lab.compare.ignored', { id }));
    }
    this.render();
    return problems;
  }

  /** The chosen searches in the grid's order (heuristic by heuristic), then the row's. */
  ordered() {
    const order = [];
    for (const h of this.#heuristics) {
      for (const a of this.#informed) {
        const id = `${a.id}:${h.id}`;
        if (this.#selected.has(id)) order.push(id);
      }
    }
    for (const a of this.#uninformed) if (this.#selected.has(a.id)) order.push(a.id);
    return order;
  }

  #offered(id) {
    const { algorithm, heuristic } = parsePair(id);
    if (!heuristic) return this.#uninformed.some((a) => a.id === algorithm);
    return (
      this.#informed.some((a) => a.id === algorithm) &&
      this.#heuristics.some((h) => h.id === heuristic)
    );
  }

  /** Draws the grid and the row (again after a change of language). */
  render() {
    const labels = this.#labels;
    const head = document.createElement('tr');
    const corner = document.createElement('th');
    corner.scope = 'col';
    corner.textContent = t('lab.compare.heuristic');
    head.append(corner);
    for (const a of this.#informed) {
      const th = document.createElement('th');
      th.scope = 'col';
      th.textContent = labels.shortAlgorithm(a.id);
      head.append(th);
    }
    this.#grid.tHead?.replaceChildren(head);
    const rows = this.#heuristics.map((h) => {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.scope = 'row';
      th.textContent = labels.heuristic(h.id);
      row.append(th);
      for (const a of this.#informed) {
        const cell = document.createElement('td');
        const box = this.#box(`${a.id}:${h.id}`);
        box.setAttribute(
          'aria-label',
          t('lab.compare.pairName', {
            algorithm: labels.shortAlgorithm(a.id),
            heuristic: labels.heuristic(h.id),
          }),
        );
        cell.append(box);
        row.append(cell);
      }
      return row;
    });
    this.#grid.tBodies[0].replaceChildren(...rows);
    const boxes = this.#uninformed.map((a) => {
      const label = document.createElement('label');
      label.className = 'check';
      const box = this.#box(a.id);
      box.id = uninformedBoxId(a.id);
      const name = document.createElement('span');
      name.textContent = labels.algorithm(a.id);
      label.append(box, name);
      return label;
    });
    this.#row.replaceChildren(...boxes);
  }

  #box(id) {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.dataset.pair = id;
    box.checked = this.#selected.has(id);
    return box;
  }
}

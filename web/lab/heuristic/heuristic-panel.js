// @ts-check
// The lab's Heuristic tab: the board on show with what the chosen heuristic counts drawn on each
// tile, the sum built up in words, and h* beside it so that h ≤ h* can be seen. The numbers come
// from the core (the worker's 'explain-heuristic' request, cpp/lab/heuristic_explanation.h);
// this panel only lays them out. It never shows one board's numbers under another: a change of
// board marks the view stale at once, and an answer for a board no longer on show is dropped.

import { elementsById } from '../../dom/elements.js';
import { onLanguageChange, t } from '../../common/i18n.js';
import { boardRows } from '../../dom/mini-board.js';
import { solverMessage } from '../../common/solver-message.js';
import { drawHeuristicBoard } from './heuristic-board.js';
import { defaultHeuristic, explainHeuristic } from './heuristic-breakdown.js';

const SETTLE_MS = 120; // a board being dragged about is explained once it is still this long
const DATABASE_CELLS = 16; // the page prepares pattern databases up to 4 × 4

/** The bounded IDA* the explanation runs for h*: always enough on 3 × 3, often on 4 × 4. */
function trueDistanceBudget(cells) {
  return cells <= 9 ? 400000 : cells <= 16 ? 200000 : 20000;
}

/**
 * @typedef {{tiles: number[], width: number, height: number, size: string, goal: string,
 *   key: string}} ShownBoard
 */

export class HeuristicPanel {
  #el;
  #context;
  #timer = /** @type {ReturnType<typeof setTimeout> | undefined} */ (undefined);
  #shownKey = '';
  #requestedKey = '';
  /** @type {import('../../wasm/npuzzle.mjs').HeuristicExplanation | null} */
  #explanation = null;
  /** @type {ShownBoard | null} */
  #board = null;
  #chosen = /** @type {string | null} */ (null); // the reader's pick; null: the solver's
  #solverHeuristic = '';
  /** @type {Map<string, number>} h* found by Find h*, by board key */
  #found = new Map();
  #searching = false;

  /**
   * @param {ParentNode} root
   * @param {{client: import('../../solver/solver-client.js').SolverClient,
   *   gate: import('../../state/job-gate.js').JobGate, board: () => ShownBoard,
   *   solverHeuristic: () => string, heuristicLabel: (id: string) => string,
   *   maxMemoryMB: () => number, visible: () => boolean, ready: () => boolean}} context
   */
  constructor(root, context) {
    this.#context = context;
    this.#el = elementsById(root, {
      choice: 'heuristic-choice',
      status: 'heuristic-status',
      view: 'heuristic-view',
      board: 'heuristic-board',
      sum: 'heuristic-sum',
      legend: 'heuristic-legend',
      sentences: 'heuristic-sentences',
      pdb: 'heuristic-pdb',
      pdbNote: 'heuristic-pdb-note',
      prepare: 'heuristic-prepare',
      trueDistance: 'heuristic-true',
      find: 'heuristic-find-true',
      cancel: 'heuristic-cancel-true',
    });
    this.#el.choice.addEventListener('change', () => {
      this.#chosen = /** @type {HTMLSelectElement} */ (this.#el.choice).value;
      this.#render();
    });
    this.#el.find.addEventListener('click', () => this.#findTrueDistance());
    // The worker prepares the databases a search needs (from this browser's store, or built
    // with progress): an optimal solve with them prepares them and finds h* on the way.
    this.#el.prepare.addEventListener('click', () => this.#findTrueDistance());
    this.#el.cancel.addEventListener('click', () => this.#context.client.cancel());
    context.gate.onChange(() => this.#showTrueDistanceControls());
    // The explanation on show is said again from the core's numbers; nothing is asked again.
    onLanguageChange(() => {
      if (this.#explanation && !this.#searching) this.#render();
    });
  }

  /** The tab came into view: explain the board on show if that has not been done. */
  activate() {
    this.changed();
  }

  /** The board, goal or solver settings may have changed. */
  changed() {
    if (!this.#context.ready() || !this.#context.visible()) return;
    const board = this.#context.board();
    const solverHeuristic = this.#context.solverHeuristic();
    if (solverHeuristic !== this.#solverHeuristic) {
      this.#solverHeuristic = solverHeuristic;
      this.#chosen = null;
      if (this.#explanation) this.#render();
    }
    if (board.key === this.#shownKey || board.key === this.#requestedKey) return;
    // Never leave another board's numbers up as if they were this one's.
    this.#el.view.classList.add('is-stale');
    this.#status(t('lab.heuristic.changed', { rows: boardRows(board.tiles, board.width) }));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#request(), SETTLE_MS);
  }

  async #request() {
    const board = this.#context.board();
    this.#requestedKey = board.key;
    let explanation;
    try {
      explanation = await this.#context.client.explainHeuristic(
        board.tiles.join(' '),
        board.size,
        board.goal,
        trueDistanceBudget(board.tiles.length),
      );
    } catch (error) {
      if (this.#requestedKey === board.key) this.#requestedKey = '';
      this.#status(t('lab.heuristic.failed', { error: error.message }));
      return;
    }
    if (this.#context.board().key !== board.key) return; // a newer board is on its way
    this.#requestedKey = '';
    this.#shownKey = board.key;
    this.#board = board;
    this.#explanation = explanation;
    this.#render();
  }

  #render() {
    const explanation = this.#explanation;
    const board = this.#board;
    if (!explanation || !board) return;
    const { view, choice } = this.#el;
    const select = /** @type {HTMLSelectElement} */ (choice);
    if (explanation.status !== 'ok') {
      view.hidden = true;
      select.disabled = true;
      this.#status(t('lab.heuristic.noBoard', { error: solverMessage(explanation) }));
      return;
    }
    const ids = (explanation.heuristics ?? []).map((h) => h.id);
    const id = ids.includes(this.#chosen ?? '')
      ? /** @type {string} */ (this.#chosen)
      : defaultHeuristic(explanation, this.#solverHeuristic);
    select.replaceChildren(
      ...ids.map((option) => {
        const element = document.createElement('option');
        element.value = option;
        const name = this.#context.heuristicLabel(option);
        element.textContent =
          option === this.#solverHeuristic
            ? t('lab.heuristic.solversChoice', { heuristic: name })
            : name;
        return element;
      }),
    );
    select.value = id;
    select.disabled = false;
    const breakdown = explainHeuristic(explanation, id);
    if (!breakdown) return;

    drawHeuristicBoard(/** @type {HTMLElement} */ (this.#el.board), breakdown, board);
    this.#el.board.dataset.board = board.tiles.join(' ');
    this.#el.board.dataset.h = String(breakdown.value);
    this.#el.sum.textContent = breakdown.sum;
    this.#el.sentences.replaceChildren(
      ...breakdown.sentences.map((sentence) => {
        const item = document.createElement('li');
        item.textContent = sentence;
        return item;
      }),
    );
    if (!breakdown.partsAgree) {
      const item = document.createElement('li');
      item.className = 'is-warning';
      item.textContent = t('lab.heuristic.partsDisagree');
      this.#el.sentences.append(item);
    }
    this.#showLegend(breakdown);
    this.#showPdbNote(explanation, board);
    this.#showTrueDistance(breakdown.value);
    view.hidden = false;
    view.classList.remove('is-stale');
    this.#status(
      t('lab.heuristic.status', {
        heuristic: this.#context.heuristicLabel(id),
        rows: boardRows(board.tiles, board.width),
      }),
    );
  }

  #showLegend(breakdown) {
    const legend = this.#el.legend;
    legend.hidden = breakdown.legend.length === 0;
    legend.replaceChildren(
      ...breakdown.legend.map((group) => {
        const item = document.createElement('li');
        item.className = `group-${group.group % 6}`;
        item.textContent = t('lab.heuristic.group', {
          name: group.name,
          tiles: group.tiles.join(', '),
          value: group.value,
        });
        return item;
      }),
    );
  }

  #showPdbNote(explanation, board) {
    const missing = !(explanation.pdb?.available ?? true);
    const preparable = board.tiles.length <= DATABASE_CELLS;
    this.#el.pdb.hidden = !missing;
    /** @type {HTMLButtonElement} */ (this.#el.prepare).hidden = !missing || !preparable;
    if (!missing) return;
    this.#el.pdbNote.textContent = preparable
      ? t('lab.heuristic.pdbMissing')
      : t('lab.heuristic.pdbTooLarge', { cells: board.tiles.length });
  }

  #showTrueDistance(h) {
    const explanation = this.#explanation;
    const board = this.#board;
    if (!explanation || !board) return;
    const known = explanation.trueDistance?.known
      ? explanation.trueDistance.moves
      : this.#found.get(board.key);
    const text = this.#el.trueDistance;
    text.classList.toggle('is-over', known !== undefined && h > known);
    if (known !== undefined) {
      const how = explanation.trueDistance?.known
        ? solverMessage(explanation.trueDistance, 'note')
        : t('lab.heuristic.by.solve');
      const numbers = { h: String(h), known: String(known), gap: String(known - h) };
      const verdict = t(
        h < known
          ? 'lab.heuristic.under'
          : h === known
            ? 'lab.heuristic.exact'
            : 'lab.heuristic.over',
        numbers,
      );
      text.textContent = t('lab.heuristic.trueDistance', { known: String(known), how, verdict });
    } else if (explanation.solvable === false) {
      text.textContent = t('lab.heuristic.noTrueDistance');
    } else {
      const distance = explanation.trueDistance;
      text.textContent = t('lab.heuristic.notComputed', {
        note: distance?.note ? solverMessage(distance, 'note') : t('lab.heuristic.note.noSearch'),
      });
    }
    this.#showTrueDistanceControls();
  }

  #showTrueDistanceControls() {
    const explanation = this.#explanation;
    const board = this.#board;
    const missing =
      !!explanation &&
      !!board &&
      explanation.status === 'ok' &&
      explanation.solvable === true &&
      !explanation.trueDistance?.known &&
      !this.#found.has(board.key);
    const { find, cancel } = /** @type {{find: HTMLButtonElement, cancel: HTMLButtonElement}} */ (
      /** @type {unknown} */ (this.#el)
    );
    find.hidden = !missing && !this.#searching;
    find.disabled = this.#searching || this.#context.gate.busy;
    /** @type {HTMLButtonElement} */ (this.#el.prepare).disabled = find.disabled;
    cancel.hidden = !this.#searching;
  }

  async #findTrueDistance() {
    const board = this.#board;
    const gate = this.#context.gate;
    if (!board || this.#searching) return;
    if (!gate.claim('heuristic')) {
      this.#el.trueDistance.textContent = t('lab.heuristic.busy');
      return;
    }
    this.#searching = true;
    this.#showTrueDistanceControls();
    const cells = board.tiles.length;
    this.#el.trueDistance.textContent = t('lab.heuristic.searching');
    try {
      const result = await this.#context.client.solve(
        {
          board: board.tiles.join(' '),
          size: board.size,
          goal: board.goal,
          algorithm: 'idastar',
          heuristic: cells <= DATABASE_CELLS ? 'pdb' : 'linear-conflict',
          maxMemoryMB: this.#context.maxMemoryMB(),
        },
        (progress) => {
          if (board.key !== this.#shownKey) return;
          this.#el.trueDistance.textContent =
            'phase' in progress && progress.phase === 'database'
              ? t('lab.heuristic.preparing', { percent: Math.round(progress.fraction * 100) })
              : t('lab.heuristic.searchingFigures', {
                  expanded: String('expanded' in progress ? progress.expanded : 0),
                });
        },
      );
      if (result.status === 'solved' && result.optimal)
        this.#found.set(board.key, result.length ?? 0);
      else if (board.key === this.#shownKey) {
        const reason =
          result.status === 'cancelled'
            ? t('lab.status.cancelled')
            : result.error
              ? solverMessage(result)
              : result.status;
        this.#el.trueDistance.textContent = t('lab.heuristic.notFound', { reason });
      }
    } catch (error) {
      this.#el.trueDistance.textContent = t('lab.heuristic.searchFailed', { error: error.message });
    } finally {
      this.#searching = false;
      gate.release('heuristic');
    }
    if (board.key !== this.#shownKey) return;
    if (this.#found.has(board.key)) {
      // The databases may have been prepared for this search: explain the board again with them.
      this.#shownKey = '';
      this.changed();
    } else {
      this.#showTrueDistanceControls();
    }
  }

  #status(text) {
    this.#el.status.textContent = text;
  }
}

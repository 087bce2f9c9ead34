// The teaching lab: its tabs and panels (step mode, Compare, weighted A*, solvability, heuristic),
// the line above them that says which board they work on, and when they start work. The lab
// works on the start of the solution while one is loaded (playing it back does not restart
// the lab), otherwise on the board on show. Step mode starts its search when the lab first
// comes into view (or a tab is chosen), so a visit that never scrolls down costs the worker
// nothing.

import { sameTiles, sizeText, tilesToText } from '../common/board-model.js';
import { elementsById } from '../dom/elements.js';
import { onLanguageChange, t } from '../common/i18n.js';
import { boardRows } from '../dom/mini-board.js';
import { setText } from '../dom/quiet-writes.js';
import { LabTabs } from './lab-tabs.js';
import { LAB_PANELS } from './lab-panels.js';
import { AutomaticPlans } from './shared/automatic-plan.js';

const SETTLE_MS = 300; // step mode restarts once the board has been still this long
const NAMED_BOARD_CELLS = 25; // above this the tiles make a paragraph, not a name

export class LabController {
  #el;
  #state;
  #solverOptions;
  #key = '';
  #timer = null;
  tabs;

  /**
   * @param {ParentNode} root
   * @param {{state: import('../state/page-state.js').PageState, client: object,
   *   gate: import('../state/job-gate.js').JobGate,
   *   solverOptions: import('../solve/solver-options.js').SolverOptions,
   *   announce: (text: string) => void, onSwapTiles: (a: number, b: number) => void,
   *   onTabChosen: () => void, onChange: () => void,
   *   onShowSolution: (result: import('../wasm/npuzzle.mjs').SolveResult, start: number[],
   *     words: () => string, position: number) => boolean}} parts `onChange`: something the URL holds changed (a
   *   step, the compared searches, the weight); `onShowSolution`: load moves for playback
   */
  constructor(root, parts) {
    const { state, client, gate, solverOptions, announce, onTabChosen } = parts;
    this.#el = elementsById(root, { lab: 'lab', board: 'lab-board' });
    this.#state = state;
    this.#solverOptions = solverOptions;
    // What every panel is given; a getter, not a copy, for what start-up sets later (embed).
    const automatic = new AutomaticPlans(client);
    const context = (own) => ({
      client,
      automatic,
      gate,
      problem: () => this.problem(),
      labels: solverOptions.labels,
      announce,
      get embedded() {
        return state.embed;
      },
      ...own,
    });
    // Each panel, built as its row of the registry says, is the field named by its id
    // (lab.step, lab.compare, …).
    const wiring = { ...parts, root, context, lab: this };
    for (const { id, create } of LAB_PANELS) this[id] = create(wiring);
    this.tabs = new LabTabs(this.#el.lab.querySelector('[role=tablist]'), (id) => {
      state.lab = id;
      this.activate();
      onTabChosen();
    });
    // The line above the panels is said again in the new language (the panels see to their own).
    onLanguageChange(() => {
      if (this.#key) this.#showBoard();
    });
  }

  /** The board the lab works on (see the top of this file). */
  get tiles() {
    return this.#state.onSolutionPath ? this.#state.solution.start : this.#state.tiles;
  }

  /** The board, goal and solver settings the lab panels work on. */
  problem() {
    const state = this.#state;
    const options = this.#solverOptions.value;
    const algorithm = this.#solverOptions.algorithmInfo(options.algorithm);
    const tiles = this.tiles;
    return {
      board: tilesToText(tiles),
      size: sizeText(state.width, state.height),
      goal: state.goalSpec,
      tiles: tiles.slice(),
      width: state.width,
      height: state.height,
      cells: state.width * state.height,
      goalTiles: (state.goal ?? []).slice(),
      algorithm: options.algorithm,
      steppable: algorithm?.steppable ?? false,
      usesHeuristic: algorithm?.usesHeuristic ?? false,
      usesWeight: algorithm?.usesWeight ?? false,
      // depth-limited DFS's limit (the Solver card's field), for a search that uses one
      depthLimit: algorithm?.usesDepthLimit ? options.depthLimit : undefined,
      heuristic: options.heuristic,
      heuristicAdmissible: this.#solverOptions.heuristicInfo(options.heuristic)?.admissible,
      weight: options.weight,
      maxMemoryMB: options.maxMemoryMB,
    };
  }

  /** The lab panel the URL names: the one chosen, or step mode once it has been stepped. */
  get liveLab() {
    const stepping = this.tabs.selected === 'step' && this.step.position > 0;
    return this.#state.lab ?? (stepping ? 'step' : null);
  }

  /** Starts the panel on show, once the lab may work (the solver loaded, the board checked). */
  activate() {
    if (!this.#state.labReady) return;
    this.step.solverReady();
    const id = this.tabs.selected;
    // Each panel is the field named by its id.
    if (LAB_PANELS.find((panel) => panel.id === id)?.startsWhenShown) this[id].activate();
  }

  /**
   * Opens the lab as a person asked from above it (web/lab/lab-entrances.js): panel `id` (by
   * default the one on show) chosen and started, the lab scrolled to, focus on its tab.
   * @param {string} [id]
   */
  open(id) {
    if (id) this.tabs.choose(id);
    this.activate();
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    this.#el.lab.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    this.tabs.selectedTab?.focus({ preventScroll: true });
  }

  /** Activates the lab when it first comes into view. */
  watch() {
    if (this.#state.labReady) this.step.solverReady();
    if (typeof IntersectionObserver !== 'function') {
      this.activate();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      this.activate();
    });
    observer.observe(this.#el.lab);
  }

  // The lab's board, goal or settings changed. Step mode restarts once things are still (a
  // student may be sliding tiles), the weighted panel drops a stale answer at once.
  changed() {
    if (!this.#solverOptions.ready) return;
    // These follow the board on show, which the key below does not.
    for (const { id } of panelsTold('every-change')) this[id].changed();
    const state = this.#state;
    const options = this.#solverOptions.value;
    const key = [
      state.problemKey(this.tiles),
      state.onSolutionPath ? 'solution start' : 'board on show',
      state.textState,
      options.algorithm,
      options.heuristic,
      options.weight,
    ].join('|');
    if (key === this.#key) return;
    this.#key = key;
    this.#showBoard();
    for (const { id } of panelsTold('at-once')) this[id].invalidate();
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      for (const { id } of panelsTold('when-settled')) this[id].invalidate();
    }, SETTLE_MS);
  }

  /** Says, above the panels, which board the lab runs on and why that one. */
  #showBoard() {
    const state = this.#state;
    const tiles = this.tiles;
    const rows =
      tiles.length <= NAMED_BOARD_CELLS
        ? boardRows(tiles, state.width)
        : t('lab.board.named', { width: String(state.width), height: String(state.height) });
    const solved = state.goal !== null && sameTiles(tiles, state.goal);
    let text;
    if (state.textState === 'invalid') text = t('lab.board.invalid', { rows });
    else if (state.onSolutionPath) text = t('lab.board.solutionStart', { rows });
    else if (solved) text = t('lab.board.solved', { rows });
    else text = t('lab.board.onShow', { rows });
    setText(this.#el.board, text);
  }
}

/** The registry's panels told of a change of the lab's problem `when`. */
function panelsTold(when) {
  return LAB_PANELS.filter(({ onLabChange }) => onLabChange === when);
}

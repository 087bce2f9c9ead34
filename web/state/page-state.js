// @ts-check
// The page's state: the one problem on show (size, tiles, goal), where Reset goes, the move
// history, the loaded solution, and the flags that say what may run now. Controllers change it
// and then say so: changed() re-renders everything that shows the board (what `render()` did),
// controlsChanged() refreshes only what enables controls (Solve, Shuffle, the board's lock).
// Subscribers run in the order they subscribed, so the page updates in one fixed order.

import { sameTiles } from '../common/board-model.js';

export class PageState {
  width = 3;
  height = 3;
  /** @type {number[]} */
  tiles = []; // what the board shows now
  /** @type {number[]} */
  start = []; // where Reset goes: the board as loaded, typed, shuffled, edited or last solved from
  /** @type {number[] | null} */
  goal = null; // goal tiles, from the core's check (custom goals are parsed there)
  goalChoice = 'blank-last'; // 'blank-last', 'blank-first' or 'custom' (then `goalText`)
  goalText = '';
  moveCount = 0; // the person's single-tile moves since the start (undo takes them back)
  /** @type {string[]} */
  moveDirections = []; // the way each of those moves slid its tile (U D L R), in order
  /** @type {import('../common/move-metric.js').Metric} */
  metric = 'stm'; // how the person's moves are counted on the page (web/common/move-metric.js)
  /** @type {{result: import('../wasm/npuzzle.mjs').SolveResult, start: number[]} | null} */
  solution = null; // the last solved search from `start`
  offPath = false; // the board left the solution's path by a manual move
  solving = false; // a search runs: nothing may change the board (the controllers refuse it)
  // The page shows that search under way (after a moment: web/solve/solve-controller.js): the
  // controls that would change the board are disabled, Cancel is offered.
  searchShown = false;
  speed = 0; // moves per second (start-up sets it)
  embed = false;
  solveHidden = false; // a teacher's link hid Solve and Hint (`solve=hidden`: the lab's Exercises)
  urlLive = false; // the URL is rewritten only once the page shows a board of its own
  checkSerial = 0;
  // The board on show may be solved only when the core has checked exactly it: this is the key
  // (size, tiles, goal) of the last board the core found valid. Moves keep a board valid, so
  // a move carries the mark along; anything else (a new board, size or goal) drops it.
  /** @type {string | null} */
  checkedKey = null;
  epoch = 0; // bumped by every new board, size or goal (not by moves)
  // The board text box: 'ok' (it shows the board), 'pending' (typed, not yet read) or
  // 'invalid' (the core rejected it: Solve waits until it is fixed).
  textState = 'ok';
  started = false; // the start-up board (the URL's, or the default) is in place and checked
  /** @type {number[][]} */
  undo = []; // the user's actions, newest last: each the tiles it slid in order (a segment: several)
  /** @type {number[][]} */
  redo = [];
  /** @type {string | null} */
  lang = null; // the language a link or the visitor chose (null: the browser's): kept in links
  /** @type {string | null} */
  lab = null; // the lab panel named in the URL (or chosen since): written back to the URL
  labReady = false; // the solver is loaded and the board checked: lab panels may start work
  /** @type {number | null} */
  weight = null; // weighted A*'s w: the Solver card's field and the lab's slider both show it
  /** @type {number | null} */
  depthLimit = null; // depth-limited DFS's limit: the Solver card's field (with dfs chosen)

  #listeners = [];
  #controlListeners = [];
  #weightListeners = [];

  /**
   * Called after every change of the board or the page around it.
   * @param {(change: {animate: boolean}) => void} listener
   */
  subscribe(listener) {
    this.#listeners.push(listener);
  }

  /** Called after a change that may enable or disable controls (Solve, Shuffle, Undo). */
  subscribeControls(listener) {
    this.#controlListeners.push(listener);
  }

  /** The board or the page changed: everything that shows it is brought up to date. */
  changed({ animate = true } = {}) {
    for (const listener of this.#listeners) listener({ animate });
  }

  controlsChanged() {
    for (const listener of this.#controlListeners) listener();
  }

  /**
   * Called when the weight changes, except for the change `owner` made itself (so a field being
   * typed into is not rewritten under the cursor).
   * @param {string} owner @param {(weight: number) => void} listener
   */
  subscribeWeight(owner, listener) {
    this.#weightListeners.push({ owner, listener });
  }

  /** Sets the weight, chosen in the widget `from`; every other widget that shows it follows. */
  setWeight(weight, from) {
    this.weight = weight;
    for (const { owner, listener } of this.#weightListeners) if (owner !== from) listener(weight);
  }

  /** The goal as the core reads it: a named goal, or the custom goal's text. */
  get goalSpec() {
    return this.goalChoice === 'custom' ? this.goalText.trim() : this.goalChoice;
  }

  /** Size, tiles and goal: what the core checks, and what Solve answers. */
  problemKey(tiles = this.tiles) {
    return `${this.width}x${this.height}|${tiles.join(',')}|${this.goalSpec}`;
  }

  /** The core has checked exactly the board on show against this goal. */
  get checked() {
    return this.checkedKey === this.problemKey();
  }

  /** A solution is loaded and the board is on its path (the student has not moved off it). */
  get onSolutionPath() {
    return this.solution !== null && !this.offPath;
  }

  get solved() {
    return this.goal !== null && sameTiles(this.tiles, this.goal);
  }

  /** New tiles reached by moves from the board on show: a checked board stays checked. */
  moveTo(tiles) {
    const checked = this.checked;
    this.tiles = tiles;
    if (checked) this.checkedKey = this.problemKey();
  }

  /** The board on show as rows of numbers, one line a row (the board text box's form). */
  rowsText(tiles = this.tiles) {
    const rows = [];
    for (let r = 0; r < this.height; r++) {
      rows.push(tiles.slice(r * this.width, (r + 1) * this.width).join(' '));
    }
    return rows.join('\n');
  }
}

// @ts-check
// The board on show and how it changes: moves (drag, click, keys, undo and redo), swaps in edit
// mode, a new size or goal, typed board text, Shuffle and Reset. It asks the core to check each
// new board (the check decides whether Solve may run, and the status says why not) and keeps
// the move history. Boards reached by moves from a checked board stay checked: they need no new
// check, only new facts (heuristic estimates), which are fetched for each board on show.

import {
  goalTiles,
  segmentMoves,
  sizeProblem,
  sizeText,
  slideDirection,
  swapCells,
  swapWithBlank,
  tilesToText,
} from '../common/board-model.js';
import { localeTag, t } from '../common/i18n.js';
import { playedLabel } from '../common/move-metric.js';
import { solverMessage } from '../common/solver-message.js';
import { directionLabel } from '../common/move-words.js';
import { afterNextPaint } from '../dom/after-paint.js';
import { checkMessage, resultMessage } from '../shell/status-messages.js';

const TYPING_DEBOUNCE_MS = 250;
// Input that brings a whole text at once (InputEvent.inputType): read without waiting for typing
// to pause.
const WHOLE_TEXT_INPUTS = new Set(['insertFromPaste', 'insertFromDrop', 'insertFromYank']);
const FACTS_DEBOUNCE_MS = 150;
// Status topics that no longer hold once the board moves on (StatusPanel.show()).
const STALE_TOPICS = new Set(['solution', 'solved']);

/** Whether `tiles` can slide one after another from `board` (each next to the blank in turn). */
function slidesInTurn(board, width, tiles) {
  let tilesNow = board;
  for (const tile of tiles) {
    if (!slideDirection(tilesNow, width, tile)) return false;
    tilesNow = swapWithBlank(tilesNow, tile);
  }
  return true;
}

/** `5, 6 and 7` in the language on show. */
function listOf(words) {
  return new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(words);
}

export class BoardController {
  #parts;
  /** @type {any} */
  #boardTypingTimer = null; // the pause after typing in the board text box
  /** @type {any} */
  #goalTypingTimer = null;
  /** @type {any} */
  #factsTimer = null;
  /** @type {string | null} */
  #factsKey = null; // the board, size and goal whose facts are on show
  #factsAsking = false; // a check for the facts is on its way
  #factsAgain = false; // and the board changed while it was
  // The box's text when the core last read it, and the board, size and goal it gave: leaving the
  // box with that text (to press Solve) only tidies it, with no second check of the same board.
  /** @type {string | null} */
  #readText = null;
  /** @type {string | null} */
  #readKey = null;
  #cancelTidy = () => {}; // the box's text waiting to be shown in rows

  /**
   * @param {{state: import('../state/page-state.js').PageState, client: object,
   *   boardPanel: import('../board/board-panel.js').BoardPanel,
   *   puzzlePanel: import('./puzzle-panel.js').PuzzlePanel,
   *   factsPanel: import('./facts-panel.js').FactsPanel,
   *   solvabilityPanel: import('../lab/solvability/solvability-panel.js').SolvabilityPanel,
   *   status: import('../shell/status-panel.js').StatusPanel,
   *   actions: import('../shell/actions-panel.js').ActionsPanel,
   *   playback: import('../solution/playback-controller.js').PlaybackController,
   *   solutionPanel: import('../solution/solution-panel.js').SolutionPanel,
   *   solverOptions: import('../solve/solver-options.js').SolverOptions,
   *   announce: (text: string) => void, onCellCount: (cells: number) => void,
   *   onTextInvalid: () => void}} parts
   */
  constructor(parts) {
    this.#parts = parts;
  }

  // ------------------------------------------------------------ what the board's change shows

  /** After every change of the page: the text box shows the board, unless it is being typed. */
  showText() {
    const { state, puzzlePanel } = this.#parts;
    if (!puzzlePanel.typing && state.textState === 'ok') puzzlePanel.boardText = state.rowsText();
  }

  /** Shuffle needs the solver and a board in place; tiles are locked while a search runs. */
  showControls() {
    const { state, actions, solverOptions, boardPanel } = this.#parts;
    actions.shuffle.disabled = state.searchShown || !solverOptions.ready || !state.started;
    boardPanel.showLock(state);
    boardPanel.showUndo(state);
  }

  /**
   * The facts (solvability, heuristic estimates) follow the board on show: once it is still
   * after typing, dragging or a move, and at every step while a solution plays. Not for a board
   * whose facts are already on show (the one just solved, or a check's own board).
   */
  scheduleFacts() {
    const { state, solverOptions, playback } = this.#parts;
    clearTimeout(this.#factsTimer);
    if (!solverOptions.ready) return;
    if (state.problemKey() === this.#factsKey) return;
    // Playback moves on by itself, often faster than any pause would come: each step's board is
    // asked for at once (one check at a time, see #fetchFacts).
    if (playback.playback.playing) this.#fetchFacts();
    else this.#factsTimer = setTimeout(() => this.#fetchFacts(), FACTS_DEBOUNCE_MS);
  }

  // One check in flight at most: a board shown while it is asked for is asked for when the answer
  // comes, so a fast playback never queues checks in the worker (a check is a fraction of a
  // millisecond there; here, a message and a short list redrawn).
  async #fetchFacts() {
    if (this.#factsAsking) {
      this.#factsAgain = true;
      return;
    }
    const { state, client } = this.#parts;
    const key = state.problemKey();
    this.#factsAsking = true;
    try {
      const check = await client.check(
        tilesToText(state.tiles),
        sizeText(state.width, state.height),
        state.goalSpec,
      );
      if (key === state.problemKey()) this.#showFacts(check, key);
    } catch {
      // a restart notice is already on the page
    } finally {
      this.#factsAsking = false;
    }
    if (this.#factsAgain) {
      this.#factsAgain = false;
      this.scheduleFacts();
    }
  }

  #showFacts(check, key = this.#parts.state.problemKey()) {
    const { factsPanel, solvabilityPanel, solverOptions } = this.#parts;
    this.#factsKey = check.status === 'ok' ? key : null;
    solvabilityPanel.show(check);
    factsPanel.show(check, (id) => solverOptions.heuristicLabel(id));
  }

  // ------------------------------------------------------------ a new start board

  /**
   * A new starting position: Reset comes back here, and any solution and move history are
   * dropped. The text box is rewritten unless the board came from it (the user is typing there).
   */
  setStartBoard(tiles, width, height, goal, { fromText = false, notify = true } = {}) {
    const { state, playback, boardPanel, puzzlePanel, onCellCount } = this.#parts;
    playback.pause();
    state.width = width;
    state.height = height;
    state.tiles = tiles.slice();
    state.start = tiles.slice();
    state.goal = goal ? goal.slice() : state.goal;
    state.moveCount = 0;
    state.moveDirections = [];
    state.undo = [];
    state.redo = [];
    state.checkedKey = null;
    state.epoch++;
    state.urlLive = true;
    this.clearSolution();
    if (!fromText) {
      clearTimeout(this.#boardTypingTimer);
      this.#showTextValid();
      puzzlePanel.boardText = state.rowsText();
    }
    boardPanel.view.setGoal(state.goal);
    puzzlePanel.showSize(width, height);
    onCellCount(width * height);
    puzzlePanel.fitTextRows(height);
    if (notify) state.changed({ animate: false });
  }

  /** Shows a board while the real one is not in place yet (start-up, or a URL board refused). */
  showPlaceholder(tiles, goal) {
    const { state, boardPanel, puzzlePanel } = this.#parts;
    state.tiles = tiles.slice();
    state.start = tiles.slice();
    state.goal = goal;
    boardPanel.view.setGoal(state.goal);
    puzzlePanel.showSize(state.width, state.height);
  }

  clearSolution() {
    const { state, solutionPanel, playback } = this.#parts;
    if (!state.solution && !solutionPanel.visible) return;
    state.solution = null;
    state.offPath = false;
    solutionPanel.clear();
    playback.clear();
  }

  // ------------------------------------------------------------ moves, undo, redo

  /**
   * The user slides `tile` (drag, click, hover, arrow key): a tile next to the blank slides, a
   * tile further along the blank's row or column slides with every tile between it and the blank
   * (one action: one entry in the undo history, the single-tile moves recorded in order). False
   * when it cannot slide. `hover`: the pointer asked, which never moves a board playback moves.
   */
  moveTile(tile, { hover = false } = {}) {
    const { state, playback } = this.#parts;
    if (state.solving || !state.started) return false;
    if (hover && playback.playback.playing) return false;
    const segment = segmentMoves(state.tiles, state.width, tile);
    if (segment.length === 0) return false;
    state.undo.push(segment);
    state.redo = [];
    this.#slide(segment, null);
    return true;
  }

  /**
   * Slides `tiles` one after another (each next to the blank by then), counting each as a move
   * (taking one back for undo), then shows the board once and says what moved.
   * @param {number[]} tiles @param {'undo' | 'redo' | null} via
   */
  #slide(tiles, via) {
    const { state, playback, status, announce } = this.#parts;
    const wasSolved = state.solved;
    /** @type {string[]} */
    const directions = [];
    let offPathMoves = 0;
    // A multi-tile step of an MTM solution is followed (or taken back) by sliding its segment.
    const along = state.onSolutionPath ? playback.playback.stepMatching(tiles) : 0;
    let walked = state.tiles; // the board as the segment's tiles slide, when the step follows
    for (const tile of tiles) {
      const board = along !== 0 ? walked : state.tiles;
      const direction = /** @type {string} */ (slideDirection(board, state.width, tile));
      walked = swapWithBlank(board, tile);
      directions.push(direction);
      if (via === 'undo') {
        state.moveCount--;
        state.moveDirections.pop();
      } else {
        state.moveCount++;
        state.moveDirections.push(direction);
      }
      if (along !== 0) continue;
      if (state.onSolutionPath) {
        // Moves that follow (or undo) the solution step the playback, so a student can play along.
        const { nextTile, previousTile } = playback.playback;
        if (tile === nextTile || tile === previousTile) {
          playback.pause();
          if (tile === nextTile) playback.playback.stepForward();
          else playback.playback.stepBack();
          continue;
        }
        playback.pause();
        state.offPath = true;
        playback.refresh();
      }
      state.moveTo(swapWithBlank(state.tiles, tile));
      offPathMoves++;
    }
    if (along !== 0) {
      playback.pause();
      if (along > 0) playback.playback.stepForward();
      else playback.playback.stepBack();
    }
    if (offPathMoves === 0) return;
    state.changed();
    const moves = playedLabel(state.moveDirections, state.metric);
    const direction = directionLabel(directions[0]);
    const moved =
      tiles.length === 1
        ? t('page.board.tileMoved', { tile: String(tiles[0]), direction, moves })
        : t('page.board.segmentMoved', { tiles: listOf(tiles.map(String)), direction, moves });
    const announced =
      via === 'undo'
        ? t('page.board.undone', { move: moved })
        : via === 'redo'
          ? t('page.board.redone', { move: moved })
          : moved;
    announce(announced);
    if (!wasSolved && state.solved) {
      // Said again in a new language: the count is worded inside.
      const played = state.moveDirections.slice();
      const { metric } = state;
      status.show(
        () => t('page.status.solvedIn', { moves: playedLabel(played, metric) }),
        'solved',
      );
    } else if (state.solution && state.offPath) {
      status.show(() => t('page.status.leftSolution'), 'off-path');
    } else if (wasSolved || STALE_TOPICS.has(status.topic ?? '')) {
      // what was said no longer holds for this board
      status.show(() => t('page.status.ready'), 'ready');
    }
  }

  undoMove() {
    return this.#historyMove('undo');
  }

  redoMove() {
    return this.#historyMove('redo');
  }

  // Undo slides the last action's tiles back (a whole segment is one action), last moved first;
  // redo slides the last undone action's again. If playback has moved the board since, they may
  // no longer slide: the history is left as it was, and the sentence returned says so ('' when
  // the action was taken back or made again).
  #historyMove(via) {
    const { state } = this.#parts;
    const [from, to] = via === 'undo' ? [state.undo, state.redo] : [state.redo, state.undo];
    const action = from.at(-1);
    // A search runs: nothing moves, as its disabled buttons say once the page shows it.
    if (action === undefined || state.solving || !state.started) return '';
    const tiles = via === 'undo' ? action.slice().reverse() : action.slice();
    if (!slidesInTurn(state.tiles, state.width, tiles)) {
      return t(via === 'undo' ? 'page.board.cannotUndo' : 'page.board.cannotRedo');
    }
    to.push(/** @type {number[]} */ (from.pop()));
    this.#slide(tiles, via);
    this.showControls();
    return '';
  }

  /** Back to the start (of the solution, when there is one); the move count starts again. */
  reset() {
    const { state, playback, status } = this.#parts;
    if (state.solving || !state.started) return;
    state.moveCount = 0;
    state.moveDirections = [];
    state.undo = [];
    state.redo = [];
    if (state.solution) {
      state.offPath = false;
      state.moveTo(state.solution.start.slice());
      playback.load(state.solution.start, state.solution.result);
    } else {
      state.moveTo(state.start.slice());
      state.changed({ animate: false });
    }
    playback.refresh();
    if (state.solution) {
      const { result } = state.solution;
      status.show(() => resultMessage(result), 'solution');
    } else status.show(() => t('page.status.backToStart'), 'start');
  }

  // ------------------------------------------------------------ edits, size, goal, shuffle

  /** Edit mode: two cells swapped make a new start board. */
  swapCells(cellA, cellB) {
    const { state } = this.#parts;
    if (state.solving) return;
    this.setStartBoard(swapCells(state.tiles, cellA, cellB), state.width, state.height, state.goal);
    this.checkCurrentBoard();
  }

  /** Swaps two tiles by their numbers (the solvability explainer's fix). */
  async swapTileValues(a, b) {
    const { state, status, announce } = this.#parts;
    if (state.solving) return;
    const cellA = state.tiles.indexOf(a);
    const cellB = state.tiles.indexOf(b);
    if (cellA < 0 || cellB < 0) return;
    this.setStartBoard(swapCells(state.tiles, cellA, cellB), state.width, state.height, state.goal);
    await this.checkCurrentBoard();
    announce(t('page.board.swapped', { a: String(a), b: String(b), status: status.status }));
  }

  /**
   * A size from the menu or the width and height boxes (null: text that is no size). Before
   * the module has said which sizes it takes, its check of the new board says it.
   */
  changeSize(size) {
    const { state, puzzlePanel, status, solverOptions } = this.#parts;
    if (this.#refusedWhileSolving()) return;
    const problem = solverOptions.ready ? sizeProblem(size, solverOptions.limits) : '';
    if (problem || !size) {
      const limits = solverOptions.limits;
      status.show(() => (problem ? sizeProblem(size, limits) : t('page.status.sizeWhole')));
      return;
    }
    if (state.goalChoice === 'custom') {
      // A custom goal belongs to one size; a new size starts from the standard goal.
      puzzlePanel.showGoal('blank-last');
      state.goalChoice = 'blank-last';
    }
    const goal = goalTiles(state.goalChoice, size.width, size.height);
    this.setStartBoard(goal, size.width, size.height, goal);
    this.checkCurrentBoard();
  }

  /** The goal menu changed. */
  chooseGoal() {
    const { state, puzzlePanel, boardPanel } = this.#parts;
    if (this.#refusedWhileSolving()) return;
    state.goalChoice = puzzlePanel.goalChoice;
    if (state.goalChoice === 'custom') {
      const tiles = state.goal ?? goalTiles('blank-last', state.width, state.height);
      puzzlePanel.showGoal('custom', state.rowsText(tiles));
      state.goalText = puzzlePanel.goalText;
      puzzlePanel.focusGoalText();
    } else {
      state.goal = goalTiles(state.goalChoice, state.width, state.height);
      boardPanel.view.setGoal(state.goal);
    }
    this.#goalChanged();
    this.checkCurrentBoard();
  }

  /** The custom goal's text changed: it is read once typing pauses. */
  typeGoal() {
    const { state, puzzlePanel } = this.#parts;
    if (this.#refusedWhileSolving()) return;
    state.goalText = puzzlePanel.goalText;
    clearTimeout(this.#goalTypingTimer);
    this.#goalChanged();
    this.#goalTypingTimer = setTimeout(() => this.checkCurrentBoard(), TYPING_DEBOUNCE_MS);
  }

  /** The goal changed (menu or custom text): the board must be checked again before Solve. */
  #goalChanged() {
    const { state } = this.#parts;
    state.epoch++;
    state.checkedKey = null;
    this.clearSolution();
    state.controlsChanged();
  }

  async shuffle() {
    const { state, client, puzzlePanel, status } = this.#parts;
    if (state.solving) return;
    const [seed] = crypto.getRandomValues(new Uint32Array(1));
    let random;
    try {
      random = await client.random(
        sizeText(state.width, state.height),
        state.goalSpec,
        puzzlePanel.walkLength,
        seed,
      );
    } catch {
      return;
    }
    if (random.status !== 'ok') {
      status.show(() => t('page.status.shuffleFailed', { reason: solverMessage(random) }));
      return;
    }
    this.setStartBoard(random.board, random.width, random.height, state.goal);
    this.checkCurrentBoard();
  }

  /**
   * A timed solve's scramble (web/speedsolve/): the board the core drew for the blank-last goal,
   * which every scramble is named against, so that goal is chosen with it.
   */
  loadScramble(tiles, width, height) {
    const { state, puzzlePanel } = this.#parts;
    if (state.solving) return;
    state.goalChoice = 'blank-last';
    puzzlePanel.showGoal('blank-last');
    this.setStartBoard(tiles, width, height, goalTiles('blank-last', width, height));
    this.checkCurrentBoard();
  }

  /**
   * While a search runs nothing changes the board, its size or its goal. Their controls are
   * disabled once the page shows the search (web/solve/solve-controller.js); a change made in
   * the moment before that is put back here. True when it was.
   */
  #refusedWhileSolving() {
    const { state, puzzlePanel } = this.#parts;
    if (!state.solving) return false;
    puzzlePanel.showSize(state.width, state.height);
    puzzlePanel.showGoal(
      state.goalChoice,
      state.goalChoice === 'custom' ? state.goalText : undefined,
    );
    puzzlePanel.boardText = state.rowsText();
    return true;
  }

  // ------------------------------------------------------------ the core's check

  /** Checks the board on show against the goal: the status gets the solvability reason. */
  async checkCurrentBoard() {
    const { state, client, boardPanel, status } = this.#parts;
    const serial = ++state.checkSerial;
    const epoch = state.epoch;
    const key = state.problemKey();
    let check;
    try {
      check = await client.check(
        tilesToText(state.tiles),
        sizeText(state.width, state.height),
        state.goalSpec,
      );
    } catch (error) {
      this.#showFailure(error);
      return;
    }
    if (serial !== state.checkSerial) return;
    if (check.status === 'ok' && check.goal) {
      state.goal = check.goal;
      boardPanel.view.setGoal(state.goal);
    }
    // Moves made while the check ran (same epoch) keep the board as valid as the one checked.
    if (check.status === 'ok' && epoch === state.epoch) state.checkedKey = state.problemKey();
    this.#showFacts(check, key);
    state.changed({ animate: false });
    const solved = state.solved;
    status.show(() => checkMessage(check, { solved }), 'check');
  }

  /**
   * Loads a board from text (docs/contracts.md §1 notation). Returns false, and says why in the
   * status and on the text box, when the core rejects it; the board on show is then marked as not
   * the one typed.
   */
  async loadBoardText(text, size, { fromText = false } = {}) {
    const { state, client, status } = this.#parts;
    const serial = ++state.checkSerial;
    let check;
    try {
      check = await client.check(text, size, state.goalSpec);
    } catch (error) {
      this.#showFailure(error);
      return false;
    }
    if (serial !== state.checkSerial) return false;
    if (check.status !== 'ok') {
      this.#showTextInvalid(() => checkMessage(check));
      return false;
    }
    this.#showTextValid();
    // One change for the page, once the board is checked and its facts are on show: every view
    // is redrawn once, not first for an unchecked board and again (start-up, a typed board).
    this.setStartBoard(check.board, check.width, check.height, check.goal, {
      fromText,
      notify: false,
    });
    state.checkedKey = state.problemKey();
    this.#showFacts(check);
    state.changed({ animate: false });
    const solved = state.solved;
    status.show(() => checkMessage(check, { solved }), 'check');
    return true;
  }

  /** Keeps a refused text where it can be fixed (the start-up URL's board). */
  keepRefusedText(text) {
    this.#parts.puzzlePanel.boardText = text;
  }

  #showFailure(error) {
    this.#parts.status.showFailure(error);
    this.#parts.state.controlsChanged();
  }

  // ------------------------------------------------------------ the board text box

  // Typing marks the text as unread at once, so Solve can never answer the board the text is
  // replacing; the core reads it once typing pauses. A board pasted or dropped (`inputType`,
  // the input event's) comes whole and is read at once: a student pasting boards one after
  // another does not wait for a pause in typing that never comes.
  typeBoardText(inputType = '') {
    if (this.#refusedWhileSolving()) return;
    clearTimeout(this.#boardTypingTimer);
    this.#parts.state.textState = 'pending';
    this.#parts.state.controlsChanged();
    if (WHOLE_TEXT_INPUTS.has(inputType)) this.#readBoardText();
    else this.#boardTypingTimer = setTimeout(() => this.#readBoardText(), TYPING_DEBOUNCE_MS);
  }

  /** Leaving the field shows the board in its tidy form, unless the text still needs fixing. */
  leaveBoardText() {
    if (this.#refusedWhileSolving()) return;
    clearTimeout(this.#boardTypingTimer);
    this.#readBoardText({ tidy: true });
  }

  async #readBoardText({ tidy = false } = {}) {
    const { state, puzzlePanel, status } = this.#parts;
    const text = puzzlePanel.boardText.trim();
    if (!text) {
      // An emptied box is not a board: leaving it puts the board on show back.
      if (tidy) {
        this.#showTextValid();
        puzzlePanel.boardText = state.rowsText();
        if (state.checked) status.show(() => t('page.status.ready'), 'ready');
        state.controlsChanged();
      }
      return;
    }
    const alreadyRead =
      text === this.#readText && state.textState === 'ok' && this.#readKey === state.problemKey();
    let ok = true;
    if (alreadyRead || (text === state.rowsText() && state.textState !== 'invalid')) {
      // The board on show, retyped, left unchanged or read already: only a box marked as being
      // typed has something to show again (leaving the box to press Solve changes nothing).
      if (state.textState !== 'ok') {
        this.#showTextValid();
        state.controlsChanged();
      }
    } else {
      ok = await this.loadBoardText(text, this.#sizeHintFor(text), { fromText: !tidy });
      if (ok) [this.#readText, this.#readKey] = [text, state.problemKey()];
    }
    if (ok && tidy) this.#tidyTextSoon();
  }

  // The box shows the board in rows once it is left, after the next frame: a new value is laid
  // out again, and in the mousedown that leaves the box (to press Solve) that layout came
  // before the click.
  #tidyTextSoon() {
    const { state, puzzlePanel } = this.#parts;
    this.#cancelTidy();
    this.#cancelTidy = afterNextPaint(() => {
      if (!puzzlePanel.typing && state.textState === 'ok') puzzlePanel.boardText = state.rowsText();
    });
  }

  /**
   * The text box holds a board the core rejected: say why there, and keep Solve off.
   * @param {() => string} message
   */
  #showTextInvalid(message) {
    const { state, puzzlePanel, boardPanel, factsPanel, status, onTextInvalid } = this.#parts;
    state.textState = 'invalid';
    puzzlePanel.showTextInvalid(message);
    boardPanel.view.setStale(true);
    factsPanel.hide();
    this.#factsKey = null;
    status.show(() => t('page.status.fixText', { problem: message() }), 'invalid-text');
    state.controlsChanged();
    onTextInvalid();
  }

  #showTextValid() {
    this.#parts.state.textState = 'ok';
    this.#parts.puzzlePanel.showTextValid();
    this.#parts.boardPanel.view.setStale(false);
  }

  // A size is passed only when the text is a flat list of exactly W·H tiles for a board that
  // cannot be inferred (not square); otherwise the core infers it from the count or the rows.
  #sizeHintFor(text) {
    const { width, height } = this.#parts.state;
    if (width === height || /[\n/;\]]/.test(text.trim())) return '';
    const count = text.split(/[\s,]+/).filter(Boolean).length;
    return count === width * height ? sizeText(width, height) : '';
  }
}

// @ts-check
// Hints for a player who plays the board by hand: how far the board on show is from the goal,
// and on Hint the next move of a shortest way, marked on the board and said in words.
//
// Both come from one optimal search of the board on show in the worker (client.hint, see
// web/worker/hint-request.js), asked for after every change of the board. What keeps the answer
// honest:
// - It always describes the board on show: a new board drops the answer on show at once, cancels
//   the search under way, and an answer that comes back for an older board is thrown away (the
//   problem key and a serial number say which board and which search it was).
// - A shortest solution on show (Solve's, when optimal) already gives the distance of every board
//   on its path, playback included, without asking the worker.
// - It is the true distance only when the search proved it; when the search ran out of its time
//   budget (a 15-puzzle without its pattern databases, any larger board far from the goal) the
//   page says "at least N", N being a bound the search proved.
// - It never gets in the way of a Solve or a lab run: hints run only while the job gate is free
//   (web/state/job-gate.js); a job that takes the gate cancels the hint search under way, and it
//   starts again once the gate is free. A hint never touches the solution card or playback; a
//   hint played by a second press is an ordinary move (BoardController.moveTile).
// - The distance of a board no longer on show (the board a player started from, for "the shortest
//   is M" at the goal, web/play/play-session.js) comes from the same searches: answered from the
//   boards measured lately, or measured in the same slot once the board on show has its answer.
// - A bound is the best the page knows for the board (web/board/board-bounds.js): the Solution
//   card shows the same one for the board solved.
// - While the page counts in MTM (the Count moves preference) on a board the core solves in MTM
//   (up to 16 cells), the search counts multi-tile moves: the distance is the core's MTM optimum
//   and the hint a whole multi-tile move (every tile of its segment marked; played at once, it
//   is one MTM move). The metric is part of the answer's key, so switching the preference asks
//   again, and MTM bounds are kept apart from STM ones. On larger boards the figures stay STM
//   and the line says why.

import { sameTiles, sizeText, swapWithBlank, tilesToText } from '../common/board-model.js';
import { localeTag, t } from '../common/i18n.js';
import { solverMessage } from '../common/solver-message.js';
import { failureSentence } from '../solver/failure-sentence.js';
import { directionLabel, movesLabel } from '../common/move-words.js';
import {
  answerKey,
  coreMetric,
  coreMovesLabel,
  mtmOutOfReach,
  stepSizes,
} from '../common/move-metric.js';

// The 8-puzzle is always answered (A* takes ~20 ms on the hardest); larger boards get a moment,
// enough for a 15-puzzle with its pattern databases or any board near its goal.
const SMALL_BOARD_CELLS = 9;
const SMALL_BOARD_BUDGET_MS = 10_000;
const LARGE_BOARD_BUDGET_MS = 600;

const KNOWN_BOARDS = 16; // answers kept for boards no longer on show (distanceOf)

const budgetFor = (cells) =>
  cells <= SMALL_BOARD_CELLS ? SMALL_BOARD_BUDGET_MS : LARGE_BOARD_BUDGET_MS;

export class HintController {
  #parts;
  /** @type {string | null} */
  #key = null; // the problem (size, tiles, goal) on show, when it is ready for a hint
  /** @type {import('../wasm/npuzzle.mjs').SolveResult | null} */
  #answer = null; // the worker's answer for #key
  #serial = 0; // bumped by each search, so a superseded search's answer is recognised
  #searching = false;
  #wanted = false; // Hint was pressed before the answer came
  #hintShown = false; // the hint for #key is on show: a second press plays it
  #known = new Map(); // problem key -> answer, for the last boards measured (newest last)
  #asked = new Map(); // problem key -> {spec, resolvers}: distanceOf() calls still waiting
  /** @type {string | null} */
  #asking = null; // the key distanceOf() is measuring now, if any
  /** @type {import('../common/move-metric.js').Metric} */
  #metric = 'stm'; // the metric of #key's answer (coreMetric of the page's and the board's)

  /**
   * @param {{state: import('../state/page-state.js').PageState, client: object,
   *   gate: import('../state/job-gate.js').JobGate, panel: import('./hint-panel.js').HintPanel,
   *   boardView: import('../board/board-view.js').BoardView,
   *   solverOptions: import('../solve/solver-options.js').SolverOptions,
   *   bounds: import('../board/board-bounds.js').BoardBounds,
   *   isPlaying: () => boolean, moveTile: (tile: number) => boolean,
   *   announce: (text: string) => void}} parts
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /** After any change of the board, the page or the job gate: brings the coach line up to date. */
  refresh() {
    const { state, gate, panel, isPlaying } = this.#parts;
    // The answer belongs to the problem (size, tiles, goal), not to the moment: a board read
    // again from its text, or checked again, is the same problem and keeps its answer.
    const complete = state.started && state.tiles.length === state.width * state.height;
    const metric = this.metric;
    const key = complete ? answerKey(state.problemKey(), metric) : null;
    if (key !== this.#key) this.#newBoard(key, metric);
    this.#showButton();
    panel.hidden = !state.started;
    this.#measureAsked();
    // A proven distance is all there is to know; a bound may give way to a solution's answer.
    if (this.#answer?.status === 'solved' && this.#answer.optimal) return;
    const known = this.#ready ? this.#fromSolution() : null;
    if (known) {
      this.#stop();
      if (this.#answer) panel.showHint(''); // what it said about the bound no longer holds
      this.#accept(known);
      return;
    }
    if (this.#answer) return;
    if (!this.#ready) {
      panel.showDistance(() => t('page.hint.distanceUnchecked'), 'pending');
    } else if (gate.busy) {
      this.#stop();
      panel.showDistance(() => t('page.hint.distanceWaits'), 'working');
    } else if (isPlaying()) {
      panel.showDistance(() => t('page.hint.distanceAfterPlayback'), 'working');
    } else if (!this.#searching) {
      this.#search(key);
    }
  }

  /**
   * The distance of a board that may no longer be on show: resolves with the answer a hint search
   * gives (statuses as client.hint's), from the boards measured lately or, when the slot is free,
   * measured now with the same budget. Never in the way of the board on show's own search.
   * `metric` 'mtm' measures in multi-tile moves (a board of up to 16 cells); `key` is then the
   * answerKey() of its problem key in that metric.
   * @param {{tiles: number[], width: number, height: number, goalSpec: string, key: string,
   *   metric?: import('../common/move-metric.js').Metric}} board
   * @returns {Promise<object>}
   */
  distanceOf(board) {
    const known = this.#known.get(board.key);
    if (known) return Promise.resolve(known);
    return new Promise((resolve) => {
      const asked = this.#asked.get(board.key);
      if (asked) asked.resolvers.push(resolve);
      else {
        const spec = {
          board: tilesToText(board.tiles),
          size: sizeText(board.width, board.height),
          goal: board.goalSpec,
          budgetMs: budgetFor(board.width * board.height),
          ...(board.metric === 'mtm' && { metric: /** @type {const} */ ('mtm') }),
        };
        this.#asked.set(board.key, { spec, resolvers: [resolve] });
      }
      this.#measureAsked();
    });
  }

  // An answer for a board, from whichever search found it: kept a while, and given to those
  // who asked for it.
  #remember(key, answer) {
    if (key === null || answer.status === 'cancelled') return;
    if (answer.status === 'solved' || answer.status === 'limit') {
      this.#parts.bounds.offer(key, answer.lowerBound);
    }
    this.#known.delete(key);
    this.#known.set(key, answer);
    while (this.#known.size > KNOWN_BOARDS) this.#known.delete(this.#known.keys().next().value);
    const asked = this.#asked.get(key);
    if (!asked) return;
    this.#asked.delete(key);
    for (const resolve of asked.resolvers) resolve(answer);
  }

  // Measures one board asked for by distanceOf(), when the slot is free: the board on show has its
  // answer (or is being asked for), no job holds the gate, no playback runs.
  async #measureAsked() {
    const { client, gate, isPlaying } = this.#parts;
    if (gate.busy && this.#asking !== null) client.cancelHint(); // it is asked again once free
    if (this.#asking !== null || this.#searching || gate.busy || isPlaying()) return;
    if (this.#key !== null && !this.#answer && this.#ready) return; // the board on show first
    const [key, asked] = this.#asked.entries().next().value ?? [];
    if (!asked) return;
    const known = this.#known.get(key);
    if (known) {
      this.#remember(key, known);
      return;
    }
    this.#asking = key;
    let answer;
    try {
      answer = await client.hint(asked.spec);
    } catch (error) {
      answer = { status: 'error', error: error.message, failure: error.reason };
    }
    this.#asking = null;
    // Cancelled (the board on show needed the slot, or a job took the gate): asked again later.
    if (answer.status !== 'cancelled') this.#remember(key, answer);
    this.#measureAsked();
  }

  /**
   * Hint (the button or H): shows the next move of a shortest way; pressed again while that hint
   * is on show, plays it. Returns what to announce ('' when nothing, or when said later).
   */
  hint() {
    const { gate, panel, moveTile } = this.#parts;
    if (!this.#ready) return t('page.hint.notChecked');
    if (gate.busy) return t('page.hint.waits');
    this.refresh();
    const answer = this.#answer;
    if (this.#hintShown && answer?.status === 'solved' && (answer.length ?? 0) > 0) {
      // The farthest tile of the first move: the page slides the whole segment up to it (one
      // tile in STM).
      const first = firstMove(answer);
      if (first) moveTile(first.tiles[first.tiles.length - 1]);
      return '';
    }
    if (!answer) {
      this.#wanted = true;
      panel.showHint(() => t('page.hint.finding'));
      return '';
    }
    return this.#showHint(answer);
  }

  /** Another search proved a greater bound for the board `key`: a bound on show for it rises. */
  boundRaised(key) {
    const answer = this.#answer;
    if (key !== this.#key || !answer || (answer.status === 'solved' && answer.optimal)) return;
    if (answer.status === 'solved' || answer.status === 'limit') this.#showDistance(answer);
  }

  /** The metric the core counts in for the board on show (MTM only where it solves MTM). */
  get metric() {
    const { state } = this.#parts;
    return coreMetric(state.metric, state.width * state.height);
  }

  /** The board on show can be asked about: complete, valid, and checked by the core. */
  get #ready() {
    const { state, solverOptions } = this.#parts;
    return (
      solverOptions.ready &&
      state.started &&
      state.textState === 'ok' &&
      state.tiles.length === state.width * state.height &&
      state.checked
    );
  }

  #showButton() {
    const { gate, panel } = this.#parts;
    if (!this.#ready) panel.enable(false, () => t('page.hint.needsCheck'));
    else if (gate.busy) panel.enable(false, () => t('page.hint.busy'));
    else panel.enable(true);
  }

  // A different board (or none): nothing said about the last one may stay on show.
  #newBoard(key, metric) {
    const { panel, boardView } = this.#parts;
    this.#stop();
    this.#key = key;
    this.#metric = metric;
    this.#answer = null;
    this.#wanted = false;
    this.#hintShown = false;
    boardView.setHint(null);
    panel.showHint('');
    if (key !== null) panel.showDistance(() => t('page.hint.measuring'), 'working');
  }

  // Cancels the search under way; its answer, when it comes, is for nobody.
  #stop() {
    if (!this.#searching) return;
    this.#searching = false;
    this.#serial++;
    this.#parts.client.cancelHint();
  }

  async #search(key) {
    const { state, client } = this.#parts;
    const serial = ++this.#serial;
    this.#searching = true;
    const cells = state.width * state.height;
    let answer;
    try {
      answer = await client.hint({
        board: tilesToText(state.tiles),
        size: sizeText(state.width, state.height),
        goal: state.goalSpec,
        budgetMs: budgetFor(cells),
        ...(this.#metric === 'mtm' && { metric: /** @type {const} */ ('mtm') }),
      });
    } catch (error) {
      // The client has put its sentence on the page (the solver stopped); say it here too.
      answer = { status: 'error', error: error.message, failure: error.reason };
    }
    if (serial !== this.#serial || key !== this.#key) return;
    this.#searching = false;
    if (answer.status !== 'cancelled') this.#accept(answer);
    this.#measureAsked();
  }

  /** The answer for the board on show: shown, and the hint asked for meanwhile given. */
  #accept(answer) {
    this.#answer = answer;
    this.#remember(this.#key, answer);
    this.#showDistance(answer);
    if (this.#wanted) {
      this.#wanted = false;
      this.#parts.announce(this.#showHint(answer));
    }
  }

  /**
   * The answer a shortest solution on show gives for the board on show, if that board is on its
   * path: the rest of a shortest path is a shortest path. Found by replaying the solution, so it
   * holds only for a board that really is on it, whatever playback or the player did. Only a
   * solution counted in the metric of the distance asked for, read at the ends of its moves (an
   * MTM solution's segments).
   */
  #fromSolution() {
    const { state } = this.#parts;
    const solved = state.solution?.result;
    if (solved?.status !== 'solved' || !solved.optimal || !solved.moves || !solved.goal) {
      return null;
    }
    if ((solved.metric ?? 'stm') !== this.#metric) return null;
    const sizes = stepSizes(solved);
    if (!sizes) return null;
    if (solved.width !== state.width || solved.height !== state.height) return null;
    if (!state.goal || !sameTiles(solved.goal, state.goal)) return null;
    let tiles = /** @type {NonNullable<typeof state.solution>} */ (state.solution).start.slice();
    let single = 0; // single moves made so far
    for (let step = 0; step <= sizes.length; step++) {
      if (sameTiles(tiles, state.tiles)) {
        const length = sizes.length - step;
        return {
          status: 'solved',
          metric: this.#metric,
          optimal: true,
          length,
          lowerBound: length,
          moves: solved.moves.slice(single),
          directions: /** @type {NonNullable<typeof solved.directions>} */ (
            solved.directions
          ).slice(single),
          ...(this.#metric === 'mtm' && { segments: sizes.slice(step) }),
        };
      }
      for (let i = 0; step < sizes.length && i < sizes[step]; i++) {
        tiles = swapWithBlank(tiles, solved.moves[single++]);
      }
    }
    return null;
  }

  #showDistance(answer) {
    const { panel } = this.#parts;
    if (answer.status === 'solved' && answer.optimal) {
      const { length } = answer;
      const key = length === 0 ? 'page.hint.distanceSolved' : 'page.hint.distanceShortest';
      // The figure says its metric whenever the page counts in MTM (STM where the core has no
      // MTM search for the board, with the reason beside it).
      panel.showDistance(
        () => ({ figure: this.#movesLabel(length), key, ...this.#note() }),
        'exact',
      );
    } else if (answer.status === 'solved' || answer.status === 'limit') {
      const bound = this.#parts.bounds.best(this.#key, answer.lowerBound);
      panel.showDistance(
        () => ({
          figure: t('page.hint.atLeast', { moves: this.#movesLabel(bound) }),
          key: 'page.hint.distanceBound',
          ...this.#note(),
        }),
        'bound',
      );
    } else if (answer.status === 'unsolvable') {
      panel.showDistance(() => t('page.hint.distanceUnsolvable'), 'unsolvable');
    } else {
      panel.showDistance(() => t('page.hint.noDistance', { reason: noAnswer(answer) }), 'idle');
    }
  }

  /** A length of the answer for #key, in words: in its metric, said as the page counts. */
  #movesLabel(count) {
    return coreMovesLabel(count, this.#metric, this.#parts.state.metric);
  }

  /** Counting in MTM on a board too large for it: the sentence that says why figures are STM. */
  #note() {
    const counting = this.#parts.state.metric;
    return counting === 'mtm' && this.#metric === 'stm' ? { note: mtmOutOfReach() } : {};
  }

  /** Shows (and returns, to be announced) the hint the answer gives. */
  #showHint(answer) {
    const { state, panel, boardView } = this.#parts;
    /** @type {() => string} */
    let words;
    if (answer.status === 'solved' && answer.optimal && answer.length === 0) {
      words = () => t('page.hint.solved');
    } else if (answer.status === 'solved' && answer.optimal && firstMove(answer)) {
      const { tiles, direction } = /** @type {{tiles: number[], direction: string}} */ (
        firstMove(answer)
      );
      boardView.setHint(tiles, direction);
      this.#hintShown = true;
      words = () =>
        tiles.length === 1 && answer.metric !== 'mtm'
          ? t('page.hint.slide', { tile: String(tiles[0]), direction: directionLabel(direction) })
          : t('page.hint.slideLine', {
              tiles: tilesList(tiles),
              direction: directionLabel(direction),
            });
    } else if (answer.status === 'solved' || answer.status === 'limit') {
      // The databases speed up STM hints only: the MTM search has its own heuristic.
      const databasesHelp = state.width === 4 && state.height === 4 && this.#metric === 'stm';
      const key = databasesHelp ? 'page.hint.tooFarDatabases' : 'page.hint.tooFar';
      const bound = this.#parts.bounds.best(this.#key, answer.lowerBound);
      words = () =>
        t(key, { moves: this.#metric === 'mtm' ? this.#movesLabel(bound) : movesLabel(bound) });
    } else if (answer.status === 'unsolvable') {
      words = () => t('page.hint.unsolvable');
    } else {
      words = () => t('page.hint.noHint', { reason: noAnswer(answer) });
    }
    panel.showHint(words);
    return words();
  }
}

/**
 * The first move of an answer's shortest way: its tiles (nearest the blank first) and the way they
 * slide; in MTM the whole first segment. Null when the answer has no move or its segments are off.
 * @returns {{tiles: number[], direction: string} | null}
 */
function firstMove(answer) {
  const sizes = stepSizes(answer);
  if (!sizes || sizes.length === 0 || !answer.directions) return null;
  return { tiles: answer.moves.slice(0, sizes[0]), direction: answer.directions[0] };
}

/** `5, 6 and 7` in the language on show. */
function tilesList(tiles) {
  return new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(tiles.map(String));
}

// Why a hint search gave no answer, in the language on show: the solver's failure by its reason
// code, the core's error by its id.
function noAnswer(answer) {
  if (typeof answer.failure === 'string') return failureSentence(answer.failure);
  return answer.error ? solverMessage(answer) : t('page.hint.noAnswer');
}

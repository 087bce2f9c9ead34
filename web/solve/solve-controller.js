// @ts-check
// Solve and Cancel: runs the solver on exactly the board on show (only once the core has
// checked it), shows progress, then the result; a solution becomes the start of playback.
// While a search runs, nothing changes the board: the controllers refuse it (state.solving), and
// once it has run for SEARCH_SHOWN_AFTER_MS everything that would change the board is disabled,
// Cancel is offered and the progress figures show (state.searchShown). Solve waits while the
// worker runs a lab job (one long job at a time: `gate`).
// While the page counts in MTM (the Count moves preference) Solve asks the core for an MTM-optimal
// solution where it has one: boards of up to 16 cells, the Algorithm Auto or IDA* (its own
// heuristic then); otherwise it solves in STM as before and says why in the notice line.

import { sizeText, tilesToText } from '../common/board-model.js';
import { t } from '../common/i18n.js';
import { absent } from '../dom/not-applicable.js';
import { markAnswerShown } from './answer-mark.js';
import { buildingInsteadNote, databaseNote } from './database-notes.js';
import { focusedElement, keepFocus } from '../dom/focus-keeper.js';
import { liveAttribute } from '../dom/live-text.js';
import { answerKey, coreMetric, mtmOutOfReach } from '../common/move-metric.js';
import { depthLimitAdvice, limitAdvice, resultMessage } from '../shell/status-messages.js';

// How long a search runs before the page shows it under way. Most answers come sooner (Korf's
// 15-puzzles: half within 15 ms): controls greyed and a panel opened for a frame or two, then
// put back, tell the user nothing, and restyling, laying out and painting them twice over was
// the main thread's largest work around a solve, in the way of the answer and its frame.
const SEARCH_SHOWN_AFTER_MS = 100;
// The algorithms the core solves MTM with (docs/contracts.md §3, --metric).
const MTM_ALGORITHMS = ['auto', 'idastar'];
const MTM_QUICK_CELLS = 9; // every 8-puzzle is solved in MTM in milliseconds

export class SolveController {
  #parts;

  /**
   * @param {{state: import('../state/page-state.js').PageState, client: object,
   *   gate: import('../state/job-gate.js').JobGate, actions: import('../shell/actions-panel.js').ActionsPanel,
   *   status: import('../shell/status-panel.js').StatusPanel,
   *   playback: import('../solution/playback-controller.js').PlaybackController,
   *   playbackBar: import('../solution/playback-bar.js').PlaybackBar,
   *   solutionPanel: import('../solution/solution-panel.js').SolutionPanel,
   *   bounds: import('../board/board-bounds.js').BoardBounds,
   *   solverOptions: import('./solver-options.js').SolverOptions,
   *   labels: {algorithm: (id: string) => string, heuristic: (id: string) => string},
   *   announce: (text: string) => void, busyControls: Array<HTMLElement & {disabled: boolean}>}} parts
   *   `busyControls` are the controls that change the board, disabled while a search runs
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /**
   * Solve may run: the board on show is complete, the core has checked exactly this board
   * against this goal, and the text box does not hold another (unread or invalid) board.
   */
  get problemReady() {
    const { state, solverOptions } = this.#parts;
    return (
      solverOptions.ready &&
      solverOptions.valid &&
      state.started &&
      state.textState === 'ok' &&
      state.tiles.length === state.width * state.height &&
      state.checked
    );
  }

  /** Solve is enabled when the problem is ready and no other job holds the worker. */
  refreshButton() {
    const { state, gate, actions } = this.#parts;
    const elsewhere = gate.busy && gate.owner !== 'solve';
    actions.solve.disabled = state.searchShown || !this.problemReady || elsewhere;
    liveAttribute(actions.solve, 'title', elsewhere ? () => t('page.solve.labBusy') : '');
  }

  cancel() {
    this.#parts.client.cancel();
  }

  async solve() {
    const { state, client, gate, status, playback, solverOptions, announce, labels, bounds } =
      this.#parts;
    if (state.solving || !this.problemReady || !gate.claim('solve')) return;
    playback.pause();
    // From here until the answer, nothing may change the board: the controllers refuse it.
    state.solving = true;
    const options = solverOptions.value;
    const start = state.tiles.slice();
    const { metric, metricNote } = this.#metricFor(options);
    const shown = this.#searchShownSoon();
    let fallbackSaid = false;
    let shortening = false;
    const key = answerKey(state.problemKey(start), metric); // the board's bounds, while it thinks
    // The request goes to the worker first, so the search runs while this thread redraws. (The
    // gate's claim went first: it cancels a hint search under way, which the worker then ends
    // before it starts the solve.)
    const answer = client.solve(
      {
        board: tilesToText(start),
        size: sizeText(state.width, state.height),
        goal: state.goalSpec,
        algorithm: options.algorithm,
        heuristic: options.heuristic,
        weight: options.weight,
        maxMemoryMB: options.maxMemoryMB,
        ...(options.usesDepthLimit && { depthLimit: options.depthLimit }),
        ...(options.thinkSeconds !== null && { thinkSeconds: options.thinkSeconds }),
        // MTM has its own heuristic in the core: the heuristic chosen is for STM searches.
        ...(metric === 'mtm' && { metric, heuristic: 'auto' }),
      },
      (progress) => {
        // Pattern databases take a while to arrive: the search shows at once, with their bar.
        if (progress.phase === 'database') shown.now();
        // Auto has an answer and shortens it: its bound is the board's (one bound on show, the
        // best any search proved: the distance line's too), Cancel now keeps the answer, and
        // the status says so.
        if (typeof progress.bestLength === 'number') {
          bounds.offer(key, progress.lowerBound);
          status.showProgress(
            { ...progress, lowerBound: bounds.best(key, progress.lowerBound) },
            labels.algorithm,
          );
          if (!shortening) status.show(() => t('page.status.shortening'), 'solving');
          shortening = true;
        } else status.showProgress(progress, labels.algorithm);
        // Their download failed, so they are built: say why, once, while the build runs.
        if (progress.phase === 'database' && progress.fallback && !fallbackSaid) {
          fallbackSaid = true;
          const { fallback } = progress;
          status.showNotice(() => buildingInsteadNote(fallback), { tone: 'info' });
        }
      },
    );
    status.show(() => t('page.status.solving'), 'solving');
    // An MTM search of a 15-puzzle far from its goal can take minutes (docs/contracts.md §3):
    // said while it runs, with the ways out.
    const slowMtm = metric === 'mtm' && state.width * state.height > MTM_QUICK_CELLS;
    status.showNotice(slowMtm ? () => t('page.metric.solveSlow') : '', { tone: 'info' });
    status.showProgress({ expanded: 0, frontier: 0, fBound: 0, bytes: 0, ms: 0 });
    let result;
    try {
      result = await answer;
    } catch (error) {
      shown.cancel();
      gate.release('solve');
      this.#endSearch();
      status.showFailure(error);
      state.controlsChanged();
      return;
    }
    shown.cancel();
    this.#endSearch();
    this.#showResult(result, start, options, metricNote);
    // The worker is free once the solution is in place: the hints then take the distance from it
    // instead of starting a search of the same board (cancelled again at once).
    gate.release('solve');
    announce(status.status);
  }

  /**
   * Shows the search under way after SEARCH_SHOWN_AFTER_MS, unless cancelled by its answer.
   * @returns {{now: () => void, cancel: () => void}}
   */
  #searchShownSoon() {
    const show = () => {
      clearTimeout(timer);
      if (this.#parts.state.solving && !this.#parts.state.searchShown) this.#showSearch(true);
    };
    const timer = setTimeout(show, SEARCH_SHOWN_AFTER_MS);
    return { now: show, cancel: () => clearTimeout(timer) };
  }

  /** The search is over: the page takes moves again, and shows so if it showed the search. */
  #endSearch() {
    const { state, actions, playbackBar } = this.#parts;
    state.solving = false;
    if (state.searchShown) {
      this.#showSearch(false);
      return;
    }
    // Focus left on Solve moves on to Play, as from Cancel once the search has shown.
    const focused = focusedElement();
    keepFocus(focused, [playbackBar.play, actions.solve, actions.shuffle], {
      moveOn: focused === actions.solve,
    });
  }

  /** Shows the search under way (controls disabled, Cancel, progress figures), or its end. */
  #showSearch(shown) {
    const { state, status, actions, playback, playbackBar, busyControls } = this.#parts;
    const focused = focusedElement();
    state.searchShown = shown;
    state.controlsChanged();
    actions.cancel.disabled = !shown;
    for (const control of [actions.reset, ...busyControls]) control.disabled = shown;
    playback.refresh();
    if (shown) status.progressShown = true;
    // Solve disables itself while the search shows: Cancel takes the focus. With the answer in,
    // focus on Solve or Cancel moves on to Play (the solution's next step), else stays on or
    // returns to Solve. Either way, before the next frame: a quick answer can come before it,
    // and the outcome must not depend on which comes first.
    const searchControl = focused === actions.solve || focused === actions.cancel;
    keepFocus(
      focused,
      shown ? [actions.cancel] : [playbackBar.play, actions.solve, actions.shuffle],
      { moveOn: !shown && searchControl },
    );
  }

  /**
   * The metric Solve asks the core for, and the sentence that says why it is STM while the page
   * counts in MTM (null when nothing needs saying).
   * @param {{algorithm: string}} options
   * @returns {{metric: 'stm' | 'mtm', metricNote: (() => string) | null}}
   */
  #metricFor(options) {
    const { state, labels } = this.#parts;
    if (state.metric !== 'mtm') return { metric: 'stm', metricNote: null };
    if (coreMetric(state.metric, state.width * state.height) === 'stm') {
      return { metric: 'stm', metricNote: mtmOutOfReach };
    }
    if (!MTM_ALGORITHMS.includes(options.algorithm)) {
      const algorithm = options.algorithm;
      return {
        metric: 'stm',
        metricNote: () => t('page.metric.solveStm', { algorithm: labels.algorithm(algorithm) }),
      };
    }
    return { metric: 'mtm', metricNote: null };
  }

  /** @param {(() => string) | null} [metricNote] why STM while the page counts in MTM */
  #showResult(result, start, options, metricNote = null) {
    const { state, status, bounds } = this.#parts;
    const key = answerKey(state.problemKey(start), result.metric ?? 'stm');
    if (result.status === 'solved' || result.status === 'limit')
      bounds.offer(key, result.lowerBound);
    // A cancelled search keeps its last progress on show; the others report their final figures.
    if (result.stats && result.status !== 'cancelled') {
      status.showProgress({
        expanded: result.stats.expanded,
        frontier: result.stats.maxFrontier ?? Number.NaN,
        fBound: result.lowerBound ?? Number.NaN,
        bytes: result.stats.peakBytes,
        ms: result.stats.ms,
        // The largest frontier stands in the frontier's place: absent where it is.
        notApplicable: absent(result.stats, 'maxFrontier') ? ['frontier'] : [],
      });
    }
    status.endProgress();
    status.show(
      () => resultMessage(result, options),
      result.status === 'solved' ? 'solution' : 'result',
    );
    markAnswerShown(result);
    if (result.status === 'limit') {
      status.showNotice(result.errorId === 'depth-limit-cut' ? depthLimitAdvice : limitAdvice);
    } else if (result.databases) {
      status.showNotice(() => databaseNote(result.databases), { tone: 'info' });
    } else if (metricNote) {
      status.showNotice(metricNote, { tone: 'info' });
    } else status.showNotice('');
    if (result.status !== 'solved') {
      status.progressShown = result.status === 'cancelled' || result.status === 'limit';
      return;
    }
    status.progressShown = false;
    this.#load(result, start);
  }

  /**
   * Loads moves the page did not search for (the lab's Check an answer: a student's, up to the
   * first that is not legal) for playback from `start`, as a search's answer is loaded, and shows
   * the board after `position` of them; the status line says `words`. False, and nothing
   * changes, while a search holds the board.
   * @param {import('../wasm/npuzzle.mjs').SolveResult} result
   * @param {number[]} start
   * @param {import('../dom/live-text.js').LiveText} words
   * @param {number} [position]
   */
  loadSolution(result, start, words, position = 0) {
    const { state, status, playback } = this.#parts;
    if (state.solving) return false;
    playback.pause();
    status.show(words, 'result');
    status.showNotice('');
    status.progressShown = false;
    this.#load(result, start);
    if (position > 0) playback.seek(position);
    return true;
  }

  /**
   * Another search about the board on show (every optimal solution: optimal-solutions.js), run
   * as Solve's is: the board held, progress in the status panel, Cancel offered after a moment.
   * Resolves with the answer, or null when it could not run (a job holds the worker; the worker
   * failed: the status panel says so). `words` is the status line meanwhile.
   * @param {import('../protocol/protocol.js').SolveSpec} spec
   * @param {import('../dom/live-text.js').LiveText} words
   * @returns {Promise<import('../protocol/protocol.js').SolveAnswer | null>}
   */
  async runSearch(spec, words) {
    const { state, client, gate, status, playback, labels } = this.#parts;
    if (state.solving || !this.problemReady || !gate.claim('solve')) return null;
    playback.pause();
    state.solving = true;
    const shown = this.#searchShownSoon();
    const answer = client.solve(spec, (progress) => {
      if (progress.phase === 'database') shown.now();
      status.showProgress(progress, labels.algorithm);
    });
    status.show(words, 'solving');
    status.showNotice('');
    status.showProgress({ expanded: 0, frontier: 0, fBound: 0, bytes: 0, ms: 0 });
    try {
      return await answer;
    } catch (error) {
      status.showFailure(error);
      return null;
    } finally {
      shown.cancel();
      this.#endSearch();
      status.endProgress();
      gate.release('solve');
      state.controlsChanged();
    }
  }

  /** A path from `start` becomes the solution on show: its card, its playback. */
  #load(result, start) {
    const { state, playback, solutionPanel, bounds, labels } = this.#parts;
    const key = answerKey(state.problemKey(start), result.metric ?? 'stm');
    // The solved-from board becomes the start, so Reset and the scrubber share position 0.
    state.start = start.slice();
    state.moveTo(start.slice());
    state.offPath = false;
    state.solution = { result, start: start.slice() };
    solutionPanel.show(result, labels, { start, width: state.width, height: state.height });
    solutionPanel.showLowerBound(bounds.best(key, result.lowerBound));
    playback.load(start, result);
  }
}

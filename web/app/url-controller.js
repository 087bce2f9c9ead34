// Keeps the address bar in step with the page (docs/contracts.md §4): the board on show, every
// setting, the solution step with its start, and the lab panel in use, so a copied URL reproduces
// what is on screen. Rewrites are throttled: browsers throttle replaceState called on every
// playback frame. They also wait for the page to be idle: a rewrite (with the share panel and
// what the page remembers, which follow it) took 1-3 ms of the main thread, and a typed board's
// came just as Solve was enabled, in the way of its press. The same query, with `embed`, makes
// the share panel's links and embed codes.

import { writeUrlState } from '../state/url-state.js';
import { onIdle } from '../shell/on-idle.js';

const SYNC_INTERVAL_MS = 300;
const IDLE_WAIT_MS = 1000; // the longest a rewrite waits for an idle moment

export class UrlController {
  #parts;
  #timer = null;
  #due = 0;

  /**
   * @param {{state: import('../state/page-state.js').PageState,
   *   solverOptions: import('../solve/solver-options.js').SolverOptions,
   *   playback: import('../solution/playback-controller.js').PlaybackController,
   *   lab: import('../lab/lab-controller.js').LabController, defaultSpeed: number,
   *   onWritten: () => void}} parts
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /** The page changed: the URL follows (at most every SYNC_INTERVAL_MS). */
  sync() {
    const { state, solverOptions } = this.#parts;
    if (!state.urlLive || !solverOptions.ready) return;
    const wait = Math.max(0, this.#due - performance.now());
    if (this.#timer !== null) return;
    this.#timer = setTimeout(() => onIdle(() => this.#write(), IDLE_WAIT_MS), wait);
  }

  #write() {
    this.#timer = null;
    this.#due = performance.now() + SYNC_INTERVAL_MS;
    const search = this.query({ embed: this.#parts.state.embed, lab: this.#parts.lab.liveLab });
    if (search !== location.search) history.replaceState(history.state, '', search + location.hash);
    this.#parts.onWritten();
  }

  /**
   * The query that reproduces the page: the board on show and every setting, the solution step
   * (and its start board), and `lab` (a panel id, or null to leave the lab out).
   */
  query({ embed, lab }) {
    const { state, solverOptions, playback, defaultSpeed } = this.#parts;
    const labPanels = this.#parts.lab;
    const options = solverOptions.value;
    const goal = state.goalChoice === 'custom' ? state.goal : state.goalChoice;
    const onPath = state.onSolutionPath;
    return writeUrlState(
      {
        tiles: state.tiles,
        width: state.width,
        height: state.height,
        goal,
        algorithm: options.algorithm,
        heuristic: options.heuristic,
        weight: options.weight,
        // DFS's limit, for Solve's DFS or Compare's
        depthLimit:
          options.usesDepthLimit || labPanels.compare.usesDepthLimit
            ? options.depthLimit
            : undefined,
        // Auto's thinking time, where it thinks and one is set (empty: the core's default)
        thinkSeconds: options.thinkSeconds ?? undefined,
        speed: state.speed,
        step: onPath ? playback.playback.singlePosition : undefined, // single moves in any metric
        start: onPath ? state.solution.start : undefined,
        lab: lab ?? undefined,
        expansions: lab === 'step' ? labPanels.step.position : undefined,
        compare: labPanels.compare.selectionParam ?? undefined,
        ...(lab === 'exercises' && {
          exercise: labPanels.exercises.urlParameters?.exercise,
          seed: labPanels.exercises.urlParameters?.seed,
        }),
        solveHidden: state.solveHidden,
        lang: state.lang ?? undefined,
        embed,
      },
      { ...solverOptions.defaults, speed: defaultSpeed },
    );
  }
}

// @ts-check
// Every optimal solution of the board on show (docs/contracts.md §3, `allOptimal`): once the card
// shows an optimal solution of a board of up to 16 cells, its button asks the worker to count the
// shortest solutions and list the first ones — a search like Solve's (solve-controller.js's
// runSearch: progress, the page's Cancel), in the metric the page counts in. Picking a listed
// one makes it the solution on show: the card and playback then show that list of moves.

import { sizeText, tilesToText } from '../common/board-model.js';
import { t } from '../common/i18n.js';
import { movesLabel } from '../common/move-words.js';
import { solutionText } from '../common/solution-text.js';
import { solverMessage } from '../common/solver-message.js';
import { toUrdl } from '../common/speedsolve-model.js';
import { pathDirections } from '../common/tile-path.js';
import { focusedElement } from '../dom/focus-keeper.js';

// The core counts on boards of up to 16 cells (docs/contracts.md, --all-optimal).
const MAX_CELLS = 16;
// How many are listed: the count is always the full one. A speedsolver's 4×4 has 17 on average
// (Korf's 100); a 3×3 may have thousands, of which a scrolling list of this many is plenty.
export const LISTED_SOLUTIONS = 100;

/**
 * The count of one problem, in one metric, and the solutions listed.
 * `metric`: the page's when it asked; `answerMetric`, `lowerBound`: the core's answer's.
 * @typedef {{key: string, metric: string, start: number[], width: number,
 *   solutions: {moves: number[], directions: string, urdl: string, segments?: number[]}[],
 *   count: number,
 *   answerMetric: 'stm' | 'mtm', lowerBound: number | undefined}} Counted
 */

export class OptimalSolutionsController {
  #parts;
  /** @type {Counted | null} */
  #counted = null;
  #asking = false;

  /**
   * @param {{state: import('../state/page-state.js').PageState,
   *   gate: import('../state/job-gate.js').JobGate,
   *   solver: import('./solve-controller.js').SolveController,
   *   list: import('../solution/optimal-solutions-list.js').OptimalSolutionsList,
   *   status: import('../shell/status-panel.js').StatusPanel,
   *   playback: import('../solution/playback-controller.js').PlaybackController,
   *   solverOptions: import('./solver-options.js').SolverOptions,
   *   announce: (text: string) => void}} parts
   */
  constructor(parts) {
    this.#parts = parts;
  }

  /** The problem of the solution on show, when the count applies to it; else null. */
  #problem() {
    const { state } = this.#parts;
    const solution = state.solution;
    if (!solution || solution.result.status !== 'solved' || solution.result.optimal !== true)
      return null;
    if (state.width * state.height > MAX_CELLS) return null;
    return { key: state.problemKey(solution.start), metric: state.metric, solution };
  }

  /** After any change: the button offered (or not), the list kept only for its own problem. */
  refresh() {
    const { state, gate, list } = this.#parts;
    const problem = this.#problem();
    const busy = state.searchShown || (gate.busy && gate.owner !== 'solve');
    list.offer(problem !== null, problem !== null && !busy && !state.solveHidden);
    const same =
      problem && this.#counted?.key === problem.key && this.#counted.metric === problem.metric;
    if (!same && this.#counted) {
      this.#counted = null;
      list.clear();
    }
    list.markShown(problem?.solution.result.moves?.join(',') ?? '');
  }

  /** Counts and lists every optimal solution of the solution's board (the button). */
  async ask() {
    const { state, solver, list, status, solverOptions, announce } = this.#parts;
    const problem = this.#problem();
    if (!problem || this.#asking || state.solving) return;
    const focusWasHere = focusedElement() === list.ask;
    const { start } = problem.solution;
    const width = state.width;
    this.#asking = true;
    let answer;
    try {
      answer = await solver.runSearch(
        {
          board: tilesToText(start),
          size: sizeText(state.width, state.height),
          goal: state.goalSpec,
          // Auto picks the optimal search (pattern databases on a 15-puzzle) with its heuristic.
          algorithm: 'auto',
          heuristic: 'auto',
          maxMemoryMB: solverOptions.value.maxMemoryMB,
          ...(problem.metric === 'mtm' && { metric: 'mtm' }),
          allOptimal: true,
          solutionLimit: LISTED_SOLUTIONS,
        },
        () => t('page.optimal.counting'),
      );
    } finally {
      this.#asking = false;
    }
    if (!answer) {
      this.refresh();
      return;
    }
    // The board may not change while the search runs, so the answer is the problem's.
    const solutions = [];
    for (const [i, moves] of (answer.solutions ?? []).entries()) {
      const directions = pathDirections(start, width, moves);
      // The core's solutions are of this board; a list that is not is no answer to show.
      if (directions === null) continue;
      // In the multi-tile metric the core says how the moves group into multi-tile ones.
      const segments = answer.solutionSegments?.[i];
      solutions.push({
        moves,
        directions,
        urdl: toUrdl(directions),
        ...(segments && { segments }),
      });
    }
    const count = answer.solutionCount;
    this.#counted = {
      key: problem.key,
      metric: problem.metric,
      start: start.slice(),
      width,
      solutions,
      count: count ?? 0,
      answerMetric: answer.metric ?? problem.metric,
      lowerBound: answer.lowerBound,
    };
    const summary = summaryWords(answer);
    list.show({
      summary,
      solutions,
      // A count cut by Cancel lists none (the summary says how many at least): no "and M more".
      unlisted:
        typeof count === 'number' && solutions.length > 0
          ? Math.max(0, count - solutions.length)
          : 0,
    });
    status.show(summary, 'result');
    status.progressShown = answer.status === 'cancelled' || answer.status === 'limit';
    this.refresh();
    announce(status.status);
    if (focusWasHere) (list.rows[0] ?? list.ask).focus({ preventScroll: true });
  }

  /**
   * Makes the listed solution at `index` the solution on show and plays it.
   * @param {number} index
   */
  pick(index) {
    const { state, solver, playback } = this.#parts;
    const counted = this.#counted;
    const problem = this.#problem();
    const chosen = counted?.solutions[index];
    if (!counted || !chosen || !problem || problem.key !== counted.key) return;
    const shown = problem.solution.result;
    const length = chosen.moves.length;
    // The card's figures stay the search's that found the length; the path is the one picked,
    // shortest in the metric the count was made in (the core's `metric`): in the multi-tile one
    // its length counts the multi-tile moves the core grouped it into.
    const segments = counted.answerMetric === 'mtm' ? (chosen.segments ?? null) : null;
    const result = {
      ...shown,
      metric: counted.answerMetric,
      lowerBound: counted.lowerBound ?? shown.lowerBound,
      length: segments ? segments.length : length,
      moves: chosen.moves.slice(),
      directions: chosen.directions,
      text: solutionText(chosen.moves, chosen.directions),
    };
    if (segments) result.segments = segments;
    else delete result.segments;
    const number = index + 1;
    const total = counted.count;
    const loaded = solver.loadSolution(result, counted.start, () =>
      t('page.optimal.playing', { number, total, moves: movesLabel(length) }),
    );
    if (!loaded) return;
    this.refresh();
    if (!state.offPath) playback.play();
  }
}

/**
 * What the count came to, in words: how many (at least how many, and why, when it was cut), or
 * why there is no count.
 * @param {import('../protocol/protocol.js').SolveAnswer} answer
 * @returns {() => string}
 */
function summaryWords(answer) {
  const words = countWords(answer);
  // A count of multi-tile solutions says so: the same board has other counts in STM.
  if (answer.metric !== 'mtm' || typeof answer.solutionCount !== 'number') return words;
  return () => t('page.optimal.inMtm', { summary: words() });
}

/** @param {import('../protocol/protocol.js').SolveAnswer} answer @returns {() => string} */
function countWords(answer) {
  const count = answer.solutionCount;
  if (typeof count !== 'number') {
    if (answer.status === 'cancelled') return () => t('page.optimal.cancelled');
    return () => solverMessage(answer) || t('page.optimal.failed');
  }
  if (answer.solutionCountSaturated) return () => t('page.optimal.saturated', { count });
  if (answer.solutionCountPartial || answer.status !== 'solved') {
    return () => t('page.optimal.partial', { count, why: solverMessage(answer) });
  }
  return () => t('page.optimal.count', { count });
}

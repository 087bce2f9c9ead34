// @ts-check
// Play against the optimum: one play by hand of the board on show, from the board it started at
// to the goal. It follows the page state after every change:
// - A play begins with each new board (size, tiles or goal: the state's epoch) and with Reset;
//   its moves are "Your moves" (undo takes one action back; counted in STM or MTM, the
//   preference), its clock starts at the first move, pauses while the page is hidden, and stops
//   at the goal (web/common/play-clock.js).
// - Only a play by hand counts: a move made by the player (click, drag, key, undo, redo, a hint
//   played) changes the move count; a board changed without it was moved by playback (Solve's
//   solution played, stepped or scrubbed), and such a play gets no celebration and no record.
//   Moves that follow a solution on show are the player's own and count.
// - At the goal, the celebration says "N moves — the shortest is M", M being the distance of the
//   board the play started from, measured by the hint machinery in the worker (HintController
//   .distanceOf: the answer it gave for that board when it was on show, or a search in the hint
//   slot); a bound when the search could not finish ("at least M").
// - Counted in MTM on a board the core solves in MTM (up to 16 cells), the celebration's
//   shortest is the MTM optimum of the start board (the same distanceOf, in MTM), measured while
//   the page counts in MTM or once the play is over; the best list keeps single-tile counts and
//   the STM optimum only, so nothing stored mixes the metrics.
// - The result joins the best list of that start board and goal (web/common/best-results.js),
//   kept by web/state/remembered-state.js. That list is shown once the start board's distance is
//   measured, made to agree with it (stored text is untrusted: any page of the origin writes it).
// Everything shown describes the board on show: a new board hides the celebration and shows that
// board's own best results.

import {
  addResult,
  bestResults,
  bestTime,
  boardEntry,
  boardKey,
  noteShortest,
} from '../common/best-results.js';
import { sameTiles } from '../common/board-model.js';
import { PlayClock } from '../common/play-clock.js';
import { MTM_MAX_CELLS, answerKey, mtmCount } from '../common/move-metric.js';

/** What a hint answer says of the shortest way: {value, exact}, or null when it says nothing. */
export function shortestFrom(answer) {
  if (answer?.status === 'solved' && answer.optimal) return { value: answer.length, exact: true };
  if ((answer?.status === 'solved' || answer?.status === 'limit') && answer.lowerBound >= 0) {
    return { value: answer.lowerBound, exact: false };
  }
  return null;
}

export class PlaySession {
  #parts;
  /** @type {any} the play on show: its board, moves, shortest length and result */
  #play = null;
  #clock = new PlayClock(() => performance.now());

  /**
   * @param {{state: import('../state/page-state.js').PageState,
   *   hints: import('./hint-controller.js').HintController,
   *   memory: import('../state/remembered-state.js').RememberedState,
   *   panel: import('./play-panel.js').PlayPanel, announce: (text: string) => void}} parts
   */
  constructor(parts) {
    this.#parts = parts;
    document.addEventListener('visibilitychange', () => this.#visibility());
  }

  /** After every change of the page state. */
  changed() {
    const { state } = this.#parts;
    if (!state.started || !state.goal || state.tiles.length !== state.width * state.height) return;
    const play = this.#play;
    if (!play || play.epoch !== state.epoch) {
      this.#begin();
      return;
    }
    if (state.moveCount !== play.moveCount) {
      play.moveCount = state.moveCount;
      play.tiles = state.tiles.slice();
      this.#handMove();
    } else if (!sameTiles(state.tiles, play.tiles)) {
      play.tiles = state.tiles.slice();
      play.byHand = false; // playback moved the board
      if (!state.solved) this.#parts.panel.hideCelebration();
    }
  }

  /** Reset: the play starts again from the board Reset went back to. */
  restart() {
    if (this.#parts.state.started && !this.#parts.state.solving) this.#begin();
  }

  /** The celebration's Close. */
  closeCelebration() {
    this.#parts.panel.hideCelebration();
  }

  #begin() {
    const { state, hints, panel } = this.#parts;
    const start = state.tiles.slice();
    const goal = /** @type {number[]} */ (state.goal);
    const key = boardKey({ width: state.width, height: state.height, start, goal });
    // The same board again (Reset): what was measured of it still holds, and the best results
    // stay on show instead of going and coming back.
    const known = this.#play?.key === key ? this.#play.shortest : undefined;
    const play = {
      epoch: state.epoch,
      start,
      tiles: start.slice(),
      baseMoves: state.moveCount,
      moveCount: state.moveCount,
      key,
      byHand: true,
      finished: state.solved, // a board shown at its goal is no play
      shortest: known, // {value, exact}, null (unmeasurable) or undefined (not yet known)
      // the same in MTM, where the core solves it (else it stays undefined, never asked)
      shortestMtm: this.#play?.key === key ? this.#play.shortestMtm : undefined,
      mtmApplies: state.width * state.height <= MTM_MAX_CELLS,
      mtmAsked: this.#play?.key === key && this.#play.mtmAsked,
      result: null,
    };
    this.#play = play;
    this.#clock.reset();
    panel.showClock(() => this.#clock.elapsed, false);
    panel.hideCelebration();
    this.#showBest();
    if (play.finished) return;
    if (state.metric === 'mtm') this.#measureMtm(play);
    hints
      .distanceOf({
        tiles: start,
        width: state.width,
        height: state.height,
        goalSpec: state.goalSpec,
        key: state.problemKey(start),
      })
      .then((answer) => {
        if (this.#play !== play) return;
        play.shortest = shortestFrom(answer);
        this.#shortestArrived(play);
      });
  }

  // The start board's MTM distance, for a celebration counted in MTM: asked once per play.
  #measureMtm(play) {
    const { state, hints } = this.#parts;
    if (!play.mtmApplies || play.mtmAsked) return;
    play.mtmAsked = true;
    hints
      .distanceOf({
        tiles: play.start,
        width: state.width,
        height: state.height,
        goalSpec: state.goalSpec,
        key: answerKey(state.problemKey(play.start), 'mtm'),
        metric: 'mtm',
      })
      .then((answer) => {
        if (this.#play !== play) return;
        // Only an answer counted in MTM stands for the MTM optimum.
        play.shortestMtm = answer?.metric === 'mtm' ? shortestFrom(answer) : null;
        if (play.result && this.#parts.panel.celebrating) this.#celebrate(play);
      });
  }

  #handMove() {
    const { state, panel } = this.#parts;
    const play = this.#play;
    if (play.finished) {
      if (!state.solved) panel.hideCelebration();
      return;
    }
    if (!this.#clock.started && !document.hidden) {
      this.#clock.start();
      panel.showClock(() => this.#clock.elapsed, true);
    }
    const moves = state.moveCount - play.baseMoves;
    if (state.solved && moves > 0) this.#finish(moves);
  }

  #finish(moves) {
    const { state, memory, panel } = this.#parts;
    const play = this.#play;
    play.finished = true;
    const ms = Math.round(this.#clock.stop());
    panel.showClock(() => ms, false);
    if (!play.byHand || state.solving) return;
    const stored = play.shortest ? noteShortest(memory.best, play.key, play.shortest) : memory.best;
    const before = bestResults(stored, play.key)[0];
    const result = { moves, ms, at: Date.now() };
    play.result = result;
    // The play's MTM count, for a celebration in MTM (the best list keeps single-tile moves).
    play.mtm = mtmCount(state.moveDirections.slice(play.baseMoves));
    this.#measureMtm(play); // a switch to MTM later says the MTM optimum too
    let list = addResult(memory.best, play.key, result, play.shortest ?? null);
    memory.saveBest(list);
    play.newBest = !before || moves < before.moves || (moves === before.moves && ms < before.ms);
    this.#showBest(list);
    this.#celebrate(play);
  }

  // The stored entry of the board is made to agree with the distance measured (the measurement
  // wins: stored text is anyone's on this origin), and only then shown.
  #shortestArrived(play) {
    const { memory } = this.#parts;
    const stored = memory.best;
    if (play.shortest && boardEntry(stored, play.key)) {
      memory.saveBest(noteShortest(stored, play.key, play.shortest));
    }
    this.#showBest();
    if (play.result && this.#parts.panel.celebrating) this.#celebrate(play);
  }

  #celebrate(play) {
    const { panel, announce } = this.#parts;
    const sentence = panel.celebrate({
      moves: play.result.moves,
      mtm: play.mtm,
      shortest: play.shortest,
      shortestMtm: play.mtmApplies ? play.shortestMtm : false,
      ms: play.result.ms,
      newBest: play.newBest,
    });
    // After the move's own announcement (said in the same turn), so this one is heard.
    setTimeout(() => announce(sentence), 0);
  }

  // The best results are shown once the board's distance has been measured (or found not
  // measurable), checked against it: what was stored is no fact until it agrees with what the
  // page measured, so a planted "1 move … shortest 999" is never on show.
  #showBest(stored = this.#parts.memory.best) {
    const play = this.#play;
    if (!play) return;
    const { key, shortest } = play;
    if (shortest === undefined) {
      this.#parts.panel.showBest([], null, null);
      return;
    }
    const list = shortest ? noteShortest(stored, key, shortest) : stored;
    this.#parts.panel.showBest(bestResults(list, key), bestTime(list, key), shortest);
  }

  // Hidden: the player is not at the board, so the clock pauses; shown again, it goes on.
  #visibility() {
    const { panel } = this.#parts;
    const clock = this.#clock;
    if (!clock.started || clock.stopped) return;
    if (document.hidden) clock.pause();
    else clock.start();
    panel.showClock(() => clock.elapsed, clock.running);
  }
}

// @ts-check
// Timed solves, as speedsolvers do them: a scramble (a uniformly random solvable board, the core's
// seeded `randomBoard` with walk 0, named `WxH:seed`), an optional 15-second inspection, a clock
// started by the first move (or by the end of inspection) and stopped at the goal, each move's
// time kept, and the session's single, ao5 and ao12 (web/common/speedsolve-model.js).
// It follows the page state after every change, as the Play feature does:
// - a solve belongs to the board its scramble loaded (the state's epoch); a move by hand (the move
//   count changes: a click, a drag, a key, undo and redo alike, each a move) is timed, the
//   direction each tile slid read from where the blank went;
// - a solve that was started and then left — a new scramble, another board, the solver's
//   solution shown or played — is kept as a DNF, which the averages count as the worst;
// - a scramble left before its first move is no solve at all.

import {
  averageOf,
  bestSingle,
  SESSION_LIMITS,
  scrambleText,
  sessionTail,
  sessionCsv,
  toUrdl,
} from '../common/speedsolve-model.js';
import { countIn } from '../common/move-metric.js';
import { solverMessage } from '../common/solver-message.js';

export const INSPECTION_MS = 15_000;

/** The way each tile slid when the blank went from cell `from` to cell `to` (one row or column). */
export function slidDirections(from, to, width) {
  if (from === to) return '';
  const sameRow = Math.floor(from / width) === Math.floor(to / width);
  if (sameRow) return (to > from ? 'L' : 'R').repeat(Math.abs(to - from));
  if ((to - from) % width !== 0) return null;
  return (to > from ? 'U' : 'D').repeat(Math.abs(to - from) / width);
}

/** Whether `after` is `before` with the blank slid from `from` to `to`, tile by tile. */
export function isSlide(before, after, from, to, width) {
  const slid = slidDirections(from, to, width);
  if (!slid) return false;
  const tiles = before.slice();
  const step = { L: 1, R: -1, U: width, D: -width }[slid[0]];
  for (let blank = from; blank !== to; blank += step) {
    tiles[blank] = tiles[blank + step];
    tiles[blank + step] = 0;
  }
  return tiles.every((tile, i) => tile === after[i]);
}

export class SpeedsolveSession {
  #parts;
  /** @type {{width: number, height: number, seed: number} | null} the scramble on show */
  #scramble = null;
  /** @type {any} the attempt at the scramble on show */
  #attempt = null;
  /** @type {import('../common/speedsolve-model.js').Solve[]} */
  #solves;
  #inspection;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #inspectionTimer;
  #loading = false;
  /** @type {{width: number, height: number, seed: number} | null} a link's, loaded at start-up */
  #linked;

  /**
   * @param {{state: import('../state/page-state.js').PageState,
   *   memory: import('../state/remembered-state.js').RememberedState,
   *   panel: import('./speedsolve-panel.js').SpeedsolvePanel,
   *   random: (size: string, seed: number) => Promise<any>,
   *   loadBoard: (tiles: number[], width: number, height: number) => void,
   *   copy: (text: string) => Promise<boolean>, download: (text: string, name: string) => void,
   *   link: (scramble: string) => string, announce: (text: string) => void,
   *   now?: () => number, linked?: {width: number, height: number, seed: number} | null}} parts
   */
  constructor(parts) {
    this.#parts = parts;
    const stored = parts.memory.speedsolve;
    this.#solves = stored.solves;
    this.#inspection = stored.inspection;
    this.#linked = parts.linked ?? null;
    parts.panel.showInspection(this.#inspection);
    this.#showSession();
    this.#showAttempt();
  }

  #now() {
    return (this.#parts.now ?? (() => performance.now()))();
  }

  /**
   * Count moves changed: an attempt under way shows its moves in the metric now counted at once
   * (a finished one keeps the metric it ended in).
   */
  metricChanged() {
    if (this.#attempt && !this.#attempt.finished) this.#showAttempt();
  }

  /** After every change of the page state. */
  changed() {
    const { state } = this.#parts;
    if (!state.started) return;
    if (this.#linked && !this.#loading) {
      const linked = this.#linked;
      this.#linked = null;
      this.load(linked);
      return;
    }
    const attempt = this.#attempt;
    if (!attempt || attempt.finished) {
      if (attempt && attempt.epoch !== state.epoch) this.#leave();
      // Reset after the goal: the same scramble again, as Retry.
      else if (attempt && !state.solution && state.tiles.join() === attempt.start.join()) {
        this.#begin(attempt.scramble);
      }
      return;
    }
    if (attempt.epoch !== state.epoch || state.solution) {
      this.#leave(); // another board, or the solver's answer on show: the attempt is over
      return;
    }
    if (state.moveCount === attempt.moveCount) {
      // The board moved without a move by hand (playback): no longer the player's own solve.
      if (attempt.tiles.join() !== state.tiles.join()) this.#leave();
      return;
    }
    const from = attempt.tiles.indexOf(0);
    const to = state.tiles.indexOf(0);
    if (state.tiles.join() === attempt.tiles.join()) {
      attempt.moveCount = state.moveCount;
      return;
    }
    if (!isSlide(attempt.tiles, state.tiles, from, to, state.width)) {
      // Not a move (Reset went back to the scramble): that attempt is over, the scramble stays.
      const scramble = attempt.scramble;
      this.#leave();
      if (state.tiles.join() === attempt.start.join()) this.#begin(scramble);
      return;
    }
    const slid = slidDirections(from, to, state.width) ?? '';
    attempt.tiles = state.tiles.slice();
    attempt.moveCount = state.moveCount;
    const now = this.#now();
    if (attempt.startedAt === null) this.#startClock(now);
    const at = Math.max(0, Math.round(now - attempt.startedAt));
    for (const direction of slid) {
      if (attempt.moves.length >= SESSION_LIMITS.maxMoves) {
        attempt.overflow = true; // past what is kept: the time would not be the moves'
        break;
      }
      attempt.moves += direction;
      attempt.times.push(at);
    }
    if (state.solved) this.#finish();
    else this.#showAttempt();
  }

  /** A new scramble of the page's size. */
  next() {
    const { state } = this.#parts;
    const [seed] = crypto.getRandomValues(new Uint32Array(1));
    return this.load({ width: state.width, height: state.height, seed });
  }

  /** The same scramble again. */
  retry() {
    if (this.#scramble) return this.load(this.#scramble);
    return this.next();
  }

  /** Loads a scramble onto the board; a started attempt at another is kept as a DNF. */
  async load(scramble) {
    const { random, loadBoard, panel, state } = this.#parts;
    if (this.#loading || state.solving) return;
    this.#loading = true;
    try {
      let answer;
      try {
        answer = await random(`${scramble.width}x${scramble.height}`, scramble.seed);
      } catch {
        return; // the worker was replaced meanwhile (web/solver/solver-client.js): nothing drawn
      }
      if (answer?.status !== 'ok') {
        panel.showProblem(solverMessage(answer));
        return;
      }
      this.#leave();
      loadBoard(answer.board, answer.width, answer.height);
      panel.showProblem('');
      this.#begin(scramble);
      panel.focusBoard();
      // After the board's own announcements of the new board.
      const said = panel.attemptSentence();
      setTimeout(() => this.#parts.announce(said), 0);
    } finally {
      this.#loading = false;
    }
  }

  /** Help was asked (a hint): the attempt on show, if any, ends as a DNF at the goal. */
  assisted() {
    if (this.#attempt && !this.#attempt.finished) this.#attempt.assisted = true;
  }

  setInspection(on) {
    this.#inspection = on;
    this.#save();
  }

  /** The scramble on show as a board's text (rows), and as a link. */
  get scrambleName() {
    return this.#scramble ? scrambleText(this.#scramble) : null;
  }

  async copyScramble() {
    const { copy, state } = this.#parts;
    if (!this.#scramble) return null;
    const board = this.#attempt ? state.rowsText(this.#attemptStart()) : '';
    return copy(`${scrambleText(this.#scramble)}\n${board}\n`);
  }

  async copyLink() {
    if (!this.#scramble) return null;
    return this.#parts.copy(this.#parts.link(scrambleText(this.#scramble)));
  }

  /** Solve `number` (1 = the first of the session) as URDL. */
  async copyUrdl(number) {
    const solve = this.#solves[number - 1];
    if (!solve) return null;
    return this.#parts.copy(toUrdl(solve.moves));
  }

  exportCsv() {
    this.#parts.download(sessionCsv(this.#solves), 'npuzzle-speedsolve-session.csv');
  }

  clear() {
    this.#solves = [];
    this.#save();
    this.#showSession();
  }

  get solves() {
    return this.#solves.slice();
  }

  #attemptStart() {
    return this.#attempt?.start ?? this.#parts.state.start;
  }

  // An attempt at `scramble`, whose board is on show.
  #begin(scramble) {
    const { state } = this.#parts;
    this.#scramble = { ...scramble };
    this.#attempt = {
      epoch: state.epoch,
      scramble: { ...scramble },
      start: state.tiles.slice(),
      tiles: state.tiles.slice(),
      moveCount: state.moveCount,
      startedAt: null,
      inspectingUntil: null,
      moves: '',
      times: [],
      finished: false,
    };
    if (this.#inspection) this.#inspect();
    this.#showAttempt();
  }

  #inspect() {
    const attempt = this.#attempt;
    attempt.inspectingUntil = this.#now() + INSPECTION_MS;
    clearTimeout(this.#inspectionTimer);
    this.#inspectionTimer = setTimeout(() => {
      // Inspection over without a move: the clock starts anyway, as in competition.
      if (this.#attempt === attempt && attempt.startedAt === null) {
        this.#startClock(this.#now());
        this.#showAttempt();
      }
    }, INSPECTION_MS);
  }

  #startClock(now) {
    const attempt = this.#attempt;
    clearTimeout(this.#inspectionTimer);
    attempt.startedAt = now;
    attempt.inspectingUntil = null;
  }

  #finish() {
    const attempt = this.#attempt;
    attempt.finished = true;
    const ms = attempt.times.at(-1) ?? 0;
    const dnf = Boolean(attempt.overflow || attempt.assisted);
    this.#record(dnf ? { ms: null, dnf: true } : { ms, dnf: false });
    const { panel, announce } = this.#parts;
    this.#showAttempt();
    const { metric } = this.#parts.state;
    const said = panel.solvedSentence(ms, countIn(attempt.moves, metric), dnf, metric);
    setTimeout(() => announce(said), 0); // after the move's own announcement
  }

  // The attempt on show ends without reaching the goal: a DNF once its clock had started.
  #leave() {
    const attempt = this.#attempt;
    clearTimeout(this.#inspectionTimer);
    this.#attempt = null;
    if (attempt && !attempt.finished && attempt.startedAt !== null) {
      this.#record({ ms: null, dnf: true }, attempt);
    }
    if (attempt && attempt.epoch !== this.#parts.state.epoch) this.#scramble = null;
    this.#showAttempt();
  }

  #record({ ms, dnf }, attempt = this.#attempt) {
    const { scramble } = attempt;
    this.#solves.push({
      at: Date.now(),
      width: scramble.width,
      height: scramble.height,
      seed: scramble.seed,
      ms,
      dnf,
      moves: attempt.moves,
      times: attempt.times.slice(),
      // How the page counted as the solve ended: its replay measures in that metric.
      ...(this.#parts.state.metric === 'mtm' && { metric: /** @type {const} */ ('mtm') }),
    });
    this.#solves = sessionTail(this.#solves);
    this.#save();
    this.#showSession();
  }

  #save() {
    this.#parts.memory.saveSpeedsolve(this.#solves, this.#inspection);
  }

  #showSession() {
    const solves = this.#solves;
    this.#parts.panel.showSession(solves, {
      single: bestSingle(solves),
      ao5: averageOf(solves, 5),
      ao12: averageOf(solves, 12),
    });
  }

  #showAttempt() {
    const attempt = this.#attempt;
    const scramble = this.#scramble ? scrambleText(this.#scramble) : null;
    if (!attempt) {
      this.#parts.panel.showAttempt({ scramble, phase: 'none' });
      return;
    }
    const now = () => this.#now();
    const phase = attempt.finished
      ? 'solved'
      : attempt.startedAt !== null
        ? 'running'
        : attempt.inspectingUntil !== null
          ? 'inspecting'
          : 'ready';
    this.#parts.panel.showAttempt({
      scramble,
      phase,
      // Counted as the page counts (the solve keeps that metric at its end).
      moves: countIn(attempt.moves, this.#parts.state.metric),
      metric: this.#parts.state.metric,
      // While running: the time since the clock started; solved: the last move's.
      elapsed: () =>
        phase === 'running'
          ? now() - attempt.startedAt
          : phase === 'solved'
            ? (attempt.times.at(-1) ?? 0)
            : 0,
      inspectionLeft: () => Math.max(0, (attempt.inspectingUntil ?? 0) - now()),
    });
  }
}

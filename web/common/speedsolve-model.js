// @ts-check
// Timed solves as speedsolvers keep them (Slidysim, 15puzzle.app): a scramble named by its size
// and seed, each solve's moves and the time of each move, the single, ao5 and ao12, TPS, the
// session as CSV, and moves written as URDL letters with repeat counts. DOM-free: the page
// (web/speedsolve/) and the tests read the same functions, so each figure has one derivation.

import { toCsv } from './csv.js';
import { countIn, validMetric } from './move-metric.js';

export const SCRAMBLE_LIMITS = Object.freeze({
  maxSeed: 4_294_967_295, // what crypto.getRandomValues gives as one Uint32
  maxCells: 256, // the solver's largest board (its capabilities say the same)
  maxSide: 16,
});

// What the page keeps of a session: older solves drop off the front. With each move's time kept,
// a long session of big boards would otherwise outgrow localStorage (a few MB an origin).
export const SESSION_LIMITS = Object.freeze({
  maxSolves: 200,
  // A solve's moves (a 16×16 by hand takes several thousand); a longer one is kept as a DNF.
  maxMoves: 20_000,
  maxSessionMoves: 100_000, // all solves' moves together: about 700 KB of JSON
  maxMs: 24 * 60 * 60 * 1000,
});

const SCRAMBLE = /^\s*(\d{1,2})\s*[x×X]\s*(\d{1,2})\s*:\s*(\d{1,10})\s*$/;

/**
 * `4x4:123456` → {width: 4, height: 4, seed: 123456}; null when the text is not a scramble or
 * its size is outside 2×2 … 256 cells.
 * @param {unknown} text
 * @returns {{width: number, height: number, seed: number} | null}
 */
export function parseScramble(text) {
  const match = SCRAMBLE.exec(String(text ?? ''));
  if (!match) return null;
  const [width, height, seed] = match.slice(1).map(Number);
  if (!validSize(width, height) || seed > SCRAMBLE_LIMITS.maxSeed) return null;
  return { width, height, seed };
}

/** @param {{width: number, height: number, seed: number}} scramble */
export function scrambleText({ width, height, seed }) {
  return `${width}x${height}:${seed}`;
}

function validSize(width, height) {
  return (
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    width >= 2 &&
    height >= 2 &&
    width <= SCRAMBLE_LIMITS.maxSide &&
    height <= SCRAMBLE_LIMITS.maxSide &&
    width * height <= SCRAMBLE_LIMITS.maxCells
  );
}

// ------------------------------------------------------------------ times, TPS, averages

/** `12.345`, `1:02.345`, `1:00:02.345` (a time of a solve, to the millisecond); DNF: `DNF`. */
export function formatSolveTime(ms) {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return 'DNF';
  const whole = Math.round(ms);
  const seconds = Math.floor(whole / 1000) % 60;
  const minutes = Math.floor(whole / 60000) % 60;
  const hours = Math.floor(whole / 3600000);
  const fraction = `${String(seconds).padStart(hours || minutes ? 2 : 1, '0')}.${String(whole % 1000).padStart(3, '0')}`;
  if (hours) return `${hours}:${String(minutes).padStart(2, '0')}:${fraction}`;
  return minutes ? `${minutes}:${fraction}` : fraction;
}

/**
 * Moves per second to 3 decimals (`4.167`), as speedsolvers show it; null when it has no value
 * (no time yet: the first move starts the clock, so a one-move solve takes 0 ms).
 */
export function tps(moves, ms) {
  if (!Number.isFinite(ms) || ms <= 0 || !Number.isFinite(moves)) return null;
  return (moves * 1000) / ms;
}

export function formatTps(value) {
  return value === null ? '—' : value.toFixed(3);
}

/**
 * The average of the last `count` solves by the speedsolving rule: the best and the worst are
 * dropped and the rest averaged; a DNF counts as the worst, so one DNF is dropped and two make
 * the average a DNF. null while there are fewer than `count` solves; else {ms} (ms: null = DNF).
 * @param {{ms: number | null, dnf: boolean}[]} solves oldest first
 * @param {number} count 5 or 12 (at least 3)
 */
export function averageOf(solves, count) {
  if (solves.length < count) return null;
  const last = solves.slice(-count);
  const times = last.map((solve) => (solve.dnf ? Infinity : /** @type {number} */ (solve.ms)));
  times.sort((a, b) => a - b);
  const kept = times.slice(1, -1);
  if (kept.some((value) => value === Infinity)) return { ms: null };
  return { ms: kept.reduce((sum, value) => sum + value, 0) / kept.length };
}

/** The best single (fastest finished solve), or null. */
export function bestSingle(solves) {
  let best = null;
  for (const solve of solves) if (!solve.dnf && (best === null || solve.ms < best)) best = solve.ms;
  return best;
}

// ------------------------------------------------------------------ URDL

/**
 * The directions (`UURDDDL`, each the way a tile slid, docs/contracts.md §2) as URDL with repeat
 * counts: `U2RD3L`.
 */
export function toUrdl(directions) {
  let text = '';
  for (let i = 0; i < directions.length;) {
    let j = i;
    while (directions[j] === directions[i]) j++;
    text += j - i > 1 ? `${directions[i]}${j - i}` : directions[i];
    i = j;
  }
  return text;
}

// ------------------------------------------------------------------ the session kept

/**
 * One solve: when it ended, its scramble, the time (null for a DNF), the directions the tiles
 * slid and the time of each move from the first (the first is 0: it starts the clock), one a
 * single tile (a line slid at once is its tiles' directions, all at one time), and `metric: 'mtm'`
 * when the page counted moves in MTM as it ended (left out: STM, as every solve kept before the
 * page recorded it).
 * @typedef {{at: number, width: number, height: number, seed: number, ms: number | null,
 *   dnf: boolean, moves: string, times: number[],
 *   metric?: import('./move-metric.js').Metric}} Solve
 */

/**
 * The metric a solve was counted in (web/common/move-metric.js).
 * @param {{metric?: string}} solve @returns {import('./move-metric.js').Metric}
 */
export function solveMetric(solve) {
  return solve.metric === 'mtm' ? 'mtm' : 'stm';
}

/**
 * A solve's moves counted in its metric (the session list, its TPS, the CSV and the sentence at
 * the goal read this; the replay steps through the same runs, web/common/solve-replay.js).
 * @param {{moves: string, metric?: string}} solve
 */
export function solveMoveCount(solve) {
  return countIn(solve.moves, solveMetric(solve));
}

/**
 * A stored session, checked entry by entry (localStorage is anyone's on this origin): what is not
 * a solve as the page writes them is dropped, and only the newest solves stay (sessionTail).
 * @param {unknown} value
 * @returns {Solve[]}
 */
export function validSession(value) {
  const list = /** @type {any} */ (value)?.solves;
  if (!Array.isArray(list)) return [];
  /** @type {Solve[]} */
  const solves = [];
  for (const entry of list.slice(-SESSION_LIMITS.maxSolves)) {
    const solve = validSolve(entry);
    if (solve) solves.push(solve);
  }
  return sessionTail(solves);
}

/**
 * The newest solves the page keeps: at most SESSION_LIMITS.maxSolves, with at most
 * SESSION_LIMITS.maxSessionMoves moves among them.
 * @param {Solve[]} solves oldest first
 */
export function sessionTail(solves) {
  let moves = 0;
  let first = solves.length;
  while (first > 0 && solves.length - first < SESSION_LIMITS.maxSolves) {
    moves += solves[first - 1].moves.length;
    if (moves > SESSION_LIMITS.maxSessionMoves) break;
    first--;
  }
  return solves.slice(first);
}

/** @param {any} entry @returns {Solve | null} */
function validSolve(entry) {
  if (!entry || typeof entry !== 'object') return null;
  const { at, width, height, seed, ms, dnf, moves, times, metric } = entry;
  if (!Number.isSafeInteger(at) || at < 0) return null;
  if (!validSize(width, height)) return null;
  if (!Number.isInteger(seed) || seed < 0 || seed > SCRAMBLE_LIMITS.maxSeed) return null;
  if (typeof dnf !== 'boolean') return null;
  if (typeof moves !== 'string' || moves.length > SESSION_LIMITS.maxMoves) return null;
  if (!/^[URDL]*$/.test(moves)) return null;
  if (!Array.isArray(times) || times.length !== moves.length) return null;
  let previous = 0;
  for (const time of times) {
    if (!Number.isInteger(time) || time < previous || time > SESSION_LIMITS.maxMs) return null;
    previous = time;
  }
  if (dnf) {
    if (ms !== null) return null;
  } else {
    // A finished solve's time is its last move's: nothing else would say the same thing twice.
    if (!Number.isInteger(ms) || moves.length === 0 || ms !== times[times.length - 1]) return null;
  }
  // Left out: STM (solves kept before the page recorded the metric); anything else is no solve.
  if (metric !== undefined && !validMetric(metric)) return null;
  return {
    at,
    width,
    height,
    seed,
    ms,
    dnf,
    moves,
    times: times.slice(),
    ...(metric === 'mtm' && { metric: /** @type {const} */ ('mtm') }),
  };
}

/** The session as stored: a version, and the solves. */
export function sessionDocument(solves) {
  return { version: 1, solves: sessionTail(solves) };
}

/**
 * The session as CSV: number, scramble, time_s (3 decimals, or DNF), moves and tps (in the solve's
 * metric), urdl, move_times_ms (each single tile's time from the first, space-separated) and
 * metric (`stm` or `mtm`), oldest first.
 * @param {Solve[]} solves
 */
export function sessionCsv(solves) {
  /** @type {unknown[][]} */
  const rows = [
    ['number', 'scramble', 'time_s', 'moves', 'tps', 'urdl', 'move_times_ms', 'metric'],
  ];
  solves.forEach((solve, i) => {
    const moves = solveMoveCount(solve);
    const rate = solve.ms === null ? null : tps(moves, solve.ms);
    rows.push([
      i + 1,
      scrambleText(solve),
      solve.ms === null ? 'DNF' : (solve.ms / 1000).toFixed(3),
      moves,
      rate === null ? '' : rate.toFixed(3),
      toUrdl(solve.moves),
      solve.times.join(' '),
      solveMetric(solve),
    ]);
  });
  return toCsv(rows);
}

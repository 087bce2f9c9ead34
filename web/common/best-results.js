// @ts-check
// A player's best results, per board: the boards played by hand to their goal, each keyed by the
// board the play started from and the goal, with the fewest-moves results and the fastest one.
// Pure data in, data out (no DOM, no storage): web/state/remembered-state.js keeps the list, the
// play session (web/play/play-session.js) adds to it. Stored text is untrusted, so everything read
// back is checked here and anything malformed is dropped, never shown.

export const BEST_LIMITS = Object.freeze({
  perBoard: 5, // results listed per board (the fastest is kept besides, if it is not among them)
  boards: 50, // boards kept; the least recently played go first
  maxKeyLength: 4000,
  maxMoves: 1_000_000,
  maxMs: 1000 * 60 * 60 * 24 * 7, // a week of play
});

/**
 * The key of a play: the start board and the goal, e.g. `3x3|1,2,3,4,5,6,0,7,8|1,2,3,4,5,6,7,8,0`.
 * @param {{width: number, height: number, start: number[], goal: number[]}} board
 */
export function boardKey({ width, height, start, goal }) {
  return `${width}x${height}|${start.join(',')}|${goal.join(',')}`;
}

/** Fewest moves first; equal moves, the faster; then the earlier. */
export function compareResults(a, b) {
  return a.moves - b.moves || a.ms - b.ms || a.at - b.at;
}

const faster = (a, b) => a.ms - b.ms || a.moves - b.moves || a.at - b.at;

/**
 * One board's results as stored: the best `perBoard` by moves, in order, plus the fastest of all
 * when it is not among them. The list shown is results.slice(0, perBoard); bestTime() finds the
 * fastest.
 */
function keepBest(results) {
  const sorted = results.slice().sort(compareResults);
  const kept = sorted.slice(0, BEST_LIMITS.perBoard);
  const fastest = results.slice().sort(faster)[0];
  if (fastest && !kept.includes(fastest)) kept.push(fastest);
  return kept;
}

/**
 * The list with `result` ({moves, ms, at}) added for the board `key`; `shortest` ({value,
 * exact}, or null when nothing was measured) is what the page measured of the optimum, and
 * replaces what was stored (noteShortest). Returns a new list (boards most recent first).
 */
export function addResult(list, key, result, shortest = null) {
  const old = list.find((entry) => entry.key === key);
  const entry = {
    key,
    lastAt: result.at,
    shortest: old?.shortest ?? null,
    results: keepBest([...(old?.results ?? []), result]),
  };
  const added = [entry, ...list.filter((other) => other.key !== key)]
    .sort((a, b) => b.lastAt - a.lastAt)
    .slice(0, BEST_LIMITS.boards);
  return shortest ? noteShortest(added, key, shortest) : added;
}

/**
 * The list with the board's entry made to agree with what the page measured of its shortest
 * solution (`measured`: {value, exact}, a bound when not exact). Stored text is untrusted (any
 * page of the origin can write it), so the measurement wins over whatever was stored, lower or
 * higher; a result shorter than the shortest possible is no result and goes (and the entry with
 * it, when none is left). A new list.
 */
export function noteShortest(list, key, measured) {
  return list.flatMap((entry) => {
    if (entry.key !== key) return [entry];
    const results = entry.results.filter((result) => result.moves >= measured.value);
    if (results.length === 0) return [];
    return [{ ...entry, shortest: { ...measured }, results: keepBest(results) }];
  });
}

/** The board's results to list, fewest moves first (at most BEST_LIMITS.perBoard). */
export function bestResults(list, key) {
  const entry = list.find((candidate) => candidate.key === key);
  return entry ? entry.results.slice().sort(compareResults).slice(0, BEST_LIMITS.perBoard) : [];
}

/** The board's fastest result, or null. */
export function bestTime(list, key) {
  const entry = list.find((candidate) => candidate.key === key);
  return entry ? (entry.results.slice().sort(faster)[0] ?? null) : null;
}

/** The board's entry ({key, lastAt, shortest, results}), or null. */
export function boardEntry(list, key) {
  return list.find((candidate) => candidate.key === key) ?? null;
}

const wholeIn = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;

function validResult(value) {
  if (!value || typeof value !== 'object') return null;
  const { moves, ms, at } = value;
  if (!wholeIn(moves, 1, BEST_LIMITS.maxMoves)) return null;
  if (!(typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 && ms <= BEST_LIMITS.maxMs)) {
    return null;
  }
  if (!wholeIn(at, 0, Number.MAX_SAFE_INTEGER)) return null;
  return { moves, ms, at };
}

function validShortest(value) {
  if (!value || typeof value !== 'object') return null;
  if (!wholeIn(value.value, 0, BEST_LIMITS.maxMoves) || typeof value.exact !== 'boolean') {
    return null;
  }
  return { value: value.value, exact: value.exact };
}

const KEY = /^\d{1,3}x\d{1,3}\|\d+(,\d+)*\|\d+(,\d+)*$/;

/**
 * A best list read back from storage (any JSON value): the boards and results that are well
 * formed, in order, the rest dropped. Garbage gives [].
 * @param {unknown} value
 */
export function validBestList(value) {
  if (!Array.isArray(value)) return [];
  const seen = new Set();
  const list = [];
  for (const raw of value.slice(0, BEST_LIMITS.boards)) {
    if (!raw || typeof raw !== 'object') continue;
    const key = raw.key;
    if (typeof key !== 'string' || key.length > BEST_LIMITS.maxKeyLength || !KEY.test(key)) {
      continue;
    }
    if (seen.has(key) || !Array.isArray(raw.results)) continue;
    const results = raw.results
      .slice(0, BEST_LIMITS.perBoard + 1)
      .map(validResult)
      .filter((result) => result !== null);
    if (results.length === 0) continue;
    seen.add(key);
    list.push({
      key,
      lastAt: Math.max(...results.map((result) => result.at)),
      shortest: validShortest(raw.shortest),
      results: keepBest(results),
    });
  }
  return list.sort((a, b) => b.lastAt - a.lastAt);
}

/** A time for people: `0:04.2`, `12:30.0`, `1:02:03.4`. */
export function formatPlayTime(ms) {
  const tenths = Math.floor(ms / 100);
  const seconds = Math.floor(tenths / 10) % 60;
  const minutes = Math.floor(tenths / 600) % 60;
  const hours = Math.floor(tenths / 36000);
  const ss = `${String(seconds).padStart(2, '0')}.${tenths % 10}`;
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

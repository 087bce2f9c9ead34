// URL parameters of docs/contracts.md §4, read and written. Values are checked for shape here
// (lengths, ranges, identifiers); whether a board or goal is a legal puzzle is decided by the C++
// core via the worker's `check`, so its message names the problem the same way everywhere. Values
// from the URL are only ever shown with textContent.

export const URL_LIMITS = Object.freeze({
  maxTextLength: 4000, // 256 cells of up to 3 digits plus separators, with room for brackets
  minSpeed: 0.25,
  maxSpeed: 60,
  maxStep: 1_000_000,
  maxExpansions: 10_000_000,
  maxCompareLength: 600,
  maxSeed: 2_147_483_647,
});

import {
  LANGUAGES,
  PSEUDO_LANGUAGE,
  pseudoLanguageAllowed,
  supportedLanguage,
  t,
} from '../common/i18n.js';
import { parseScramble } from '../common/speedsolve-model.js';

/** The parameters of docs/contracts.md §4. */
export const URL_PARAMETERS = Object.freeze([
  'board',
  'start',
  'step',
  'size',
  'goal',
  'algorithm',
  'heuristic',
  'weight',
  'depth',
  'think',
  'speed',
  'lab',
  'expansions',
  'compare',
  'exercise',
  'seed',
  'solve',
  'lang',
  'embed',
  'autoplay',
  'scramble',
]);
const SHOWN_VALUE_LENGTH = 40; // of a repeated parameter's value, in its notice

const IDENTIFIER = /^[a-z][a-z0-9-]{0,31}$/;
const SIZE = /^\s*(\d{1,3})\s*[x×X*]\s*(\d{1,3})\s*$/;
const NAMED_GOALS = new Set(['blank-last', 'blank-first']);

/**
 * `4x3` → {width: 4, height: 3}, or null when the text is not a size. Only the shape: which
 * sizes the solver takes is its own rule (capabilities `limits`; common/board-model.js
 * sizeProblem()).
 */
export function parseSize(text) {
  const match = SIZE.exec(String(text));
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

function parseNumber(text, min, max) {
  if (!/^\s*[+]?(\d+(\.\d*)?|\.\d+)\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= min && value <= max ? value : null;
}

function parseFlag(text) {
  return text === '1' || text === 'true' || text === '';
}

/**
 * Reads the docs/contracts.md §4 parameters from a query string. Returns the accepted values
 * (absent ones are left out) and `problems`: one sentence per parameter that was present but
 * ignored, in the language on show (the parameters' names and values are the URL's own; the page
 * reads the query again to word them in another language: web/app/start-up.js).
 * `labPanels`: the ids `lab` may name, the lab's registry's (web/lab/lab-panels.js: it sits above
 * this folder, so its caller hands them down); `exercises`, the kinds `exercise` may name (the
 * lab's Exercises, web/lab/exercises/: handed down the same way; without them `exercise` is
 * taken when it is a name, and checked by the panel). `pseudoLanguage`: whether `lang=en-XA` is taken
 * (the tests' switch, web/common/i18n.js).
 * @param {string} search
 * @param {{labPanels: readonly string[], pseudoLanguage?: boolean}} options
 */
export function readUrlState(
  search,
  { labPanels, exercises = null, pseudoLanguage = pseudoLanguageAllowed() },
) {
  if (!Array.isArray(labPanels)) {
    throw new TypeError("readUrlState: labPanels, the lab panels' ids, is required");
  }
  const params = new URLSearchParams(search);
  const state = { embed: false, autoplay: false };
  const problems = [];
  const reject = (name, whyKey, args = {}) =>
    problems.push(t('page.url.ignored', { name, why: t(whyKey, args) }));
  const text = (name) => {
    const value = params.get(name);
    if (value === null) return null;
    if (value.length > URL_LIMITS.maxTextLength) {
      reject(name, 'page.url.tooLong', { max: String(URL_LIMITS.maxTextLength) });
      return null;
    }
    return value.trim();
  };

  // A parameter given twice (a link edited by hand, or two joined) is read once: the first, as
  // URLSearchParams.get reads it, and the notice says so.
  for (const name of new Set(params.keys())) {
    if (!URL_PARAMETERS.includes(name) || params.getAll(name).length < 2) continue;
    const first = params.get(name) ?? '';
    const value =
      first.length > SHOWN_VALUE_LENGTH ? `${first.slice(0, SHOWN_VALUE_LENGTH)}…` : first;
    problems.push(t('page.url.repeated', { name, value }));
  }

  const board = text('board');
  if (board) state.board = board;

  // `start` + `step`: the solution from `start`, shown at step `step` (the URL's board is then
  // the board at that step).
  const start = text('start');
  if (start) state.start = start;

  const size = text('size');
  if (size) {
    const parsed = parseSize(size);
    if (parsed) state.size = parsed;
    else reject('size', 'page.url.expectedSize');
  }

  const goal = text('goal');
  if (goal) state.goal = NAMED_GOALS.has(goal) ? goal : { tiles: goal };

  for (const name of ['algorithm', 'heuristic']) {
    const value = text(name);
    if (!value) continue;
    if (IDENTIFIER.test(value)) state[name] = value;
    else reject(name, 'page.url.unknownName');
  }

  // The weight and auto's thinking time (seconds it may go on shortening a big board's answer):
  // a number each; their ranges are the core's (capabilities), checked when the solver settings
  // are applied (SolverOptions.apply).
  for (const [name, key] of [
    ['weight', 'weight'],
    ['think', 'thinkSeconds'],
  ]) {
    const given = text(name);
    if (!given) continue;
    const value = parseNumber(given, 0, Number.MAX_VALUE);
    if (value === null) reject(name, 'page.url.expectedNumber');
    else state[key] = value;
  }

  // Depth-limited DFS's limit: a whole number here; its range is the core's, as the weight's.
  const depth = text('depth');
  if (depth) {
    const value = parseNumber(depth, 0, Number.MAX_SAFE_INTEGER);
    if (value === null || !Number.isInteger(value)) reject('depth', 'page.url.expectedWhole');
    else state.depthLimit = value;
  }

  const speed = text('speed');
  if (speed) {
    const value = parseNumber(speed, URL_LIMITS.minSpeed, URL_LIMITS.maxSpeed);
    if (value === null) {
      reject('speed', 'page.url.expectedSpeed', {
        min: String(URL_LIMITS.minSpeed),
        max: String(URL_LIMITS.maxSpeed),
      });
    } else state.speed = value;
  }

  const step = text('step');
  if (step) {
    const value = /^\d{1,7}$/.test(step) ? Number(step) : null;
    if (value === null || value > URL_LIMITS.maxStep) reject('step', 'page.url.expectedWhole');
    else state.step = value;
  }

  // `start` says where the solution shown at `step` begins; alone it says nothing to show.
  if (state.start && state.step === undefined) {
    reject('start', 'page.url.startNeedsStep');
    delete state.start;
  }

  const lab = text('lab');
  if (lab) {
    if (labPanels.includes(lab)) state.lab = lab;
    else reject('lab', 'page.url.expectedOneOf', { choices: labPanels.join(', ') });
  }

  const expansions = text('expansions');
  if (expansions) {
    const value = /^\d{1,8}$/.test(expansions) ? Number(expansions) : null;
    if (value === null || value > URL_LIMITS.maxExpansions) {
      reject('expansions', 'page.url.expectedExpansions');
    } else state.expansions = value;
  }

  const compare = text('compare');
  if (compare) {
    if (compare.length <= URL_LIMITS.maxCompareLength && /^[a-z0-9:,\s-]+$/.test(compare)) {
      state.compare = compare;
    } else reject('compare', 'page.url.expectedCompare');
  }

  // The lab's Exercises: which kind, drawn from which seed, and Solve hidden (a teacher's link).
  const exercise = text('exercise');
  if (exercise) {
    if (exercises ? exercises.includes(exercise) : IDENTIFIER.test(exercise))
      state.exercise = exercise;
    else reject('exercise', 'page.url.expectedOneOf', { choices: (exercises ?? []).join(', ') });
  }
  const seed = text('seed');
  if (seed) {
    const value = /^\d{1,10}$/.test(seed) ? Number(seed) : null;
    if (value === null || value > URL_LIMITS.maxSeed) {
      reject('seed', 'page.url.expectedSeed', { max: String(URL_LIMITS.maxSeed) });
    } else state.seed = value;
  }
  const solve = text('solve');
  if (solve) {
    if (solve === 'hidden') state.solveHidden = true;
    else reject('solve', 'page.url.expectedOneOf', { choices: 'hidden' });
  }

  // The page's language (web/common/i18n.js): a regional tag reads as its language (de-AT → de).
  const lang = text('lang');
  if (lang) {
    const language = supportedLanguage(lang);
    if (language && (language !== PSEUDO_LANGUAGE || pseudoLanguage)) state.lang = language;
    else {
      const choices = LANGUAGES.map(({ code }) => code).join(', ');
      reject('lang', 'page.url.expectedOneOf', { choices });
    }
  }

  // A timed solve's scramble (web/speedsolve/): its size and seed, `4x4:123456`.
  const scramble = text('scramble');
  if (scramble) {
    const parsed = parseScramble(scramble);
    if (parsed) state.scramble = parsed;
    else reject('scramble', 'page.url.expectedScramble');
  }

  const embed = params.get('embed');
  if (embed !== null) state.embed = parseFlag(embed);
  const autoplay = params.get('autoplay');
  if (autoplay !== null) state.autoplay = parseFlag(autoplay);

  return { state, problems };
}

// Commas, slashes and the × are legal in a query; leaving them readable keeps shared links short
// and lets a teacher edit `board=8,0,6,...` by hand.
function encodeValue(value) {
  return encodeURIComponent(String(value))
    .replace(/%2C/gi, ',')
    .replace(/%2F/gi, '/')
    .replace(/%3A/gi, ':');
}

/**
 * The query string (with its leading `?`) that reproduces the page: the board always; the size
 * only when it cannot be inferred (not square); goal, algorithm, heuristic, weight, speed and the
 * depth limit (given only while depth-first search is chosen) only when they differ from
 * `defaults`; auto's thinking time when one is set and applies; the solution step on show (with
 * its start board once past step 0); the lab panel, step mode's expansions and the compared searches when set; the
 * exercise and its seed while the lab's Exercises are in use, and `solve=hidden` once a link hid
 * Solve; the language when one was chosen (by a link or in the page; a language that only follows the
 * browser's is left to each reader's browser); `embed=1` kept so an embedded page stays embedded.
 */
export function writeUrlState(page, defaults = {}) {
  const pairs = [['board', page.tiles.join(',')]];
  if (page.width !== page.height) pairs.push(['size', `${page.width}x${page.height}`]);
  if (Array.isArray(page.goal)) pairs.push(['goal', page.goal.join(',')]);
  else if (page.goal && page.goal !== 'blank-last') pairs.push(['goal', page.goal]);
  if (page.algorithm && page.algorithm !== defaults.algorithm) {
    pairs.push(['algorithm', page.algorithm]);
  }
  if (page.heuristic && page.heuristic !== defaults.heuristic) {
    pairs.push(['heuristic', page.heuristic]);
  }
  if (page.weight !== undefined && page.weight !== defaults.weight) {
    pairs.push(['weight', page.weight]);
  }
  if (page.depthLimit !== undefined && page.depthLimit !== defaults.depthLimit) {
    pairs.push(['depth', page.depthLimit]);
  }
  if (typeof page.thinkSeconds === 'number') pairs.push(['think', page.thinkSeconds]);
  if (page.speed !== undefined && page.speed !== defaults.speed) pairs.push(['speed', page.speed]);
  if (Number.isInteger(page.step) && page.step >= 0) {
    pairs.push(['step', page.step]);
    if (page.step > 0 && Array.isArray(page.start)) pairs.push(['start', page.start.join(',')]);
  }
  if (page.lab) pairs.push(['lab', page.lab]);
  if (Number.isInteger(page.expansions) && page.expansions > 0) {
    pairs.push(['expansions', page.expansions]);
  }
  if (page.compare) pairs.push(['compare', page.compare]);
  if (page.exercise) pairs.push(['exercise', page.exercise]);
  if (Number.isInteger(page.seed)) pairs.push(['seed', page.seed]);
  if (page.solveHidden) pairs.push(['solve', 'hidden']);
  if (page.lang) pairs.push(['lang', page.lang]);
  if (page.embed) pairs.push(['embed', 1]);
  return `?${pairs.map(([name, value]) => `${name}=${encodeValue(value)}`).join('&')}`;
}

// What the page remembers between visits, in localStorage under versioned keys: the page itself
// (the board, goal, size and solver settings as the URL query that reproduces them, the lab panel
// among them, plus the memory budget, which the URL does not carry), the theme, how moves are
// counted (web/common/move-metric.js) and whether the blank follows the mouse, and the best
// results of boards played by hand (web/common/best-results.js).
//
// Storage is a convenience, never a requirement: it may be refused (a sandboxed iframe, a file://
// page in some browsers, private modes), full (quota), or hold anything at all (an older version,
// another page on the same origin, a user's edits). Every access is guarded and every value read
// back is checked; the worst case is a page that remembers nothing, never one that fails.

import { validBestList } from '../common/best-results.js';
import { validMetric } from '../common/move-metric.js';
import { sessionDocument, validSession } from '../common/speedsolve-model.js';
import { PSEUDO_LANGUAGE, supportedLanguage } from '../common/i18n.js';
import { URL_PARAMETERS } from './url-state.js';

export const STORAGE_KEYS = Object.freeze({
  page: 'npuzzle-lab.page.v1',
  best: 'npuzzle-lab.best.v1',
  speedsolve: 'npuzzle-lab.speedsolve.v1',
});

export const THEMES = Object.freeze(['auto', 'light', 'dark']);

const MAX_QUERY_LENGTH = 6000;
const MAX_MEMORY_MB = 1_048_576;

// Parameters of docs/contracts.md §4 that describe a moment, not the page to come back to: a
// solution step (it would make the return visit solve at once), autoplay, embed mode, and a
// teacher's `solve=hidden` (for that exercise, not for the student's next visit).
// `lang` is kept on its own (the visitor's `language`), like the theme: a URL that names the page
// does not take the visitor's language away.
// A `scramble` link starts a timed solve: the board it gives is kept as `board`, the link's
// scramble is not the next visit's.
const MOMENT_PARAMETERS = ['step', 'start', 'autoplay', 'embed', 'lang', 'solve', 'scramble'];

/**
 * The parameters of docs/contracts.md §4 that say what to show: a URL with any of them names the
 * page. `lang` alone does not (it is the visitor's, kept on its own).
 */
export const PAGE_PARAMETERS = Object.freeze(URL_PARAMETERS.filter((name) => name !== 'lang'));

/**
 * The remembered page, checked: {query, memoryMB, theme, language, metric, hover}. `query` is ''
 * or a query string with its `?`; `memoryMB` a whole number or null; `theme` one of THEMES;
 * `language` the one the visitor chose in the page ('en', 'es', 'de', 'zh'), or null to follow
 * the browser's; `metric` 'stm' or 'mtm'; `hover` true or false. Garbage gives the defaults.
 * @param {unknown} value
 */
export function validPageMemory(value) {
  /** @type {{query: string, memoryMB: number | null, theme: string, language: string | null,
   *   metric: import('../common/move-metric.js').Metric, hover: boolean}} */
  const memory = {
    query: '',
    memoryMB: null,
    theme: 'auto',
    language: null,
    metric: 'stm',
    hover: false,
  };
  if (!value || typeof value !== 'object') return memory;
  const raw = /** @type {Record<string, unknown>} */ (value);
  if (
    typeof raw.query === 'string' &&
    raw.query.length <= MAX_QUERY_LENGTH &&
    /^\?[^\s#]*$/.test(raw.query)
  ) {
    memory.query = rememberedQuery(raw.query);
  }
  if (Number.isInteger(raw.memoryMB) && raw.memoryMB >= 1 && raw.memoryMB <= MAX_MEMORY_MB) {
    memory.memoryMB = /** @type {number} */ (raw.memoryMB);
  }
  if (typeof raw.theme === 'string' && THEMES.includes(raw.theme)) memory.theme = raw.theme;
  memory.metric = validMetric(raw.metric) ?? 'stm';
  if (raw.hover === true) memory.hover = true;
  const language = supportedLanguage(raw.language);
  if (language && language !== PSEUDO_LANGUAGE && language === raw.language) {
    memory.language = language;
  }
  return memory;
}

/** The query to keep: the page's, without the parameters that describe a moment. */
export function rememberedQuery(query) {
  const params = new URLSearchParams(query);
  for (const name of MOMENT_PARAMETERS) params.delete(name);
  if (![...params.keys()].some((name) => PAGE_PARAMETERS.includes(name))) return '';
  // Keep the page's own spelling (commas and slashes readable), dropping only whole parameters.
  const kept = query
    .slice(1)
    .split('&')
    .filter((pair) => pair && !MOMENT_PARAMETERS.includes(decodeURIComponent(pair.split('=')[0])));
  return kept.length ? `?${kept.join('&')}` : '';
}

/** Whether a query names anything the page shows (docs/contracts.md §4): then the URL wins. */
export function namesPage(search) {
  const params = new URLSearchParams(search);
  return [...params.keys()].some((name) => PAGE_PARAMETERS.includes(name));
}

/** The browser's localStorage if it may be used here, else null (never throws). */
export function openStorage(scope = globalThis) {
  try {
    const storage = scope.localStorage;
    if (!storage) return null;
    const probe = 'npuzzle-lab.probe';
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

function readJson(storage, key) {
  if (!storage) return null;
  try {
    const text = storage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function writeJson(storage, key, value) {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota, or storage withdrawn meanwhile: the page simply does not remember
  }
}

/** The page's memory: reads and writes go through here. */
export class RememberedState {
  #storage;
  #forgotten = false; // "Start fresh" was pressed: nothing more is written in this document
  #page;

  /** @param {Storage | null} storage from openStorage() */
  constructor(storage) {
    this.#storage = storage;
    this.#page = validPageMemory(readJson(storage, STORAGE_KEYS.page));
  }

  /** Whether anything can be remembered here. */
  get available() {
    return this.#storage !== null;
  }

  /** The remembered page: {query, memoryMB, theme, language, metric, hover}. */
  get page() {
    return { ...this.#page };
  }

  /**
   * Remembers part of the page ({query}, {memoryMB}, {theme}, {language}, {metric} or {hover});
   * false if it could not.
   */
  savePage(part) {
    if (this.#forgotten) return false;
    const next = validPageMemory({ ...this.#page, ...part });
    this.#page = next;
    return writeJson(this.#storage, STORAGE_KEYS.page, { version: 1, ...next });
  }

  /** The best results, checked (web/common/best-results.js). */
  get best() {
    return validBestList(readJson(this.#storage, STORAGE_KEYS.best));
  }

  saveBest(list) {
    if (this.#forgotten) return false;
    return writeJson(this.#storage, STORAGE_KEYS.best, list);
  }

  /**
   * The timed solves of web/speedsolve/, checked solve by solve (web/common/speedsolve-model.js),
   * and whether inspection is on.
   */
  get speedsolve() {
    const stored = readJson(this.#storage, STORAGE_KEYS.speedsolve);
    return { solves: validSession(stored), inspection: stored?.inspection === true };
  }

  /** @param {import('../common/speedsolve-model.js').Solve[]} solves @param {boolean} inspection */
  saveSpeedsolve(solves, inspection) {
    if (this.#forgotten) return false;
    return writeJson(this.#storage, STORAGE_KEYS.speedsolve, {
      ...sessionDocument(solves),
      inspection,
    });
  }

  /** Forgets everything this page stored, and stores nothing more until the page is left. */
  forget() {
    this.#forgotten = true;
    this.#page = validPageMemory(null);
    if (!this.#storage) return;
    for (const key of Object.values(STORAGE_KEYS)) {
      try {
        this.#storage.removeItem(key);
      } catch {
        // nothing to do: what cannot be removed cannot be read back either
      }
    }
  }
}

// @ts-check
// Words several lab panels share, in the language on show (web/i18n/<lang>/lab.js): a search's
// outcome in a table cell, a move in words, yes and no. Built on every call (never at import),
// so a change of language reads the new catalog.

import { t } from '../../common/i18n.js';

/** Catalog keys of an outcome word, by the status the solver (or the lab) gives a run. */
const STATUS_KEYS = Object.freeze({
  solved: 'lab.status.solved',
  limit: 'lab.status.memoryLimit',
  timeout: 'lab.status.timeLimit',
  cancelled: 'lab.status.cancelled',
  skipped: 'lab.status.skipped',
  unsolvable: 'lab.status.unsolvable',
  invalid: 'lab.status.invalid',
  failed: 'lab.status.failed',
  error: 'lab.status.error',
});

/**
 * A run's status in a few words for a table ('memory limit', 'stopped', 'not run'); a status no
 * catalog knows (a newer core) as the core names it.
 * @param {{status?: string} | null | undefined} result
 */
export function statusWords(result) {
  const status = result?.status;
  if (status === undefined) return t('lab.status.notRun');
  if (status === 'cancelled') return t('lab.status.stopped');
  return STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status;
}

/** Catalog keys of Compare's outcome words (compare-stats.js runOutcome: English, as in the CSV). */
const OUTCOME_KEYS = Object.freeze({
  solved: 'lab.status.solved',
  'memory limit': 'lab.status.memoryLimit',
  'depth limit': 'lab.status.depthLimitCut',
  'time limit': 'lab.status.timeLimit',
  cancelled: 'lab.status.cancelled',
  skipped: 'lab.status.skipped',
  unsolvable: 'lab.status.unsolvable',
  invalid: 'lab.status.invalid',
  failed: 'lab.status.failed',
  error: 'lab.status.error',
  'not run': 'lab.status.notRun',
});

/**
 * Compare's outcome (runOutcome's English word, kept for the CSV) in the language on show;
 * `depth limit` names the limit (`cut at depth 50`).
 * @param {string} outcome
 * @param {{depthLimit?: number | null}} [figures]
 */
export function outcomeWords(outcome, { depthLimit = null } = {}) {
  if (!OUTCOME_KEYS[outcome]) return outcome;
  return t(OUTCOME_KEYS[outcome], { limit: String(depthLimit ?? '?') });
}

/** `yes` / `no` */
export function yesNo(value) {
  return t(value ? 'lab.yes' : 'lab.no');
}

// Each direction's two phrasings: short, as the search tree names a node (`8 right`), and inside
// a sentence (`move 8 left`, lower case where the language has cases).
const MOVE_PHRASES = Object.freeze({
  U: { short: 'lab.move.up', clause: 'lab.moveClause.up' },
  D: { short: 'lab.move.down', clause: 'lab.moveClause.down' },
  L: { short: 'lab.move.left', clause: 'lab.moveClause.left' },
  R: { short: 'lab.move.right', clause: 'lab.moveClause.right' },
});

function movePhrase(form, tile, direction) {
  const key = MOVE_PHRASES[direction]?.[form];
  return key ? t(key, { tile: String(tile) }) : `${tile} ${direction}`;
}

/** A tile and the way it slides, short, as the search tree names a node: `8 right`. */
export function tileMove(tile, direction) {
  return movePhrase('short', tile, direction);
}

/** A move inside a sentence: `move 8 left` (lower case where the language has cases). */
export function moveClause(tile, direction) {
  return movePhrase('clause', tile, direction);
}

/** Parts of one name or sentence in a row: `g 1, h 20, f 21, open` (Chinese: `，`). */
export function commaList(parts) {
  return parts.join(t('lab.list.comma'));
}

/** Entries of a chart's summary in a row: `A*: 13; IDA*: 17` (Chinese: `；`). */
export function semicolonList(parts) {
  return parts.join(t('lab.list.semicolon'));
}

/** Sentences one after another: a space between them (none in Chinese). */
export function sentences(...texts) {
  return texts.filter(Boolean).reduce((first, second) => t('lab.sentences', { first, second }));
}

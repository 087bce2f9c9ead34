// How search numbers read on the page: counts with the language's separators (12,345 in English,
// 12.345 in German), bytes in KB/MB/GB (steps of 1024, as memory is counted), times in ms or s.
// The units are messages (`page.unit.*`), so each language writes them its way (12 ms, 12 毫秒).

import { formatNumber, t } from './i18n.js';

export function formatCount(value) {
  return Number.isFinite(value) ? formatNumber(Math.round(value)) : '—';
}

/** `value` with exactly `digits` decimals, in the language's notation. */
function fixed(value, digits) {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return '—';
  const units = ['page.unit.bytes', 'page.unit.kb', 'page.unit.mb', 'page.unit.gb'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return t(units[unit], { value: fixed(value, digits) });
}

/**
 * A time limit a person chose, in ms: whole seconds as typed ("30 s"), else as formatDuration.
 * @param {number} ms
 */
export function formatTimeLimit(ms) {
  const seconds = ms / 1000;
  return Number.isInteger(seconds)
    ? t('page.unit.s', { value: fixed(seconds, 0) })
    : formatDuration(ms);
}

/**
 * The progress's Elapsed: while a time to think runs, how much of it has gone ("4.15 s of up to
 * 30 s", each figure kept on one line in the narrow boxes); past it (a time to think shorter than
 * the default's own work, which always runs to its end) or without one, the time alone.
 * @param {number} ms
 * @param {number | undefined} thinkMs
 */
export function formatElapsed(ms, thinkMs) {
  if (typeof thinkMs !== 'number' || !(ms <= thinkMs)) return formatDuration(ms);
  return t('page.progress.elapsedOfThink', {
    elapsed: unbroken(formatDuration(ms)),
    limit: unbroken(formatTimeLimit(thinkMs)),
  });
}

/** @param {string} text */
function unbroken(text) {
  return text.replace(/ /g, '\u00a0');
}

export function formatDuration(ms) {
  if (!Number.isFinite(ms)) return '—';
  if (ms < 1) return t('page.unit.ms', { value: fixed(ms, 2) });
  if (ms < 1000) return t('page.unit.ms', { value: fixed(Math.round(ms), 0) });
  return t('page.unit.s', { value: fixed(ms / 1000, ms < 10_000 ? 2 : 1) });
}

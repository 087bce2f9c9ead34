// @ts-check
// A figure the method that ran does not keep (the result's or the progress's `notApplicable`,
// docs/contracts.md §3): a dash to the eye and "does not apply" to a screen reader, never a 0
// that reads as a measurement.

import { t } from '../common/i18n.js';

/** The dash and its words, to put in a figure's place. */
export function notApplicable() {
  const fragment = document.createDocumentFragment();
  const dash = document.createElement('span');
  dash.setAttribute('aria-hidden', 'true');
  dash.textContent = '—';
  const words = document.createElement('span');
  words.className = 'visually-hidden';
  words.textContent = t('page.figure.notApplicable');
  fragment.append(dash, words);
  return fragment;
}

/**
 * Whether `name` is among the figures `report` (a SolveResult's stats or a progress report) says
 * its method does not keep.
 * @param {{notApplicable?: string[]} | null | undefined} report
 * @param {string} name
 */
export function absent(report, name) {
  return Array.isArray(report?.notApplicable) && report.notApplicable.includes(name);
}

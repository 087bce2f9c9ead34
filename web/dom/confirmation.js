// @ts-check
// A confirmation shown beside the control that caused it ("Link copied to the clipboard."), not
// in the notice at the top of the page, which may be scrolled far off when a Share or Solution
// button is pressed. It sits right after the control's row of buttons, says it again in a new
// language, and goes after a while or when the next one replaces it. The line is no live region
// (one made at the moment it is filled is not reliably read): the caller says the words through
// the page's announcer.

import { liveText, wordsOf } from './live-text.js';

const SHOWN_MS = 6000;

/** @type {WeakMap<Element, {line: HTMLElement, timer: ReturnType<typeof setTimeout> | undefined}>} */
const lines = new WeakMap();

/**
 * Shows `words` beside `control` (after the `.button-row` holding it, else after the control);
 * returns the text shown, for the announcement.
 * @param {HTMLElement} control
 * @param {import('./live-text.js').LiveText} words
 */
export function confirmBeside(control, words) {
  const anchor = control.closest('.button-row') ?? control;
  let entry = lines.get(anchor);
  if (!entry) {
    const line = document.createElement('p');
    line.className = 'confirmation';
    anchor.after(line);
    entry = { line, timer: undefined };
    lines.set(anchor, entry);
  }
  const { line } = entry;
  clearTimeout(entry.timer);
  liveText(line, words);
  line.hidden = false;
  entry.timer = setTimeout(() => {
    line.hidden = true;
    liveText(line, '');
  }, SHOWN_MS);
  return wordsOf(words);
}

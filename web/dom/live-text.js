// Text a script writes that must follow a change of language (web/common/i18n.js): the element
// keeps the function that words it, and every change of language calls that function again, so
// the words change and the data they were made from stays (a solution's length, a step, a size).
// For single elements a script owns (the status line, a label, a button's tooltip); a panel that
// builds many elements (a move list, the best list) keeps its data and redraws itself instead.

import { onLanguageChange } from '../common/i18n.js';
import { setAttribute, setText } from './quiet-writes.js';

/** Words: plain text (no one's language: a number, a board), or a function that words it now. */
/** @typedef {string | (() => string)} LiveText */

/** @type {Map<Element, {text?: () => string, attributes: Map<string, () => string>}>} */
const bound = new Map();

/** The text `words` gives now. */
export function wordsOf(words) {
  return typeof words === 'function' ? words() : (words ?? '');
}

function entry(element) {
  let found = bound.get(element);
  if (!found) {
    found = { attributes: new Map() };
    bound.set(element, found);
  }
  return found;
}

/** Sets `element`'s text to `words`; a function is called again on every change of language. */
export function liveText(element, words) {
  setText(element, wordsOf(words));
  if (typeof words === 'function') entry(element).text = words;
  else if (bound.has(element)) delete entry(element).text;
}

/** Sets (or, for null, removes) an attribute; a function is called again on every change. */
export function liveAttribute(element, name, words) {
  setAttribute(element, name, words === null ? null : wordsOf(words));
  if (typeof words === 'function') entry(element).attributes.set(name, words);
  else if (bound.has(element)) entry(element).attributes.delete(name);
}

onLanguageChange(() => {
  for (const [element, { text, attributes }] of bound) {
    // Elements a script has dropped from the page are forgotten (their words would be lost).
    if (!element.isConnected) {
      bound.delete(element);
      continue;
    }
    if (text) setText(element, text());
    for (const [name, words] of attributes) setAttribute(element, name, words());
  }
});

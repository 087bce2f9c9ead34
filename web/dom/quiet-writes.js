// Writes to the page that are skipped when they would change nothing. The page redraws its
// controls after every change, mostly with the values they already show, and a browser does not
// check: setting `hidden`, a `data-` or an ARIA attribute to the value it has is still an
// attribute change, which restyles the element wherever a style rule names that attribute
// (ours and the browser's name `hidden`, `data-state`, `aria-current`, `title`, …), and setting
// the same text replaces the text node, which lays its line out again. Around a solve those
// redraws ran several times over and were a good share of the frames that show the answer.

/** @param {HTMLElement} element @param {boolean} hidden */
export function setHidden(element, hidden) {
  if (element.hidden !== hidden) element.hidden = hidden;
}

/**
 * Sets an attribute, or removes it for null.
 * @param {Element} element @param {string} name @param {string | null} value
 */
export function setAttribute(element, name, value) {
  if (value === null) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/** Sets an element's whole text. @param {Node} element @param {string} text */
export function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

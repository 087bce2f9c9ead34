// @ts-check
// A question asked again in the page before something is forgotten ("Start fresh", "Clear
// session"): the button opens a group with Yes and No, No (the safe answer) takes the focus,
// No or Escape closes it and gives the focus back to the button. Not the browser's confirm():
// it is refused in sandboxed frames and cannot be styled or read by every tool.

/**
 * @param {{button: HTMLElement, group: HTMLElement, yes: HTMLElement, no: HTMLElement,
 *   onYes: () => void}} parts
 */
export function askAgain({ button, group, yes, no, onYes }) {
  const show = (/** @type {boolean} */ open) => {
    group.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    (open ? no : button).focus();
  };
  button.addEventListener('click', () => show(true));
  no.addEventListener('click', () => show(false));
  group.addEventListener('keydown', (event) => {
    if (/** @type {KeyboardEvent} */ (event).key === 'Escape') show(false);
  });
  yes.addEventListener('click', () => {
    show(false);
    onYes();
  });
}

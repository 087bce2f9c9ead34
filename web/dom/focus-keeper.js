// A control that is disabled while it has focus drops keyboard focus to the page's start, so
// a keyboard user who pressed "Step" at the goal (or "Solve", which disables itself) would be
// thrown out of place. Callers note the focus before updating a group of controls and hand it
// on afterwards to the first usable control of their choice.

/** The element with focus now; pass it to keepFocus() after the update. */
export function focusedElement() {
  return document.activeElement instanceof HTMLElement ? document.activeElement : null;
}

/**
 * If `previous` had focus and can no longer take it (disabled or hidden), focus moves to the
 * first of `candidates` that can, without scrolling the page. With `moveOn`, it moves to the
 * first of them even from a `previous` that is still usable (`previous` itself may be among
 * them): for a control whose job is done, such as Solve once its answer is in.
 *
 * This happens before the next frame, not now. Whether a control is still shown is known only
 * from a layout: asked in the middle of an update (a solve's answer redraws several panels), it
 * would lay the page out there and again when the frame is drawn, several milliseconds each (the
 * first Solve of a visit, tens); before the frame, it costs the layout the frame needs anyway,
 * and every panel has been updated (Play is there once a solution is loaded). A hidden page
 * draws no frames: there it happens at once.
 * @param {HTMLElement | null} previous
 * @param {Array<HTMLElement | null | undefined>} candidates
 * @param {{moveOn?: boolean}} [options]
 */
export function keepFocus(previous, candidates, { moveOn = false } = {}) {
  if (!previous || !('disabled' in previous)) return;
  if (document.hidden) handOn(previous, candidates, moveOn);
  else requestAnimationFrame(() => handOn(previous, candidates, moveOn));
}

/**
 * @param {HTMLElement} previous
 * @param {Array<HTMLElement | null | undefined>} candidates
 * @param {boolean} moveOn
 */
function handOn(previous, candidates, moveOn) {
  // Only a control that lost its usability (or whose job is done) hands focus on; focus the
  // user has put somewhere else meanwhile is left there.
  const stays = usable(previous);
  if (stays && !moveOn) return;
  if (document.activeElement !== previous && document.activeElement !== document.body) return;
  const next = candidates.find(
    (candidate) => candidate && (candidate !== previous || stays) && usable(candidate),
  );
  if (next && next !== document.activeElement) next.focus({ preventScroll: true });
}

function usable(element) {
  return !element.disabled && !element.hidden && element.offsetParent !== null;
}

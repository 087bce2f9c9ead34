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
 * first of `candidates` that can, without scrolling the page.
 * @param {HTMLElement | null} previous
 * @param {Array<HTMLElement | null | undefined>} candidates
 */
export function keepFocus(previous, candidates) {
  // Only a control that lost its usability hands focus on; focus resting on the page is left.
  if (!previous || !('disabled' in previous) || usable(previous)) return;
  if (document.activeElement !== previous && document.activeElement !== document.body) return;
  const next = candidates.find(
    (candidate) => candidate && candidate !== previous && usable(candidate),
  );
  next?.focus({ preventScroll: true });
}

function usable(element) {
  return !element.disabled && !element.hidden && element.offsetParent !== null;
}

// @ts-check
// Work nobody waits for — the address bar kept in step, what the page remembers — done when the
// page is idle, so that it never lands between a click and the frame that shows its answer; at
// the latest after `timeoutMs`. Where the browser has no idle callbacks (Safari), in a task of
// its own.

/**
 * @param {() => void} callback
 * @param {number} timeoutMs
 * @returns {() => void} cancels it
 */
export function onIdle(callback, timeoutMs) {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => callback(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}

// @ts-check
// Background work the page does for later (the search team's tables), started only after a quiet
// moment: QUIET_MS after it is asked for, when the browser next has idle time (on-idle.js), and
// not while `busy()` (a search) — then it waits again. Asking again while it waits changes
// nothing.

import { onIdle } from './on-idle.js';

const QUIET_MS = 1500;

/** @type {WeakSet<() => void>} work waiting to run */
const waiting = new WeakSet();

/**
 * @param {() => void} work
 * @param {{busy?: () => boolean, quietMs?: number}} [options]
 */
export function whenIdle(work, { busy = () => false, quietMs = QUIET_MS } = {}) {
  if (waiting.has(work)) return;
  waiting.add(work);
  const attempt = () =>
    onIdle(() => {
      if (busy()) {
        setTimeout(attempt, quietMs);
        return;
      }
      waiting.delete(work);
      work();
    }, quietMs);
  setTimeout(attempt, quietMs);
}

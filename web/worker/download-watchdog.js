// @ts-check
// A watch over one pattern-database download that gives up on it — aborts its fetch — when it
// is not going to arrive in useful time, so the worker builds the tables instead (issue 33):
// a response that stalls, drips, or dies with the connection would otherwise hold Solve at
// "Downloading… 0%" for minutes, when building takes 7–15 s.
//
// Four rules, each for a different failure:
// - stall: nothing (no headers, no byte) for STALL_MS. This is about no progress, never about
//   low speed: a phone network that pauses for a second or two between bursts keeps going. 5 s
//   is well past the gaps of a slow but working link and leaves 5 s of margin under the 10 s in
//   which a stalled download must have turned into a build.
// - too slow: once GRACE_MS have passed, a download whose average rate so far would not finish
//   it within DEADLINE_MS is given up at once, rather than waited on until the deadline. This
//   catches a drip (1 byte/s never stalls) after 8 s, yet never abandons a steady download that
//   can finish in time: 3.2 MB (the 15-puzzle's tables) in 45 s is about 0.6 Mbit/s, slower
//   than any mobile link a build would beat. A minimum rate alone would be a guess at the link;
//   the projected finish asks the question that matters, whether waiting will pay.
// - deadline: DEADLINE_MS after it started, whatever the projection said.
// - offline: the browser says the connection is gone — no reason to wait for the stall. Chromium
//   sets a worker's navigator.onLine but fires no `offline` event there (measured), so it is
//   also looked at every OFFLINE_CHECK_MS.

/** @typedef {'stalled' | 'too-slow' | 'offline'} AbandonReason */
/** @typedef {{stallMs: number, graceMs: number, deadlineMs: number}} DownloadLimits */

const OFFLINE_CHECK_MS = 250;

/** @type {DownloadLimits} */
export const DOWNLOAD_LIMITS = Object.freeze({
  stallMs: 5_000,
  graceMs: 8_000,
  deadlineMs: 45_000,
});

/**
 * Watches a download from now: call progress() whenever something arrives (the response's
 * headers, each chunk), done() when it ended either way. When a rule above is broken it calls
 * `abandon(reason)` once (which aborts the fetch) and stops watching.
 * @param {(reason: AbandonReason) => void} abandon
 * @param {DownloadLimits} [limits]
 * @param {EventTarget | undefined} [events] where `offline` is heard (the worker's global scope)
 * @returns {{progress(received: number, total: number | null): void, done(): void,
 *   readonly reason: AbandonReason | null}}
 */
export function watchDownload(abandon, limits = DOWNLOAD_LIMITS, events = globalEvents()) {
  const started = performance.now();
  /** @type {AbandonReason | null} */
  let reason = null;
  let ended = false;
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let stallTimer;
  const onOffline = () => giveUp('offline');
  const stop = () => {
    ended = true;
    clearTimeout(stallTimer);
    clearTimeout(deadlineTimer);
    clearInterval(offlineCheck);
    events?.removeEventListener('offline', onOffline);
  };
  /** @param {AbandonReason} why */
  const giveUp = (why) => {
    if (ended) return;
    reason = why;
    stop();
    abandon(why);
  };
  const armStall = () => {
    clearTimeout(stallTimer);
    const armedAt = performance.now();
    stallTimer = setTimeout(() => {
      // Late by over a second: this thread was busy (a synchronous table build), so it could
      // not read what arrived meanwhile. Not the download's stall: look again.
      if (performance.now() - armedAt > limits.stallMs + 1_000) armStall();
      else giveUp('stalled');
    }, limits.stallMs);
  };
  const deadlineTimer = setTimeout(() => giveUp('too-slow'), limits.deadlineMs);
  events?.addEventListener('offline', onOffline);
  const offlineCheck = setInterval(() => {
    if (globalThis.navigator?.onLine === false) giveUp('offline');
  }, OFFLINE_CHECK_MS);
  armStall();
  return {
    progress(received, total) {
      if (ended) return;
      armStall();
      const elapsed = performance.now() - started;
      if (elapsed < limits.graceMs || !total || received <= 0 || received >= total) return;
      const projected = (elapsed * total) / received;
      if (projected > limits.deadlineMs) giveUp('too-slow');
    },
    done: stop,
    get reason() {
      return reason;
    },
  };
}

/** The global scope, where it hears events (a worker's, a page's; not Node's). */
function globalEvents() {
  const scope = /** @type {any} */ (globalThis);
  return typeof scope.addEventListener === 'function'
    ? /** @type {EventTarget} */ (scope)
    : undefined;
}

// @ts-check
// Running a search in budgeted slices: yield to the worker's event loop between slices, so a
// `cancel` (and quick requests) are seen while a long search runs, and size each slice by the
// measured rate so it lasts about SLICE_TARGET_MS.

const SLICE_TARGET_MS = 30; // long enough to amortise the call, short enough for a prompt cancel
// Checked after each slice, so reports land every 75-105 ms: about ten a second.
export const PROGRESS_INTERVAL_MS = 75;
const MIN_BUDGET = 64;
const MAX_BUDGET = 50_000_000;

// A message to ourselves is a macrotask without setTimeout's 4 ms clamp on nested timers, and it
// queues behind any `cancel` already waiting.
const tick = new MessageChannel();
// Under Node (the unit tests) a port holds the process open only while a yield is pending;
// browsers have no ref/unref.
const port = /** @type {MessagePort & {ref?: () => void, unref?: () => void}} */ (tick.port1);
/** @type {Array<() => void>} */
const tickWaiters = [];
port.onmessage = () => {
  tickWaiters.shift()?.();
  if (tickWaiters.length === 0) port.unref?.();
};
port.unref?.();

/** @returns {Promise<void>} */
export function yieldToEventLoop() {
  return new Promise((resolve) => {
    tickWaiters.push(resolve);
    port.ref?.();
    tick.port2.postMessage(null);
  });
}

// Expansions cost more as the open list grows, so the budget follows the measured rate, growing
// at most fourfold per slice so one slow slice cannot follow a burst of cheap ones.
/** @param {number} budget @param {number} sliceMs @param {number} [targetMs] */
export function nextBudget(budget, sliceMs, targetMs = SLICE_TARGET_MS) {
  const scale = sliceMs > 0 ? targetMs / sliceMs : 4;
  const next = Math.round(budget * Math.min(4, Math.max(0.25, scale)));
  return Math.min(MAX_BUDGET, Math.max(MIN_BUDGET, next));
}

/**
 * Calls `runSlice(budget)` until it reports it is finished, yielding between slices.
 * @template P
 * @param {{runSlice: (budget: number) => {finished: boolean, progress: P},
 *   isCancelled: () => boolean, onProgress: (progress: P) => void,
 *   reportNow?: (progress: P) => boolean,
 *   firstBudget?: number, maxBudget?: number, targetMs?: number}} options (targetMs: how long
 *   a slice should last, SLICE_TARGET_MS unless given; reportNow: whether this slice's progress
 *   is news to report at once rather than at the next interval)
 * @returns {Promise<{cancelled: boolean, progress: P | null}>} the last slice's progress
 */
export async function runInSlices({
  runSlice,
  isCancelled,
  onProgress,
  reportNow = () => false,
  firstBudget = 1000,
  maxBudget = MAX_BUDGET,
  targetMs = SLICE_TARGET_MS,
}) {
  let budget = firstBudget;
  /** @type {P | null} */
  let last = null;
  let lastPostAt = 0;
  // The first slice runs at once: a yield before it only made every search, most of them a few
  // milliseconds long, wait for a turn of the event loop (a cancel already seen is still
  // honoured before it).
  for (let first = true; ; first = false) {
    if (!first) await yieldToEventLoop();
    if (isCancelled()) return { cancelled: true, progress: last };
    const sliceStart = performance.now();
    const { finished, progress } = runSlice(budget);
    const sliceMs = performance.now() - sliceStart;
    last = progress;
    if (finished) return { cancelled: false, progress };
    budget = Math.min(maxBudget, nextBudget(budget, sliceMs, targetMs));
    if (reportNow(progress) || sliceStart - lastPostAt >= PROGRESS_INTERVAL_MS) {
      lastPostAt = sliceStart;
      onProgress(progress);
    }
  }
}

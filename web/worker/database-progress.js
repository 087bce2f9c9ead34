// @ts-check
// Progress while pattern databases build: the worker is busy in one synchronous call, and the
// build reports its fraction done through this, about every 75 ms (the start and the end always).

const DATABASE_PROGRESS_MS = 75;

/**
 * @param {number} id the request the databases are built for
 * @param {(message: import('./protocol.js').WorkerMessage) => void} post
 * @returns {(fraction: number) => void}
 */
export function databaseProgressReporter(id, post) {
  let lastPostAt = -Infinity;
  return (fraction) => {
    const now = performance.now();
    if (fraction > 0 && fraction < 1 && now - lastPostAt < DATABASE_PROGRESS_MS) return;
    lastPostAt = now;
    post({ type: 'progress', id, progress: { phase: 'database', fraction } });
  };
}

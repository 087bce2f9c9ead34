// @ts-check
// Progress while pattern databases are downloaded or built (the build is one synchronous call in
// the worker, which reports its fraction done through this): about every 75 ms, and always the
// start, the end and a change of source, so the page says honestly which is happening.

const DATABASE_PROGRESS_MS = 75;

/**
 * @param {number} id the request the databases are built for
 * @param {(message: import('../protocol/protocol.js').WorkerMessage) => void} post
 * @returns {(fraction: number, source?: 'download' | 'build',
 *   fallback?: import('../protocol/protocol.js').DownloadFailure) => void}
 */
export function databaseProgressReporter(id, post) {
  let lastPostAt = -Infinity;
  let lastSource = '';
  /**
   * @param {number} fraction
   * @param {'download' | 'build'} [source]
   * @param {import('../protocol/protocol.js').DownloadFailure} [fallback] why it builds (a failed download)
   */
  return (fraction, source = 'build', fallback) => {
    const now = performance.now();
    const throttled = fraction > 0 && fraction < 1 && source === lastSource;
    if (throttled && now - lastPostAt < DATABASE_PROGRESS_MS) return;
    lastPostAt = now;
    lastSource = source;
    /** @type {import('../protocol/protocol.js').DatabaseProgress} */
    const progress = { phase: 'database', fraction, source, ...(fallback ? { fallback } : {}) };
    post({ type: 'progress', id, progress });
  };
}

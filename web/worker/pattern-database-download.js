// @ts-check
// The 15-puzzle's and the 24-puzzle's pattern databases, downloaded: the site ships them
// precomputed and gzipped in web/databases/<name>.bin.gz (scripts/build-pattern-databases.mjs),
// 3.2 MB for the 11.5 MB of the 6-6-3 tables, which a first visit fetches in a fraction of the
// 6–7 s building them takes (docs/performance.md: pattern databases in the browser).
//
// A downloaded table is as untrusted as a stored one: the bytes go to the solver, which uses a
// table only if its SHA-256 is the digest compiled into it, so a damaged or forged file is
// simply built instead. Every failure here — no folder to fetch from (the offline single file,
// whose worker has no URL), no DecompressionStream, a refused fetch, a 404, a truncated or
// corrupt gzip, and a download given up because it stalled, dripped or lost the connection
// (download-watchdog.js) — leaves that table out, and the provider builds it, as before. What
// went wrong is said (DownloadFailure), so the page can tell the visitor why it builds.

import { DOWNLOAD_LIMITS, watchDownload } from './download-watchdog.js';

/**
 * Where the tables are, or null where nothing can be fetched. The module worker finds them
 * beside its own URL (web/worker/ → web/databases/); a worker started from a Blob (an opaque
 * origin) is told the wasm folder by its prelude (solver-worker-start.js), whose sibling they
 * are; the offline file's worker has neither and builds. Only http(s): a file:// page cannot
 * fetch, and Node (the tests) has no site.
 * @param {{wasmFolder?: string} | undefined} config self.npuzzleSolverConfig
 * @param {string | undefined} moduleUrl import.meta.url (empty in a bundled worker)
 * @returns {URL | null}
 */
export function databaseFolder(
  config = /** @type {any} */ (globalThis).npuzzleSolverConfig,
  moduleUrl = import.meta.url,
) {
  let folder = null;
  try {
    if (config?.wasmFolder) folder = new URL('../databases/', config.wasmFolder);
    else if (moduleUrl) folder = new URL('../databases/', moduleUrl);
  } catch {
    return null;
  }
  return folder && /^https?:$/.test(folder.protocol) ? folder : null;
}

/**
 * Why a table the site ships did not arrive: given up (download-watchdog.js), an HTTP error
 * (`status`), or anything else (a refused fetch, a broken or corrupt body).
 * @typedef {import('../protocol/protocol.js').DownloadFailure} DownloadFailure
 * @typedef {{folder?: URL | null, fetch?: typeof fetch,
 *   limits?: import('./download-watchdog.js').DownloadLimits}} DownloadOptions
 */

/**
 * A table's download: started once, shared by whoever wants it (a prefetch, then the solve).
 * @typedef {{received: number, total: number | null, listeners: Set<() => void>,
 *   bytes: Promise<Uint8Array | null>, failure: DownloadFailure | null}} Download
 */
/** @type {Map<string, Download>} by database name, until a provision takes it */
const downloads = new Map();

/**
 * Starts downloading the tables not already on their way (a 15-puzzle is on show: a Solve
 * pressed later finds them here, or arriving). Never rejects; does nothing where nothing can
 * be fetched.
 * @param {{name: string, entries: number}[]} tables the databases wanted, with their sizes
 * @param {DownloadOptions} [options]
 * @returns {boolean} whether the tables are (being) downloaded
 */
export function startDownloads(tables, options = {}) {
  const folder = options.folder === undefined ? databaseFolder() : options.folder;
  const fetchTable = options.fetch ?? globalThis.fetch;
  const limits = options.limits ?? DOWNLOAD_LIMITS;
  if (!folder || !fetchTable || typeof DecompressionStream !== 'function') return false;
  for (const { name, entries } of tables) {
    if (downloads.has(name)) continue;
    /** @type {Download} */
    const download = {
      received: 0,
      total: null,
      listeners: new Set(),
      bytes: Promise.resolve(null),
      failure: null,
    };
    download.bytes = fetchOne(folder, name, entries, fetchTable, limits, download);
    downloads.set(name, download);
  }
  return true;
}

/**
 * The named tables downloaded (started now if not yet): resolves to those that arrived whole
 * (`downloaded`, {name: bytes}, the serialised database as the solver exports it) and why the
 * first of the others that the site ships did not (`failure`, null when none failed); never
 * rejects. What it returns is forgotten here: the solver holds it from then on, and IndexedDB
 * keeps it.
 * @param {{name: string, entries: number}[]} tables
 * @param {(fraction: number) => void} onProgress the share of the compressed bytes received,
 *   reported once every file's size is known (not at all when nothing can be fetched)
 * @param {DownloadOptions} [options]
 * @returns {Promise<{downloaded: Record<string, Uint8Array>, failure: DownloadFailure | null}>}
 */
export async function downloadPatternDatabases(tables, onProgress, options = {}) {
  if (tables.length === 0 || !startDownloads(tables, options)) {
    return { downloaded: {}, failure: null };
  }
  const mine = tables.map(({ name }) => /** @type {Download} */ (downloads.get(name)));
  // Progress is the compressed bytes received over those announced: honest, and known before
  // the first byte arrives (the files are served as they are, so Content-Length is their size).
  const report = () => {
    if (mine.some((d) => d.total === null)) return;
    const total = mine.reduce((sum, d) => sum + /** @type {number} */ (d.total), 0);
    const received = mine.reduce((sum, d) => sum + d.received, 0);
    if (total > 0) onProgress(Math.min(received / total, 1));
  };
  for (const download of mine) download.listeners.add(report);
  report();
  /** @type {Record<string, Uint8Array>} */
  const downloaded = {};
  try {
    const results = await Promise.all(mine.map((d) => d.bytes));
    tables.forEach(({ name }, i) => {
      const bytes = results[i];
      if (bytes) downloaded[name] = bytes;
    });
  } finally {
    for (const download of mine) download.listeners.delete(report);
    // Taken, or failed: a later provision (say, after a rejection) fetches afresh.
    for (const { name } of tables) downloads.delete(name);
  }
  return { downloaded, failure: mine.find((d) => d.failure)?.failure ?? null };
}

/**
 * The tables the site ships, from its list (web/databases/index.json: {tables: [{name, bytes,
 * gzipped}]}), asked for once per folder; empty when there is no list (an older or partial
 * deployment): then no table is asked for, so no table request fails. A list that could not be
 * fetched (given up, a network error) says why, and is asked for again next time.
 * @typedef {{tables: Map<string, {gzipped: number}>, failure: DownloadFailure | null}} Shipped
 * @type {Map<string, Promise<Shipped>>}
 */
const shipped = new Map();

/**
 * @param {URL} folder
 * @param {typeof fetch} fetchTable
 * @param {import('./download-watchdog.js').DownloadLimits} limits
 * @returns {Promise<Shipped>}
 */
function shippedTables(folder, fetchTable, limits) {
  let list = shipped.get(folder.href);
  if (!list) {
    list = watched(limits, async (signal) => {
      const response = await fetchTable(new URL('index.json', folder), { signal });
      const index = response.ok ? await response.json() : { tables: [] };
      return new Map(
        (Array.isArray(index?.tables) ? index.tables : []).map(
          (/** @type {{name: string, gzipped: number}} */ t) => [
            String(t.name),
            { gzipped: Number(t.gzipped) || 0 },
          ],
        ),
      );
    }).then(({ value, failure }) => {
      if (failure) shipped.delete(folder.href);
      return { tables: value ?? new Map(), failure };
    });
    shipped.set(folder.href, list);
  }
  return list;
}

/**
 * Runs `work` with a fetch signal that download-watchdog.js aborts when the work stops making
 * progress in time; `value` is what it returned (null when it failed), `failure` why it failed.
 * @template T
 * @param {import('./download-watchdog.js').DownloadLimits} limits
 * @param {(signal: AbortSignal, progress: (received: number, total: number | null) => void)
 *   => Promise<T>} work
 * @returns {Promise<{value: T | null, failure: DownloadFailure | null}>}
 */
async function watched(limits, work) {
  const controller = new AbortController();
  const watch = watchDownload(() => controller.abort(), limits);
  try {
    return { value: await work(controller.signal, watch.progress), failure: null };
  } catch (error) {
    if (error instanceof HttpFailure) {
      return { value: null, failure: { reason: 'http', status: error.status } };
    }
    // Given up here, or the browser knows it is offline, or anything else that broke.
    const offline = globalThis.navigator?.onLine === false;
    const reason = watch.reason ?? (offline ? 'offline' : 'failed');
    return { value: null, failure: { reason } };
  } finally {
    watch.done();
    // Whatever is still coming (after a corrupt gzip, say) is not wanted: free the connection.
    controller.abort();
  }
}

/** The site answered with an error status. */
class HttpFailure extends Error {
  /** @param {number} status */
  constructor(status) {
    super(`HTTP ${status}`);
    this.status = status;
  }
}

/**
 * One table's file, unpacked; null when the site does not ship it or on any failure (the table
 * is built instead, and `download.failure` says why).
 * @param {URL} folder
 * @param {string} name
 * @param {number} entries the table's size: the file may unpack to little more
 * @param {typeof fetch} fetchTable
 * @param {import('./download-watchdog.js').DownloadLimits} limits
 * @param {Download} download updated as bytes arrive
 * @returns {Promise<Uint8Array | null>}
 */
async function fetchOne(folder, name, entries, fetchTable, limits, download) {
  const announce = () => download.listeners.forEach((listener) => listener());
  try {
    const list = await shippedTables(folder, fetchTable, limits);
    download.failure = list.failure;
    const listed = list.tables.get(name);
    if (!listed) return null;
    // The list's size first (progress from the first byte), the server's if it says.
    download.total = listed.gzipped;
    announce();
    const { value, failure } = await watched(limits, async (signal, progress) => {
      const response = await fetchTable(new URL(`${name}.bin.gz`, folder), { signal });
      if (!response.ok) throw new HttpFailure(response.status);
      if (!response.body) throw new Error('no body');
      download.total = Number(response.headers.get('content-length') ?? listed.gzipped);
      progress(download.received, download.total);
      // The header and one byte per pattern tile come on top of the table: 1 KB is plenty,
      // and anything longer is not this database (nor worth unpacking further).
      const bytes = await unpack(response.body, entries + 1024, (count) => {
        download.received += count;
        progress(download.received, download.total);
        announce();
      });
      if (!bytes) throw new Error('not this database');
      return bytes;
    });
    download.failure = failure;
    return value;
  } finally {
    // Done, one way or the other: whatever did not arrive counts as nothing to wait for.
    download.total = download.received;
    announce();
  }
}

/**
 * The file's contents, unpacked as they arrive (the download and the unpacking overlap), or
 * null when they would exceed `limit` bytes or the gzip is corrupt (DecompressionStream
 * rejects). A server that sent the file with `Content-Encoding: gzip` has had the browser unpack
 * it already: without the gzip magic the bytes are taken as they are.
 * @param {ReadableStream<Uint8Array>} body
 * @param {number} limit
 * @param {(bytes: number) => void} onReceived the compressed bytes, as they arrive
 */
async function unpack(body, limit, onReceived) {
  const reader = body.getReader();
  const first = await reader.read();
  if (first.done) return null;
  onReceived(first.value.length);
  /** @type {ReadableStream<Uint8Array>} the body again, counted */
  const received = new ReadableStream({
    start(controller) {
      controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) {
        controller.close();
        return;
      }
      onReceived(value.length);
      controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const gzip = first.value[0] === 0x1f && first.value[1] === 0x8b;
  const contents = gzip
    ? received.pipeThrough(/** @type {any} */ (new DecompressionStream('gzip')))
    : received;
  return readAtMost(/** @type {ReadableStream<Uint8Array>} */ (contents), limit);
}

/**
 * @param {ReadableStream<Uint8Array>} stream
 * @param {number} limit
 * @returns {Promise<Uint8Array | null>}
 */
async function readAtMost(stream, limit) {
  const reader = stream.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return concat(chunks, size);
}

/** @param {Uint8Array[]} chunks @param {number} size */
function concat(chunks, size) {
  if (chunks.length === 1) return chunks[0];
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

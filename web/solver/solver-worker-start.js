// @ts-check
// The ways this page can start its solver worker, in the order the client tries them, so the
// hosted page works wherever a course puts it (docs/contracts.md §4):
//
//   1. a module worker from ../worker/solver.worker.js (imports the Emscripten glue, which fetches
//      npuzzle.wasm beside itself) — the normal case, top level or a same-origin iframe;
//   2. the same worker bundled into one classic script at build time
//      (solver.worker.bundle.js, scripts/build-dist.mjs), fetched by the page and started from
//      a Blob URL, told where npuzzle.wasm is. An opaque origin (a sandboxed iframe without
//      allow-same-origin) may not start a worker from a URL at all, but it may fetch with CORS
//      and start one from a Blob it made; browsers without module workers take this way too.
//
// From file:// no way works (module scripts, worker URLs and .wasm fetches are all refused),
// so that ends at once with the sentence pointing to the offline file.

import { failureError } from './failure-sentence.js';

// Resolved when used, not at import: the offline file bundles this module with an empty
// import.meta.url (it never takes these ways).
const url = (path) => new URL(path, import.meta.url);

/**
 * @returns {Array<() => Worker | Promise<Worker>>} each way throws (or rejects with) an Error
 *   whose `.reason` is a solver-failures.js code when it cannot start its worker.
 */
export function solverWorkerWays({
  protocol = globalThis.location?.protocol,
  origin = globalThis.origin,
} = {}) {
  if (protocol === 'file:') {
    return [
      () => {
        throw failureError('start-file');
      },
    ];
  }
  // An opaque origin serialises as the string 'null'.
  if (origin === 'null') return [startBundledWorker];
  return [startModuleWorker, startBundledWorker];
}

function startModuleWorker() {
  try {
    return new Worker(url('../worker/solver.worker.js'), { type: 'module' });
  } catch (error) {
    throw failureError(startFailureReason(error));
  }
}

let bundleBlobUrl = null; // one Blob URL for every worker the page starts (restarts included)

async function startBundledWorker() {
  bundleBlobUrl ??= fetchBundle().catch((error) => {
    bundleBlobUrl = null; // a later start may find the network back
    throw error;
  });
  const blobUrl = await bundleBlobUrl;
  try {
    return new Worker(blobUrl);
  } catch (error) {
    throw failureError(startFailureReason(error));
  }
}

async function fetchBundle() {
  const bundle = url('../worker/solver.worker.bundle.js');
  let source;
  try {
    const response = await fetch(bundle);
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${bundle}`);
    source = await response.text();
  } catch (error) {
    console.warn(`N-Puzzle Lab: the solver bundle did not download: ${error}`);
    throw failureError('start-download');
  }
  // A Blob's worker has a blob: URL, so it cannot find npuzzle.wasm relative to itself; the
  // prelude tells it the folder the file is in (read by solver.worker.js).
  const prelude = `self.npuzzleSolverConfig=${JSON.stringify({ wasmFolder: url('../wasm/').href })};\n`;
  return URL.createObjectURL(new Blob([prelude, source], { type: 'text/javascript' }));
}

/**
 * A reason code for an exception out of `new Worker(...)` (or out of a page-supplied
 * createWorker): Chromium throws a SecurityError naming the Content Security Policy when
 * worker-src refuses the URL.
 */
export function startFailureReason(error) {
  if (error?.reason) return error.reason;
  const text = `${error?.name ?? ''} ${error?.message ?? error}`;
  return /Content Security Policy|CSP/i.test(text) ? 'start-csp' : 'start-failed';
}

/**
 * Watches the document's CSP reports while a worker starts: Firefox and WebKit refuse a worker
 * that worker-src forbids with only an error event, with no reason in it; the report says why.
 * @returns {{refused: () => boolean, stop: () => void}}
 */
export function watchWorkerRefusals(target = globalThis.document) {
  let refused = false;
  const listener = (event) => {
    const directive = event.effectiveDirective ?? '';
    const worker = /^blob|solver\.worker/.test(event.blockedURI ?? '');
    if (/^(worker-src|child-src)/.test(directive) || (directive === 'script-src' && worker)) {
      refused = true;
    }
  };
  target?.addEventListener?.('securitypolicyviolation', listener);
  return {
    refused: () => refused,
    stop: () => target?.removeEventListener?.('securitypolicyviolation', listener),
  };
}

// @ts-check
// What the user is told when the solver cannot start or stops: each way it can fail has a
// reason code, and each code one sentence that says what happened and what to do. Technical
// details (Emscripten's "Aborted(…)", a RuntimeError, a CSP report) never reach the user; the
// client logs them with console.warn for whoever debugs.
//
// The worker classifies the errors it catches (it holds the Error objects); the client
// classifies the ways a worker fails to start; both then speak through failureSentence().

const OFFLINE_FILE = 'npuzzle-lab.html';

/** @type {Record<string, string>} */
const SENTENCES = {
  // The worker could not be started at all.
  'start-file':
    `This page was opened as a file, and browsers do not run its solver from a file. ` +
    `Open ${OFFLINE_FILE}, the offline version in the same folder, instead.`,
  'start-csp':
    "This site's security policy (Content-Security-Policy) does not allow the solver's " +
    'background worker to start. Save the page and open it from your computer, or ask the ' +
    "site's owner to allow workers from blob: URLs (worker-src blob:).",
  'start-download':
    "The solver's code could not be downloaded. Check the connection and reload the page.",
  'start-timeout':
    'The solver did not start in time. Reload the page; if this happens again, try another ' +
    `browser or the offline file ${OFFLINE_FILE}.`,
  'start-failed':
    'The solver could not start in this browser. Reload the page; if this happens again, ' +
    `try another browser or the offline file ${OFFLINE_FILE}.`,
  // The worker started, but its WebAssembly module did not.
  'wasm-csp':
    "This site's security policy (Content-Security-Policy) does not allow WebAssembly, which " +
    "the solver needs. Ask the site's owner to allow 'wasm-unsafe-eval', or use the offline " +
    `file ${OFFLINE_FILE}.`,
  'wasm-download':
    "The solver's WebAssembly file could not be downloaded. Check the connection and reload " +
    'the page.',
  'no-wasm':
    'This browser cannot run WebAssembly, which the solver needs. Use a current Firefox, ' +
    'Chrome, Edge or Safari.',
  // A request failed after the solver had started; the worker has been replaced.
  'out-of-memory':
    'The solver ran out of memory and was restarted. Lower the memory budget under Advanced, ' +
    'or choose an algorithm that needs less memory (IDA*).',
  'cancel-not-honoured': 'The search did not stop at once, so the solver was restarted.',
  crashed: 'The solver hit an internal error and was restarted. Try again, or change the settings.',
  'unknown-request': 'The solver did not understand a request from the page. Reload the page.',
};

/**
 * The sentence for a reason code; an unknown code gets the general one of its kind.
 * @param {string | undefined} reason
 */
export function failureSentence(reason) {
  if (typeof reason === 'string' && Object.hasOwn(SENTENCES, reason)) return SENTENCES[reason];
  return reason?.startsWith?.('start-') || reason?.startsWith?.('wasm-')
    ? SENTENCES['start-failed']
    : SENTENCES.crashed;
}

/** @typedef {Error & {reason: string}} FailureError */

/**
 * An Error whose message is the sentence for `reason`, with the code kept as `.reason`.
 * @param {string} reason
 * @returns {FailureError}
 */
export function failureError(reason) {
  return Object.assign(new Error(failureSentence(reason)), { reason });
}

/** @param {unknown} error */
export function technicalText(error) {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * Why the WebAssembly module did not load (Emscripten rejects with strings or Errors).
 * @param {unknown} error
 */
export function loadFailureReason(error, hasWebAssembly = typeof WebAssembly === 'object') {
  const text = technicalText(error);
  if (!hasWebAssembly || /no native wasm support/i.test(text)) return 'no-wasm';
  // Chromium: "Refused to compile or instantiate WebAssembly module because 'unsafe-eval' is
  // not an allowed source of script…"; Firefox: "call to WebAssembly.instantiate() blocked by CSP".
  if (/Content Security Policy|unsafe-eval|blocked by CSP/i.test(text)) return 'wasm-csp';
  // Emscripten: "failed to load wasm binary file at …", "both async and sync fetching of the
  // wasm failed"; the fetch itself: "Failed to fetch", "NetworkError", "Load failed"; and an
  // error page where the wasm should be (its fallback reads a 404's body as the module):
  // "expected magic word 00 61 73 6d".
  if (/fetch|wasm binary file|NetworkError|Load failed|magic word/i.test(text)) {
    return 'wasm-download';
  }
  return 'start-failed';
}

/**
 * Why a request ended in an exception out of the module (a trap or an abort).
 * @param {unknown} error
 */
export function requestFailureReason(error) {
  const text = technicalText(error);
  // Emscripten's abort("OOM") when memory cannot grow, a failed ArrayBuffer allocation, and
  // std::bad_alloc reaching JS as an abort.
  if (/\bOOM\b|out of memory|Cannot enlarge memory|allocation failed|bad_alloc/i.test(text)) {
    return 'out-of-memory';
  }
  return 'crashed';
}

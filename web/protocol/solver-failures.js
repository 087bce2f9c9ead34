// @ts-check
// How the solver failed, as a reason code: each way it can fail to start or stop has one, and
// failure-sentence.js has one sentence a code (in the visitor's language) that says what happened
// and what to do. Technical details (Emscripten's "Aborted(…)", a RuntimeError, a CSP report)
// never reach the user; the client logs them with console.warn for whoever debugs.
//
// The worker classifies the errors it catches (it holds the Error objects); the client
// classifies the ways a worker fails to start; both then speak through failureSentence() on
// the page's side (the worker sends codes, not words).

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
